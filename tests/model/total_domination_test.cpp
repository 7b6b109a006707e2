// Total domination (`d` and `t`, issue 25): every free cell is attacked, occupied or
// not, so every piece is attacked by another piece (docs/rules.md). Judged by
//   - the formats: `t` next to `d` in any order, JSON "total domination", the normal
//     form a part file carries (the bad inputs are tests/bad/*.txt);
//   - the rules checker (check.cpp), which names the piece or the cell not attacked.
// Against the domination problem with the same pieces, and by itself every way it
// runs, through the command line: cli/total_domination_cli_test.cpp.
#include <gtest/gtest.h>

#include <string>

#include "model/check.hpp"
#include "model/parse.hpp"
#include "model/parse_json.hpp"
#include "model/problem_text.hpp"
#include "parsed.hpp"

namespace {

using parsing::parsed;

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

}  // namespace
