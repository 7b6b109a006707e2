// How far an optimum search has got (Options::optimize, minimum(), maximum()), written
// by the search as it runs and read from any thread: the command line's progress line
// and the web page's bounds (docs/manual.md, "optimum"). Apart from chessy.hpp so that
// the search itself (enumerate/optimum.hpp) writes it without including the API above
// it (docs/design.md "How it works").
#pragma once
#include <atomic>

namespace chessy::api {

struct OptimumProgress {
  std::atomic<long long> lower{0};   // proven bounds on the optimum; upper -1: no
  std::atomic<long long> upper{-1};  // solution found yet
  std::atomic<long long> trying{-1}; // the bound of the call under way (-1: none)
  std::atomic<bool> searching{true}; // false once the search has ended
};

}  // namespace chessy::api
