// The command line that teaches (issue 18): --help of every command, made from the
// option table, fits 80 columns and names each of its options and values; the input
// format and examples are there and the examples say what they print; a typo gets a
// suggestion; a bad command line is one line and exit 2.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "cli/app.hpp"
#include "cli/option_table.hpp"
#include "helpers.hpp"

namespace {

using helpers::AppRun;
using helpers::lines_of;
using helpers::run;

const chessy::Command kCommands[] = {chessy::kSolve, chessy::kDecode, chessy::kMerge};

// `chessy-sat [COMMAND] --help`.
AppRun help_of(chessy::Command command) {
  std::vector<std::string> args;
  if (command != chessy::kSolve) args.push_back(chessy::command_name(command));
  args.push_back("--help");
  return run(args);
}

TEST(Help, EveryCommandHasItsOwnThatFitsEightyColumns) {
  for (const chessy::Command command : kCommands) {
    SCOPED_TRACE(chessy::command_name(command));
    const AppRun r = help_of(command);
    EXPECT_EQ(r.status, chessy::kExitSolved);
    EXPECT_EQ(r.err, "");
    EXPECT_EQ(r.out.rfind(std::string("usage: chessy-sat ") + chessy::command_name(command), 0), 0u) << r.out;
    for (const std::string& line : lines_of(r.out)) EXPECT_LE(line.size(), 80u) << line;
  }
  // Each its own: merge's help is not solving's.
  EXPECT_NE(help_of(chessy::kMerge).out, help_of(chessy::kSolve).out);
  EXPECT_NE(help_of(chessy::kDecode).out, help_of(chessy::kMerge).out);
}

// generate and serve parse their own options (cli/generate_command, server/serve): the
// same promise (`serve --help` was an unknown option).
TEST(Help, GenerateAndServeHaveTheirOwnToo) {
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
           {"generate", "--help"}, {"serve", "--help"}, {"serve", "--port", "0", "-h"}}) {
    SCOPED_TRACE(args[0]);
    const AppRun r = run(args);
    EXPECT_EQ(r.status, chessy::kExitSolved) << r.err;
    EXPECT_EQ(r.err, "");
    EXPECT_EQ(r.out.rfind("usage: chessy-sat " + args[0], 0), 0u) << r.out;
    for (const std::string& line : lines_of(r.out)) EXPECT_LE(line.size(), 80u) << line;
  }
}

// A word of `text` (not the start of a longer one: --max of --max-memory).
bool has_word(const std::string& text, const std::string& word) {
  auto part_of_word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '-'; };
  for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
    const std::size_t after = at + word.size();
    if ((at == 0 || !part_of_word(text[at - 1])) && (after == text.size() || !part_of_word(text[after]))) return true;
  }
  return false;
}

TEST(Help, NamesExactlyTheOptionsOfItsCommandAndTheirValues) {
  for (const chessy::Command command : kCommands) {
    const std::string help = help_of(command).out;
    for (const chessy::OptionSpec& spec : chessy::option_table()) {
      SCOPED_TRACE(std::string(chessy::command_name(command)) + " " + spec.long_name);
      // Its line starts "  --name" or "  -x ..., --name".
      const std::string line = spec.short_name ? std::string("  ") + spec.short_name : std::string("  ") + spec.long_name;
      const bool listed = help.find('\n' + line + ' ') != std::string::npos ||
                          help.find('\n' + line + ',') != std::string::npos ||
                          help.find('\n' + line + '\n') != std::string::npos;
      EXPECT_EQ(listed, (spec.commands & command) != 0);
      if ((spec.commands & command) && spec.choices) {
        for (const std::string& value : spec.choices()) EXPECT_TRUE(has_word(help, value)) << value;
      }
    }
  }
}

TEST(Help, ShowsTheInputFormatAndFiveExamples) {
  const std::string help = help_of(chessy::kSolve).out;
  for (const char* item : {"\n  8*q ", "\n  d ", "\n  size 10 ", "\n  q @ 3,3 ", "\n  x @ 0,0 ", "\n  ?*q "})
    EXPECT_NE(help.find(item), std::string::npos) << item;
  const std::size_t examples = help.find("\nExamples:\n");
  ASSERT_NE(examples, std::string::npos);
  int commands = 0;
  for (const std::string& line : lines_of(help.substr(examples + 11))) {
    if (line.empty()) break;
    commands += line.find("chessy-sat ") != std::string::npos && line.rfind("  ", 0) == 0 && line[2] != ' ';
  }
  EXPECT_EQ(commands, 5);
}

