#include "model/problem.hpp"

#include <algorithm>
#include <cctype>

#include "util/printable.hpp"

namespace chessy {

const char* goal_name(Goal goal) {
  switch (goal) {
    case Goal::Domination: return "domination";
    case Goal::IndependentDomination: return "independent domination";
    case Goal::TotalDomination: return "total domination";
    case Goal::Independence: break;
  }
  return "independence";
}

char kind_letter(Kind kind) { return "QRBNKP"[static_cast<int>(kind)]; }

std::optional<Kind> kind_of_letter(char letter) {
  switch (std::tolower(static_cast<unsigned char>(letter))) {
    case 'q': return Kind::Queen;
    case 'r': return Kind::Rook;
    case 'b': return Kind::Bishop;
    case 'n': return Kind::Knight;
    case 'k': return Kind::King;
    case 'p': return Kind::Pawn;
    default: return std::nullopt;
  }
}

char colour_letter(Colour c) {
  switch (c) {
    case Colour::White: return 'w';
    case Colour::Black: return 'b';
    case Colour::None: break;
  }
  return '\0';
}

Colour swapped(Colour c) {
  if (c == Colour::White) return Colour::Black;
  if (c == Colour::Black) return Colour::White;
  return c;
}

int Problem::type_index(PieceType p) const {
  for (std::size_t t = 0; t < types.size(); ++t)
    if (types[t] == p) return static_cast<int>(t);
  return -1;
}

std::vector<char> Problem::blocked_mask() const {
  std::vector<char> mask(static_cast<std::size_t>(cells()), 0);
  for (const BlockedCell& b : blocked) mask[static_cast<std::size_t>(b.row) * cols + b.col] = 1;
  return mask;
}

bool Problem::is_blocked(int row, int col) const {
  return std::binary_search(blocked.begin(), blocked.end(), BlockedCell{row, col, 0},
                            [](const BlockedCell& a, const BlockedCell& b) {
                              return a.row != b.row ? a.row < b.row : a.col < b.col;
                            });
}

long long Problem::total_pieces() const {
  long long total = 0;
  for (int c : counts) total += c;
  return total;
}

Problem Problem::with_count(int count) const {
  Problem closed = *this;
  if (open >= 0) closed.counts[static_cast<std::size_t>(open)] = count;
  closed.open = -1;
  closed.open_at.clear();
  return closed;
}

int Problem::only_type() const {
  int only = -1;
  for (std::size_t t = 0; t < counts.size(); ++t) {
    if (counts[t] == 0) continue;
    if (only >= 0) return -1;
    only = static_cast<int>(t);
  }
  return only < 0 && !types.empty() ? 0 : only;
}

std::vector<std::string> Problem::region_rows() const {
  std::vector<std::string> grid;
  if (!region_puzzle()) return grid;
  for (int r = 0; r < rows; ++r) {
    std::string row;
    for (int c = 0; c < cols; ++c) row += region_letters[static_cast<std::size_t>(region[static_cast<std::size_t>(r) * cols + c])];
    grid.push_back(std::move(row));
  }
  return grid;
}

bool huge_board_problem(const Problem& problem) {
  if (problem.region_puzzle() || problem.goal != Goal::Independence || problem.coloured || problem.open >= 0 || problem.torus) return false;
  const int only = problem.only_type();
  if (only < 0) return false;
  const Kind kind = problem.types[static_cast<std::size_t>(only)].kind;
  return kind == Kind::Queen || kind == Kind::Rook;
}

std::string board_size_out_of_range(long long side) {
  return "board size " + std::to_string(side) + " is out of range 1.." + std::to_string(kMaxBoardSize) + " (up to " +
         std::to_string(kMaxHugeSide) + " for queens or rooks independence, one solution)";
}

std::string region_row_fault(std::string_view row) {
  if (row.empty()) return "an empty row of regions (one letter or digit a cell)";
  for (char c : row)
    if (!is_region_char(c)) return "'" + printable(c) + "' is not a region character (letters and digits, case-sensitive)";
  return {};
}

}  // namespace chessy
