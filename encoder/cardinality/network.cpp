// The cardinality network: exactly from kNetworkExactly on, and the outputs that
// at_least_outputs gives --min/--max (the class below says how it is built).
#include <algorithm>
#include <bit>
#include <deque>
#include <utility>

#include "encoder/cardinality/encodings.hpp"

namespace chessy::cardinality {

namespace {

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

}  // namespace

void network_exactly(ClauseSink& sink, const std::vector<int>& lits, long long k) {
  Network(lits).exactly(sink, static_cast<std::size_t>(k));
}

std::vector<int> network_at_least(ClauseSink& sink, const std::vector<int>& lits, std::size_t limit) {
  return Network(lits).at_least(sink, limit);
}

}  // namespace chessy::cardinality
