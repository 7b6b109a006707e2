#include "cli/generate_command.hpp"

#include <atomic>
#include <charconv>
#include <cstdio>
#include <iostream>
#include <optional>
#include <sstream>

#include <nlohmann/json.hpp>

#include "api/model_of.hpp"
#include "api/read_input.hpp"
#include "api/stop_flag.hpp"
#include "chessy/chessy.hpp"
#include "cli/exit_status.hpp"
#include "cli/file_clash.hpp"
#include "cli/output_file.hpp"
#include "cli/pictures.hpp"
#include "cli/problem_json.hpp"
#include "cli/stop_note.hpp"
#include "model/parse_builder.hpp"
#include "puzzle/generate.hpp"

namespace chessy {

const char* const kGenerateUsage =
    "usage: chessy-sat generate [TEMPLATE] [options]\n"
    "Makes puzzles: fixed pieces (clues) whose completion is unique, symmetric\n"
    "solutions counted as different, and minimal (without any one clue there are\n"
    "more completions). TEMPLATE is any problem file ('-': standard input); its fixed\n"
    "pieces stay. Without one: n queens on n x n.\n"
    "\n"
    "  --size N           the default template's n (default 8)\n"
    "  --seed S           the random seed (default 1): same seed, same puzzles\n"
    "  --count K          K puzzles (default 1; when fewer exist, those: exit 1)\n"
    "  --clues A..B       only puzzles with A to B clues (A.. or ..B: one side open)\n"
    "  --difficulty D     only puzzles rated D: easy, medium or hard (the rating:\n"
    "                     docs/manual.md, \"Puzzles\")\n"
    "  --json             each puzzle as a JSON problem, one a line\n"
    "  --format svg       one printable sheet: the puzzles, then their solutions\n"
    "  --timeout SECONDS  stop then (exit 4)\n"
    "  -o FILE            write there instead of standard output\n";

namespace {

struct GenerateArgs {
  std::string templ;                // file name, "-" for standard input, empty: n queens
  std::optional<int> size;          // --size: the default template's n
  puzzle::GenerateOptions options;  // seed, count, clues, difficulty, timeout
  bool json = false, svg = false, help = false;
  std::string output;               // -o FILE
};

[[noreturn]] void bad(const std::string& what) { throw InputError("chessy-sat generate: " + what + " (see --help)"); }

// A whole number of `option` in lo..hi, all of `text`.
template <typename T>
T whole(const std::string& option, const std::string& text, T lo, T hi) {
  T v{};
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size() || text.empty() || text[0] == '-')
    bad(option + " needs a whole number, got '" + text + "'");
  if (v < lo || v > hi) bad(option + " must be between " + std::to_string(lo) + " and " + std::to_string(hi));
  return v;
}

// --clues A..B, A.. or ..B.
void clue_range(puzzle::GenerateOptions& o, const std::string& text) {
  const std::size_t dots = text.find("..");
  if (dots == std::string::npos) {
    o.min_clues = o.max_clues = whole("--clues", text, 0, kMaxBoardSize * kMaxBoardSize);
    return;
  }
  const std::string a = text.substr(0, dots), b = text.substr(dots + 2);
  if (!a.empty()) o.min_clues = whole("--clues", a, 0, kMaxBoardSize * kMaxBoardSize);
  if (!b.empty()) o.max_clues = whole("--clues", b, 0, kMaxBoardSize * kMaxBoardSize);
  if (o.min_clues > o.max_clues) bad("--clues " + text + " is an empty range");
}

GenerateArgs parse_generate(const std::vector<std::string>& args) {
  GenerateArgs g;
  for (std::size_t i = 1; i < args.size(); ++i) {
    const std::string& a = args[i];
    auto value = [&]() -> const std::string& {
      if (i + 1 >= args.size()) bad(a + " needs a value");
      return args[++i];
    };
    if (a == "--help" || a == "-h") g.help = true;
    else if (a == "--size") g.size = whole("--size", value(), 1, kMaxBoardSize);
    else if (a == "--seed") g.options.seed = whole<std::uint64_t>("--seed", value(), 0, UINT64_MAX);
    else if (a == "--count") g.options.count = whole("--count", value(), 1, 100000);
    else if (a == "--clues") clue_range(g.options, value());
    else if (a == "--difficulty") {
      const std::string& d = value();
      if (d == "easy") g.options.difficulty = puzzle::Difficulty::Easy;
      else if (d == "medium") g.options.difficulty = puzzle::Difficulty::Medium;
      else if (d == "hard") g.options.difficulty = puzzle::Difficulty::Hard;
      else bad("--difficulty must be easy, medium or hard, got '" + d + "'");
    } else if (a == "--json") g.json = true;
    else if (a == "--format") {
      const std::string& f = value();
      if (f != "svg" && f != "text") bad("--format must be text or svg, got '" + f + "'");
      g.svg = f == "svg";
    } else if (a == "--timeout") {
      const std::string& t = value();
      std::istringstream in(t);
      double s = 0;
      if (!(in >> s) || !in.eof() || !(s > 0) || s > 365.0 * 24 * 3600)
        bad("--timeout needs seconds above 0, at most a year, got '" + t + "'");
      g.options.timeout = s;
    } else if (a == "-o") g.output = value();
    else if (a.size() > 1 && a[0] == '-') bad("unknown option '" + a + "'");
    else if (!g.templ.empty()) bad("more than one TEMPLATE ('" + g.templ + "', '" + a + "')");
    else g.templ = a;
  }
  check_file_clashes({{"-o", g.output}}, {{"TEMPLATE", g.templ}});
  if (g.size && !g.templ.empty()) bad("--size is the default template's; TEMPLATE gives its own board");
  if (g.json && g.svg) bad("--json and --format svg: choose one");
  return g;
}

api::Problem read_template(const GenerateArgs& g, std::istream& in, const std::atomic<bool>& stop) {
  if (g.templ.empty()) {
    const int n = g.size.value_or(8);
    return api::Problem::parse("size " + std::to_string(n) + "\n" + std::to_string(n) + "*q\n", "<queens>");
  }
  // As the solver reads its INPUT: at most 64 MiB, and a FIFO or a stalled pipe waited
  // for only until Ctrl-C or --timeout (standard input was read whole, /dev/zero too).
  return api::Problem::parse(read_input(g.templ, in, &stop), display_name(g.templ));
}

// "seed 1, puzzle 2 of 3: 7 clues, 4 guesses, rating 6.2 (medium)"
std::string describe(const puzzle::Puzzle& p, std::uint64_t seed, std::size_t index, std::size_t of) {
  char rating[32];
  std::snprintf(rating, sizeof rating, "%.1f", p.rating);
  return "seed " + std::to_string(seed) + ", puzzle " + std::to_string(index) + " of " + std::to_string(of) + ": " +
         std::to_string(p.clues) + (p.clues == 1 ? " clue" : " clues") + ", " + std::to_string(p.work) +
         (p.work == 1 ? " guess" : " guesses") + ", rating " + rating + " (" + puzzle::difficulty_name(p.difficulty) + ")";
}

// The API's pieces as the model's placements, for the SVG renderer.
Solution placed(const Problem& model, const std::vector<api::Placement>& pieces) {
  Solution s;
  for (const api::Placement& p : pieces) {
    const Colour colour = p.colour == api::Colour::White   ? Colour::White
                          : p.colour == api::Colour::Black ? Colour::Black
                                                           : Colour::None;
    s.push_back({p.row * model.cols + p.col, model.type_index({*kind_of_letter(static_cast<char>(p.piece)), colour})});
  }
  return s;
}

// One SVG sheet: the puzzles (clues framed, the rest empty), then from a new row of
// the grid (4 a row) their solutions in the same order, each numbered: the puzzles
// print on the top, the answers below (or on the next page).
void write_sheet(std::ostream& out, const std::vector<puzzle::Puzzle>& puzzles) {
  std::vector<Solution> clues(puzzles.size()), solutions(puzzles.size());
  std::vector<Diagram> diagrams;
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    const puzzle::Puzzle& p = puzzles[i];
    const Problem& model = api::model_of(p.problem);
    for (const FixedPiece& f : model.fixed) clues[i].push_back({f.row * model.cols + f.col, f.type});
    std::sort(clues[i].begin(), clues[i].end(), [](const Placed& a, const Placed& b) { return a.cell < b.cell; });
    solutions[i] = placed(model, p.solution.pieces);
    diagrams.push_back({&clues[i],
                        "puzzle " + std::to_string(i + 1) + ": " + std::to_string(p.clues) + " clues, " +
                            puzzle::difficulty_name(p.difficulty),
                        &model});
  }
  while (puzzles.size() > 2 && diagrams.size() % 4) diagrams.push_back({nullptr, ""});  // the grid's row width
  for (std::size_t i = 0; i < puzzles.size(); ++i)
    diagrams.push_back({&solutions[i], "solution " + std::to_string(i + 1), &api::model_of(puzzles[i].problem)});
  write_svg(out, api::model_of(puzzles.front().problem), diagrams);
}

