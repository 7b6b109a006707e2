// The ladder of docs/regions.md: a position (each cell free, a star or empty), the
// techniques from the easiest up, each a function that finds its first step in the
// position or nothing, and the loop that applies the easiest step found until the
// stars are all placed or nothing advances. The techniques are sound deductions (each
// holds in every solution of the position), so a position they complete is the only
// solution; a stalled one is answered by the solver through the public API.
#include "puzzle/explain.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "model/square.hpp"

namespace chessy::puzzle {

namespace {

enum Mark : char { kFree = 0, kStar = 1, kEmpty = 2 };

// The levels of the ladder, in the order it tries them (docs/regions.md "The ladder");
// the rating (rating_of) weighs a step as 4^weight (weight_of: the level but for two).
enum Level {
  kStarLevel = 0,  // a star's neighbours and its full units are empty
  kSingle = 1,     // a unit with as many free cells as stars it needs
  kConfined = 2,   // one unit confined to one line or region
  kBlock = 3,      // 2x2 blocks: a unit's last star inside one; two lines counted in blocks
  kSet2 = 4,       // two units confined to two lines or regions
  kSet3 = 5,       // three
  kSetMore = 6,    // four or more
  kLookahead = 7,  // a star here would leave a unit without room
  kTrial = 8,      // a star here (or none) leads, by the levels below, to a contradiction
  kStalled = 10,   // the ladder does not finish: the solver's answer
};

// Units: the rows (0..n-1), the columns (n..2n-1), the regions (2n..). A family is
// one of the three kinds.
enum Family { kRows = 0, kCols = 1, kRegions = 2 };

struct Board {
  int n = 0, k = 1;
  std::vector<int> region;                   // the region of each cell (row * n + col)
  std::string letters;                       // each region's character, by index
  std::vector<std::vector<int>> units;       // the cells of each unit
  std::vector<std::array<int, 3>> units_of;  // the row, column and region unit of a cell

