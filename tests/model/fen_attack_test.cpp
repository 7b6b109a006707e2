// What an attack on the FEN input found (issue 40): each case failed before its fix.
#include <gtest/gtest.h>

#include <optional>
#include <string>

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

}  // namespace
