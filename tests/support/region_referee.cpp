// Brute-force referee of region puzzles; see region_referee.hpp. Plain loops: the search
// only cuts branches that break a rule already (argued where it does), and every
// placement it keeps is judged again by is_solution(), which reads the rules directly.
#include "region_referee.hpp"

#include <algorithm>
#include <cassert>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <sstream>

namespace region_referee {

namespace {

// The text without spaces, tabs and carriage returns at either end.
std::string trimmed(const std::string& text) {
  const size_t first = text.find_first_not_of(" \t\r");
  if (first == std::string::npos) return "";
  return text.substr(first, text.find_last_not_of(" \t\r") - first + 1);
}

bool all_digits(const std::string& text) {
  return !text.empty() && text.size() < 9 &&
         std::all_of(text.begin(), text.end(), [](unsigned char c) { return std::isdigit(c) != 0; });
}

// A cell as written, `d4` or `3,3`, on an N×N grid; false when it is neither or off
// the grid.
bool read_cell(const std::string& text, int n, Cell& cell) {
  const size_t comma = text.find(',');
  if (comma != std::string::npos) {
    const std::string row = trimmed(text.substr(0, comma)), col = trimmed(text.substr(comma + 1));
    if (!all_digits(row) || !all_digits(col)) return false;
    cell = {std::stoi(row), std::stoi(col)};
  } else {
    // Files: a..z, then aa, ab, ... as spreadsheets name columns (docs/input.md).
    size_t at = 0;
    long col = 0;
    while (at < text.size() && std::isalpha(static_cast<unsigned char>(text[at])) != 0 && at < 4) {
      col = col * 26 + (std::tolower(static_cast<unsigned char>(text[at])) - 'a' + 1);
      ++at;
    }
    const std::string rank = text.substr(at);
    if (at == 0 || !all_digits(rank)) return false;
    cell = {n - std::stoi(rank), static_cast<int>(col - 1)};  // rank 1 is the bottom row
  }
  return 0 <= cell.row && cell.row < n && 0 <= cell.col && cell.col < n;
}

// Every cell's region as an index 0..R-1 (first-seen order), and R.
std::vector<int> region_indices(const Problem& problem, int& regions) {
  std::map<char, int> index;
  std::vector<int> out;
  for (const std::string& row : problem.grid) {
    for (char c : row) out.push_back(index.emplace(c, static_cast<int>(index.size())).first->second);
  }
  regions = static_cast<int>(index.size());
  return out;
}

}  // namespace

Parsed parse(const std::string& text) {
  Parsed parsed;
  auto fail = [&parsed](int line, const std::string& why) {
    parsed.ok = false;
    parsed.error = "line " + std::to_string(line) + ": " + why;
    return parsed;
  };
  Problem& p = parsed.problem;
  bool regions = false, grid_done = false, stars = false;
  int size = 0;  // a `size` line's N, 0 without one
  std::vector<std::pair<int, std::string>> fixed, empty;  // (line, cell text): read once N is known
  std::istringstream in(text);
  std::string raw;
  for (int line = 1; std::getline(in, raw); ++line) {
    if (regions && !grid_done) {
      // The grid is contiguous: no blank or comment lines between its rows.
      const std::string row = trimmed(raw);
      if (row.empty() || row[0] == '#') return fail(line, "the grid is interrupted");
      if (!std::all_of(row.begin(), row.end(), [](unsigned char c) { return std::isalnum(c) != 0; }))
        return fail(line, "a region character is a letter or a digit");
      if (!p.grid.empty() && row.size() != p.grid[0].size()) return fail(line, "a row of another length");
      p.grid.push_back(row);
      grid_done = p.grid.size() == p.grid[0].size();
      continue;
    }
    std::string body = raw.substr(0, raw.find('#'));
    std::istringstream words(body);
    std::vector<std::string> w;
    for (std::string word; words >> word;) w.push_back(word);
    if (w.empty()) continue;
    if (w.size() == 1 && w[0] == "regions") {
      if (regions) return fail(line, "regions twice");
      regions = true;
    } else if (w.size() == 2 && w[0] == "stars" && all_digits(w[1])) {
      if (stars) return fail(line, "stars twice");
      stars = true;
      p.stars = std::stoi(w[1]);
    } else if ((w.size() == 2 || (w.size() == 3 && w[1] == w[2])) && w[0] == "size" && all_digits(w[1])) {
      size = std::stoi(w[1]);
    } else if (w.size() >= 3 && (w[0] == "*" || w[0] == "x") && w[1] == "@") {
      std::string cell;
      for (size_t i = 2; i < w.size(); ++i) cell += w[i];
      (w[0] == "*" ? fixed : empty).push_back({line, cell});
    } else {
      return fail(line, "not a line of a region problem");
    }
  }
  if (!regions) return fail(0, "no regions");
  if (!grid_done) return fail(0, "the grid is not square");
  const int n = p.size();
  if (size != 0 && size != n) return fail(0, "the size disagrees with the grid");
  if (p.stars < 1 || 2 * p.stars - 1 > n) return fail(0, "no room for K stars in a row");
  for (auto [list, cells] : {std::pair{&fixed, &p.fixed}, std::pair{&empty, &p.empty}}) {
    for (const auto& [line, written] : *list) {
      Cell cell;
      if (!read_cell(written, n, cell)) return fail(line, "no cell of the grid: " + written);
      cells->push_back(cell);
    }
  }
  parsed.ok = true;
  return parsed;
}

std::string square(const Cell& cell, int n) {
  std::string file;
  for (int col = cell.col + 1; col > 0; col = (col - 1) / 26) file.insert(file.begin(), static_cast<char>('a' + (col - 1) % 26));
  return file + std::to_string(n - cell.row);
}

std::string problem_text(const Problem& problem) {
  std::string text = "regions\n";
  for (const std::string& row : problem.grid) text += row + "\n";
  text += "stars " + std::to_string(problem.stars) + "\n";
  int written = 0;  // alternates the two ways of writing a cell
  auto cell_text = [&](const Cell& c) {
    return written++ % 2 == 0 ? square(c, problem.size()) : std::to_string(c.row) + "," + std::to_string(c.col);
  };
  for (const Cell& c : problem.fixed) text += "* @ " + cell_text(c) + "\n";
  for (const Cell& c : problem.empty) text += "x @ " + cell_text(c) + "\n";
  return text;
}

std::string problem_json(const Problem& problem) {
  // Appends one piece at a time: GCC 12 warns (-Wrestrict, falsely) on some chains of +.
  std::string json = "{\"regions\": [";
  for (size_t r = 0; r < problem.grid.size(); ++r) {
    if (r > 0) json += ", ";
    json += '"';
    json += problem.grid[r];
    json += '"';
  }
  json += "], \"stars\": ";
  json += std::to_string(problem.stars);
  int written = 0;  // alternates the two ways of writing a cell
  auto add_cell = [&](const Cell& c, const char* row_col_format) {
    char text[64];
    if (written++ % 2 == 0) {
      std::snprintf(text, sizeof text, "\"%s\"", square(c, problem.size()).c_str());
    } else {
      std::snprintf(text, sizeof text, row_col_format, c.row, c.col);
    }
    json += text;
  };
  for (size_t i = 0; i < problem.fixed.size(); ++i) {
    json += i == 0 ? ", \"fixed\": [" : ", ";
    json += "{\"piece\": \"*\", ";
    if (written % 2 == 0) json += "\"square\": ";
    add_cell(problem.fixed[i], "\"row\": %d, \"col\": %d");
    json += "}";
    if (i + 1 == problem.fixed.size()) json += "]";
  }
  // A blocked cell is [ROW, COL] or a square (docs/input.md, "JSON").
  for (size_t i = 0; i < problem.empty.size(); ++i) {
    json += i == 0 ? ", \"blocked\": [" : ", ";
    add_cell(problem.empty[i], "[%d, %d]");
    if (i + 1 == problem.empty.size()) json += "]";
  }
  json += "}\n";
  return json;
}

bool is_solution(const Problem& problem, Stars stars) {
  const int n = problem.size(), k = problem.stars;
  std::sort(stars.begin(), stars.end());
  if (std::adjacent_find(stars.begin(), stars.end()) != stars.end()) return false;  // a cell twice
  for (const Cell& s : stars) {
    if (s.row < 0 || s.row >= n || s.col < 0 || s.col >= n) return false;
    if (std::find(problem.empty.begin(), problem.empty.end(), s) != problem.empty.end()) return false;
  }
  for (const Cell& f : problem.fixed) {
    if (!std::binary_search(stars.begin(), stars.end(), f)) return false;
  }
  // Exactly K in every row, column and region (every region of the grid, starred or not).
  std::map<int, int> rows, cols;
  std::map<char, int> regions;
  for (int i = 0; i < n; ++i) rows[i] = cols[i] = 0;
  for (const std::string& row : problem.grid) {
    for (char c : row) regions[c] = 0;
  }
  for (const Cell& s : stars) ++rows[s.row], ++cols[s.col], ++regions[problem.region(s)];
  for (const auto* counts : {&rows, &cols}) {
    for (const auto& [line, count] : *counts) {
      if (count != k) return false;
    }
  }
  for (const auto& [region, count] : regions) {
    if (count != k) return false;
  }
  // No two stars share a side or a corner.
  for (const Cell& a : stars) {
    for (const Cell& b : stars) {
      if (!(a == b) && std::abs(a.row - b.row) <= 1 && std::abs(a.col - b.col) <= 1) return false;
    }
  }
  return true;
}

std::vector<Stars> solutions(const Problem& problem) {
  const int n = problem.size(), k = problem.stars;
  int regions = 0;
  const std::vector<int> region = region_indices(problem, regions);
  std::vector<int> last_row(static_cast<size_t>(regions), 0);  // the lowest row of each region
  for (int cell = 0; cell < n * n; ++cell) last_row[static_cast<size_t>(region[static_cast<size_t>(cell)])] = cell / n;
  std::vector<int> col_count(static_cast<size_t>(n), 0), region_count(static_cast<size_t>(regions), 0);
  std::vector<bool> starred(static_cast<size_t>(n * n), false);
  auto open = [&](int r, int c) {
    return std::find(problem.empty.begin(), problem.empty.end(), Cell{r, c}) == problem.empty.end();
  };
  Stars stars;
  std::vector<Stars> out;
  // Row by row, K columns a row in increasing order. A branch is cut only when a rule is
  // broken already: a column or region over K, two stars touching (in this row or with
  // the row above; rows below are still empty), a fixed star of a finished row missing,
  // a region wholly in finished rows short of K, or a column that cannot reach K with
  // one star in each row left.
  auto finished_row_ok = [&](int r) {
    for (const Cell& f : problem.fixed) {
      if (f.row == r && !starred[static_cast<size_t>(f.row * n + f.col)]) return false;
    }
    for (int g = 0; g < regions; ++g) {
      if (last_row[static_cast<size_t>(g)] == r && region_count[static_cast<size_t>(g)] != k) return false;
    }
    for (int c = 0; c < n; ++c) {
      if (col_count[static_cast<size_t>(c)] + (n - 1 - r) < k) return false;
    }
    return true;
  };
  auto place_row = [&](auto&& self, int r, int from, int left) -> void {
    if (left == 0) {
      if (!finished_row_ok(r)) return;
      if (r + 1 == n) {
        if (is_solution(problem, stars)) out.push_back(stars);
        return;
      }
      self(self, r + 1, 0, k);
      return;
    }
    for (int c = from; c < n; ++c) {
      const size_t cell = static_cast<size_t>(r * n + c);
      const size_t g = static_cast<size_t>(region[cell]);
      if (!open(r, c) || col_count[static_cast<size_t>(c)] == k || region_count[g] == k) continue;
      bool touches = false;
      for (int dc = -1; dc <= 1; ++dc) {
        const int c2 = c + dc;
        if (r > 0 && 0 <= c2 && c2 < n && starred[static_cast<size_t>((r - 1) * n + c2)]) touches = true;
      }
      if (touches) continue;
      starred[cell] = true, ++col_count[static_cast<size_t>(c)], ++region_count[g];
      stars.push_back({r, c});
      self(self, r, c + 2, left - 1);  // c + 1 would touch this star
      stars.pop_back();
      starred[cell] = false, --col_count[static_cast<size_t>(c)], --region_count[g];
    }
  };
  if (n > 0) place_row(place_row, 0, 0, k);
  std::sort(out.begin(), out.end());
  return out;
}

Cell map_cell(const Cell& cell, int n, int g) {
  const int r = cell.row, c = cell.col, last = n - 1;
  switch (g) {
    case 0: return {r, c};                // identity
    case 1: return {c, last - r};         // 90° clockwise
    case 2: return {last - r, last - c};  // 180°
    case 3: return {last - c, r};         // 270° clockwise
    case 4: return {r, last - c};         // mirror in the vertical axis
    case 5: return {last - r, c};         // mirror in the horizontal axis
    case 6: return {c, r};                // mirror in the main diagonal
    case 7: return {last - c, last - r};  // mirror in the anti-diagonal
    default: assert(false); return cell;
  }
}

Stars map_stars(const Stars& stars, int n, int g) {
  Stars image;
  for (const Cell& s : stars) image.push_back(map_cell(s, n, g));
  std::sort(image.begin(), image.end());
  return image;
}

std::vector<int> symmetries(const Problem& problem) {
  const int n = problem.size();
  std::vector<Cell> cells;
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) cells.push_back({r, c});
  }
  const std::set<Cell> empty(problem.empty.begin(), problem.empty.end());
  std::vector<int> group;
  for (int g = 0; g < 8; ++g) {
    bool kept = true;
    for (const Cell& a : cells) {
      for (const Cell& b : cells) {
        const bool together = problem.region(a) == problem.region(b);
        if (together != (problem.region(map_cell(a, n, g)) == problem.region(map_cell(b, n, g)))) kept = false;
      }
    }
    std::set<Cell> moved;
    for (const Cell& e : empty) moved.insert(map_cell(e, n, g));
    if (kept && moved == empty) group.push_back(g);
  }
  return group;
}

