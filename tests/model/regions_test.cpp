// Region puzzles in the model (docs/rules.md "Region puzzles", docs/input.md): the text
// and JSON formats read the same Problem, the JSON rejections name their path, the
// normal form reads back, `violation` names the row, column or region at fault, and the
// symmetry group keeps only the maps that carry the regions onto themselves. The bad
// text files of tests/bad/ run through cli/bad_input_test.cpp.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "model/canonical.hpp"
#include "model/check.hpp"
#include "model/parse.hpp"
#include "model/problem_text.hpp"
#include "json_errors.hpp"

namespace {

using chessy::Problem;

const char* const kRegion5 = "# LinkedIn Queens\nregions\nAAAAC\nAAACC\nDDDCC\nDDEEC\nDDBBB\nstars 1\n";

// The one solution of kRegion5 (checked by hand in docs/rules.md's reasoning: region B
// lies in row 4, E in row 3, so E's star is c2 and B's is e1, ...).
chessy::Solution region5_solution() { return {{1, 0}, {8, 0}, {10, 0}, {17, 0}, {24, 0}}; }

TEST(RegionParse, TextGivesKingsAndTheGrid) {
  const Problem p = chessy::parse_problem(kRegion5, "p.txt");
  EXPECT_TRUE(p.region_puzzle());
  EXPECT_EQ(p.rows, 5);
  EXPECT_EQ(p.cols, 5);
  EXPECT_EQ(p.stars, 1);
  ASSERT_EQ(p.types.size(), 1u);
  EXPECT_EQ(p.types[0].kind, chessy::Kind::King);
  EXPECT_EQ(p.counts, std::vector<int>{5});
  EXPECT_EQ(p.goal, chessy::Goal::Independence);
  EXPECT_EQ(p.region_letters, "ACDEB");
  EXPECT_EQ(p.region_rows(), (std::vector<std::string>{"AAAAC", "AAACC", "DDDCC", "DDEEC", "DDBBB"}));
  EXPECT_FALSE(chessy::parse_problem("q\n", "p.txt").region_puzzle());
}

TEST(RegionParse, StarsDefaultToOneAndFixedStarsAreKings) {
  const Problem p = chessy::parse_problem("regions\nAABB\nAABB\nCCDD\nCCDD\n* @ b4\nx @ 3,3\n", "p.txt");
  EXPECT_EQ(p.stars, 1);
  ASSERT_EQ(p.fixed.size(), 1u);
  EXPECT_EQ(p.fixed[0].row, 0);
  EXPECT_EQ(p.fixed[0].col, 1);
  ASSERT_EQ(p.blocked.size(), 1u);
}

TEST(RegionParse, CaseSensitiveLettersAndDigits) {
  const Problem p = chessy::parse_problem("regions\naA0\naA0\naA0\n", "p.txt");
  EXPECT_EQ(p.region_letters, "aA0");
}

TEST(RegionParse, JsonMeansWhatTextMeans) {
  const Problem text = chessy::parse_problem("regions\nAABB\nAABB\nCCDD\nCCDD\nstars 1\n* @ c1\nx @ 0,0\n", "p.txt");
  const Problem json = chessy::parse_input(
      R"({"regions": ["AABB", "AABB", "CCDD", "CCDD"], "stars": 1, "fixed": [{"piece": "*", "square": "c1"}],
          "blocked": [[0, 0]]})",
      "p.json");
  EXPECT_EQ(chessy::problem_text(json), chessy::problem_text(text));
  EXPECT_EQ(json.region, text.region);
  EXPECT_EQ(json.stars, 1);
}

TEST(RegionParse, NormalFormReadsBack) {
  const Problem p = chessy::parse_problem("regions\nAABBBB\nAABBBB\nCCDDBB\nCCDDEE\nCCDEEE\nFFFFFF\nstars 2\n* @ 0,0\nx @ 5,5\n", "p.txt");
  const std::string text = chessy::problem_text(p);
  EXPECT_EQ(text, "regions\nAABBBB\nAABBBB\nCCDDBB\nCCDDEE\nCCDEEE\nFFFFFF\nstars 2\nx @ 5,5\n* @ 0,0\n");
  EXPECT_EQ(chessy::problem_text(chessy::parse_problem(text, "again.txt")), text);
}

