// Which engine runs, as the command line says it (issue 36: the cases of
// tests/enumerate/ that read chessy-sat's output): --stats and --json naming the engine
// and the rule of enumerate/engine_choice.hpp, the default mode's first solution
// (enumerate/first_solution.hpp) and its local search past 64 columns
// (enumerate/huge/huge_board.hpp). The choices themselves are tested on their floor:
// tests/enumerate/engine_choice_test.cpp, first_solution_test.cpp, huge_board_test.cpp.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "helpers.hpp"

namespace chessy {
namespace {

// --stats and --json name the engine and the rule.
TEST(EngineChoice, StatsAndJsonSayIt) {
  const helpers::AppRun queens = helpers::run({"-", "--count", "--stats", "--json"}, "size 8\n8*q\n");
  ASSERT_EQ(queens.status, 0) << queens.err;
  EXPECT_NE(queens.err.find(" engine bits rule n-queens "), std::string::npos) << queens.err;
  const nlohmann::json doc = nlohmann::json::parse(queens.out);
  EXPECT_EQ(doc.at("stats").at("engine"), "bits");
  EXPECT_EQ(doc.at("stats").at("rule"), "n-queens");

  const helpers::AppRun sat = helpers::run({"-", "--count", "--stats", "--engine", "sat"}, "size 8\n8*q\n");
  EXPECT_NE(sat.err.find(" engine sat rule asked "), std::string::npos) << sat.err;

  const helpers::AppRun dominating = helpers::run({"-", "--count", "--stats"}, "size 6\nd\n3*q\n");
  EXPECT_NE(dominating.err.find(" engine sat rule learning "), std::string::npos) << dominating.err;
  const helpers::AppRun optimum = helpers::run({"-", "--min", "--count", "--stats"}, "size 6\nd\n?*q\n");
  EXPECT_NE(optimum.err.find(" engine bits rule domination "), std::string::npos) << optimum.err;
  const helpers::AppRun most = helpers::run({"-", "--max", "--count", "--stats"}, "size 6\n?*q\n");
  EXPECT_NE(most.err.find(" engine sat rule optimum "), std::string::npos) << most.err;

  const helpers::AppRun one = helpers::run({"-", "--stats"}, "size 8\n8*q\n");
  EXPECT_NE(one.err.find("stats: decided by bits rule narrow\n"), std::string::npos) << one.err;
}

TEST(FirstSolution, TheCommandLineSaysWhoDecidedAndAnswersTheSameEachRun) {
  const helpers::AppRun a = helpers::run({"-", "--stats"}, "size 10\n10*q\nq @ 0,3\n");
  EXPECT_EQ(a.status, 0);
  EXPECT_NE(a.err.find("stats: decided by bits"), std::string::npos) << a.err;
  for (int i = 0; i < 5; ++i) EXPECT_EQ(helpers::run({"-"}, "size 10\n10*q\nq @ 0,3\n").out, a.out);
  const helpers::AppRun bits = helpers::run({"-", "--engine", "bits"}, "d\n5*q\n");
  EXPECT_EQ(bits.status, 2);
  EXPECT_NE(bits.err.find("--engine bits: only for"), std::string::npos) << bits.err;
}

// The default mode past the backtracker's 64 columns: the local search decides before
// any CNF (--stats: no variables); --engine sat still encodes; a completion that has
// none goes on to the CNF, which proves it.
TEST(HugeBoard, TheDefaultModeTriesTheLocalSearchFirst) {
  const std::string text = "size 65\n65*q\nq @ 0,3\nq @ 17,22\nx @ 5,5\n";
  const helpers::AppRun local = helpers::run({"-", "--stats"}, text);
  EXPECT_EQ(local.status, 0);
  EXPECT_NE(local.err.find("stats: decided by local rule wide\nstats: variables 0 clauses 0"), std::string::npos) << local.err;
  const helpers::AppRun sat = helpers::run({"-", "--stats", "--engine", "sat"}, text);
  EXPECT_EQ(sat.status, 0);
  EXPECT_NE(sat.err.find("stats: decided by sat rule asked"), std::string::npos) << sat.err;
  std::string none = "size 65\n65*q\n";
  for (int c = 0; c < 65; ++c) none += "x @ 64," + std::to_string(c) + "\n";
  const helpers::AppRun proof = helpers::run({"-", "--stats"}, none);
  EXPECT_EQ(proof.status, 1);
  EXPECT_NE(proof.err.find("stats: decided by sat rule wide"), std::string::npos) << proof.err;
  EXPECT_EQ(helpers::run({"-"}, text).out, local.out);  // the same answer each run
}

}  // namespace
}  // namespace chessy
