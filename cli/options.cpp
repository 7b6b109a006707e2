#include "cli/options.hpp"

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string>

#include "backends/solver.hpp"
#include "chessy/version.hpp"

#include "model/parse.hpp"
#include "model/problem.hpp"

namespace chessy {

const char* const kVersion = "chessy-sat " CHESSY_VERSION_STRING;

const char* const kUsage =
    "usage: chessy-sat INPUT [options]     (INPUT '-' reads standard input)\n"
    "       chessy-sat decode INPUT MODEL [options]\n"
    "       chessy-sat merge FILE|DIR... [--json] [--format F] [-o FILE] [--stats]\n"
    "       chessy-sat generate [TEMPLATE] [options]   (puzzles: generate --help)\n"
    "Places chess pieces so that none attacks another, or so that they dominate the\n"
    "board, by compiling the puzzle to SAT. INPUT is a problem in the text format or\n"
    "in JSON (a name ending in .json, or text starting with '{'). A line 'd' asks\n"
    "for domination; 'd' and 'i' for independent domination (the pieces dominate\n"
    "and none attacks another). 'size R C' gives R rows and C columns, and\n"
    "'x @ ROW,COL' blocks a cell.\n"
    "\n"
    "  (default)          find one solution and print it, or say that none exists\n"
    "  --all              print every fundamental solution (one per class under\n"
    "                     rotation, reflection and colour swap)\n"
    "  --count            print 'fundamental: X' and 'total: Y'\n"
    "  --min, --max       the problem leaves one count open ('?*q'): find the fewest\n"
    "                     (most) pieces of that type with a solution, proven, print\n"
    "                     'minimum: K' ('maximum: K'), then for count K what the\n"
    "                     other options ask (one solution, --count, --all)\n"
    "  --no-symmetry      with --all/--count: symmetric solutions count as different\n"
    "  --limit K          stop after K (fundamental) solutions\n"
    "  --no-breaking      no symmetry-breaking clauses in the CNF (same output, slower)\n"
    "  --size M|RxC       board size M x M, or R rows x C columns (overrides the\n"
    "                     file; default 8)\n"
    "  --fixed FILE       more fixed pieces, one a line: 'ROW COL' (a queen) or\n"
    "                     'X[ c] ROW,COL' (e.g. 'r w 3,4'); they count toward the list\n"
    "  --blocked FILE     more blocked cells (holes: no piece, no cover needed,\n"
    "                     attacks pass over), one 'ROW,COL' a line\n"
    "  --backend NAME     cadical (default), picosat, or cmd (an external solver)\n"
    "  --solver 'COMMAND' with --backend cmd: the solver to run on a DIMACS file, its\n"
    "                     path appended (or where '{}' stands); it must print 's ...'\n"
    "                     and 'v ...' lines; slower, every call solves from scratch\n"
    "  --engine E         how --all/--count find the models: sat (the backend, a\n"
    "                     blocking clause after each), backtrack (chronological\n"
    "                     backtracking over the same CNF, no blocking clauses), or\n"
    "                     auto (default: backtrack for independence problems, also\n"
    "                     independent domination, unless\n"
    "                     --backend is given, handing over to sat where it does\n"
    "                     too much work a model; sat otherwise), or bits (a\n"
    "                     bit-parallel search: all queens or all rooks, colourless\n"
    "                     independence, at most 64 columns; auto takes it there\n"
    "                     up to 20x20, except with --part); same output\n"
    "  -j N, --jobs N     workers for --all/--count (default: one per core; 1 for cmd)\n"
    "  --part I/P         with --all/--count/--min/--max: solve only part I of a run\n"
    "                     split into P disjoint parts (0 <= I < P), and write its\n"
    "                     result document (JSON) to -o FILE, skipped when it already\n"
    "                     holds that part complete; `merge` unites the P files\n"
    "  --stream           with --all: print each fundamental solution as soon as it is\n"
    "                     found (search order, not sorted; nothing held in memory)\n"
    "  --stats            one line of statistics on standard error\n"
    "  --max-memory MB    refuse runs whose peak is estimated above MB (default: 80 %\n"
    "                     of the memory available now, at most that less 1 GiB)\n"
    "  -o FILE            write the results to FILE instead of standard output (whole\n"
    "                     or not at all: a temporary file beside it, renamed)\n"
    "  --dimacs FILE      write the problem's CNF in DIMACS to FILE ('-': standard\n"
    "                     output) and solve nothing\n"
    "  --json             results as JSON; --all as JSON Lines, one object a solution\n"
    "  --format F         boards as text (default), unicode (chess glyphs; a checkered\n"
    "                     board in colour on a terminal) or svg (one SVG picture, a\n"
    "                     labelled diagram a fundamental solution; use -o FILE)\n"
    "  --timeout SECONDS  stop the search after SECONDS (like Ctrl-C, below)\n"
    "  -q, --quiet        no progress line and no --limit note on standard error\n"
    "  -h, --help         this text\n"
    "  --version          the version\n"
    "\n"
    "decode INPUT MODEL reads a SAT solver's output for the CNF of --dimacs (give it\n"
    "the options that shaped the CNF: --size, --no-breaking, --all/--count; MODEL '-'\n"
    "reads standard input), checks the model and prints its board.\n"
    "\n"
    "merge FILE|DIR... reads the result files of all P parts of a --part run (a\n"
    "directory: its *.json files), checks that they are parts 0..P-1 of one problem,\n"
    "each once and complete, and prints what the single run would print.\n"
    "\n"
    "Exit status: 0 solved (a solution exists; decode: the model is one), 1 no\n"
    "solution exists (decode: the solver said UNSAT, or the model is not a solution),\n"
    "2 bad input or command line, or results that cannot be written (-o FILE, a full\n"
    "disk on standard output), 3 internal error or a failing external solver,\n"
    "4 incomplete: stopped by Ctrl-C, SIGTERM or --timeout; the solutions found so\n"
    "far are written (--count: the counts so far) and a line on standard error says\n"
    "how far the search got.\n"
    "On a terminal, runs longer than a second show a progress line on standard error.\n";

namespace {

[[noreturn]] void usage_error(const std::string& what) {
  throw InputError("chessy-sat: " + what + " (see --help)");
}

long long number(const std::string& option, const std::string& text, long long lo, long long hi) {
  if (text.empty() || text.size() > 12 || text.find_first_not_of("0123456789") != std::string::npos)
    usage_error(option + " needs a whole number, got '" + text + "'");
  long long v = std::stoll(text);
  if (v < lo || v > hi)
    usage_error(option + " must be between " + std::to_string(lo) + " and " + std::to_string(hi));
  return v;
}

// --size M (M x M) or RxC (R rows, C columns).
BoardSize board_size(const std::string& option, const std::string& text) {
  const std::size_t x = text.find_first_of("xX");
  if (x == std::string::npos) {
    const int side = static_cast<int>(number(option, text, 1, kMaxBoardSize));
    return {side, side};
  }
  return {static_cast<int>(number(option, text.substr(0, x), 1, kMaxBoardSize)),
          static_cast<int>(number(option, text.substr(x + 1), 1, kMaxBoardSize))};
}

// Seconds as "30" or "0.5": positive, at most a year.
double seconds(const std::string& option, const std::string& text) {
  std::size_t used = 0;
  double v = 0;
  if (!text.empty() && text.size() <= 12 && text.find_first_not_of("0123456789.") == std::string::npos) {
    try {
      v = std::stod(text, &used);
    } catch (const std::logic_error&) {
      used = 0;
    }
  }
  if (used != text.size() || used == 0) usage_error(option + " needs a number of seconds, got '" + text + "'");
  if (!(v > 0) || v > 365.0 * 24 * 3600) usage_error(option + " must be above 0 and at most a year");
  return v;
}

Format format(const std::string& text) {
  if (text == "text") return Format::Text;
  if (text == "unicode") return Format::Unicode;
  if (text == "svg") return Format::Svg;
  usage_error("--format must be text, unicode or svg, got '" + text + "'");
}

// --part I/P
void part(Options& o, const std::string& text) {
  const std::size_t slash = text.find('/');
  if (slash == std::string::npos) usage_error("--part needs I/P (part I of P, 0 <= I < P), got '" + text + "'");
  o.parts = static_cast<int>(number("--part's P", text.substr(slash + 1), 1, 1'000'000));
  o.part = static_cast<int>(number("--part's I", text.substr(0, slash), 0, o.parts - 1));
}

// INPUT, or decode's INPUT and MODEL, or merge's files.
void check_positional(Options& o, const std::vector<std::string>& positional) {
  if (o.merge) {
    if (positional.empty()) usage_error("merge needs the part files (or a directory of them)");
    o.merge_inputs = positional;
    return;
  }
  const std::size_t wanted = o.decode ? 2 : 1;
  if (positional.size() < wanted) usage_error(o.decode ? "decode needs INPUT and MODEL" : "no INPUT given");
  if (positional.size() > wanted) {
    std::string all;
    for (const std::string& p : positional) all += (all.empty() ? "'" : ", '") + p + "'";
    usage_error(std::string(o.decode ? "decode takes INPUT and MODEL" : "more than one INPUT") + " (" + all + ")");
  }
  o.input = positional[0];
  if (o.decode) o.model = positional[1];
  if (o.decode && o.input == "-" && o.model == "-") usage_error("INPUT and MODEL cannot both be standard input");
}

// --backend names an in-process solver, or cmd with the command in --solver.
void check_backend(const Options& o, const std::vector<std::string>& given) {
  if (o.backend == kExternalBackend) {
    if (o.solver.find_first_not_of(" \t") == std::string::npos)
      usage_error("--backend cmd needs --solver 'COMMAND'");
    return;
  }
  if (std::find(given.begin(), given.end(), "--solver") != given.end()) usage_error("--solver needs --backend cmd");
  const std::vector<std::string>& backends = backend_names();
  if (std::find(backends.begin(), backends.end(), o.backend) == backends.end()) {
    std::string known;
    for (const std::string& b : backends) known += b + ", ";
    usage_error("unknown backend '" + o.backend + "' (" + known + std::string(kExternalBackend) + ")");
  }
}

}  // namespace

Options parse_options(const std::vector<std::string>& args) {
  Options o;
  bool all = false, count = false;
  std::vector<std::string> given;       // the options given, as spelt
  std::vector<std::string> positional;  // INPUT (and decode's MODEL)
  o.decode = !args.empty() && args[0] == "decode";
  o.merge = !args.empty() && args[0] == "merge";
  for (std::size_t i = o.decode || o.merge ? 1 : 0; i < args.size(); ++i) {
    std::string a = args[i];
    // "--name=value" and "-jN" say the same as "--name value" and "-j N".
    std::optional<std::string> inline_value;
    if (std::size_t eq = a.find('='); a.rfind("--", 0) == 0 && eq != std::string::npos) {
      inline_value = a.substr(eq + 1);
      a.resize(eq);
    } else if (a.size() > 2 && a.rfind("-j", 0) == 0) {
      inline_value = a.substr(2);
      a = "-j";
    }
    bool value_used = false;
    auto value = [&]() -> std::string {
      value_used = true;
      if (inline_value) return *inline_value;
      if (i + 1 >= args.size()) usage_error(a + " needs a value");
      return args[++i];
    };
    if (a == "--all") all = true;
    else if (a == "--count") count = true;
    else if (a == "--no-symmetry") o.no_symmetry = true;
    else if (a == "--min" || a == "--max") {
      if (o.optimize != Optimize::None) usage_error("--min and --max cannot be combined (one run finds one of them)");
      o.optimize = a == "--min" ? Optimize::Min : Optimize::Max;
    }
    else if (a == "--no-breaking") o.no_breaking = true;
    else if (a == "--limit") o.limit = static_cast<std::uint64_t>(number(a, value(), 1, 1'000'000'000'000LL));
    else if (a == "--size") o.size = board_size(a, value());
    else if (a == "--fixed" || a == "--blocked") {
      // One list: a second would silently replace the first, losing what it holds.
      if (std::find(given.begin(), given.end(), a) != given.end()) usage_error(a + " given twice (one list: join the files)");
      (a == "--fixed" ? o.fixed : o.blocked) = value();
    }
    else if (a == "--backend") o.backend = value();
    else if (a == "--solver") o.solver = value();
    else if (a == "--engine") o.engine = value();
    else if (a == "--json") o.json = true;
    else if (a == "--format") o.format = format(value());
    else if (a == "--timeout") o.timeout = seconds(a, value());
    else if (a == "-q" || a == "--quiet") o.quiet = true;
    else if (a == "-j" || a == "--jobs") o.jobs = static_cast<int>(number(a, value(), 1, 256));
    else if (a == "--stats") o.stats = true;
    else if (a == "--part") part(o, value());
    else if (a == "--stream") o.stream = true;
    else if (a == "--max-memory") o.max_memory_mb = static_cast<std::uint64_t>(number(a, value(), 1, 1LL << 30));
    else if (a == "-o" || a == "--output") o.output = value();
    else if (a == "--dimacs") o.dimacs = value();
    else if (a == "-h" || a == "--help") o.help = true;
    else if (a == "--version") o.version = true;
    else if (a.size() > 1 && a[0] == '-') usage_error("unknown option '" + a + "'");
    else positional.push_back(a);
    if (a.size() > 1 && a[0] == '-') given.push_back(a);
    if (inline_value && !value_used) usage_error(a + " takes no value");
  }
  if (o.help || o.version) return o;
  check_positional(o, positional);
  if (all && count) usage_error("--all and --count cannot be combined");
  if (o.decode) {
    // Only what shapes the CNF (as for --dimacs) and how to print mean anything here.
    for (const std::string& g : given)
      if (g != "--size" && g != "--fixed" && g != "--blocked" && g != "--no-breaking" && g != "--all" && g != "--count" && g != "--json" &&
          g != "-o" && g != "--output")
        usage_error(g + " has no meaning with decode");
  }
  if (o.merge) {
    // The parts were solved already: only how to print means anything.
    for (const std::string& g : given)
      if (g != "--json" && g != "--format" && g != "-o" && g != "--output" && g != "--stats" && g != "-q" &&
          g != "--quiet")
        usage_error(g + " has no meaning with merge");
    if (o.format != Format::Text && o.json) usage_error("--format draws boards; it cannot be combined with --json");
    return o;
  }
  check_backend(o, given);
  if (o.engine != "auto" && o.engine != "sat" && o.engine != "backtrack" && o.engine != "bits")
    usage_error("unknown engine '" + o.engine + "' (auto, sat, backtrack, bits)");
  // A backend asked for by name is the one that enumerates.
  if (o.engine == "auto" && std::find(given.begin(), given.end(), "--backend") != given.end()) o.engine = "sat";
  if (o.parts) {
    if (!all && !count && o.optimize == Optimize::None) usage_error("--part goes with --all, --count, --min or --max");
    if (o.limit || o.stream || !o.dimacs.empty() || o.format != Format::Text)
      usage_error("--part cannot be combined with --limit, --stream, --dimacs or --format (merge prints)");
  }
  if (o.json && !o.dimacs.empty()) usage_error("--json and --dimacs cannot be combined");
  if (o.optimize != Optimize::None) {
    const std::string flag = o.optimize == Optimize::Min ? "--min" : "--max";
    if (!o.dimacs.empty())
      usage_error(flag + " and --dimacs cannot be combined: a CNF is of one count (write it, e.g. '6*q')");
  }
  if (o.stream && (!all || o.format != Format::Text))
    usage_error("--stream goes with --all, as text or --json");
  if (o.format != Format::Text && (o.json || count || !o.dimacs.empty()))
    usage_error("--format draws boards; it cannot be combined with --json, --count or --dimacs");
  o.mode = all ? Mode::All : count ? Mode::Count : Mode::One;
  return o;
}

}  // namespace chessy
