// The referee's classes under the torus's whole group (issue 38, `translations`): every
// rotation or reflection of the board times every translation (r, c) -> ((r + dr) mod R,
// (c + dc) mod C), kept when it maps the holes onto themselves, the colour swap composed
// in coloured problems. Against cases worked by hand (the reasoning beside each), the
// published toroidal queen domination numbers (A279402, A279404), and Burnside's lemma at
// those minima and on random tori: the number of orbits is the mean number of solutions
// each map fixes. It must be right here before it judges the tool's `translations`.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "oeis.hpp"
#include "random_problems.hpp"
#include "referee.hpp"

namespace {

using referee::Board;
using referee::Motion;
using referee::Piece;
using referee::Problem;

// A colourless problem on the rows×cols torus, classes under the whole group.
Problem whole(int rows, int cols, const std::vector<std::pair<char, int>>& pieces, bool domination) {
  Problem p;
  p.rows = rows, p.cols = cols, p.torus = true, p.translations = true, p.domination = domination;
  for (const std::pair<char, int>& pc : pieces) p.pieces.push_back({Piece{pc.first, 0}, pc.second});
  return p;
}

// solve(p) without translations: the dihedral classes of issue 24.
referee::Result dihedral(Problem p) {
  p.translations = false;
  return referee::solve(p);
}

// ---- The maps ----

TEST(TranslationsReferee, TranslateWrapsRoundBothSides) {
  const Board b = referee::parse_board("Q--\nx-N\n");
  EXPECT_EQ(referee::board_text(referee::translate(b, 1, 1), false), "Nx-\n-Q-\n");
  EXPECT_EQ(referee::board_text(referee::translate(b, -1, 2), false), "-Nx\n--Q\n");  // = (1, 2)
  EXPECT_EQ(referee::board_text(referee::translate(b, 2, 3), false), "Q--\nx-N\n");  // all the way round
  // A motion translates after the rotation or reflection: mirror (flip cols), then (0, 1).
  EXPECT_EQ(referee::board_text(referee::move(b, Motion{4, 0, 1}, false), false), "Q--\nxN-\n");
}

TEST(TranslationsReferee, TheWholeGroupHas8nSquaredMapsOnASquareWithoutHoles) {
  for (int n = 1; n <= 5; ++n) EXPECT_EQ(referee::motions(whole(n, n, {{'Q', 1}}, true)).size(), 8u * n * n);
  // A rectangle keeps the 4 maps that do not turn it, times its 12 translations.
  EXPECT_EQ(referee::motions(whole(3, 4, {{'Q', 1}}, true)).size(), 48u);
  // Without `translations`, or on a plain board, the board's symmetries alone.
  Problem p = whole(3, 4, {{'Q', 1}}, true);
  p.translations = false;
  EXPECT_EQ(referee::motions(p), (std::vector<Motion>{{0, 0, 0}, {2, 0, 0}, {4, 0, 0}, {5, 0, 0}}));
}

// A hole keeps the maps that bring it back: on the 3x3 torus each of the 8 rotations and
// reflections takes a hole in (0,0) to a corner, and one translation alone brings it back
// (8 maps: the square's symmetries about (0,0)); a hole in the centre is fixed by the 8
// and by no translation but 0. Two holes (0,0), (2,2) on 4x4: a map keeps the pair when
// it takes (0,0) to either, then the rest of the pair follows or not.
TEST(TranslationsReferee, HolesKeepTheMapsThatBringThemBack) {
  Problem corner = whole(3, 3, {{'Q', 1}}, true);
  corner.blocked = {{0, 0}};
  const std::vector<Motion> at_corner = referee::motions(corner);
  EXPECT_EQ(at_corner.size(), 8u);
  std::set<int> g;
  for (const Motion& m : at_corner) g.insert(m.g);
  EXPECT_EQ(g.size(), 8u);  // each rotation or reflection once, with its one translation
  EXPECT_TRUE(std::count(at_corner.begin(), at_corner.end(), Motion{2, 1, 1}) == 1);  // (r,c) -> (2-r+1, 2-c+1)
  Problem centre = corner;
  centre.blocked = {{1, 1}};
  for (const Motion& m : referee::motions(centre)) EXPECT_EQ(m.shift_rows * 3 + m.shift_cols, 0);
  EXPECT_EQ(referee::motions(centre).size(), 8u);
  // 4x4, holes (0,0) and (2,2): the pair's difference (2,2) is its own negative and is
  // kept by every rotation and reflection, so each g takes the pair to a translate of it,
  // and the 2 translations (a, a) that bring (0,0) to (0,0) or (2,2) bring it back: 16.
  Problem pair = whole(4, 4, {{'Q', 1}}, true);
  pair.blocked = {{0, 0}, {2, 2}};
  EXPECT_EQ(referee::motions(pair).size(), 16u);
  // Holes (0,0) and (0,1): the difference (0,1) is kept, up to sign, by the 4 maps that
  // keep rows rows (identity, half turn, both mirrors), and each takes the pair to a
  // translate of it that one translation alone brings back (the two holes cannot trade
  // places: (0,1) is not (0,-1) on 4 columns): 4.
  pair.blocked = {{0, 0}, {0, 1}};
  EXPECT_EQ(referee::motions(pair).size(), 4u);
}

// ---- Classes, worked by hand ----

// The 10 solutions of 5 queens on the 5x5 torus are the lines c = a r + b (mod 5), a = 2
// or 3, b = 0..4 (docs/symmetry.md: 2 classes under the dihedral maps). A translation by
// (dr, dc) takes the line to c = a r + (b + dc - a dr): every b for a given a, so the
// translations alone leave 2 orbits, a = 2 and a = 3; the mirror c -> 4 - c takes a to
// -a = 5 - a, 2 to 3. One class. Its representative, the least board: the first row's
// queen as far right as can be (b = 4), then the second row's (c = a + 4: a = 3 puts it
// in column 2, a = 2 in column 1): the line c = 3r + 4.
TEST(TranslationsReferee, FiveQueensOnTheTorusAreOneClass) {
  const Problem p = whole(5, 5, {{'Q', 5}}, false);
  const referee::Result r = referee::solve(p);
  EXPECT_EQ(r.total, 10);
  EXPECT_EQ(r.fundamental, 1);
  EXPECT_EQ(r.all, "----Q\n--Q--\nQ----\n---Q-\n-Q---\n");
  EXPECT_EQ(dihedral(p).fundamental, 2);
  EXPECT_EQ(r.all_no_symmetry, dihedral(p).all_no_symmetry);  // the totals are the same sets
}

// One piece on a torus without holes: the translations take any cell to any other.
TEST(TranslationsReferee, OnePieceIsOneClass) {
  for (char type : {'Q', 'K'}) {
    const referee::Result r = referee::solve(whole(3, 3, {{type, 1}}, true));
    EXPECT_EQ(r.total, 9);
    EXPECT_EQ(r.fundamental, 1);
    EXPECT_EQ(r.all, "---\n---\n--" + std::string(1, type) + "\n");
    EXPECT_EQ(dihedral(whole(3, 3, {{type, 1}}, true)).fundamental, 3);  // corner, edge, centre
  }
  // 2x2 and 1x1: 32 and 8 maps, many alike; still one class.
  EXPECT_EQ(referee::solve(whole(2, 2, {{'Q', 1}}, true)).fundamental, 1);
  EXPECT_EQ(referee::solve(whole(2, 2, {{'Q', 1}}, true)).total, 4);
  EXPECT_EQ(referee::solve(whole(1, 1, {{'Q', 1}}, true)).fundamental, 1);
  // 1x5, one rook (it dominates its row from anywhere): 5 solutions, 1 class; the plain
  // board's 4 maps leave 3 (the ends, the next two, the middle).
  EXPECT_EQ(referee::solve(whole(1, 5, {{'R', 1}}, true)).fundamental, 1);
  EXPECT_EQ(dihedral(whole(1, 5, {{'R', 1}}, true)).fundamental, 3);
}

// One queen dominating the 3x3 torus with a hole: it dominates from any other cell (a
// queen there attacks every cell). Hole in (0,0): the 8 maps about (0,0) (above) act on
// the differences from (0,0) as the signed permutations of (dr, dc): the 4 cells one step
// along a line, (0,1) (0,2) (1,0) (2,0), are one orbit, the 4 one step along a diagonal
// another. Least boards: the queen as far down and right as can be, (2,2) of the
// diagonal's, (2,0) of the line's. The board's own symmetries keeping the corner are the
// identity and the main diagonal's mirror alone: 5 classes, {(0,1),(1,0)}, {(0,2),(2,0)},
// {(1,2),(2,1)}, (1,1), (2,2).
TEST(TranslationsReferee, AHoleLeavesTheMapsAboutIt) {
  Problem p = whole(3, 3, {{'Q', 1}}, true);
  p.blocked = {{0, 0}};
  const referee::Result r = referee::solve(p);
  EXPECT_EQ(r.total, 8);
  EXPECT_EQ(r.fundamental, 2);
  EXPECT_EQ(r.all, "x--\n---\n--Q\n\nx--\n---\nQ--\n");
  EXPECT_EQ(dihedral(p).fundamental, 5);
  // Hole in the centre: no translation but 0 is left, the classes are the dihedral ones
  // (corners, edges).
  p.blocked = {{1, 1}};
  EXPECT_EQ(referee::solve(p).fundamental, 2);
  EXPECT_EQ(dihedral(p).fundamental, 2);
}

// Two kings totally dominate the 3x3 torus wherever they stand (a king there attacks the
// 8 other cells): 36 pairs. A pair {x, x + d} is known up to translation by d up to sign:
// (0,1), (1,0), (1,1), (1,2), 9 pairs each. The rotations and reflections permute the
// coordinates of d with signs, which keeps d along a line or along a diagonal: 2 classes,
// 18 pairs each. Least boards: a line's pair in the last row, the last two cells; a
// diagonal's pair in the last two rows, (1,2) and (2,1).
TEST(TranslationsReferee, TwoKingsTotallyDominatingAreTwoClasses) {
  Problem p = whole(3, 3, {{'K', 2}}, true);
  p.total = true;
  const referee::Result r = referee::solve(p);
  EXPECT_EQ(r.total, 36);
  EXPECT_EQ(r.fundamental, 2);
  EXPECT_EQ(r.all, "---\n---\n-KK\n\n---\n--K\n-K-\n");
}

// Two rooks on the 2x3 torus not attacking: one in each row, columns a and b apart, 6
// solutions. The board's 4 maps: (a, b) -> (2-a, 2-b) and (b, a) and both, orbits
// {01, 21, 10, 12} and {02, 20}: 2 classes. A column shift adds s to both, a row shift
// exchanges them, so b - a = 1 and 2 meet: 1 class.
TEST(TranslationsReferee, RooksOnARectangleAreOneClass) {
  const Problem p = whole(2, 3, {{'R', 2}}, false);
  const referee::Result r = referee::solve(p);
  EXPECT_EQ(r.total, 6);
  EXPECT_EQ(r.fundamental, 1);
  EXPECT_EQ(dihedral(p).fundamental, 2);
  EXPECT_EQ(r.all, "--R\n-R-\n");
}

// Fixed pieces: an image that is no solution is not in the class (docs/symmetry.md). One
// queen fixed on (0,0) of the 5x5 torus, 4 more: the lines through (0,0), c = 2r and
// c = 3r, 2 solutions. The map c -> -c of the whole group (the mirror, then 1 column
// round) takes one to the other, and so does the board's main diagonal mirror (c = 2r to
// r = 2c, that is c = 3r): 1 class either way.
TEST(TranslationsReferee, AFixedPieceKeepsItsCell) {
  Problem p = whole(5, 5, {{'Q', 5}}, false);
  p.fixed = {{Piece{'Q', 0}, 0, 0}};
  const referee::Result r = referee::solve(p);
  EXPECT_EQ(r.total, 2);
  EXPECT_EQ(r.fundamental, 1);
  EXPECT_EQ(dihedral(p).fundamental, 1);
  // Fixed on (0,1): the lines c = 2r + 1, c = 3r + 1. The mirror about column 1,
  // c -> 2 - c, of the whole group takes one to the other: 1 class. Of the board's 8 maps
  // none but the identity takes c = 2r + 1 ((0,1) (1,3) (2,0) (3,2) (4,4)) to a set
  // holding (0,1) (worked one by one): 2 classes.
  p.fixed = {{Piece{'Q', 0}, 0, 1}};
  EXPECT_EQ(referee::solve(p).fundamental, 1);
  EXPECT_EQ(dihedral(p).fundamental, 2);
  EXPECT_EQ(referee::solve(p).total, 2);
}

// The problem as text says `translations` (after `torus`), and only when asked.
TEST(TranslationsReferee, ProblemTextSaysTranslations) {
  Problem p = whole(2, 3, {{'Q', 1}}, true);
  EXPECT_EQ(referee::problem_text(p), "d\ntorus\ntranslations\nsize 2 3\nQ\n");
  p.translations = false;
  EXPECT_EQ(referee::problem_text(p), "d\ntorus\nsize 2 3\nQ\n");
}

// Burnside's lemma: the number of orbits of a group acting on a set is the mean number of
// points each element fixes. The solutions of a problem without fixed pieces or pawns are
// a set the whole group acts on (the rules do not see where the board starts, nor which
// way it faces), with the colour swap when every kind has as many white pieces as black;
// so the referee's classes (r = solve(p)) must number the sum over (map, swap) of the
// solutions it fixes, divided by the number of (map, swap): a second count, by another
// route, of what solve() merges. Returns that count (-1 when it does not divide).
// Whether the colour swap maps the solutions of p to solutions: coloured, as many white
// pieces as black of each kind.
bool balanced(const Problem& p) {
  bool equal = p.coloured;
  for (const referee::PieceCount& pc : p.pieces) {
    const Piece other{pc.piece.type, pc.piece.colour == 'w' ? 'b' : 'w'};
    int other_count = 0;
    for (const referee::PieceCount& q : p.pieces) other_count += q.piece == other ? q.count : 0;
    equal = equal && other_count == pc.count;
  }
  return equal;
}

long long burnside_orbits(const Problem& p, const referee::Result& r) {
  std::vector<bool> swaps{false};
  if (balanced(p)) swaps.push_back(true);
  const std::vector<Motion> group = referee::motions(p);
  long long fixed_points = 0, boards = 0;
  for (size_t at = 0; at < r.all_no_symmetry.size();) {
    size_t end = r.all_no_symmetry.find("\n\n", at);
    if (end == std::string::npos) end = r.all_no_symmetry.size() - 1;
    const std::string text = r.all_no_symmetry.substr(at, end + 1 - at);
    at = end + 2;
    ++boards;
    Board b = referee::parse_board(text);
    b.torus = true;
    for (bool swap : swaps)
      for (const Motion& m : group) fixed_points += referee::board_text(referee::move(b, m, swap), p.coloured) == text;
  }
  EXPECT_EQ(boards, r.total);
  const long long elements = static_cast<long long>(group.size() * swaps.size());
  return fixed_points % elements == 0 ? fixed_points / elements : -1;
}

// ---- Published figures ----

// The fewest queens that dominate the n×n torus (A279402) and that dominate independently
// (A279404), n = 1..6; the sets counted at that number the same with and without
// translations, and fewer classes under the whole group. Where worked by hand: n = 1, 2,
// 3 one queen anywhere (1, 4, 9 sets; 1 class under the whole group); n = 5 independent:
// 5 queens attacking none on 5x5 are the 10 lines above (they dominate: one in each row),
// 2 dihedral classes, 1 under the whole group.
TEST(TranslationsReferee, MinimaMatchA279402AndA279404) {
  const long long hand_total[] = {0, 1, 4, 9};
  for (int n = 1; n <= 6; ++n) {
    for (bool independent : {false, true}) {
      SCOPED_TRACE("n " + std::to_string(n) + (independent ? " independent" : ""));
      Problem p = whole(n, n, {{'Q', 0}}, true);
      p.independent = independent;
      p.open = 0;
      const referee::Optimum least = referee::optimum(p, false);
      const int published = independent ? oeis::kTorusIndependentQueenDomination[n] : oeis::kTorusQueenDomination[n];
      ASSERT_EQ(least.count, published);
      Problem plain = p;
      plain.translations = false;
      const referee::Optimum dihedral_least = referee::optimum(plain, false);
      EXPECT_EQ(dihedral_least.count, published);
      EXPECT_EQ(least.result.total, dihedral_least.result.total);
      EXPECT_EQ(least.result.all_no_symmetry, dihedral_least.result.all_no_symmetry);
      EXPECT_LE(least.result.fundamental, dihedral_least.result.fundamental);
      Problem at = p;
      at.open = -1;
      at.pieces[0].count = published;
      EXPECT_EQ(least.result.fundamental, burnside_orbits(at, least.result));
      EXPECT_EQ(dihedral_least.result.fundamental, burnside_orbits(plain, dihedral_least.result));
      if (n <= 3) {
        EXPECT_EQ(least.result.total, hand_total[n]);
        EXPECT_EQ(least.result.fundamental, 1);
      }
      if (n == 5 && independent) {
        EXPECT_EQ(least.result.total, 10);
        EXPECT_EQ(dihedral_least.result.fundamental, 2);
        EXPECT_EQ(least.result.fundamental, 1);
      }
    }
  }
}

// ---- Burnside's lemma on random tori ----

// burnside_orbits() against solve() on random tori of every kind, without fixed pieces or
// pawns (whose images need not be solutions), every other coloured case made to hold as
// many black pieces as white of each kind (so that the swap is in the group).
TEST(TranslationsReferee, ClassesAreBurnsidesOrbitCountOnRandomTori) {
  using random_problems::Kind;
  int compared = 0, merged_more = 0, swapped = 0, holes = 0;
  for (Kind kind : {Kind::kColourlessIndependence, Kind::kColouredIndependence, Kind::kDomination,
                    Kind::kIndependentDomination, Kind::kTotalDomination}) {
    std::mt19937_64 rng(38000 + static_cast<std::uint64_t>(kind));
    for (int i = 0; i < 40; ++i) {
      Problem p = random_problems::random_problem(kind, rng, random_problems::Boards::kTorus);
      p.fixed.clear();
      if (p.coloured && i % 2 == 0) {
        std::vector<referee::PieceCount> both;
        for (const referee::PieceCount& pc : p.pieces) {
          if (pc.piece.colour != 'w') continue;
          both.push_back(pc);
          both.push_back({Piece{pc.piece.type, 'b'}, pc.count});
        }
        if (!both.empty()) p.pieces = both;
      }
      bool pawn = false;
      for (const referee::PieceCount& pc : p.pieces) pawn = pawn || pc.piece.type == 'P';
      if (pawn || random_problems::placements(p) > 20000) continue;
      p.translations = true;
      SCOPED_TRACE(referee::problem_text(p));
      const referee::Result r = referee::solve(p);
      EXPECT_EQ(r.fundamental, burnside_orbits(p, r));
      const referee::Result d = dihedral(p);
      EXPECT_EQ(r.all_no_symmetry, d.all_no_symmetry);
      EXPECT_EQ(d.fundamental, burnside_orbits([&p] { Problem q = p; q.translations = false; return q; }(), d));
      ++compared;
      merged_more += r.fundamental < d.fundamental ? 1 : 0;
      swapped += balanced(p) && r.total > 0 ? 1 : 0;
      holes += !p.blocked.empty() && r.total > 0 ? 1 : 0;
    }
  }
  // Worth something only if the translations merged classes often, with colours and holes.
  EXPECT_GE(compared, 80);
  EXPECT_GE(merged_more, 20);
  EXPECT_GE(swapped, 5);
  EXPECT_GE(holes, 10);
}

}  // namespace
