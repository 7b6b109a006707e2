// The test categories of the original program (its description's "Информация про
// тесты"), one GoogleTest suite each: IcBorderline, IcCombinations, Queens, Rooks,
// Colorful, Dominant. Every run goes through chessy::run_app, exactly what users run.
//
// Expectations come from published figures (named where used) or from the tiny brute
// force below, written inside this file from docs/rules.md and docs/symmetry.md without
// any code from encoder/, backends/, enumerate/ or cli/ (nor from tests/support/referee.*): it tries
// every placement on small boards, checks it directly, and groups the solutions into
// classes under the symmetries of the square (and the colour swap).
#include <gtest/gtest.h>

#include "param_names.hpp"

#include <algorithm>
#include <cctype>
#include <functional>
#include <map>
#include <ostream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cli/app.hpp"

namespace {

// ---------------------------------------------------------------------------------
// Brute force.
namespace brute {

struct Piece {
  char type = 0;    // 'Q', 'R', 'B', 'N', 'K', 'P'; 0 = empty cell
  char colour = 0;  // 'w', 'b', or 0 when colourless
};

struct Kind {
  Piece piece;
  int count = 0;  // exact number on the board, fixed ones included
};

struct Fixed {
  Piece piece;
  int row = 0, col = 0;
};

struct Problem {
  int m = 8;
  bool domination = false;
  std::vector<Kind> kinds;
  std::vector<Fixed> fixed;
};

struct Result {
  long long fundamental = 0;
  long long total = 0;
  std::vector<std::string> boards;           // every solution as output text, ascending
  std::vector<std::string> representatives;  // least member of each class, ascending
};

using Board = std::vector<Piece>;  // cells[row * m + col]

bool coloured(const Problem& p) {
  for (const Kind& k : p.kinds)
    if (k.piece.colour) return true;
  return false;
}

// The problem as chessy-sat input text (docs/input.md).
std::string text(const Problem& p) {
  std::string t = "size " + std::to_string(p.m) + "\n";
  if (p.domination) t += "d\n";
  auto name = [](const Piece& piece) {
    std::string s(1, static_cast<char>(piece.type + ('a' - 'A')));
    if (piece.colour) s += std::string(" ") + piece.colour;
    return s;
  };
  for (const Kind& k : p.kinds) t += std::to_string(k.count) + "*" + name(k.piece) + "\n";
  for (const Fixed& f : p.fixed)
    t += name(f.piece) + " @ " + std::to_string(f.row) + "," + std::to_string(f.col) + "\n";
  return t;
}

// Calls visit(cell) for every cell the piece on (r, c) attacks; rays stop at the
// first occupied cell, which is attacked (docs/rules.md). see_through is a WRONG rule
// (rays pass through pieces), used only to show that a test position discriminates.
void attacks(const Board& b, int m, int r, int c, bool see_through,
             const std::function<void(int)>& visit) {
  const Piece p = b[r * m + c];
  auto inside = [m](int rr, int cc) { return rr >= 0 && rr < m && cc >= 0 && cc < m; };
  auto ray = [&](int dr, int dc) {
    for (int rr = r + dr, cc = c + dc; inside(rr, cc); rr += dr, cc += dc) {
      visit(rr * m + cc);
      if (b[rr * m + cc].type && !see_through) break;
    }
  };
  auto jump = [&](int dr, int dc) {
    if (inside(r + dr, c + dc)) visit((r + dr) * m + c + dc);
  };
  if (p.type == 'Q' || p.type == 'R') {
    ray(0, 1); ray(0, -1); ray(1, 0); ray(-1, 0);
  }
  if (p.type == 'Q' || p.type == 'B') {
    ray(1, 1); ray(1, -1); ray(-1, 1); ray(-1, -1);
  }
  if (p.type == 'N') {
    const int d[8][2] = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};
    for (const auto& x : d) jump(x[0], x[1]);
  }
  if (p.type == 'K')
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc)
        if (dr || dc) jump(dr, dc);
  if (p.type == 'P') {
    const int down = p.colour == 'b' ? -1 : 1;  // white (and colourless) pawns attack down
    jump(down, -1);
    jump(down, 1);
  }
}

