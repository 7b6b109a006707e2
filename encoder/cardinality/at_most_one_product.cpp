// At most one by the product encoding (Chen, "A new SAT encoding of the at-most-one
// constraint", ModRef 2010): 2n + o(n) clauses and only about 2*sqrt(n) auxiliaries,
// which matters on the long lines of 1000x1000 boards.
#include <cmath>
#include <vector>

#include "encoder/cardinality.hpp"
#include "encoder/cardinality/encodings.hpp"

namespace chessy::cardinality {

void product_at_most_one(ClauseSink& sink, std::span<const int> lits) {
  const std::size_t n = lits.size();
  // Literals on a p x q grid; each implies its row and its column selector, and at
  // most one row and one column selector may be true.
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
}

}  // namespace chessy::cardinality
