#include "cli/explain_command.hpp"

#include <nlohmann/json.hpp>
#include <ostream>

#include "api/model_of.hpp"
#include "cli/exit_status.hpp"
#include "cli/stop_note.hpp"
#include "model/problem_text.hpp"

namespace chessy {

namespace {

nlohmann::ordered_json squares(const std::vector<api::Cell>& cells, int rows) {
  nlohmann::ordered_json list = nlohmann::ordered_json::array();
  for (const api::Cell& c : cells) list.push_back(puzzle::square_of(c, rows));
  return list;
}

// The grid with '*' on the stars (docs/output.md "Boards" of region puzzles).
std::string board_of(const Problem& problem, const std::vector<api::Cell>& stars) {
  std::vector<std::string> rows = problem.region_rows();
  for (const api::Cell& c : stars) rows[c.row][c.col] = '*';
  std::string text;
  for (const std::string& row : rows) text += row + '\n';
  return text;
}

}  // namespace

std::string explain_json(const puzzle::Explanation& e, int rows) {
  nlohmann::ordered_json steps = nlohmann::ordered_json::array();
  for (const puzzle::ExplainStep& s : e.steps)
    steps.push_back({{"technique", s.technique},
                     {"text", s.text},
                     {"stars", squares(s.stars, rows)},
                     {"excluded", squares(s.excluded, rows)},
                     {"concerned", squares(s.concerned, rows)}});
  return nlohmann::ordered_json{{"steps", steps},
                                {"solved_by_techniques", e.solved_by_techniques},
                                {"solution", squares(e.solution, rows)},
                                {"unique", e.unique},
                                {"rating", e.rating},
                                {"difficulty", puzzle::rating_band(e.rating)}}
      .dump();
}

int explain_and_report(const Options& o, const Problem& problem, std::ostream& out, std::ostream& err,
                       StopFlag& stopper) {
  if (!problem.region_puzzle())
    throw InputError(problem.name + ": --explain is for region puzzles (a 'regions' grid, docs/regions.md)");
  const std::string other = o.mode == Mode::Count             ? "--count"
                            : o.mode == Mode::All             ? "--all"
                            : o.optimize != Optimize::None    ? "--min or --max"
                            : !o.dimacs.empty()               ? "--dimacs"
                            : o.parts                         ? "--part"
                            : o.format_given                  ? "--format"
                                                              : "";
  if (!other.empty()) throw InputError("--explain solves one region puzzle step by step: not with " + other);
  puzzle::RegionGrid grid{problem.region_rows(), problem.stars, {}, {}};
  for (const FixedPiece& f : problem.fixed) grid.fixed.push_back({f.row, f.col});
  for (const BlockedCell& b : problem.blocked) grid.blocked.push_back({b.row, b.col});
  puzzle::Explanation e;
  try {
    e = puzzle::explain(api::Problem::parse(problem_text(problem), problem.name), grid, &stopper.flag());
  } catch (const Interrupted&) {
    err << stop_note(o, stopper, "before the explanation was complete");
    return kExitIncomplete;
  }
  const int status = e.solution.empty() ? kExitNoSolution : kExitSolved;
  if (o.json) {
    out << explain_json(e, problem.rows) << '\n';
    return status;
  }
  for (std::size_t i = 0; i < e.steps.size(); ++i) out << i + 1 << ". " << e.steps[i].text << '\n';
  if (e.solved_by_techniques)
    out << "solved by the techniques in " << e.steps.size() << " steps\n";
  else if (e.solution.empty())
    out << "the techniques stop here; the solver finds no solution\n";
  else
    out << "the techniques stop here; the solver's answer" << (e.unique ? " (unique):" : " (one of several):") << '\n';
  if (!e.solution.empty()) {
    out << board_of(problem, e.solution);
    if (e.solved_by_techniques) out << (e.unique ? "unique\n" : "not unique\n");
  }
  out << "rating " << e.rating << " (" << puzzle::rating_band(e.rating) << ")\n";
  return status;
}

}  // namespace chessy
