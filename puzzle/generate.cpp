// The generator: a random solution of the template, all its pieces as clues, then each
// clue dropped in random order while the completion stays unique. One pass leaves the
// set minimal: a clue kept was needed with more clues around it, so it is needed with
// fewer too (fewer clues, more completions). Only the public API (chessy/*.hpp).
#include "puzzle/generate.hpp"

#include <algorithm>
#include <bit>
#include <chrono>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <utility>

#include "chessy/effort.hpp"
#include "puzzle/random.hpp"

namespace chessy::puzzle {

namespace {

using Cell = std::pair<int, int>;  // row, column

// Ratings (guesses per 100 cells) at most these are easy, medium; above, hard: about the
// lower and upper quartiles of the ratings measured on 8x8 to 30x30 (docs/manual.md
// "Puzzles"), where guesses alone grew with the board (median 3 on 8x8, 27 on 20x20).
constexpr double kEasyAtMost = 3.5, kMediumAtMost = 12;

// A puzzle's identity: its clues' cells, pieces and colours, by cell (the colours too:
// 'r w @ 0,0' and 'r b @ 0,0' are two puzzles).
using Key = std::vector<std::tuple<int, int, char, char>>;

Key key_of(const std::vector<api::Placement>& clues) {
  Key key;
  for (const api::Placement& p : clues)
    key.push_back({p.row, p.col, static_cast<char>(p.piece), static_cast<char>(p.colour)});
  std::sort(key.begin(), key.end());
  return key;
}

// The template's puzzles are listed (Generator::list_all) when it has at most so many
// solutions, so many clues a solution, and the listing takes at most so many steps
// (the 10 queens' 724 solutions of 10 clues: about 1.3e7): a fraction of a second.
constexpr std::size_t kMaxListed = 1024, kMaxListedClues = 20;
constexpr std::uint64_t kMaxListingWork = std::uint64_t{1} << 26;

// The template's blocked cells and fixed pieces: no clue goes there.
std::set<Cell> taken_cells(const api::Problem& templ) {
  std::set<Cell> taken;
  for (const api::Cell& b : templ.blocked()) taken.insert({b.row, b.col});
  for (const api::Placement& f : templ.fixed()) taken.insert({f.row, f.col});
  return taken;
}

// The text format's line fixing `p`: "q @ 3,4", "n w @ 0,1"; a region puzzle's star
// (`star`): "* @ 3,4" (docs/input.md "Region puzzles").
std::string fix_line(const api::Placement& p, bool star) {
  std::string line(1, star ? '*' : static_cast<char>(static_cast<char>(p.piece) - 'A' + 'a'));
  if (p.colour != api::Colour::None) line += std::string(" ") + static_cast<char>(p.colour);
  return line + " @ " + std::to_string(p.row) + "," + std::to_string(p.col) + "\n";
}

class Generator {
 public:
  Generator(const api::Problem& templ, const GenerateOptions& options)
      : templ_text_(templ.text()),
        templ_name_(templ.name()),
        options_(options),
        random_(options.seed),
        start_(Clock::now()),
        taken_(taken_cells(templ)),
        rows_(templ.rows()),
        cols_(templ.cols()),
        stars_(templ.stars() > 0) {}

  static Difficulty rate(double rating) {
    return rating <= kEasyAtMost ? Difficulty::Easy : rating <= kMediumAtMost ? Difficulty::Medium : Difficulty::Hard;
  }

  api::Problem with_clues(const std::vector<api::Placement>& clues) const {
    std::string text = templ_text_;
    for (const api::Placement& p : clues) text += fix_line(p, stars_);
    return api::Problem::parse(text, templ_name_);  // the API's messages name the template's file
  }

  // Interrupted once options.stop is set or the timeout is past: looked at before every
  // call of the API, whose own watch of the flag (every 20 ms) misses it in a short call.
  double seconds_left() const {
    if (options_.stop && options_.stop->load()) throw Interrupted();
    if (options_.timeout <= 0) return 0;
    const double left = options_.timeout - std::chrono::duration<double>(Clock::now() - start_).count();
    if (left <= 0) throw Interrupted();
    return left;
  }

