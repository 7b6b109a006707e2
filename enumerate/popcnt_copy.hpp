// Which copy of a popcount-bound search runs. The domination counter, the n-queens
// counter and the bit-parallel engine are built twice on x86-64 (CMakeLists.txt): as
// themselves for any CPU (namespace generic), and with -mpopcnt by their *_popcnt.cpp
// files (namespace popcnt), since the baseline builds each popcount as a call (13x13
// queens dominating, the count of the 288: 4 times faster with the instruction).
#pragma once

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
#endif
