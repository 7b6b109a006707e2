// What chessy throws, in every layer and through the public API: the user's mistake,
// a bug, or a stop from outside. Each message is one complete line, the same one the
// command line prints.
#pragma once
#include <stdexcept>

namespace chessy {

// Bad input: a problem that does not parse or breaks a rule, a bad option or limit.
// The message names where: "queens.txt:3: unknown piece 'x'".
struct InputError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A broken invariant inside chessy (a model that is not a solution, a solver that
// failed): a bug, to be reported.
struct InternalError : std::logic_error {
  using std::logic_error::logic_error;
};

// The work was stopped from outside (a stop flag, a timeout) before it had an answer.
struct Interrupted : std::runtime_error {
  Interrupted() : std::runtime_error("interrupted") {}
};

}  // namespace chessy
