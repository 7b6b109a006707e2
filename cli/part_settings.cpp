#include "cli/part_settings.hpp"

namespace chessy {

PartSettings part_settings(const Options& o) {
  return {.mode = o.mode == Mode::All ? PartMode::All : o.mode == Mode::Count ? PartMode::Count : PartMode::One,
          .optimize = o.optimize == Optimize::Max   ? PartOptimize::Max
                      : o.optimize == Optimize::Min ? PartOptimize::Min
                                                    : PartOptimize::None,
          .no_symmetry = o.no_symmetry,
          .breaking = !o.no_breaking,
          .part = o.part,
          .parts = o.parts};
}

Mode mode_of(PartMode mode) {
  return mode == PartMode::All ? Mode::All : mode == PartMode::Count ? Mode::Count : Mode::One;
}

Optimize optimize_of(PartOptimize optimize) {
  return optimize == PartOptimize::Max ? Optimize::Max : optimize == PartOptimize::Min ? Optimize::Min : Optimize::None;
}

}  // namespace chessy