  int first(Family f) const { return f == kRows ? 0 : f == kCols ? n : 2 * n; }
  int size(Family f) const { return f == kRegions ? static_cast<int>(letters.size()) : n; }
  Family family(int unit) const { return unit < n ? kRows : unit < 2 * n ? kCols : kRegions; }
  bool touch(int a, int b) const {
    return a != b && std::abs(a / n - b / n) <= 1 && std::abs(a % n - b % n) <= 1;
  }
  template <class F>
  void for_neighbours(int cell, F f) const {
    int r = cell / n, c = cell % n;
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc)
        if ((dr || dc) && r + dr >= 0 && r + dr < n && c + dc >= 0 && c + dc < n) f((r + dr) * n + c + dc);
  }
};

using Marks = std::vector<char>;

// ---------------------------------------------------------------- words

struct Words {
  const Board& b;
  std::string square(int cell) const { return square_name(cell / b.n, cell % b.n, b.n); }
  // "a4", "a4 and b4", "a4, b4 and c4".
  std::string list(const std::vector<std::string>& items) const {
    std::string s;
    for (std::size_t i = 0; i < items.size(); ++i)
      s += (i == 0 ? "" : i + 1 == items.size() ? " and " : ", ") + items[i];
    return s;
  }
  std::string squares(const std::vector<int>& cells) const {
    std::vector<std::string> items;
    for (int c : cells) items.push_back(square(c));
    return list(items);
  }
  std::string unit(int u) const {
    switch (b.family(u)) {
      case kRows: return "row " + std::to_string(b.n - u);
      case kCols: return "column " + file_name(u - b.n);
      default: return std::string("region ") + b.letters[u - 2 * b.n];
    }
  }
  // "row 4", "rows 4–5", "rows 2, 5 and 7", "regions A and C": units of one family.
  std::string units(std::vector<int> us) const {
    if (us.size() == 1) return unit(us[0]);
    Family f = b.family(us[0]);
    std::vector<std::string> names;
    auto name = [&](int u) {
      return f == kRows ? std::to_string(b.n - u) : f == kCols ? file_name(u - b.n) : std::string(1, b.letters[u - 2 * b.n]);
    };
    // Ranks ascend as a player reads them: rows 4–5.
    if (f == kRows) std::sort(us.begin(), us.end(), std::greater<int>());
    bool run = f != kRegions;
    for (std::size_t i = 1; i < us.size(); ++i) run = run && std::abs(us[i] - us[i - 1]) == 1;
    std::string plural = f == kRows ? "rows " : f == kCols ? "columns " : "regions ";
    if (run) return plural + name(us.front()) + "–" + name(us.back());
    for (int u : us) names.push_back(name(u));
    return plural + list(names);
  }
  std::string stars(int count) const { return count == 1 ? "1 star" : std::to_string(count) + " stars"; }
};

// ---------------------------------------------------------------- the position

int stars_in(const Board& b, const Marks& m, int u) {
  int s = 0;
  for (int c : b.units[u]) s += m[c] == kStar;
  return s;
}
std::vector<int> free_in(const Board& b, const Marks& m, int u) {
  std::vector<int> f;
  for (int c : b.units[u])
    if (m[c] == kFree) f.push_back(c);
  return f;
}
int need_of(const Board& b, const Marks& m, int u) { return b.k - stars_in(b, m, u); }

// The most stars the free cells of a line can still take: consecutive free cells touch,
// so a greedy pick from one end is the largest set that does not.
int line_room(const Board& b, const Marks& m, int u) {
  int room = 0, last = -2, i = 0;
  for (int c : b.units[u]) {
    if (m[c] == kFree && i > last + 1) ++room, last = i;
    ++i;
  }
  return room;
}

// The fewest 2x2 blocks that cover `cells`, and one such cover: a block holds at most
// one star, so this bounds the stars the cells can take (docs/regions.md "2×2 blocks").
// A small exact search (the first uncovered cell lies in one of at most four blocks);
// past its budget the best cover found so far, still a bound.
struct Tiling {
  int blocks = 0;
  std::vector<std::vector<int>> cover;  // the free cells of each block
};
Tiling min_tiling(const Board& b, const std::vector<int>& cells, int budget = 4000) {
  Tiling best;
  best.blocks = static_cast<int>(cells.size()) + 1;
  std::vector<char> covered(cells.size(), 0);
  std::vector<std::vector<int>> chosen;
  std::function<void()> grow = [&]() {
    if (--budget < 0 || static_cast<int>(chosen.size()) >= best.blocks) return;
    std::size_t first = 0;
    while (first < cells.size() && covered[first]) ++first;
    if (first == cells.size()) {
      best.blocks = static_cast<int>(chosen.size());
      best.cover = chosen;
      return;
    }
    int r = cells[first] / b.n, c = cells[first] % b.n;
    for (int tr = std::max(0, r - 1); tr <= std::min(r, b.n - 2); ++tr)
      for (int tc = std::max(0, c - 1); tc <= std::min(c, b.n - 2); ++tc) {
        std::vector<std::size_t> newly;
        std::vector<int> block;
        for (std::size_t i = 0; i < cells.size(); ++i) {
          int cr = cells[i] / b.n, cc = cells[i] % b.n;
          if (cr >= tr && cr <= tr + 1 && cc >= tc && cc <= tc + 1) {
            block.push_back(cells[i]);
            if (!covered[i]) covered[i] = 1, newly.push_back(i);
          }
        }
        chosen.push_back(block);
        grow();
        chosen.pop_back();
        for (std::size_t i : newly) covered[i] = 0;
      }
  };
  if (b.n == 1) {
    best.blocks = static_cast<int>(cells.size());
    for (int c : cells) best.cover.push_back({c});
    return best;
  }
  grow();
  return best;
}

// A broken position: why, and the cells it concerns. Nothing when none is seen.
struct Broken {
  std::string why;
  std::vector<int> cells;
};
std::optional<Broken> broken(const Board& b, const Marks& m) {
  Words w{b};
  for (int c = 0; c < b.n * b.n; ++c) {
    if (m[c] != kStar) continue;
    std::optional<Broken> touching;
    b.for_neighbours(c, [&](int d) {
      if (d > c && m[d] == kStar && !touching)
        touching = Broken{"two stars touching, " + w.square(c) + " and " + w.square(d), {c, d}};
    });
    if (touching) return touching;
  }
  for (int u = 0; u < static_cast<int>(b.units.size()); ++u) {
    int s = stars_in(b, m, u);
    if (s > b.k) return Broken{w.unit(u) + " with " + w.stars(s), b.units[u]};
    std::vector<int> f = free_in(b, m, u);
    int room = b.family(u) != kRegions ? line_room(b, m, u)
               : static_cast<int>(f.size()) <= b.k - s || f.size() > 12 ? static_cast<int>(f.size())
                                                                        : min_tiling(b, f, 300).blocks;
    if (s + room < b.k)
      return Broken{w.unit(u) + " without room for " + (b.k - s == 1 ? "its star" : "its " + w.stars(b.k - s)), f};
  }
  return std::nullopt;
}

// A star on `cell` and what it empties at once (its neighbours, the rest of its units
// once full): what level 0 does, used by the lookahead.
void place(const Board& b, Marks& m, int cell) {
  m[cell] = kStar;
  b.for_neighbours(cell, [&](int d) {
    if (m[d] == kFree) m[d] = kEmpty;
  });
  for (int u : b.units_of[cell])
    if (stars_in(b, m, u) == b.k)
      for (int c : b.units[u])
        if (m[c] == kFree) m[c] = kEmpty;
}

struct Found {
  ExplainStep step;
  int level;
  double inside = 0;  // a trial: the work of the steps followed inside its hypothesis
};

// The level a step weighs as in the rating (docs/regions.md "Rating"). The ladder's
// order is what is cheapest to look for; the weight is what a step asks of a player,
// and two differ. A lookahead puts one star and counts one unit's room, as local as a
// 2x2 block: it weighs as a block. Four or more units confined to as many lines must be
// seen together, among hundreds of sets, with no cell to start from: it weighs as a
// trial. (Measured on KrazyDad's graded grids, docs/benchmarks.md "Region puzzle
// ratings": with the ladder's own levels the hardest quarter rated below the third.)
int weight_of(int level) {
  switch (level) {
    case kLookahead: return kBlock;
    case kSetMore: return kTrial;
    default: return level;
  }
}
double work_of(int level) { return std::pow(4.0, weight_of(level)); }

api::Cell cell_of(const Board& b, int cell) { return {cell / b.n, cell % b.n}; }
std::vector<api::Cell> cells_of(const Board& b, std::vector<int> cells) {
  std::sort(cells.begin(), cells.end());
  cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  std::vector<api::Cell> out;
  for (int c : cells) out.push_back(cell_of(b, c));
  return out;
}
Found found(const Board& b, int level, std::string technique, std::string text, const std::vector<int>& stars,
            const std::vector<int>& excluded, const std::vector<int>& concerned) {
  return {{std::move(technique), std::move(text), cells_of(b, stars), cells_of(b, excluded), cells_of(b, concerned)},
          level};
}

// ---------------------------------------------------------------- the techniques

// Level 0: a star's neighbours are empty, and so is the rest of a unit it fills.
std::optional<Found> star_step(const Board& b, const Marks& m) {
  Words w{b};
  for (int c = 0; c < b.n * b.n; ++c) {
    if (m[c] != kStar) continue;
    std::vector<int> excluded;
    std::vector<std::string> parts;
    bool beside = false;
    b.for_neighbours(c, [&](int d) {
      if (m[d] == kFree) excluded.push_back(d), beside = true;
    });
    if (beside) parts.push_back("its neighbours");
    for (int u : b.units_of[c]) {
      if (stars_in(b, m, u) != b.k) continue;
      std::vector<int> rest = free_in(b, m, u);
      std::vector<int> fresh;
      for (int d : rest)
        if (std::find(excluded.begin(), excluded.end(), d) == excluded.end()) fresh.push_back(d);
      if (fresh.empty()) continue;
      excluded.insert(excluded.end(), fresh.begin(), fresh.end());
      parts.push_back("the rest of " + w.unit(u) + (b.k > 1 ? " (full)" : ""));
    }
    if (excluded.empty()) continue;
    std::sort(excluded.begin(), excluded.end());
    // The verb agrees with what is named: "the rest of row 6 is", "its neighbours are".
    return found(b, kStarLevel, "star",
                 "star on " + w.square(c) + ": " + w.list(parts) + (parts.size() == 1 && !beside ? " is" : " are") +
                     " empty (" + w.squares(excluded) + ")",
                 {}, excluded, {c});
  }
  return std::nullopt;
}

// The order units are looked at: regions first (what a player scans first), then rows,
// then columns.
std::vector<int> unit_order(const Board& b) {
  std::vector<int> order;
  for (Family f : {kRegions, kRows, kCols})
    for (int i = 0; i < b.size(f); ++i) order.push_back(b.first(f) + i);
  return order;
}

// Level 1: a unit with as many free cells as stars it still needs.
std::optional<Found> single_step(const Board& b, const Marks& m) {
  Words w{b};
  for (int u : unit_order(b)) {
    int need = need_of(b, m, u);
    std::vector<int> f = free_in(b, m, u);
    if (need <= 0 || static_cast<int>(f.size()) != need) continue;
    std::string text = need == 1 ? w.unit(u) + " has one free cell left: a star on " + w.square(f[0])
                                 : w.unit(u) + " needs " + w.stars(need) + " and has " + std::to_string(need) +
                                       " free cells left: stars on " + w.squares(f);
    return found(b, kSingle, "single", text, f, {}, f);
  }
  return std::nullopt;
}

// Levels 2, 4-6: units of one family (S) whose free cells all lie in as many units of
// another family (T), as many stars needed on each side: T's stars are S's, so T's
// other free cells are empty. One unit in one line ("confined"), or a set of k.
std::optional<Found> set_step(const Board& b, const Marks& m, int k) {
  Words w{b};
  static constexpr std::pair<Family, Family> kPairs[] = {{kRegions, kRows}, {kRegions, kCols}, {kRows, kRegions},
                                                         {kCols, kRegions}, {kRows, kCols},    {kCols, kRows}};
  for (const auto& pair : kPairs) {
    // Named, not a structured binding: the lambda below uses them, which clang 14 (the
    // sanitizer build's) refuses for bindings.
    const Family fa = pair.first, fb = pair.second;
    // Each S-candidate's mask of the T units its free cells touch.
    std::vector<int> cand;
    std::vector<std::uint64_t> mask;
    for (int i = 0; i < b.size(fa); ++i) {
      int u = b.first(fa) + i;
      if (need_of(b, m, u) <= 0) continue;
      std::uint64_t bits = 0;
      for (int c : free_in(b, m, u)) bits |= std::uint64_t{1} << (b.units_of[c][fb] - b.first(fb));
      if (bits == 0 || std::popcount(bits) > k) continue;
      cand.push_back(u);
      mask.push_back(bits);
    }
    std::set<std::uint64_t> seen;
    std::optional<Found> result;
    long budget = 20000;  // unions tried: bounds the work on big boards (sets are rare there)
    std::function<void(std::size_t, std::uint64_t)> grow = [&](std::size_t from, std::uint64_t uni) {
      if (result || --budget < 0) return;
      if (std::popcount(uni) == k && seen.insert(uni).second) {
        std::vector<int> inside, lines;
        int need_in = 0, need_lines = 0;
        for (std::size_t i = 0; i < cand.size(); ++i)
          if ((mask[i] & ~uni) == 0) inside.push_back(cand[i]), need_in += need_of(b, m, cand[i]);
        for (int t = 0; t < b.size(fb); ++t)
          if (uni >> t & 1) lines.push_back(b.first(fb) + t), need_lines += need_of(b, m, b.first(fb) + t);
        if (need_in == need_lines) {
          std::vector<int> excluded, concerned;
          for (int t : lines)
            for (int c : free_in(b, m, t)) {
              bool in_s = std::find(inside.begin(), inside.end(), b.units_of[c][fa]) != inside.end();
              (in_s ? concerned : excluded).push_back(c);
            }
          if (!excluded.empty()) {
            std::sort(excluded.begin(), excluded.end());
            bool one = lines.size() == 1;
            std::string where = fb == kRegions ? (one ? "that region" : "those regions") : (one ? "that " : "those ") +
                                                                                              std::string(fb == kRows ? "row" : "column") + (one ? "" : "s");
            std::string text = w.units(inside) + (inside.size() == 1 ? " lies" : " lie") + " in " + w.units(lines) +
                               " only: no star elsewhere in " + where + " (" + w.squares(excluded) + ")";
            int level = k == 1 ? kConfined : k == 2 ? kSet2 : k == 3 ? kSet3 : kSetMore;
            result = found(b, level, k == 1 ? "confined" : "set", text, {}, excluded, concerned);
            return;
          }
        }
      }
      for (std::size_t i = from; i < cand.size() && !result; ++i) {
        std::uint64_t next = uni | mask[i];
        if (std::popcount(next) <= k) grow(i + 1, next);
      }
    };
    grow(0, 0);
    if (result) return result;
  }
  return std::nullopt;
}

// Level 3a: a unit's last star inside one 2x2 block: every cell touching all its free
// cells would touch that star, so it is empty.
std::optional<Found> block_step(const Board& b, const Marks& m) {
  Words w{b};
  for (int u : unit_order(b)) {
    std::vector<int> f = free_in(b, m, u);
    if (need_of(b, m, u) != 1 || f.size() < 2 || f.size() > 4) continue;
    int r0 = b.n, r1 = -1, c0 = b.n, c1 = -1;
    for (int c : f) r0 = std::min(r0, c / b.n), r1 = std::max(r1, c / b.n), c0 = std::min(c0, c % b.n), c1 = std::max(c1, c % b.n);
    if (r1 - r0 > 1 || c1 - c0 > 1) continue;
    std::vector<int> excluded;
    for (int x = 0; x < b.n * b.n; ++x) {
      if (m[x] != kFree || std::find(f.begin(), f.end(), x) != f.end()) continue;
      if (std::all_of(f.begin(), f.end(), [&](int c) { return b.touch(x, c); })) excluded.push_back(x);
    }
    if (excluded.empty()) continue;
    // The block named by its lower left square, kept on the board.
    int top = std::min(r0, b.n - 2), left = std::min(c0, b.n - 2);
    std::string text = w.unit(u) + "'s star lies in the 2×2 block at " + w.square((top + 1) * b.n + left) + " (" +
                       w.squares(f) + "), which holds at most one star: " + w.squares(excluded) +
                       (excluded.size() == 1 ? " touches" : " touch") + " all of them and " +
                       (excluded.size() == 1 ? "is" : "are") + " empty";
    return found(b, kBlock, "block", text, {}, excluded, f);
  }
  return std::nullopt;
}

// The end of both counting-by-blocks steps: "each holds one, so the block with a single
// free cell has its star on c3".
std::string each_block_holds_one(const Words& w, const std::vector<int>& stars) {
  return std::string("each holds one, so ") +
         (stars.size() == 1 ? "the block with a single free cell has its star on "
                            : "the blocks with a single free cell have their stars on ") +
         w.squares(stars);
}

// Level 3b: two neighbouring rows (or columns) cut into 2x2 blocks (one 2x1 piece when n
// is odd, tried at each even place): each block holds at most one star, so when the
// blocks with free cells are as many as the stars the two lines need, each holds one,
// and a block with one free cell holds it there.
std::optional<Found> block_count_step(const Board& b, const Marks& m) {
  Words w{b};
  for (Family f : {kRows, kCols}) {
    for (int i = 0; i + 1 < b.n; ++i) {
      int u = b.first(f) + i, v = u + 1;
      int need = need_of(b, m, u) + need_of(b, m, v);
      if (need <= 0) continue;
      for (int alone = b.n % 2 ? 0 : b.n; alone <= b.n; alone += 2) {
        // Pieces along the lines: [start, end) positions.
        std::vector<std::pair<int, int>> pieces;
        for (int p = 0; p < b.n;) {
          int len = p == alone || p + 1 >= b.n ? 1 : 2;
          pieces.push_back({p, p + len});
          p += len;
        }
        std::vector<std::vector<int>> frees;
        for (auto [s, e] : pieces) {
          std::vector<int> fr;
          for (int p = s; p < e; ++p)
            for (int line : {u, v}) {
              int c = b.units[line][p];
              if (m[c] == kFree) fr.push_back(c);
            }
          if (!fr.empty()) frees.push_back(fr);
        }
        if (static_cast<int>(frees.size()) != need) continue;
        std::vector<int> stars, concerned;
        for (const auto& fr : frees) {
          concerned.insert(concerned.end(), fr.begin(), fr.end());
          if (fr.size() == 1) stars.push_back(fr[0]);
        }
        if (stars.empty()) continue;
        std::sort(stars.begin(), stars.end());
        std::string text = w.units({u, v}) + " need " + w.stars(need) + " and their free cells lie in " +
                           std::to_string(need) + " blocks of at most 2×2, each holding at most one star: " +
                           each_block_holds_one(w, stars);
        return found(b, kBlock, "block", text, stars, {}, concerned);
      }
    }
  }
  return std::nullopt;
}

// Level 3c: a region whose free cells need as many 2x2 blocks to cover as the stars it
// still needs: each block of the cover holds one star, so a block with one free cell
// holds it there.
std::optional<Found> region_tiling_step(const Board& b, const Marks& m) {
  Words w{b};
  for (int i = 0; i < b.size(kRegions); ++i) {
    int u = b.first(kRegions) + i, need = need_of(b, m, u);
    std::vector<int> f = free_in(b, m, u);
    if (need < 2 || static_cast<int>(f.size()) <= need) continue;  // one star: block_step; as many cells: single
    Tiling t = min_tiling(b, f);
    if (t.blocks != need) continue;
    std::vector<int> stars;
    for (const auto& block : t.cover)
      if (block.size() == 1) stars.push_back(block[0]);
    if (stars.empty()) continue;
    std::sort(stars.begin(), stars.end());
    std::string text = w.unit(u) + " needs " + w.stars(need) + " and its free cells fit in " + std::to_string(need) +
                       " blocks of 2×2, each holding at most one star: " + each_block_holds_one(w, stars);
    return found(b, kBlock, "block", text, stars, {}, f);
  }
  return std::nullopt;
}

// Level 7: a star on a free cell that would leave some unit without room is empty.
std::optional<Found> lookahead_step(const Board& b, const Marks& m) {
  Words w{b};
  for (int c = 0; c < b.n * b.n; ++c) {
    if (m[c] != kFree) continue;
    Marks t = m;
    place(b, t, c);
    if (auto why = broken(b, t)) {
      std::vector<int> concerned = why->cells;
      concerned.push_back(c);
      return found(b, kLookahead, "lookahead",
                   "a star on " + w.square(c) + " would leave " + why->why + ": " + w.square(c) + " is empty", {}, {c},
                   concerned);
    }
  }
  return std::nullopt;
}

// The techniques a trial runs inside its hypothesis: all but the lookahead and the
// trial itself, which would make a trial cost the square of a lookahead per cell.
std::optional<Found> easy_step(const Board& b, const Marks& m) {
  if (auto s = star_step(b, m)) return s;
  if (auto s = single_step(b, m)) return s;
  if (auto s = set_step(b, m, 1)) return s;
  if (auto s = block_step(b, m)) return s;
  if (auto s = block_count_step(b, m)) return s;
  if (auto s = region_tiling_step(b, m)) return s;
  return set_step(b, m, 2);
}

void apply(const Board& b, Marks& m, const ExplainStep& step) {
  for (const api::Cell& c : step.stars) m[c.row * b.n + c.col] = kStar;
  for (const api::Cell& c : step.excluded) m[c.row * b.n + c.col] = kEmpty;
}

// Level 8: a hypothesis (a star on a free cell, or the cell empty) followed by the easy
// steps until they break the position (then the opposite holds) or stop.
std::optional<Found> trial_step(const Board& b, const Marks& m, const std::atomic<bool>* stop) {
  Words w{b};
  for (char guess : {kStar, kEmpty}) {
    for (int c = 0; c < b.n * b.n; ++c) {
      if (m[c] != kFree) continue;
      if (stop && stop->load()) throw Interrupted();
      Marks t = m;
      t[c] = guess;
      int steps = 0;
      double inside = 0;
      std::optional<Broken> why = broken(b, t);
      while (!why) {
        auto s = easy_step(b, t);
        if (!s) break;
        apply(b, t, s->step);
        ++steps;
        inside += work_of(s->level);
        why = broken(b, t);
      }
      if (!why) continue;
      std::vector<int> concerned = why->cells;
      concerned.push_back(c);
      std::string then = steps == 0   ? "that would leave "
                         : steps == 1 ? "one step of the easier techniques would leave "
                                      : std::to_string(steps) + " steps of the easier techniques would leave ";
      std::string text = guess == kStar
                             ? "if " + w.square(c) + " held a star, " + then + why->why + ": " + w.square(c) + " is empty"
                             : "if " + w.square(c) + " were empty, " + then + why->why + ": a star on " + w.square(c);
      Found f = guess == kStar ? found(b, kTrial, "trial", text, {}, {c}, concerned)
                               : found(b, kTrial, "trial", text, {c}, {}, concerned);
      f.inside = inside;
      return f;
    }
  }
  return std::nullopt;
}

std::optional<Found> next_step(const Board& b, const Marks& m, const std::atomic<bool>* stop) {
  // The easy steps, sets of 2 last among them, then the larger sets up to half the
  // units: a larger set's complement is a smaller set of the opposite pairing with the
  // same conclusion.
  if (auto s = easy_step(b, m)) return s;
  for (int k = 3; k <= b.n / 2; ++k)
    if (auto s = set_step(b, m, k)) return s;
  if (auto s = lookahead_step(b, m)) return s;
  return trial_step(b, m, stop);
}

// Every unit holds its K stars.
bool full(const Board& b, const Marks& m) {
  for (int u = 0; u < static_cast<int>(b.units.size()); ++u)
    if (stars_in(b, m, u) != b.k) return false;
  return true;
}

Board board_of(const RegionGrid& grid) {
  Board b;
  b.n = static_cast<int>(grid.rows.size());
  b.k = grid.stars;
  if (b.n == 0 || b.n > 62 || b.k < 1) throw InputError("explain: a region grid of 1 to 62 rows and 1 star or more");
  std::string seen;
  for (const std::string& row : grid.rows) {
    if (static_cast<int>(row.size()) != b.n) throw InputError("explain: a region grid is square");
    for (char ch : row) {
      std::size_t at = seen.find(ch);
      if (at == std::string::npos) at = seen.size(), seen += ch;
      b.region.push_back(static_cast<int>(at));
    }
  }
  b.letters = seen;
  b.units.resize(2 * b.n + seen.size());
  b.units_of.resize(b.n * b.n);
  for (int c = 0; c < b.n * b.n; ++c) {
    b.units_of[c] = {c / b.n, b.n + c % b.n, 2 * b.n + b.region[c]};
    for (int u : b.units_of[c]) b.units[u].push_back(c);
  }
  return b;
}

// docs/regions.md "Rating": 10 x log4 of the work, the work being 4^weight summed over
// the steps (weight_of), a trial's own steps inside its hypothesis included (a stalled
// ladder adds one step of level 10): a step counts as four of the weight below, so the
// rating is about 10 x the heaviest weight used plus 5 x log2 of how often it was used,
// no cap on either.
int rating_of(double work) { return work <= 1 ? 0 : static_cast<int>(std::lround(5 * std::log2(work))); }

}  // namespace

