// The problem formats: text (SPEC §6, parse.cpp) and JSON (parse_json.hpp), which
// share their checks (parse_builder.hpp). Every rejected input throws InputError with
// one line "FILE:LINE: what is wrong" (JSON: "FILE: pieces[2].count: what is wrong").
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "encoder/problem.hpp"

namespace chessy {

inline constexpr int kMaxBoardSize = 1000;
inline constexpr std::size_t kMaxLineLength = 4096;

// The text format. `size` (from the command line) overrides the file's `size` line;
// default 8.
Problem parse_problem(std::string_view text, const std::string& filename,
                      std::optional<int> size = std::nullopt);

// Either format, told apart by looks_like_json (parse_json.hpp): what the command
// line reads.
Problem parse_input(std::string_view text, const std::string& filename,
                    std::optional<int> size = std::nullopt);

}  // namespace chessy