// Independence (colourless or coloured) or domination, checked on a full board.
bool is_solution(const Board& b, int m, bool domination, bool see_through = false) {
  if (domination) {
    std::vector<bool> covered(b.size(), false);
    for (int i = 0; i < m * m; ++i)
      if (b[i].type) {
        covered[i] = true;
        attacks(b, m, i / m, i % m, see_through, [&](int j) { covered[j] = true; });
      }
    return std::find(covered.begin(), covered.end(), false) == covered.end();
  }
  bool ok = true;
  for (int i = 0; i < m * m; ++i)
    if (b[i].type)
      attacks(b, m, i / m, i % m, see_through, [&](int j) {
        const Piece& target = b[j];
        if (target.type && (!b[i].colour || target.colour != b[i].colour)) ok = false;
      });
  return ok;
}

std::string render(const Board& b, int m, bool colour) {
  std::string s;
  for (int r = 0; r < m; ++r) {
    for (int c = 0; c < m; ++c) {
      const Piece& p = b[r * m + c];
      if (colour) {
        s += p.type ? p.type : '-';
        s += p.type ? p.colour : ' ';
      } else {
        s += p.type ? p.type : '-';
      }
    }
    s += '\n';
  }
  return s;
}

// The 8 symmetries of the square, as maps of (row, col).
int image(int g, int m, int r, int c) {
  int rr = r, cc = c;
  switch (g) {
    case 0: break;
    case 1: rr = c; cc = m - 1 - r; break;          // rotation
    case 2: rr = m - 1 - r; cc = m - 1 - c; break;  // half turn
    case 3: rr = m - 1 - c; cc = r; break;          // rotation the other way
    case 4: cc = m - 1 - c; break;                  // mirror in the vertical axis
    case 5: rr = m - 1 - r; break;                  // mirror in the horizontal axis
    case 6: rr = c; cc = r; break;                  // main diagonal
    case 7: rr = m - 1 - c; cc = m - 1 - r; break;  // anti-diagonal
  }
  return rr * m + cc;
}

Result solve(const Problem& p, bool see_through = false) {
  const int m = p.m;
  const bool colour = coloured(p);
  Board board(static_cast<std::size_t>(m * m));
  std::vector<Kind> left = p.kinds;
  for (const Fixed& f : p.fixed) {
    board[f.row * m + f.col] = f.piece;
    for (Kind& k : left)
      if (k.piece.type == f.piece.type && k.piece.colour == f.piece.colour) --k.count;
  }
  std::map<std::string, Board> solutions;
  // Pieces of one kind go on increasing cells (they are indistinguishable). Colourless
  // independence is pruned on partial boards: an attack there can never be undone.
  std::function<void(std::size_t, int)> place = [&](std::size_t k, int from) {
    if (k == left.size()) {
      if (is_solution(board, m, p.domination, see_through))
        solutions.emplace(render(board, m, colour), board);
      return;
    }
    if (left[k].count == 0) return place(k + 1, 0);
    for (int i = from; i < m * m; ++i) {
      if (board[i].type) continue;
      board[i] = left[k].piece;
      --left[k].count;
      if (p.domination || colour || is_solution(board, m, false, see_through)) place(k, i + 1);
      ++left[k].count;
      board[i] = Piece{};
    }
  };
  for (const Kind& k : left)
    if (k.count < 0) return {};
  place(0, 0);

  Result result;
  std::set<std::string> seen;
  for (const auto& [name, b] : solutions) {
    result.boards.push_back(name);
    if (seen.count(name)) continue;
    ++result.fundamental;
    std::string least = name;
    for (int g = 0; g < 8; ++g)
      for (int swap = 0; swap <= (colour ? 1 : 0); ++swap) {
        Board img(b.size());
        for (int i = 0; i < m * m; ++i) {
          Piece q = b[i];
          if (swap && q.colour) q.colour = q.colour == 'w' ? 'b' : 'w';
          img[image(g, m, i / m, i % m)] = q;
        }
        const std::string s = render(img, m, colour);
        if (solutions.count(s)) {  // images that are not solutions are not in the class
          seen.insert(s);
          least = std::min(least, s);
        }
      }
    result.representatives.push_back(least);
  }
  result.total = static_cast<long long>(solutions.size());
  std::sort(result.representatives.begin(), result.representatives.end());
  return result;
}

