#include "cli/check_command.hpp"

#include <algorithm>
#include <cstdint>
#include <string>
#include <ostream>

#include "cli/exit_status.hpp"
#include "cli/input.hpp"
#include "model/placements.hpp"

namespace chessy {

namespace {

// How many more pieces than a list that breaks no rule can hold a list may hold and
// still be checked rule by rule; a longer one is wrong by its length alone, and only
// that many of its pieces are kept: its memory goes with the problem, not the file.
constexpr long long kPiecesOver = 1000;

// The most pieces a list that breaks no rule holds, with what the message says of a
// list that holds `listed`, more: the count asked, at most one a free cell, and for
// queens or rooks on a board without blocked cells, at most one a row and a column.
struct MostPieces {
  long long most;
  std::string too_many(std::uint64_t listed) const { return std::to_string(listed) + " pieces placed, " + why; }
  std::string why;
};

MostPieces most_pieces(const Problem& problem) {
  const long long asked = problem.total_pieces();
  MostPieces m{asked, std::to_string(asked) + " asked for"};
  if (problem.free_cells() < m.most)
    m = {problem.free_cells(), "more than the board's " + std::to_string(problem.free_cells()) + " free cells"};
  if (huge_board_problem(problem) && problem.blocked.empty() && std::min(problem.rows, problem.cols) < m.most)
    m = {std::min(problem.rows, problem.cols), "more than " + std::to_string(std::min(problem.rows, problem.cols)) +
                                                   ": two share a row or a column"};
  return m;
}

}  // namespace

int run_check(const Options& o, std::istream& in, std::ostream& out, const std::atomic<bool>* stop) {
  const Problem problem = read_problem(o, in, stop);
  const std::string name = display_name(o.model);
  const MostPieces most = most_pieces(problem);
  // Read a block at a time, never whole: the tool's own answer of 10^7 queens is 198 MB.
  PlacementReader reader(name, problem.rows, static_cast<std::size_t>(most.most + kPiecesOver), stop);
  read_input_blocks(o.model, in, stop, [&](std::string_view block) { reader.add(block); });
  const PlacementList pieces = reader.finish();
  const std::optional<PlacementFault> fault = reader.pieces() > pieces.size()
                                                  ? PlacementFault{name, most.too_many(reader.pieces())}
                                                  : placement_violation(problem, pieces, name, {o.algebraic, problem.rows});
  if (fault) {
    out << fault->message() << '\n';
    return kExitNoSolution;
  }
  out << "valid\n";
  return kExitSolved;
}

}  // namespace chessy
