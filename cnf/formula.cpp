#include "cnf/formula.hpp"

#include <algorithm>

namespace chessy {

std::vector<int>& Formula::room(std::size_t n) {
  if (blocks_.empty() || blocks_.back().capacity() - blocks_.back().size() < n) {
    // From 16 KiB, doubling up to kBlock: a small CNF's recording takes little more
    // than it holds.
    const std::size_t size = blocks_.empty() ? kFirstBlock : std::min(kBlock, 2 * blocks_.back().capacity());
    blocks_.emplace_back();
    blocks_.back().reserve(std::max(size, n));
  }
  return blocks_.back();
}

namespace {
// A sink that writes an order as clauses numbers its auxiliaries there: a variable made
// after an order would have another number in it (cnf/sink.hpp).
void no_variable_after_an_order(bool lex_seen) {
  if (lex_seen) throw InternalError("a variable made after a lexicographic order");
}
}  // namespace

void Formula::mark_vars(int vars) {
  if (vars == marked_vars_) return;
  no_variable_after_an_order(lex_seen_);
  std::vector<int>& block = room(2);
  block.push_back(kVars);
  block.push_back(vars);
  marked_vars_ = vars;
}

void Formula::emit(std::span<const int> lits) {
  if (constant() && !constant_seen_) {
    // The first clause once the constant exists is its unit (ClauseSink::true_literal):
    // replay makes the constant there, its variable with it.
    constant_seen_ = true;
    mark_vars(vars() - 1);
    no_variable_after_an_order(lex_seen_);
    room(1).push_back(kConstant);
    marked_vars_ = vars();
    return;
  }
  mark_vars(vars());
  std::vector<int>& block = room(lits.size() + 1);
  block.push_back(static_cast<int>(lits.size()));
  block.insert(block.end(), lits.begin(), lits.end());
}

void Formula::add_lex_leq(std::span<const std::pair<int, int>> pairs) {
  mark_vars(vars());
  lex_seen_ = true;
  std::vector<int>& block = room(2);
  block.push_back(kLex);
  block.push_back(static_cast<int>(pairs.size()));
  lex_pairs_.insert(lex_pairs_.end(), pairs.begin(), pairs.end());
}

void Formula::replay(ClauseSink& sink, const std::atomic<bool>* stop) const {
  if (sink.vars() != 0) throw InternalError("a CNF replayed into a sink that holds variables");
  struct StopScope {  // as encode(): the stop holds for the replay only
    ClauseSink& sink;
    ~StopScope() { sink.stop_encoding_when(nullptr); }
  } scope{sink};
  sink.stop_encoding_when(stop);
  auto vars_up_to = [&](int n) {
    while (sink.vars() < n) sink.new_var();
  };
  std::size_t pair = 0;  // the next order's first pair
  for (const std::vector<int>& block : blocks_) {
    for (const int* at = block.data(); at != block.data() + block.size();) {
      const int entry = *at++;
      if (entry >= 0) {
        sink.add_clause({at, static_cast<std::size_t>(entry)});
        at += entry;
      } else if (entry == kVars) {
        vars_up_to(*at++);  // no order came before (mark_vars): same numbers
      } else if (entry == kConstant) {
        sink.true_literal();
      } else {
        const std::size_t n = static_cast<std::size_t>(*at++);
        sink.add_lex_leq({lex_pairs_.data() + pair, n});
        pair += n;
      }
    }
  }
  if (vars() != marked_vars_) {  // variables made after the last clause
    no_variable_after_an_order(lex_seen_);
    vars_up_to(vars());
  }
}

std::size_t Formula::bytes() const {
  std::size_t n = sizeof(*this) + lex_pairs_.capacity() * sizeof(lex_pairs_[0]) +
                  blocks_.capacity() * sizeof(blocks_[0]);
  for (const std::vector<int>& block : blocks_) n += block.capacity() * sizeof(int);
  return n;
}

std::uint64_t Formula::bytes_at_most(const Size& size) {
  // Entries: a clause its size and literals (an order's own clauses are counted too,
  // more than it takes whole), a mark at most once a variable, the constant, an order
  // two ints and its pairs apart (a vector: up to twice their room).
  const std::uint64_t ints =
      static_cast<std::uint64_t>(size.clauses + size.literals + 2 * size.vars + 1 + 2 * size.orders);
  // A block ends unused where the next entry does not fit: up to one entry's room
  // each (a longer entry has a block of its own, full). Blocks hold a quarter of their
  // room at least, on average (half, unless an entry is over half a block: a block
  // left early is followed by one that takes it), but the last, reserved whole.
  const std::uint64_t entry = std::min<std::uint64_t>(static_cast<std::uint64_t>(size.longest) + 1, kBlock);
  // The first blocks, growing, are as many again as it takes to reach kBlock.
  std::uint64_t blocks = 4 * ints / kBlock + 2;
  for (std::size_t size = kFirstBlock; size < kBlock; size *= 2) ++blocks;
  return sizeof(int) * (ints + blocks * std::max<std::uint64_t>(entry, 2) + kBlock) +
         2 * sizeof(std::pair<int, int>) * static_cast<std::uint64_t>(size.pairs) +
         2 * blocks * sizeof(std::vector<int>) + sizeof(Formula);
}

}  // namespace chessy
