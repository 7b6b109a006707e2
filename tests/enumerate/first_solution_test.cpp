// The default mode's search (first_solution.hpp): the bit-parallel backtracker first,
// under a budget of nodes, where it takes the problem; CDCL where it does not, or
// once the backtracker has given up. (The same answer on every run of the command
// line: tests/cli/engine_stats_test.cpp.)
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <utility>

#include "backends/solver.hpp"
#include "model/check.hpp"
#include "encoder/encoder.hpp"
#include "model/parse.hpp"
#include "enumerate/first_solution.hpp"
#include "random_problems.hpp"

namespace chessy {
namespace {

FirstSolution first(const std::string& text, Engine wanted, std::uint64_t nodes = kBitsFirstNodes) {
  const Problem p = parse_problem(text, "p.txt");
  std::unique_ptr<Solver> solver = make_cadical();
  const Encoding enc = encode(p, *solver, {});
  const std::atomic<bool> stop{false};
  FirstSolution f = find_first_solution(p, wanted, true, enc, *solver, stop, 1, nodes);
  if (f.solution) {
    EXPECT_FALSE(violation(p, *f.solution));
  }
  return f;
}

// 16 queens on 16x16 less 14 whole diagonals (`gen-boards random-diag 16 14 12`, CSPLib
// 079's rule): no solution, which the ordered search proves in 26,735 nodes and CDCL
// in a tenth of a second. (A row without a free cell, as 20 queens with the
// last row blocked, it sees at the root: issue 39.)
std::string excluded_diagonals() {
  const int n = 16;
  const std::pair<int, int> diagonals[] = {{17, 1}, {30, 1}, {3, 0},  {3, 1},  {22, 1}, {25, 1}, {27, 1},
                                           {28, 0}, {23, 1}, {29, 1}, {15, 0}, {12, 0}, {6, 0},  {15, 1}};
  std::set<std::pair<int, int>> blocked;
  for (const auto& [index, sum] : diagonals)
    for (int a = 0; a < n; ++a) {
      const int b = random_problems::diagonal_column(n, index, sum, a);
      if (b >= 0 && b < n) blocked.insert({a, b});
    }
  std::string text = "size 16\n16*q\n";
  for (const auto& [a, b] : blocked) text += "x @ " + std::to_string(a) + "," + std::to_string(b) + "\n";
  return text;
}

TEST(FirstSolution, TheBacktrackerDecidesWhereItTakesTheProblem) {
  FirstSolution f = first("size 8\n8*q\n", Engine::Auto);
  EXPECT_EQ(f.by, Engine::Bits);
  EXPECT_TRUE(f.solution);
  f = first("size 50\n50*q\n", Engine::Auto);  // up to 64 columns where the rows come in any order
  EXPECT_EQ(f.by, Engine::Bits);
  EXPECT_TRUE(f.solution);
  f = first("size 3\n3*q\n", Engine::Auto);  // none: decided too
  EXPECT_EQ(f.by, Engine::Bits);
  EXPECT_FALSE(f.solution);
}

TEST(FirstSolution, CdclWhereTheBacktrackerDoesNotApplyOrIsNotWanted) {
  EXPECT_EQ(first("d\nsize 8\n5*q\n", Engine::Auto).by, Engine::Sat);
  EXPECT_EQ(first("size 65\n65*q\n", Engine::Auto).by, Engine::Sat);  // past the bits engine's 64 columns
  EXPECT_EQ(first("size 70 40\n40*q\n", Engine::Auto).by, Engine::Sat);  // past 32 columns and 64 rows
  EXPECT_EQ(first("size 8\n8*q\n", Engine::Sat).by, Engine::Sat);
  EXPECT_EQ(first("size 8\n8*q\n", Engine::Backtrack).by, Engine::Sat);
}

TEST(FirstSolution, CdclOnceTheBacktrackerGivesUp) {
  FirstSolution f = first(excluded_diagonals(), Engine::Auto, 1);  // given up at its first look, 2^14 nodes
  EXPECT_EQ(f.by, Engine::Sat);
  EXPECT_FALSE(f.solution);
  f = first(excluded_diagonals(), Engine::Auto);
  EXPECT_EQ(f.by, Engine::Bits);
  EXPECT_FALSE(f.solution);
}

}  // namespace
}  // namespace chessy
