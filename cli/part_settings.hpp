// The command line's options as a part document's settings (split/part_file.hpp), and
// back for printing what merge unites.
#pragma once
#include "cli/options.hpp"
#include "split/part_file.hpp"

namespace chessy {

PartSettings part_settings(const Options& o);
Mode mode_of(PartMode mode);
Optimize optimize_of(PartOptimize optimize);

}  // namespace chessy