std::string square_of(api::Cell cell, int rows) { return square_name(cell.row, cell.col, rows); }

Explanation explain_grid(const RegionGrid& grid, const std::atomic<bool>* stop) {
  Board b = board_of(grid);
  Marks m(b.n * b.n, kFree);
  auto at = [&](const api::Cell& c) -> char& {
    if (c.row < 0 || c.row >= b.n || c.col < 0 || c.col >= b.n) throw InputError("explain: a cell off the region grid");
    return m[c.row * b.n + c.col];
  };
  for (const api::Cell& c : grid.blocked) at(c) = kEmpty;
  for (const api::Cell& c : grid.fixed) at(c) = kStar;
  Explanation e;
  double work = 0;
  while (!broken(b, m)) {
    if (stop && stop->load()) throw Interrupted();
    if (full(b, m)) {
      e.solved_by_techniques = true;
      for (int c = 0; c < b.n * b.n; ++c)
        if (m[c] == kStar) e.solution.push_back(cell_of(b, c));
      break;
    }
    auto s = next_step(b, m, stop);
    if (!s) break;
    apply(b, m, s->step);
    e.steps.push_back(std::move(s->step));
    work += work_of(s->level) + s->inside;
  }
  if (!e.solved_by_techniques) work += work_of(kStalled);
  e.rating = rating_of(work);
  return e;
}

