#include "cli/options.hpp"

#include <algorithm>
#include <optional>

#include "backends/solver.hpp"

#include "encoder/parse.hpp"
#include "encoder/problem.hpp"

namespace chessy {

const char* const kVersion = "chessy-sat 0.1.0";

const char* const kUsage =
    "usage: chessy-sat INPUT [options]     (INPUT '-' reads standard input)\n"
    "Places chess pieces so that none attacks another, or so that they dominate the\n"
    "board, by compiling the puzzle to SAT.\n"
    "\n"
    "  (default)          find one solution and print it, or say that none exists\n"
    "  --all              print every fundamental solution (one per class under\n"
    "                     rotation, reflection and colour swap)\n"
    "  --count            print 'fundamental: X' and 'total: Y'\n"
    "  --no-symmetry      with --all/--count: symmetric solutions count as different\n"
    "  --limit K          stop after K (fundamental) solutions\n"
    "  --no-breaking      no symmetry-breaking clauses in the CNF (same output, slower)\n"
    "  --size M           board size M x M (overrides the file; default 8)\n"
    "  --backend NAME     cadical (default) or picosat\n"
    "  -j N, --jobs N     workers for --all/--count (default: one per core)\n"
    "  --stats            one line of statistics on standard error\n"
    "  -o FILE            write the results to FILE instead of standard output\n"
    "  --dimacs FILE      write the problem's CNF in DIMACS to FILE ('-': standard\n"
    "                     output) and solve nothing\n"
    "  -h, --help         this text\n"
    "  --version          the version\n"
    "\n"
    "Exit status: 0 solved (a solution exists), 1 no solution exists,\n"
    "2 bad input or command line, 3 internal error.\n";

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

}  // namespace

Options parse_options(const std::vector<std::string>& args) {
  Options o;
  bool all = false, count = false, have_input = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
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
    else if (a == "--no-breaking") o.no_breaking = true;
    else if (a == "--limit") o.limit = static_cast<std::uint64_t>(number(a, value(), 1, 1'000'000'000'000LL));
    else if (a == "--size") o.size = static_cast<int>(number(a, value(), 1, kMaxBoardSize));
    else if (a == "--backend") o.backend = value();
    else if (a == "-j" || a == "--jobs") o.jobs = static_cast<int>(number(a, value(), 1, 256));
    else if (a == "--stats") o.stats = true;
    else if (a == "-o" || a == "--output") o.output = value();
    else if (a == "--dimacs") o.dimacs = value();
    else if (a == "-h" || a == "--help") o.help = true;
    else if (a == "--version") o.version = true;
    else if (a.size() > 1 && a[0] == '-') usage_error("unknown option '" + a + "'");
    else if (have_input) usage_error("more than one INPUT ('" + o.input + "' and '" + a + "')");
    else {
      o.input = a;
      have_input = true;
    }
    if (inline_value && !value_used) usage_error(a + " takes no value");
  }
  if (o.help || o.version) return o;
  if (!have_input) usage_error("no INPUT given");
  if (all && count) usage_error("--all and --count cannot be combined");
  const std::vector<std::string>& backends = backend_names();
  if (std::find(backends.begin(), backends.end(), o.backend) == backends.end()) {
    std::string known;
    for (const std::string& b : backends) known += (known.empty() ? "" : ", ") + b;
    usage_error("unknown backend '" + o.backend + "' (" + known + ")");
  }
  o.mode = all ? Mode::All : count ? Mode::Count : Mode::One;
  return o;
}

}  // namespace chessy
