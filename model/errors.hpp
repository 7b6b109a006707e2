// What chessy-sat throws, in every layer: the user's mistake, a bug, or a stop from
// outside. Messages are complete sentences for one line on stderr.
#pragma once
#include <stdexcept>

namespace chessy {

// A user error (bad input or command line): the message is complete, e.g.
// "queens.txt:3: unknown piece 'x'". Caught where a run ends: the command line or the caller.
struct InputError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A broken invariant inside chessy-sat (a model that is not a solution, ...): a bug.
struct InternalError : std::logic_error {
  using std::logic_error::logic_error;
};

// The work was stopped from outside (Ctrl-C, --timeout) before it had an answer.
struct Interrupted : std::runtime_error {
  Interrupted() : std::runtime_error("interrupted") {}
};

}  // namespace chessy
