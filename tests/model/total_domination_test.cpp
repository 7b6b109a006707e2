// Total domination (`d` and `t`, issue 25): every free cell is attacked, occupied or
// not, so every piece is attacked by another piece (docs/rules.md). Judged by
//   - the formats: `t` next to `d` in any order, JSON "total domination", the normal
//     form a part file carries (the bad inputs are tests/bad/*.txt);
//   - the rules checker (check.cpp), which names the piece or the cell not attacked;
//   - the domination problem with the same pieces: its solutions in which every piece
//     is attacked (the checker, which shares nothing with the CNF) are exactly the
//     total domination problem's, whichever engine finds them;
//   - itself: both engines, both backends, -j 1 and 2, --no-breaking, and split runs
//     give the same output.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "model/check.hpp"
#include "model/parse.hpp"
#include "model/parse_json.hpp"
#include "model/problem_text.hpp"
#include "engine_variants.hpp"
#include "helpers.hpp"

namespace {

chessy::Problem parsed(const std::string& text) { return chessy::parse_problem(text, "p.txt"); }

TEST(TotalDomination, TLineWithDInEitherOrder) {
  EXPECT_EQ(parsed("d\nt\n5*q\n").goal, chessy::Goal::TotalDomination);
  EXPECT_EQ(parsed("T\n# t before d\n5*q\nD\n").goal, chessy::Goal::TotalDomination);
  EXPECT_EQ(parsed("d\n5*q\n").goal, chessy::Goal::Domination);
  EXPECT_STREQ(chessy::goal_name(chessy::Goal::TotalDomination), "total domination");
  EXPECT_TRUE(chessy::asks_domination(chessy::Goal::TotalDomination));
  EXPECT_FALSE(chessy::asks_independence(chessy::Goal::TotalDomination));
  EXPECT_FALSE(chessy::covers_own_cell(chessy::Goal::TotalDomination));
  EXPECT_TRUE(chessy::covers_own_cell(chessy::Goal::Domination));
}

TEST(TotalDomination, JsonAndTheNormalForm) {
  const chessy::Problem json = chessy::parse_json_problem(
      R"({"problem": "total domination", "size": 5, "pieces": [{"piece": "q", "count": "?"}]})", "p.json");
  EXPECT_EQ(json.goal, chessy::Goal::TotalDomination);
  EXPECT_EQ(chessy::problem_text(json), "d\nt\nsize 5\n?*q\n");
  const chessy::Problem text = parsed("t\nsize 5\nx @ 1,1\n2*r\nd\nr @ 0,0\n");
  EXPECT_EQ(chessy::problem_text(text), "d\nt\nsize 5\nx @ 1,1\n2*r\nr @ 0,0\n");
  EXPECT_EQ(parsed(chessy::problem_text(text)).goal, chessy::Goal::TotalDomination);
}

// The rules checker names what breaks: a piece nothing attacks, or a cell.
TEST(TotalDomination, ViolationsNameThePieceOrTheCellNotAttacked) {
  // R--N: a solution of plain domination (docs/rules.md), but no piece attacks the rook.
  const chessy::Problem rook = parsed("d\nt\nsize 1 4\nr\nn\n");
  EXPECT_EQ(chessy::violation(rook, {{0, 0}, {3, 1}}), "R on 0,0 is not attacked by another piece");
  EXPECT_TRUE(chessy::is_solution(parsed("d\nsize 1 4\nr\nn\n"), {{0, 0}, {3, 1}}));
  // Queens on 0,0 and 0,3 of 4x4 attack each other; nothing reaches 3,1.
  const chessy::Problem queens = parsed("d\nt\nsize 4\n2*q\n");
  EXPECT_EQ(chessy::violation(queens, {{0, 0}, {3, 0}}), "cell 3,1 is not attacked");
  // Queens on 0,0 and 2,2 of 3x3: each attacks the other over 1,1, and every cell.
  EXPECT_TRUE(chessy::is_solution(parsed("d\nt\nsize 3\n2*q\n"), {{0, 0}, {8, 0}}));
  // A piece attacked only through a hole still is; blocked by a piece it is not.
  EXPECT_TRUE(chessy::is_solution(parsed("d\nt\nsize 1 3\n2*r\nx @ 0,1\n"), {{0, 0}, {2, 0}}));
  EXPECT_EQ(chessy::violation(parsed("d\nt\nsize 1 3\n3*r\n"), {{0, 0}, {1, 0}, {2, 0}}), std::nullopt);
  EXPECT_EQ(chessy::violation(parsed("d\nt\nsize 1 3\nr\nk\nr @ 0,0\n"), {{0, 0}, {2, 1}}),
            "R on 0,0 is not attacked by another piece");
}

// Small problems of every shape: sliders along every axis (coverage's line shortcut:
// queens, rooks, bishops alone) or some (rays), leapers, pawns, holes, fixed pieces.
const std::vector<std::string> kProblems = {
    "size 4\n3*q\n",          "size 4\n5*b\n",        "size 4\n3*r\nk\n",         "size 4\n2*q\nr\n",
    "size 4\n2*q\nn\n",       "size 4\n4*k\n",        "size 4\n2*q\n2*p\n",       "size 4\n3*q\nq @ 0,0\n",
    "size 4 5\n2*q\nn\nx @ 1,1\n", "size 3 5\n3*r\nx @ 1,2\n", "size 4\nr\nb\nn\nk\n", "size 5\n2*q\nb\nn\n",
    "size 4\n2*r\n3*b\n",     "size 4\n6*n\n",
};

TEST(TotalDomination, IsDominationWithEveryPieceAttackedByEveryEngine) {
  int solutions = 0, fewer = 0;
  for (const std::string& pieces : kProblems) {
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
  EXPECT_EQ(fewer, static_cast<int>(kProblems.size()));  // nor the same as domination
}

TEST(TotalDomination, SameOutputWithEveryEngineBackendAndSplit) {
  std::vector<std::string> problems;
  for (const std::string& p : kProblems) problems.push_back("d\nt\n" + p);
  problems.push_back("d\nt\nsize 6\n4*q\n");  // A002566: 960
  problems.push_back("d\nt\nsize 7\n4*q\n");  // 22
  problems.push_back("d\nt\nsize 5\n6*n\n");
  for (const std::string& problem : problems) engine_variants::expect_same_output_every_way(problem);
}

}  // namespace
