// The sanitizer build runs each code path, not each problem twice (issue 36; docs/design.md,
// Tests): the slow tests that repeat one path over many random problems (an external
// solver process, split runs, the algebraic squares' second batch) take a share of their
// problems there, the same problems the plain build takes first, so that `make test`
// stays within CI's time. The plain build runs them all.
#pragma once

#include <cstddef>

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