// The examples that name no file print what --help says they print.
TEST(Help, ExamplesPrintWhatTheHelpSays) {
  const std::string help = help_of(chessy::kSolve).out;
  ASSERT_NE(help.find("echo '8*q' | chessy-sat - --count             fundamental: 12, total: 92"), std::string::npos);
  EXPECT_EQ(run({"-", "--count"}, "8*q\n").out, "fundamental: 12\ntotal: 92\n");
  ASSERT_NE(help.find("printf 'd\\n?*q\\n' | chessy-sat - --min        minimum: 5"), std::string::npos);
  EXPECT_EQ(run({"-", "--min", "-q"}, "d\n?*q\n").out.rfind("minimum: 5\n", 0), 0u);
  ASSERT_NE(help.find("printf '8*q\\nq @ 3,3\\nq @ 4,1\\n' | chessy-sat - --all     its 2 completions"),
            std::string::npos);
  EXPECT_EQ(helpers::boards_of(run({"-", "--all"}, "8*q\nq @ 3,3\nq @ 4,1\n").out).size(), 2u);
  const AppRun ten = run({"-", "--size", "10", "--all", "--format", "unicode"}, "10*q\n");
  EXPECT_EQ(ten.status, chessy::kExitSolved) << ten.err;
}

TEST(Help, ATypoGetsTheClosestOption) {
  const AppRun r = run({"-", "--cout"}, "8*q\n");
  EXPECT_EQ(r.status, chessy::kExitBadInput);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "chessy-sat: unknown option '--cout' (did you mean '--count'?)\n");
  EXPECT_EQ(run({"-", "--al"}, "8*q\n").err, "chessy-sat: unknown option '--al' (did you mean '--all'?)\n");
  EXPECT_EQ(run({"-", "--engien=sat"}, "8*q\n").err, "chessy-sat: unknown option '--engien' (did you mean '--engine'?)\n");
  // Nothing close: no guess.
  EXPECT_EQ(run({"-", "--frobnicate"}, "8*q\n").err, "chessy-sat: unknown option '--frobnicate' (see --help)\n");
  // An option of another command is named as such.
  EXPECT_EQ(run({"merge", "x.json", "--limit", "3"}).err, "chessy-sat: --limit has no meaning with merge (see --help)\n");
}

TEST(Help, AMisspeltCommandGetsTheClosestCommand) {
  const AppRun r = run({"mrege", "a.json", "b.json"});
  EXPECT_EQ(r.status, chessy::kExitBadInput);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "chessy-sat: unknown command 'mrege' (did you mean 'merge'?)\n");
  EXPECT_EQ(run({"decdoe", "p.txt", "m.txt"}).err, "chessy-sat: unknown command 'decdoe' (did you mean 'decode'?)\n");
  // generate's and serve's options are no options of a problem: the command is to blame.
  EXPECT_EQ(run({"genrate", "--seed", "3"}).err, "chessy-sat: unknown command 'genrate' (did you mean 'generate'?)\n");
  EXPECT_EQ(run({"serv", "--port", "8080"}).err, "chessy-sat: unknown command 'serv' (did you mean 'serve'?)\n");
  // A lone word is a problem file: missing, it is said so, with the hint.
  ASSERT_FALSE(std::filesystem::exists("mrege"));
  const AppRun lone = run({"mrege", "--count"});
  EXPECT_EQ(lone.status, chessy::kExitBadInput);
  EXPECT_EQ(lone.err, "chessy-sat: cannot open 'mrege': No such file or directory (did you mean 'merge'?)\n");
  // Nothing close: no guess.
  EXPECT_EQ(run({"frobnicate", "a", "b"}).err, "chessy-sat: more than one INPUT ('frobnicate', 'a', 'b') (see --help)\n");
  EXPECT_EQ(run({"nosuchfile"}).err, "chessy-sat: cannot open 'nosuchfile': No such file or directory\n");
}

TEST(Help, EveryValueOptionRefusesAMissingOrBadValueInOneLine) {
  for (const chessy::OptionSpec& spec : chessy::option_table()) {
    if (!spec.value || !(spec.commands & chessy::kSolve)) continue;
    SCOPED_TRACE(spec.long_name);
    const AppRun missing = run({"-", spec.long_name}, "8*q\n");
    EXPECT_EQ(missing.status, chessy::kExitBadInput);
    EXPECT_EQ(missing.err, std::string("chessy-sat: ") + spec.long_name + " needs a value (see --help)\n");
    if (spec.kind != chessy::ValueKind::Choice && spec.kind != chessy::ValueKind::Number) continue;
    const AppRun bad = run({"-", std::string(spec.long_name) + "=zz"}, "8*q\n");
    EXPECT_EQ(bad.status, chessy::kExitBadInput);
    EXPECT_EQ(lines_of(bad.err).size(), 1u) << bad.err;
    EXPECT_NE(bad.err.find("'zz'"), std::string::npos) << bad.err;
  }
  EXPECT_EQ(run({"-", "--all=yes"}, "8*q\n").err, "chessy-sat: --all takes no value (see --help)\n");
}

}  // namespace