TEST(RegionParse, JsonRejectionsNameThePath) {
  using json_errors::bad;
  using json_errors::error_of;
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"regions-row-length.json", "p.json: regions[2]: a row of 3 cells, but the grid's first row has 4"},
      {"regions-not-square.json", "p.json: regions: the region grid has 3 rows of 4 cells: a region grid is square"},
      {"regions-bad-character.json", "p.json: regions[1]: ' ' is not a region character (letters and digits, case-sensitive)"},
      {"regions-not-a-list.json", R"(p.json: regions: must be a list of rows, one string a row: ["AABB", ...])"},
      {"regions-row-not-a-string.json", "p.json: regions[1]: must be a string, one letter or digit a cell"},
      {"regions-empty.json", "p.json: regions: 'regions' needs its grid: one row a line, one letter or digit a cell"},
      // Once "the region grid has more rows than its 0 columns".
      {"regions-empty-row.json", "p.json: regions[0]: an empty row of regions (one letter or digit a cell)"},
      {"regions-with-pieces.json", R"(p.json: pieces: beside "regions": a region puzzle's stars are counted by "stars")"},
      {"regions-with-problem.json",
       R"(p.json: problem: beside "regions": a region puzzle has its own rules (docs/rules.md "Region puzzles"))"},
      {"regions-stars-zero.json", "p.json: stars: a region puzzle has at least 1 star a row ('stars 0')"},
      {"regions-stars-touch.json", "p.json: stars: 3 stars cannot sit in one row of 4 without touching"},
      {"regions-size-disagrees.json", "p.json: size: size 5 disagrees with the 4x4 region grid (regions)"},
      {"regions-on-torus.json", "p.json: torus: a region puzzle (regions) is not on a torus"},
      {"regions-fixed-queen.json", "p.json: fixed[0]: a region puzzle's fixed pieces are stars ('* @ c3'), not Q"},
      {"stars-without-regions.json", "p.json: stars: 'stars' needs a region grid ('regions' and its rows)"},
      {"star-without-regions.json", "p.json: fixed[0]: a star '*' needs a region grid ('regions' and its rows)"},
  };
  for (const auto& [file, message] : cases) {
    SCOPED_TRACE(file);
    EXPECT_EQ(error_of(bad(file)), message);
  }
}

TEST(RegionCheck, TheOneSolutionPasses) {
  const Problem p = chessy::parse_problem(kRegion5, "p.txt");
  EXPECT_EQ(chessy::violation(p, region5_solution()), std::nullopt);
}

TEST(RegionCheck, NamesTheRuleBroken) {
  const Problem p = chessy::parse_problem(kRegion5, "p.txt");
  // Touching: b5 and c4.
  EXPECT_EQ(chessy::violation(p, {{1, 0}, {7, 0}}), "the stars on 0,1 and 1,2 touch");
  // Two in row 0 (a5, c5), before anything missing.
  EXPECT_EQ(chessy::violation(p, {{0, 0}, {2, 0}}), "row 0 holds 2 stars, 1 asked for");
  // Column 1 twice, rows fine so far.
  EXPECT_EQ(chessy::violation(p, {{1, 0}, {11, 0}}), "column 1 holds 2 stars, 1 asked for");
  // Region A twice (d5 and a4), no row or column twice.
  EXPECT_EQ(chessy::violation(p, {{3, 0}, {5, 0}}), "region A holds 2 stars, 1 asked for");
  // The first row without its star.
  EXPECT_EQ(chessy::violation(p, {}), "row 0 holds 0 stars, 1 asked for");
  // Rows and columns right, regions wrong: region C twice, region A empty.
  const Problem q = chessy::parse_problem("regions\nABBB\nBBCB\nCCCC\nDDDD\n", "q.txt");
  EXPECT_EQ(chessy::violation(q, {{1, 0}, {7, 0}, {8, 0}, {14, 0}}), "region B holds 2 stars, 1 asked for");
}

TEST(RegionSymmetry, GroupKeepsThePartition) {
  // Quadrants: every map of the square keeps them.
  EXPECT_EQ(chessy::symmetry_group(chessy::parse_problem("regions\nAABB\nAABB\nCCDD\nCCDD\n", "p.txt")).size(), 8u);
  // Mirrored left-right only.
  EXPECT_EQ(chessy::symmetry_group(chessy::parse_problem("regions\nAABB\nCCDD\nCCDD\nCCDD\n", "p.txt")).size(), 2u);
  // Nothing but the identity.
  EXPECT_EQ(chessy::symmetry_group(chessy::parse_problem(kRegion5, "p.txt")).size(), 1u);
  // A map may exchange regions: the partition is what it keeps (B and C swap under
  // the transpose and the half turn).
  EXPECT_EQ(chessy::symmetry_group(chessy::parse_problem("regions\nAABB\nAABB\nCCAA\nCCAA\n", "p.txt")).size(), 4u);
  EXPECT_EQ(chessy::symmetry_group(chessy::parse_problem("regions\nAB\nBB\n", "p.txt")).size(), 2u);
}

}  // namespace