// Reads a colourless board as printed by chessy-sat (docs/output.md).
Board parse_board(const std::string& out, int m) {
  Board b;
  std::istringstream lines(out);
  std::string line;
  while (std::getline(lines, line)) {
    if (line.empty()) continue;
    if (static_cast<int>(line.size()) != m) return {};
    for (char c : line) b.push_back(Piece{c == '-' ? '\0' : c, 0});
  }
  if (static_cast<int>(b.size()) != m * m) return {};
  return b;
}

}  // namespace brute

// ---------------------------------------------------------------------------------
// Helpers around the program.

struct Ran {
  int status = -1;
  std::string out, err;
};

Ran run(const std::string& problem, std::vector<std::string> args) {
  args.insert(args.begin(), "-");
  std::istringstream in(problem);
  std::ostringstream out, err;
  Ran r;
  r.status = chessy::run_app(args, in, out, err);
  r.out = out.str();
  r.err = err.str();
  return r;
}

std::string count_text(long long fundamental, long long total) {
  return "fundamental: " + std::to_string(fundamental) + "\ntotal: " + std::to_string(total) +
         "\n";
}

std::string joined(const std::vector<std::string>& boards) {
  std::string s;
  for (std::size_t i = 0; i < boards.size(); ++i) s += (i ? "\n" : "") + boards[i];
  return s;
}

int solved_status(long long total) {
  return total > 0 ? chessy::kExitSolved : chessy::kExitNoSolution;
}

// Compares --count, --all and (for small totals) --all --no-symmetry with the brute
// force.
void expect_matches_brute_force(const brute::Problem& p, const brute::Result& want) {
  const std::string input = brute::text(p);
  const Ran count = run(input, {"--count"});
  EXPECT_EQ(count.out, count_text(want.fundamental, want.total))
      << "input:\n" << input << "stderr: " << count.err;
  EXPECT_EQ(count.status, solved_status(want.total)) << "input:\n" << input;
  if (want.fundamental <= 3000) {
    const Ran all = run(input, {"--all"});
    EXPECT_EQ(all.out, joined(want.representatives))
        << "--all differs from the brute force's class representatives; input:\n" << input;
  }
  if (want.total <= 3000) {
    const Ran every = run(input, {"--all", "--no-symmetry"});
    EXPECT_EQ(every.out, joined(want.boards))
        << "--all --no-symmetry differs from the brute force; input:\n" << input;
  }
}

brute::Kind kind(int count, char type, char colour = 0) { return {{type, colour}, count}; }

struct Named {
  std::string name;
  brute::Problem problem;
};

// Names the case in test output, and in ctest, which shows the printed value in place
// of the index of a parameterised test: ".../MatchBruteForce/QRBNK_5x5".
void PrintTo(const Named& c, std::ostream* os) { *os << c.name; }

// ---------------------------------------------------------------------------------
// ic_borderline: the largest number of identical colourless pieces that still fit
// without attacks has a solution; one more has none.
//
// Published independence numbers on n×n: queens n (n >= 4; 1 on 2×2, 2 on 3×3),
// rooks n, bishops 2n-2 (n >= 2), knights ceil(n²/2) (n >= 3; 4 on 2×2),
// kings ceil(n/2)². On 8×8: 8, 8, 14, 32, 16.
int independence_number(char type, int n) {
  if (n == 1) return 1;
  switch (type) {
    case 'Q': return n == 2 ? 1 : n == 3 ? 2 : n;
    case 'R': return n;
    case 'B': return 2 * n - 2;
    case 'N': return n == 2 ? 4 : (n * n + 1) / 2;
    case 'K': return ((n + 1) / 2) * ((n + 1) / 2);
  }
  return -1;
}

