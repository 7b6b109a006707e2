// What a SAT solver prints, read back: by the external backend (external.cpp) and by
// `chessy-sat decode`. The SAT competition's format
//   c any comment
//   s SATISFIABLE            (or UNSATISFIABLE, UNKNOWN)
//   v 1 -2 3 ...             (the model, over one or more lines, ending in 0)
// and also MiniSat's result file (a line SAT, UNSAT or INDET, then the literals) and a
// bare list of literals, over any number of lines, 0-terminated or not.
#pragma once
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "backends/solver.hpp"

namespace chessy {

struct SolverAnswer {
  Result result = Result::Unknown;
  int answer_line = 0;              // the line of the 's' line (0: a bare list of literals)
  std::vector<signed char> values;  // values[var]: 1 true, -1 false, 0 not given

  // Whether the model makes `var` true; a variable it does not give is false, so a
  // list of the true literals alone is a model too.
  bool is_true(int var) const {
    return var > 0 && static_cast<std::size_t>(var) < values.size() && values[var] > 0;
  }
  // Whether the model makes literal `lit` (not 0) true, read as is_true does.
  bool satisfies(int lit) const { return lit > 0 ? is_true(lit) : !is_true(-lit); }
};

// The first of `clauses` (their literals one after another, each clause ended by 0)
// that the answer's model makes false, counted from 1; 0 when it satisfies them all.
// A solver's model is not believed before this says 0.
long long falsified_clause(const SolverAnswer& answer, std::span<const int> clauses);

// Up to `max` bytes of `s` in single quotes, with control and non-ASCII bytes as \xHH,
// so that a message quoting what a program printed stays one line.
std::string excerpt(std::string_view s, std::size_t max = 24);

// Throws InputError "NAME:LINE: what is wrong" for a line that is none of the above,
// a literal whose variable exceeds `max_var` (the CNF's variables), a variable given
// both true and false, two answers, a model with UNSATISFIABLE or none with
// SATISFIABLE, and a solver's model cut short (no final 0).
SolverAnswer read_solver_answer(std::string_view text, const std::string& name, int max_var);

}  // namespace chessy
