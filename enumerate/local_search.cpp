#include "enumerate/local_search.hpp"

#include <algorithm>
#include <numeric>
#include <random>
#include <vector>

namespace chessy {

bool is_queens_completion(const Problem& problem) {
  // n independent queens on n×n fill every row, so they dominate as well. Square
  // boards without blocked cells only: the pass keeps one queen a row and column.
  return asks_independence(problem.goal) && !problem.coloured && problem.types.size() == 1 &&
         problem.square() && problem.blocked.empty() && !problem.torus &&
         problem.types[0].kind == Kind::Queen && problem.counts[0] == problem.rows &&
         problem.open < 0;
}

namespace {

class MinConflicts {
 public:
  MinConflicts(const Problem& problem, std::uint64_t seed)
      : m_(problem.rows), col_(m_, -1), fixed_(m_, 0), down_(2 * m_, 0), up_(2 * m_, 0), rng_(seed) {
    std::vector<char> column_taken(m_, 0);
    for (const FixedPiece& f : problem.fixed) {
      col_[f.row] = f.col;
      fixed_[f.row] = 1;
      column_taken[f.col] = 1;
    }
    for (int r = 0; r < m_; ++r)
      if (!fixed_[r]) free_rows_.push_back(r);
    std::vector<int> free_cols;
    for (int c = 0; c < m_; ++c)
      if (!column_taken[c]) free_cols.push_back(c);
    valid_ = free_cols.size() == free_rows_.size();
    if (!valid_) return;
    for (int r = 0; r < m_; ++r)
      if (fixed_[r]) add(r, +1);
    // Greedy start: each free row takes, from a few random remaining columns, one
    // whose diagonals are free (most rows find one at once).
    std::shuffle(free_cols.begin(), free_cols.end(), rng_);
    std::size_t left = free_cols.size();
    for (int r : free_rows_) {
      std::size_t pick = 0;
      for (int tries = 0; tries < 32 && left > 1; ++tries) {
        std::size_t i = rng_() % left;
        pick = i;
        if (!down_[r + free_cols[i]] && !up_[r - free_cols[i] + m_]) break;
      }
      col_[r] = free_cols[pick];
      std::swap(free_cols[pick], free_cols[--left]);
      add(r, +1);
    }
  }

  bool run(std::uint64_t max_steps) {
    if (!valid_) return false;
    if (free_rows_.size() < 2) return conflicts() == 0;
    for (std::uint64_t step = 0; step < max_steps;) {
      // Sweep: every attacked free queen tries swaps with random free rows; a swap
      // that keeps the conflicts level is taken now and then, to leave plateaus.
      bool any = false;
      for (int i : free_rows_) {
        if (attacks(i) == 0) continue;
        any = true;
        for (int tries = 0; tries < 4 && attacks(i) > 0; ++tries, ++step) {
          int j = free_rows_[rng_() % free_rows_.size()];
          if (i == j) continue;
          long before = attacks(i) + attacks(j);
          swap_columns(i, j);
          long after = attacks(i) + attacks(j);
          if (after > before || (after == before && rng_() % 8 != 0)) swap_columns(i, j);  // undo
        }
      }
      if (!any) return conflicts() == 0;  // fixed queens may attack each other
    }
    return conflicts() == 0;
  }

  Solution solution() const {
    Solution s;
    for (int r = 0; r < m_; ++r) s.push_back({r * m_ + col_[r], 0});
    return s;
  }

 private:
  void add(int r, int delta) {
    down_[r + col_[r]] += delta;
    up_[r - col_[r] + m_] += delta;
  }
  // Other queens on row r's queen's diagonals.
  long attacks(int r) const { return down_[r + col_[r]] + up_[r - col_[r] + m_] - 2; }
  long conflicts() const {
    long total = 0;
    for (int r = 0; r < m_; ++r) total += attacks(r);
    return total;
  }
  void swap_columns(int i, int j) {
    add(i, -1);
    add(j, -1);
    std::swap(col_[i], col_[j]);
    add(i, +1);
    add(j, +1);
  }

  int m_;
  std::vector<int> col_;        // the queen's column in each row
  std::vector<char> fixed_;     // rows whose queen is fixed
  std::vector<int> free_rows_;
  std::vector<int> down_, up_;  // queens per diagonal (r+c) and anti-diagonal (r-c+m)
  std::mt19937_64 rng_;
  bool valid_ = false;
};

}  // namespace

std::optional<Solution> queens_local_search(const Problem& problem, std::uint64_t seed,
                                            std::uint64_t max_steps) {
  if (!is_queens_completion(problem)) return std::nullopt;
  MinConflicts search(problem, seed);
  if (!search.run(max_steps ? max_steps : 2000ull * problem.rows + 100'000)) return std::nullopt;
  return search.solution();
}

}  // namespace chessy
