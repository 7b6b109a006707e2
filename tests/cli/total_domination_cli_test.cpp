// Total domination (`d` and `t`, issue 25) where the command line writes a problem:
// --help lists the line, and generate's puzzles from a `t` template are total
// domination problems, in JSON ("problem": "total domination") and in text (`t`),
// each with one completion.
#include <gtest/gtest.h>

#include <string>

#include "helpers.hpp"

namespace {

using helpers::run;

TEST(TotalDominationCli, HelpListsTheTLine) {
  const helpers::AppRun help = run({"--help"});
  EXPECT_NE(help.out.find("\n  t                  with 'd': total domination"), std::string::npos) << help.out;
}

TEST(TotalDominationCli, GeneratedPuzzlesKeepTheGoal) {
  const std::string total = "d\nt\nsize 5\n4*q\n";
  const helpers::AppRun json = run({"generate", "-", "--json"}, total);
  ASSERT_EQ(json.status, 0) << json.err;
  EXPECT_NE(json.out.find("\"problem\":\"total domination\""), std::string::npos) << json.out;
  const helpers::AppRun text = run({"generate", "-"}, total);
  ASSERT_EQ(text.status, 0) << text.err;
  EXPECT_NE(text.out.find("\nd\nt\nsize 5\n4*q\n"), std::string::npos) << text.out;
  for (const std::string& puzzle : {json.out, text.out}) {
    const helpers::AppRun completions = run({"-", "--count", "--no-symmetry"}, puzzle);
    EXPECT_EQ(completions.out, "fundamental: 1\ntotal: 1\n") << puzzle;
  }
}

}  // namespace
