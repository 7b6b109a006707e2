#include "encoder/cardinality.hpp"

#include <cmath>
#include <vector>

namespace chessy {

namespace {
// The literals that are not constants, and how many constants were true.
std::vector<int> without_constants(const ClauseSink& sink, std::span<const int> lits, long long& trues) {
  std::vector<int> out;
  out.reserve(lits.size());
  trues = 0;
  for (int lit : lits) {
    if (!sink.is_constant(lit)) out.push_back(lit);
    else if (lit > 0) ++trues;
  }
  return out;
}
}  // namespace

void at_most_one(ClauseSink& sink, std::span<const int> all) {
  long long trues;
  const std::vector<int> lits = without_constants(sink, all, trues);
  if (trues > 0) {  // that one is the one: the rest are false
    if (trues > 1) sink.add({});
    for (int x : lits) sink.add({-x});
    return;
  }
  const std::size_t n = lits.size();
  if (n <= 1) return;
  if (n <= static_cast<std::size_t>(kPairwiseAtMostOne)) {
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = i + 1; j < n; ++j) sink.add({-lits[i], -lits[j]});
    return;
  }
  if (n > static_cast<std::size_t>(kProductAtMostOne)) {
    // Product encoding: literals on a p x q grid; each implies its row and its column
    // selector, and at most one row and one column selector may be true.
    const std::size_t p = static_cast<std::size_t>(std::ceil(std::sqrt(static_cast<double>(n))));
    const std::size_t q = (n + p - 1) / p;
    std::vector<int> rows(p), cols(q);
    for (int& v : rows) v = sink.new_var();
    for (int& v : cols) v = sink.new_var();
    for (std::size_t i = 0; i < n; ++i) {
      sink.add({-lits[i], rows[i / q]});
      sink.add({-lits[i], cols[i % q]});
    }
    at_most_one(sink, rows);
    at_most_one(sink, cols);
    return;
  }
  // Sequential: s = "some literal among the first i+1 is true".
  int s = sink.new_var();
  sink.add({-lits[0], s});
  for (std::size_t i = 1; i < n; ++i) {
    sink.add({-lits[i], -s});
    if (i + 1 == n) break;
    int next = sink.new_var();
    sink.add({-lits[i], next});
    sink.add({-s, next});
    s = next;
  }
}

void exactly(ClauseSink& sink, std::span<const int> all, long long k) {
  long long trues;
  const std::vector<int> lits = without_constants(sink, all, trues);
  k -= trues;
  const long long n = static_cast<long long>(lits.size());
  if (k < 0 || k > n) {
    sink.add({});  // impossible: the empty clause
    return;
  }
  if (k == 0 || k == n) {
    for (int x : lits) sink.add({k == 0 ? -x : x});
    return;
  }
  // reg[j] after reading x_0..x_i: "at least j+1 of them are true", for j < k.
  std::vector<int> prev, cur(static_cast<std::size_t>(k));
  for (long long i = 0; i < n; ++i) {
    const int x = lits[static_cast<std::size_t>(i)];
    const long long width = std::min(k, i + 1);  // more than i+1 cannot be true yet
    for (long long j = 0; j < width; ++j) {
      int r = sink.new_var();
      cur[static_cast<std::size_t>(j)] = r;
      bool has_same = j < static_cast<long long>(prev.size());  // r[i-1][j] exists
      int same = has_same ? prev[static_cast<std::size_t>(j)] : 0;
      int below = j > 0 ? prev[static_cast<std::size_t>(j - 1)] : 0;
      // Upwards: counting is monotone and x adds one.
      if (has_same) sink.add({-same, r});
      if (j == 0) sink.add({-x, r});
      else sink.add({-x, -below, r});
      // Downwards: r needs a reason.
      if (j == 0) {
        if (has_same) sink.add({-r, same, x});
        else sink.add({-r, x});
      } else if (has_same) {
        sink.add({-r, same, x});
        sink.add({-r, same, below});
      } else {
        sink.add({-r, x});
        sink.add({-r, below});
      }
    }
    // Never a (k+1)-th true literal.
    if (static_cast<long long>(prev.size()) == k) sink.add({-x, -prev[static_cast<std::size_t>(k - 1)]});
    prev.assign(cur.begin(), cur.begin() + width);
  }
  sink.add({prev[static_cast<std::size_t>(k - 1)]});
}

int or_of(ClauseSink& sink, std::span<const int> all) {
  long long trues;
  const std::vector<int> lits = without_constants(sink, all, trues);
  if (trues) return sink.true_literal();
  if (lits.empty()) return sink.false_literal();
  if (lits.size() == 1) return lits[0];
  int v = sink.new_var();
  std::vector<int> clause{-v};
  for (int x : lits) {
    sink.add({-x, v});
    clause.push_back(x);
  }
  sink.add_clause(clause);
  return v;
}

}  // namespace chessy
