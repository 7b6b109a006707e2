// The ladder of --explain (puzzle/explain.hpp, docs/regions.md): each technique fires
// on a position made for it and names the right cells; over many random grids every
// step holds in every solution (a star it places is in all of them, a cell it empties
// in none), and a grid the ladder completes has that one solution.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "puzzle/explain.hpp"

namespace {

using chessy::api::Cell;
using chessy::puzzle::Explanation;
using chessy::puzzle::ExplainStep;
using chessy::puzzle::RegionGrid;
using chessy::puzzle::explain_grid;

// The squares of cells, in the order given: what the tests compare.
std::vector<std::string> explain_squares(const std::vector<Cell>& cells, int rows) {
  std::vector<std::string> out;
  for (const Cell& c : cells) out.push_back(chessy::puzzle::square_of(c, rows));
  return out;
}

ExplainStep first_step(const Explanation& e) {
  if (e.steps.empty()) return {"none", "", {}, {}, {}};
  return e.steps.front();
}

TEST(Explain, SingleRegionOfOneCellHoldsAStarAndEmptiesAroundIt) {
  RegionGrid grid{{"AABBB", "AABBB", "CCDDB", "CCDDB", "CCDDE"}, 1, {}, {}};
  Explanation e = explain_grid(grid);
  ExplainStep s = first_step(e);
  EXPECT_EQ(s.technique, "single");
  EXPECT_EQ(explain_squares(s.stars, 5), std::vector<std::string>{"e1"});
  EXPECT_NE(s.text.find("region E has one free cell left: a star on e1"), std::string::npos) << s.text;
  ASSERT_GE(e.steps.size(), 2u);
  EXPECT_EQ(e.steps[1].technique, "star");
  // Its neighbours d1, d2, e2 and the rest of row 1 and column e.
  EXPECT_EQ(explain_squares(e.steps[1].excluded, 5),
            (std::vector<std::string>{"e5", "e4", "e3", "d2", "e2", "a1", "b1", "c1", "d1"}));
}

TEST(Explain, RegionConfinedToARowEmptiesTheRestOfTheRow) {
  RegionGrid grid{{"AAABB", "CCCBB", "CCCDD", "EEEDD", "EEEDD"}, 1, {}, {}};
  ExplainStep s = first_step(explain_grid(grid));
  EXPECT_EQ(s.technique, "confined");
  EXPECT_EQ(s.text, "region A lies in row 5 only: no star elsewhere in that row (d5 and e5)");
  EXPECT_EQ(explain_squares(s.excluded, 5), (std::vector<std::string>{"d5", "e5"}));
  EXPECT_EQ(explain_squares(s.concerned, 5), (std::vector<std::string>{"a5", "b5", "c5"}));
  EXPECT_TRUE(s.stars.empty());
}

TEST(Explain, LastStarInsideATwoByTwoBlockEmptiesTheCellsTouchingAllOfIt) {
  RegionGrid grid{{"ABBCC", "BABCC", "BBBDD", "EEEDD", "EEEDD"}, 1, {}, {}};
  ExplainStep s = first_step(explain_grid(grid));
  EXPECT_EQ(s.technique, "block");
  EXPECT_NE(s.text.find("the 2×2 block at a4"), std::string::npos) << s.text;
  EXPECT_EQ(explain_squares(s.excluded, 5), (std::vector<std::string>{"b5", "a4"}));
  EXPECT_EQ(explain_squares(s.concerned, 5), (std::vector<std::string>{"a5", "b4"}));
}

TEST(Explain, TwoRegionsInTwoRowsEmptyTheRestOfThoseRows) {
  RegionGrid grid{{"AABBCC", "BAABCC", "CCDDDD", "CDDEEE", "FFDEEE", "FFFFEE"}, 1, {}, {}};
  ExplainStep s = first_step(explain_grid(grid));
  EXPECT_EQ(s.technique, "set");
  EXPECT_EQ(s.text, "regions A and B lie in rows 5–6 only: no star elsewhere in those rows (e6, f6, e5 and f5)");
  EXPECT_EQ(explain_squares(s.excluded, 6), (std::vector<std::string>{"e6", "f6", "e5", "f5"}));
}

TEST(Explain, RowConfinedToARegionEmptiesTheRestOfTheRegion) {
  // Row 1's free cells (a1, b1 after the blocked ones) lie in region A alone.
  RegionGrid grid{{"BBBCC", "BBBCC", "DDDEE", "AADEE", "AAADD"}, 1, {}, {{4, 3}, {4, 4}}};
  ExplainStep s = first_step(explain_grid(grid));
  EXPECT_EQ(s.technique, "confined");
  EXPECT_EQ(s.text, "row 1 lies in region A only: no star elsewhere in that region (a2 and b2)");
}

TEST(Explain, TwoLinesCountedInBlocksPlaceTheStarOfABlockWithOneFreeCell) {
  // Two stars a line on 7x7, a region a column, c1-d2 and g2 blocked: rows 2-3 need 4
  // stars; cut into a-b, c, d-e and f-g, each piece holds at most one star, so each
  // holds one, and the piece c has c3 alone free.
  RegionGrid grid{{"ABCDEFG", "ABCDEFG", "ABCDEFG", "ABCDEFG", "ABCDEFG", "ABCDEFG", "ABCDEFG"}, 2, {},
                  {{5, 2}, {6, 2}, {5, 3}, {6, 3}, {5, 6}}};
  Explanation e = explain_grid(grid);
  auto it = std::find_if(e.steps.begin(), e.steps.end(), [](const ExplainStep& s) { return s.technique == "block"; });
  ASSERT_NE(it, e.steps.end());
  EXPECT_NE(it->text.find("rows 2–3 need 4 stars"), std::string::npos) << it->text;
  EXPECT_EQ(explain_squares(it->stars, 7), std::vector<std::string>{"c3"});
}

TEST(Explain, RegionFittingInAsManyBlocksAsStarsPlacesTheStarOfALoneCell) {
  // Two stars: region A is the block a7-b8 and d8 alone, two blocks for two stars.
  RegionGrid grid{{"AACABBBB", "AACCBBBB", "CCCCDDDD", "EEEEDDDD", "EEEEFFFF", "GGGGFFFF", "GGGGHHHH", "GGGGHHHH"},
                  2, {}, {}};
  Explanation e = explain_grid(grid);
  auto it = std::find_if(e.steps.begin(), e.steps.end(),
                         [](const ExplainStep& s) { return s.text.find("fit in 2 blocks") != std::string::npos; });
  ASSERT_NE(it, e.steps.end());
  EXPECT_EQ(it->technique, "block");
  EXPECT_NE(it->text.find("region A needs 2 stars"), std::string::npos) << it->text;
  EXPECT_EQ(explain_squares(it->stars, 8), std::vector<std::string>{"d8"});
}

TEST(Explain, LookaheadEmptiesACellThatLeavesARegionNoRoom) {
  // Region A is a1 and c2: b1 and b2 touch both, but neither a line nor a 2x2 block
  // holds A; the easier techniques find nothing first.
  RegionGrid grid{{"BBBCC", "BBBCC", "DDDEE", "DDAEE", "ADDEE"}, 1, {}, {}};
  Explanation e = explain_grid(grid);
  auto it = std::find_if(e.steps.begin(), e.steps.end(),
                         [](const ExplainStep& s) { return s.technique == "lookahead"; });
  ASSERT_NE(it, e.steps.end());
  EXPECT_EQ(it->excluded.size(), 1u);
  EXPECT_NE(it->text.find("would leave"), std::string::npos) << it->text;
}

TEST(Explain, LookaheadWeighsAsABlockInTheRating) {
  // docs/regions.md "Rating": a lookahead is as local as a 2x2 block, so a grid whose
  // hardest step is one rates below "hard" (it rated 70, hard, when it weighed level 7).
  RegionGrid grid{{"AAFFBC", "AFFFCC", "ADDFCC", "ADDFEE", "AEDEEE", "EEEEEE"}, 1, {}, {}};
  Explanation e = explain_grid(grid);
  ASSERT_TRUE(e.solved_by_techniques);
  int lookaheads = 0;
  for (const ExplainStep& s : e.steps) {
    EXPECT_TRUE(s.technique != "trial" && s.technique != "set") << s.text;
    lookaheads += s.technique == "lookahead";
  }
  EXPECT_EQ(lookaheads, 1);
  EXPECT_GE(e.rating, 30);
  EXPECT_LT(e.rating, *chessy::puzzle::band_least_rating("hard"));
}

TEST(Explain, FixedStarsAndBlockedCellsStartThePosition) {
  RegionGrid grid{{"AABBB", "AABBB", "CCDDB", "CCDDB", "CCDDE"}, 1, {{0, 0}}, {{3, 3}}};
  ExplainStep s = first_step(explain_grid(grid));
  EXPECT_EQ(s.technique, "star");
  EXPECT_NE(s.text.find("star on a5"), std::string::npos) << s.text;
}

TEST(Explain, SquaresGoOnAsSpreadsheetColumnsBeyondZ) {
  EXPECT_EQ(chessy::puzzle::square_of({0, 0}, 8), "a8");
  EXPECT_EQ(chessy::puzzle::square_of({7, 7}, 8), "h1");
  EXPECT_EQ(chessy::puzzle::square_of({29, 26}, 30), "aa1");
}

TEST(Explain, RatingBandsRiseWithTheRating) {
  using chessy::puzzle::rating_band;
  EXPECT_STREQ(rating_band(0), "easy");
  EXPECT_STREQ(rating_band(*chessy::puzzle::band_least_rating("medium")), "medium");
  EXPECT_STREQ(rating_band(*chessy::puzzle::band_least_rating("hard")), "hard");
  EXPECT_STREQ(rating_band(1000), "expert");
  EXPECT_FALSE(chessy::puzzle::band_least_rating("trivial"));
  EXPECT_LT(*chessy::puzzle::band_least_rating("medium"), *chessy::puzzle::band_least_rating("hard"));
}

TEST(Explain, OnTheApiSolvedPuzzleHasTheSolversSolutionAndIsUnique) {
  using chessy::api::Problem;
  Problem queens = Problem::region_puzzle({"BDADD", "BDDDD", "DDCCC", "DDCCC", "DDCCE"}, 1);
  Explanation e = chessy::puzzle::explain(queens);
  EXPECT_TRUE(e.solved_by_techniques);
  EXPECT_TRUE(e.unique);
  auto solved = chessy::api::solve(queens);
  ASSERT_TRUE(solved);
  std::vector<std::string> theirs, ours = explain_squares(e.solution, 5);
  for (const auto& p : solved->pieces) theirs.push_back(chessy::puzzle::square_of({p.row, p.col}, 5));
  std::sort(theirs.begin(), theirs.end());
  std::sort(ours.begin(), ours.end());
  EXPECT_EQ(ours, theirs);
  EXPECT_EQ(chessy::puzzle::rating(queens), e.rating);
}

TEST(Explain, OnTheApiStalledLadderGivesTheSolversAnswerNotUnique) {
  Explanation e = chessy::puzzle::explain(
      chessy::api::Problem::region_puzzle({"AABBB", "AABBB", "CCDDB", "CCDDB", "CCDDE"}, 1));
  EXPECT_FALSE(e.solved_by_techniques);
  EXPECT_FALSE(e.unique);
  EXPECT_EQ(e.solution.size(), 5u);
  EXPECT_STREQ(chessy::puzzle::rating_band(e.rating), "expert");
}

TEST(Explain, OnTheApiAFixedStarStartsThePosition) {
  auto problem = chessy::api::Problem::region_puzzle({"AABBB", "AABBB", "CCDDB", "CCDDB", "CCDDE"}, 1)
                     .fix(chessy::api::Piece::King, 1, 3);
  Explanation e = chessy::puzzle::explain(problem);
  ASSERT_FALSE(e.steps.empty());
  EXPECT_EQ(e.steps[0].technique, "star");
  EXPECT_NE(e.steps[0].text.find("star on d4"), std::string::npos) << e.steps[0].text;
}

TEST(Explain, OnTheApiAProblemThatIsNoRegionPuzzleIsRefused) {
  EXPECT_THROW(chessy::puzzle::explain(chessy::api::Problem::parse("8*q\n")), chessy::InputError);
}

// ---------------------------------------------------------------- soundness

// Every solution of a region grid, by rows (a test's own small search, n <= 8).
struct ExplainBrute {
  const RegionGrid& g;
  int n, k;
  std::vector<int> region;
  std::vector<std::vector<int>> solutions;  // cells r * n + c, ascending
  std::vector<int> stars, col_count, region_count;

