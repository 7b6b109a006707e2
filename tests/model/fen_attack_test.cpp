// What an attack on the FEN input found (issue 40): each case failed before its fix.
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "model/fen.hpp"
#include "model/parse.hpp"

namespace {

using chessy::BoardSize;
using chessy::InputError;

std::string fen_size_fault(const std::string& text, std::optional<BoardSize> size = std::nullopt) {
  try {
    chessy::parse_input(text, "p.txt", size);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

// docs/input.md "FEN": the FEN gives the board's size; a `size` line or --size that
// says otherwise is refused. --size overrode it: an 8x8 FEN counted 1733 on 9x9.
TEST(FenAttack, SizeFromTheCommandLineThatDisagreesIsRefused) {
  EXPECT_EQ(fen_size_fault("8*q\nfen 8/8/8/8/8/8/8/8\n", BoardSize(9)),
            "p.txt:2: the FEN's board is 8x8, but --size says 9x9");
  EXPECT_EQ(fen_size_fault("q\nfen 7q/8/8/8/8/8/8/8\n", BoardSize(8, 9)),
            "p.txt:2: the FEN's board is 8x8, but --size says 8x9");
  EXPECT_EQ(fen_size_fault(R"({"fen": "2/q1", "pieces": [{"piece": "q"}]})", BoardSize(3)),
            "p.txt: fen: the FEN's board is 2x2, but --size says 3x3");
  EXPECT_EQ(fen_size_fault("8*q\nfen 8/8/8/8/8/8/8/8\n", BoardSize(8)), "");  // saying the same is no fault
}

// A 10 MB JSON "fen" of one rank of queens made 10^7 entries (2.1 GB at the peak, 5 s)
// before "more fixed Q than the piece list's 1": above 1000 a side a rank holds one piece
// at most, and no FEN more than 10^7 (the reader stops there, not at the text's end).
TEST(FenAttack, MorePiecesThanAHugeBoardHoldsAreRefusedBeforeTheyAreEntries) {
  EXPECT_EQ(fen_size_fault("q\nfen " + std::string(2000, 'q') + "\n"),
            "p.txt:2: the FEN places 2000 pieces on a 1x2000 board: above 1000 a side only queens or rooks stand, "
            "one a row and column (1 at most)");
  std::string tall = "q";
  for (int i = 0; i < 1500; ++i) tall += "/q";
  EXPECT_EQ(fen_size_fault(R"({"fen": ")" + tall + R"(", "pieces": [{"piece": "q"}]})"),
            "p.txt: fen: the FEN places 1501 pieces on a 1501x1 board: above 1000 a side only queens or rooks stand, "
            "one a row and column (1 at most)");
  EXPECT_EQ(fen_size_fault("1001*q\nfen " + std::string(1001, 'q') + "\n"),
            "p.txt:2: the FEN places 1001 pieces on a 1x1001 board: above 1000 a side only queens or rooks stand, "
            "one a row and column (1 at most)");
  EXPECT_EQ(fen_size_fault("q\nfen q1001\n"), "");  // one a row is what the huge engine takes
  chessy::FenBoard board;
  EXPECT_EQ(chessy::read_fen(std::string(chessy::kMaxHugeSide + 1, 'q'), board),
            "a FEN of more than 10000000 pieces: no board holds more (1000 a side, or one a row above it)");
}

// Where JSON gave the size the message read "size says size 9x9"; a FEN that gave the
// board was called a size line beside a region grid ("line 1 says size 6").
TEST(FenAttack, WhatSetTheBoardIsNamedAsItWasGiven) {
  EXPECT_EQ(fen_size_fault(R"({"size": 9, "fen": "8/8/8/8/8/8/8/8", "pieces": [{"piece": "q", "count": 8}]})"),
            "p.txt: fen: the FEN's board is 8x8, but size is 9x9");
  const std::string grid = "regions\nAABBB\nAABBB\nCCDDD\nCCEEE\nCCEEE\n";
  EXPECT_EQ(fen_size_fault("fen 6/6/6/6/6/6\n" + grid), "p.txt:2: the region grid is 5x5, but line 1's FEN board is 6x6");
  EXPECT_EQ(fen_size_fault(grid + "fen 6/6/6/6/6/6\n"), "p.txt:7: the FEN's board 6x6 disagrees with the 5x5 region grid (line 1)");
  EXPECT_EQ(fen_size_fault("size 6\n" + grid), "p.txt:2: the region grid is 5x5, but line 1 says size 6");  // as before
}

}  // namespace
