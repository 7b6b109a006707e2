// One enumeration split into P disjoint parts for separate runs (--part I/P): on other
// cores, other machines, a job array. Every part splits the search in the same way, so
// the split must depend on nothing but the problem, its CNF and P.
//
// Cubes are refined as -j's are (cubes.hpp): by which cells, in row-major order, hold
// the next pieces. The heaviest cube, by an estimate of its work, is split first until
// there are kCubesPerPart cubes a part; then the cubes are dealt out heaviest first,
// each to the part with the least estimated work so far. A cube that the lex-leader
// clauses already rule out on its own decided cells weighs (almost) nothing.
#pragma once
#include <cstdint>
#include <vector>

#include "encoder/encoder.hpp"
#include "enumerate/cubes.hpp"

namespace chessy {

// Enough cubes a part that their estimated weights even out.
inline constexpr int kCubesPerPart = 24;

struct PartCubes {
  std::vector<Cube> cubes;  // part `index`'s, in search order
  // A hash of the whole split (every cube and the part it went to): parts of one run
  // must agree on it, or they were split by different builds and may overlap.
  std::uint64_t digest = 0;
};

// The cubes of part `index` (0 <= index < parts). Over all parts the cubes are
// disjoint and cover the search.
PartCubes part_cubes(const Problem& problem, const Encoding& enc, const EncodeOptions& options, int index,
                     int parts);

}  // namespace chessy
