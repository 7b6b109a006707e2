// Puzzles with one solution: from a template problem, fixed pieces ("clues") whose
// completion is unique (symmetric solutions counted as different) and minimal
// (removing any one clue leaves more than one completion), rated by how much a
// forced-moves solver has to guess for the board's size (docs/manual.md "Puzzles"). Built on the public API only.
#pragma once
#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "chessy/chessy.hpp"

namespace chessy::puzzle {

// Expert is a region puzzle's band only (region_generate.hpp): a template's puzzles are
// rated easy, medium or hard.
enum class Difficulty { Easy, Medium, Hard, Expert };
inline constexpr Difficulty kDifficulties[] = {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard,
                                               Difficulty::Expert};

struct GenerateOptions {
  std::uint64_t seed = 1;                  // reproducible: same seed, same puzzles
  int count = 1;                           // puzzles wanted
  int min_clues = 0, max_clues = 1 << 30;  // range for the number of fixed pieces
  std::optional<Difficulty> difficulty;    // only puzzles rated so
  double timeout = 0;                      // seconds (0: none); InputError/Interrupted as the API
  const std::atomic<bool>* stop = nullptr;  // when it becomes true, generation stops soon
};

struct Puzzle {
  api::Problem problem;    // the template with the clues fixed (`@` lines)
  api::Solution solution;  // its one completion
  int clues = 0;           // fixed pieces added to the template's own
  std::uint64_t work = 0;  // guesses: the plain search's decisions (chessy/effort.hpp)
  double rating = 0;       // rating_of(work): guesses per 100 cells, easy/medium/hard by it
  Difficulty difficulty = Difficulty::Easy;
};

// How a run of generate_some ended.
enum class Ending {
  Done,       // every puzzle asked for was made
  Stopped,    // options.stop or the timeout came first
  Exhausted,  // the template has no other puzzle in the clue range (all listed and made)
  GaveUp,     // 50 attempts a puzzle (plus 50) made too few, the puzzles too many to list
};

struct Generated {
  std::vector<Puzzle> puzzles;  // in the order made
  Ending ending = Ending::Done;
  std::string why;  // Exhausted, GaveUp: one line, "generate: 2 of 9 puzzles: ..."
};

// Puzzles of `templ` (its fixed pieces kept, clues added): each has exactly one solution
// counting symmetric ones as different, and is minimal (removing any one clue leaves
// more than one). What was made however the run ended; InputError when the options or
// the template cannot make one (no solution, an open count, ...).
Generated generate_some(const api::Problem& templ, const GenerateOptions& options);

// The same, all or nothing: Interrupted when stopped, InputError (`why`) when too few.
std::vector<Puzzle> generate(const api::Problem& templ, const GenerateOptions& options);

// The rating of `work` guesses on a rows x cols board: 100 * work / (rows * cols), so
// that a big board is not hard for its size alone (docs/manual.md "Puzzles").
double rating_of(std::uint64_t work, int rows, int cols);

// "easy", "medium", "hard", "expert".
const char* difficulty_name(Difficulty difficulty);
// The difficulty difficulty_name() calls `name`, or none (the command line and the
// server read it so).
std::optional<Difficulty> difficulty_named(const std::string& name);

}  // namespace chessy::puzzle
