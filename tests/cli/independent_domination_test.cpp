// Independent domination (`d` and `i`, issue 16): the pieces cover the board and,
// colourless, attack no other piece. Judged by
//   - published figures: queens, the minimum count i(Qn) (OEIS A075324) and the number
//     of minimum independent dominating sets (A002568); knights, i(Nn) (A342576), with
//     the totals of a throwaway exhaustive search (Python, written separately from
//     chessy-sat: 1, 1, 8, 9, 7 for n = 1..5; it also gives A002568 for n <= 8);
//   - the domination problem with the same pieces: its solutions in which no piece
//     attacks another (check.cpp's independence rules, which share nothing with the
//     CNF) are exactly the independent domination problem's;
//   - itself: both engines, both backends, -j 1 and 2, --no-breaking, and split runs
//     give the same output.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "model/check.hpp"
#include "model/parse.hpp"
#include "engine_variants.hpp"
#include "helpers.hpp"

namespace {

using helpers::AppRun;
using helpers::run;

std::string queens(int n, int count) {
  return "d\ni\nsize " + std::to_string(n) + "\n" + std::to_string(count) + "*q\n";
}

// A075324 and A002568 for n = 1..9.
TEST(IndependentDomination, QueensMatchA075324AndA002568) {
  const int minimum[] = {0, 1, 1, 1, 3, 3, 4, 4, 5, 5};
  const long long total[] = {0, 1, 4, 1, 16, 16, 120, 8, 728, 92};
  for (int n = 1; n <= 9; ++n) {
    SCOPED_TRACE("n = " + std::to_string(n));
    const AppRun at = run({"-", "--count"}, queens(n, minimum[n]));
    EXPECT_EQ(at.status, 0) << at.err;
    EXPECT_NE(at.out.find("\ntotal: " + std::to_string(total[n]) + "\n"), std::string::npos) << at.out;
    if (n > 8) continue;  // 4 queens on 9x9: a slow proof
    const AppRun below = run({"-", "--count"}, queens(n, minimum[n] - 1));
    EXPECT_EQ(below.status, 1) << below.err;
    EXPECT_EQ(below.out, "fundamental: 0\ntotal: 0\n");
  }
}

// A342576 for n = 1..6: a solution at the minimum, none with one knight fewer.
TEST(IndependentDomination, KnightsMatchA342576) {
  const int minimum[] = {0, 1, 4, 4, 4, 5, 8};
  const long long total[] = {0, 1, 1, 8, 9, 7, -1};  // exhaustive search (header)
  for (int n = 1; n <= 6; ++n) {
    SCOPED_TRACE("n = " + std::to_string(n));
    const std::string size = "d\ni\nsize " + std::to_string(n) + "\n";
    const AppRun at = run({"-", "--count"}, size + std::to_string(minimum[n]) + "*n\n");
    EXPECT_EQ(at.status, 0) << at.err;
    if (total[n] >= 0) {
      EXPECT_NE(at.out.find("\ntotal: " + std::to_string(total[n]) + "\n"), std::string::npos) << at.out;
    }
    const AppRun below = run({"-", "--count"}, size + std::to_string(minimum[n] - 1) + "*n\n");
    EXPECT_EQ(below.status, 1) << below.err;
  }
}

// Small problems of every shape: sliders along some axes only (so coverage cannot
// take "some piece on this line" for every axis), leapers, pawns, a fixed piece.
const std::vector<std::string> kProblems = {
    "size 4\nq\n2*n\n",    "size 5\n3*r\nk\n",   "size 5\nr\n2*b\n2*k\n",    "size 5\n2*q\nk\n",
    "size 4\n3*r\np\n",    "size 5\nq\nb\n2*n\n", "size 5\n3*q\nq @ 0,0\n", "size 5\n2*r\nb\nk\n",
    "size 4\nr\nb\nn\nk\n",
};

TEST(IndependentDomination, IsDominationWithoutAttacks) {
  int solutions = 0;
  for (const std::string& pieces : kProblems) {
    SCOPED_TRACE(pieces);
    const chessy::Problem independence = chessy::parse_problem(pieces, "p.txt");
    std::set<std::string> expected;
    for (const std::string& board : engine_variants::all_boards("d\n" + pieces))
      if (chessy::is_solution(independence, engine_variants::solution_of(independence, board))) expected.insert(board);
    EXPECT_EQ(engine_variants::all_boards("d\ni\n" + pieces), expected);
    solutions += static_cast<int>(expected.size());
  }
  EXPECT_GT(solutions, 500);  // the problems are not all empty (628 solutions)
}

TEST(IndependentDomination, SameOutputWithEveryEngineBackendAndSplit) {
  std::vector<std::string> problems;
  for (const std::string& p : kProblems) problems.push_back("d\ni\n" + p);
  problems.push_back(queens(6, 4));
  problems.push_back(queens(8, 5));
  problems.push_back("d\ni\nsize 7\n13*n\n");
  for (const std::string& problem : problems) engine_variants::expect_same_output_every_way(problem);
}

// The rules checker names what breaks: an attack, or a cell left uncovered.
TEST(IndependentDomination, ViolationsNameTheAttackOrTheUncoveredCell) {
  const chessy::Problem p = chessy::parse_problem("d\ni\nsize 4\n2*q\n", "p.txt");
  EXPECT_EQ(chessy::violation(p, {{0, 0}, {5, 0}}), "Q on 0,0 attacks Q on 1,1");
  // Q on 0,0 and Q on 1,2 attack each other nowhere, and nothing reaches 3,1.
  EXPECT_EQ(chessy::violation(p, {{0, 0}, {6, 0}}), "cell 3,1 is neither occupied nor attacked");
  // The same pieces in plain domination: the attack is allowed.
  const chessy::Problem d = chessy::parse_problem("d\nsize 4\n2*q\n", "p.txt");
  EXPECT_EQ(chessy::violation(d, {{0, 0}, {5, 0}}), "cell 2,3 is neither occupied nor attacked");
}

}  // namespace