struct Border {
  char type;
  int n;
};

// ".../MaximumFitsAndOneMoreDoesNot/Q_8x8" (see PrintTo(const Named&) above).
void PrintTo(const Border& b, std::ostream* os) { *os << b.type << "_" << b.n << "x" << b.n; }

class IcBorderline : public testing::TestWithParam<Border> {};

TEST_P(IcBorderline, MaximumFitsAndOneMoreDoesNot) {
  const auto [type, n] = GetParam();
  const int max = independence_number(type, n);
  brute::Problem p{n, false, {kind(max, type)}, {}};

  // The maximum: a solution, and the printed board really is one.
  const Ran yes = run(brute::text(p), {});
  EXPECT_EQ(yes.status, chessy::kExitSolved) << brute::text(p) << yes.out << yes.err;
  const brute::Board board = brute::parse_board(yes.out, n);
  ASSERT_EQ(static_cast<int>(board.size()), n * n) << "not a board:\n" << yes.out;
  EXPECT_EQ(std::count_if(board.begin(), board.end(),
                          [type = type](const brute::Piece& q) { return q.type == type; }),
            max)
      << yes.out;
  EXPECT_TRUE(brute::is_solution(board, n, false)) << "pieces attack each other:\n" << yes.out;

  // One more: none (or an input error when there are more pieces than cells, docs/input.md).
  p.kinds[0].count = max + 1;
  const Ran no = run(brute::text(p), {});
  if (max + 1 > n * n) {
    EXPECT_EQ(no.status, chessy::kExitBadInput) << brute::text(p) << no.out << no.err;
  } else {
    EXPECT_EQ(no.status, chessy::kExitNoSolution) << brute::text(p) << no.out << no.err;
    EXPECT_EQ(no.out.find(type), std::string::npos) << "a board was printed:\n" << no.out;
  }

  // Small boards: the brute force confirms the published number and the counts.
  if (n <= 5) {
    p.kinds[0].count = max;
    const brute::Result at_max = brute::solve(p);
    EXPECT_GT(at_max.total, 0) << "the published maximum does not fit";
    expect_matches_brute_force(p, at_max);
    if (max + 1 <= n * n) {
      p.kinds[0].count = max + 1;
      EXPECT_EQ(brute::solve(p).total, 0) << "the published maximum is not the maximum";
    }
  }
}

std::vector<Border> borders() {
  std::vector<Border> b;
  for (char type : std::string("QRBNK"))
    for (int n = 1; n <= 8; ++n) b.push_back({type, n});
  return b;
}

INSTANTIATE_TEST_SUITE_P(Boards, IcBorderline, testing::ValuesIn(borders()));

// ---------------------------------------------------------------------------------
// ic_combinations: different colourless pieces, compared with the brute force.
class IcCombinations : public testing::TestWithParam<Named> {};

TEST_P(IcCombinations, MatchBruteForce) {
  const brute::Problem& p = GetParam().problem;
  expect_matches_brute_force(p, brute::solve(p));
}

const std::vector<Named> kMixed = {
    Named{"QRBNK_5x5", {5, false, {kind(1, 'Q'), kind(1, 'R'), kind(1, 'B'), kind(1, 'N'), kind(1, 'K')}, {}}},
    Named{"2N2KB_4x4", {4, false, {kind(2, 'N'), kind(2, 'K'), kind(1, 'B')}, {}}},
    Named{"2Q2N_5x5", {5, false, {kind(2, 'Q'), kind(2, 'N')}, {}}},
    Named{"R2B3P_4x4", {4, false, {kind(1, 'R'), kind(2, 'B'), kind(3, 'P')}, {}}},
    Named{"2K2Q2BN_5x5", {5, false, {kind(2, 'K'), kind(2, 'Q'), kind(2, 'B'), kind(1, 'N')}, {}}},
    Named{"QNK_FixedQueen_4x4", {4, false, {kind(1, 'Q'), kind(2, 'N'), kind(1, 'K')}, {{{'Q', 0}, 0, 1}}}},
    Named{"NoRoomFor3Q3R_4x4", {4, false, {kind(3, 'Q'), kind(3, 'R')}, {}}}};

