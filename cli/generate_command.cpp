#include "cli/generate_command.hpp"

#include <atomic>
#include <cstdio>
#include <iostream>
#include <optional>

#include <nlohmann/json.hpp>

#include "api/model_of.hpp"
#include "api/read_input.hpp"
#include "api/stop_flag.hpp"
#include "chessy/chessy.hpp"
#include "cli/exit_status.hpp"
#include "cli/option_table.hpp"
#include "cli/options.hpp"
#include "cli/output_file.hpp"
#include "cli/pictures.hpp"
#include "cli/problem_json.hpp"
#include "cli/stop_note.hpp"
#include "model/parse_builder.hpp"
#include "model/problem_text.hpp"
#include "puzzle/generate.hpp"
#include "puzzle/region_generate.hpp"

namespace chessy {

namespace {

api::Problem read_template(const GenerateArgs& g, std::istream& in, const std::atomic<bool>& stop) {
  if (g.templ.empty()) {
    const int n = g.size.value_or(8);
    return api::Problem::parse("size " + std::to_string(n) + "\n" + std::to_string(n) + "*q\n", "<queens>");
  }
  // As the solver reads its INPUT: at most 64 MiB, and a FIFO or a stalled pipe waited
  // for only until Ctrl-C or --timeout (standard input was read whole, /dev/zero too).
  return api::Problem::parse(read_input(g.templ, in, &stop), display_name(g.templ));
}

// "seed 1, puzzle 2 of 3: 7 clues, 4 guesses, rating 6.2 (medium)"; a region puzzle's
// rating is its own line (rating_line).
std::string describe(const puzzle::Puzzle& p, std::uint64_t seed, std::size_t index, std::size_t of, bool regions) {
  const std::string which = "seed " + std::to_string(seed) + ", puzzle " + std::to_string(index) + " of " + std::to_string(of);
  if (regions) return which;
  char rating[32];
  std::snprintf(rating, sizeof rating, "%.1f", p.rating);
  return which + ": " + std::to_string(p.clues) + (p.clues == 1 ? " clue" : " clues") + ", " + std::to_string(p.work) +
         (p.work == 1 ? " guess" : " guesses") + ", rating " + rating + " (" + puzzle::difficulty_name(p.difficulty) + ")";
}

// "rating 7 (hard)"
std::string rating_words(const puzzle::Puzzle& p) {
  return "rating " + std::to_string(static_cast<long long>(p.rating)) + " (" + puzzle::difficulty_name(p.difficulty) + ")";
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
    const std::string about = model.region_puzzle() ? rating_words(p)
                                                    : std::to_string(p.clues) + " clues, " + puzzle::difficulty_name(p.difficulty);
    diagrams.push_back({&clues[i], "puzzle " + std::to_string(i + 1) + ": " + about, &model});
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
    const std::string about = "chessy-sat generate: " + describe(p, g.options.seed, i + 1, puzzles.size(), g.regions);
    const Problem& model = api::model_of(p.problem);
    if (g.json) {
      nlohmann::json j = problem_json(model, about);
      if (g.regions) j["rating"] = static_cast<long long>(p.rating);
      out << j.dump() << '\n';
    } else {
      out << (i ? "\n" : "") << "# " << about << '\n' << (g.regions ? "# " + rating_words(p) + "\n" : "")
          << problem_text(model, {g.algebraic, model.rows});
    }
  }
}

// A message of the generator's ("generate: ...") about `name`, the template's file or
// --regions: "chessy-sat generate: NAME: ..."; the API's (they name the file) as they are.
std::string about(const std::string& name, const std::string& what) {
  return what.rfind("generate: ", 0) == 0 ? "chessy-sat generate: " + name + ": " + what.substr(10) : what;
}

// The puzzles: of the template (read and checked first), or of --regions' shape.
puzzle::Generated make_puzzles(GenerateArgs& g, std::istream& in, const StopFlag& stopper, std::optional<OutputFile>& file) {
  if (g.regions) {
    if (!g.output.empty()) file.emplace(g.output);  // opened before the work: an unwritable FILE is found now
    g.options.stop = &stopper.flag();
    try {
      puzzle::Generated made = puzzle::generate_regions_some({g.size.value_or(8), g.stars.value_or(1)}, g.options);
      made.why = about("--regions", made.why);
      return made;
    } catch (const InputError& e) {
      throw InputError(about("--regions", e.what()));
    }
  }
  const api::Problem templ = read_template(g, in, stopper.flag());
  // A puzzle is checked for a unique solution by counting: boards up to 1000 a side
  // (docs/rules.md "Huge boards"), said before any work.
  if (const Problem& model = api::model_of(templ); model.huge())
    throw InputError(model.size_at + ": generate makes puzzles on boards up to " + std::to_string(kMaxBoardSize) +
                     " a side, not " + std::to_string(model.rows) + "x" + std::to_string(model.cols));
  if (!g.output.empty()) file.emplace(g.output);
  g.options.stop = &stopper.flag();
  // About the template: named as the file ("generate: " the generator's own messages;
  // the API's, a memory estimate's, name it already, as the solver's do).
  const std::string name = g.templ.empty() ? "the default template" : display_name(g.templ);
  try {
    puzzle::Generated made = puzzle::generate_some(templ, g.options);
    if (!made.why.empty()) made.why = about(name, made.why);
    return made;
  } catch (const InputError& e) {
    throw InputError(about(name, e.what()));
  }
}

}  // namespace

int run_generate(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err,
                 const RunEnvironment& env) {
  GenerateArgs g = parse_generate(args);
  if (g.help) {
    out << help_text(kGenerate);
    return kExitSolved;
  }
  StopFlag stopper(g.options.timeout, env.interrupt);  // --timeout counts from the start, reading included
  Options timing;  // for stop_note's wording of the stop, as the solver's
  timing.timeout = g.options.timeout;
  auto stopped = [&](const std::string& progress) {
    err << stop_note(timing, stopper.timed_out(), progress);
    return kExitIncomplete;
  };
  std::optional<OutputFile> file;
  puzzle::Generated made;
  try {
    made = make_puzzles(g, in, stopper, file);
  } catch (const Interrupted&) {
    return stopped("before the template was read");
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
  if (made.puzzles.empty()) throw InputError(made.why);  // nothing at all: as a template without
  err << made.why << '\n';
  return kExitNoSolution;
}

}  // namespace chessy
