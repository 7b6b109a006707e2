// A DIMACS writer: clauses as the lines of a CNF file any SAT solver reads. It writes
// the clauses only; the header (`p cnf V C`, which DIMACS wants first) and the comments
// are its caller's (encoder/write_dimacs.hpp counts with a CountingSink first).
#pragma once
#include <ostream>

#include "cnf/sink.hpp"

namespace chessy {

class DimacsWriter final : public ClauseSink {
 public:
  explicit DimacsWriter(std::ostream& out) : out_(out) {}

 protected:
  void emit(std::span<const int> lits) override;

 private:
  std::ostream& out_;
};

}  // namespace chessy
