// The sanitizer build runs each code path, not each problem twice (issue 36; docs/design.md,
// Tests): the tests that repeat one path over many random problems (the differential
// cases, the algebraic squares) take a share of their problems there, the same problems
// the plain build takes first, so that `make test` stays within CI's time. The plain
// build, which compares every answer, runs them all.
#pragma once

#include <cstddef>
#include <vector>

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
#else
inline constexpr bool kSanitized = false;
#endif

// Under the sanitizers one problem in kSanitizerShare.
inline constexpr std::size_t kSanitizerShare = 4;

// Whether the problem at `index` of a repeated path runs in this build.
constexpr bool runs_in_this_build(std::size_t index) { return !kSanitized || index % kSanitizerShare == 0; }

// A count expected of all the problems, scaled to those that run in this build (a floor
// such as "more than 40 had a solution").
constexpr int share_of(int count) { return kSanitized ? count / static_cast<int>(kSanitizerShare) : count; }

// Those of `all` that run in this build.
template <class T>
std::vector<T> in_this_build(const std::vector<T>& all) {
  std::vector<T> taken;
  for (std::size_t i = 0; i < all.size(); ++i)
    if (runs_in_this_build(i)) taken.push_back(all[i]);
  return taken;
}