  explicit ExplainBrute(const RegionGrid& grid) : g(grid), n(static_cast<int>(grid.rows.size())), k(grid.stars) {
    std::string letters;
    for (const auto& row : g.rows)
      for (char ch : row) {
        if (letters.find(ch) == std::string::npos) letters += ch;
        region.push_back(static_cast<int>(letters.find(ch)));
      }
    col_count.assign(n, 0);
    region_count.assign(letters.size(), 0);
    if (static_cast<int>(letters.size()) == n) row(0, 0, 0);
  }
  bool touches(int cell) const {
    for (int s : stars)
      if (std::abs(s / n - cell / n) <= 1 && std::abs(s % n - cell % n) <= 1) return true;
    return false;
  }
  // Row r, from column c, with `placed` stars in it so far.
  void row(int r, int c, int placed) {
    if (r == n) {
      solutions.push_back(stars);
      return;
    }
    if (placed == k) return row(r + 1, 0, 0);
    for (int col = c; col < n; ++col) {
      int cell = r * n + col;
      if (col_count[col] == k || region_count[region[cell]] == k || touches(cell)) continue;
      stars.push_back(cell), ++col_count[col], ++region_count[region[cell]];
      // Columns and regions left short can still fill in the rows below.
      row(r, col + 2, placed + 1);
      stars.pop_back(), --col_count[col], --region_count[region[cell]];
    }
  }
};

// K stars a row, column and none touching, at random: a row at a time, backtracking
// within a budget of rows tried (then the caller starts again).
bool explain_random_stars(std::mt19937& rng, int n, int k, int r, std::vector<int>& stars, std::vector<int>& cols,
                          int& budget) {
  if (r == n) return true;
  for (int attempt = 0; attempt < 4 && --budget > 0; ++attempt) {
    std::vector<int> pick;
    std::vector<int> order(n);
    for (int i = 0; i < n; ++i) order[i] = i;
    std::shuffle(order.begin(), order.end(), rng);
    for (int c : order) {
      if (static_cast<int>(pick.size()) == k) break;
      bool ok = cols[c] < k;
      for (int p : pick) ok = ok && std::abs(p - c) > 1;
      for (int s : stars) ok = ok && !(s / n == r - 1 && std::abs(s % n - c) <= 1);
      if (ok) pick.push_back(c);
    }
    if (static_cast<int>(pick.size()) < k) continue;
    for (int c : pick) stars.push_back(r * n + c), ++cols[c];
    if (explain_random_stars(rng, n, k, r + 1, stars, cols, budget)) return true;
    for (int c : pick) stars.pop_back(), --cols[c];
  }
  return false;
}

// A random grid with at least one solution: a random placement of K stars a line, its
// stars K at a time the seeds of a region that grows at random.
RegionGrid explain_random_grid(std::mt19937& rng, int n, int k = 1) {
  std::vector<int> stars, cols(n, 0);
  for (int budget = 2000; !explain_random_stars(rng, n, k, 0, stars, cols, budget); budget = 2000)
    stars.clear(), cols.assign(n, 0);
  std::shuffle(stars.begin(), stars.end(), rng);
  std::vector<int> owner(n * n, -1);
  for (int i = 0; i < n * k; ++i) owner[stars[i]] = i / k;
  for (int filled = n * k; filled < n * n;) {
    int cell = static_cast<int>(rng() % (n * n));
    if (owner[cell] != -1) continue;
    int r = cell / n, c = cell % n;
    std::vector<int> around;
    if (r > 0 && owner[cell - n] != -1) around.push_back(owner[cell - n]);
    if (r + 1 < n && owner[cell + n] != -1) around.push_back(owner[cell + n]);
    if (c > 0 && owner[cell - 1] != -1) around.push_back(owner[cell - 1]);
    if (c + 1 < n && owner[cell + 1] != -1) around.push_back(owner[cell + 1]);
    if (around.empty()) continue;
    owner[cell] = around[rng() % around.size()];
    ++filled;
  }
  RegionGrid grid;
  grid.stars = k;
  for (int r = 0; r < n; ++r) {
    std::string row;
    for (int c = 0; c < n; ++c) row += static_cast<char>('A' + owner[r * n + c]);
    grid.rows.push_back(row);
  }
  return grid;
}

// Every step of the grid's explanation holds in every solution; a grid solved by the
// techniques has one solution, theirs. Returns the steps checked.
int explain_check_sound(const RegionGrid& grid, const Explanation& e, const ExplainBrute& brute) {
  int n = static_cast<int>(grid.rows.size());
  std::string where;
  for (const auto& row : grid.rows) where += row + "\n";
  SCOPED_TRACE(where);
  auto has = [n](const std::vector<int>& sol, const Cell& c) { return std::count(sol.begin(), sol.end(), c.row * n + c.col) > 0; };
  for (const ExplainStep& s : e.steps)
    for (const auto& sol : brute.solutions) {
      for (const Cell& c : s.stars) EXPECT_TRUE(has(sol, c)) << s.text;
      for (const Cell& c : s.excluded) EXPECT_FALSE(has(sol, c)) << s.text;
    }
  if (e.solved_by_techniques) {
    EXPECT_EQ(brute.solutions.size(), 1u);
    std::vector<int> cells;
    for (const Cell& c : e.solution) cells.push_back(c.row * n + c.col);
    if (!brute.solutions.empty()) {
      EXPECT_EQ(cells, brute.solutions[0]);
    }
  }
  return static_cast<int>(e.steps.size());
}

TEST(Explain, EveryStepHoldsInEverySolutionOfRandomGrids) {
  std::mt19937 rng(37);
  int solved = 0, unique = 0, checked = 0;
  for (int i = 0; i < 60; ++i) {
    RegionGrid grid = explain_random_grid(rng, 5 + i % 4);
    ExplainBrute brute(grid);
    ASSERT_FALSE(brute.solutions.empty());
    Explanation e = explain_grid(grid);
    checked += explain_check_sound(grid, e, brute);
    unique += brute.solutions.size() == 1;
    solved += e.solved_by_techniques;
  }
  // Varied enough to exercise the ladder: some unique, most of those solved.
  EXPECT_GT(unique, 2);
  EXPECT_GT(solved, unique / 2);
  EXPECT_GT(checked, 200);
}

TEST(Explain, TwoStarGridsStepsHoldInEverySolution) {
  std::mt19937 rng(2);
  int checked = 0, solved = 0;
  for (int i = 0; i < 10; ++i) {
    RegionGrid grid = explain_random_grid(rng, 8, 2);
    ExplainBrute brute(grid);
    ASSERT_FALSE(brute.solutions.empty());
    Explanation e = explain_grid(grid);
    checked += explain_check_sound(grid, e, brute);
    solved += e.solved_by_techniques;
  }
  EXPECT_GT(checked, 30);
  EXPECT_GT(solved, 0);
}

}  // namespace
