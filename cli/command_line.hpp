// What a command line says, as values: the command, and what each command reads of it
// (Options for solve, decode, merge and check; GenerateArgs; server::ServeSettings). The
// option table (option_table.hpp) stores into it, the parser (options.hpp) fills it.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "chessy/chessy.hpp"
#include "model/parse_builder.hpp"
#include "puzzle/generate.hpp"
#include "server/serve.hpp"

namespace chessy {

// What `chessy-sat WORD ...` does: solve INPUT (no word), decode, merge, generate,
// serve or check. Bits, so that an option can name every command that takes it.
enum Command : unsigned {
  kSolve = 1, kDecode = 2, kMerge = 4, kGenerate = 8, kServe = 16, kCheck = 32, kEveryCommand = 63
};
inline constexpr Command kAllCommands[] = {kSolve, kDecode, kMerge, kGenerate, kServe, kCheck};

// How solutions are written (--format): boards drawn, or the placement list
// (model/placements.hpp), the default above kMaxBoardSize columns, or the board part of
// a FEN a solution (model/fen.hpp).
enum class Format { Text, Unicode, Svg, Placements, Fen };
enum class ColorWhen { Auto, Always, Never };  // --color: Auto is a terminal without NO_COLOR

struct Options {
  bool decode = false;               // `chessy-sat decode INPUT MODEL`: read a model back
  bool merge = false;                // `chessy-sat merge FILE|DIR...`: unite a split run's parts
  bool check = false;                // `chessy-sat check PROBLEM SOLUTION`: a placement list checked
  std::vector<std::string> merge_inputs;
  std::string input;                 // file name, "-" for standard input
  bool jsonl = false;                // --jsonl: INPUT holds one JSON problem a line (cli/jsonl.hpp)
  std::string model;                 // decode: the solver's output; check: the placement list ("-": stdin)
  Mode mode = Mode::One;             // --count, --all (chessy/choices.hpp)
  Optimize optimize = Optimize::None;  // --min, --max
  bool no_symmetry = false;          // treat symmetric solutions as different
  bool no_breaking = false;          // no lex-leader clauses in the CNF (same output)
  std::uint64_t limit = 0;           // stop after this many (fundamental) solutions
  std::optional<BoardSize> size;     // --size M or RxC: overrides the file's size
  bool torus = false;                // --torus: the board wraps around (docs/rules.md "Tori")
  bool translations = false;         // --translations: classes under the torus's whole group
  std::string fixed;                 // --fixed FILE: more fixed pieces, a plain list
  std::string blocked;               // --blocked FILE: more blocked cells, a plain list
  std::string backend = "cadical";
  std::string solver;                // --solver: the command of --backend cmd
  Engine engine = Engine::Auto;      // --engine
  int jobs = 0;                      // workers (0: one per core)
  int part = 0, parts = 0;           // --part I/P: only part I of P (parts 0: the whole run)
  bool stream = false;               // --all: print each class as soon as it is found
  bool stats = false;                // one line of statistics on stderr
  std::uint64_t max_memory_mb = 0;   // refuse runs estimated above this (0: what is available)
  std::string output;                // -o FILE: results there instead of stdout
  std::string dimacs;                // --dimacs FILE: write the CNF ("-": stdout)
  bool json = false;                 // results as JSON (JSON Lines for --all)
  bool explain = false;              // --explain: a region puzzle solved step by step (cli/explain_command.hpp)
  Format format = Format::Text;
  bool format_given = false;         // --format given: on a board above 1000 columns, no default
  ColorWhen color = ColorWhen::Auto;
  bool algebraic = false;            // --coordinates algebraic: squares `d4` in placement lists
                                     // and the unicode and svg boards' labels
  double timeout = 0;                // --timeout: seconds before the search stops (0: never)
  bool quiet = false;                // no progress line, no --limit note
  bool help = false, version = false;

  // A sweep (cli/sweep.hpp): the problem at every size of a range, one table row each.
  std::optional<BoardSize> size_last;  // --size A..B: the last size (`size` holds the first)
  bool csv = false;                  // --csv: the sweep's table as CSV
  std::string plot;                  // --plot FILE: the sweep's table as an SVG chart
};

// `chessy-sat generate [TEMPLATE] [options]` (cli/generate_command.hpp).
struct GenerateArgs {
  std::string templ;                // file name, "-" for standard input, empty: n queens
  std::optional<int> size;          // --size: the default template's n, or the region grid's
  puzzle::GenerateOptions options;  // seed, count, clues, difficulty, timeout
  bool regions = false;             // --regions: region puzzles (puzzle/region_generate.hpp)
  std::optional<int> stars;         // --stars K: with --regions (default 1)
  bool clues = false;               // --clues given (a template's, not --regions')
  bool json = false, svg = false, help = false;
  bool algebraic = false;           // --coordinates algebraic: clues `q @ d4`
  std::string output;               // -o FILE
};

// Whatever a command line sets: each command reads its own part (the option table's
// rows store there).
struct CommandLine {
  Command command = kSolve;
  bool help = false, version = false;
  Options options;                   // solve, decode, merge
  GenerateArgs generate;             // generate
  server::ServeSettings serve;       // serve
  std::vector<std::string> positional;  // the words that are no option (nor its value)
};

}  // namespace chessy
