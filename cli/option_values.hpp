// The values options take, read and checked: whole numbers in a range, board sizes,
// seconds, `--part I/P`, a word from a list. Errors are InputError "chessy-sat: ...".
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/parse_builder.hpp"

namespace chessy {

// A bad command line: "chessy-sat: WHAT (see --help)".
[[noreturn]] void usage_error(const std::string& what);

// The one reader of whole numbers on the command line, for every command: digits only,
// lo..hi; "OPTION needs a whole number, got 'TEXT'" or "OPTION must be between LO and HI".
std::uint64_t whole_number(const std::string& option, const std::string& text, std::uint64_t lo, std::uint64_t hi);
// The same as a T (an int, a count).
template <typename T>
T whole(const std::string& option, const std::string& text, T lo, T hi) {
  return static_cast<T>(whole_number(option, text, static_cast<std::uint64_t>(lo), static_cast<std::uint64_t>(hi)));
}
// M (M x M) or RxC (R rows, C columns), each 1..kMaxBoardSize.
BoardSize board_size(const std::string& option, const std::string& text);
// --size M or RxC (`last` empty), or a sweep's range A..B of either.
struct SizeRange {
  BoardSize first;
  std::optional<BoardSize> last;
};
SizeRange size_range(const std::string& option, const std::string& text);
// "30" or "0.5": above 0, at most a year.
double seconds(const std::string& option, const std::string& text);
// I/P, 0 <= I < P: `part` and `parts` set.
void part_of(const std::string& text, int& part, int& parts);
// `text` must be one of `choices`; the error names what `option` chooses
// ("unknown engine 'x' (auto, sat, ...)").
void one_of(const std::string& option, const std::string& text, const std::vector<std::string>& choices);

}  // namespace chessy
