// `chessy-sat check PROBLEM SOLUTION`: a placement list (model/placements.hpp, what
// --format placements prints) checked against a problem by placement_violation, the
// check every answer of the huge-board engine passes before it is printed.
#pragma once
#include <atomic>
#include <iosfwd>

#include "cli/options.hpp"

namespace chessy {

// `valid` (kExitSolved), or the first rule broken, one line naming the list's line
// (kExitNoSolution). A SOLUTION line that is no placement throws InputError
// "SOLUTION:LINE: ..."; Interrupted when *stop ends a wait for the input.
int run_check(const Options& o, std::istream& in, std::ostream& out, const std::atomic<bool>* stop = nullptr);

}  // namespace chessy
