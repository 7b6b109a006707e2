// The placement list (model/placements.hpp): its lines, its reading, and
// placement_violation naming every rule a list breaks with its line, on small boards
// and on boards of millions of columns alike (docs/rules.md "Huge boards"; the sides a
// problem may have are parse_test.cpp's).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "model/parse.hpp"
#include "model/placements.hpp"

namespace {

using chessy::Colour;
using chessy::InputError;
using chessy::Kind;
using chessy::parse_problem;
using chessy::PlacementList;
using chessy::Problem;

// The message placement_violation gives `list` (read as "s.txt") for `problem`, or "valid".
std::string verdict(const std::string& problem, const std::string& list) {
  const Problem p = parse_problem(problem, "p.txt");
  const auto fault = chessy::placement_violation(p, chessy::read_placements(list, "s.txt", p.rows), "s.txt");
  return fault ? fault->message() : "valid";
}

TEST(Placements, LinesAreTheFixedPieceSyntax) {
  EXPECT_EQ(chessy::placement_line({Kind::Queen, Colour::None}, 3, 4), "q @ 3,4");
  EXPECT_EQ(chessy::placement_line({Kind::Rook, Colour::White}, 0, 9999999), "r w @ 0,9999999");
  EXPECT_EQ(chessy::placement_line({Kind::Knight, Colour::Black}, 7, 0), "n b @ 7,0");
}

TEST(Placements, ReadAsFixedListsAre) {
  const PlacementList l = chessy::read_placements("# an answer\nq @ 1,2\n\nK b @ 3,4\n5 6\n", "s.txt", 8);
  ASSERT_EQ(l.size(), 3u);
  EXPECT_EQ(l[0].piece.kind, Kind::Queen);
  EXPECT_EQ(l[0].row, 1);
  EXPECT_EQ(l[0].col, 2);
  EXPECT_EQ(l[0].line, 2);
  EXPECT_EQ(l[1].piece.kind, Kind::King);
  EXPECT_EQ(l[1].piece.colour, Colour::Black);
  EXPECT_EQ(l[1].line, 4);
  EXPECT_EQ(l[2].piece.kind, Kind::Queen);  // `ROW COL`: a queen, as --fixed reads it
  EXPECT_EQ(l[2].line, 5);
  try {
    chessy::read_placements("q @ 1,2\nvalid\n", "s.txt", 8);
    ADD_FAILURE() << "a line that is no placement was read";
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()).rfind("s.txt:2: ", 0), 0u) << e.what();
  }
}

TEST(Placements, SolutionsBecomeListsByRow) {
  const Problem p = parse_problem("size 3 4\n2*r\n", "p.txt");
  const PlacementList l = chessy::placements_of(p, chessy::Solution{{1, 0}, {10, 0}});
  ASSERT_EQ(l.size(), 2u);
  EXPECT_EQ(std::pair(l[0].row, l[0].col), std::pair(0, 1));
  EXPECT_EQ(std::pair(l[1].row, l[1].col), std::pair(2, 2));
  const PlacementList rows = chessy::placements_of(p, std::vector<int>{3, -1, 0});
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(std::pair(rows[1].row, rows[1].col), std::pair(2, 0));
  EXPECT_EQ(rows[1].piece.kind, Kind::Rook);
}

