// The region engine (region_search.hpp) behind enumerate() and the default mode:
// which problems it takes, the Problem (its region grid, K, fixed stars, cells marked
// empty) as the engine's grid, and its solutions as checked classes. Only this adapter
// knows Problem.
#pragma once
#include <atomic>
#include <cstdint>
#include <optional>

#include "enumerate/enumeration.hpp"
#include "enumerate/regions/region_search.hpp"

namespace chessy {

// The problem as the engine's grid, or nothing when it is no region puzzle
// (docs/rules.md "Region puzzles").
std::optional<RegionGrid> region_grid(const Problem& problem);
// The same, for --engine regions: an InputError saying what the engine takes when not.
RegionGrid required_region_grid(const Problem& problem);

// enumerate() by the region engine: every solution decoded to its stars (kings),
// checked by is_solution and filed under its class (the problem's group, restricted
// to the maps that keep the regions: usually the identity alone), so the classes,
// representatives and sizes are the other engines'. merge_symmetric, keep_classes,
// limit (classes), encode.stop, progress and on_class are honoured; one worker (a
// Queens level takes microseconds: docs/design.md "The engines").
Enumeration enumerate_regions(const Problem& problem, const RegionGrid& grid, const EnumerateOptions& options);

// One solution (as found, checked), or the proof that there is none. Throws
// Interrupted when `stop` ends the search first.
std::optional<Solution> find_one_region(const Problem& problem, const RegionGrid& grid, const std::atomic<bool>* stop);

// An upper bound of the memory the engine needs for the problem (the run's sizing,
// enumerate/budget.hpp, instead of the CNF it does not build).
std::uint64_t region_engine_bytes(const Problem& problem);

}  // namespace chessy
