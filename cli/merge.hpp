// `chessy-sat merge FILE|DIR...`: the result files of the P parts of a split run
// (--part I/P) united by split/merge.hpp, printed as the single run prints, byte for byte.
#pragma once
#include <iosfwd>

#include "cli/exit_status.hpp"
#include "cli/run_environment.hpp"
#include "cli/options.hpp"

namespace chessy {

// InputError naming the file at fault when the parts do not make one whole run:
// a part missing, given twice, of another problem or other settings, incomplete,
// truncated or damaged.
int run_merge(const Options& o, std::ostream& out, std::ostream& err, const RunEnvironment& env);

}  // namespace chessy
