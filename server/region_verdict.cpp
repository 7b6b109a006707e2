#include "server/region_verdict.hpp"

#include <algorithm>

#include "model/square.hpp"
#include "puzzle/explain.hpp"

namespace chessy::server {

namespace {

// A row, a column or a region: its name in the player's words and its cells.
struct StarLine {
  std::string name;  // "row 5" (the rank, as squares name it), "column c", "region A"
  std::vector<api::Cell> cells;
};

std::vector<StarLine> star_lines(const std::vector<std::string>& rows) {
  const int n = static_cast<int>(rows.size());
  std::vector<StarLine> lines;
  for (int r = 0; r < n; ++r) {
    StarLine line{"row " + std::to_string(n - r), {}};
    for (int c = 0; c < n; ++c) line.cells.push_back({r, c});
    lines.push_back(std::move(line));
  }
  for (int c = 0; c < n; ++c) {
    StarLine line{"column " + file_name(c), {}};
    for (int r = 0; r < n; ++r) line.cells.push_back({r, c});
    lines.push_back(std::move(line));
  }
  std::string letters;  // the regions in first-seen order, as the model numbers them
  for (const std::string& row : rows)
    for (char letter : row)
      if (letters.find(letter) == std::string::npos) letters += letter;
  for (char letter : letters) {
    StarLine line{std::string("region ") + letter, {}};
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c)
        if (rows[r][c] == letter) line.cells.push_back({r, c});
    lines.push_back(std::move(line));
  }
  return lines;
}

bool holds(const std::vector<api::Cell>& cells, api::Cell cell) {
  return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

// "b5, e5": the squares of `cells`.
std::string squares_of(const std::vector<api::Cell>& cells, int n) {
  std::string out;
  for (const api::Cell& cell : cells) out += (out.empty() ? "" : ", ") + puzzle::square_of(cell, n);
  return out;
}

std::string stars_word(std::size_t count) { return std::to_string(count) + (count == 1 ? " star" : " stars"); }

}  // namespace

std::optional<RegionFault> region_fault(const RegionBoard& grid, const std::vector<api::Cell>& stars) {
  const int n = static_cast<int>(grid.rows.size());
  const auto at = [n](api::Cell cell) { return puzzle::square_of(cell, n); };
  std::vector<api::Cell> seen;
  for (const api::Cell& star : stars) {
    if (star.row < 0 || star.row >= n || star.col < 0 || star.col >= n)
      return RegionFault{"a star at " + std::to_string(star.row) + "," + std::to_string(star.col) + " is off the " +
                             std::to_string(n) + "x" + std::to_string(n) + " grid",
                         {}};
    if (holds(seen, star)) return RegionFault{"two stars on " + at(star), {star}};
    if (holds(grid.blocked, star)) return RegionFault{"a star on " + at(star) + ", a cell marked empty", {star}};
    seen.push_back(star);
  }
  for (const api::Cell& given : grid.given)
    if (!holds(seen, given)) return RegionFault{"the given star on " + at(given) + " is missing", {given}};
  // Stars in reading order, so that the first pair found is the top left one.
  std::sort(seen.begin(), seen.end(), [](api::Cell a, api::Cell b) { return a.row != b.row ? a.row < b.row : a.col < b.col; });
  for (std::size_t i = 0; i < seen.size(); ++i)
    for (std::size_t j = i + 1; j < seen.size(); ++j)
      if (std::abs(seen[i].row - seen[j].row) <= 1 && std::abs(seen[i].col - seen[j].col) <= 1)
        return RegionFault{"the stars on " + at(seen[i]) + " and " + at(seen[j]) + " touch", {seen[i], seen[j]}};
  const std::vector<StarLine> lines = star_lines(grid.rows);
  const auto stars_in = [&seen](const StarLine& line) {
    std::vector<api::Cell> in;
    for (const api::Cell& star : seen)
      if (holds(line.cells, star)) in.push_back(star);
    return in;
  };
  const auto wanted = static_cast<std::size_t>(grid.stars);
  for (const StarLine& line : lines)
    if (const auto in = stars_in(line); in.size() > wanted)
      return RegionFault{line.name + " holds " + stars_word(in.size()) + " (" + squares_of(in, n) + "), " +
                             std::to_string(wanted) + " wanted",
                         in};
  for (const StarLine& line : lines)
    if (const auto in = stars_in(line); in.size() < wanted)
      return RegionFault{stars_word(seen.size()) + " placed of " + std::to_string(wanted * static_cast<std::size_t>(n)) +
                             ": " + line.name + " holds " + std::to_string(in.size()) + " of " + std::to_string(wanted),
                         line.cells};
  return std::nullopt;
}

}  // namespace chessy::server
