#include "cli/report.hpp"

#include <nlohmann/json.hpp>
#include <ostream>
#include <sstream>

#include "model/fen.hpp"
#include "util/json_pieces.hpp"

namespace chessy {

namespace {

using Json = nlohmann::ordered_json;  // keys in the documented order

// [{"piece": "Q", "colour": "w", "row": 0, "col": 3}, ...], in the list's order (by cell).
Json pieces_json(const PlacementList& list) {
  Json pieces = Json::array();
  for (const ListedPiece& p : list)
    pieces.push_back(piece_json<Json>(p.star ? '*' : kind_letter(p.piece.kind), colour_letter(p.piece.colour), p.row, p.col));
  return pieces;
}

// A solution as text: on a torus a line `torus` above the board (docs/output.md).
std::string text_board(const Problem& problem, const Solution& solution) {
  return (problem.torus ? "torus\n" : "") + render(problem, solution);
}

// JSON that holds pieces says when they stand on a torus (docs/output.md); a plain
// board's objects are as they were.
Json on_board(const Problem& problem, Json j) {
  if (problem.torus) j["torus"] = true;
  return j;
}

Json pieces_json(const Problem& problem, const Solution& solution) { return pieces_json(placements_of(problem, solution)); }

// A board of at most kMaxBoardSize columns from its placement list (sorted by row,
// then column), a row at a time: render()'s text (model/solution.hpp) where the board
// has too many cells for a Solution. Colourless: a huge board's problems are.
void write_rows(std::ostream& out, const Problem& problem, const PlacementList& pieces) {
  std::string line;
  std::size_t next = 0, hole = 0;
  for (int r = 0; r < problem.rows; ++r) {
    line.assign(static_cast<std::size_t>(problem.cols), '-');
    for (; hole < problem.blocked.size() && problem.blocked[hole].row == r; ++hole)
      line[static_cast<std::size_t>(problem.blocked[hole].col)] = 'x';
    for (; next < pieces.size() && pieces[next].row == r; ++next)
      line[static_cast<std::size_t>(pieces[next].col)] = kind_letter(pieces[next].piece.kind);
    (out << line).put('\n');
  }
}

// The `index`th board in glyphs, separated from the one before by a blank line, as the
// text boards are.
void write_unicode(std::ostream& out, const Problem& problem, const Solution& solution, std::uint64_t index,
                   bool colour, bool algebraic) {
  out << (index > 1 ? "\n" : "") << render_unicode(problem, solution, colour, algebraic);
}

}  // namespace

void report_one(std::ostream& out, const Problem& problem, const Solution* solution, bool json) {
  if (json) out << on_board(problem, {{"solution", solution ? pieces_json(problem, *solution) : Json()}}).dump() << '\n';
  else if (solution) out << text_board(problem, *solution);
  else out << "no solution\n";
}

void write_placements(std::ostream& out, const PlacementList& pieces, Coordinates how) {
  std::string block;  // written 64 KiB at a time
  for (const ListedPiece& p : pieces) {
    append_placement_line(block, p.piece, p.row, p.col, how, p.star);
    block += '\n';
    if (block.size() >= (64u << 10)) {
      out << block;
      block.clear();
    }
  }
  out << block;
}

// {"solution":[...]} as one line, written 64 KiB at a time: a huge board's answer of
// 10^7 pieces held as a JSON document reached 4.2 GB (issue 41).
void write_solution_json(std::ostream& out, const PlacementList& pieces) {
  std::string block = "{\"solution\":[";
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const ListedPiece& p = pieces[i];
    if (i) block += ',';
    append_piece_json(block, p.star ? '*' : kind_letter(p.piece.kind), colour_letter(p.piece.colour), p.row, p.col);
    if (block.size() >= (64u << 10)) {
      out << block;
      block.clear();
    }
  }
  out << block << "]}\n";
}

void report_placements(std::ostream& out, const Problem& problem, const PlacementList& pieces, Format format,
                       bool json, bool algebraic) {
  if (json) write_solution_json(out, pieces);
  else if (format == Format::Placements) write_placements(out, pieces, {algebraic, problem.rows});
  else write_rows(out, problem, pieces);
}

void report_not_a_solution(std::ostream& out, const std::string& why, bool json) {
  if (json) out << Json{{"solution", nullptr}, {"violation", why}}.dump() << '\n';
  else out << "not a solution: " << why << '\n';
}

