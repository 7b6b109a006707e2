// The man page (docs/chessy-sat.1), the bash completion (completion/chessy-sat) and
// --help keep up with the option table (cli/option_table.cpp), which holds the options
// of every command (solve, decode, merge, generate, serve): every option is in all
// three, the man page names generate's and serve's where it describes them, the
// completion offers exactly each command's options and each option's values, and the
// page renders without a warning.
#include <sys/wait.h>

#include <cctype>
#include <cstdio>
#include <fstream>
#include <regex>
#include <set>
#include <string>

#include <gtest/gtest.h>

#include "chessy/version.hpp"
#include "cli/option_table.hpp"
#include "helpers.hpp"

namespace {

const std::string kManPage = std::string(CHESSY_SOURCE_DIR) + "/docs/chessy-sat.1";
const std::string kCompletion = std::string(CHESSY_SOURCE_DIR) + "/completion/chessy-sat";

struct Shell {
  int status;          // the exit status (-1: it did not exit)
  std::string output;  // standard output and standard error, interleaved
};

Shell shell(const std::string& command) {
  Shell r{-1, ""};
  FILE* pipe = popen(("(" + command + ") 2>&1").c_str(), "r");
  if (!pipe) return r;
  char buffer[4096];
  for (std::size_t n; (n = fread(buffer, 1, sizeof buffer, pipe)) > 0;) r.output.append(buffer, n);
  const int status = pclose(pipe);
  if (WIFEXITED(status)) r.status = WEXITSTATUS(status);
  return r;
}

bool have(const std::string& program) { return shell("command -v " + program).status == 0; }

// Every spelling of every option in the table ("-j" and "--jobs"), of `command`.
std::set<std::string> table_options(unsigned command = chessy::kEveryCommand) {
  std::set<std::string> options;
  for (const chessy::OptionSpec& spec : chessy::option_table()) {
    if (!(spec.commands & command)) continue;
    options.insert(spec.long_name);
    if (spec.short_name) options.insert(spec.short_name);
  }
  return options;
}

// `option` as a word of `text`: not the start of a longer option (--max of --max-memory).
bool names(const std::string& text, const std::string& option) {
  for (std::size_t at = text.find(option); at != std::string::npos; at = text.find(option, at + 1)) {
    const std::size_t after = at + option.size();
    const bool starts = at == 0 || !(std::isalnum(static_cast<unsigned char>(text[at - 1])) || text[at - 1] == '-');
    const bool ends = after == text.size() || !(std::isalnum(static_cast<unsigned char>(text[after])) || text[after] == '-');
    if (starts && ends) return true;
  }
  return false;
}

}  // namespace

TEST(ManPage, TheTableHoldsTheOptionsThisTestLooksFor) {
  const std::set<std::string> options = table_options();
  EXPECT_GE(options.size(), 30u);
  for (const char* o : {"--all", "--max", "--max-memory", "-j", "--jobs", "-o", "-h", "--version", "--color"})
    EXPECT_TRUE(options.count(o)) << o;
}

TEST(ManPage, RendersWithoutWarningsAndNamesEveryOptionOfTheTable) {
  if (!have("groff")) GTEST_SKIP() << "groff is not installed (apt-get install groff-base)";
  const Shell warnings = shell("groff -man -Tascii -ww -z '" + kManPage + "'");
  EXPECT_EQ(warnings.status, 0);
  EXPECT_EQ(warnings.output, "");
  // Rendered, so that '\-\-all' in the source counts as --all.
  const Shell text = shell("groff -man -Tascii -P-cbou '" + kManPage + "'");
  ASSERT_EQ(text.status, 0) << text.output;
  for (const std::string& option : table_options())
    EXPECT_TRUE(names(text.output, option)) << option << " is not in " << kManPage;
  for (const chessy::OptionSpec& spec : chessy::option_table())
    if (spec.choices) {
      for (const std::string& value : spec.choices()) EXPECT_TRUE(names(text.output, value)) << spec.long_name << ' ' << value;
    }
  for (const char* section : {"SYNOPSIS", "OPTIONS", "INPUT FORMAT", "EXIT STATUS", "EXAMPLES"})
    EXPECT_TRUE(names(text.output, section)) << section;
}