namespace {
// Bands of the rating (docs/regions.md "Rating"), at the work of one step of weight 4, 5
// and 8: easy is less work than one pair of units confined, hard at least one set of
// three's, expert at least one trial's (or one set of four or more).
struct Band {
  const char* name;
  int least;
};
constexpr Band kBands[] = {{"easy", 0}, {"medium", 10 * kSet2}, {"hard", 10 * kSet3}, {"expert", 10 * kTrial}};
}  // namespace

const char* rating_band(int rating) {
  const char* name = kBands[0].name;
  for (const Band& band : kBands)
    if (rating >= band.least) name = band.name;
  return name;
}

std::optional<int> band_least_rating(const std::string& band) {
  for (const Band& b : kBands)
    if (band == b.name) return b.least;
  return std::nullopt;
}

}  // namespace chessy::puzzle

namespace chessy::puzzle {

Explanation explain(const api::Problem& problem, const std::atomic<bool>* stop) {
  if (problem.stars() == 0) throw InputError(problem.name() + ": --explain is for region puzzles (a 'regions' grid, docs/regions.md)");
  RegionGrid grid{problem.regions(), problem.stars(), {}, problem.blocked()};
  for (const api::Placement& p : problem.fixed()) grid.fixed.push_back({p.row, p.col});
  return explain(problem, grid, stop);
}

Explanation explain(const api::Problem& problem, const RegionGrid& grid, const std::atomic<bool>* stop) {
  Explanation e = explain_grid(grid, stop);
  // Unique: at most 2 solutions counted, symmetric ones apart.
  api::Options options;
  options.symmetry = false;
  options.limit = 2;
  options.stop = stop;
  api::Counts counts = api::count(problem, options);
  if (!counts.complete && counts.total < 2) throw Interrupted();
  e.unique = counts.total == 1;
  if (!e.solved_by_techniques && counts.total > 0) {
    api::Options one;
    one.stop = stop;
    if (std::optional<api::Solution> s = api::solve(problem, one))
      for (const api::Placement& p : s->pieces) e.solution.push_back({p.row, p.col});
  }
  return e;
}

int rating(const api::Problem& problem) { return explain(problem).rating; }

}  // namespace chessy::puzzle
