// The JSON problem format: the problems of the text format (docs/input.md) as one object,
//   {"size": 8, "problem": "independence",
//    "pieces": [{"piece": "q", "count": 8, "colour": "w"}],
//    "fixed":  [{"piece": "q", "colour": "w", "row": 0, "col": 3}]}
// with the text format's checks (parse_builder.hpp). Errors name the file and the JSON
// path ("p.json: pieces[2].count: must be a whole number >= 0"), syntax errors the file
// and line ("p.json:3: syntax error ..."). docs/input.md "JSON" lists every key.
#pragma once
#include <atomic>
#include <optional>
#include <string>
#include <span>
#include <string_view>

#include "model/parse_builder.hpp"
#include "model/problem.hpp"

namespace chessy {

// JSON when the file name ends in ".json" or the first character that is not white
// space is '{' (which no text problem can start with).
bool looks_like_json(std::string_view text, std::string_view filename);

// `size` (from the command line) overrides the file's "size" (M or [R, C]); default 8.
// "blocked": [[r, c], ...] lists blocked cells. Interrupted soon after *stop becomes true.
Problem parse_json_problem(std::string_view text, const std::string& filename,
                           std::optional<BoardSize> size = std::nullopt, std::span<const Entry> more_fixed = {},
                           const std::atomic<bool>* stop = nullptr);

}  // namespace chessy
