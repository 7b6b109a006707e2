// All-solutions search by chronological backtracking: DPLL with unit propagation
// (propagate.hpp) and no learning, over the CNF the encoder wrote into it, deciding
// only the projection (placement) variables in a fixed order. A model found is never
// blocked by a clause: the depth-first search simply moves past it, as clasp
// enumerates, so a model costs the same whether it is the first or the millionth. CDCL
// with blocking clauses has to search its way back down after every model, among ever
// more blocking clauses; without learning, problems whose propagation is weak
// (domination) search far more, so enumerate.cpp picks the engine by the kind of
// problem.
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

#include "enumerate/backtrack/propagate.hpp"

namespace chessy {

class Backtracker final : public Propagator {
 public:
  // Calls on_model for every assignment of `project` (variables, decided in this
  // order) that extends `cube` (literals) to a model of the clauses, each once; stops
  // early when on_model returns false. Every few thousand steps asks `keep_going`
  // (when given) and returns false at once if it says no.
  bool enumerate(std::span<const int> project, std::span<const int> cube,
                 const std::function<bool()>& on_model, const std::function<bool()>& keep_going = {});
  // Inside on_model: the variable's value in the model (> 0).
  bool value(int var) const { return value_[code(var)] > 0; }
  // Projection variables decided so far (first branches, not flips), all calls: the
  // guesses propagation alone did not settle (puzzle difficulty, chessy/effort.hpp).
  std::uint64_t decisions() const { return decisions_made_; }

 private:
  struct Decision {
    std::size_t trail;  // trail size before it
    int lit;            // the code made true
    std::size_t pos;    // of its variable in the projection (or the auxiliaries)
    bool aux;           // an auxiliary, decided while completing a model
    bool flipped;       // the second branch: undoing it means backtracking further
  };

  bool backtrack();  // flips the latest unflipped decision; false: none
  void decide(int c, std::size_t pos, bool aux);
  void list_auxiliaries(std::span<const int> project);
  bool open_false_satisfies() const;

  // For the projection last used, and the CNF as it was then (its variables and
  // clauses): the other variables, and the clauses with one.
  std::vector<int> projection_, auxiliaries_;
  std::pair<int, long long> listed_for_{-1, -1};
  std::vector<int> aux_clauses_;  // arena offsets
  std::vector<std::pair<int, int>> aux_binaries_;
  std::vector<Decision> decisions_;
  std::uint64_t decisions_made_ = 0;
};

}  // namespace chessy