INSTANTIATE_TEST_SUITE_P(Mixed, IcCombinations, testing::ValuesIn(kMixed));

// The published mixed figure (2 kings, 2 queens, 2 bishops and a knight fit
// on 6×6 in 23,752 ways) takes a couple of seconds; it is checked once, through
// problems/mixed6.txt in cli/problems_test.cpp.

// ---------------------------------------------------------------------------------
// queens: n queens on n×n, fundamental solutions for n = 5..8 (OEIS A002562, as the
// original took them from Wikipedia), and --all prints that many boards.
class Queens : public testing::TestWithParam<int> {};

TEST_P(Queens, FundamentalSolutions) {
  const int n = GetParam();
  const long long fundamental[] = {0, 0, 0, 0, 0, 2, 1, 6, 12};
  const long long total[] = {0, 0, 0, 0, 0, 10, 4, 40, 92};
  const std::string input = "size " + std::to_string(n) + "\n" + std::to_string(n) + "*q\n";
  const Ran count = run(input, {"--count"});
  EXPECT_EQ(count.out, count_text(fundamental[n], total[n])) << input << count.err;
  EXPECT_EQ(count.status, chessy::kExitSolved);
  const Ran all = run(input, {"--all"});
  long long queens = std::count(all.out.begin(), all.out.end(), 'Q');
  EXPECT_EQ(queens, fundamental[n] * n) << all.out;
  if (n <= 6) {  // and exactly the brute force's representatives
    const brute::Problem p{n, false, {kind(n, 'Q')}, {}};
    EXPECT_EQ(all.out, joined(brute::solve(p).representatives));
  }
}

INSTANTIATE_TEST_SUITE_P(Wikipedia, Queens, testing::Values(5, 6, 7, 8));

// ---------------------------------------------------------------------------------
// rooks: n rooks on n×n, n! solutions (one per permutation), n = 5..7.
class Rooks : public testing::TestWithParam<int> {};

TEST_P(Rooks, FactorialTotals) {
  const int n = GetParam();
  long long factorial = 1;
  for (int i = 2; i <= n; ++i) factorial *= i;
  const std::string input = "size " + std::to_string(n) + "\n" + std::to_string(n) + "*r\n";
  const Ran plain = run(input, {"--count", "--no-symmetry"});
  EXPECT_EQ(plain.out, count_text(factorial, factorial)) << input << plain.err;
  EXPECT_EQ(plain.status, chessy::kExitSolved);
  const Ran merged = run(input, {"--count"});
  EXPECT_NE(merged.out.find("\ntotal: " + std::to_string(factorial) + "\n"), std::string::npos)
      << input << merged.out << merged.err;
}

INSTANTIATE_TEST_SUITE_P(Permutations, Rooks, testing::Values(5, 6, 7));

// ---------------------------------------------------------------------------------
// colorful: coloured pieces; only attacks between the colours are forbidden, and
// the colour swap joins the symmetries (docs/rules.md, docs/symmetry.md).
class Colorful : public testing::TestWithParam<Named> {};

TEST_P(Colorful, MatchBruteForce) {
  const brute::Problem& p = GetParam().problem;
  expect_matches_brute_force(p, brute::solve(p));
}