void report_class(std::ostream& out, const Problem& problem, const SolutionClass& c,
                  std::uint64_t index, bool json) {
  if (json) {
    // One object a line, written as it is made: a consumer can start on the first.
    out << on_board(problem, {{"index", index}, {"class_size", c.size}, {"pieces", pieces_json(problem, c.representative)}})
               .dump()
        << '\n';
  } else {
    out << (index > 1 ? "\n" : "") << text_board(problem, c.representative);
  }
}

// --all --format placements: each class's list, separated by a blank line as boards are.
void report_class_placements(std::ostream& out, const Problem& problem, const SolutionClass& c, std::uint64_t index,
                             bool algebraic) {
  if (index > 1) out << '\n';
  write_placements(out, placements_of(problem, c.representative), {algebraic, problem.rows});
}

void report_all(std::ostream& out, const Problem& problem, const Enumeration& e, bool json) {
  std::uint64_t index = 0;
  for (const SolutionClass& c : e.classes) report_class(out, problem, c, ++index, json);
}

void report_count(std::ostream& out, const Enumeration& e, bool json) {
  if (!json) {
    out << "fundamental: " << e.fundamental << "\ntotal: " << e.total << '\n';
    return;
  }
  out << Json{{"fundamental", e.fundamental}, {"total", e.total}, {"complete", e.complete}, {"stats", stats_json(e)}}
             .dump()
      << '\n';
}

namespace {

// The last line of --all --json: whether the lines before it are all there are.
void report_summary(std::ostream& out, const Enumeration& e) {
  out << Json{{"summary",
               {{"complete", e.complete}, {"fundamental", e.fundamental}, {"total", e.total}, {"stats", stats_json(e)}}}}
             .dump()
      << '\n';
}

}  // namespace

void report_enumeration(std::ostream& out, const Problem& problem, const Enumeration& e, const Options& o,
                        Mode mode, bool colour) {
  if (mode == Mode::Count) return report_count(out, e, o.json);
  if (o.format == Format::Fen) {
    for (const SolutionClass& c : e.classes) out << fen_of(problem, c.representative) << '\n';
    return;
  }
  if (o.format == Format::Placements) {
    std::uint64_t index = 0;
    for (const SolutionClass& c : e.classes) report_class_placements(out, problem, c, ++index, o.algebraic);
    return;
  }
  if (o.format == Format::Text) {
    report_all(out, problem, e, o.json);
    if (o.json) report_summary(out, e);
    return;
  }
  // The boards drawn: one diagram a class, labelled with its size, each made as it is
  // drawn: a label and a slot held for each of the 300,000 classes a stopped listing of
  // 16 queens keeps took it from 68 MB to 104 MB under --max-memory 60 (issue 41).
  if (o.format == Format::Svg) {
    write_svg(out, problem, e.classes.size(), [&](std::size_t i) {
      return Diagram{&e.classes[i].representative,
                     '#' + std::to_string(i + 1) + " (class of " + std::to_string(e.classes[i].size) + ')'};
    }, o.algebraic);
    return;
  }
  std::uint64_t index = 0;
  for (const SolutionClass& c : e.classes) write_unicode(out, problem, c.representative, ++index, colour, o.algebraic);
}

std::string stats_line(const Enumeration& e) {
  std::ostringstream line;
  line << "stats: variables " << e.vars << " clauses " << e.clauses << " calls " << e.calls << " models "
       << e.models << " fundamental " << e.fundamental << " total " << e.total << " cubes " << e.cubes
       << " workers " << e.workers << " engine " << word_of(e.engine) << " rule " << word_of(e.rule)
       << " sat_cubes " << e.sat_cubes << " encode " << e.encode_seconds
       << " s solve " << e.solve_seconds << " s\n";
  return line.str();
}

void report_pictures(std::ostream& out, const Problem& problem, const std::vector<Diagram>& diagrams,
                     Format format, bool colour, bool algebraic) {
  if (format == Format::Svg) {
    write_svg(out, problem, diagrams, algebraic);
    return;
  }
  std::uint64_t index = 0;
  for (const Diagram& d : diagrams) write_unicode(out, problem, *d.solution, ++index, colour, algebraic);
}

}  // namespace chessy