  api::Options api_options() const {
    api::Options o;
    o.jobs = 1;  // one worker: the same answers on every run, no thread pool per call
    o.symmetry = false;
    o.stop = options_.stop;
    o.timeout = seconds_left();
    return o;
  }

  bool unique(const std::vector<api::Placement>& clues) const {
    api::Options o = api_options();
    o.limit = 2;
    const api::Counts n = api::count(with_clues(clues), o);
    if (!n.complete && n.total < 2) throw Interrupted();
    return n.total == 1;
  }

  // A random solution: random pieces of a solution's kinds fixed on random free cells
  // one at a time, each kept when a solution remains, then a solution of the lot. At
  // most 3: with more, a subtle dead end gets likely and its proof slow (30 x 30
  // queens: 6 or 7 random queens took 10-27 s to refute, 3 take milliseconds).
  api::Solution random_solution(const api::Solution& any) {
    std::vector<api::Placement> seeds;
    std::set<Cell> used = taken_;
    const std::size_t wanted = std::clamp<std::size_t>(any.pieces.size() / 4, 1, 3);
    std::optional<api::Solution> best = any;
    for (std::size_t tries = 0; seeds.size() < wanted && tries < 3 * wanted; ++tries) {
      api::Placement p = any.pieces[random_.below(any.pieces.size())];
      p.row = static_cast<int>(random_.below(static_cast<std::size_t>(rows_)));
      p.col = static_cast<int>(random_.below(static_cast<std::size_t>(cols_)));
      if (used.count({p.row, p.col})) continue;
      seeds.push_back(p);
      std::optional<api::Solution> s = api::solve(with_clues(seeds), api_options());
      if (!s) {
        seeds.pop_back();
        continue;
      }
      used.insert({p.row, p.col});
      best = std::move(s);
    }
    return *best;
  }

  // A unique, minimal set of clues from `solution`'s pieces (the template's own fixed
  // pieces stay in the template).
  std::vector<api::Placement> reduce(const api::Solution& solution) {
    std::vector<api::Placement> clues;
    for (const api::Placement& p : solution.pieces)
      if (!taken_.count({p.row, p.col})) clues.push_back(p);
    random_.shuffle(clues);
    for (std::size_t i = 0; i < clues.size();) {
      std::vector<api::Placement> fewer = clues;
      fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(i));
      if (unique(fewer)) clues = std::move(fewer);
      else ++i;
    }
    std::sort(clues.begin(), clues.end(),
              [](const api::Placement& a, const api::Placement& b) { return std::pair(a.row, a.col) < std::pair(b.row, b.col); });
    return clues;
  }

  // A puzzle the template has: its clues and their one completion (list_all).
  struct Listed {
    std::vector<api::Placement> clues;
    api::Solution solution;
  };

  // The puzzles not made yet, once listed: taken by their clues or at random.
  class Unseen {
   public:
    void add(Key key, Listed listed) {
      if (at_.emplace(std::move(key), items_.size()).second) items_.push_back(std::move(listed));
    }
    std::size_t size() const { return items_.size(); }
    void erase(const Key& key) {
      const auto it = at_.find(key);
      if (it != at_.end()) remove(it->second);
    }
    Listed take(Random& random) { return remove(random.below(items_.size())); }

   private:
    Listed remove(std::size_t i) {
      Listed out = std::move(items_[i]);
      at_.erase(key_of(out.clues));
      if (i + 1 != items_.size()) {
        items_[i] = std::move(items_.back());
        at_[key_of(items_[i].clues)] = i;
      }
      items_.pop_back();
      return out;
    }
    std::vector<Listed> items_;
    std::map<Key, std::size_t> at_;
  };

  bool in_range(std::size_t clues) const {
    return static_cast<int>(clues) >= options_.min_clues && static_cast<int>(clues) <= options_.max_clues;
  }

