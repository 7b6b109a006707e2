#include "cli/option_table.hpp"

#include <algorithm>
#include <sstream>

#include "backends/solver.hpp"
#include "cli/option_values.hpp"
#include "cli/options.hpp"

namespace chessy {

namespace {

std::vector<std::string> backends() {
  std::vector<std::string> names = backend_names();
  names.emplace_back(kExternalBackend);
  return names;
}
std::vector<std::string> engines() { return {"auto", "sat", "backtrack", "bits"}; }
std::vector<std::string> formats() { return {"text", "unicode", "svg"}; }
std::vector<std::string> colors() { return {"auto", "always", "never"}; }

void set_mode(Options& o, Mode mode) {
  if (o.mode != Mode::One && o.mode != mode) usage_error("--all and --count cannot be combined");
  o.mode = mode;
}

void set_optimize(Options& o, Optimize optimize) {
  if (o.optimize != Optimize::None) usage_error("--min and --max cannot be combined (one run finds one of them)");
  o.optimize = optimize;
}

// One list: a second would silently replace the first, losing what it holds.
void once(std::string& file, const char* option, const std::string& value) {
  if (!file.empty()) usage_error(std::string(option) + " given twice (one list: join the files)");
  file = value;
}

constexpr unsigned kSolveDecode = kSolve | kDecode;
constexpr unsigned kPrinting = kSolve | kMerge;  // what prints boards or counts

// In --help's order. Each help text is one paragraph; --help wraps it.
const OptionSpec kOptions[] = {
    {nullptr, "--all", nullptr, ValueKind::Flag, kSolveDecode,
     "print every fundamental solution (one per class under rotation, reflection and "
     "colour swap), in ascending order", nullptr, [](Options& o, const std::string&) { set_mode(o, Mode::All); }},
    {nullptr, "--count", nullptr, ValueKind::Flag, kSolveDecode, "print 'fundamental: X' and 'total: Y'", nullptr,
     [](Options& o, const std::string&) { set_mode(o, Mode::Count); }},
    {nullptr, "--min", nullptr, ValueKind::Flag, kSolve,
     "the problem leaves one count open ('?*q'): find the fewest pieces of that type with a "
     "solution, proven; print 'minimum: K', then for count K what the other options ask",
     nullptr, [](Options& o, const std::string&) { set_optimize(o, Optimize::Min); }},
    {nullptr, "--max", nullptr, ValueKind::Flag, kSolve, "as --min, the most pieces: 'maximum: K'", nullptr,
     [](Options& o, const std::string&) { set_optimize(o, Optimize::Max); }},
    {nullptr, "--no-symmetry", nullptr, ValueKind::Flag, kSolve,
     "with --all/--count: symmetric solutions count as different", nullptr,
     [](Options& o, const std::string&) { o.no_symmetry = true; }},
    {nullptr, "--limit", "K", ValueKind::Number, kSolve, "stop after K (fundamental) solutions", nullptr,
     [](Options& o, const std::string& v) {
       o.limit = static_cast<std::uint64_t>(whole_number("--limit", v, 1, 1'000'000'000'000LL));
     }},
    {nullptr, "--no-breaking", nullptr, ValueKind::Flag, kSolveDecode,
     "no symmetry-breaking clauses in the CNF (same output, slower)", nullptr,
     [](Options& o, const std::string&) { o.no_breaking = true; }},
    {nullptr, "--size", "M|RxC", ValueKind::Number, kSolveDecode,
     "board M x M, or R rows x C columns; overrides the file's size line (default 8x8). "
     "A..B: a sweep, the problem at every size from A to B (squares, or 8x4..8x12: one side "
     "varies; a count 'n*q' is that side), one table row a size; with --part I/P the sizes "
     "with n mod P = I", nullptr,
     [](Options& o, const std::string& v) { size_value(o, "--size", v); }},
    {nullptr, "--csv", nullptr, ValueKind::Flag, kSolve, "a sweep's table as CSV (--json: JSON Lines)", nullptr,
     [](Options& o, const std::string&) { o.csv = true; }},
    {nullptr, "--plot", "FILE", ValueKind::File, kSolve, "a sweep's table drawn as an SVG chart in FILE", nullptr,
     [](Options& o, const std::string& v) { o.plot = v; }},
    {nullptr, "--fixed", "FILE", ValueKind::File, kSolveDecode,
     "more fixed pieces, one a line: 'ROW COL' (a queen) or 'X ROW,COL' with X a piece and maybe its colour ('r w 3,4'); "
     "they count toward the piece list",
     nullptr, [](Options& o, const std::string& v) { once(o.fixed, "--fixed", v); }},
    {nullptr, "--blocked", "FILE", ValueKind::File, kSolveDecode,
     "more blocked cells (holes: no piece, no cover needed, attacks pass over), one 'ROW,COL' a line", nullptr,
     [](Options& o, const std::string& v) { once(o.blocked, "--blocked", v); }},
    {nullptr, "--backend", "NAME", ValueKind::Choice, kSolve,
     "the SAT solver: cadical (default), picosat, or cmd (an external one, --solver)", backends,
     [](Options& o, const std::string& v) { o.backend = v; }},
    {nullptr, "--solver", "'COMMAND'", ValueKind::ShellCommand, kSolve,
     "with --backend cmd: the solver to run on a DIMACS file, its path appended (or where '{}' "
     "stands); it must print 's ...' and 'v ...' lines",
     nullptr, [](Options& o, const std::string& v) { o.solver = v; }},
    {nullptr, "--engine", "E", ValueKind::Choice, kSolve,
     "how models are found: sat (a blocking clause after each), backtrack (over the same CNF), bits "
     "(bit-parallel: all queens or all rooks, colourless independence, at most 64 columns) or auto "
     "(default: the fastest that applies); same output",
     engines, [](Options& o, const std::string& v) { o.engine = v; }},
    {"-j", "--jobs", "N", ValueKind::Number, kSolve, "workers for --all/--count (default: one per core; 1 for cmd)",
     nullptr, [](Options& o, const std::string& v) { o.jobs = static_cast<int>(whole_number("--jobs", v, 1, 256)); }},
    {nullptr, "--part", "I/P", ValueKind::Number, kSolve,
     "with --all/--count/--min/--max: solve only part I of a run split into P parts (0 <= I < P) "
     "and write its result document to -o FILE (skipped when FILE holds it complete); merge "
     "unites the P files",
     nullptr, [](Options& o, const std::string& v) { part_of(v, o.part, o.parts); }},
    {nullptr, "--stream", nullptr, ValueKind::Flag, kSolve,
     "with --all: print each fundamental solution as soon as it is found (search order, nothing "
     "held in memory)",
     nullptr, [](Options& o, const std::string&) { o.stream = true; }},
    {nullptr, "--stats", nullptr, ValueKind::Flag, kPrinting, "one line of statistics on standard error", nullptr,
     [](Options& o, const std::string&) { o.stats = true; }},
    {nullptr, "--max-memory", "MB", ValueKind::Number, kSolve,
     "refuse runs whose peak is estimated above MB, stop runs that grow past it (default: 80 % "
     "of the memory available)", nullptr,
     [](Options& o, const std::string& v) {
       o.max_memory_mb = static_cast<std::uint64_t>(whole_number("--max-memory", v, 1, 1LL << 30));
     }},
    {"-o", "--output", "FILE", ValueKind::File, kEveryCommand,
     "write the results to FILE instead of standard output, whole or not at all", nullptr,
     [](Options& o, const std::string& v) { o.output = v; }},
    {nullptr, "--dimacs", "FILE", ValueKind::File, kSolve,
     "write the problem's CNF in DIMACS to FILE ('-': standard output) and solve nothing", nullptr,
     [](Options& o, const std::string& v) { o.dimacs = v; }},
    {nullptr, "--json", nullptr, ValueKind::Flag, kEveryCommand,
     "results as JSON; --all as JSON Lines, one object a solution, then a summary line", nullptr,
     [](Options& o, const std::string&) { o.json = true; }},
    {nullptr, "--format", "F", ValueKind::Choice, kPrinting,
     "boards as text (default), unicode (chess glyphs) or svg (one picture; use -o FILE)", formats,
     [](Options& o, const std::string& v) {
       o.format = v == "unicode" ? Format::Unicode : v == "svg" ? Format::Svg : Format::Text;
     }},
    {nullptr, "--color", "WHEN", ValueKind::Choice, kPrinting,
     "colour the unicode board and the progress line: auto (default: on a terminal, unless "
     "NO_COLOR is set), always or never",
     colors, [](Options& o, const std::string& v) {
       o.color = v == "always" ? ColorWhen::Always : v == "never" ? ColorWhen::Never : ColorWhen::Auto;
     }},
    {nullptr, "--timeout", "SECONDS", ValueKind::Number, kSolve, "stop the search after SECONDS (as Ctrl-C does)",
     nullptr, [](Options& o, const std::string& v) { o.timeout = seconds("--timeout", v); }},
    {"-q", "--quiet", nullptr, ValueKind::Flag, kPrinting,
     "no progress line, no --limit note, no default-board note on standard error", nullptr,
     [](Options& o, const std::string&) { o.quiet = true; }},
    {"-h", "--help", nullptr, ValueKind::Flag, kEveryCommand, "this text", nullptr,
     [](Options& o, const std::string&) { o.help = true; }},
    {nullptr, "--version", nullptr, ValueKind::Flag, kEveryCommand, "the version", nullptr,
     [](Options& o, const std::string&) { o.version = true; }},
};

constexpr std::size_t kWidth = 80;   // every line of --help fits a terminal
constexpr std::size_t kColumn = 21;  // where an option's text starts

// `text` as lines of at most kWidth columns, each but the first indented by `indent`;
// the first continues a line already `first` columns wide.
std::string wrap(const std::string& text, std::size_t first, std::size_t indent) {
  std::istringstream words(text);
  std::string out, word;
  std::size_t at = first;
  bool line_empty = true;
  while (words >> word) {
    if (!line_empty && at + 1 + word.size() > kWidth) {
      out += '\n' + std::string(indent, ' ');
      at = indent;
      line_empty = true;
    }
    if (!line_empty) {
      out += ' ';
      ++at;
    }
    out += word;
    at += word.size();
    line_empty = false;
  }
  return out + '\n';
}

// "  -j N, --jobs N     workers ...": the names, then the text from kColumn.
std::string option_lines(const OptionSpec& spec) {
  const std::string value = spec.value ? std::string(" ") + spec.value : "";
  std::string names = "  ";
  if (spec.short_name) names += spec.short_name + value + ", ";
  names += spec.long_name + value;
  const std::string help = spec.help;
  if (names.size() + 1 > kColumn) return names + '\n' + std::string(kColumn, ' ') + wrap(help, kColumn, kColumn);
  return names + std::string(kColumn - names.size(), ' ') + wrap(help, kColumn, kColumn);
}

const char* const kInput =
    "Input: a text file, one item a line ('#' starts a comment), or JSON (a name\n"
    "ending in .json, or text starting with '{'):\n"
    "  8*q                eight queens; pieces q r b n k p, a colour w or b after\n"
    "                     ('2*r w'); lines of the same piece add up\n"
    "  ?*q                an open count, for --min or --max to find\n"
    "  d                  domination: every free cell is occupied or attacked\n"
    "                     (without 'd': independence, no piece attacks another)\n"
    "  i                  with 'd': independent domination (both at once)\n"
    "  size 10            the board: 10x10; 'size 6 9' is 6 rows by 9 columns;\n"
    "                     none given: 8x8\n"
    "  q @ 3,3            a fixed piece at row 3, column 3 (row 0 is the top line)\n"
    "  x @ 0,0            a blocked cell: no piece, no cover needed, attacks pass\n"
    "                     over it\n";

const char* const kExamples =
    "Examples:\n"
    "  echo '8*q' | chessy-sat - --count             fundamental: 12, total: 92\n"
    "  echo '10*q' | chessy-sat - --size 10 --all --format unicode\n"
    "  printf 'd\\n?*q\\n' | chessy-sat - --min        minimum: 5, and a board\n"
    "  printf '8*q\\nq @ 3,3\\nq @ 4,1\\n' | chessy-sat - --all     its 2 completions\n"
    "  chessy-sat big.txt --count --part 0/4 -o p0.json   (and 1/4, 2/4, 3/4;\n"
    "                     anywhere), then: chessy-sat merge p0.json p1.json ...\n";

const char* const kSolveExit =
    "Exit status: 0 solved (a solution exists), 1 no solution exists, 2 bad input\n"
    "or command line, or results that cannot be written (-o FILE, a full disk),\n"
    "3 internal error or a failing external solver, 4 incomplete: stopped by Ctrl-C,\n"
    "SIGTERM or --timeout; the solutions found so far are written (--count: the\n"
    "counts so far) and a line on standard error says how far the search got.\n"
    "On a terminal, runs longer than a second show a progress line on standard\n"
    "error. NO_COLOR (set and not empty) turns colour off, as --color never does.\n";

struct CommandHelp {
  Command command;
  const char* usage;  // the first lines
  const char* body;   // after the options
};

const CommandHelp kCommands[] = {
    {kSolve,
     "usage: chessy-sat INPUT [options]        (INPUT '-' reads standard input)\n"
     "       chessy-sat decode INPUT MODEL [options]\n"
     "       chessy-sat merge FILE|DIR... [options]\n"
     "       chessy-sat generate [TEMPLATE] [options]   (puzzles)\n"
     "       chessy-sat serve [--port P] [--bind ADDR]  (a local web page)\n"
     "Places chess pieces so that none attacks another, or so that they dominate the\n"
     "board, by compiling the puzzle to SAT. With no option: one solution, or 'no\n"
     "solution'.\n",
     "\n"
     "Commands (each has its own --help, e.g. 'chessy-sat merge --help'):\n"
     "  decode INPUT MODEL read back a SAT solver's model of the CNF of --dimacs\n"
     "  merge FILE|DIR...  unite the result files of the parts of a --part run\n"
     "  generate [TEMPLATE] puzzles with exactly one solution (generate --help)\n"
     "  serve              a local web page and JSON API (docs/manual.md, Web page)\n"},
    {kDecode,
     "usage: chessy-sat decode INPUT MODEL [options]\n"
     "Reads a SAT solver's output (MODEL; '-' reads standard input) for the CNF that\n"
     "--dimacs wrote for INPUT, checks the model and prints its board. Give it the\n"
     "options that shaped the CNF: --size, --fixed, --blocked, --no-breaking,\n"
     "--all/--count.\n",
     "\n"
     "Example:\n"
     "  chessy-sat p.txt --dimacs p.cnf && cadical p.cnf | chessy-sat decode p.txt -\n"
     "\n"
     "Exit status: 0 the model is a solution (its board is printed), 1 the solver\n"
     "said UNSAT or the model is not a solution, 2 bad input or command line,\n"
     "3 internal error, 4 interrupted while waiting for the input.\n"},
    {kMerge,
     "usage: chessy-sat merge FILE|DIR... [options]\n"
     "Reads the result files of all P parts of a --part run (a directory: its *.json\n"
     "files), checks that they are parts 0..P-1 of one problem, each once and\n"
     "complete, and prints what the single run would print.\n",
     "\n"
     "Example:\n"
     "  for i in 0 1 2 3; do chessy-sat p.txt --count --part $i/4 -o p$i.json; done\n"
     "  chessy-sat merge p0.json p1.json p2.json p3.json     (or: merge DIR)\n"
     "\n"
     "Exit status: 0 solved, 1 no solution exists, 2 bad input or command line (a\n"
     "part missing, twice, incomplete or of another problem), 3 internal error.\n"},
};

}  // namespace

std::span<const OptionSpec> option_table() { return kOptions; }

const OptionSpec* find_option(const std::string& name) {
  for (const OptionSpec& spec : kOptions)
    if (name == spec.long_name || (spec.short_name && name == spec.short_name)) return &spec;
  return nullptr;
}

namespace {

// Edits (insertions, deletions, substitutions, swaps of neighbours) from a to b.
std::size_t distance(const std::string& a, const std::string& b) {
  std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
  for (std::size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
  for (std::size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i)
    for (std::size_t j = 1; j <= b.size(); ++j) {
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] != b[j - 1])});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.size()][b.size()];
}

}  // namespace