void write_puzzles(std::ostream& out, const GenerateArgs& g, const std::vector<puzzle::Puzzle>& puzzles) {
  if (g.svg) return write_sheet(out, puzzles);
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    const puzzle::Puzzle& p = puzzles[i];
    const std::string about = "chessy-sat generate: " + describe(p, g.options.seed, i + 1, puzzles.size());
    const Problem& model = api::model_of(p.problem);
    if (g.json) {
      out << problem_json(model, about).dump() << '\n';
    } else {
      out << (i ? "\n" : "") << "# " << about << '\n' << p.problem.text();
    }
  }
}

}  // namespace

int run_generate(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err,
                 const RunEnvironment& env) {
  GenerateArgs g = parse_generate(args);
  if (g.help) {
    out << kGenerateUsage;
    return kExitSolved;
  }
  StopFlag stopper(g.options.timeout, env.interrupt);  // --timeout counts from the start, reading included
  Options timing;  // for stop_note's wording of the stop, as the solver's
  timing.timeout = g.options.timeout;
  auto stopped = [&](const std::string& progress) {
    err << stop_note(timing, stopper.timed_out(), progress);
    return kExitIncomplete;
  };
  std::optional<api::Problem> templ;
  try {
    templ = read_template(g, in, stopper.flag());
  } catch (const Interrupted&) {
    return stopped("before the template was read");
  }
  std::optional<OutputFile> file;  // opened before the work: an unwritable FILE is found now
  if (!g.output.empty()) file.emplace(g.output);
  g.options.stop = &stopper.flag();
  // About the template: named as the file ("generate: " the generator's own messages;
  // the API's, a memory estimate's, name it already, as the solver's do).
  const std::string name = g.templ.empty() ? "the default template" : display_name(g.templ);
  auto about_template = [&](const std::string& what) {
    return what.rfind("generate: ", 0) == 0 ? "chessy-sat generate: " + name + ": " + what.substr(10) : what;
  };
  puzzle::Generated made;
  try {
    made = puzzle::generate_some(*templ, g.options);
  } catch (const InputError& e) {
    throw InputError(about_template(e.what()));
  }
  // What was made is written however the run ended (docs/manual.md "Puzzles"): all of
  // it (exit 0), or fewer with a line saying why (exit 4 stopped, 1 no more to be had).
  if (!made.puzzles.empty()) {
    std::ostream& to = file ? file->stream() : out;
    write_puzzles(to, g, made.puzzles);
    if (file) file->commit();
  }
  const std::string progress = "after " + std::to_string(made.puzzles.size()) + " of " +
                               std::to_string(g.options.count) + " puzzles";
  switch (made.ending) {
    case puzzle::Ending::Done: return kExitSolved;
    case puzzle::Ending::Stopped: return stopped(progress);
    case puzzle::Ending::Exhausted:
    case puzzle::Ending::GaveUp: break;
  }
  if (made.puzzles.empty()) throw InputError(about_template(made.why));  // nothing at all: as a template without
  err << about_template(made.why) << '\n';
  return kExitNoSolution;
}

}  // namespace chessy