  // Every puzzle of the template with a clue count in range, when there are few enough
  // to try (docs/manual.md "Puzzles"): at most kMaxListed solutions and kMaxListingWork
  // steps. A set C of the clues of a solution S is unique when every other solution
  // lacks one of C (T lacks the clues L(T) of S: C must meet every L(T)), minimal when
  // no clue can go; the generator's one pass reaches each such C (it drops the clues
  // off C first). Nothing when too many.
  std::optional<Unseen> list_all(const std::set<Key>& made) {
    api::Options o = api_options();
    std::vector<api::Solution> all;
    const api::Counts n = api::enumerate(
        with_clues({}),
        [&](const api::Solution& s) {
          all.push_back(s);
          return all.size() <= kMaxListed;
        },
        o);
    if (all.size() > kMaxListed) return std::nullopt;
    if (!n.complete) throw Interrupted();
    auto code = [&](const api::Placement& p) {
      return (static_cast<std::uint64_t>(p.row) * static_cast<std::uint64_t>(cols_) + static_cast<std::uint64_t>(p.col)) << 16 |
             static_cast<std::uint64_t>(static_cast<unsigned char>(p.piece)) << 8 | static_cast<unsigned char>(p.colour);
    };
    std::vector<std::vector<std::uint64_t>> codes;
    for (const api::Solution& s : all) {
      codes.emplace_back();
      for (const api::Placement& p : s.pieces) codes.back().push_back(code(p));
      std::sort(codes.back().begin(), codes.back().end());
    }
    Unseen unseen;
    std::uint64_t work = 0;
    for (std::size_t i = 0; i < all.size(); ++i) {
      seconds_left();
      std::vector<api::Placement> clues;
      for (const api::Placement& p : all[i].pieces)
        if (!taken_.count({p.row, p.col})) clues.push_back(p);
      const std::size_t k = clues.size();
      if (k > kMaxListedClues) return std::nullopt;
      const std::uint32_t full = (std::uint32_t{1} << k) - 1;
      work += all.size() * k + (k + 1) * (full + std::uint64_t{1});
      if (work > kMaxListingWork) return std::nullopt;
      // meets[x]: some other solution lacks no clue outside x, i.e. L(T) within x; then
      // the clues C fail to pin S down when meets[~C].
      std::vector<char> within(full + std::size_t{1}, 0);
      for (std::size_t j = 0; j < all.size(); ++j) {
        if (j == i) continue;
        std::uint32_t lacks = 0;
        for (std::size_t b = 0; b < k; ++b)
          if (!std::binary_search(codes[j].begin(), codes[j].end(), code(clues[b]))) lacks |= std::uint32_t{1} << b;
        within[lacks] = 1;
      }
      for (std::size_t b = 0; b < k; ++b)  // closed upwards: within[x] when some L(T) is within x
        for (std::uint32_t x = 0; x <= full; ++x)
          if (x >> b & 1) within[x] |= within[x ^ (std::uint32_t{1} << b)];
      auto unique = [&](std::uint32_t c) { return !within[full & ~c]; };
      for (std::uint32_t c = 0; c <= full; ++c) {
        if (!in_range(static_cast<std::size_t>(std::popcount(c))) || !unique(c)) continue;
        bool minimal = true;
        for (std::size_t b = 0; b < k && minimal; ++b)
          if (c >> b & 1) minimal = !unique(c ^ (std::uint32_t{1} << b));
        if (!minimal) continue;
        Listed listed{{}, all[i]};
        for (std::size_t b = 0; b < k; ++b)
          if (c >> b & 1) listed.clues.push_back(clues[b]);
        Key key = key_of(listed.clues);
        if (!made.count(key)) unseen.add(std::move(key), std::move(listed));
      }
    }
    return unseen;
  }

  // "puzzles with 2..5 clues rated easy"
  std::string wanted() const {
    return "puzzles with " + std::to_string(options_.min_clues) + ".." +
           (options_.max_clues == (1 << 30) ? std::string("") : std::to_string(options_.max_clues)) + " clues" +
           (options_.difficulty ? std::string(" rated ") + difficulty_name(*options_.difficulty) : "");
  }

