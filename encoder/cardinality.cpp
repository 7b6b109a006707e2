// The constraints of cardinality.hpp: the constants taken out, then one of the
// encodings of cardinality/ chosen by size (the header says which when).
#include "encoder/cardinality.hpp"

#include <algorithm>
#include <vector>

#include "encoder/cardinality/encodings.hpp"

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
  if (n <= static_cast<std::size_t>(kPairwiseAtMostOne)) cardinality::pairwise_at_most_one(sink, lits);
  else if (n > static_cast<std::size_t>(kProductAtMostOne)) cardinality::product_at_most_one(sink, lits);
  else cardinality::sequential_at_most_one(sink, lits);
}

namespace {

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
  if (method == Method::Network) cardinality::network_exactly(sink, lits, k);
  else cardinality::sequential_exactly(sink, lits, k);
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
    for (int lit : cardinality::network_at_least(sink, lits, static_cast<std::size_t>(std::min(limit - trues, n))))
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
