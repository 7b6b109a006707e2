#include "encoder/write_dimacs.hpp"

#include "cnf/dimacs.hpp"
#include "util/printable.hpp"

namespace chessy {

void write_dimacs(const Problem& problem, std::ostream& out, const EncodeOptions& options,
                  const RecordedCnf* recorded) {
  CountingSink count;
  const Encoding enc = encode(problem, count, options, recorded);
  const Board board(problem);
  // The name on one comment line, whatever the file is called: a newline in it would
  // start lines of the CNF.
  out << "c chessy-sat CNF of " << printable(problem.name) << ": " << problem.rows << "x" << problem.cols << ' '
      << goal_name(problem.goal);
  if (!problem.blocked.empty()) out << ", " << problem.blocked.size() << " blocked";
  out << '\n';
  if (problem.torus) out << "c torus\n";  // every ray and step wraps (docs/rules.md "Tori")
  if (problem.region_puzzle()) {  // the kings are its stars (docs/rules.md "Region puzzles")
    out << "c regions, " << problem.stars << " star" << (problem.stars > 1 ? "s" : "") << " a row, column and region\n";
    for (const std::string& row : problem.region_rows()) out << "c region row " << row << '\n';
  }
  for (const BlockedCell& b : problem.blocked) out << "c blocked " << b.row << ' ' << b.col << '\n';
  out << "c symmetry breaking: " << enc.broken.size()
      << " symmetries of the problem, lex-leader (one model per orbit)\n";
  out << "c placement variables: c place VAR PIECE COLOUR ROW COL (row 0 at the top)\n";
  for (int t = 0; t < enc.types; ++t) {
    PieceType p = problem.types[t];
    char colour = p.colour == Colour::None ? '-' : colour_letter(p.colour);
    for (int c = 0; c < enc.cells; ++c)
      if (enc.var(t, c) > 0)  // pruned placements have no variable
        out << "c place " << enc.var(t, c) << ' ' << kind_letter(p.kind) << ' ' << colour << ' '
          << board.row(c) << ' ' << board.col(c) << '\n';
  }
  out << "p cnf " << count.vars() << ' ' << count.clauses() << '\n';
  DimacsWriter writer(out);
  encode(problem, writer, options, recorded);
}

}  // namespace chessy
