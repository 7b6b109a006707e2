// The 8x8 default board is said (issue 18): with no size given anywhere (no `size`
// line, no JSON "size", no --size), one line on standard error in the one-solution
// mode and whenever the answer is no solution; never with -q, never when a size is given.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "helpers.hpp"

namespace {

using helpers::AppRun;
using helpers::run;

const std::string kNote = "chessy-sat: board 8x8 (default; set it with 'size M' or --size)\n";

TEST(DefaultBoard, TwentyQueensSayWhichBoardHasNoSolution) {
  const AppRun r = run({"-"}, "20*q\n");
  EXPECT_EQ(r.status, chessy::kExitNoSolution);
  EXPECT_EQ(r.out, "no solution\n");
  EXPECT_EQ(r.err, kNote);
}

TEST(DefaultBoard, SaidInTheOneSolutionModeAndForEveryNoSolution) {
  EXPECT_EQ(run({"-"}, "8*q\n").err, kNote);
  EXPECT_EQ(run({"-", "--json"}, "{\"pieces\": [{\"piece\": \"q\", \"count\": 8}]}").err, kNote);
  const AppRun none = run({"-", "--count"}, "9*q\n");
  EXPECT_EQ(none.status, chessy::kExitNoSolution);
  EXPECT_EQ(none.out, "fundamental: 0\ntotal: 0\n");
  EXPECT_EQ(none.err, kNote);
  EXPECT_EQ(run({"-", "--all"}, "9*q\n").err, kNote);
  // Solutions counted or listed: the board shows in them, nothing to say.
  EXPECT_EQ(run({"-", "--count"}, "8*q\n").err, "");
  EXPECT_EQ(run({"-", "--all", "--limit", "1", "-q"}, "8*q\n").err, "");
}

TEST(DefaultBoard, NotSaidWhenASizeIsGivenAnywhereOrWithQuiet) {
  for (const auto& [args, input] : std::vector<std::pair<std::vector<std::string>, std::string>>{
           {{"-"}, "size 8\n20*q\n"},
           {{"-", "--size", "8"}, "20*q\n"},
           {{"-"}, "{\"size\": 8, \"pieces\": [{\"piece\": \"q\", \"count\": 20}]}"},
           {{"-", "-q"}, "20*q\n"},
           {{"-", "--count", "--quiet"}, "9*q\n"}}) {
    const AppRun r = run(args, input);
    EXPECT_EQ(r.status, chessy::kExitNoSolution) << input;
    EXPECT_EQ(r.err, "") << input;
  }
}

}  // namespace
