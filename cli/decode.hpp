// `chessy-sat decode INPUT MODEL`: a SAT solver's answer for the CNF that --dimacs
// writes, read back through the placement variables, checked with the independent
// violation() (check.hpp) and printed.
#pragma once
#include <atomic>
#include <iosfwd>

#include "cli/options.hpp"

namespace chessy {

// The exit status (exit_status.hpp): solved when the model is a solution; no solution when the
// solver said UNSAT or the model breaks a rule (one line says which). A malformed
// MODEL throws InputError "MODEL:LINE: ..."; Interrupted when *stop ends a wait for
// the input (a FIFO without a writer).
int run_decode(const Options& o, std::istream& in, std::ostream& out, const std::atomic<bool>* stop = nullptr);

}  // namespace chessy