// The man page describes generate and serve under COMMANDS, each with its options:
// every option of the table's rows for them (but -h, --help, the same everywhere) is
// named in its command's part of the page.
TEST(ManPage, NamesGenerateAndServeWithEveryOptionOfTheirRows) {
  if (!have("groff")) GTEST_SKIP() << "groff is not installed (apt-get install groff-base)";
  const Shell text = shell("groff -man -Tascii -P-cbou '" + kManPage + "'");
  ASSERT_EQ(text.status, 0) << text.output;
  const std::string synopsis = text.output.substr(0, text.output.find("DESCRIPTION"));
  for (const char* command : {"chessy-sat generate", "chessy-sat serve"})
    EXPECT_NE(synopsis.find(command), std::string::npos) << command << " is not in the SYNOPSIS";
  const std::set<std::string> generate = table_options(chessy::kGenerate), serve = table_options(chessy::kServe);
  EXPECT_GE(generate.size(), 9u);
  EXPECT_EQ(serve, (std::set<std::string>{"--port", "--bind", "--jobs", "-h", "--help"}));
  // The parts: "generate [TEMPLATE] [options]" to "serve [options]" to the next section.
  const std::size_t commands = text.output.find("\nCOMMANDS\n");
  ASSERT_NE(commands, std::string::npos);
  const std::size_t at_generate = text.output.find("generate [TEMPLATE]", commands);
  const std::size_t at_serve = text.output.find("serve [options]", at_generate);
  const std::size_t end = text.output.find("\nINPUT FORMAT\n", at_serve);
  ASSERT_TRUE(at_generate != std::string::npos && at_serve != std::string::npos && end != std::string::npos);
  for (const auto& [options, part] : {std::pair{&generate, text.output.substr(at_generate, at_serve - at_generate)},
                                      std::pair{&serve, text.output.substr(at_serve, end - at_serve)}})
    for (const std::string& option : *options)
      if (option != "-h" && option != "--help") {
        EXPECT_TRUE(names(part, option)) << option << " is not in:\n" << part;
      }
  for (const char* value : {"easy", "medium", "hard"}) EXPECT_TRUE(names(text.output, value)) << value;
}

// The page's header says the version --version says.
TEST(ManPage, HeaderNamesThisVersion) {
  std::ifstream in(kManPage);
  std::string line;
  while (std::getline(in, line) && line.rfind(".TH ", 0) != 0) {}
  EXPECT_NE(line.find(std::string("\"chessy-sat ") + CHESSY_VERSION_STRING + "\""), std::string::npos) << line;
}

TEST(ManPage, ManShowsIt) {
  if (!have("man")) GTEST_SKIP() << "man is not installed (apt-get install man-db)";
  const Shell page = shell("MANWIDTH=80 MAN_KEEP_FORMATTING= man --warnings -l '" + kManPage + "' | cat");
  EXPECT_EQ(page.status, 0) << page.output;
  EXPECT_TRUE(std::regex_search(page.output, std::regex("chessy-sat +- +chess placement puzzles"))) << page.output;
  EXPECT_EQ(page.output.find("warning"), std::string::npos) << page.output;
}

// What bash would offer for `words`, the last being completed, in `dir`.
Shell complete(const std::string& words, const std::string& dir = ".") {
  return shell("cd '" + dir + "' && bash -c 'source \"" + kCompletion + "\"; COMP_WORDS=(" + words +
               "); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _chessy_sat; printf \"%s\\n\" \"${COMPREPLY[@]}\"'");
}

std::set<std::string> set_of(const std::string& lines) {
  const std::vector<std::string> v = helpers::lines_of(lines);
  std::set<std::string> s(v.begin(), v.end());
  s.erase("");
  return s;
}

