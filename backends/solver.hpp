// The backend interface, IPASIR-sized: clauses come in through the ClauseSink base
// (new_var, add_clause); then assume, solve, and read the model back.
//   clauses/assumptions --solve()--> Sat: value() valid until the next add or assume
//                                    Unsat / Unknown
#pragma once
#include <atomic>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "cnf/sink.hpp"

namespace chessy {

// CaDiCaL's and the SAT competition's codes.
enum class Result { Unknown = 0, Sat = 10, Unsat = 20 };

// A backend that could not answer: an external solver that crashed or printed
// something that is not a SAT solver's answer. The message is complete.
struct SolverFailure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class Solver : public ClauseSink {
 public:
  // Holds for the next solve() only.
  virtual void assume(int lit) = 0;
  virtual Result solve() = 0;
  // After Sat: is variable `var` (> 0) true in the model?
  virtual bool value(int var) = 0;
  // Optional: a hint that `lit` is likely true, for the search's first decisions.
  virtual void phase(int /*lit*/) {}
  // Optional: solve() gives up (Unknown) soon after *flag becomes true (null: never).
  virtual void stop_when(const std::atomic<bool>* /*flag*/) {}
};

// The in-process backends --backend accepts; the first is the default.
const std::vector<std::string>& backend_names();

// The backend that runs an external solver command (external.cpp), outside
// backend_names() because it needs that command.
inline constexpr std::string_view kExternalBackend = "cmd";

// A fresh solver; throws InputError for an unknown name. `command` is the external
// solver's command line, for kExternalBackend only.
std::unique_ptr<Solver> make_solver(std::string_view name, const std::string& command = {});

// One file per backend.
std::unique_ptr<Solver> make_cadical();

// For a process that ends soon after a stop (the command line): a CaDiCaL solver
// destroyed while *flag is true is left to the process's exit instead of being freed,
// since CaDiCaL frees its CNF clause by clause (1.2 GB: 1.5 s past a --timeout).
// Null, the default and the library's: always freed. Returns how many were left so far.
void leave_stopped_solvers_to_exit(const std::atomic<bool>* flag);
std::size_t solvers_left_to_exit();
std::unique_ptr<Solver> make_picosat();
std::unique_ptr<Solver> make_external(const std::string& command);

// The solver libraries linked in, as each reports itself ("CaDiCaL sc2021, PicoSAT 965"),
// for --version: Debian's packages, not this tree, decide them.
std::string linked_solvers();
std::string cadical_version();
std::string picosat_version_number();

}  // namespace chessy
