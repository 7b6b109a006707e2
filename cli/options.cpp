#include "cli/options.hpp"

#include <algorithm>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>

#include "backends/solver.hpp"
#include "chessy/version.hpp"
#include "cli/exit_status.hpp"
#include "cli/file_clash.hpp"
#include "cli/option_table.hpp"
#include "cli/option_values.hpp"
#include "model/problem.hpp"
#include "split/merge.hpp"

namespace chessy {

const char* const kVersion = "chessy-sat " CHESSY_VERSION_STRING;

namespace {

// "unknown option '--cout' (did you mean '--count'?)": `what` is "option" or "command".
[[noreturn]] void typo_error(const char* what, const std::string& typo, const std::string& close) {
  throw InputError(std::string("chessy-sat: unknown ") + what + " '" + typo + "'" + did_you_mean(close));
}

// INPUT, or decode's INPUT and MODEL, check's PROBLEM and SOLUTION, or merge's files.
// No INPUT: standard input, unless it is a terminal (or --fixed or --blocked reads it).
void check_positional(Options& o, std::vector<std::string> positional, bool in_is_terminal) {
  if (o.merge) {
    if (positional.empty()) usage_error("merge needs the part files (or a directory of them)");
    o.merge_inputs = positional;
    return;
  }
  const std::size_t wanted = o.decode || o.check ? 2 : 1;
  const std::string two = o.decode ? "decode needs INPUT and MODEL" : "check needs PROBLEM and SOLUTION";
  if (positional.empty() && wanted == 1 && !in_is_terminal && o.fixed != "-" && o.blocked != "-")
    positional.emplace_back("-");
  if (positional.size() < wanted)
    usage_error(wanted == 2 ? two : "no INPUT given: name a problem file or pipe one in, e.g. echo '8*q' | chessy-sat --count");
  if (positional.size() > wanted) {
    // `chessy-sat mrege a b`: a misspelt command reads as INPUT followed by more.
    if (wanted == 1) {
      const std::string command = closest_command(positional[0]);
      if (!command.empty()) typo_error("command", positional[0], command);
    }
    std::string all;
    for (const std::string& p : positional) all += (all.empty() ? "'" : ", '") + p + "'";
    usage_error(std::string(o.decode ? "decode takes INPUT and MODEL"
                            : o.check ? "check takes PROBLEM and SOLUTION"
                                      : "more than one INPUT") +
                " (" + all + ")");
  }
  o.input = positional[0];
  if (wanted == 2) o.model = positional[1];
  if (o.decode && o.input == "-" && o.model == "-") usage_error("INPUT and MODEL cannot both be standard input");
  if (o.check && o.input == "-" && o.model == "-") usage_error("PROBLEM and SOLUTION cannot both be standard input");
}

// --backend names an in-process solver, or cmd with the command in --solver.
void check_backend(const Options& o, const std::vector<std::string>& given) {
  if (o.backend == kExternalBackend) {
    if (o.solver.find_first_not_of(" \t") == std::string::npos)
      usage_error("--backend cmd needs --solver 'COMMAND'");
    return;
  }
  if (std::find(given.begin(), given.end(), "--solver") != given.end()) usage_error("--solver needs --backend cmd");
}

// The spelling of a command line error about `arg`, which is no option of `command`;
// `first` is the command line's first word.
[[noreturn]] void not_an_option(const std::string& arg, Command command, const std::string& first) {
  // `chessy-sat genrate --seed 3`: the misspelt command is why its option is unknown.
  if (const std::string close = command == kSolve ? closest_command(first) : ""; !close.empty())
    typo_error("command", first, close);
  if (find_option(arg))
    usage_error(arg + " has no meaning " +
                (command == kSolve ? std::string("when solving") : std::string("with ") + command_name(command)));
  const std::string close = closest_option(arg, command);
  if (close.empty()) usage_error("unknown option '" + arg + "'");
  typo_error("option", arg, close);
}

// What a sweep goes with, after the whole command line is read.
void check_sweep(const Options& o) {
  if (!o.size_last) {
    if (o.csv || !o.plot.empty()) usage_error(std::string(o.csv ? "--csv" : "--plot") + " goes with a sweep, --size A..B");
    return;
  }
  if (o.decode) usage_error("decode reads one model: give one --size, not a range");
  if (o.check) usage_error("check reads one problem: give one --size, not a range");
  if (o.size_last->rows > kMaxBoardSize || o.size_last->cols > kMaxBoardSize)
    usage_error("a sweep (--size A..B) takes sides between 1 and " + std::to_string(kMaxBoardSize));
  if (o.mode == Mode::All || o.stream) usage_error("a sweep (--size A..B) prints a table of counts: not with --all or --stream");
  if (!o.dimacs.empty()) usage_error("a sweep (--size A..B) solves: not with --dimacs (a CNF is of one size)");
  if (o.format != Format::Text) usage_error("a sweep (--size A..B) prints a table: not with --format");
  if (o.csv && o.json) usage_error("--csv and --json cannot be combined");
}

// The option of `command` whose long name `prefix` begins (`--cou`: `--count`), as
// getopt_long takes it; nullptr when none does. More than one: refused, naming them
// (an exact name never comes here: find_option took it).
const OptionSpec* option_by_prefix(const std::string& prefix, Command command) {
  if (prefix.size() < 3 || prefix.rfind("--", 0) != 0) return nullptr;
  std::vector<const OptionSpec*> found;
  for (const OptionSpec& spec : option_table())
    if ((spec.commands & command) && std::string_view(spec.long_name).rfind(prefix, 0) == 0) found.push_back(&spec);
  if (found.size() <= 1) return found.empty() ? nullptr : found[0];
  std::string names;
  for (const OptionSpec* spec : found) names += (names.empty() ? "" : ", ") + std::string(spec->long_name);
  usage_error("ambiguous option '" + prefix + "': " + names);
}

// The option at args[i] (and its value, i moved past it) into `c`; `given` gets its
// long name.
void read_option(CommandLine& c, const std::vector<std::string>& args, std::size_t& i,
                 std::vector<std::string>& given) {
  std::string a = args[i];
  // "--name=value" and "-jN" say the same as "--name value" and "-j N".
  std::optional<std::string> inline_value;
  const OptionSpec* short_option = a.size() > 2 && a[1] != '-' ? find_option(a.substr(0, 2), c.command) : nullptr;
  if (std::size_t eq = a.find('='); a.rfind("--", 0) == 0 && eq != std::string::npos) {
    inline_value = a.substr(eq + 1);
    a.resize(eq);
  } else if (short_option && short_option->value) {
    inline_value = a.substr(2);
    a.resize(2);
  }
  const OptionSpec* spec = find_option(a, c.command);
  if (!spec) spec = option_by_prefix(a, c.command);
  if (!spec) not_an_option(a, c.command, args[0]);
  a = a.rfind("--", 0) == 0 ? spec->long_name : a;  // `--cou` is `--count` in what is said of it
  std::string value;
  if (spec->value) {
    if (inline_value) value = *inline_value;
    else if (i + 1 < args.size()) value = args[++i];
    else usage_error(a + " needs a value");
    if (spec->choices) one_of(spec->long_name, value, spec->choices());
  } else if (inline_value) {
    usage_error(a + " takes no value");
  }
  spec->apply(c, value);
  given.push_back(spec->long_name);
}

// generate's TEMPLATE and what its options go with.
void check_generate(CommandLine& c) {
  GenerateArgs& g = c.generate;
  if (c.positional.size() > 1)
    usage_error("more than one TEMPLATE ('" + c.positional[0] + "', '" + c.positional[1] + "')");
  if (!c.positional.empty()) g.templ = c.positional[0];
  if (g.size && !g.templ.empty() && !g.regions) usage_error("--size is the default template's; TEMPLATE gives its own board");
  if (g.json && g.svg) usage_error("--json and --format svg: choose one");
  if (g.regions) {
    if (!g.templ.empty()) usage_error("--regions makes its own grid: it takes no TEMPLATE ('" + g.templ + "')");
    if (g.clues) usage_error("--clues is a template's: a region puzzle (--regions) has no star given");
    const int n = g.size.value_or(8), k = g.stars.value_or(1);
    if (n > 62) usage_error("--size " + std::to_string(n) + ": a region grid has at most 62 columns");
    if (2 * k - 1 > n)
      usage_error("--stars " + std::to_string(k) + ": " + std::to_string(k) + " stars cannot sit in one row of " +
                  std::to_string(n) + " without touching");
  } else {
    if (g.stars) usage_error("--stars goes with --regions");
    if (g.options.difficulty == puzzle::Difficulty::Expert)
      usage_error("--difficulty expert rates region puzzles (--regions); a template's are easy, medium or hard");
  }
}

// A usage error of generate or serve names its command: "chessy-sat generate: ...".
InputError in_command(Command command, const InputError& e) {
  const std::string what = e.what(), plain = "chessy-sat: ";
  if ((command != kGenerate && command != kServe) || what.rfind(plain, 0) != 0) return e;
  return InputError("chessy-sat " + std::string(command_name(command)) + ": " + what.substr(plain.size()));
}

// The options and positional words of the command line into `c`, then what generate
// and serve check of them; `given` gets the options' long names.
void read_words(CommandLine& c, const std::vector<std::string>& args, std::vector<std::string>& given) {
  try {
    bool options_ended = false;  // after `--`, every word is positional ('--' a file named so)
    for (std::size_t i = c.command == kSolve ? 0 : 1; i < args.size(); ++i) {
      if (args[i] == "--" && !options_ended) options_ended = true;
      else if (options_ended || args[i].size() < 2 || args[i][0] != '-') c.positional.push_back(args[i]);
      else read_option(c, args, i, given);
    }
    if (c.help) return;
    if (c.command == kGenerate) check_generate(c);
    if (c.command == kServe && !c.positional.empty())
      usage_error("serve takes options only, not '" + c.positional[0] + "'");
  } catch (const InputError& e) {
    throw in_command(c.command, e);
  }
}

// What solve, decode and merge check once the whole command line is read.
void check_options(Options& o, const std::vector<std::string>& positional, const std::vector<std::string>& given,
                   bool in_is_terminal) {
  check_positional(o, positional, in_is_terminal);
  check_sweep(o);
  std::vector<NamedFile> inputs{
      {"INPUT", o.input}, {o.check ? "SOLUTION" : "MODEL", o.model}, {"--fixed", o.fixed}, {"--blocked", o.blocked}};
  if (o.merge)
    for (const std::string& part : part_files(o.merge_inputs)) inputs.push_back({"a part file", part});
  check_file_clashes({{"-o", o.output}, {"--dimacs", o.dimacs}, {"--plot", o.plot}}, inputs);
  if (o.merge) {
    if (o.format != Format::Text && o.json) usage_error("--format draws boards; it cannot be combined with --json");
    return;
  }
  if (o.decode || o.check) return;
  check_backend(o, given);
  // A backend asked for by name is the one that enumerates.
  if (o.engine == Engine::Auto && std::find(given.begin(), given.end(), "--backend") != given.end())
    o.engine = Engine::Sat;
  if (o.parts && !o.size_last) {  // a sweep's --part splits its sizes (cli/sweep.hpp)
    if (o.mode == Mode::One && o.optimize == Optimize::None) usage_error("--part goes with --all, --count, --min or --max");
    if (o.limit || o.stream || !o.dimacs.empty() || o.format != Format::Text)
      usage_error("--part cannot be combined with --limit, --stream, --dimacs or --format (merge prints)");
  }
  if (o.json && !o.dimacs.empty()) usage_error("--json and --dimacs cannot be combined");
  if (o.optimize != Optimize::None) {
    const std::string flag = "--" + std::string(word_of(o.optimize));
    if (!o.dimacs.empty())
      usage_error(flag + " and --dimacs cannot be combined: a CNF is of one count (write it, e.g. '6*q')");
  }
  if (o.stream && (o.mode != Mode::All || o.format != Format::Text))
    usage_error("--stream goes with --all, as text or --json");
  if (o.format != Format::Text && (o.json || o.mode == Mode::Count || !o.dimacs.empty()))
    usage_error("--format draws boards; it cannot be combined with --json, --count or --dimacs");
}

}  // namespace

CommandLine parse_command_line(const std::vector<std::string>& args, bool in_is_terminal) {
  CommandLine c;
  c.command = args.empty() ? kSolve : command_of(args[0]);
  c.options.decode = c.command == kDecode;
  c.options.merge = c.command == kMerge;
  c.options.check = c.command == kCheck;
  std::vector<std::string> given;  // the options given, by their long names
  read_words(c, args, given);
  c.options.help = c.generate.help = c.help;
  c.options.version = c.version;
  if (c.help || c.version) return c;
  if (c.command == kGenerate) check_file_clashes({{"-o", c.generate.output}}, {{"TEMPLATE", c.generate.templ}});
  else if (c.command != kServe) check_options(c.options, c.positional, given, in_is_terminal);
  return c;
}

Options parse_options(const std::vector<std::string>& args, bool in_is_terminal) {
  return parse_command_line(args, in_is_terminal).options;
}

GenerateArgs parse_generate(const std::vector<std::string>& args) { return parse_command_line(args).generate; }

int run_serve(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
              const std::atomic<bool>* interrupt) {
  const CommandLine c = parse_command_line(args);
  if (c.help) {
    out << help_text(kServe);
    return kExitSolved;
  }
  return server::serve(c.serve, err, interrupt);
}

}  // namespace chessy