const std::vector<Named> kColours = {
    // one rook of each colour, then two of each
    Named{"OneRookEach_4x4", {4, false, {kind(1, 'R', 'w'), kind(1, 'R', 'b')}, {}}},
    Named{"OneRookEach_5x5", {5, false, {kind(1, 'R', 'w'), kind(1, 'R', 'b')}, {}}},
    Named{"TwoRooksEach_4x4", {4, false, {kind(2, 'R', 'w'), kind(2, 'R', 'b')}, {}}},
    Named{"TwoRooksEach_5x5", {5, false, {kind(2, 'R', 'w'), kind(2, 'R', 'b')}, {}}},
    // all pieces one colour: they may attack each other, so every placement counts
    Named{"AllWhite_2QR_4x4", {4, false, {kind(2, 'Q', 'w'), kind(1, 'R', 'w')}, {}}},
    Named{"AllBlack_2NP_4x4", {4, false, {kind(2, 'N', 'b'), kind(1, 'P', 'b')}, {}}},
    // different pieces of both colours
    Named{"QwNw_BbKb_4x4", {4, false, {kind(1, 'Q', 'w'), kind(1, 'N', 'w'), kind(1, 'B', 'b'), kind(1, 'K', 'b')}, {}}},
    Named{"RwPw_PbKb_4x4", {4, false, {kind(1, 'R', 'w'), kind(1, 'P', 'w'), kind(1, 'P', 'b'), kind(1, 'K', 'b')}, {}}},
    Named{"QwPw_QbPb_4x4", {4, false, {kind(1, 'Q', 'w'), kind(1, 'P', 'w'), kind(1, 'Q', 'b'), kind(1, 'P', 'b')}, {}}},
    Named{"2Bw_Rb_FixedRook_5x5", {5, false, {kind(2, 'B', 'w'), kind(1, 'R', 'b')}, {{{'R', 'b'}, 2, 2}}}}};

INSTANTIATE_TEST_SUITE_P(Colours, Colorful, testing::ValuesIn(kColours));

// One white and one black rook on 8×8, by hand: 64 * 49 = 3,136 placements; by
// Burnside's lemma over the 16 symmetries (square × colour swap), fixed points
// 3136 + 64 (half turn with swap) + 4 * 56 (each diagonal, with and without swap)
// = 3,424 = 16 * 214.
TEST(Colorful, OneRookEachOnEightByEight) {
  const Ran r = run("r w\nr b\n", {"--count"});
  EXPECT_EQ(r.out, count_text(214, 3136)) << r.err;
  EXPECT_EQ(r.status, chessy::kExitSolved);
  const brute::Result b = brute::solve({8, false, {kind(1, 'R', 'w'), kind(1, 'R', 'b')}, {}});
  EXPECT_EQ(b.fundamental, 214);  // the brute force agrees with the hand count
  EXPECT_EQ(b.total, 3136);
}

// All pieces of one colour never conflict: 2 white queens and a white rook on 4×4
// stand in C(16,2) * 14 = 1,680 ways, whatever the attacks.
TEST(Colorful, OneColourCountsEveryPlacement) {
  const Ran r = run("size 4\n2*q w\nr w\n", {"--count", "--no-symmetry"});
  EXPECT_EQ(r.out, count_text(1680, 1680)) << r.err;
}

// ---------------------------------------------------------------------------------
// dominant: every cell occupied or attacked; rays stop at any piece.
class Dominant : public testing::TestWithParam<Named> {};

TEST_P(Dominant, MatchBruteForce) {
  const brute::Problem& p = GetParam().problem;
  expect_matches_brute_force(p, brute::solve(p));
}

brute::Problem dom(int m, std::vector<brute::Kind> kinds, std::vector<brute::Fixed> fixed = {}) {
  return {m, true, std::move(kinds), std::move(fixed)};
}

const std::vector<Named> kCover = {
    // the basic case
    Named{"TwoQueens_4x4", dom(4, {kind(2, 'Q')})},
    Named{"ThreeQueens_5x5", dom(5, {kind(3, 'Q')})},
    Named{"OneQueen_4x4_None", dom(4, {kind(1, 'Q')})},
    // pawns in the way of queens and rooks
    Named{"QueenPawn_3x3", dom(3, {kind(1, 'Q'), kind(1, 'P')})},
    Named{"QueenRookPawn_4x4", dom(4, {kind(1, 'Q'), kind(1, 'R'), kind(1, 'P')})},
    Named{"TwoQueensTwoPawns_4x4", dom(4, {kind(2, 'Q'), kind(2, 'P')})},
    // mixed pieces
    Named{"RBNK_4x4", dom(4, {kind(1, 'R'), kind(1, 'B'), kind(1, 'N'), kind(1, 'K')})},
    Named{"Q2BP_5x5", dom(5, {kind(1, 'Q'), kind(2, 'B'), kind(1, 'P')})},
    Named{"2R2N_5x5", dom(5, {kind(2, 'R'), kind(2, 'N')})},
    Named{"KNFixedRook_4x4", dom(4, {kind(1, 'R'), kind(2, 'K'), kind(1, 'N')}, {{{'R', 0}, 1, 1}})}};

