#include "enumerate/huge/queens_construction.hpp"

#include <algorithm>
#include <utility>

namespace chessy {

namespace {

// The staircase of n written to out[0..n): no list of evens or odds of its own, so
// that n = 10^7 costs the answer's 40 MB alone.
void write_staircase(int n, int* out) {
  // 1-based as the rule is usually written: all evens then all odds solves n mod 6 in
  // {0, 1, 4, 5}; for 2, odds 3, 1, 7, 9, ..., 5; for 3, evens 4, ..., n-1, 2 and odds
  // 5, 7, ..., 1, 3. The columns are then made 0-based.
  const int rest = n % 6;
  auto put = [&](int column) { *out++ = column - 1; };
  for (int e = rest == 3 ? 4 : 2; e <= n; e += 2) put(e);
  if (rest == 3) put(2);
  if (rest == 2) {
    put(3), put(1);
    for (int o = 7; o <= n; o += 2) put(o);
    if (n >= 5) put(5);
  } else {
    for (int o = rest == 3 ? 5 : 1; o <= n; o += 2) put(o);
    if (rest == 3) put(1), put(3);
  }
}

}  // namespace

std::vector<int> queens_staircase(int n) {
  std::vector<int> col(n);
  write_staircase(n, col.data());
  return col;
}

std::optional<std::vector<int>> empty_board_placement(Kind kind, int rows, int cols, int k) {
  if (k < 0 || k > std::min(rows, cols)) return std::nullopt;
  std::vector<int> col(rows, -1);
  auto place = [&](int r, int c) { col[r] = c; };
  if (kind == Kind::Rook || k == 1) {
    for (int i = 0; i < k; ++i) place(i, i);
  } else if (k >= 4) {
    write_staircase(k, col.data());  // rows 0..k-1
  } else if (k >= 2) {
    // Rows 0..k-1 of the 4-queens staircase (1, 3, 0, 2) need k rows and 4 columns;
    // their mirror image in the diagonal needs 4 rows and k columns.
    constexpr int four[] = {1, 3, 0, 2};
    if (cols >= 4 || (k == 2 && cols >= 3)) {
      for (int i = 0; i < k; ++i) place(i, k == 2 ? 2 * i : four[i]);
    } else if (rows >= 4 || (k == 2 && rows >= 3)) {
      for (int i = 0; i < k; ++i) place(k == 2 ? 2 * i : four[i], i);
    } else {
      return std::nullopt;  // 2 queens on 2x2, 3 on 3x3
    }
  }
  return col;
}

namespace {

// A map of the rows x cols board onto itself: the transpose (square boards only), then
// a flip of the rows, then of the columns.
struct BoardMap {
  bool transpose, flip_rows, flip_cols;
};

std::pair<int, int> apply(const BoardMap& m, int rows, int cols, int r, int c) {
  if (m.transpose) std::swap(r, c);
  return {m.flip_rows ? rows - 1 - r : r, m.flip_cols ? cols - 1 - c : c};
}

std::pair<int, int> undo(const BoardMap& m, int rows, int cols, int r, int c) {
  if (m.flip_cols) c = cols - 1 - c;
  if (m.flip_rows) r = rows - 1 - r;
  if (m.transpose) std::swap(r, c);
  return {r, c};
}

}  // namespace

std::optional<std::vector<int>> construction_through(const Problem& problem, Kind kind, int k) {
  const std::optional<std::vector<int>> base = empty_board_placement(kind, problem.rows, problem.cols, k);
  if (!base) return std::nullopt;
  const int rows = problem.rows, cols = problem.cols;
  for (int bits = 0; bits < 8; ++bits) {
    const BoardMap m{(bits & 4) != 0, (bits & 1) != 0, (bits & 2) != 0};
    if (m.transpose && rows != cols) continue;
    const bool holds = std::all_of(problem.fixed.begin(), problem.fixed.end(), [&](const FixedPiece& f) {
      const auto [r, c] = undo(m, rows, cols, f.row, f.col);
      return (*base)[static_cast<std::size_t>(r)] == c;
    });
    if (!holds) continue;
    std::vector<int> col(static_cast<std::size_t>(rows), -1);
    for (int r = 0; r < rows; ++r)
      if (const int c = (*base)[static_cast<std::size_t>(r)]; c >= 0) {
        const std::pair<int, int> to = apply(m, rows, cols, r, c);
        col[static_cast<std::size_t>(to.first)] = to.second;
      }
    if (std::none_of(problem.blocked.begin(), problem.blocked.end(),
                     [&](const BlockedCell& b) { return col[static_cast<std::size_t>(b.row)] == b.col; }))
      return col;
  }
  return std::nullopt;
}

}  // namespace chessy
