#include "model/check.hpp"

#include "model/board.hpp"
#include "model/lines.hpp"

namespace chessy {

namespace {

Fault& describe(Fault& fault, const Problem& problem, const Board& board, int type, int cell) {
  PieceType p = problem.types[type];
  std::string s(1, problem.region_puzzle() ? '*' : kind_letter(p.kind));
  if (p.colour != Colour::None) s += colour_letter(p.colour);
  return fault.say(s + " on ").cell(board.row(cell), board.col(cell));
}

// Calls visit(target) for every cell the piece on `cell` attacks; rays stop at the
// first occupied cell, which is attacked, and on a torus before the piece's own cell
// (docs/rules.md "Tori"). Walks rows and columns, not cells (no division a step on a
// plain board): this runs for every model and every image of it.
template <typename Visit>
void for_each_attacked(const Problem& problem, const Board& board,
                       const std::vector<int>& occupant, int cell, Visit visit) {
  PieceType p = problem.types[occupant[cell]];
  const int row = board.row(cell), col = board.col(cell);
  for (int d = 0; d < 8; ++d) {
    if (!slides_along(p.kind, d)) continue;
    const Step s = kDirections[d];
    for (int r = row + s.dr, c = col + s.dc;; r += s.dr, c += s.dc) {
      if (board.torus()) {  // one step past an edge comes in at the other
        r = r < 0 ? board.rows() - 1 : r == board.rows() ? 0 : r;
        c = c < 0 ? board.cols() - 1 : c == board.cols() ? 0 : c;
        if (r == row && c == col) break;
      } else if (!board.on_board(r, c)) {
        break;
      }
      const int t = board.cell(r, c);
      visit(t);
      if (occupant[t] >= 0) break;
    }
  }
  for (Step s : leaps(p))
    if (const int t = board.at(row + s.dr, col + s.dc); t >= 0 && t != cell) visit(t);
}

// "Q on 0,3 attacks Q on 0,5" for the first piece that attacks one it may not.
std::optional<Fault> first_attack(const Problem& problem, const Board& board,
                                        const std::vector<int>& occupant, const Solution& solution) {
  for (const Placed& p : solution) {
    const Colour mine = problem.types[p.type].colour;
    int victim = -1;
    for_each_attacked(problem, board, occupant, p.cell, [&](int t) {
      // Coloured: only white <-> black attacks count; colourless: every attack does.
      if (victim < 0 && occupant[t] >= 0 && (mine == Colour::None || problem.types[occupant[t]].colour != mine))
        victim = t;
    });
    if (victim >= 0) {
      Fault fault;
      describe(fault, problem, board, p.type, p.cell).say(" attacks ");
      return describe(fault, problem, board, occupant[victim], victim);
    }
  }
  return std::nullopt;
}

// "cell 1,2 is neither occupied nor attacked" for the first such cell. In total
// domination a piece's cell is covered only when another piece attacks it: "Q on 1,2
// is not attacked by another piece", or "cell 1,2 is not attacked".
std::optional<Fault> uncovered_cell(const Problem& problem, const Board& board,
                                          const std::vector<int>& occupant, const Solution& solution) {
  std::vector<char> covered(board.cells(), 0);
  for (const BlockedCell& b : problem.blocked) covered[board.cell(b.row, b.col)] = 1;  // holes need no cover
  const bool own = covers_own_cell(problem.goal);
  for (const Placed& p : solution) {
    if (own) covered[p.cell] = 1;
    for_each_attacked(problem, board, occupant, p.cell, [&](int t) { covered[t] = 1; });
  }
  for (int c = 0; c < board.cells(); ++c) {
    if (covered[c]) continue;
    Fault fault;
    if (occupant[c] >= 0) return describe(fault, problem, board, occupant[c], c).say(" is not attacked by another piece");
    return fault.say("cell ").cell(board.row(c), board.col(c)).say(own ? " is neither occupied nor attacked" : " is not attacked");
  }
  return std::nullopt;
}

// Colourless queens alone, or rooks alone: no two on one line (model/lines.hpp) clears a
// placement in O(pieces + rows + cols), where the rays take O(pieces x side): a class of
// 1000 queens on 1000x1000 checks eight images (0.06 s of rays). False: perhaps an
// attack, for first_attack to name.
bool clear_lines(const Problem& problem, const Board& board, const Solution& solution) {
  if (problem.coloured || problem.torus || solution.empty()) return false;
  const Kind kind = problem.types[solution.front().type].kind;
  if (kind != Kind::Queen && kind != Kind::Rook) return false;
  for (const Placed& p : solution)
    if (problem.types[p.type].kind != kind) return false;
  auto cell = [&](std::size_t i) {
    return std::pair<long long, long long>(board.row(solution[i].cell), board.col(solution[i].cell));
  };
  return !first_shared_line(solution.size(), cell, kind == Kind::Queen, board.rows(), board.cols());
}

// A region puzzle (docs/rules.md "Region puzzles"): two stars that touch, then a row,
// column or region with too many stars, then one with too few (a grid played a star
// at a time is told first what is wrong, then what is missing).
std::optional<Fault> region_violation(const Problem& problem, const Board& board,
                                            const std::vector<int>& occupant, const Solution& solution) {
  for (const Placed& p : solution)
    for (int target : board.leap_targets({Kind::King, Colour::None}, p.cell))
      if (target > p.cell && occupant[target] >= 0)
        return Fault()
            .say("the stars on ")
            .cell(board.row(p.cell), board.col(p.cell))
            .say(" and ")
            .cell(board.row(target), board.col(target))
            .say(" touch");
  std::vector<int> in_row(problem.rows, 0), in_col(problem.cols, 0), in_region(problem.region_letters.size(), 0);
  for (const Placed& p : solution) {
    ++in_row[board.row(p.cell)];
    ++in_col[board.col(p.cell)];
    ++in_region[problem.region[p.cell]];
  }
  auto name = [&](int kind, std::size_t i) {
    return kind == 0 ? "row " + std::to_string(i)
           : kind == 1 ? "column " + std::to_string(i)
                       : std::string("region ") + problem.region_letters[i];
  };
  const std::vector<int>* lines[] = {&in_row, &in_col, &in_region};
  for (bool too_many : {true, false})
    for (int kind = 0; kind < 3; ++kind)
      for (std::size_t i = 0; i < lines[kind]->size(); ++i)
        if (const int n = (*lines[kind])[i]; too_many ? n > problem.stars : n < problem.stars)
          return Fault().say(name(kind, i) + " holds " + std::to_string(n) + " star" + (n == 1 ? "" : "s") + ", " +
                             std::to_string(problem.stars) + " asked for");
  return std::nullopt;
}

}  // namespace

std::string Fault::message(Coordinates how) const {
  std::string text = words.front();
  for (std::size_t i = 0; i < cells.size(); ++i) {
    append_cell(text, cells[i].first, cells[i].second, how);
    text += words[i + 1];
  }
  return text;
}

std::optional<Fault> fault_of(const Problem& problem, const Solution& solution) {
  const Board board(problem);
  std::vector<int> occupant(board.cells(), -1);
  std::vector<long long> placed(problem.types.size(), 0);
  for (const Placed& p : solution) {
    if (p.cell < 0 || p.cell >= board.cells()) return Fault().say("a piece is off the board");
    if (p.type < 0 || p.type >= static_cast<int>(problem.types.size())) return Fault().say("a piece is not in the problem");
    if (problem.is_blocked(board.row(p.cell), board.col(p.cell)))
      return Fault().say("a piece on the blocked cell ").cell(board.row(p.cell), board.col(p.cell));
    if (occupant[p.cell] >= 0) return Fault().say("two pieces on ").cell(board.row(p.cell), board.col(p.cell));
    occupant[p.cell] = p.type;
    ++placed[p.type];
  }
  for (const FixedPiece& f : problem.fixed) {
    int cell = board.cell(f.row, f.col);
    if (occupant[cell] != f.type) {
      Fault fault;
      return describe(fault.say("the fixed "), problem, board, f.type, cell).say(" is missing");
    }
  }

  if (problem.region_puzzle()) return region_violation(problem, board, occupant, solution);
  if (asks_independence(problem.goal))
    if (!clear_lines(problem, board, solution))
      if (auto attack = first_attack(problem, board, occupant, solution)) return attack;
  // The count after the rules a piece breaks: a board filled one piece at a time (the
  // web page's puzzle mode) has a short count until the end, and is told first which
  // piece is wrong. An uncovered cell comes last: with pieces missing, expected.
  for (std::size_t t = 0; t < placed.size(); ++t)
    if (placed[t] != problem.counts[t])
      return Fault().say(std::to_string(placed[t]) + " pieces of type " +
                         std::string(1, kind_letter(problem.types[t].kind)) + " placed, " +
                         std::to_string(problem.counts[t]) + " asked for");
  if (asks_domination(problem.goal)) return uncovered_cell(problem, board, occupant, solution);
  return std::nullopt;
}

}  // namespace chessy
