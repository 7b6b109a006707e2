// How far a running count or enumeration has got (Options::progress), written by the
// search as it runs and read from any thread: the command line's progress line and the
// web page's running count and rate (docs/manual.md, "POST /api/solve"). Apart from
// chessy.hpp, as optimum_progress.hpp, so that the engines (enumerate/enumeration.hpp)
// write it without including the API above them (docs/design.md "How it works").
#pragma once
#include <atomic>
#include <cstdint>

namespace chessy::api {

struct CountProgress {
  std::atomic<std::uint64_t> models{0};   // as the enumeration's models
  std::atomic<std::uint64_t> classes{0};  // classes found so far
  // How far the search is: its cubes (the bit engine's tasks) searched to their end, of
  // all it has (0 until they are made; 1 when one worker searches the whole space).
  std::atomic<std::uint64_t> cubes_done{0}, cubes_total{0};
};

}  // namespace chessy::api