TEST(BashCompletion, OffersExactlyEachCommandsOptions) {
  if (!have("bash")) GTEST_SKIP() << "no bash";
  for (const chessy::Command command : chessy::kAllCommands) {
    const std::string words = std::string("chessy-sat ") + chessy::command_name(command) + " x -";
    const Shell offered = complete(words);
    ASSERT_EQ(offered.status, 0) << offered.output;
    EXPECT_EQ(set_of(offered.output), table_options(command)) << words;
  }
  EXPECT_EQ(complete("chessy-sat x --eng").output, "--engine\n");
  EXPECT_EQ(complete("chessy-sat dec").output, "decode\n");
}

TEST(BashCompletion, OffersGenerateAndServeAndTheirValues) {
  if (!have("bash")) GTEST_SKIP() << "no bash";
  helpers::TempDir dir("chessy-completion-count");
  std::ofstream(dir / "only-file.txt") << "q\n";
  // In a folder with no file of those names (the build folder has gen-boards).
  EXPECT_EQ(complete("chessy-sat gen", dir.path()).output, "generate\n");
  EXPECT_EQ(complete("chessy-sat se", dir.path()).output, "serve\n");
  EXPECT_EQ(set_of(complete("chessy-sat generate --difficulty \"\"").output),
            (std::set<std::string>{"easy", "medium", "hard", "expert"}));
  EXPECT_EQ(set_of(complete("chessy-sat generate --format \"\"").output), (std::set<std::string>{"text", "svg"}));
  // --count takes a number in generate, and is a flag (a file may follow) when solving.
  EXPECT_EQ(complete("chessy-sat generate --count \"\"", dir.path()).output, "\n");
  EXPECT_EQ(complete("chessy-sat x --count \"\"", dir.path()).output, "only-file.txt\n");
}

TEST(BashCompletion, CompletesEachOptionsValueAsTheTableSays) {
  if (!have("bash")) GTEST_SKIP() << "no bash";
  helpers::TempDir dir("chessy-completion");
  std::ofstream(dir / "only-file.txt") << "q\n";
  // One bash for all of them (a bash each took seconds): each option's offers, then "@@".
  std::vector<std::pair<const chessy::OptionSpec*, std::string>> asked;
  // No PATH: --solver's command names are then bash's own (cd, ...), found at once.
  std::string script = "PATH=; source \"" + kCompletion + "\"; ";
  for (const chessy::OptionSpec& spec : chessy::option_table()) {
    if (spec.kind == chessy::ValueKind::Flag) continue;
    for (const chessy::Command command : chessy::kAllCommands) {
      if (!(spec.commands & command)) continue;
      // "chessy-sat x --engine", "chessy-sat generate --format": the same count of words.
      const std::string first = command == chessy::kSolve ? "x" : chessy::command_name(command);
      for (const char* name : {spec.short_name, spec.long_name}) {
        if (!name) continue;
        asked.emplace_back(&spec, first + " " + name);
        script += "COMP_WORDS=(chessy-sat " + first + " " + name +
                  " \"\"); COMP_CWORD=3; _chessy_sat; printf \"%s\\n\" \"${COMPREPLY[@]}\"; echo @@; ";
      }
    }
  }
  const Shell all = shell("cd '" + dir.path() + "' && bash -c '" + script + "'");
  ASSERT_EQ(all.status, 0) << all.output;
  std::vector<std::string> offers(1);
  for (const std::string& line : helpers::lines_of(all.output)) {
    if (line == "@@") offers.emplace_back();
    else offers.back() += line + '\n';
  }
  ASSERT_EQ(offers.size(), asked.size() + 1) << all.output;
  for (std::size_t i = 0; i < asked.size(); ++i) {
    const chessy::OptionSpec& spec = *asked[i].first;
    const std::string& offered = offers[i];
    SCOPED_TRACE(asked[i].second);
    switch (spec.kind) {
      case chessy::ValueKind::Choice: {
        const std::vector<std::string> choices = spec.choices();
        EXPECT_EQ(set_of(offered), std::set<std::string>(choices.begin(), choices.end()));
        break;
      }
      case chessy::ValueKind::File: EXPECT_EQ(offered, "only-file.txt\n"); break;
      case chessy::ValueKind::ShellCommand: EXPECT_TRUE(set_of(offered).count("cd")) << offered; break;
      default: EXPECT_EQ(offered, "\n"); break;  // a number or a text: nothing to offer
    }
  }
}
