#include "cli/part_settings.hpp"

namespace chessy {

PartSettings part_settings(const Options& o) {
  return {.mode = o.mode,
          .optimize = o.optimize,
          .no_symmetry = o.no_symmetry,
          .breaking = !o.no_breaking,
          .part = o.part,
          .parts = o.parts};
}

}  // namespace chessy
