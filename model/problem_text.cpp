#include "model/problem_text.hpp"

#include <algorithm>
#include <sstream>

namespace chessy {

namespace {

std::string piece_text(PieceType p) {
  std::string s(1, static_cast<char>(kind_letter(p.kind) - 'A' + 'a'));
  if (p.colour != Colour::None) s += std::string(" ") + colour_letter(p.colour);
  return s;
}

std::vector<FixedPiece> sorted_fixed(const Problem& problem) {
  std::vector<FixedPiece> fixed = problem.fixed;
  std::sort(fixed.begin(), fixed.end(), [](const FixedPiece& a, const FixedPiece& b) {
    return a.row != b.row ? a.row < b.row : a.col < b.col;
  });
  return fixed;
}

}  // namespace

std::string problem_text(const Problem& problem, Coordinates how) {
  std::ostringstream text;
  how.rows = problem.rows;
  auto cell = [&](int row, int col) {
    std::string square;
    append_cell(square, row, col, how);
    return square;
  };
  if (problem.region_puzzle()) {  // the grid gives the size; K*N kings are `stars K`
    text << "regions\n";
    for (const std::string& row : problem.region_rows()) text << row << '\n';
    text << "stars " << problem.stars << '\n';
    for (const BlockedCell& b : problem.blocked) text << "x @ " << cell(b.row, b.col) << '\n';
    for (const FixedPiece& f : sorted_fixed(problem)) text << "* @ " << cell(f.row, f.col) << '\n';
    return text.str();
  }
  if (asks_domination(problem.goal)) text << "d\n";
  if (problem.goal == Goal::IndependentDomination) text << "i\n";
  if (problem.goal == Goal::TotalDomination) text << "t\n";
  text << "size " << problem.rows;
  if (!problem.square()) text << ' ' << problem.cols;
  text << '\n';
  if (problem.torus) text << "torus\n";
  if (problem.translations) text << "translations\n";
  for (const BlockedCell& b : problem.blocked) text << "x @ " << cell(b.row, b.col) << '\n';
  for (std::size_t t = 0; t < problem.types.size(); ++t)
    if (static_cast<int>(t) == problem.open) text << "?*" << piece_text(problem.types[t]) << '\n';
    else text << problem.counts[t] << '*' << piece_text(problem.types[t]) << '\n';
  for (const FixedPiece& f : sorted_fixed(problem))
    text << piece_text(problem.types[f.type]) << " @ " << cell(f.row, f.col) << '\n';
  return text.str();
}

}  // namespace chessy
