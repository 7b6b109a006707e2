// Region puzzles through the public API (include/chessy/problem.hpp): built in code or
// parsed, read back through regions() and stars(), solved, counted and checked; the
// stars of a solution are Placements of Piece::King.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "chessy/chessy.hpp"

namespace {

namespace api = chessy::api;

const std::vector<std::string> kRegionRows5 = {"AAAAC", "AAACC", "DDDCC", "DDEEC", "DDBBB"};

TEST(ApiRegions, BuiltInCodeReadsBack) {
  const api::Problem p = api::Problem::region_puzzle(kRegionRows5, 1);
  EXPECT_EQ(p.regions(), kRegionRows5);
  EXPECT_EQ(p.stars(), 1);
  EXPECT_EQ(p.rows(), 5);
  EXPECT_EQ(p.cols(), 5);
  EXPECT_EQ(p.text(), "regions\nAAAAC\nAAACC\nDDDCC\nDDEEC\nDDBBB\nstars 1\n");
  EXPECT_EQ(api::Problem::parse(p.text()).regions(), kRegionRows5);
  // Not a region puzzle: empty and 0.
  const api::Problem queens = api::Problem::parse("8*q\n");
  EXPECT_TRUE(queens.regions().empty());
  EXPECT_EQ(queens.stars(), 0);
  EXPECT_EQ(api::Problem(5, 5).stars(), 0);
}

TEST(ApiRegions, SolvedCountedAndChecked) {
  const api::Problem p = api::Problem::region_puzzle(kRegionRows5, 1);
  const api::Counts counts = api::count(p);
  EXPECT_EQ(counts.fundamental, 1u);
  EXPECT_EQ(counts.total, 1u);
  const std::optional<api::Solution> s = api::solve(p);
  ASSERT_TRUE(s);
  const std::vector<api::Placement> stars = {{api::Piece::King, api::Colour::None, 0, 1},
                                             {api::Piece::King, api::Colour::None, 1, 3},
                                             {api::Piece::King, api::Colour::None, 2, 0},
                                             {api::Piece::King, api::Colour::None, 3, 2},
                                             {api::Piece::King, api::Colour::None, 4, 4}};
  EXPECT_EQ(s->pieces, stars);
  EXPECT_EQ(s->board, "A*AAC\nAAA*C\n*DDCC\nDD*EC\nDDBB*\n");
  EXPECT_EQ(api::check(p, stars), std::nullopt);
  EXPECT_EQ(api::check(p, {stars[0], stars[1]}), "row 2 holds 0 stars, 1 asked for");
}

TEST(ApiRegions, FixedStarsAndBlockedCells) {
  api::Problem p = api::Problem::region_puzzle({"AABB", "AABB", "CCDD", "CCDD"}, 1);
  EXPECT_EQ(api::count(p).total, 2u);
  p.fix(api::Piece::King, 0, 1);
  EXPECT_EQ(api::count(p).total, 1u);
  EXPECT_EQ(p.fixed().size(), 1u);
  p.block(2, 0);  // the fixed star's solution has a star there
  EXPECT_EQ(api::count(p).total, 0u);
}

TEST(ApiRegions, BadGridsAreRefusedAsTheTextFormatRefusesThem) {
  auto message = [](std::vector<std::string> rows, int stars) {
    try {
      api::Problem::region_puzzle(std::move(rows), stars);
    } catch (const chessy::InputError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  EXPECT_EQ(message({"AB", "A"}, 1), "<built>:3: a row of 1 cell, but the grid's first row has 2");
  EXPECT_EQ(message({"AB", "AB"}, 0), "<built>:4: a region puzzle has at least 1 star a row ('stars 0')");
  EXPECT_EQ(message({"AABB", "AABB", "CCDD", "CCDD"}, 3), "<built>:6: 3 stars cannot sit in one row of 4 without touching");
  EXPECT_EQ(message({"AB\nq", "AB"}, 1), "<built>:2: '\\x0A' is not a region character (letters and digits, case-sensitive)");
}

// Each row is checked before it becomes a line of the text format: a '#' row was a
// comment there, left out (["A", "#"] was read as a 1x1 grid and solved), spaces were
// trimmed (" AB" read as "AB") and an empty row ended the grid.
TEST(ApiRegions, RowsTheTextFormatWouldReadOtherwiseAreRefused) {
  auto message = [](std::vector<std::string> rows) {
    try {
      api::Problem::region_puzzle(std::move(rows), 1);
    } catch (const chessy::InputError& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_EQ(message({"A", "#"}), "<built>:3: '#' is not a region character (letters and digits, case-sensitive)");
  EXPECT_EQ(message({" AB", "AB"}), "<built>:2: ' ' is not a region character (letters and digits, case-sensitive)");
  EXPECT_EQ(message({"AB", "AB\t"}), "<built>:3: '\\x09' is not a region character (letters and digits, case-sensitive)");
  EXPECT_EQ(message({"", ""}), "<built>:2: an empty row of regions (one letter or digit a cell)");
  EXPECT_EQ(message({}), "<built>:2: 'regions' needs its grid: one row a line, one letter or digit a cell");
}

}  // namespace