  // Random puzzles until `count`; on the first clue set made twice (a small space), the
  // template's puzzles listed when they can be, and the rest taken from the list.
  void make(const api::Solution& any, Generated& out) {
    std::set<Key> made;            // every clue set made, in the range or not
    std::optional<Unseen> unseen;  // once listed: those not made yet
    bool listing_tried = false;
    const int attempts = 50 * options_.count + 50;
    for (int attempt = 0; static_cast<int>(out.puzzles.size()) < options_.count; ++attempt) {
      api::Solution solution;
      std::vector<api::Placement> clues;
      if (unseen) {
        if (!unseen->size()) {
          out.ending = Ending::Exhausted;
          out.why = "generate: " + std::to_string(out.puzzles.size()) + " of " + std::to_string(options_.count) +
                    " " + wanted() + ": the template has no other (each of its puzzles with that many clues made)";
          return;
        }
        Listed listed = unseen->take(random_);
        clues = std::move(listed.clues);
        solution = std::move(listed.solution);
      } else {
        if (attempt >= attempts) {
          out.ending = Ending::GaveUp;
          out.why = "generate: " + std::to_string(out.puzzles.size()) + " of " + std::to_string(options_.count) + " " +
                    wanted() + " found in " + std::to_string(attempts) + " attempts";
          return;
        }
        solution = random_solution(any);
        clues = reduce(solution);
        const Key key = key_of(clues);
        const bool repeat = !made.insert(key).second;
        if (repeat && !listing_tried) {
          listing_tried = true;
          unseen = list_all(made);
        }
        if (repeat || !in_range(clues.size())) continue;
        if (unseen) unseen->erase(key);
      }
      Puzzle puzzle{with_clues(clues), solution, static_cast<int>(clues.size()), 0, 0, Difficulty::Easy};
      puzzle.work = api::effort(puzzle.problem, 0, api_options()).decisions;
      puzzle.rating = rating_of(puzzle.work, rows_, cols_);
      puzzle.difficulty = rate(puzzle.rating);
      if (options_.difficulty && puzzle.difficulty != *options_.difficulty) continue;
      out.puzzles.push_back(std::move(puzzle));
    }
  }

  Generated run() {
    if (options_.count < 1) throw InputError("generate: the count of puzzles must be at least 1");
    if (options_.min_clues < 0 || options_.min_clues > options_.max_clues)
      throw InputError("generate: the range of clues " + std::to_string(options_.min_clues) + ".." +
                       std::to_string(options_.max_clues) + " is empty");
    if (options_.timeout < 0) throw InputError("generate: the timeout must not be negative");
    if (options_.difficulty == Difficulty::Expert)
      throw InputError("generate: 'expert' rates region puzzles (--regions); a template's puzzles are easy, medium or hard");
    if (templ_text_.find("?*") != std::string::npos)
      throw InputError("generate: the template has an open count '?': a puzzle needs every count given");
    Generated out;
    try {
      const std::optional<api::Solution> any = api::solve(with_clues({}), api_options());
      if (!any) throw InputError("generate: the template has no solution: no puzzle can be made of it");
      make(*any, out);
    } catch (const Interrupted&) {
      out.ending = Ending::Stopped;
    }
    return out;
  }

 private:
  using Clock = std::chrono::steady_clock;
  std::string templ_text_;
  std::string templ_name_;
  GenerateOptions options_;
  Random random_;
  Clock::time_point start_;
  std::set<Cell> taken_;  // the template's blocked cells and fixed pieces
  int rows_ = 0, cols_ = 0;
  bool stars_ = false;  // a region puzzle: its clues are stars
};

}  // namespace

Generated generate_some(const api::Problem& templ, const GenerateOptions& options) {
  return Generator(templ, options).run();
}

std::vector<Puzzle> generate(const api::Problem& templ, const GenerateOptions& options) {
  Generated made = generate_some(templ, options);
  if (made.ending == Ending::Stopped) throw Interrupted();
  if (made.ending != Ending::Done) throw InputError(made.why);
  return std::move(made.puzzles);
}

double rating_of(std::uint64_t work, int rows, int cols) {
  return 100.0 * static_cast<double>(work) / (static_cast<double>(rows) * cols);
}

const char* difficulty_name(Difficulty difficulty) {
  switch (difficulty) {
    case Difficulty::Easy: return "easy";
    case Difficulty::Medium: return "medium";
    case Difficulty::Hard: return "hard";
    case Difficulty::Expert: return "expert";
  }
  return "easy";
}

std::optional<Difficulty> difficulty_named(const std::string& name) {
  for (const Difficulty d : kDifficulties)
    if (name == difficulty_name(d)) return d;
  return std::nullopt;
}

}  // namespace chessy::puzzle
