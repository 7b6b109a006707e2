// Random region puzzles; see random_regions.hpp.
#include "random_regions.hpp"

#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

namespace random_regions {

using region_referee::Cell;
using region_referee::Problem;

namespace {

// A random number in 0..n-1.
int draw(std::mt19937_64& rng, int n) { return static_cast<int>(rng() % static_cast<std::uint64_t>(n)); }

// The cells sharing a side with `cell` on n×n.
std::vector<Cell> side_neighbours(const Cell& cell, int n) {
  std::vector<Cell> out;
  for (const Cell& d : {Cell{-1, 0}, Cell{1, 0}, Cell{0, -1}, Cell{0, 1}}) {
    const Cell next{cell.row + d.row, cell.col + d.col};
    if (0 <= next.row && next.row < n && 0 <= next.col && next.col < n) out.push_back(next);
  }
  return out;
}

// Region labels 0.. of an n×n grid grown from seeds so that map g keeps the partition
// (g = 0: any partition), at least `target` of them; empty when the growth got stuck.
//
// The invariant: label(g(x)) = sigma(label(x)) for every labelled cell x, sigma a
// permutation of the labels; so a and b share a label exactly when g(a) and g(b) do.
// Seeds come as whole orbits of g, one new label a cell, sigma cycling them (a cell
// that g fixes gets a label that sigma fixes). A step gives an unlabelled neighbour d of
// a cell labelled L the label L, and g^k(d) the label sigma^k(L) for every k, when that
// is consistent (g^j(d) = g^k(d) needs sigma^j(L) = sigma^k(L)); g^k(d) touches
// g^k(cell), labelled sigma^k(L), so every region stays connected. `planted` (with g =
// 0): connected cell sets that are regions from the start; `seeds` (a set that g maps
// onto itself): cells seeded first, before random ones.
std::vector<int> grow(std::mt19937_64& rng, int n, int g, int target,
                      const std::vector<std::vector<Cell>>& planted, const std::vector<Cell>& seeds) {
  const int cells = n * n;
  auto index = [n](const Cell& c) { return static_cast<size_t>(c.row * n + c.col); };
  auto orbit = [n, g](const Cell& c) {  // c, g(c), g²(c), ... until back at c
    std::vector<Cell> out{c};
    for (Cell next = region_referee::map_cell(c, n, g); !(next == c); next = region_referee::map_cell(next, n, g))
      out.push_back(next);
    return out;
  };
  std::vector<int> label(static_cast<size_t>(cells), -1), sigma;
  int labelled = 0;
  for (const std::vector<Cell>& region : planted) {
    for (const Cell& c : region) label[index(c)] = static_cast<int>(sigma.size());
    labelled += static_cast<int>(region.size());
    sigma.push_back(static_cast<int>(sigma.size()));
  }
  for (int tries = 0; static_cast<int>(sigma.size()) < target; ++tries) {
    const size_t given = static_cast<size_t>(tries);
    Cell seed = given < seeds.size() ? seeds[given] : Cell{draw(rng, n), draw(rng, n)};
    if (label[index(seed)] >= 0) continue;  // the labelled set is g-invariant: whole orbits
    const std::vector<Cell> cycle = orbit(seed);
    // An orbit that would pass the target is taken only when no other comes in 50 draws.
    if (static_cast<int>(sigma.size() + cycle.size()) > target && given >= seeds.size() && tries < 50) continue;
    const int first = static_cast<int>(sigma.size());
    for (size_t k = 0; k < cycle.size(); ++k) {
      label[index(cycle[k])] = first + static_cast<int>(k);
      sigma.push_back(first + static_cast<int>((k + 1) % cycle.size()));
    }
    labelled += static_cast<int>(cycle.size());
    if (labelled == cells) break;
  }
  while (labelled < cells) {
    // Every (labelled, unlabelled) pair of neighbours, tried in random order.
    std::vector<std::pair<Cell, Cell>> edges;
    for (int cell = 0; cell < cells; ++cell) {
      const Cell c{cell / n, cell % n};
      if (label[index(c)] < 0) continue;
      for (const Cell& d : side_neighbours(c, n)) {
        if (label[index(d)] < 0) edges.push_back({c, d});
      }
    }
    std::shuffle(edges.begin(), edges.end(), rng);
    bool grew = false;
    for (const auto& [c, d] : edges) {
      std::vector<Cell> images{d};
      std::vector<int> labels{label[index(c)]};
      for (int k = 1; k < 4; ++k) {  // every map of the square has order 1, 2 or 4
        images.push_back(region_referee::map_cell(images.back(), n, g));
        labels.push_back(sigma[static_cast<size_t>(labels.back())]);
      }
      bool consistent = true;
      for (size_t j = 0; j < 4; ++j) {
        for (size_t k = 0; k < 4; ++k) {
          if (images[j] == images[k] && labels[j] != labels[k]) consistent = false;
        }
      }
      if (!consistent) continue;
      for (size_t k = 0; k < 4; ++k) {
        if (label[index(images[k])] < 0) ++labelled;
        label[index(images[k])] = labels[k];
      }
      grew = true;
      break;
    }
    if (!grew) return {};
  }
  return label;
}

// Whether no cell of label a shares a side with one of label b.
bool apart(const std::vector<int>& label, int n, int a, int b) {
  for (int cell = 0; cell < n * n; ++cell) {
    if (label[static_cast<size_t>(cell)] != a) continue;
    for (const Cell& d : side_neighbours({cell / n, cell % n}, n)) {
      if (label[static_cast<size_t>(d.row * n + d.col)] == b) return false;
    }
  }
  return true;
}

// A random placement of K stars a row and a column, none touching, that map g keeps;
// empty when there is none.
region_referee::Stars random_placement(std::mt19937_64& rng, int n, int k, int g) {
  Problem rows;  // regions a row: its solutions are the placements
  rows.stars = k;
  for (int r = 0; r < n; ++r) rows.grid.push_back(std::string(static_cast<size_t>(n), static_cast<char>('a' + r)));
  std::vector<region_referee::Stars> placements = region_referee::solutions(rows);
  std::erase_if(placements, [n, g](const region_referee::Stars& s) { return region_referee::map_stars(s, n, g) != s; });
  if (placements.empty()) return {};
  return placements[static_cast<size_t>(draw(rng, static_cast<int>(placements.size())))];
}

// Regions planted around a random placement: a row's stars and the cells between
// them, one region a row. Grown from these (growth only labels cells no region holds
// yet, so no star changes region), the grid has that placement among its solutions.
// Empty when no placement exists.
std::vector<std::vector<Cell>> planted_regions(std::mt19937_64& rng, int n, int k) {
  const region_referee::Stars stars = random_placement(rng, n, k, 0);
  if (stars.empty()) return {};
  std::vector<std::vector<Cell>> regions(static_cast<size_t>(n));
  for (size_t i = 0; i < stars.size(); i += static_cast<size_t>(k)) {  // ascending: a row's k stars together
    for (int c = stars[i].col; c <= stars[i + static_cast<size_t>(k) - 1].col; ++c)
      regions[static_cast<size_t>(stars[i].row)].push_back({stars[i].row, c});
  }
  return regions;
}

}  // namespace

Problem random_region_problem(std::mt19937_64& rng) {
  const int n = 4 + draw(rng, 5);
  Problem p;
  p.stars = n >= 5 ? (draw(rng, 3) == 0 ? 2 : 1) : (draw(rng, 8) == 0 ? 2 : 1);
  const int shape = draw(rng, 16);
  int target = n;
  if (shape == 0) target = n - 1;
  if (shape == 1) target = n + 1;
  const bool disconnect = shape == 2 || shape == 3;
  const bool symmetric = shape >= 9 && shape < 15;
  const std::vector<std::vector<Cell>> planted =
      shape >= 4 && shape < 9 ? planted_regions(rng, n, p.stars) : std::vector<std::vector<Cell>>{};
  std::vector<int> label;
  for (int attempt = 0; label.empty(); ++attempt) {
    const int g = symmetric && attempt < 20 ? 1 + draw(rng, 7) : 0;  // identity keeps any growth
    // One star: seeded on a placement that g keeps, when there is one, each star a region
    // of its own, so that the grid has solutions (two stars a region cannot be seeded so).
    const region_referee::Stars seeds = g != 0 && p.stars == 1 ? random_placement(rng, n, 1, g) : region_referee::Stars{};
    label = grow(rng, n, g, disconnect ? target + 1 : target, planted, seeds);
  }
  if (disconnect) {
    // Two regions that do not touch become one (when some two do not).
    std::vector<std::pair<int, int>> pairs;
    const int labels = *std::max_element(label.begin(), label.end()) + 1;
    for (int a = 0; a < labels; ++a) {
      for (int b = a + 1; b < labels; ++b) {
        if (apart(label, n, a, b)) pairs.push_back({a, b});
      }
    }
    if (!pairs.empty()) {
      const auto [a, b] = pairs[static_cast<size_t>(draw(rng, static_cast<int>(pairs.size())))];
      std::replace(label.begin(), label.end(), b, a);
    }
  }
  std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  std::shuffle(alphabet.begin(), alphabet.end(), rng);
  p.grid.assign(static_cast<size_t>(n), std::string(static_cast<size_t>(n), ' '));
  for (int cell = 0; cell < n * n; ++cell)
    p.grid[static_cast<size_t>(cell / n)][static_cast<size_t>(cell % n)] = alphabet[static_cast<size_t>(label[static_cast<size_t>(cell)])];
  if (draw(rng, 6) == 0) {
    // A fixed star: on a star of some solution, or anywhere.
    const std::vector<region_referee::Stars> solved = draw(rng, 2) == 0 ? region_referee::solutions(p) : std::vector<region_referee::Stars>{};
    if (!solved.empty()) {
      const region_referee::Stars& s = solved[static_cast<size_t>(draw(rng, static_cast<int>(solved.size())))];
      p.fixed.push_back(s[static_cast<size_t>(draw(rng, static_cast<int>(s.size())))]);
    } else {
      p.fixed.push_back({draw(rng, n), draw(rng, n)});
    }
  }
  if (draw(rng, 6) == 0) {
    for (int i = 1 + draw(rng, 2); i > 0; --i) {
      const Cell e{draw(rng, n), draw(rng, n)};
      const bool taken = std::find(p.fixed.begin(), p.fixed.end(), e) != p.fixed.end() ||
                         std::find(p.empty.begin(), p.empty.end(), e) != p.empty.end();
      if (!taken) p.empty.push_back(e);
    }
  }
  return p;
}

int region_count(const Problem& problem) {
  std::set<char> regions;
  for (const std::string& row : problem.grid) regions.insert(row.begin(), row.end());
  return static_cast<int>(regions.size());
}

bool regions_connected(const Problem& problem) {
  const int n = problem.size();
  std::set<char> seen;  // regions whose first cell has been flooded from
  std::vector<bool> reached(static_cast<size_t>(n * n), false);
  for (int cell = 0; cell < n * n; ++cell) {
    const Cell start{cell / n, cell % n};
    if (reached[static_cast<size_t>(cell)]) continue;
    if (!seen.insert(problem.region(start)).second) return false;  // a second piece of a region
    std::vector<Cell> todo{start};
    reached[static_cast<size_t>(cell)] = true;
    while (!todo.empty()) {
      const Cell c = todo.back();
      todo.pop_back();
      for (const Cell& d : side_neighbours(c, n)) {
        const size_t at = static_cast<size_t>(d.row * n + d.col);
        if (!reached[at] && problem.region(d) == problem.region(start)) {
          reached[at] = true;
          todo.push_back(d);
        }
      }
    }
  }
  return true;
}

}  // namespace random_regions