namespace {

// The word of `words` closest to `unknown` (a typo), or "". Close: at most 2 edits, and
// fewer than a third of the word (so '--x' suggests nothing).
template <class Words, class Spelling>
std::string closest(const std::string& unknown, const Words& words, Spelling spelling) {
  std::string best;
  std::size_t best_distance = 3;
  for (const auto& word : words) {
    const std::size_t d = distance(unknown, spelling(word));
    if (d < best_distance && 3 * d < unknown.size()) {
      best = spelling(word);
      best_distance = d;
    }
  }
  return best;
}

// The words that name a command: `chessy-sat WORD ...`.
constexpr const char* kCommandWords[] = {"decode", "merge", "generate", "serve"};

}  // namespace

std::string closest_option(const std::string& unknown) {
  return closest(unknown, kOptions, [](const OptionSpec& spec) { return std::string(spec.long_name); });
}

std::string closest_command(const std::string& unknown) {
  for (const char* word : kCommandWords)
    if (unknown == word) return "";
  return closest(unknown, kCommandWords, [](const char* word) { return std::string(word); });
}

std::string did_you_mean(const std::string& close) { return " (did you mean '" + close + "'?)"; }

const char* command_name(Command command) {
  return command == kDecode ? "decode" : command == kMerge ? "merge" : "";
}

std::string help_text(Command command) {
  const CommandHelp* help = &kCommands[0];
  for (const CommandHelp& h : kCommands)
    if (h.command == command) help = &h;
  std::string text = help->usage;
  if (command == kSolve) text += std::string("\n") + kInput;
  text += "\nOptions:\n";
  for (const OptionSpec& spec : kOptions)
    if (spec.commands & command) text += option_lines(spec);
  text += help->body;
  if (command == kSolve) text += std::string("\n") + kExamples + "\n" + kSolveExit;
  return text;
}

}  // namespace chessy
