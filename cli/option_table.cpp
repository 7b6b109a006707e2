#include "cli/option_table.hpp"

#include <algorithm>
#include <sstream>

#include "backends/solver.hpp"
#include "cli/command_line.hpp"
#include "cli/option_values.hpp"
#include "model/problem.hpp"

namespace chessy {

namespace {

std::vector<std::string> backends() {
  std::vector<std::string> names = backend_names();
  names.emplace_back(kExternalBackend);
  return names;
}
std::vector<std::string> engines() {
  std::vector<std::string> names;
  for (std::size_t i = 0; i < kEngineWords.size(); ++i)
    if (is_choice(static_cast<Engine>(i))) names.emplace_back(kEngineWords[i]);
  return names;
}
std::vector<std::string> formats() { return {"text", "unicode", "svg", "placements", "fen"}; }
std::vector<std::string> colors() { return {"auto", "always", "never"}; }
std::vector<std::string> coordinates() { return {"numeric", "algebraic"}; }
std::vector<std::string> sheet_formats() { return {"text", "svg"}; }  // generate's
std::vector<std::string> difficulties() {
  std::vector<std::string> names;
  for (const puzzle::Difficulty d : puzzle::kDifficulties) names.emplace_back(puzzle::difficulty_name(d));
  return names;
}

// --clues A..B, A.. or ..B.
void clue_range(puzzle::GenerateOptions& o, const std::string& text) {
  constexpr int kMost = kMaxBoardSize * kMaxBoardSize;
  const std::size_t dots = text.find("..");
  if (dots == std::string::npos) {
    o.min_clues = o.max_clues = whole<int>("--clues", text, 0, kMost);
    return;
  }
  const std::string a = text.substr(0, dots), b = text.substr(dots + 2);
  if (!a.empty()) o.min_clues = whole<int>("--clues", a, 0, kMost);
  if (!b.empty()) o.max_clues = whole<int>("--clues", b, 0, kMost);
  if (o.min_clues > o.max_clues) usage_error("--clues " + text + " is an empty range");
}

// serve's --bind: an empty one listened on [::1] and printed http://:PORT/.
std::string address(const std::string& text) {
  if (text.empty()) usage_error("--bind needs an address (127.0.0.1, ::1, a name of this machine), not ''");
  return text;
}

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
constexpr unsigned kProblemShape = kSolveDecode | kCheck;  // what shapes the problem read
constexpr unsigned kPrinting = kSolve | kMerge;  // what prints boards or counts

// In --help's order. Each help text is one paragraph; --help wraps it.
const OptionSpec kOptions[] = {
    {nullptr, "--all", nullptr, ValueKind::Flag, kSolveDecode,
     "print every fundamental solution (one per class under rotation, reflection and "
     "colour swap), in ascending order", nullptr,
     [](CommandLine& c, const std::string&) { set_mode(c.options, Mode::All); }},
    {nullptr, "--count", nullptr, ValueKind::Flag, kSolveDecode, "print 'fundamental: X' and 'total: Y'", nullptr,
     [](CommandLine& c, const std::string&) { set_mode(c.options, Mode::Count); }},
    {nullptr, "--explain", nullptr, ValueKind::Flag, kSolve,
     "a region puzzle solved by a player's techniques: the steps numbered in words (squares d4), then the "
     "solution, whether it is unique and the rating (easy, medium, hard, expert); with --json one object",
     nullptr, [](CommandLine& c, const std::string&) { c.options.explain = true; }},
    {nullptr, "--min", nullptr, ValueKind::Flag, kSolve,
     "the problem leaves one count open ('?*q'): find the fewest pieces of that type with a "
     "solution, proven; print 'minimum: K', then for count K what the other options ask",
     nullptr, [](CommandLine& c, const std::string&) { set_optimize(c.options, Optimize::Min); }},
    {nullptr, "--max", nullptr, ValueKind::Flag, kSolve, "as --min, the most pieces: 'maximum: K'", nullptr,
     [](CommandLine& c, const std::string&) { set_optimize(c.options, Optimize::Max); }},
    {nullptr, "--no-symmetry", nullptr, ValueKind::Flag, kSolve,
     "with --all/--count: symmetric solutions count as different", nullptr,
     [](CommandLine& c, const std::string&) { c.options.no_symmetry = true; }},
    {nullptr, "--limit", "K", ValueKind::Number, kSolve, "stop after K (fundamental) solutions", nullptr,
     [](CommandLine& c, const std::string& v) {
       c.options.limit = whole<std::uint64_t>("--limit", v, 1, 1'000'000'000'000);
     }},
    {nullptr, "--no-breaking", nullptr, ValueKind::Flag, kSolveDecode,
     "no symmetry-breaking clauses in the CNF (same output, slower)", nullptr,
     [](CommandLine& c, const std::string&) { c.options.no_breaking = true; }},
    {nullptr, "--size", "M|RxC", ValueKind::Number, kProblemShape,
     "board M x M, or R rows x C columns, each 1..1000 (up to 10000000 for queens or rooks independence, one "
     "solution); overrides the file's size line (default 8x8). "
     "A..B: a sweep, the problem at every size from A to B (squares, or 8x4..8x12: one side "
     "varies; a count 'n*q' is that side), one table row a size; with --part I/P the sizes "
     "with n mod P = I", nullptr,
     [](CommandLine& c, const std::string& v) {
       const SizeRange sizes = size_range("--size", v);
       c.options.size = sizes.first;
       c.options.size_last = sizes.last;
     }},
    {nullptr, "--torus", nullptr, ValueKind::Flag, kSolveDecode,
     "the board is a torus: every ray and step wraps around the edges (as a 'torus' line; a "
     "JSON file's \"torus\": false refuses it)",
     nullptr, [](CommandLine& c, const std::string&) { c.options.torus = true; }},
    {nullptr, "--translations", nullptr, ValueKind::Flag, kSolveDecode,
     "on a torus: classes under its whole group, every translation too (8n^2 maps on n x n), "
     "not the rotations and reflections alone; totals stay (as a 'translations' line)",
     nullptr, [](CommandLine& c, const std::string&) { c.options.translations = true; }},
    {nullptr, "--jsonl", nullptr, ValueKind::Flag, kSolve,
     "INPUT holds one JSON problem a line, as a name ending in .jsonl says (for '-'): one JSON answer a line, "
     "{\"line\": N, ...}, in order",
     nullptr, [](CommandLine& c, const std::string&) { c.options.jsonl = true; }},
    {nullptr, "--csv", nullptr, ValueKind::Flag, kSolve, "a sweep's table as CSV (--json: JSON Lines)", nullptr,
     [](CommandLine& c, const std::string&) { c.options.csv = true; }},
    {nullptr, "--plot", "FILE", ValueKind::File, kSolve, "a sweep's table drawn as an SVG chart in FILE", nullptr,
     [](CommandLine& c, const std::string& v) { c.options.plot = v; }},
    {nullptr, "--fixed", "FILE", ValueKind::File, kProblemShape,
     "more fixed pieces, one a line: 'ROW COL' (a queen) or 'X ROW,COL' with X a piece and maybe its colour ('r w 3,4'), "
     "or a square after '@' ('r w @ a1'); they count toward the piece list",
     nullptr, [](CommandLine& c, const std::string& v) { once(c.options.fixed, "--fixed", v); }},
    {nullptr, "--blocked", "FILE", ValueKind::File, kProblemShape,
     "more blocked cells (holes: no piece, no cover needed, attacks pass over), one 'ROW,COL' or square 'd4' a line",
     nullptr,
     [](CommandLine& c, const std::string& v) { once(c.options.blocked, "--blocked", v); }},
    {nullptr, "--backend", "NAME", ValueKind::Choice, kSolve,
     "the SAT solver: cadical (default), picosat, or cmd (an external one, --solver)", backends,
     [](CommandLine& c, const std::string& v) { c.options.backend = v; }},
    {nullptr, "--solver", "'COMMAND'", ValueKind::ShellCommand, kSolve,
     "with --backend cmd: the solver to run on a DIMACS file, its path appended (or where '{}' "
     "stands); it must print 's ...' and 'v ...' lines",
     nullptr, [](CommandLine& c, const std::string& v) { c.options.solver = v; }},
    {nullptr, "--engine", "E", ValueKind::Choice, kSolve,
     "how models are found: sat (a blocking clause after each), backtrack (over the same CNF), bits "
     "(bit-parallel: all queens or all rooks, colourless independence, at most 64 columns), regions "
     "(region puzzles, no CNF) or auto (default: the fastest that applies); same output",
     engines, [](CommandLine& c, const std::string& v) { c.options.engine = *named<Engine>(v); }},
    {"-j", "--jobs", "N", ValueKind::Number, kSolve, "workers (default: one per core; 1 for cmd)",
     nullptr, [](CommandLine& c, const std::string& v) { c.options.jobs = whole("--jobs", v, 1, 256); }},
    {nullptr, "--part", "I/P", ValueKind::Number, kSolve,
     "with --all/--count/--min/--max: solve only part I of a run split into P parts (0 <= I < P) "
     "and write its result document to -o FILE (skipped when FILE holds it complete); merge "
     "unites the P files",
     nullptr, [](CommandLine& c, const std::string& v) { part_of(v, c.options.part, c.options.parts); }},
    {nullptr, "--stream", nullptr, ValueKind::Flag, kSolve,
     "with --all: print each fundamental solution as soon as it is found (search order, nothing "
     "held in memory)",
     nullptr, [](CommandLine& c, const std::string&) { c.options.stream = true; }},
    {nullptr, "--stats", nullptr, ValueKind::Flag, kPrinting, "one line of statistics on standard error", nullptr,
     [](CommandLine& c, const std::string&) { c.options.stats = true; }},
    {nullptr, "--max-memory", "MB", ValueKind::Number, kSolve,
     "refuse runs whose peak is estimated above MB, stop runs that grow past it (default: 80 % "
     "of the memory available)", nullptr,
     [](CommandLine& c, const std::string& v) {
       c.options.max_memory_mb = whole<std::uint64_t>("--max-memory", v, 1, 1 << 30);
     }},
    // generate's and serve's own (cli/generate_command.hpp, server/serve.hpp).
    {nullptr, "--size", "N", ValueKind::Number, kGenerate,
     "the default template's n (default 8), or with --regions the grid's side (1 to 62)", nullptr,
     [](CommandLine& c, const std::string& v) { c.generate.size = whole<int>("--size", v, 1, kMaxBoardSize); }},
    {nullptr, "--seed", "S", ValueKind::Number, kGenerate, "the random seed (default 1): same seed, same puzzles",
     nullptr, [](CommandLine& c, const std::string& v) {
       c.generate.options.seed = whole<std::uint64_t>("--seed", v, 0, UINT64_MAX);
     }},
    {nullptr, "--count", "K", ValueKind::Number, kGenerate, "K puzzles (default 1; when fewer exist, those: exit 1)",
     nullptr,
     [](CommandLine& c, const std::string& v) { c.generate.options.count = whole<int>("--count", v, 1, 100000); }},
    {nullptr, "--clues", "A..B", ValueKind::Number, kGenerate,
     "only puzzles with A to B clues (A.. or ..B: one side open)", nullptr,
     [](CommandLine& c, const std::string& v) {
       clue_range(c.generate.options, v);
       c.generate.clues = true;
     }},
    {nullptr, "--regions", nullptr, ValueKind::Flag, kGenerate,
     "region puzzles (LinkedIn Queens, Star Battle) instead of a template's: an N x N grid of N regions, "
     "unique with no star given",
     nullptr, [](CommandLine& c, const std::string&) { c.generate.regions = true; }},
    {nullptr, "--stars", "K", ValueKind::Number, kGenerate, "with --regions: K stars a row, column and region (default 1)",
     nullptr, [](CommandLine& c, const std::string& v) { c.generate.stars = whole<int>("--stars", v, 1, kMaxBoardSize); }},
    {nullptr, "--difficulty", "D", ValueKind::Choice, kGenerate,
     "only puzzles rated D: easy, medium, hard or (--regions) expert (the rating: docs/manual.md, \"Puzzles\")", difficulties,
     [](CommandLine& c, const std::string& v) { c.generate.options.difficulty = puzzle::difficulty_named(v); }},
    {nullptr, "--json", nullptr, ValueKind::Flag, kGenerate, "each puzzle as a JSON problem, one a line", nullptr,
     [](CommandLine& c, const std::string&) { c.generate.json = true; }},
    {nullptr, "--format", "F", ValueKind::Choice, kGenerate,
     "text (default: problem files) or svg: one printable sheet, the puzzles, then their solutions", sheet_formats,
     [](CommandLine& c, const std::string& v) { c.generate.svg = v == "svg"; }},
    {nullptr, "--timeout", "SECONDS", ValueKind::Number, kGenerate, "stop then (exit 4), writing the puzzles made",
     nullptr, [](CommandLine& c, const std::string& v) { c.generate.options.timeout = seconds("--timeout", v); }},
    {nullptr, "--port", "N", ValueKind::Number, kServe, "the port (default 8080; 0: a free one)", nullptr,
     [](CommandLine& c, const std::string& v) { c.serve.port = whole<int>("--port", v, 0, 65535); }},
    {nullptr, "--bind", "ADDRESS", ValueKind::Text, kServe,
     "listen on ADDRESS (default 127.0.0.1: this machine only)", nullptr,
     [](CommandLine& c, const std::string& v) { c.serve.bind = address(v); }},
    {nullptr, "--jobs", "N", ValueKind::Number, kServe, "searches at once, more refused with 503 (default: cores)",
     nullptr, [](CommandLine& c, const std::string& v) { c.serve.jobs = whole<int>("--jobs", v, 1, 1024); }},
    {"-o", "--output", "FILE", ValueKind::File, kEveryCommand & ~kServe & ~kCheck,
     "write the results to FILE instead of standard output, whole or not at all", nullptr,
     [](CommandLine& c, const std::string& v) { c.options.output = c.generate.output = v; }},
    {nullptr, "--dimacs", "FILE", ValueKind::File, kSolve,
     "write the problem's CNF in DIMACS to FILE ('-': standard output) and solve nothing", nullptr,
     [](CommandLine& c, const std::string& v) { c.options.dimacs = v; }},
    {nullptr, "--json", nullptr, ValueKind::Flag, kSolveDecode | kMerge,
     "results as JSON; --all as JSON Lines, one object a solution, then a summary line", nullptr,
     [](CommandLine& c, const std::string&) { c.options.json = true; }},
    {nullptr, "--format", "F", ValueKind::Choice, kPrinting,
     "boards as text (default), unicode (chess glyphs) or svg (one picture; use -o FILE); or "
     "placements: one 'q @ ROW,COL' line a piece, the problem's fixed-piece lines (the default above 1000 columns); "
     "or fen: the board part of a FEN a line ('q7/8/...', colourless pieces lower case)",
     formats,
     [](CommandLine& c, const std::string& v) {
       c.options.format = v == "unicode"      ? Format::Unicode
                          : v == "svg"        ? Format::Svg
                          : v == "placements" ? Format::Placements
                          : v == "fen"        ? Format::Fen
                                              : Format::Text;
       c.options.format_given = true;
     }},
    {nullptr, "--coordinates", "C", ValueKind::Choice, kPrinting | kGenerate | kCheck,
     "how squares are written: numeric ('q @ 4,3', the default) or algebraic ('q @ d4': files a, b, ... from "
     "the left, ranks from 1 at the bottom) in --format placements, generate's clues and check's answer; "
     "algebraic also labels unicode boards and "
     "every svg file with letters (numeric: none on unicode, svg numbers beyond 26 columns)",
     coordinates, [](CommandLine& c, const std::string& v) {
       c.options.algebraic = c.generate.algebraic = v == "algebraic";
     }},
    {nullptr, "--color", "WHEN", ValueKind::Choice, kPrinting,
     "colour the unicode board and the progress line: auto (default: on a terminal, unless "
     "NO_COLOR is set), always or never",
     colors, [](CommandLine& c, const std::string& v) {
       c.options.color = v == "always" ? ColorWhen::Always : v == "never" ? ColorWhen::Never : ColorWhen::Auto;
     }},
    {nullptr, "--timeout", "SECONDS", ValueKind::Number, kSolve, "stop the search after SECONDS (as Ctrl-C does)",
     nullptr, [](CommandLine& c, const std::string& v) { c.options.timeout = seconds("--timeout", v); }},
    {"-q", "--quiet", nullptr, ValueKind::Flag, kPrinting,
     "no progress line, no --limit note, no default-board note on standard error", nullptr,
     [](CommandLine& c, const std::string&) { c.options.quiet = true; }},
    {"-h", "--help", nullptr, ValueKind::Flag, kEveryCommand, "this text", nullptr,
     [](CommandLine& c, const std::string&) { c.help = true; }},
    {nullptr, "--version", nullptr, ValueKind::Flag, kSolveDecode | kMerge, "the version", nullptr,
     [](CommandLine& c, const std::string&) { c.version = true; }},
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
    "  t                  with 'd': total domination (every piece attacked too)\n"
    "  size 10            the board: 10x10; 'size 6 9' is 6 rows by 9 columns;\n"
    "                     none given: 8x8; sides 1..1000, up to 10000000 for\n"
    "                     queens or rooks independence (one solution)\n"
    "  torus              every ray and step wraps around the edges\n"
    "  translations       on a torus: classes under every translation too\n"
    "  q @ 3,3            a fixed piece at row 3, column 3 (row 0 is the top line)\n"
    "  q @ d4             the same on a chess square: files a.. from the left (aa..\n"
    "                     beyond z), ranks from 1 at the bottom; d4 is 4,3 on 8x8\n"
    "  x @ 0,0            a blocked cell: no piece, no cover needed, attacks pass\n"
    "                     over it\n"
    "A name ending in .jsonl (or --jsonl): one JSON problem a line, each answered\n"
    "by one JSON line {\"line\": N, ...} in order; a bad line by its error.\n";

const char* const kExamples =
    "Examples:\n"
    "  echo '8*q' | chessy-sat --count               fundamental: 12, total: 92\n"
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
    "counts so far) and a line on standard error says how far the search got,\n"
    "5 undecided: on a board above 1000 a side no solution was found and none is\n"
    "proven not to exist (a line on standard error says what a proof needs).\n"
    "On a terminal, runs longer than a second show a progress line on standard\n"
    "error. NO_COLOR (set and not empty) turns colour off, as --color never does.\n";

struct CommandHelp {
  Command command;
  const char* usage;  // the first lines
  const char* body;   // after the options
};

const CommandHelp kCommands[] = {
    {kSolve,
     "usage: chessy-sat INPUT [options]        (no INPUT or '-': standard input)\n"
     "       chessy-sat decode INPUT MODEL [options]\n"
     "       chessy-sat merge FILE|DIR... [options]\n"
     "       chessy-sat generate [TEMPLATE] [options]   (puzzles)\n"
     "       chessy-sat serve [--port P] [--bind ADDR]  (a local web page)\n"
     "       chessy-sat check PROBLEM SOLUTION          (a placement list checked)\n"
     "Places chess pieces so that none attacks another, or so that they dominate the\n"
     "board, by compiling the puzzle to SAT. With no option: one solution, or 'no\n"
     "solution'.\n",
     "\n"
     "Commands (each has its own --help, e.g. 'chessy-sat merge --help'):\n"
     "  decode INPUT MODEL read back a SAT solver's model of the CNF of --dimacs\n"
     "  merge FILE|DIR...  unite the result files of the parts of a --part run\n"
     "  generate [TEMPLATE] puzzles with exactly one solution (generate --help)\n"
     "  serve              a local web page and JSON API (docs/manual.md, Web page)\n"
     "  check PROBLEM SOLUTION  whether a placement list ('q @ ROW,COL' or 'q @ d4'\n"
     "                     lines) solves PROBLEM: 'valid', or the first rule it breaks\n"},
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
    {kGenerate,
     "usage: chessy-sat generate [TEMPLATE] [options]\n"
     "Makes puzzles: fixed pieces (clues) whose completion is unique, symmetric\n"
     "solutions counted as different, and minimal (without any one clue there are\n"
     "more completions). TEMPLATE is any problem file ('-': standard input); its fixed\n"
     "pieces stay. Without one: n queens on n x n.\n",
     "\n"
     "Examples:\n"
     "  chessy-sat generate --count 10 --seed 7 --format svg -o puzzles.svg\n"
     "  chessy-sat generate --regions --size 9 --count 10      (LinkedIn Queens)\n"
     "\n"
     "Exit status: 0 every puzzle asked for was made, 1 fewer exist (those are\n"
     "written), 2 bad template or command line, 4 stopped (the puzzles made so far\n"
     "are written).\n"},
    {kCheck,
     "usage: chessy-sat check PROBLEM SOLUTION [options]\n"
     "Reads a problem (text or JSON) and a placement list, one 'X @ ROW,COL' or\n"
     "'X @ d4' line a piece (what --format placements prints; '-' reads either from\n"
     "standard input), and prints 'valid', or the first rule the list breaks, with\n"
     "the line of the list at fault: a piece off the board, of a type the problem\n"
     "has not or on a blocked cell, a fixed piece missing (its line of PROBLEM), two\n"
     "pieces on one cell or attacking each other (both lines), a wrong count, an\n"
     "uncovered cell.\n"
     "Queens and rooks: in time and memory linear in the board's side and the pieces.\n",
     "\n"
     "Example:\n"
     "  chessy-sat p.txt --format placements > s.txt && chessy-sat check p.txt s.txt\n"
     "\n"
     "Exit status: 0 valid, 1 a rule broken (the line printed names it), 2 bad\n"
     "input or command line (a SOLUTION line that is no placement), 4 interrupted\n"
     "while waiting for the input.\n"},
    {kServe,
     "usage: chessy-sat serve [--port 8080] [--bind 127.0.0.1] [--jobs N]\n"
     "Serves a web page and a JSON API for the solver until Ctrl-C; the line on\n"
     "standard error names the address to open.\n",
     "\n"
     "The JSON API (POST /api/solve, /api/check, /api/generate) is in the manual,\n"
     "docs/manual.md, \"Web page\".\n"
     "\n"
     "Exit status: 0 stopped by Ctrl-C or SIGTERM, 2 bad command line, 3 the port\n"
     "cannot be listened on.\n"},
};

}  // namespace

std::span<const OptionSpec> option_table() { return kOptions; }

const OptionSpec* find_option(const std::string& name, unsigned commands) {
  for (const OptionSpec& spec : kOptions)
    if ((spec.commands & commands) && (name == spec.long_name || (spec.short_name && name == spec.short_name)))
      return &spec;
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

// The word of `words` closest to `unknown` (a typo), or "". Close: at most 2 edits, and
// fewer than a third of the word (so '--x' suggests nothing).
std::string closest(const std::string& unknown, const std::vector<std::string>& words) {
  std::string best;
  std::size_t best_distance = 3;
  for (const std::string& word : words) {
    const std::size_t d = distance(unknown, word);
    if (d < best_distance && 3 * d < unknown.size()) {
      best = word;
      best_distance = d;
    }
  }
  return best;
}

}  // namespace

std::string closest_option(const std::string& unknown, Command command) {
  std::vector<std::string> names;  // the long names of `command`'s options
  for (const OptionSpec& spec : kOptions)
    if (spec.commands & command) names.emplace_back(spec.long_name);
  return closest(unknown, names);
}

std::string closest_command(const std::string& unknown) {
  if (command_of(unknown) != kSolve) return "";
  std::vector<std::string> words;  // `chessy-sat WORD ...`
  for (const Command command : kAllCommands)
    if (command != kSolve) words.emplace_back(command_name(command));
  return closest(unknown, words);
}

std::string did_you_mean(const std::string& close) { return " (did you mean '" + close + "'?)"; }

const char* command_name(Command command) {
  switch (command) {
    case kDecode: return "decode";
    case kMerge: return "merge";
    case kGenerate: return "generate";
    case kServe: return "serve";
    case kCheck: return "check";
    default: return "";
  }
}

Command command_of(const std::string& word) {
  for (const Command command : kAllCommands)
    if (command != kSolve && word == command_name(command)) return command;
  return kSolve;
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
