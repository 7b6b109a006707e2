// One enumeration split into P disjoint parts for separate runs (--part I/P): on other
// cores, other machines, a job array. Every part splits the search in the same way, so
// the split must depend on nothing but the problem, its CNF and P.
//
// Cubes are refined as -j's are (cubes.hpp): by which cells, in row-major order, hold
// the next pieces. The heaviest cube, by an estimate of its work, is split first until
// there are kCubesPerPart cubes a part; then the cubes are dealt out heaviest first,
// each to the part with the least estimated work so far. A cube that the lex-leader
// clauses already rule out on its own decided cells weighs (almost) nothing.
//
// The caller hands the part's cubes to the enumeration (EnumerateOptions::part_in_cells)
// or the optimum search (cube_in_lits): enumerate/ knows nothing of the split.
#pragma once
#include "encoder/encoder.hpp"
#include "enumerate/cubes.hpp"

namespace chessy {

// The most parts a run is split into (--part I/P): a part file that says more is
// forged or damaged, and is refused as such.
inline constexpr int kMaxParts = 1'000'000;

// Enough cubes a part that their estimated weights even out.
inline constexpr int kCubesPerPart = 24;

// The cubes of part `index` (0 <= index < parts), in cells (cube_in_cells), of the CNF
// encode(problem, options) makes. Over all parts the cubes are disjoint and cover the
// search. Throws Interrupted when options.stop stops the encoding. `recorded`: that
// CNF, made by the caller for its run, replayed rather than encoded again (null: encoded).
PartCubes part_cubes(const Problem& problem, const EncodeOptions& options, int index, int parts,
                     const RecordedCnf* recorded = nullptr);

}  // namespace chessy
