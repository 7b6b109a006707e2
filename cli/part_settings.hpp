// The command line's options as a part document's settings (split/part_file.hpp).
#pragma once
#include "cli/options.hpp"
#include "split/part_file.hpp"

namespace chessy {

PartSettings part_settings(const Options& o);

}  // namespace chessy
