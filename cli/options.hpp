// The command line (docs/manual.md "Use"), parsed (the options themselves: option_table.hpp);
// errors are InputError "chessy-sat: ...".
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/parse_builder.hpp"

namespace chessy {

enum class Mode { One, All, Count };
enum class Format { Text, Unicode, Svg };  // how boards are drawn (--format)
enum class Optimize { None, Min, Max };    // --min / --max: the open count ('?') first
enum class ColorWhen { Auto, Always, Never };  // --color: Auto is a terminal without NO_COLOR

struct Options {
  bool decode = false;               // `chessy-sat decode INPUT MODEL`: read a model back
  bool merge = false;                // `chessy-sat merge FILE|DIR...`: unite a split run's parts
  std::vector<std::string> merge_inputs;
  std::string input;                 // file name, "-" for standard input
  std::string model;                 // decode: the solver's output, "-" for standard input
  Mode mode = Mode::One;
  Optimize optimize = Optimize::None;
  bool no_symmetry = false;          // treat symmetric solutions as different
  bool no_breaking = false;          // no lex-leader clauses in the CNF (same output)
  std::uint64_t limit = 0;           // stop after this many (fundamental) solutions
  std::optional<BoardSize> size;     // --size M or RxC: overrides the file's size
  std::string fixed;                 // --fixed FILE: more fixed pieces, a plain list
  std::string blocked;               // --blocked FILE: more blocked cells, a plain list
  std::string backend = "cadical";
  std::string solver;                // --solver: the command of --backend cmd
  std::string engine = "auto";       // --engine: auto, sat or backtrack (--all/--count)
  int jobs = 0;                      // workers for --all/--count (0: one per core)
  int part = 0, parts = 0;           // --part I/P: only part I of P (parts 0: the whole run)
  bool stream = false;               // --all: print each class as soon as it is found
  bool stats = false;                // one line of statistics on stderr
  std::uint64_t max_memory_mb = 0;   // refuse runs estimated above this (0: what is available)
  std::string output;                // -o FILE: results there instead of stdout
  std::string dimacs;                // --dimacs FILE: write the CNF ("-": stdout)
  bool json = false;                 // results as JSON (JSON Lines for --all)
  Format format = Format::Text;
  ColorWhen color = ColorWhen::Auto;
  double timeout = 0;                // --timeout: seconds before the search stops (0: never)
  bool quiet = false;                // no progress line, no --limit note
  bool help = false, version = false;

  // A sweep (cli/sweep.hpp): the problem at every size of a range, one table row each.
  std::optional<BoardSize> size_last;  // --size A..B: the last size (`size` holds the first)
  bool csv = false;                  // --csv: the sweep's table as CSV
  std::string plot;                  // --plot FILE: the sweep's table as an SVG chart
};

// Throws InputError "chessy-sat: ..." (one line) for a bad command line.
Options parse_options(const std::vector<std::string>& args);

extern const char* const kVersion;

}  // namespace chessy
