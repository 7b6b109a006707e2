#include "encoder/cardinality.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <deque>
#include <utility>
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

namespace {

// Sinz's counter over non-constant literals, 0 < k < n. reg[j] after reading
// x_0..x_i: "at least j+1 of them are true", for j < k.
void sequential_exactly(ClauseSink& sink, const std::vector<int>& lits, long long k) {
  const long long n = static_cast<long long>(lits.size());
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

// Exactly k of n by a cardinality network (Asín, Nieuwenhuis, Oliveras,
// Rodríguez-Carbonell, "Cardinality networks: a theoretical and empirical study",
// Constraints 2011): the inputs are sorted, true first, by Batcher's odd-even merges,
// cut down to the first k+1 outputs; output k-1 ("at least k") is asserted true and
// output k ("at least k+1") false. The network is built as a net list of comparators
// first, and only the comparator outputs those two depend on get a variable, defined
// in both directions (upwards for "at most", downwards for "at least"; the two cones
// are nearly the same, so a one-direction-per-wire encoding saves next to nothing):
// 3 clauses per output used, O(n log^2 k) in all.
class Network {
 public:
  explicit Network(const std::vector<int>& inputs) : inputs_(inputs) {}

  void exactly(ClauseSink& sink, std::size_t k) {
    const std::vector<int> out = sort(all_inputs(), k + 1);
    define(sink, {out[k - 1], out[k]}, true);
    // With 0 < k < n neither is the constant false; if one were, this still holds.
    sink.add({literal(sink, out[k - 1])});
    sink.add({-literal(sink, out[k])});
  }

  // The first `limit` sorted outputs as literals, out[j] implied by "at least j+1
  // inputs are true": the upward clauses only, which is all an upper bound on the
  // count (assume -out[j]: at most j true) needs; half the clauses of both ways.
  std::vector<int> at_least(ClauseSink& sink, std::size_t limit) {
    const std::vector<int> out = sort(all_inputs(), limit);
    define(sink, out, false);
    std::vector<int> lits;
    for (int wire : out) lits.push_back(literal(sink, wire));
    return lits;
  }

 private:
  // Wires: 0 is the constant false (padding), 1..n the inputs, then two per
  // comparator, its larger (or) and its smaller (and) output. A sequence of wires is
  // sorted when it is non-increasing: true first.
  struct Comparator {
    int a, b;  // its input wires; in define, once done, its outputs' literals
  };

  std::vector<int> all_inputs() const {
    std::vector<int> wires(inputs_.size());
    for (std::size_t i = 0; i < wires.size(); ++i) wires[i] = static_cast<int>(i) + 1;
    return wires;
  }

  std::size_t first_output(std::size_t comparator) const { return inputs_.size() + 1 + 2 * comparator; }

  // (larger, smaller) of two wires; nothing to build when one is the constant false.
  std::pair<int, int> compare(int a, int b) {
    if (a == 0) return {b, 0};
    if (b == 0) return {a, 0};
    comparators_.push_back({a, b});
    const int larger = static_cast<int>(first_output(comparators_.size() - 1));
    return {larger, larger + 1};
  }

  // The first `limit` wires of x sorted (fewer if x is shorter). A merge sort that
  // cuts every part to its first `limit` before merging (the first `limit` of a
  // union depend only on the first `limit` of each part): blocks of about `limit`
  // inputs are sorted, O(limit log^2 limit) each, and then merged, O(limit log limit)
  // each, so O(n log^2 limit) comparators.
  std::vector<int> sort(std::span<const int> x, std::size_t limit) {
    if (x.size() <= 1) return {x.begin(), x.end()};
    const std::size_t half = std::bit_floor(x.size() - 1);  // power-of-two blocks: least padding
    std::vector<int> a = sort(x.first(half), limit), b = sort(x.subspan(half), limit);
    const std::size_t width = std::bit_ceil(std::max(a.size(), b.size()));
    a.resize(width, 0);  // padding with false keeps them sorted
    b.resize(width, 0);
    const std::size_t size = std::min(limit, x.size());
    const std::size_t at = scratch_.size();
    scratch_.resize(at + size);
    merge(a.data(), b.data(), 1, width, size, at);
    std::vector<int> out(scratch_.begin() + static_cast<long>(at), scratch_.end());
    scratch_.resize(at);
    return out;
  }

  // Into scratch_[out...]: the first `limit` wires of the merge of the sorted
  // sequences a[0], a[stride], ... and b[0], b[stride], ..., p = a power of two
  // wires each: Batcher's odd-even merge, building only what those outputs need
  // (with limit p+1 it is the paper's "simplified merge"). The odd- and even-indexed
  // halves are merged into d and e; then c[0] = d[0], (c[2i-1], c[2i]) = compare(d[i],
  // e[i-1]) and c[2p-1] = e[p-1]. Offsets, not pointers, into scratch_, which grows.
  void merge(const int* a, const int* b, std::size_t stride, std::size_t p, std::size_t limit,
             std::size_t out) {
    limit = std::min(limit, 2 * p);
    if (limit == 0) return;
    if (p == 1) {
      const auto [larger, smaller] = compare(a[0], b[0]);
      scratch_[out] = larger;
      if (limit > 1) scratch_[out + 1] = smaller;
      return;
    }
    const std::size_t d_size = std::min(limit / 2 + 1, p), e_size = std::min(limit / 2, p);
    const std::size_t d = scratch_.size(), e = d + d_size;
    scratch_.resize(e + e_size);
    merge(a, b, 2 * stride, p / 2, d_size, d);
    merge(a + stride, b + stride, 2 * stride, p / 2, e_size, e);
    std::size_t n = 0;
    scratch_[out + n++] = scratch_[d];
    for (std::size_t i = 1; i < p && n < limit; ++i) {
      const auto [larger, smaller] = compare(scratch_[d + i], scratch_[e + i - 1]);
      scratch_[out + n++] = larger;
      if (n < limit) scratch_[out + n++] = smaller;
    }
    if (n < limit) scratch_[out + n++] = scratch_[e + p - 1];
    scratch_.resize(d);
  }

  // Gives a variable to every comparator output that the `wanted` wires depend on,
  // with its definition: upward (inputs true imply the output true), and with
  // `both_ways` downward too. Once its outputs have variables, a comparator's inputs
  // are no longer needed, so it keeps those instead.
  void define(ClauseSink& sink, const std::vector<int>& wanted, bool both_ways) {
    std::vector<bool> used(first_output(comparators_.size()), false);
    for (int wire : wanted) used[static_cast<std::size_t>(wire)] = true;
    for (std::size_t i = comparators_.size(); i-- > 0;)
      if (used[first_output(i)] || used[first_output(i) + 1]) {
        used[static_cast<std::size_t>(comparators_[i].a)] = true;
        used[static_cast<std::size_t>(comparators_[i].b)] = true;
      }
    for (std::size_t i = 0; i < comparators_.size(); ++i) {
      const int a = literal(sink, comparators_[i].a), b = literal(sink, comparators_[i].b);
      int larger = 0, smaller = 0;
      if (used[first_output(i)]) {  // larger = a or b
        larger = sink.new_var();
        sink.add({-a, larger});
        sink.add({-b, larger});
        if (both_ways) sink.add({-larger, a, b});
      }
      if (used[first_output(i) + 1]) {  // smaller = a and b
        smaller = sink.new_var();
        sink.add({-a, -b, smaller});
        if (both_ways) {
          sink.add({-smaller, a});
          sink.add({-smaller, b});
        }
      }
      comparators_[i] = {larger, smaller};
    }
  }

  // The literal of a wire that is the padding, an input or an output define has
  // given a variable.
  int literal(ClauseSink& sink, int wire) const {
    if (wire == 0) return sink.false_literal();
    const std::size_t w = static_cast<std::size_t>(wire);
    if (w <= inputs_.size()) return inputs_[w - 1];
    const Comparator& c = comparators_[(w - inputs_.size() - 1) / 2];
    return (w - inputs_.size() - 1) % 2 ? c.b : c.a;
  }

  std::vector<int> inputs_;
  std::deque<Comparator> comparators_;  // chunks: no copy of it all as it grows
  std::vector<int> scratch_;
};

void network_exactly(ClauseSink& sink, const std::vector<int>& lits, long long k) {
  Network(lits).exactly(sink, static_cast<std::size_t>(k));
}

enum class Method { Choose, Sequential, Network };

void exactly_with(ClauseSink& sink, std::span<const int> all, long long k, Method method) {
  long long trues;
  std::vector<int> lits = without_constants(sink, all, trues);
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
  if (2 * k > n) {  // exactly k true is exactly n-k false: count the smaller side
    for (int& x : lits) x = -x;
    k = n - k;
  }
  if (method == Method::Choose) method = k >= kNetworkExactly ? Method::Network : Method::Sequential;
  if (method == Method::Network) network_exactly(sink, lits, k);
  else sequential_exactly(sink, lits, k);
}

}  // namespace

void exactly(ClauseSink& sink, std::span<const int> lits, long long k) {
  exactly_with(sink, lits, k, Method::Choose);
}
void exactly_sequential(ClauseSink& sink, std::span<const int> lits, long long k) {
  exactly_with(sink, lits, k, Method::Sequential);
}
void exactly_network(ClauseSink& sink, std::span<const int> lits, long long k) {
  exactly_with(sink, lits, k, Method::Network);
}

std::vector<int> at_least_outputs(ClauseSink& sink, std::span<const int> all, long long limit) {
  long long trues;
  const std::vector<int> lits = without_constants(sink, all, trues);
  const long long n = static_cast<long long>(lits.size());
  std::vector<int> out;
  for (long long j = 0; j < std::min(limit, trues); ++j) out.push_back(sink.true_literal());
  if (limit > trues && n > 0)
    for (int lit : Network(lits).at_least(sink, static_cast<std::size_t>(std::min(limit - trues, n))))
      out.push_back(lit);
  while (static_cast<long long>(out.size()) < limit) out.push_back(sink.false_literal());
  return out;
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
