// Memory limits checked before any work: the CNF is sized by running the encoder into a
// sink that counts and stores nothing, and a run that would not fit is refused with a
// clear message instead of thrashing or being killed halfway.
#pragma once
#include <cstdint>
#include <string_view>

#include "encoder/encoder.hpp"

namespace chessy {

struct SizeEstimate {
  long long vars = 0, clauses = 0;
  std::uint64_t bytes = 0;  // of one solver holding the CNF (CaDiCaL, measured)
  // Of the CNF recorded once for the run (encoder.hpp RecordedCnf), an upper bound: an
  // enumeration with several workers records it and replays it into each.
  std::uint64_t recording = 0;
};

// Exact variable and clause counts; bytes from a per-variable and per-clause cost
// measured on CaDiCaL 1.5.3 (n=1000 completion: 1.17M variables, 6.35M clauses, 764 MB).
SizeEstimate estimate_size(const Problem& problem, const EncodeOptions& options);

// Bytes of the cube list split_cubes builds for a window of `window` cells (an upper bound).
std::uint64_t cube_list_bytes(int window);

// An upper bound of the peak memory of a run with `workers` solvers of this CNF: the
// process itself, every solver, and, with more than one, the recording they may be fed
// from and the cube list (of cube_window cells, cubes.hpp) when workers share out the
// search.
std::uint64_t estimated_bytes(const SizeEstimate& e, int cube_window, int workers);

// What the machine can give now (MemAvailable), 0 when unknown.
std::uint64_t available_memory();

// What this process holds in memory now (its resident set, /proc/self/statm), 0 when
// unknown. The estimate above cannot see learned clauses: StopFlag watches this.
std::uint64_t resident_memory();

// The limit when --max-memory is not given: 80 % of MemAvailable or MemAvailable less
// 1 GiB, whichever is smaller, so that a run estimated just under it leaves the
// machine room for the kernel, the page cache and everything else (0 when unknown).
std::uint64_t default_memory_limit();

// Throws InputError when `workers` solvers of this CNF would need more than
// `limit_bytes` (0: default_memory_limit(); no check when that is unknown too).
// Every problem is sized: a small board with many pieces has big cardinality encodings
// (199x199 and 5000 kings: 10M clauses); counting them takes a fraction of a second.
void check_memory(const Problem& problem, const EncodeOptions& options, int workers,
                  std::uint64_t limit_bytes);

// The same for an engine that holds no CNF (the region engine: region_engine_bytes),
// which needs `bytes` besides the process itself.
void check_engine_memory(const Problem& problem, std::string_view engine, std::uint64_t bytes,
                         std::uint64_t limit_bytes);

}  // namespace chessy
