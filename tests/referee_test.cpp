// The referee alone, against the rules of SPEC §2-§5 on hand-made boards and
// against published figures: it must be right before it judges the SAT path.
#include <gtest/gtest.h>

#include "param_names.hpp"

#include <algorithm>
#include <cctype>
#include <ostream>
#include <set>
#include <string>
#include <vector>

#include "referee.hpp"

namespace {

using referee::Board;
using referee::Piece;
using referee::PieceCount;
using referee::Problem;
using referee::parse_board;

// An independence problem with colourless pieces, e.g. independence(4, {{'K', 4}}).
Problem independence(int m, const std::vector<std::pair<char, int>>& pieces) {
  Problem p;
  p.m = m;
  for (auto [type, count] : pieces) p.pieces.push_back({Piece{type, 0}, count});
  return p;
}

Problem domination(int m, const std::vector<std::pair<char, int>>& pieces) {
  Problem p = independence(m, pieces);
  p.domination = true;
  return p;
}

// A problem whose piece counts are exactly those on `board`, so that
// is_solution judges the goal alone.
Problem counts_of(const Board& board, bool coloured, bool dominate = false) {
  Problem p;
  p.m = board.m;
  p.coloured = coloured;
  p.domination = dominate;
  for (const Piece& piece : board.cells) {
    if (piece.type == 0) continue;
    auto it = std::find_if(p.pieces.begin(), p.pieces.end(),
                           [&](const PieceCount& pc) { return pc.piece == piece; });
    if (it == p.pieces.end()) {
      p.pieces.push_back({piece, 1});
    } else {
      ++it->count;
    }
  }
  return p;
}

bool independent(const std::string& text) {
  const Board b = parse_board(text);
  const bool coloured = std::any_of(b.cells.begin(), b.cells.end(),
                                    [](const Piece& p) { return p.colour != 0; });
  return referee::is_solution(counts_of(b, coloured), b);
}

bool dominates(const std::string& text) {
  const Board b = parse_board(text);
  return referee::is_solution(counts_of(b, false, true), b);
}

bool dominates_independently(const std::string& text) {
  const Board b = parse_board(text);
  Problem p = counts_of(b, false, true);
  p.independent = true;
  return referee::is_solution(p, b);
}

// ---- Rules (SPEC §2, §3) on hand-made boards ----

TEST(RefereeRules, BoardTextRoundTrips) {
  const std::string colourless = "-Q--\n---Q\nQ---\n--Q-\n";
  EXPECT_EQ(referee::board_text(parse_board(colourless), false), colourless);
  const std::string coloured = "- Qw\nRb- \n";
  EXPECT_EQ(referee::board_text(parse_board(coloured), true), coloured);
}

TEST(RefereeRules, RayStopsAtFirstOccupiedCell) {
  // Rook on (0,0), pieces on (0,2) and (0,3): (0,1), (0,2) attacked, (0,3) not.
  const Board b = parse_board("R-NN\n----\n----\n----\n");
  std::vector<int> cells = referee::attacked_cells(b, 0, 0);
  std::sort(cells.begin(), cells.end());
  EXPECT_EQ(cells, (std::vector<int>{1, 2, 4, 8, 12}));
}

TEST(RefereeRules, KnightAndKingAttacks) {
  const Board b = parse_board("---\n-N-\n---\n");
  EXPECT_TRUE(referee::attacked_cells(b, 1, 1).empty());  // every jump leaves a 3x3 board
  const Board k = parse_board("K--\n---\n---\n");
  std::vector<int> cells = referee::attacked_cells(k, 0, 0);
  std::sort(cells.begin(), cells.end());
  EXPECT_EQ(cells, (std::vector<int>{1, 3, 4}));
}

TEST(RefereeRules, WhitePawnAttacksDownBlackPawnUp) {
  // Knights attack nothing on 2x2, so only the pawn can break these.
  EXPECT_FALSE(independent("P-\n-N\n"));  // colourless pawns are white
  EXPECT_TRUE(independent("-N\nP-\n"));
  EXPECT_FALSE(independent("Pw- \n- Nb\n"));
  EXPECT_TRUE(independent("- Nb\nPw- \n"));
  EXPECT_FALSE(independent("- Nw\nPb- \n"));
  EXPECT_TRUE(independent("Pb- \n- Nw\n"));
}

TEST(RefereeRules, ColouredOnlyWhiteBlackAttacksCount) {
  EXPECT_TRUE(independent("QwQw\n- - \n"));  // one colour may attack itself
  EXPECT_FALSE(independent("Rw- Nb\n- - - \n- - - \n"));
  EXPECT_TRUE(independent("RwPwNb\n- - - \n- - - \n"));  // a white pawn blocks the rook
  EXPECT_FALSE(independent("QbNbRw\n- - - \n- - - \n"));  // Rw attacks Nb
}

TEST(RefereeRules, ColourlessIndependenceAnyAttackCounts) {
  EXPECT_FALSE(independent("Q-Q\n---\n---\n"));
  EXPECT_FALSE(independent("QPQ\n---\n---\n"));  // a blocker is itself attacked
  EXPECT_FALSE(independent("Q---\n--N-\n----\n----\n"));  // the knight attacks
  EXPECT_TRUE(independent("Q---\n---N\n----\n----\n"));
}

TEST(RefereeRules, DominationCountsOccupiedCellsAndBlocks) {
  EXPECT_TRUE(dominates("---\n-Q-\n---\n"));
  EXPECT_TRUE(dominates("Q\n"));
  EXPECT_FALSE(dominates("-\n"));
  EXPECT_TRUE(dominates("R--\n-R-\n--R\n"));
  EXPECT_TRUE(dominates("R--\nR--\nR--\n"));
  EXPECT_FALSE(dominates("RN-\nR--\nR--\n"));  // the knight blocks row 0: (0,2) uncovered
  EXPECT_FALSE(dominates("RK-\n---\n---\n"));
  EXPECT_FALSE(dominates("P--\n---\n--P\n"));
}

TEST(RefereeRules, IndependentDominationNeedsCoverAndNoAttack) {
  EXPECT_TRUE(dominates_independently("---\n-Q-\n---\n"));
  EXPECT_TRUE(dominates_independently("R--\n-R-\n--R\n"));
  EXPECT_FALSE(dominates_independently("R--\nR--\nR--\n"));  // dominates, but attacks
  EXPECT_FALSE(dominates_independently("Q--\n---\n---\n"));  // independent, (1,2) uncovered
  EXPECT_FALSE(dominates_independently("QPQ\n---\n---\n"));  // the pawn is attacked
  EXPECT_TRUE(dominates_independently("N\n"));
}

TEST(RefereeRules, CountsAndFixedPiecesAreExact) {
  Problem p = independence(3, {{'Q', 2}});
  EXPECT_TRUE(referee::is_solution(p, parse_board("Q--\n--Q\n---\n")));
  EXPECT_FALSE(referee::is_solution(p, parse_board("Q--\n---\n---\n")));
  EXPECT_FALSE(referee::is_solution(p, parse_board("Q--\n--R\n---\n")));
  p.fixed.push_back({Piece{'Q', 0}, 2, 0});
  EXPECT_FALSE(referee::is_solution(p, parse_board("Q--\n--Q\n---\n")));
  EXPECT_TRUE(referee::is_solution(p, parse_board("-Q-\n---\nQ--\n")));
}

TEST(RefereeRules, TransformsAreTheEightSymmetries) {
  const Board b = parse_board("QR\n--\n");
  std::vector<std::string> images;
  for (int g = 0; g < 8; ++g) images.push_back(referee::board_text(referee::transform(b, g, false), false));
  EXPECT_EQ(images, (std::vector<std::string>{"QR\n--\n", "-Q\n-R\n", "--\nRQ\n", "R-\nQ-\n",
                                               "RQ\n--\n", "--\nQR\n", "Q-\nR-\n", "-R\n-Q\n"}));
  EXPECT_EQ(referee::board_text(referee::transform(parse_board("QwRb\n- - \n"), 0, true), true),
            "QbRw\n- - \n");
}

// ---- Classes and output text (SPEC §5, §7) ----

TEST(RefereeClasses, ImagesThatAreNotSolutionsAreNotInTheClass) {
  // A pawn and a rook on 2x2: two solutions, mirror images of each other; the
  // 180-degree image of either turns the pawn against the rook and is no solution.
  const referee::Result r = referee::solve(independence(2, {{'R', 1}, {'P', 1}}));
  EXPECT_EQ(r.total, 2);
  EXPECT_EQ(r.fundamental, 1);
  EXPECT_EQ(r.all, "-R\nP-\n");
  EXPECT_EQ(r.all_no_symmetry, "-R\nP-\n\nR-\n-P\n");
}

TEST(RefereeClasses, ColourSwapMergesClasses) {
  // A white and a black king on 3x3: 16 non-adjacent cell pairs, 32 ordered.
  // Square symmetries alone give 5 classes (king on a corner and the other on
  // an edge middle splits by colour); with the colour swap there are 4.
  Problem p;
  p.m = 3;
  p.coloured = true;
  p.pieces = {{Piece{'K', 'w'}, 1}, {Piece{'K', 'b'}, 1}};
  const referee::Result r = referee::solve(p);
  EXPECT_EQ(r.total, 32);
  EXPECT_EQ(r.fundamental, 4);
  // Representatives are the smallest texts of their classes ("- " < "Kb" < "Kw"),
  // in ascending order: corners on one side, corner and edge middle, edge
  // middles, opposite corners.
  EXPECT_EQ(r.all,
            "- - - \n- - - \nKb- Kw\n\n"
            "- - - \n- - Kb\nKw- - \n\n"
            "- - - \nKb- Kw\n- - - \n\n"
            "- - Kb\n- - - \nKw- - \n");
}

TEST(RefereeClasses, NoSolutionsPrintNothing) {
  const referee::Result r = referee::solve(independence(2, {{'Q', 2}}));
  EXPECT_EQ(r.total, 0);
  EXPECT_EQ(r.fundamental, 0);
  EXPECT_EQ(r.all, "");
  EXPECT_EQ(r.all_no_symmetry, "");
}

TEST(RefereeClasses, FixedSetThatCannotBeLaidOutHasNoSolutions) {
  Problem p = independence(4, {{'Q', 1}});
  p.fixed = {{Piece{'Q', 0}, 0, 0}, {Piece{'Q', 0}, 3, 1}};  // exceeds the count
  EXPECT_EQ(referee::solve(p).total, 0);
  p = independence(4, {{'Q', 2}});
  p.fixed = {{Piece{'Q', 0}, 0, 0}, {Piece{'Q', 0}, 0, 0}};  // one cell twice
  EXPECT_EQ(referee::solve(p).total, 0);
  p.fixed = {{Piece{'Q', 0}, 0, 0}, {Piece{'Q', 0}, 2, 2}};  // attacking
  EXPECT_EQ(referee::solve(p).total, 0);
  p.fixed = {{Piece{'Q', 0}, 0, 0}, {Piece{'Q', 0}, 2, 1}};  // fine: 1 solution
  EXPECT_EQ(referee::solve(p).total, 1);
}

TEST(RefereeText, ProblemTextUsesTheInputFormat) {
  Problem p;
  p.m = 5;
  p.coloured = true;
  p.pieces = {{Piece{'Q', 'w'}, 2}, {Piece{'P', 'b'}, 1}, {Piece{'N', 'b'}, 0}};
  p.fixed = {{Piece{'Q', 'w'}, 0, 3}};
  EXPECT_EQ(referee::problem_text(p), "size 5\n2*Q w\nP b\nQ w @ 0,3\n");
  EXPECT_EQ(referee::problem_text(domination(3, {{'K', 1}})), "d\nsize 3\nK\n");
  Problem i = domination(4, {{'Q', 0}, {'N', 2}});
  i.independent = true;
  i.open = 0;
  EXPECT_EQ(referee::problem_text(i), "d\ni\nsize 4\n?*Q\n2*N\n");
}

// ---- Published figures ----

struct Figure {
  int n;
  long long total;
  long long fundamental;
};

// Names the case in test output, and in ctest, which shows the printed value in
// place of the index of a parameterised test: ".../MatchesFactorialAndA000903/n5".
void PrintTo(const Figure& f, std::ostream* os) { *os << "n" << f.n; }

class RefereeQueens : public testing::TestWithParam<Figure> {};

TEST_P(RefereeQueens, MatchesA000170AndA002562) {
  const Figure f = GetParam();
  const referee::Result r = referee::solve(independence(f.n, {{'Q', f.n}}));
  EXPECT_EQ(r.total, f.total);
  EXPECT_EQ(r.fundamental, f.fundamental);
}

const std::vector<Figure> kQueens = {{4, 2, 1}, {5, 10, 2}, {6, 4, 1}, {7, 40, 6}, {8, 92, 12}};

INSTANTIATE_TEST_SUITE_P(Published, RefereeQueens, testing::ValuesIn(kQueens));

class RefereeRooks : public testing::TestWithParam<Figure> {};

TEST_P(RefereeRooks, MatchesFactorialAndA000903) {
  const Figure f = GetParam();
  const referee::Result r = referee::solve(independence(f.n, {{'R', f.n}}));
  EXPECT_EQ(r.total, f.total);
  EXPECT_EQ(r.fundamental, f.fundamental);
}

const std::vector<Figure> kRooks = {{1, 1, 1},  {2, 2, 1},   {3, 6, 2},
                                   {4, 24, 7}, {5, 120, 23}, {6, 720, 115}};

INSTANTIATE_TEST_SUITE_P(Published, RefereeRooks, testing::ValuesIn(kRooks));

TEST(RefereePublished, ParameterNamesAreDistinctAndValid) {
  expect_distinct_valid_names(kQueens);
  expect_distinct_valid_names(kRooks);
}

TEST(RefereePublished, FourKingsOn4x4Are79) {
  EXPECT_EQ(referee::solve(independence(4, {{'K', 4}})).total, 79);  // A018807
}

TEST(RefereePublished, EightKnightsOn4x4Are6) {
  EXPECT_EQ(referee::solve(independence(4, {{'N', 8}})).total, 6);  // A289203
}

TEST(RefereePublished, TwoNMinusTwoBishopsAre2ToTheN) {
  for (int n = 2; n <= 5; ++n) {
    SCOPED_TRACE(n);
    EXPECT_EQ(referee::solve(independence(n, {{'B', 2 * n - 2}})).total, 1LL << n);
  }
}

TEST(RefereePublished, MixedPiecesOn6x6Are23752) {
  const Problem p = independence(6, {{'K', 2}, {'Q', 2}, {'B', 2}, {'N', 1}});
  EXPECT_EQ(referee::solve(p).total, 23752);
}

TEST(RefereePublished, NauckCompletionHasTwoSolutions) {
  Problem p = independence(8, {{'Q', 8}});
  p.fixed = {{Piece{'Q', 0}, 3, 3}, {Piece{'Q', 0}, 4, 1}};
  EXPECT_EQ(referee::solve(p).total, 2);
}

// ---- Optima (issue 16) ----

// The problem with `type` as its only, open kind.
Problem open_count(int m, char type, bool dominate, bool independent = false) {
  Problem p = dominate ? domination(m, {{type, 0}}) : independence(m, {{type, 0}});
  p.independent = independent;
  p.open = 0;
  return p;
}

struct OptimumFigure {
  int n;           // the board is n×n
  int count;       // the optimum
  long long total; // solutions at the optimum; 0: not checked
};

void PrintTo(const OptimumFigure& f, std::ostream* os) { *os << "n" << f.n; }

void expect_minimum(const Problem& p, const OptimumFigure& f) {
  const referee::Optimum o = referee::optimum(p, false);
  EXPECT_TRUE(o.complete);
  EXPECT_EQ(o.count, f.count);
  if (f.total > 0) {
    EXPECT_EQ(o.result.total, f.total);
  }
}

class RefereeQueensDomination : public testing::TestWithParam<OptimumFigure> {};

TEST_P(RefereeQueensDomination, MatchesA075458AndA002564) {
  expect_minimum(open_count(GetParam().n, 'Q', true), GetParam());
}

const std::vector<OptimumFigure> kQueensDomination = {{1, 1, 1},  {2, 1, 4},   {3, 1, 1},
                                                      {4, 2, 12}, {5, 3, 186}, {6, 3, 4}};

INSTANTIATE_TEST_SUITE_P(Published, RefereeQueensDomination, testing::ValuesIn(kQueensDomination));

class RefereeQueensIndependentDomination : public testing::TestWithParam<OptimumFigure> {};

TEST_P(RefereeQueensIndependentDomination, MatchesA075324AndA002568) {
  expect_minimum(open_count(GetParam().n, 'Q', true, true), GetParam());
}

const std::vector<OptimumFigure> kQueensIndependentDomination = {
    {1, 1, 1}, {2, 1, 4}, {3, 1, 1}, {4, 3, 16}, {5, 3, 16}, {6, 4, 120}};

INSTANTIATE_TEST_SUITE_P(Published, RefereeQueensIndependentDomination,
                         testing::ValuesIn(kQueensIndependentDomination));

TEST(RefereeOptimum, ParameterNamesAreDistinctAndValid) {
  expect_distinct_valid_names(kQueensDomination);
  expect_distinct_valid_names(kQueensIndependentDomination);
}

TEST(RefereeOptimum, KingsDominationIsCeilNOver3Squared) {
  for (int n = 1; n <= 6; ++n) {
    SCOPED_TRACE(n);
    const int third = (n + 2) / 3;
    expect_minimum(open_count(n, 'K', true), {n, third * third, 0});
  }
}

TEST(RefereeOptimum, KnightsDominationMatchesA006075) {
  const int minimum[] = {1, 4, 4, 4};  // n = 1..4
  for (int n = 1; n <= 4; ++n) {
    SCOPED_TRACE(n);
    expect_minimum(open_count(n, 'N', true), {n, minimum[n - 1], 0});
  }
}

TEST(RefereeOptimum, MaximumIndependenceMatchesKnownFigures) {
  // n queens (A000170: 2 on 4x4, 10 on 5x5); ceil(n/2)^2 kings; 8 knights on 4x4
  // in 6 ways (A289203); 2n-2 bishops in 2^n ways.
  const referee::Optimum queens = referee::optimum(open_count(5, 'Q', false), true);
  EXPECT_EQ(queens.count, 5);
  EXPECT_EQ(queens.result.total, 10);
  EXPECT_EQ(queens.result.fundamental, 2);
  EXPECT_EQ(referee::optimum(open_count(5, 'K', false), true).count, 9);
  const referee::Optimum knights = referee::optimum(open_count(4, 'N', false), true);
  EXPECT_EQ(knights.count, 8);
  EXPECT_EQ(knights.result.total, 6);
  const referee::Optimum bishops = referee::optimum(open_count(4, 'B', false), true);
  EXPECT_EQ(bishops.count, 6);
  EXPECT_EQ(bishops.result.total, 16);
}

TEST(RefereeOptimum, NoCountWorksAndTheResultIsEmpty) {
  // Two fixed queens that attack each other: no count of knights helps.
  Problem p = independence(3, {{'N', 0}, {'Q', 2}});
  p.open = 0;
  p.fixed = {{Piece{'Q', 0}, 0, 0}, {Piece{'Q', 0}, 2, 2}};
  for (bool maximum : {false, true}) {
    const referee::Optimum o = referee::optimum(p, maximum);
    EXPECT_TRUE(o.complete);
    EXPECT_EQ(o.count, -1);
    EXPECT_EQ(o.result.total, 0);
  }
}

TEST(RefereeOptimum, FixedPiecesOfTheOpenKindCountTowardIt) {
  // Queens dominating 4x4 need 2, but with 3 fixed on the top row the least is 3.
  Problem p = open_count(4, 'Q', true);
  p.fixed = {{Piece{'Q', 0}, 0, 0}, {Piece{'Q', 0}, 0, 1}, {Piece{'Q', 0}, 0, 2}};
  const referee::Optimum o = referee::optimum(p, false);
  EXPECT_EQ(o.count, 3);
  EXPECT_EQ(o.result.all, "QQQ-\n----\n----\n----\n");
}

TEST(RefereeOptimum, RefusedCountMakesItIncomplete) {
  std::vector<int> asked;
  const referee::Optimum o =
      referee::optimum(open_count(4, 'Q', true), false, [&](const Problem& q) {
        asked.push_back(q.pieces[0].count);
        return q.pieces[0].count < 1;
      });
  EXPECT_FALSE(o.complete);
  EXPECT_EQ(o.count, -1);
  EXPECT_EQ(asked, (std::vector<int>{0, 1}));
}

}  // namespace
