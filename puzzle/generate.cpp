// The generator: a random solution of the template, all its pieces as clues, then each
// clue dropped in random order while the completion stays unique. One pass leaves the
// set minimal: a clue kept was needed with more clues around it, so it is needed with
// fewer too (fewer clues, more completions). Only the public API (chessy/*.hpp).
#include "puzzle/generate.hpp"

#include <algorithm>
#include <chrono>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <utility>

#include "chessy/effort.hpp"

namespace chessy::puzzle {

namespace {

using Cell = std::pair<int, int>;  // row, column

// Ratings (guesses per 100 cells) at most these are easy, medium; above, hard: about the
// lower and upper quartiles of the ratings measured on 8x8 to 30x30 (docs/manual.md
// "Puzzles"), where guesses alone grew with the board (median 3 on 8x8, 27 on 20x20).
constexpr double kEasyAtMost = 3.5, kMediumAtMost = 12;

// The template's blocked cells and fixed pieces, read off its text (`x @ r,c` and
// `PIECE @ r,c` lines, as Problem::text() writes them).
std::set<Cell> taken_cells(const std::string& text) {
  std::set<Cell> taken;
  std::istringstream lines(text);
  std::string line;
  while (std::getline(lines, line)) {
    const auto at = line.find(" @ ");
    if (at == std::string::npos) continue;
    int row = 0, col = 0;
    char comma = 0;
    std::istringstream where(line.substr(at + 3));
    if (where >> row >> comma >> col) taken.insert({row, col});
  }
  return taken;
}

// The text format's line fixing `p`: "q @ 3,4", "n w @ 0,1".
std::string fix_line(const api::Placement& p) {
  std::string line(1, static_cast<char>(static_cast<char>(p.piece) - 'A' + 'a'));
  if (p.colour != api::Colour::None) line += std::string(" ") + static_cast<char>(p.colour);
  return line + " @ " + std::to_string(p.row) + "," + std::to_string(p.col) + "\n";
}

// Reproducible on every standard library: draws from the engine, not a distribution.
class Random {
 public:
  explicit Random(std::uint64_t seed) : engine_(seed) {}
  std::size_t below(std::size_t n) { return static_cast<std::size_t>(engine_() % n); }
  template <typename T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[below(i)]);
  }

 private:
  std::mt19937_64 engine_;
};

class Generator {
 public:
  Generator(const api::Problem& templ, const GenerateOptions& options)
      : templ_text_(templ.text()),
        options_(options),
        random_(options.seed),
        start_(Clock::now()),
        taken_(taken_cells(templ_text_)),
        rows_(templ.rows()),
        cols_(templ.cols()) {}

  static Difficulty rate(double rating) {
    return rating <= kEasyAtMost ? Difficulty::Easy : rating <= kMediumAtMost ? Difficulty::Medium : Difficulty::Hard;
  }

  api::Problem with_clues(const std::vector<api::Placement>& clues) const {
    std::string text = templ_text_;
    for (const api::Placement& p : clues) text += fix_line(p);
    return api::Problem::parse(text, "<puzzle>");
  }

  api::Options api_options() const {
    api::Options o;
    o.jobs = 1;  // one worker: the same answers on every run, no thread pool per call
    o.symmetry = false;
    o.stop = options_.stop;
    if (options_.timeout > 0) {
      o.timeout = options_.timeout - std::chrono::duration<double>(Clock::now() - start_).count();
      if (o.timeout <= 0) throw Interrupted();
    }
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

  std::vector<Puzzle> run() {
    if (options_.count < 1) throw InputError("generate: the count of puzzles must be at least 1");
    if (options_.min_clues < 0 || options_.min_clues > options_.max_clues)
      throw InputError("generate: the range of clues " + std::to_string(options_.min_clues) + ".." +
                       std::to_string(options_.max_clues) + " is empty");
    if (options_.timeout < 0) throw InputError("generate: the timeout must not be negative");
    if (templ_text_.find("?*") != std::string::npos)
      throw InputError("generate: the template has an open count '?': a puzzle needs every count given");
    const std::optional<api::Solution> any = api::solve(with_clues({}), api_options());
    if (!any) throw InputError("generate: the template has no solution: no puzzle can be made of it");
    std::vector<Puzzle> puzzles;
    std::set<std::vector<std::pair<Cell, char>>> seen;
    const int attempts = 50 * options_.count + 50;
    for (int attempt = 0; attempt < attempts && static_cast<int>(puzzles.size()) < options_.count; ++attempt) {
      const api::Solution solution = random_solution(*any);
      std::vector<api::Placement> clues = reduce(solution);
      const int n = static_cast<int>(clues.size());
      if (n < options_.min_clues || n > options_.max_clues) continue;
      std::vector<std::pair<Cell, char>> key;
      for (const api::Placement& p : clues) key.push_back({{p.row, p.col}, static_cast<char>(p.piece)});
      if (!seen.insert(key).second) continue;
      Puzzle puzzle{with_clues(clues), solution, n, 0, 0, Difficulty::Easy};
      puzzle.work = api::effort(puzzle.problem, 0, api_options()).decisions;
      puzzle.rating = rating_of(puzzle.work, rows_, cols_);
      puzzle.difficulty = rate(puzzle.rating);
      if (options_.difficulty && puzzle.difficulty != *options_.difficulty) continue;
      puzzles.push_back(std::move(puzzle));
    }
    if (static_cast<int>(puzzles.size()) < options_.count)
      throw InputError("generate: " + std::to_string(puzzles.size()) + " of " + std::to_string(options_.count) +
                       " puzzles with " + std::to_string(options_.min_clues) + ".." +
                       (options_.max_clues == (1 << 30) ? std::string("") : std::to_string(options_.max_clues)) +
                       " clues" +
                       (options_.difficulty ? std::string(" rated ") + difficulty_name(*options_.difficulty) : "") +
                       " found in " + std::to_string(attempts) + " attempts");
    return puzzles;
  }

 private:
  using Clock = std::chrono::steady_clock;
  std::string templ_text_;
  GenerateOptions options_;
  Random random_;
  Clock::time_point start_;
  std::set<Cell> taken_;  // the template's blocked cells and fixed pieces
  int rows_ = 0, cols_ = 0;
};

}  // namespace

std::vector<Puzzle> generate(const api::Problem& templ, const GenerateOptions& options) {
  return Generator(templ, options).run();
}

double rating_of(std::uint64_t work, int rows, int cols) {
  return 100.0 * static_cast<double>(work) / (static_cast<double>(rows) * cols);
}

const char* difficulty_name(Difficulty difficulty) {
  switch (difficulty) {
    case Difficulty::Easy: return "easy";
    case Difficulty::Medium: return "medium";
    case Difficulty::Hard: return "hard";
  }
  return "easy";
}

}  // namespace chessy::puzzle
