#include "encoder/sink.hpp"

namespace chessy {

// equal: "the x and the y agree on every position so far" (0: trivially true). While
// equal, x <= y; and then x == y exactly when x or not y, so "still equal" needs only
// those two ternary clauses (Aloul, Markov, Sakallah 2006: it subsumes "equal and
// x == y imply next", and propagates next as soon as x is true or y false). Linear:
// 3 clauses and one auxiliary a position.
void ClauseSink::add_lex_leq(std::span<const std::pair<int, int>> pairs) {
  int equal = 0;
  auto clause = [&](int a, int b) {
    if (equal) add({-equal, a, b});
    else add({a, b});
  };
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    const auto [x, y] = pairs[i];
    clause(-x, y);
    if (i + 1 == pairs.size()) break;  // nothing reads the last "still equal"
    const int next = new_var();
    clause(-x, next);
    clause(y, next);
    equal = next;
  }
}

}  // namespace chessy
