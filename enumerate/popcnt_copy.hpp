// Which copy of a popcount-bound search runs. The domination counter, the n-queens
// counter and the bit-parallel engine are built twice on x86-64 (CMakeLists.txt): as
// themselves for any CPU (namespace generic), and with -mpopcnt by their *_popcnt.cpp
// files (namespace popcnt), since the baseline builds each popcount as a call (13x13
// queens dominating, the count of the 288: 4 times faster with the instruction).
// Each such file defines its search in CHESSY_POPCNT_VARIANT, and its public entry,
// outside the copy (#ifndef CHESSY_POPCNT_BUILD), declares CHESSY_POPCNT_DECLARE(search)
// and calls CHESSY_POPCNT_PICK(search).
#pragma once

// A *_popcnt.cpp file defines CHESSY_POPCNT_BUILD before it includes the plain file.
#ifdef CHESSY_POPCNT_BUILD
#define CHESSY_POPCNT_VARIANT popcnt
#else
#define CHESSY_POPCNT_VARIANT generic
#endif

#if defined(__x86_64__)
#define CHESSY_POPCNT_COPY

namespace chessy {

// Where the CPU has the instruction; always where the whole build may use it (-march=
// native), since the plain copies are then compiled at -O1, for old CPUs only
// (docs/design.md "Build time").
inline bool popcnt_copy_runs() {
#if defined(__POPCNT__)
  return true;
#else
  return __builtin_cpu_supports("popcnt");
#endif
}

}  // namespace chessy

// Declares popcnt::fn, the other translation unit's, typed as generic::fn (in namespace
// chessy, after generic::fn); then CHESSY_POPCNT_PICK(fn) is the copy that runs.
#define CHESSY_POPCNT_DECLARE(fn) \
  namespace popcnt {              \
  decltype(generic::fn) fn;       \
  }
#define CHESSY_POPCNT_PICK(fn) (popcnt_copy_runs() ? popcnt::fn : generic::fn)
#else
#define CHESSY_POPCNT_DECLARE(fn)
#define CHESSY_POPCNT_PICK(fn) generic::fn
#endif
