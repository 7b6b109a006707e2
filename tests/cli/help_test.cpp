// The command line that teaches (issue 18): --help of every command, made from the
// option table, fits 80 columns and names each of its options and values; the input
// format and examples are there and the examples say what they print; a typo gets a
// suggestion, in every command (issue 26); a bad command line is one line and exit 2,
// a bad number the same line whatever the command.
#include <gtest/gtest.h>

#include <algorithm>
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

const auto& kCommands = chessy::kAllCommands;

// `chessy-sat [COMMAND] ARGS...`.
std::vector<std::string> command_line(chessy::Command command, const std::vector<std::string>& args) {
  std::vector<std::string> line;
  if (command != chessy::kSolve) line.push_back(chessy::command_name(command));
  line.insert(line.end(), args.begin(), args.end());
  return line;
}

// `chessy-sat [COMMAND] --help`.
AppRun help_of(chessy::Command command) { return run(command_line(command, {"--help"})); }

// How a usage error of `command` starts: "chessy-sat: " or "chessy-sat generate: ".
std::string prefix_of(chessy::Command command) {
  return command == chessy::kGenerate || command == chessy::kServe
             ? std::string("chessy-sat ") + chessy::command_name(command) + ": "
             : "chessy-sat: ";
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
  EXPECT_NE(help_of(chessy::kGenerate).out, help_of(chessy::kServe).out);
}

// generate and serve read the same table: the same promise (`serve --help` was an
// unknown option), also after other options.
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
      // Listed when the command takes it, or takes an option of the same spelling
      // (generate's --count is not solving's, each has its own row).
      const chessy::OptionSpec* own = chessy::find_option(spec.long_name, command);
      EXPECT_EQ(listed, own && (own->short_name == nullptr) == (spec.short_name == nullptr));
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
  ASSERT_NE(help.find("echo '8*q' | chessy-sat --count               fundamental: 12, total: 92"), std::string::npos);
  chessy::RunEnvironment pipe;  // no INPUT: standard input, a pipe
  pipe.in_is_terminal = false;
  std::istringstream queens("8*q\n");
  std::ostringstream counts, err;
  EXPECT_EQ(chessy::run_app({"--count"}, queens, counts, err, pipe), 0) << err.str();
  EXPECT_EQ(counts.str(), "fundamental: 12\ntotal: 92\n");
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
  EXPECT_EQ(run({"-", "--alll"}, "8*q\n").err, "chessy-sat: unknown option '--alll' (did you mean '--all'?)\n");
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

// Of every command: the same line for the same fault.
TEST(Help, EveryValueOptionRefusesAMissingOrBadValueInOneLine) {
  for (const chessy::Command command : kCommands)
    for (const chessy::OptionSpec& spec : chessy::option_table()) {
      if (!spec.value || !(spec.commands & command)) continue;
      SCOPED_TRACE(std::string(chessy::command_name(command)) + " " + spec.long_name);
      const AppRun missing = run(command_line(command, {"-", spec.long_name}), "8*q\n");
      EXPECT_EQ(missing.status, chessy::kExitBadInput);
      EXPECT_EQ(missing.err, prefix_of(command) + spec.long_name + " needs a value (see --help)\n");
      if (spec.kind != chessy::ValueKind::Choice && spec.kind != chessy::ValueKind::Number) continue;
      const AppRun bad = run(command_line(command, {"-", std::string(spec.long_name) + "=zz"}), "8*q\n");
      EXPECT_EQ(bad.status, chessy::kExitBadInput);
      EXPECT_EQ(lines_of(bad.err).size(), 1u) << bad.err;
      EXPECT_NE(bad.err.find("'zz'"), std::string::npos) << bad.err;
      if (spec.kind != chessy::ValueKind::Number) continue;
      // "chessy-sat generate: --count needs a whole number, got 'zz' (see --help)"
      EXPECT_EQ(bad.err.rfind(prefix_of(command) + spec.long_name + " needs ", 0), 0u) << bad.err;
      const std::string end = ", got 'zz' (see --help)\n";
      EXPECT_EQ(bad.err.substr(bad.err.size() - std::min(bad.err.size(), end.size())), end) << bad.err;
    }
  EXPECT_EQ(run({"-", "--all=yes"}, "8*q\n").err, "chessy-sat: --all takes no value (see --help)\n");
}

// One reader of whole numbers: out of range, each command says it alike.
TEST(Help, ANumberOutOfRangeIsTheSameLineInEveryCommand) {
  for (const auto& [args, err] : std::vector<std::pair<std::vector<std::string>, std::string>>{
           {{"-", "--jobs", "0"}, "chessy-sat: --jobs must be between 1 and 256 (see --help)\n"},
           {{"generate", "--count", "0"}, "chessy-sat generate: --count must be between 1 and 100000 (see --help)\n"},
           {{"generate", "--seed", "18446744073709551616"},
            "chessy-sat generate: --seed must be between 0 and 18446744073709551615 (see --help)\n"},
           {{"serve", "--port", "65536"}, "chessy-sat serve: --port must be between 0 and 65535 (see --help)\n"},
           {{"serve", "--jobs", "-1"}, "chessy-sat serve: --jobs needs a whole number, got '-1' (see --help)\n"}}) {
    SCOPED_TRACE(args[0] + " " + args[1]);
    const AppRun r = run(args, "8*q\n");
    EXPECT_EQ(r.status, chessy::kExitBadInput);
    EXPECT_EQ(r.err, err);
  }
}

// generate and serve read the same table as the rest: a typo gets the closest of
// their own options, an option of another command is named as such.
TEST(Help, GenerateAndServeSuggestTooFromTheirOwnOptions) {
  for (const auto& [args, err] : std::vector<std::pair<std::vector<std::string>, std::string>>{
           {{"generate", "--cout", "3"}, "chessy-sat generate: unknown option '--cout' (did you mean '--count'?)\n"},
           {{"generate", "--difficulty=hard", "--sed", "3"}, "chessy-sat generate: unknown option '--sed' (did you mean '--seed'?)\n"},
           {{"serve", "--prot", "1"}, "chessy-sat serve: unknown option '--prot' (did you mean '--port'?)\n"},
           {{"serve", "--jbos=2"}, "chessy-sat serve: unknown option '--jbos' (did you mean '--jobs'?)\n"},
           {{"serve", "--frobnicate"}, "chessy-sat serve: unknown option '--frobnicate' (see --help)\n"},
           {{"generate", "--limit", "3"}, "chessy-sat generate: --limit has no meaning with generate (see --help)\n"},
           {{"serve", "--count"}, "chessy-sat serve: --count has no meaning with serve (see --help)\n"},
           {{"serve", "8080"}, "chessy-sat serve: serve takes options only, not '8080' (see --help)\n"},
           {{"-", "--seed", "3"}, "chessy-sat: --seed has no meaning when solving (see --help)\n"}}) {
    SCOPED_TRACE(args[0] + " " + args[1]);
    const AppRun r = run(args, "8*q\n");
    EXPECT_EQ(r.status, chessy::kExitBadInput);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err, err);
  }
  // Solving's typos are suggested only solving's options (not serve's --port).
  EXPECT_EQ(run({"-", "--prot", "1"}, "8*q\n").err, "chessy-sat: unknown option '--prot' (did you mean '--plot'?)\n");
}

}  // namespace