INSTANTIATE_TEST_SUITE_P(Cover, Dominant, testing::ValuesIn(kCover));

// The basic case, by hand: one queen dominates 3×3 only from the centre.
TEST(Dominant, OneQueenOnThreeByThree) {
  const Ran r = run("size 3\nd\nq\n", {"--count"});
  EXPECT_EQ(r.out, count_text(1, 1)) << r.err;
  const Ran all = run("size 3\nd\nq\n", {"--all"});
  EXPECT_EQ(all.out, "---\n-Q-\n---\n");
}

// A pawn stops a queen's ray. On 3×3 the queen at (0,1) with a white pawn right below
// it at (1,1) covers every cell except (2,1): that cell lies behind the pawn, and a
// white pawn attacks diagonally down only. So this board is not a solution. By hand,
// the solutions are the queen in the centre with the pawn anywhere (8), and the queen
// in a corner with the pawn on one cell it misses, attacking the other (4): 12 in 3
// classes. Letting rays pass through pieces would add exactly that board (13).
TEST(Dominant, PawnStopsQueenRay) {
  const std::string input = "size 3\nd\nq\np\n";
  const std::string hidden = "-Q-\n-P-\n---\n";
  const Ran count = run(input, {"--count"});
  EXPECT_EQ(count.out, count_text(3, 12)) << count.err;
  const Ran every = run(input, {"--all", "--no-symmetry"});
  EXPECT_EQ(every.out.find(hidden), std::string::npos)
      << "a board whose bottom middle cell is covered only through the pawn was printed:\n"
      << every.out;
  EXPECT_EQ(std::count(every.out.begin(), every.out.end(), 'Q'), 12) << every.out;

  // The position discriminates: the brute force with see-through rays finds the
  // extra board, the correct one does not.
  const brute::Problem p = dom(3, {kind(1, 'Q'), kind(1, 'P')});
  const brute::Result right = brute::solve(p), wrong = brute::solve(p, true);
  EXPECT_EQ(right.total, 12);
  EXPECT_EQ(wrong.total, 13);
  EXPECT_NE(std::find(wrong.boards.begin(), wrong.boards.end(), hidden), wrong.boards.end());
  EXPECT_EQ(std::find(right.boards.begin(), right.boards.end(), hidden), right.boards.end());

  // The same board with both pieces fixed: no solution.
  const Ran fixed = run("size 3\nd\nq\np\nq @ 0,1\np @ 1,1\n", {"--count"});
  EXPECT_EQ(fixed.out, count_text(0, 0)) << fixed.err;
  EXPECT_EQ(fixed.status, chessy::kExitNoSolution);
}

// A longer ray: on 4×4 a queen at (0,0) and pawns; the brute force with see-through
// rays differs, so the comparison in Cover/Dominant.MatchBruteForce/QueenRookPawn_4x4
// and TwoQueensTwoPawns_4x4 would catch rays that pass through pieces.
TEST(Dominant, BlockingPositionsDiscriminate) {
  for (const brute::Problem& p :
       {dom(4, {kind(1, 'Q'), kind(1, 'R'), kind(1, 'P')}), dom(4, {kind(2, 'Q'), kind(2, 'P')})})
    EXPECT_NE(brute::solve(p).total, brute::solve(p, true).total) << brute::text(p);
}

// ---------------------------------------------------------------------------------

TEST(CategoryCases, ParameterNamesAreDistinctAndValid) {
  expect_distinct_valid_names(borders());
  expect_distinct_valid_names(kMixed);
  expect_distinct_valid_names(kColours);
  expect_distinct_valid_names(kCover);
}

}  // namespace