TEST(Placements, EachRuleBrokenIsNamedWithItsLine) {
  const std::string queens = "size 4\n4*q\n";
  struct Case {
    std::string problem, list, message;
  };
  for (const Case& c : std::vector<Case>{
           {queens, "q @ 0,1\nq @ 1,3\nq @ 2,0\nq @ 3,2\n", "valid"},
           {"size 4\n4*q\nq @ 2,0\n", "q @ 0,1\nq @ 1,3\nq @ 2,0\nq @ 3,2\n", "valid"},
           {"size 2 3\n2*r\nx @ 0,0\n", "r @ 0,1\nr @ 1,0\n", "valid"},
           {queens, "q @ 0,1\nq @ 4,0\n", "s.txt:2: q @ 4,0 is off the 4x4 board"},
           {queens, "q @ 0,1\nr @ 1,3\n", "s.txt:2: r @ 1,3: the problem has no such piece"},
           {"size 4\n4*q\nx @ 3,2\n", "q @ 0,1\nq @ 1,3\nq @ 2,0\nq @ 3,2\n",
            "s.txt:4: q @ 3,2 is on a blocked cell (p.txt:3)"},
           {"size 4\n4*q\nq @ 2,0\nq @ 3,2\n", "q @ 0,1\nq @ 1,3\nq @ 2,0\nq @ 3,1\n",
            "p.txt:4: the fixed q @ 3,2 is missing from s.txt"},
           {queens, "q @ 0,1\nq @ 1,3\nq @ 2,3\n", "s.txt:3: q @ 2,3 attacks q @ 1,3 (line 2)"},
           {queens, "q @ 0,0\nq @ 1,2\nq @ 0,3\n", "s.txt:3: q @ 0,3 attacks q @ 0,0 (line 1)"},
           {queens, "q @ 0,0\nq @ 2,3\nq @ 3,3\n", "s.txt:3: q @ 3,3 attacks q @ 2,3 (line 2)"},
           {queens, "q @ 0,1\nq @ 2,3\n", "s.txt:2: q @ 2,3 attacks q @ 0,1 (line 1)"},  // a diagonal
           {queens, "q @ 0,3\nq @ 3,0\n", "s.txt:2: q @ 3,0 attacks q @ 0,3 (line 1)"},  // the other
           {queens, "q @ 1,1\nq @ 1,1\n", "s.txt:2: q @ 1,1: a second piece on that cell (line 1)"},
           {queens, "q @ 0,1\nq @ 1,3\nq @ 2,0\n", "s.txt: 3 pieces 'q' placed, 4 asked for"},
           // Three on a row: the second is named with the piece next to it, the third
           // (nothing between them), not with the first, which it does not see.
           {"size 5\n3*r\n", "r @ 0,0\nr @ 0,4\nr @ 0,2\n", "s.txt:2: r @ 0,4 attacks r @ 0,2 (line 3)"},
           // Rooks do not attack along diagonals; blocked cells do not stop a ray.
           {"size 3\n3*r\n", "r @ 0,0\nr @ 1,1\nr @ 2,2\n", "valid"},
           {"size 1 3\n2*r\nx @ 0,1\n", "r @ 0,0\nr @ 0,2\n", "s.txt:2: r @ 0,2 attacks r @ 0,0 (line 1)"},
           // Other problems: walked on the board by model/check (no line to name).
           {"size 3\n2*n\n", "n @ 0,0\nn @ 1,2\n", "s.txt: N on 0,0 attacks N on 1,2"},
           {"size 3\n2*n\n", "n @ 0,0\nn @ 0,1\n", "valid"},
           {"size 3\nd\n1*q\n", "q @ 1,1\n", "valid"},
           {"size 3\nd\n1*q\n", "q @ 0,0\n", "s.txt: cell 1,2 is neither occupied nor attacked"},
           // Two on a cell, and a region puzzle's stars that touch: both lines named
           // (once "s.txt: two pieces on 0,0", "s.txt: the stars on 0,1 and 0,2 touch").
           {"size 3\n2*n\n", "n @ 0,0\nn @ 0,0\n", "s.txt:2: n @ 0,0: a second piece on that cell (line 1)"},
           {"regions\nAAB\nCAB\nCCB\n", "* @ c3\n* @ a2\n* @ b1\n* @ a2\n", "s.txt:4: * @ a2: a second piece on that cell (line 2)"},
           {"regions\nAAB\nCAB\nCCB\n", "* @ 0,2\n* @ 2,0\n* @ 1,1\n", "s.txt:3: * @ 1,1 touches * @ 0,2 (line 1)"},
           {"regions\nAAB\nCAB\nCCB\n", "* @ 0,0\n* @ 2,1\n* @ 1,2\n", "s.txt:3: * @ 1,2 touches * @ 2,1 (line 2)"},
       })
    EXPECT_EQ(verdict(c.problem, c.list), c.message) << c.problem << c.list;
}

