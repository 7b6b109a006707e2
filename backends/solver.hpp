// The backend interface, IPASIR-sized: clauses come in through the ClauseSink base
// (new_var, add_clause); then assume, solve, and read the model back.
//   clauses/assumptions --solve()--> Sat: value() valid until the next add or assume
//                                    Unsat / Unknown
#pragma once
#include <atomic>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "encoder/sink.hpp"

namespace chessy {

// CaDiCaL's and the SAT competition's codes.
enum class Result { Unknown = 0, Sat = 10, Unsat = 20 };

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

// The backend names --backend accepts; the first is the default.
const std::vector<std::string>& backend_names();

// A fresh solver; throws InputError for an unknown name.
std::unique_ptr<Solver> make_solver(std::string_view name);

// One file per backend.
std::unique_ptr<Solver> make_cadical();
std::unique_ptr<Solver> make_picosat();

}  // namespace chessy
