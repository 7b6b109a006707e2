// Where clauses go: a SAT backend, a DIMACS writer, or a counter. Variables are
// numbered here, 1, 2, ..., so every sink sees the same numbering.
//
// A sink can hold one constant: a variable fixed to true. Cells where a piece can
// never stand get the constant false as their placement literal instead of a
// variable, and clauses are folded on the way in (a clause with a true literal is
// dropped, false literals are left out), so pruned cells cost no clauses at all.
//
// A sink may also keep a lexicographic order whole (add_lex_leq) rather than as
// clauses with auxiliaries; it then makes none of those, so such a constraint is
// added last, after every variable the sinks must agree on.
//
// An encoding can take seconds (a 1000x1000 board: millions of clauses), so a sink
// can be told to stop: it then throws Interrupted from the next variable or clause.
#pragma once
#include <atomic>
#include <initializer_list>
#include <span>
#include <utility>
#include <vector>

#include "chessy/errors.hpp"

namespace chessy {

class ClauseSink {
 public:
  virtual ~ClauseSink() = default;
  int new_var() {
    poll();
    return ++vars_;
  }
  int vars() const { return vars_; }
  long long clauses() const { return clauses_; }

  // The literal that is always true (made on first use, as a unit clause).
  int true_literal() {
    if (!true_) {
      true_ = new_var();
      ++clauses_;
      emit(std::span<const int>(&true_, 1));
    }
    return true_;
  }
  int false_literal() { return -true_literal(); }
  int constant() const { return true_; }  // the true literal, 0 if never made
  bool is_constant(int lit) const { return true_ && (lit == true_ || lit == -true_); }

  void add_clause(std::span<const int> lits) {
    poll();
    if (true_) {
      folded_.clear();
      for (int lit : lits) {
        if (lit == true_) return;  // satisfied
        if (lit != -true_) folded_.push_back(lit);
      }
      lits = folded_;
    }
    ++clauses_;
    emit(lits);
  }
  void add(std::initializer_list<int> lits) { add_clause({lits.begin(), lits.size()}); }

  // x_1 x_2 ... x_n <= y_1 y_2 ... y_n lexicographically, false < true, over the
  // literal pairs (x_i, y_i). Here: as clauses over a chain of "equal so far"
  // auxiliaries (sink.cpp); the backtracking engine propagates it directly.
  virtual void add_lex_leq(std::span<const std::pair<int, int>> pairs);

  // From now on, new_var and add_clause throw Interrupted soon after *flag becomes
  // true (null: never). encode() sets it for its own run only (EncodeOptions::stop).
  void stop_encoding_when(const std::atomic<bool>* flag) { stop_ = flag; }

 protected:
  virtual void emit(std::span<const int> lits) = 0;

 private:
  int vars_ = 0;
  long long clauses_ = 0;
  int true_ = 0;
  std::vector<int> folded_;
  const std::atomic<bool>* stop_ = nullptr;
  unsigned polls_ = 0;

  // One relaxed load every 4096 calls: no measurable cost, and a stop within about
  // a millisecond even when every call reaches CaDiCaL.
  void poll() {
    if (stop_ && (++polls_ & 4095) == 0 && stop_->load(std::memory_order_relaxed)) throw Interrupted();
  }
};

// Counts variables and clauses only: runs an encoder before any solver exists.
class CountingSink final : public ClauseSink {
 protected:
  void emit(std::span<const int>) override {}
};

}  // namespace chessy