TEST(Placements, HugeBoardsAreCheckedByTheirLines) {
  // 10^7 columns: the check holds a bit a line, nothing a cell.
  const std::string problem = "size 3 10000000\n3*q\nq @ 2,9999999\n";
  EXPECT_EQ(verdict(problem, "q @ 0,0\nq @ 1,5000000\nq @ 2,9999999\n"), "valid");
  EXPECT_EQ(verdict(problem, "q @ 0,0\nq @ 1,9999998\nq @ 2,9999999\n"),
            "s.txt:3: q @ 2,9999999 attacks q @ 1,9999998 (line 2)");
  EXPECT_EQ(verdict(problem, "q @ 0,0\nq @ 1,3\nq @ 2,10000000\n"), "s.txt:3: q @ 2,10000000 is off the 3x10000000 board");
  EXPECT_EQ(verdict(problem, "q @ 0,0\nq @ 1,3\nq @ 2,5\n"), "p.txt:3: the fixed q @ 2,9999999 is missing from s.txt");
}

// Issue 41 item 9: `check` reads its list a block at a time. Cut into blocks anywhere,
// a list reads as it reads whole: the same pieces on the same lines, a bad line named
// by its line; a line over 4096 characters refused without waiting for its end.
TEST(Placements, ReadABlockAtATimeAsWhole) {
  const std::string list = "\xEF\xBB\xBF# an answer\r\nq @ 1,2\n\nK b @ 3,4\n5 6\nr @ b2";
  const PlacementList whole = chessy::read_placements(list, "s.txt", 8);
  ASSERT_EQ(whole.size(), 4u);
  for (std::size_t size = 1; size <= list.size(); ++size) {
    chessy::PlacementReader reader("s.txt", 8, 100);
    for (std::size_t at = 0; at < list.size(); at += size) reader.add(std::string_view(list).substr(at, size));
    const PlacementList blocks = reader.finish();
    ASSERT_EQ(blocks.size(), whole.size()) << size;
    EXPECT_EQ(reader.pieces(), whole.size());
    for (std::size_t i = 0; i < whole.size(); ++i) {
      EXPECT_EQ(blocks[i].piece, whole[i].piece) << size;
      EXPECT_EQ(std::pair(blocks[i].row, blocks[i].col), std::pair(whole[i].row, whole[i].col)) << size;
      EXPECT_EQ(blocks[i].line, whole[i].line) << size;
    }
    try {
      chessy::PlacementReader bad("s.txt", 8, 100);
      const std::string text = "q @ 1,2\n\nq @ 9,x\n";
      for (std::size_t at = 0; at < text.size(); at += size) bad.add(std::string_view(text).substr(at, size));
      bad.finish();
      ADD_FAILURE() << "a line that is no placement was read";
    } catch (const InputError& e) {
      EXPECT_EQ(std::string(e.what()).rfind("s.txt:3: ", 0), 0u) << e.what();
    }
  }
  chessy::PlacementReader endless("s.txt", 8, 100);
  endless.add("q @ 1,2\n");
  try {
    for (int i = 0; i < 100; ++i) endless.add(std::string(64, '#'));
    ADD_FAILURE() << "a line of 6400 characters was kept";
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()), "s.txt:2: line longer than 4096 characters");
  }
}

// It keeps `most` pieces and counts the rest: memory goes with the problem, not the file.
TEST(Placements, ReadABlockAtATimeKeepsAtMostItsShare) {
  chessy::PlacementReader reader("s.txt", 8, 3);
  for (int i = 0; i < 100'000; ++i) reader.add("q @ 1,2\n");
  EXPECT_EQ(reader.finish().size(), 3u);
  EXPECT_EQ(reader.pieces(), 100'000u);
}

}  // namespace
