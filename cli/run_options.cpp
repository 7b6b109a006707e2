#include "cli/run_options.hpp"

#include <algorithm>

#include "split/parts.hpp"

namespace chessy {

RunOptions run_options_from_command_line(const Options& o) {
  RunOptions run{.mode = o.mode,
                 .optimize = o.optimize,
                 .merge_symmetric = !o.no_symmetry,
                 .breaking = !o.no_breaking,
                 .backend = o.backend,
                 .solver = o.solver,
                 .engine = o.engine,
                 .jobs = o.jobs,
                 .limit = o.limit,
                 .max_memory = o.max_memory_mb << 20,
                 .part = {},
                 .part_index = o.part,
                 .parts = std::max(1, o.parts),
                 .huge_engine = {}};
  // --part: the split's cubes (split/parts.hpp), the same in every part's run.
  if (o.parts)
    run.part = [part = o.part, parts = o.parts](const Problem& problem, const EncodeOptions& options,
                                                const RecordedCnf* recorded) {
      return part_cubes(problem, options, part, parts, recorded);
    };
  return run;
}

}  // namespace chessy
