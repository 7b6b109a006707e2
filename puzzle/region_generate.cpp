// The region generator's driver: attempts of region_partition.hpp in batches over the
// cores, each attempt with its own random numbers drawn from (seed, attempt number) and
// the batch's results taken in attempt order, so that the puzzles depend on the seed
// alone, not on the cores or the timing (docs/manual.md "Puzzles").
#include "puzzle/region_generate.hpp"

#include <algorithm>
#include <chrono>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "puzzle/explain.hpp"
#include "puzzle/region_partition.hpp"

namespace chessy::puzzle {

namespace {

constexpr int kMaxSide = 62;  // a region grid's characters: 26 + 26 letters, 10 digits
const char kLetters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

// Attempts before the run gives up (Ending::GaveUp) on a rare band: 9 x 9 grids of one
// star take about 2 attempts a puzzle, 14 x 14 of three about 5.
constexpr std::uint64_t kAttemptsAPuzzle = 400, kAttemptsAtLeast = 2000;

// The random numbers of attempt `i` (splitmix64 of the pair): neighbouring seeds and
// attempts give unrelated streams.
std::uint64_t attempt_seed(std::uint64_t seed, std::uint64_t i) {
  std::uint64_t z = seed + 0x9e3779b97f4a7c15ULL * (i + 1);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// The grid's rows, its regions lettered A, B, C ... in reading order of their first
// cells (docs/input.md "Region puzzles").
std::vector<std::string> grid_rows(const StarGrid& grid) {
  std::vector<std::string> rows(static_cast<std::size_t>(grid.n));
  std::vector<int> letter(static_cast<std::size_t>(grid.regions), -1);
  int next = 0;
  for (int r = 0; r < grid.n; ++r)
    for (int c = 0; c < grid.n; ++c) {
      int& l = letter[static_cast<std::size_t>(grid.region[static_cast<std::size_t>(r * grid.n + c)])];
      if (l < 0) l = next++;
      rows[static_cast<std::size_t>(r)] += kLetters[l];
    }
  return rows;
}

struct Attempt {
  std::optional<UniqueGrid> grid;
  PartitionWork work;
  bool stopped = false;
};

class RegionGenerator {
 public:
  RegionGenerator(const RegionShape& shape, const GenerateOptions& options)
      : shape_(shape), options_(options), start_(Clock::now()) {}

  Generated run() {
    check();
    Generated out;
    const std::uint64_t most = std::max(kAttemptsAtLeast, kAttemptsAPuzzle * static_cast<std::uint64_t>(options_.count));
    const unsigned workers = std::clamp(std::thread::hardware_concurrency(), 1u, 16u);
    std::uint64_t next = 0;
    while (static_cast<int>(out.puzzles.size()) < options_.count) {
      if (next >= most) {
        out.ending = Ending::GaveUp;
        out.why = "generate: " + std::to_string(out.puzzles.size()) + " of " + std::to_string(options_.count) + " " +
                  wanted() + " found in " + std::to_string(most) + " attempts";
        return out;
      }
      std::vector<Attempt> batch(2 * workers);
      std::vector<std::thread> threads;
      for (unsigned w = 0; w < workers; ++w)
        threads.emplace_back([&, w] {
          for (std::size_t i = w; i < batch.size(); i += workers) attempt(next + i, batch[i]);
        });
      for (std::thread& t : threads) t.join();
      next += batch.size();
      for (Attempt& a : batch) {
        if (static_cast<int>(out.puzzles.size()) == options_.count) break;
        if (a.stopped) {
          out.ending = Ending::Stopped;
          return out;
        }
        try {
          if (a.grid) keep(*a.grid, a.work, out);
        } catch (const Interrupted&) {
          out.ending = Ending::Stopped;
          return out;
        }
      }
      if (stopped()) {
        out.ending = Ending::Stopped;
        return out;
      }
    }
    return out;
  }

 private:
  using Clock = std::chrono::steady_clock;

  bool stopped() const {
    if (options_.stop && options_.stop->load()) return true;
    return options_.timeout > 0 && std::chrono::duration<double>(Clock::now() - start_).count() >= options_.timeout;
  }

  // What no attempt could change, said before any work.
  void check() const {
    const int n = shape_.size, k = shape_.stars;
    if (options_.count < 1) throw InputError("generate: the count of puzzles must be at least 1");
    if (options_.timeout < 0) throw InputError("generate: the timeout must not be negative");
    if (n < 1 || n > kMaxSide)
      throw InputError("generate: a region grid is 1 to " + std::to_string(kMaxSide) + " cells a side, not " +
                       std::to_string(n));
    if (k < 1 || 2 * k - 1 > n)
      throw InputError("generate: " + std::to_string(k) + " stars cannot sit in one row of " + std::to_string(n) +
                       " without touching");
    // A placement of the stars, regions aside: none on 2 x 2 and 3 x 3 with one star,
    // for instance (the search says so at once on grids that small).
    const StarCount any = count_stars({n, k, {}, 0}, 1, std::uint64_t{1} << 22);
    if (any.complete && any.solutions == 0)
      throw InputError("generate: no " + std::to_string(n) + "x" + std::to_string(n) + " grid holds " +
                       std::to_string(k) + (k == 1 ? " star" : " stars") +
                       " in every row and column without two touching");
  }

  void attempt(std::uint64_t i, Attempt& a) const {
    Random random(attempt_seed(options_.seed, i));
    try {
      a.grid = unique_grid(shape_.size, shape_.stars, random, a.work, [this] {
        if (stopped()) throw Interrupted();
      });
    } catch (const Interrupted&) {
      a.stopped = true;
    }
  }

  // The grid as a puzzle, counted again by the public API, rated, kept in the band.
  void keep(const UniqueGrid& grid, const PartitionWork& work, Generated& out) const {
    const api::Problem problem = api::Problem::region_puzzle(grid_rows(grid.grid), grid.grid.stars);
    api::Options o;
    o.jobs = 1;
    o.symmetry = false;
    o.limit = 2;
    o.stop = options_.stop;
    const api::Counts counted = api::count(problem, o);  // complete: false at the limit, 2
    if (!counted.complete && counted.total < 2) throw Interrupted();
    if (counted.total != 1)  // the two searches disagree: a bug, said as one
      throw std::logic_error("generate: a region grid the generator found unique has " +
                             std::to_string(counted.total) + " solutions by the library:\n" + problem.text());
    Puzzle p{problem, {}, 0, work.nodes, 0, Difficulty::Easy};
    for (const int cell : grid.solution)
      p.solution.pieces.push_back({api::Piece::King, api::Colour::None, cell / shape_.size, cell % shape_.size});
    const int rating = region_rating(problem);
    p.rating = rating;
    p.difficulty = region_difficulty(rating);
    if (options_.difficulty && p.difficulty != *options_.difficulty) return;
    out.puzzles.push_back(std::move(p));
  }

  // "9x9 region puzzles of 1 star rated hard"
  std::string wanted() const {
    const std::string side = std::to_string(shape_.size);
    return side + "x" + side + " region puzzles of " + std::to_string(shape_.stars) +
           (shape_.stars == 1 ? " star" : " stars") +
           (options_.difficulty ? std::string(" rated ") + difficulty_name(*options_.difficulty) : "");
  }

  RegionShape shape_;
  GenerateOptions options_;
  Clock::time_point start_;
};

}  // namespace

Generated generate_regions_some(const RegionShape& shape, const GenerateOptions& options) {
  return RegionGenerator(shape, options).run();
}

// The player's techniques (puzzle/explain.hpp, docs/regions.md "Rating").
int region_rating(const api::Problem& problem) { return rating(problem); }

Difficulty region_difficulty(int rating) { return *difficulty_named(rating_band(rating)); }

}  // namespace chessy::puzzle
