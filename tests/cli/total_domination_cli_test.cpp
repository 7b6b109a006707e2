// Total domination (`d` and `t`, issue 25) through the command line:
//   - where it writes a problem: --help lists the line, and generate's puzzles from a
//     `t` template are total domination problems, in JSON ("problem": "total
//     domination") and in text (`t`), each with one completion;
//   - the domination problem with the same pieces: its solutions in which every piece
//     is attacked (the rules checker, which shares nothing with the CNF) are exactly
//     the total domination problem's, whichever engine finds them;
//   - itself: both engines, both backends, -j 1 and 2, --no-breaking, and split runs
//     give the same output.
// The formats and the rules checker on their own: tests/model/total_domination_test.cpp.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "model/check.hpp"
#include "engine_variants.hpp"
#include "helpers.hpp"
#include "parsed.hpp"

namespace {

using helpers::run;
using parsing::parsed;

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

// Small problems of every shape: sliders along every axis (coverage's line shortcut:
// queens, rooks, bishops alone) or some (rays), leapers, pawns, holes, fixed pieces.
const std::vector<std::string> kShapes = {
    "size 4\n3*q\n",          "size 4\n5*b\n",        "size 4\n3*r\nk\n",         "size 4\n2*q\nr\n",
    "size 4\n2*q\nn\n",       "size 4\n4*k\n",        "size 4\n2*q\n2*p\n",       "size 4\n3*q\nq @ 0,0\n",
    "size 4 5\n2*q\nn\nx @ 1,1\n", "size 3 5\n3*r\nx @ 1,2\n", "size 4\nr\nb\nn\nk\n", "size 5\n2*q\nb\nn\n",
    "size 4\n2*r\n3*b\n",     "size 4\n6*n\n",
};

TEST(TotalDomination, IsDominationWithEveryPieceAttackedByEveryEngine) {
  int solutions = 0, fewer = 0;
  for (const std::string& pieces : kShapes) {
    SCOPED_TRACE(pieces);
    const chessy::Problem total = parsed("d\nt\n" + pieces);
    std::set<std::string> expected;
    const std::set<std::string> dominating = engine_variants::all_boards("d\n" + pieces);
    for (const std::string& board : dominating)
      if (chessy::is_solution(total, engine_variants::solution_of(total, board))) expected.insert(board);
    for (const char* engine : {"sat", "backtrack"})
      EXPECT_EQ(engine_variants::all_boards("d\nt\n" + pieces, {"--engine", engine}), expected);
    solutions += static_cast<int>(expected.size());
    fewer += expected.size() < dominating.size();
  }
  EXPECT_GT(solutions, 1000);  // the problems are not empty (1820 solutions)
  EXPECT_EQ(fewer, static_cast<int>(kShapes.size()));  // nor the same as domination
}

TEST(TotalDomination, SameOutputWithEveryEngineBackendAndSplit) {
  std::vector<std::string> problems;
  for (const std::string& p : kShapes) problems.push_back("d\nt\n" + p);
  problems.push_back("d\nt\nsize 6\n4*q\n");  // A002566: 960
  problems.push_back("d\nt\nsize 7\n4*q\n");  // 22
  problems.push_back("d\nt\nsize 5\n6*n\n");
  for (const std::string& problem : problems) engine_variants::expect_same_output_every_way(problem);
}

}  // namespace
