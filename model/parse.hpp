// The problem formats: text (docs/input.md "Text", parse.cpp) and JSON (parse_json.hpp), which
// share their checks (parse_builder.hpp). Every rejected input throws InputError with
// one line "FILE:LINE: what is wrong" (JSON: "FILE: pieces[2].count: what is wrong").
#pragma once
#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <span>
#include <string_view>
#include <vector>

#include "model/parse_builder.hpp"
#include "model/problem.hpp"

namespace chessy {

inline constexpr std::size_t kMaxLineLength = 4096;

// The text format. `size` (from the command line) overrides the file's `size` line;
// default 8x8. `more_fixed` are fixed pieces and blocked cells from elsewhere (the
// --fixed and --blocked lists). Every reader here throws Interrupted soon after *stop
// becomes true (null: never): a million-line file takes a second (--timeout, Ctrl-C).
Problem parse_problem(std::string_view text, const std::string& filename,
                      std::optional<BoardSize> size = std::nullopt, std::span<const Entry> more_fixed = {},
                      const std::atomic<bool>* stop = nullptr);

// Either format, told apart by looks_like_json (parse_json.hpp): what the command
// line reads.
Problem parse_input(std::string_view text, const std::string& filename,
                    std::optional<BoardSize> size = std::nullopt, std::span<const Entry> more_fixed = {},
                    const std::atomic<bool>* stop = nullptr);

// A plain list of fixed pieces (--fixed FILE), one a line: `ROW COL` or `ROW,COL` for
// a queen, `X[ c] ROW,COL` for any other piece (`r w 3,4`); blank lines and lines
// starting with '#' are left out. Errors name FILE:LINE.
std::vector<Entry> parse_fixed_list(std::string_view text, const std::string& filename,
                                    const std::atomic<bool>* stop = nullptr);

// The same list a line at a time: `each` gets the entry with its origin's line alone
// (no strings made a line: a placement list of 10^7 pieces, placements.hpp). `text`
// may be a piece of a file, whole lines from its line `first_line` (the byte-order mark
// is looked for on line 1 only); returns the number of lines it holds.
int for_each_fixed_line(std::string_view text, const std::string& filename, const std::atomic<bool>* stop,
                        const std::function<void(const Entry&)>& each, int first_line = 1);

// A plain list of blocked cells (--blocked FILE), one `ROW,COL` or `ROW COL` a line;
// blank lines and '#' comments are left out. Errors name FILE:LINE.
std::vector<Entry> parse_blocked_list(std::string_view text, const std::string& filename,
                                      const std::atomic<bool>* stop = nullptr);

}  // namespace chessy
