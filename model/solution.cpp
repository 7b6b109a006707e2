#include "model/solution.hpp"

namespace chessy {

namespace {
// The bytes a piece prints as; empty cells print '-' (then ' ' when coloured), which
// is below every letter, so comparing these keys compares the printed text.
int print_key(const Problem& problem, int type) {
  PieceType p = problem.types[type];
  return kind_letter(p.kind) * 256 + colour_letter(p.colour);
}
}  // namespace

std::string render(const Problem& problem, const Solution& solution) {
  const int rows = problem.rows, cols = problem.cols;
  const int width = problem.coloured ? 2 : 1;
  std::string line_template(static_cast<std::size_t>(cols * width), '-');
  if (problem.coloured)
    for (int c = 0; c < cols; ++c) line_template[2 * c + 1] = ' ';
  std::string text;
  text.reserve(static_cast<std::size_t>(rows) * (cols * width + 1));
  const std::vector<std::string> regions = problem.region_rows();  // a region puzzle's cells show their region
  std::size_t next = 0, hole = 0;  // problem.blocked is sorted by cell, as is solution
  for (int r = 0; r < rows; ++r) {
    std::string line = regions.empty() ? line_template : regions[static_cast<std::size_t>(r)];
    for (; hole < problem.blocked.size() && problem.blocked[hole].row == r; ++hole)
      line[width * problem.blocked[hole].col] = 'x';
    for (; next < solution.size() && solution[next].cell / cols == r; ++next) {
      PieceType p = problem.types[solution[next].type];
      int c = solution[next].cell % cols;
      line[width * c] = problem.region_puzzle() ? '*' : kind_letter(p.kind);
      if (problem.coloured) line[width * c + 1] = colour_letter(p.colour);
    }
    text += line;
    text += '\n';
  }
  return text;
}

int compare_boards(const Problem& problem, const Solution& a, const Solution& b) {
  std::size_t i = 0;
  for (; i < a.size() && i < b.size(); ++i) {
    // The board with a piece on the earlier cell has a letter where the other has '-'.
    if (a[i].cell != b[i].cell) return a[i].cell < b[i].cell ? 1 : -1;
    int ka = print_key(problem, a[i].type), kb = print_key(problem, b[i].type);
    if (ka != kb) return ka < kb ? -1 : 1;
  }
  if (a.size() == b.size()) return 0;
  return a.size() < b.size() ? -1 : 1;  // the longer has a piece where the other has '-'
}

}  // namespace chessy
