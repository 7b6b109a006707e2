#include "cli/option_values.hpp"

#include <algorithm>
#include <charconv>
#include <stdexcept>

#include "model/parse.hpp"
#include "model/problem.hpp"
#include "split/parts.hpp"

namespace chessy {

void usage_error(const std::string& what) { throw InputError("chessy-sat: " + what + " (see --help)"); }

std::uint64_t whole_number(const std::string& option, const std::string& text, std::uint64_t lo, std::uint64_t hi) {
  std::uint64_t v = 0;
  const char* end = text.data() + text.size();
  const auto [at, error] = std::from_chars(text.data(), end, v);
  // from_chars takes no sign nor space; a number too large for 64 bits is out of range.
  if (text.empty() || at != end || (error != std::errc() && error != std::errc::result_out_of_range))
    usage_error(option + " needs a whole number, got '" + text + "'");
  if (error != std::errc() || v < lo || v > hi)
    usage_error(option + " must be between " + std::to_string(lo) + " and " + std::to_string(hi));
  return v;
}

BoardSize board_size(const std::string& option, const std::string& text) {
  const std::size_t x = text.find_first_of("xX");
  if (x == std::string::npos) {
    const int side = whole(option, text, 1, kMaxHugeSide);
    return {side, side};
  }
  return {whole(option, text.substr(0, x), 1, kMaxHugeSide), whole(option, text.substr(x + 1), 1, kMaxHugeSide)};
}

double seconds(const std::string& option, const std::string& text) {
  std::size_t used = 0;
  double v = 0;
  if (!text.empty() && text.size() <= 12 && text.find_first_not_of("0123456789.") == std::string::npos) {
    try {
      v = std::stod(text, &used);
    } catch (const std::logic_error&) {
      used = 0;
    }
  }
  if (used != text.size() || used == 0) usage_error(option + " needs a number of seconds, got '" + text + "'");
  if (!(v > 0) || v > 365.0 * 24 * 3600) usage_error(option + " must be above 0 and at most a year");
  return v;
}

void part_of(const std::string& text, int& part, int& parts) {
  const std::size_t slash = text.find('/');
  if (slash == std::string::npos) usage_error("--part needs I/P (part I of P, 0 <= I < P), got '" + text + "'");
  parts = whole("--part's P", text.substr(slash + 1), 1, kMaxParts);
  part = whole("--part's I", text.substr(0, slash), 0, parts - 1);
}

void one_of(const std::string& option, const std::string& text, const std::vector<std::string>& choices) {
  if (std::find(choices.begin(), choices.end(), text) != choices.end()) return;
  std::string known;
  for (const std::string& c : choices) known += (known.empty() ? "" : ", ") + c;
  usage_error("unknown " + option.substr(2) + " '" + text + "' (" + known + ")");
}

// --size M, RxC, or a range A..B of either: its first size and, for a range, its last.
// One side varies (`8x4..8x12`: the columns; `4x8..12x8`: the rows), or
// both together on squares (`4..12`, `4x4..12x12`); a count 'n' is the side that varies.
SizeRange size_range(const std::string& option, const std::string& text) {
  // `8x`, `x8`, `8..`: the whole text named, not the empty side ("got ''").
  const auto size_like = [](const std::string& s) {
    const std::size_t x = s.find_first_of("xX");
    const auto digits = [](const std::string& d) { return !d.empty() && d.find_first_not_of("0123456789") == std::string::npos; };
    return x == std::string::npos ? digits(s) : digits(s.substr(0, x)) && digits(s.substr(x + 1));
  };
  const std::size_t dots = text.find("..");
  if (!(dots == std::string::npos ? size_like(text) : size_like(text.substr(0, dots)) && size_like(text.substr(dots + 2))))
    usage_error(option + " needs M or RxC (8, 6x9) or a range A..B of them, got '" + text + "'");
  if (dots == std::string::npos) return {board_size(option, text), std::nullopt};
  BoardSize first = board_size(option, text.substr(0, dots)), last = board_size(option, text.substr(dots + 2));
  const bool rows_vary = first.rows != last.rows, cols_vary = first.cols != last.cols;
  const bool squares = first.rows == first.cols && last.rows == last.cols;
  if (rows_vary && cols_vary && !squares)
    usage_error(option + " " + text + ": in a sweep one side varies (8x4..8x12), or both on squares (4..12)");
  if (first.rows > last.rows || first.cols > last.cols)
    usage_error(option + " " + text + ": the first size is larger than the last");
  first.n_is_cols = last.n_is_cols = cols_vary && !rows_vary;
  return {first, last};
}

}  // namespace chessy
