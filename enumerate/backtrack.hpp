// All-solutions search by chronological backtracking: DPLL with unit propagation and
// no learning, over the CNF the encoder wrote into it, deciding only the projection
// (placement) variables in a fixed order. A model found is never blocked by a clause:
// the depth-first search simply moves past it, as clasp enumerates, so a model costs
// the same whether it is the first or the millionth. CDCL with blocking clauses has to
// search its way back down after every model, among ever more blocking clauses;
// without learning, problems whose propagation is weak (domination) search far more,
// so enumerate.cpp picks the engine by the kind of problem.
//
// Lexicographic orders (the lex-leader's symmetry breaking) are kept whole, not as
// clauses: each waits at its first position not known to be equal, and moves on, or
// forces that position's x false or y true, when one of the two gets a value. The
// clause form propagates the same, but walks a chain of auxiliaries and their
// clauses at every step, and most steps compare two empty cells: here a step is one
// comparison.
//
// Auxiliary variables are never decided while a cheap test suffices: when every
// projection variable has a value and propagation found no conflict, the open
// variables set false must satisfy every clause that mentions them; only otherwise is
// a completion searched for (depth-first over the auxiliaries, the first one found).
#pragma once
#include <cstdint>
#include <functional>
#include <span>
#include <utility>
#include <vector>

#include "encoder/sink.hpp"

namespace chessy {

class Backtracker final : public ClauseSink {
 public:
  // Calls on_model for every assignment of `project` (variables, decided in this
  // order) that extends `cube` (literals) to a model of the clauses, each once; stops
  // early when on_model returns false. Every few thousand steps asks `keep_going`
  // (when given) and returns false at once if it says no.
  bool enumerate(std::span<const int> project, std::span<const int> cube,
                 const std::function<bool()>& on_model, const std::function<bool()>& keep_going = {});
  // Inside on_model: the variable's value in the model (> 0).
  bool value(int var) const { return value_[code(var)] > 0; }
  // Values assigned so far (decisions, flips and propagation), all calls: the work done.
  std::uint64_t assignments() const { return assignments_; }
  // Projection variables decided so far (first branches, not flips), all calls: the
  // guesses propagation alone did not settle (puzzle difficulty, chessy/effort.hpp).
  std::uint64_t decisions() const { return decisions_made_; }
  // Kept whole and propagated by the search, not written as clauses (top of file).
  void add_lex_leq(std::span<const std::pair<int, int>> pairs) override;

 protected:
  void emit(std::span<const int> lits) override;

 private:
  // A literal's code: 2 * var for var, 2 * var + 1 for -var; code ^ 1 negates.
  static int code(int lit) { return lit > 0 ? 2 * lit : -2 * lit + 1; }
  struct Watch {
    int clause;   // offset of the clause in arena_
    int blocker;  // another literal of it: when true, the clause needs no visit
  };
  struct Decision {
    std::size_t trail;  // trail size before it
    int lit;            // the code made true
    std::size_t pos;    // of its variable in the projection (or the auxiliaries)
    bool aux;           // an auxiliary, decided while completing a model
    bool flipped;       // the second branch: undoing it means backtracking further
  };

  void grow(int var);
  void assign(int c) {  // inline: the hottest call of the search
    ++assignments_;
    value_[c] = 1;
    value_[c ^ 1] = -1;
    trail_.push_back(c);
  }
  bool propagate();                   // false on a conflict
  void undo(std::size_t trail_size);  // unassigns the trail above trail_size
  bool backtrack();                   // flips the latest unflipped decision; false: none
  void decide(int c, std::size_t pos, bool aux);
  void list_auxiliaries(std::span<const int> project);
  bool open_false_satisfies() const;
  bool advance(int lex);  // false on a conflict

  std::vector<int> scratch_;  // emit()'s clause, reused
  std::vector<int> units_;
  std::vector<std::vector<int>> implied_;  // binary clauses: code -> codes it implies
  std::vector<int> arena_;  // longer clauses: size, search start, codes; size, ...
  std::vector<std::vector<Watch>> watches_;  // code c: the clauses watching c ^ 1
  // For the projection last used: the other variables, and the clauses with one.
  std::vector<int> projection_, auxiliaries_;
  std::vector<int> aux_clauses_;  // arena offsets
  std::vector<std::pair<int, int>> aux_binaries_;
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
  std::vector<Decision> decisions_;
  std::uint64_t assignments_ = 0;
  std::uint64_t decisions_made_ = 0;
};

}  // namespace chessy
