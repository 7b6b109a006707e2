#include "enumerate/huge/local_search.hpp"

#include <algorithm>
#include <climits>
#include <utility>

namespace chessy {

namespace {

std::uint64_t mix(std::uint64_t x) {  // splitmix64's finaliser
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ull;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

// splitmix64: fast, and the same stream for a seed on every platform.
class Random {
 public:
  explicit Random(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() { return mix(state_ += 0x9e3779b97f4a7c15ull); }
  // Uniform in [0, n) for n < 2^32 (Lemire's multiply, no division).
  int below(int n) { return static_cast<int>(((next() >> 32) * static_cast<std::uint64_t>(n)) >> 32); }

 private:
  std::uint64_t state_;
};

// The holes, for an O(1) test a move (Problem::is_blocked is a binary search): open
// addressing on row * cols + col + 1, 0 for an empty slot.
class Holes {
 public:
  explicit Holes(const Problem& problem) : cols_(problem.cols) {
    if (problem.blocked.empty()) return;
    std::size_t size = 16;
    while (size < 2 * problem.blocked.size()) size *= 2;
    slots_.assign(size, 0);
    for (const BlockedCell& b : problem.blocked) {
      const std::uint64_t key = this->key(b.row, b.col);
      std::size_t i = slot(key);
      while (slots_[i] != 0) i = (i + 1) & (slots_.size() - 1);
      slots_[i] = key;
    }
  }
  int at(int row, int col) const {
    if (slots_.empty()) return 0;
    const std::uint64_t key = this->key(row, col);
    for (std::size_t i = slot(key);; i = (i + 1) & (slots_.size() - 1)) {
      if (slots_[i] == key) return 1;
      if (slots_[i] == 0) return 0;
    }
  }

 private:
  std::uint64_t key(int row, int col) const {
    return static_cast<std::uint64_t>(row) * static_cast<std::uint64_t>(cols_) + static_cast<std::uint64_t>(col) + 1;
  }
  std::size_t slot(std::uint64_t key) const { return mix(key) & (slots_.size() - 1); }
  int cols_;
  std::vector<std::uint64_t> slots_;
};

// Piece i (i < m) stands on (rows_[i], cols_[i]); rows_ and cols_ are permutations of
// the free rows and columns, their tails the unused ones.
class MinConflicts {
 public:
  MinConflicts(const Problem& problem, Kind kind, int pieces, std::uint64_t seed, const std::atomic<bool>& stop)
      : problem_(problem), queens_(kind == Kind::Queen), m_(pieces - static_cast<int>(problem.fixed.size())),
        holes_(problem), random_(seed), stop_(stop) {
    std::vector<char> row_used(problem.rows, 0), col_used(problem.cols, 0);
    for (const FixedPiece& f : problem.fixed) row_used[f.row] = col_used[f.col] = 1;
    for (int r = 0; r < problem.rows; ++r)
      if (!row_used[r]) rows_.push_back(r);
    for (int c = 0; c < problem.cols; ++c)
      if (!col_used[c]) cols_.push_back(c);
    if (queens_) down_.resize(problem.rows + problem.cols - 1), up_.resize(problem.rows + problem.cols - 1);
    listed_.resize(m_);
  }

  LocalSearchAnswer run(std::uint64_t max_steps) {
    LocalSearchAnswer answer;
    // Each attempt gets a share of the budget that grows with the pieces: QS4 needs
    // well under 10 swaps a queen on large boards, small boards need restarts rather.
    const std::uint64_t attempt = 8 * static_cast<std::uint64_t>(m_) + 1000;
    while (answer.steps < max_steps) {
      start();
      const std::uint64_t spend = std::min(attempt, max_steps - answer.steps);
      answer.steps += std::max<std::uint64_t>(repair(spend), 1);  // each attempt spends some
      if (conflicts_ == 0) {
        answer.end = LocalSearchAnswer::End::Found;
        answer.col.assign(problem_.rows, -1);
        for (const FixedPiece& f : problem_.fixed) answer.col[f.row] = f.col;
        for (int i = 0; i < m_; ++i) answer.col[rows_[i]] = cols_[i];
        return answer;
      }
      if (stopped_) {
        answer.end = LocalSearchAnswer::End::Stopped;
        return answer;
      }
    }
    return answer;
  }

 private:
  // Conflicts a piece on (r, c) has with the pieces on the board (itself included,
  // when it stands there: one on each diagonal).
  int here(int r, int c) const {
    return holes_.at(r, c) + (queens_ ? down_[r + c] + up_[r - c + problem_.cols - 1] : 0);
  }
  int attacks(int i) const { return here(rows_[i], cols_[i]) - (queens_ ? 2 : 0); }
  void put(int r, int c) {
    conflicts_ += here(r, c);
    if (queens_) ++down_[r + c], ++up_[r - c + problem_.cols - 1];
  }
  void lift(int r, int c) {
    if (queens_) --down_[r + c], --up_[r - c + problem_.cols - 1];
    conflicts_ -= here(r, c);
  }

  // A new random placement: greedy, each piece the least attacked of a few random
  // unused columns (the first free one), on a random unused row when not every free
  // row takes a piece.
  void start() {
    std::fill(down_.begin(), down_.end(), 0);
    std::fill(up_.begin(), up_.end(), 0);
    for (const FixedPiece& f : problem_.fixed) put(f.row, f.col);
    conflicts_ = 0;  // the fixed pieces attack no other (huge_board.cpp checks)
    const int free_rows = static_cast<int>(rows_.size()), free_cols = static_cast<int>(cols_.size());
    for (int i = 0; i < m_; ++i) {
      if (m_ < free_rows) std::swap(rows_[i], rows_[i + random_.below(free_rows - i)]);
      const int r = rows_[i];
      int best = INT_MAX, pick = i;
      for (int tries = 0; tries < kStartTries && best > 0; ++tries) {
        const int j = i + random_.below(free_cols - i);
        const int h = here(r, cols_[j]);
        if (h < best) best = h, pick = j;
      }
      std::swap(cols_[i], cols_[pick]);
      put(r, cols_[i]);
    }
    listed_.assign(m_, 0);
    list_.clear();
    for (int i = 0; i < m_; ++i)
      if (attacks(i) > 0) enlist(i);
  }

  void enlist(int i) {
    if (listed_[i]) return;
    listed_[i] = 1;
    list_.push_back(i);
  }

  // Min-conflicts among the attacked pieces: every conflict has at least one listed
  // piece, so an empty list means none is left. Returns the moves tried.
  std::uint64_t repair(std::uint64_t budget) {
    std::uint64_t steps = 0;
    while (conflicts_ > 0 && steps < budget) {
      if (list_.empty()) return steps;  // cannot be: a conflict always has a listed piece
      const std::size_t at = static_cast<std::size_t>(random_.below(static_cast<int>(list_.size())));
      const int i = list_[at];
      list_[at] = list_.back();
      list_.pop_back();
      listed_[i] = 0;
      for (int tries = 0; tries < kMoveTries && attacks(i) > 0; ++tries, ++steps) {
        const int j = move(i);
        if (j >= 0 && j < m_ && attacks(j) > 0) enlist(j);
      }
      if (attacks(i) > 0) enlist(i);
      if ((steps & 0xfff) < kMoveTries && stop_.load(std::memory_order_relaxed)) {
        stopped_ = true;
        return steps;
      }
    }
    return steps;
  }

  // Tries one move of piece i: to an unused row, or swapping its column with another
  // piece's (both move) or with an unused column. Kept when the conflicts drop, or stay
  // level now and then (to leave plateaus); returns the partner's index (-1: none, or
  // the move undone).
  int move(int i) {
    const int free_rows = static_cast<int>(rows_.size()), free_cols = static_cast<int>(cols_.size());
    const long long before = conflicts_;
    const bool row_move = m_ < free_rows && (m_ == free_cols || (random_.next() & 1));
    const int j = row_move ? m_ + random_.below(free_rows - m_) : random_.below(free_cols);
    if (j == i) return -1;
    std::vector<int>& line = row_move ? rows_ : cols_;
    const bool both = !row_move && j < m_;
    auto swap = [&] {
      lift(rows_[i], cols_[i]);
      if (both) lift(rows_[j], cols_[j]);
      std::swap(line[i], line[j]);
      put(rows_[i], cols_[i]);
      if (both) put(rows_[j], cols_[j]);
    };
    swap();
    if (conflicts_ < before || (conflicts_ == before && random_.below(kLevelOdds) == 0)) return both ? j : -1;
    swap();  // undo
    return -1;
  }

  static constexpr int kStartTries = 32;
  static constexpr int kMoveTries = 16;
  static constexpr int kLevelOdds = 8;

  const Problem& problem_;
  const bool queens_;
  const int m_;  // pieces to place
  Holes holes_;
  Random random_;
  const std::atomic<bool>& stop_;
  std::vector<int> rows_, cols_;
  std::vector<int> down_, up_;  // pieces on each diagonal r + c and anti-diagonal r - c + cols - 1
  long long conflicts_ = 0;     // pairs on one diagonal, plus pieces on holes
  std::vector<int> list_;       // the attacked pieces (perhaps a few no longer attacked)
  std::vector<char> listed_;
  bool stopped_ = false;
};

}  // namespace

LocalSearchAnswer min_conflicts(const Problem& problem, Kind kind, int pieces, std::uint64_t seed,
                                std::uint64_t max_steps, const std::atomic<bool>& stop) {
  return MinConflicts(problem, kind, pieces, seed, stop).run(max_steps);
}

}  // namespace chessy