Result solve(const Problem& problem) {
  Result result;
  result.solutions = solutions(problem);
  result.group = symmetries(problem);
  result.total = static_cast<long long>(result.solutions.size());
  // G is a group (a composition of maps that keep the partition and the empty cells
  // keeps them), so the images of a solution that are solutions make its class, and
  // the classes partition the solutions.
  const std::set<Stars> all(result.solutions.begin(), result.solutions.end());
  std::set<Stars> classified;
  for (const Stars& s : result.solutions) {
    if (classified.count(s) != 0) continue;
    std::set<Stars> members;
    for (int g : result.group) {
      Stars image = map_stars(s, problem.size(), g);
      if (all.count(image) != 0) members.insert(std::move(image));
    }
    classified.insert(members.begin(), members.end());
    result.classes.emplace_back(members.begin(), members.end());
  }
  result.fundamental = static_cast<long long>(result.classes.size());
  return result;
}

int class_of(const Result& result, Stars stars) {
  std::sort(stars.begin(), stars.end());
  for (size_t i = 0; i < result.classes.size(); ++i) {
    const std::vector<Stars>& members = result.classes[i];
    if (std::binary_search(members.begin(), members.end(), stars)) return static_cast<int>(i);
  }
  return -1;
}

}  // namespace region_referee
