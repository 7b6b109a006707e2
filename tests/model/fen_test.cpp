// FEN boards read as fixed pieces (model/fen.hpp, docs/input.md "FEN"): the board's size
// from the ranks, colours from the letters' case where the problem has colours, both
// cases as the pieces of a colourless problem, the same through JSON; and what is wrong
// said in one line naming the file and the line (issue 40). The round trip on random
// positions, against a referee of its own, is tests/fen_roundtrip_test.py.
#include <gtest/gtest.h>

#include <string>

#include "model/fen.hpp"
#include "model/parse.hpp"

namespace {

using chessy::Colour;
using chessy::InputError;
using chessy::Problem;

std::string fen_error(const std::string& text) {
  try {
    chessy::parse_input(text, "p.txt");
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(Fen, TheRanksGiveTheBoardAndTheLettersThePieces) {
  const Problem p = chessy::parse_problem("2*q\nfen 12/12/12/11q/12/Q11\n", "p.txt");
  EXPECT_EQ(p.rows, 6);
  EXPECT_EQ(p.cols, 12);
  ASSERT_EQ(p.fixed.size(), 2u);  // both cases one colourless queen
  EXPECT_EQ(p.fixed[0].row, 3);
  EXPECT_EQ(p.fixed[0].col, 11);
  EXPECT_EQ(p.fixed[1].row, 5);
  EXPECT_EQ(p.fixed[1].col, 0);
  EXPECT_EQ(p.types.size(), 1u);
  EXPECT_EQ(p.types[0].colour, Colour::None);
  EXPECT_EQ(chessy::fen_of(p, {{3 * 12 + 11, 0}, {5 * 12, 0}}), "12/12/12/11q/12/q11");
}

TEST(Fen, AColourProblemTakesTheColourFromTheCase) {
  const Problem p = chessy::parse_problem("fen 3/1k1/R2\nr w\nk b\n", "p.txt");
  ASSERT_EQ(p.fixed.size(), 2u);
  EXPECT_EQ(p.types[static_cast<std::size_t>(p.fixed[0].type)].colour, Colour::Black);
  EXPECT_EQ(p.types[static_cast<std::size_t>(p.fixed[1].type)].colour, Colour::White);
  EXPECT_EQ(chessy::fen_of(p, {{4, p.fixed[0].type}, {6, p.fixed[1].type}}), "3/1k1/R2");
  EXPECT_EQ(fen_error("fen 3/1K1/R2\nr w\nk b\n"), "p.txt:1: fixed piece K w is not in the piece list");
}

TEST(Fen, JsonReadsTheSame) {
  const Problem p = chessy::parse_input(R"({"fen": "2/q1", "pieces": [{"piece": "q"}]})", "p.json");
  EXPECT_EQ(p.rows, 2);
  ASSERT_EQ(p.fixed.size(), 1u);
  EXPECT_EQ(p.fixed[0].row, 1);
  EXPECT_EQ(fen_error(R"({"fen": ["q"], "pieces": [{"piece": "q"}]})"),
            R"(p.txt: fen: must be the board part of a FEN, "q7/8/8/8/8/8/8/8")");
  EXPECT_EQ(fen_error(R"({"fen": "q/2", "pieces": [{"piece": "q"}]})"),
            "p.txt: fen: the FEN's rank 2 from the top is 2 squares wide, the first 1");
}

TEST(Fen, WhatIsWrongIsOneLineNamingTheLine) {
  EXPECT_EQ(fen_error("q\nfen 8/8/7\n"), "p.txt:2: the FEN's rank 3 from the top is 7 squares wide, the first 8");
  EXPECT_EQ(fen_error("q\nfen 8//8\n"),
            "p.txt:2: the FEN's rank 2 from the top is empty (a rank of empty squares is their number, '8')");
  EXPECT_EQ(fen_error("q\nfen 8/\n"),
            "p.txt:2: the FEN's rank 2 from the top is empty (a rank of empty squares is their number, '8')");
  EXPECT_EQ(fen_error("q\nfen 07\n"), "p.txt:2: a run of empty squares starts with 1..9, not 0 (at '07')");
  EXPECT_EQ(fen_error("q\nfen 7x\n"),
            "p.txt:2: unexpected 'x' in the FEN: pieces are p n b r q k (upper case white), empty squares their "
            "number, ranks split by '/'");
  EXPECT_EQ(fen_error("q\nfen\n"), "p.txt:2: a FEN board is ranks split by '/' ('q7/8/8/8/8/8/8/8')");
  EXPECT_EQ(fen_error("q\nfen 8/8 w KQkq - 0 1\n"),
            "p.txt:2: the board part of a FEN alone ('8/8'), without the fields after it ('w KQkq - 0 1')");
  EXPECT_EQ(fen_error("q\nfen 99999999999\n"), "p.txt:2: a FEN rank wider than 1000000000 squares");
  EXPECT_EQ(fen_error("q\nfen 8/8\nfen 8/8\n"), "p.txt:3: a second FEN (the first is on line 2)");
  EXPECT_EQ(fen_error("size 3\nq\nfen 8/8\n"), "p.txt:3: the FEN's board is 2x8, but line 1 says size 3x3");
  EXPECT_EQ(fen_error("fen 8/8\nsize 3\nq\n"), "p.txt:2: size 3x3, but line 1's FEN board is 2x8");
  EXPECT_EQ(fen_error("fen 2/2\nsize 2\nq\n"), "");  // the same size said twice
  EXPECT_EQ(fen_error("q\nfenx 8\n"), "p.txt:2: unknown keyword 'fenx 8'");
  EXPECT_EQ(fen_error("2*q\nfen qq\n"), "");  // parsed; the attack is the solver's to find
}

}  // namespace
