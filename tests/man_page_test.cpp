// The man page (docs/chessy-sat.1) and the bash completion (completion/chessy-sat) keep
// up with --help: every option it lists is in both, the page renders without a warning
// and the completion completes.
#include <sys/wait.h>

#include <cctype>
#include <cstdio>
#include <regex>
#include <set>
#include <string>

#include <gtest/gtest.h>

#include "cli/options.hpp"
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

// The options --help lists: "--name" and "-x" where a word starts.
std::set<std::string> help_options() {
  std::set<std::string> options;
  const std::string usage = chessy::kUsage;
  const std::regex option(R"((^|[\s,(/\[])(--[a-z][a-z-]*[a-z]|-[a-z])\b)");
  for (std::sregex_iterator it(usage.begin(), usage.end(), option), end; it != end; ++it) options.insert((*it)[2]);
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

TEST(ManPage, HelpListsTheOptionsThisTestLooksFor) {
  const std::set<std::string> options = help_options();
  EXPECT_GE(options.size(), 25u);
  for (const char* o : {"--all", "--max", "--max-memory", "-j", "--jobs", "-o", "-h", "--version"})
    EXPECT_TRUE(options.count(o)) << o;
}

TEST(ManPage, RendersWithoutWarningsAndNamesEveryOptionOfHelp) {
  if (!have("groff")) GTEST_SKIP() << "groff is not installed (apt-get install groff-base)";
  const Shell warnings = shell("groff -man -Tascii -ww -z '" + kManPage + "'");
  EXPECT_EQ(warnings.status, 0);
  EXPECT_EQ(warnings.output, "");
  // Rendered, so that '\-\-all' in the source counts as --all.
  const Shell text = shell("groff -man -Tascii -P-cbou '" + kManPage + "'");
  ASSERT_EQ(text.status, 0) << text.output;
  for (const std::string& option : help_options()) EXPECT_TRUE(names(text.output, option)) << option << " is not in " << kManPage;
  for (const char* section : {"SYNOPSIS", "OPTIONS", "INPUT FORMAT", "EXIT STATUS", "EXAMPLES"})
    EXPECT_TRUE(names(text.output, section)) << section;
}

TEST(ManPage, ManShowsIt) {
  if (!have("man")) GTEST_SKIP() << "man is not installed (apt-get install man-db)";
  const Shell page = shell("MANWIDTH=80 MAN_KEEP_FORMATTING= man --warnings -l '" + kManPage + "' | cat");
  EXPECT_EQ(page.status, 0) << page.output;
  EXPECT_TRUE(std::regex_search(page.output, std::regex("chessy-sat +- +chess placement puzzles"))) << page.output;
  EXPECT_EQ(page.output.find("warning"), std::string::npos) << page.output;
}

TEST(BashCompletion, OffersEveryOptionOfHelpAndTheValuesOfTheListedOnes) {
  if (!have("bash")) GTEST_SKIP() << "no bash";
  // What bash would offer for the words so far, the last being completed.
  auto complete = [](const std::string& words) {
    return shell("bash -c 'source \"" + kCompletion + "\"; COMP_WORDS=(" + words +
                 "); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _chessy_sat; printf \"%s\\n\" \"${COMPREPLY[@]}\"'");
  };
  const Shell all = complete("chessy-sat x -");
  ASSERT_EQ(all.status, 0) << all.output;
  const std::vector<std::string> offered = helpers::lines_of(all.output);
  const std::set<std::string> offered_set(offered.begin(), offered.end());
  for (const std::string& option : help_options()) EXPECT_TRUE(offered_set.count(option)) << option << " is not completed";
  EXPECT_EQ(complete("chessy-sat x --eng").output, "--engine\n");
  EXPECT_EQ(complete("chessy-sat x --backend pi").output, "picosat\n");
  EXPECT_EQ(complete("chessy-sat x --format s").output, "svg\n");
  EXPECT_EQ(complete("chessy-sat dec").output, "decode\n");
}
