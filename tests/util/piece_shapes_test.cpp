// The pieces' SVG shapes by letter (util/piece_shapes.hpp): the floor under both the
// command line's diagrams and the server's page knows pieces by their letters only.
#include <gtest/gtest.h>

#include <sstream>
#include <stdexcept>
#include <string>

#include "util/piece_shapes.hpp"

namespace {

TEST(PieceShapes, EachLetterIsItsOwnSymbol) {
  for (const char* letter = chessy::kPieceLetters; *letter; ++letter) {
    EXPECT_EQ(std::string(chessy::piece_symbol_id(*letter)), std::string(1, *letter));
    std::ostringstream out;
    chessy::write_piece_symbol(out, *letter);
    EXPECT_EQ(out.str().rfind(std::string("<symbol id=\"") + *letter + "\" viewBox=\"0 0 100 100\">", 0), 0u) << out.str();
  }
}

TEST(PieceShapes, NoOtherLetterHasAShape) {
  for (char letter : {'q', 'X', '-', '\0'}) {
    std::ostringstream out;
    EXPECT_THROW(chessy::piece_symbol_id(letter), std::invalid_argument) << letter;
    EXPECT_THROW(chessy::write_piece_symbol(out, letter), std::invalid_argument) << letter;
  }
}

}  // namespace
