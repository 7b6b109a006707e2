// The text problem format of SPEC §6. Every rejected input throws InputError with one
// line "FILE:LINE: what is wrong".
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "encoder/problem.hpp"

namespace chessy {

inline constexpr int kMaxBoardSize = 1000;
inline constexpr std::size_t kMaxLineLength = 4096;

// `size` (from the command line) overrides the file's `size` line; default 8.
Problem parse_problem(std::string_view text, const std::string& filename,
                      std::optional<int> size = std::nullopt);

}  // namespace chessy
