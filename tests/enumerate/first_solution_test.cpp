// The default mode's search (first_solution.hpp): the bit-parallel backtracker first,
// under a budget of nodes, where it takes the problem; CDCL where it does not, or
// once the backtracker has given up. (The same answer on every run of the command
// line: tests/cli/engine_stats_test.cpp.)
#include <gtest/gtest.h>

#include <string>

#include "backends/solver.hpp"
#include "model/check.hpp"
#include "encoder/encoder.hpp"
#include "model/parse.hpp"
#include "enumerate/first_solution.hpp"

namespace chessy {
namespace {

FirstSolution first(const std::string& text, Engine wanted, std::uint64_t nodes = kBitsFirstNodes) {
  const Problem p = parse_problem(text, "p.txt");
  std::unique_ptr<Solver> solver = make_cadical();
  const Encoding enc = encode(p, *solver, {});
  const std::atomic<bool> stop{false};
  FirstSolution f = find_first_solution(p, wanted, true, enc, *solver, stop, nodes);
  if (f.solution) {
    EXPECT_FALSE(violation(p, *f.solution));
  }
  return f;
}

// 20 queens on 20x20 with the last row blocked: no solution; the backtracker, which
// prunes on rows left and not on their free cells, would search 19 rows for minutes.
std::string last_row_blocked() {
  std::string text = "size 20\n20*q\n";
  for (int c = 0; c < 20; ++c) text += "x @ 19," + std::to_string(c) + "\n";
  return text;
}

TEST(FirstSolution, TheBacktrackerDecidesWhereItTakesTheProblem) {
  FirstSolution f = first("size 8\n8*q\n", Engine::Auto);
  EXPECT_EQ(f.by, Engine::Bits);
  EXPECT_TRUE(f.solution);
  f = first("size 3\n3*q\n", Engine::Auto);  // none: decided too
  EXPECT_EQ(f.by, Engine::Bits);
  EXPECT_FALSE(f.solution);
}

TEST(FirstSolution, CdclWhereTheBacktrackerDoesNotApplyOrIsNotWanted) {
  EXPECT_EQ(first("d\nsize 8\n5*q\n", Engine::Auto).by, Engine::Sat);
  EXPECT_EQ(first("size 40\n40*q\n", Engine::Auto).by, Engine::Sat);  // past kBitsFirstColumns
  EXPECT_EQ(first("size 8\n8*q\n", Engine::Sat).by, Engine::Sat);
  EXPECT_EQ(first("size 8\n8*q\n", Engine::Backtrack).by, Engine::Sat);
}

TEST(FirstSolution, CdclOnceTheBacktrackerGivesUp) {
  const FirstSolution f = first(last_row_blocked(), Engine::Auto, 1 << 16);
  EXPECT_EQ(f.by, Engine::Sat);
  EXPECT_FALSE(f.solution);
}

}  // namespace
}  // namespace chessy
