// The huge-board engine (enumerate/huge/huge_board.hpp): the construction on empty boards,
// the local search for completion, the cheap proofs of "none" and giving up honestly
// (the default mode's use of it on ordinary boards: tests/cli/engine_stats_test.cpp). Placements are judged by a checker
// of this file (columns, diagonals, fixed pieces, holes, the count: O(rows + cols)),
// and on small boards against a plain search of this file.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "enumerate/huge/huge_board.hpp"
#include "enumerate/huge/queens_construction.hpp"
#include "model/parse.hpp"

namespace chessy {
namespace {

const std::atomic<bool> kGoOn{false};

Problem board(int rows, int cols, Kind kind, int count) {
  Problem p;
  p.rows = rows;
  p.cols = cols;
  p.size_given = true;
  p.types = {{kind, Colour::None}};
  p.counts = {count};
  return p;
}

// The holes as Problem keeps them: sorted by cell, each once.
void sort_blocked(Problem& p) {
  auto key = [](const BlockedCell& b) { return std::pair(b.row, b.col); };
  std::sort(p.blocked.begin(), p.blocked.end(), [&](const BlockedCell& a, const BlockedCell& b) { return key(a) < key(b); });
  p.blocked.erase(std::unique(p.blocked.begin(), p.blocked.end(),
                              [&](const BlockedCell& a, const BlockedCell& b) { return key(a) == key(b); }),
                  p.blocked.end());
}

// Why `col` is not a solution of `p` (queens or rooks), or "".
std::string broken(const Problem& p, const std::vector<int>& col) {
  if (col.size() != static_cast<std::size_t>(p.rows)) return "not one entry a row";
  const bool queens = p.types[0].kind == Kind::Queen;
  std::vector<char> used(p.cols, 0), down(p.rows + p.cols, 0), up(p.rows + p.cols, 0);
  std::set<std::pair<int, int>> holes;
  for (const BlockedCell& b : p.blocked) holes.insert({b.row, b.col});
  int pieces = 0;
  for (int r = 0; r < p.rows; ++r) {
    const int c = col[r];
    if (c < 0) continue;
    ++pieces;
    const std::string at = std::to_string(r) + "," + std::to_string(c);
    if (c >= p.cols) return "off the board at " + at;
    if (used[c]++) return "a column twice at " + at;
    if (queens && (down[r + c]++ || up[r - c + p.cols]++)) return "a diagonal twice at " + at;
    if (holes.count({r, c})) return "on a hole at " + at;
  }
  for (const FixedPiece& f : p.fixed)
    if (col[f.row] != f.col) return "fixed piece on row " + std::to_string(f.row) + " moved";
  if (pieces != p.counts[0]) return std::to_string(pieces) + " pieces";
  return "";
}

// `k` mutually non-attacking random queens (or rooks) fixed on `p`, none on a hole.
void fix_random(Problem& p, int k, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::set<long long> rows, cols, down, up;
  std::set<std::pair<int, int>> holes;
  for (const BlockedCell& b : p.blocked) holes.insert({b.row, b.col});
  const bool queens = p.types[0].kind == Kind::Queen;
  for (long tries = 0; static_cast<int>(p.fixed.size()) < k && tries < 100000; ++tries) {
    const int r = static_cast<int>(rng() % p.rows), c = static_cast<int>(rng() % p.cols);
    if (rows.count(r) || cols.count(c) || holes.count({r, c}) || (queens && (down.count(r + c) || up.count(r - c))))
      continue;
    rows.insert(r), cols.insert(c), down.insert(r + c), up.insert(r - c);
    p.fixed.push_back({0, r, c, 0});
  }
}

// Whether `p` (small) has a solution: rows in order, each empty or with a piece that
// takes a free column (and free diagonals, for queens) off the holes.
bool solvable(const Problem& p) {
  const bool queens = p.types[0].kind == Kind::Queen;
  std::vector<int> fixed_col(p.rows, -1);
  std::vector<char> used(p.cols, 0), down(p.rows + p.cols, 0), up(p.rows + p.cols, 0);
  auto toggle = [&](int r, int c) {
    used[c] ^= 1;
    if (queens) down[r + c] ^= 1, up[r - c + p.cols] ^= 1;
  };
  for (const FixedPiece& f : p.fixed) fixed_col[f.row] = f.col, toggle(f.row, f.col);
  std::function<bool(int, int)> place = [&](int r, int left) -> bool {
    if (r == p.rows) return left == 0;
    if (fixed_col[r] >= 0) return place(r + 1, left);
    if (p.rows - r < left) return false;
    if (place(r + 1, left)) return true;
    for (int c = 0; c < p.cols && left > 0; ++c) {
      if (used[c] || (queens && (down[r + c] || up[r - c + p.cols])) || p.is_blocked(r, c)) continue;
      toggle(r, c);
      const bool done = place(r + 1, left - 1);
      toggle(r, c);
      if (done) return true;
    }
    return false;
  };
  Problem fixed_alone = p;  // the fixed pieces must be a placement of their own
  fixed_alone.counts = {static_cast<int>(p.fixed.size())};
  return broken(fixed_alone, fixed_col).empty() && p.fixed.size() <= static_cast<std::size_t>(p.counts[0]) &&
         place(0, p.counts[0] - static_cast<int>(p.fixed.size()));
}

TEST(HugeBoard, TheStaircaseSolvesEveryBoardButTwoAndThree) {
  for (int n : {1, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 20, 21, 26, 27, 100, 101, 102, 103, 104, 105, 200}) {
    Problem p = board(n, n, Kind::Queen, n);
    EXPECT_EQ(broken(p, queens_staircase(n)), "") << n;
  }
  for (int n = 1; n <= 200; ++n) {
    const Problem p = board(n, n, Kind::Queen, n);
    const HugeAnswer a = solve_huge(p, kGoOn);
    if (n == 2 || n == 3) {
      EXPECT_EQ(a.status, HugeAnswer::Status::NoneExists) << n;
      EXPECT_FALSE(a.why.empty());
    } else {
      ASSERT_EQ(a.status, HugeAnswer::Status::Found) << n;
      EXPECT_EQ(broken(p, a.col), "") << n;
    }
  }
  for (int n : {1'000'000, 1'000'001, 1'000'002, 1'000'003, 1'000'004, 1'000'005}) {  // every n mod 6
    const Problem p = board(n, n, Kind::Queen, n);
    const HugeAnswer a = solve_huge(p, kGoOn);
    ASSERT_EQ(a.status, HugeAnswer::Status::Found) << n;
    EXPECT_EQ(broken(p, a.col), "") << n;
  }
}

TEST(HugeBoard, EmptyBoardsOfAnyShapeAndCountAgreeWithASearch) {
  for (Kind kind : {Kind::Queen, Kind::Rook})
    for (int rows = 1; rows <= 6; ++rows)
      for (int cols = 1; cols <= 6; ++cols)
        for (int k = 0; k <= std::min(rows, cols) + 1; ++k) {
          const Problem p = board(rows, cols, kind, k);
          const std::optional<std::vector<int>> col = empty_board_placement(kind, rows, cols, k);
          const std::string what = std::to_string(k) + " on " + std::to_string(rows) + "x" + std::to_string(cols);
          EXPECT_EQ(col.has_value(), solvable(p)) << what;
          if (col) {
            EXPECT_EQ(broken(p, *col), "") << what;
          }
          const HugeAnswer a = solve_huge(p, kGoOn);
          EXPECT_EQ(a.status, col ? HugeAnswer::Status::Found : HugeAnswer::Status::NoneExists) << what;
        }
  const Problem wide = board(3, 10'000'000, Kind::Queen, 3), tall = board(10'000'000, 2, Kind::Queen, 2);
  EXPECT_EQ(broken(wide, solve_huge(wide, kGoOn).col), "");
  EXPECT_EQ(broken(tall, solve_huge(tall, kGoOn).col), "");
}

TEST(HugeBoard, CompletionsKeepTheFixedPiecesAndAvoidTheHoles) {
  for (Kind kind : {Kind::Queen, Kind::Rook})
    for (std::uint64_t seed = 1; seed <= 6; ++seed)
      for (int n : {40, 97, 500, 3000}) {
        Problem p = board(n, n, kind, n);
        std::mt19937_64 rng(seed);
        for (int i = 0; i < n / 4; ++i) p.blocked.push_back({static_cast<int>(rng() % n), static_cast<int>(rng() % n), 0});
        sort_blocked(p);
        fix_random(p, n / 10, seed);
        const HugeAnswer a = solve_huge(p, kGoOn, seed);
        ASSERT_EQ(a.status, HugeAnswer::Status::Found) << n << " seed " << seed;
        EXPECT_EQ(broken(p, a.col), "") << n << " seed " << seed;
      }
  Problem big = board(100'000, 100'000, Kind::Queen, 100'000);
  fix_random(big, 10'000, 7);
  const HugeAnswer a = solve_huge(big, kGoOn);
  ASSERT_EQ(a.status, HugeAnswer::Status::Found);
  EXPECT_EQ(broken(big, a.col), "");
}

TEST(HugeBoard, RectanglesAndFewerPiecesThanRows) {
  struct Case {
    int rows, cols, count, fixed;
  };
  for (Kind kind : {Kind::Queen, Kind::Rook})
    for (const Case& c : {Case{30, 200, 30, 3}, Case{200, 30, 30, 3}, Case{300, 300, 120, 10}, Case{50, 70, 20, 0},
                          Case{1000, 20000, 1000, 50}}) {
      Problem p = board(c.rows, c.cols, kind, c.count);
      p.blocked = {{0, 0, 0}, {1, 5, 0}, {2, 7, 0}};
      fix_random(p, c.fixed, 3);
      const HugeAnswer a = solve_huge(p, kGoOn);
      ASSERT_EQ(a.status, HugeAnswer::Status::Found) << c.rows << "x" << c.cols;
      EXPECT_EQ(broken(p, a.col), "") << c.rows << "x" << c.cols;
    }
}

TEST(HugeBoard, SmallRandomCompletionsAgreeWithASearch) {
  std::mt19937_64 rng(11);
  int found = 0, none = 0;
  for (int i = 0; i < 300; ++i) {
    const int n = 4 + static_cast<int>(rng() % 4);
    Problem p = board(n, n, i % 3 ? Kind::Queen : Kind::Rook, n - static_cast<int>(rng() % 2));
    for (int h = static_cast<int>(rng() % 4); h > 0; --h)
      p.blocked.push_back({static_cast<int>(rng() % n), static_cast<int>(rng() % n), 0});
    sort_blocked(p);
    fix_random(p, static_cast<int>(rng() % 3), rng());
    const HugeAnswer a = solve_huge(p, kGoOn, i, 200'000);
    const bool exists = solvable(p);
    if (a.status == HugeAnswer::Status::Found) {
      EXPECT_EQ(broken(p, a.col), "") << i;
    }
    if (a.status == HugeAnswer::Status::NoneExists) {
      EXPECT_FALSE(exists) << i << ": " << a.why;  // never a false none
    }
    if (exists) {
      EXPECT_EQ(a.status, HugeAnswer::Status::Found) << i << " n " << n << " kind " << int(p.types[0].kind) << " count " << p.counts[0] << " holes " << p.blocked.size() << " fixed " << p.fixed.size();
    }
    found += exists;
    none += !exists;
  }
  EXPECT_GT(found, 100);
  EXPECT_GT(none, 10);
}

TEST(HugeBoard, CheapProofsOfNone) {
  auto why = [](Problem p) {
    const HugeAnswer a = solve_huge(p, kGoOn);
    EXPECT_EQ(a.status, HugeAnswer::Status::NoneExists);
    return a.why;
  };
  Problem attack = board(2000, 2000, Kind::Queen, 2000);
  attack.fixed = {{0, 5, 5, 0}, {0, 900, 1800, 0}, {0, 10, 10, 0}};
  EXPECT_EQ(why(attack), "the fixed queens on 5,5 and 10,10 attack each other");
  Problem rooks = board(2000, 2000, Kind::Rook, 2000);
  rooks.fixed = {{0, 5, 5, 0}, {0, 10, 10, 0}, {0, 7, 10, 0}};  // diagonals are no matter to rooks
  EXPECT_EQ(why(rooks), "the fixed rooks on 10,10 and 7,10 attack each other");
  Problem hole = board(2000, 2000, Kind::Queen, 2000);
  hole.fixed = {{0, 3, 4, 0}};
  hole.blocked = {{3, 4, 0}};
  EXPECT_EQ(why(hole), "the fixed queen on 3,4 stands on a blocked cell");
  EXPECT_EQ(why(board(20, 3'000'000, Kind::Queen, 21)), "21 queens need as many rows and columns; the board has 20");
  Problem crowded = board(100, 100, Kind::Rook, 1);
  crowded.fixed = {{0, 1, 1, 0}, {0, 2, 2, 0}};
  EXPECT_FALSE(why(crowded).empty());
  EXPECT_FALSE(why(board(3, 3, Kind::Queen, 3)).empty());
}

// 300 queens on 300x300 with the last row blocked: none, which only a complete search
// proves; the local search spends its budget and says what a proof would need.
Problem last_row_blocked(int n) {
  Problem p = board(n, n, Kind::Queen, n);
  for (int c = 0; c < n; ++c) p.blocked.push_back({n - 1, c, 0});
  return p;
}

TEST(HugeBoard, GivesUpWithoutClaimingNone) {
  const HugeAnswer a = solve_huge(last_row_blocked(300), kGoOn, 1, 100'000);
  EXPECT_EQ(a.status, HugeAnswer::Status::GaveUp);
  EXPECT_NE(a.why.find("complete search"), std::string::npos) << a.why;
  EXPECT_TRUE(a.col.empty());
}

TEST(HugeBoard, HonoursTheStopFlag) {
  const std::atomic<bool> stop{true};  // a budget it would take hours to spend
  EXPECT_EQ(solve_huge(last_row_blocked(300), stop, 1, std::uint64_t{1} << 50).status, HugeAnswer::Status::GaveUp);
}

TEST(HugeBoard, TheSameSeedGivesTheSameAnswer) {
  Problem p = board(5000, 5000, Kind::Queen, 5000);
  fix_random(p, 500, 5);
  const HugeAnswer a = solve_huge(p, kGoOn, 42), b = solve_huge(p, kGoOn, 42);
  ASSERT_EQ(a.status, HugeAnswer::Status::Found);
  EXPECT_EQ(a.col, b.col);
}

// The engine's own answer cut short and fixed: its first rows, its last ones turned a
// quarter, every third one reflected; on a square board and a rectangle with fewer
// pieces than rows. The local search gets one step, so the completion is the
// construction's image (a million queens with 300,000 of its rows fixed: given up after
// 8 s before, docs/rules.md "Huge boards").
TEST(HugeBoard, ItsOwnAnswerCutShortIsCompletedWithoutASearch) {
  struct Shape {
    int rows, cols, pieces;
  };
  for (const Shape s : {Shape{30000, 30000, 30000}, Shape{20000, 9000, 7000}, Shape{10, 10, 10}, Shape{9000, 20000, 9000}}) {
    const std::vector<int> own = *empty_board_placement(Kind::Queen, s.rows, s.cols, s.pieces);
    for (int map = 0; map < 4; ++map) {
      SCOPED_TRACE(std::to_string(s.rows) + "x" + std::to_string(s.cols) + " map " + std::to_string(map));
      Problem p = board(s.rows, s.cols, Kind::Queen, s.pieces);
      for (int r = 0; r < s.rows; ++r) {
        const int c = own[static_cast<std::size_t>(r)];
        if (c < 0) continue;
        // 0: the first 30 % of the rows; 1: reflected left to right, every third row;
        // 2: upside down, the last rows; 3: transposed (square boards), every row but one.
        if (map == 0 && r < s.rows * 3 / 10) p.fixed.push_back({0, r, c, 0});
        if (map == 1 && r % 3 == 0) p.fixed.push_back({0, r, s.cols - 1 - c, 0});
        if (map == 2 && r > s.rows * 7 / 10) p.fixed.push_back({0, s.rows - 1 - r, c, 0});
        if (map == 3 && s.rows == s.cols && r != 5) p.fixed.push_back({0, c, r, 0});
      }
      // A hole where the unreflected answer stands, not the reflected one.
      if (map == 1 && own[0] >= 0 && 2 * own[0] != s.cols - 1) p.blocked.push_back({0, own[0], 0});
      const HugeAnswer a = solve_huge(p, kGoOn, 1, 1);
      ASSERT_EQ(a.status, HugeAnswer::Status::Found) << a.why;
      EXPECT_EQ(broken(p, a.col), "");
    }
  }
}

TEST(HugeBoard, TakesColourlessQueensOrRooksIndependenceWithAnExactCount) {
  auto takes = [](const std::string& text) { return huge_engine_takes(parse_problem(text, "p.txt")); };
  EXPECT_TRUE(takes("size 8\n8*q\nq @ 0,0\nx @ 5,5\n"));
  EXPECT_TRUE(takes("size 8 20\n5*r\n"));
  EXPECT_FALSE(takes("d\nsize 8\n5*q\n"));
  EXPECT_FALSE(takes("size 8\n?*q\n"));
  EXPECT_FALSE(takes("size 8\n8*n\n"));
  EXPECT_FALSE(takes("size 8\n4*q\n2*r\n"));
  EXPECT_FALSE(takes("size 8\n4*q w\n4*q b\n"));
}

}  // namespace
}  // namespace chessy
