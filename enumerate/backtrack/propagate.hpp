// Unit propagation over a CNF held in memory: the engine the backtracker searches with
// (backtrack.hpp) and the split of a run (split/parts.hpp) weighs its cubes by. Binary
// clauses as lists of the literals each literal implies; longer clauses with two
// watched literals, the search for a new watch resuming where the last one ended
// (Gent 2013), so that long clauses falsified in order are not rescanned from the
// start; unit clauses set at every start.
//
// Lexicographic orders (the lex-leader's symmetry breaking) are kept whole, not as
// clauses: each waits at its first position not known to be equal, and moves on, or
// forces that position's x false or y true, when one of the two gets a value. The
// clause form propagates the same, but walks a chain of auxiliaries and their
// clauses at every step, and most steps compare two empty cells: here a step is one
// comparison.
#pragma once
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "cnf/sink.hpp"

namespace chessy {

class Propagator : public ClauseSink {
 public:
  // Kept whole and propagated, not written as clauses (top of file).
  void add_lex_leq(std::span<const std::pair<int, int>> pairs) override;

  // Every value undone, then the unit clauses and `lits` set, not yet propagated;
  // false when one contradicts another (or the CNF holds the empty clause).
  bool start(std::span<const int> lits);
  // `lits` set on top of the values in force, then everything not yet propagated
  // propagated; false on a conflict (undo() to a level() taken before).
  bool extend(std::span<const int> lits);
  // How many values are in force, and back to an earlier count.
  std::size_t level() const { return trail_.size(); }
  void undo(std::size_t level);
  // A literal's value: 1 true, -1 false, 0 open.
  int value_of(int lit) const { return value_[code(lit)]; }
  // Values assigned so far (decisions, flips and propagation), all calls: the work done.
  std::uint64_t assignments() const { return assignments_; }

 protected:
  void emit(std::span<const int> lits) override;

  // A literal's code: 2 * var for var, 2 * var + 1 for -var; code ^ 1 negates.
  static int code(int lit) { return lit > 0 ? 2 * lit : -2 * lit + 1; }
  struct Watch {
    int clause;   // offset of the clause in arena_
    int blocker;  // another literal of it: when true, the clause needs no visit
  };

  void grow(int var);
  void assign(int c) {  // inline: the hottest call of the search
    ++assignments_;
    value_[c] = 1;
    value_[c ^ 1] = -1;
    trail_.push_back(c);
  }
  bool propagate();  // false on a conflict

  std::vector<int> scratch_;  // emit()'s clause, reused
  std::vector<int> units_;
  std::vector<std::vector<int>> implied_;  // binary clauses: code -> codes it implies
  std::vector<int> arena_;  // longer clauses: size, search start, codes; size, ...
  std::vector<std::vector<Watch>> watches_;  // code c: the clauses watching c ^ 1
  bool empty_clause_ = false;

  // Lexicographic orders: their pairs (codes), per order its range of them and the
  // first position not known equal (`end` once decided), per variable where it
  // stands, and the positions before each change, to be restored on backtracking.
  struct Lex {
    int begin, end, front;
  };
  struct LexChange {
    std::size_t trail;  // trail size when it moved
    int lex, front;
  };
  std::vector<std::pair<int, int>> lex_pairs_;
  std::vector<Lex> lexes_;
  std::vector<std::vector<std::pair<int, int>>> lex_at_;  // var -> (lex, position)
  std::vector<LexChange> lex_changes_;

  std::vector<signed char> value_;  // per code: 1 true, -1 false, 0 open
  std::vector<int> trail_;          // codes made true, in order
  std::size_t head_ = 0;            // trail_[head_..] still to propagate

 private:
  bool advance(int lex);  // false on a conflict
  bool set(int c);        // the code made true; false when it is false already

  std::uint64_t assignments_ = 0;
};

}  // namespace chessy
