// Where clauses go: a SAT backend, a DIMACS writer, or a counter. Variables are
// numbered here, 1, 2, ..., so every sink sees the same numbering.
#pragma once
#include <initializer_list>
#include <span>

namespace chessy {

class ClauseSink {
 public:
  virtual ~ClauseSink() = default;
  int new_var() { return ++vars_; }
  int vars() const { return vars_; }
  long long clauses() const { return clauses_; }
  void add_clause(std::span<const int> lits) {
    ++clauses_;
    emit(lits);
  }
  void add(std::initializer_list<int> lits) { add_clause({lits.begin(), lits.size()}); }

 protected:
  virtual void emit(std::span<const int> lits) = 0;

 private:
  int vars_ = 0;
  long long clauses_ = 0;
};

// Counts variables and clauses only: runs an encoder before any solver exists.
class CountingSink final : public ClauseSink {
 protected:
  void emit(std::span<const int>) override {}
};

}  // namespace chessy
