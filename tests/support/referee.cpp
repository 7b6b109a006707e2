// Brute-force referee; see referee.hpp. Plain loops over cells, no cleverness:
// the only shortcut is the pruning in solve(), argued where it is taken.
#include "referee.hpp"

#include <algorithm>
#include <cassert>
#include <functional>
#include <map>
#include <set>

namespace referee {

void add_piece(std::vector<PieceCount>& pieces, const Piece& piece) {
  auto it = std::find_if(pieces.begin(), pieces.end(), [&](const PieceCount& pc) { return pc.piece == piece; });
  if (it == pieces.end()) {
    pieces.push_back({piece, 1});
  } else {
    ++it->count;
  }
}

Board empty_board(const Problem& problem) {
  const size_t cells = static_cast<size_t>(problem.rows * problem.cols);
  Board board{problem.rows, problem.cols, std::vector<Piece>(cells), std::vector<bool>(cells),
              problem.torus};
  for (const Cell& b : problem.blocked) {
    if (0 <= b.row && b.row < board.rows && 0 <= b.col && b.col < board.cols) {
      board.blocked[static_cast<size_t>(b.row * board.cols + b.col)] = true;
    }
  }
  return board;
}

// Calls visit(cell) for every cell (row * cols + col) attacked by the piece on
// (row, col); a template rather than a vector so that the search allocates nothing.
// On a torus a cell may be visited twice (two rays or steps that wrap onto it).
template <typename Visit>
static void visit_attacks(const Board& board, int row, int col, Visit&& visit) {
  const int rows = board.rows, cols = board.cols;
  const Piece piece = board.at(row, col);
  // Where (row + dr, col + dc) lands: wrapped around the edges on a torus, else
  // false when off the board.
  auto land = [&](int& r, int& c) {
    if (board.torus) {
      r = ((r % rows) + rows) % rows;
      c = ((c % cols) + cols) % cols;
      return true;
    }
    return 0 <= r && r < rows && 0 <= c && c < cols;
  };
  // A blocked cell is passed over, never attacked: nothing stands there. Nor is the
  // piece's own cell, which a ray or step on a small torus may come back to.
  auto attack = [&](int r, int c) {
    if (!board.blocked_at(r, c) && (r != row || c != col)) visit(r * cols + c);
  };
  // A ray attacks cell after cell and stops at the first occupied one, which is
  // itself attacked; a blocked cell is empty, so the ray goes on over it. On a torus
  // it wraps and goes on until it comes back to its start.
  auto ray = [&](int dr, int dc) {
    for (int r = row + dr, c = col + dc; land(r, c) && (r != row || c != col); r += dr, c += dc) {
      attack(r, c);
      if (board.at(r, c).type != 0) break;
    }
  };
  auto jump = [&](int dr, int dc) {
    int r = row + dr, c = col + dc;
    if (land(r, c)) attack(r, c);
  };
  const bool lines = piece.type == 'Q' || piece.type == 'R';
  const bool diagonals = piece.type == 'Q' || piece.type == 'B';
  if (lines) {
    ray(1, 0), ray(-1, 0), ray(0, 1), ray(0, -1);
  }
  if (diagonals) {
    ray(1, 1), ray(1, -1), ray(-1, 1), ray(-1, -1);
  }
  if (piece.type == 'N') {
    for (int dr : {-2, -1, 1, 2}) {
      for (int dc : {-2, -1, 1, 2}) {
        if (dr != dc && dr != -dc) jump(dr, dc);  // |dr| != |dc|
      }
    }
  }
  if (piece.type == 'K') {
    for (int dr : {-1, 0, 1}) {
      for (int dc : {-1, 0, 1}) {
        if (dr != 0 || dc != 0) jump(dr, dc);
      }
    }
  }
  if (piece.type == 'P') {
    // White (and colourless) pawns attack one row down, black pawns one row up.
    const int dr = piece.colour == 'b' ? -1 : 1;
    jump(dr, -1), jump(dr, 1);
  }
}

std::vector<int> attacked_cells(const Board& board, int row, int col) {
  std::vector<int> out;
  visit_attacks(board, row, col, [&](int cell) {
    if (std::find(out.begin(), out.end(), cell) == out.end()) out.push_back(cell);
  });
  return out;
}

// Whether every cell is attacked (rays blocked by any piece, docs/rules.md) or blocked
// (a hole needs no cover); an occupied cell counts as covered too unless `total`
// (total domination: its piece must be attacked by another, issue 25).
static bool covered(const Board& board, bool total) {
  std::vector<bool> covered = board.blocked;
  for (int r = 0; r < board.rows; ++r) {
    for (int c = 0; c < board.cols; ++c) {
      if (board.at(r, c).type == 0) continue;
      if (!total) covered[static_cast<size_t>(r * board.cols + c)] = true;
      visit_attacks(board, r, c, [&](int cell) { covered[static_cast<size_t>(cell)] = true; });
    }
  }
  return std::all_of(covered.begin(), covered.end(), [](bool b) { return b; });
}

// Whether no piece attacks another: any attack when colourless, only attacks
// between white and black when coloured (docs/rules.md "The problems").
static bool no_attacks(const Board& board, bool coloured) {
  bool ok = true;
  for (int r = 0; r < board.rows; ++r) {
    for (int c = 0; c < board.cols; ++c) {
      const Piece attacker = board.at(r, c);
      if (attacker.type == 0) continue;
      visit_attacks(board, r, c, [&](int cell) {
        const Piece victim = board.cells[static_cast<size_t>(cell)];
        if (victim.type != 0 && (!coloured || victim.colour != attacker.colour)) ok = false;
      });
      if (!ok) return false;
    }
  }
  return true;
}

bool goal_holds(const Problem& problem, const Board& given) {
  // The problem says whether the board wraps (a board read by parse_board does not know).
  Board wrapped;
  if (given.torus != problem.torus) {
    wrapped = given;
    wrapped.torus = problem.torus;
  }
  const Board& board = given.torus != problem.torus ? wrapped : given;
  if (problem.domination) {
    return covered(board, problem.total) && (!problem.independent || no_attacks(board, false));
  }
  return no_attacks(board, problem.coloured);
}

bool is_solution(const Problem& problem, const Board& board) {
  const Board empty = empty_board(problem);
  if (board.rows != empty.rows || board.cols != empty.cols ||
      board.cells.size() != empty.cells.size() || board.blocked != empty.blocked) {
    return false;
  }
  for (const Cell& b : problem.blocked) {
    if (b.row < 0 || b.row >= board.rows || b.col < 0 || b.col >= board.cols) return false;
  }
  for (size_t cell = 0; cell < board.cells.size(); ++cell) {
    if (board.blocked[cell] && board.cells[cell].type != 0) return false;  // a piece on a hole
  }
  // Exact counts: every piece on the board is listed, every listed count is met.
  for (const Piece& p : board.cells) {
    if (p.type == 0) continue;
    const bool listed = std::any_of(problem.pieces.begin(), problem.pieces.end(),
                                    [&](const PieceCount& pc) { return pc.piece == p; });
    if (!listed) return false;
  }
  for (const PieceCount& pc : problem.pieces) {
    if (std::count(board.cells.begin(), board.cells.end(), pc.piece) != pc.count) return false;
  }
  for (const FixedPiece& f : problem.fixed) {
    if (f.row < 0 || f.row >= board.rows || f.col < 0 || f.col >= board.cols) return false;
    if (!(board.at(f.row, f.col) == f.piece)) return false;
  }
  return goal_holds(problem, board);
}

std::string board_text(const Board& board, bool coloured) {
  std::string text;
  for (int r = 0; r < board.rows; ++r) {
    for (int c = 0; c < board.cols; ++c) {
      const Piece p = board.at(r, c);
      text += board.blocked_at(r, c) ? 'x' : p.type == 0 ? '-' : p.type;
      if (coloured) text += p.type == 0 ? ' ' : p.colour;
    }
    text += '\n';
  }
  return text;
}

Board parse_board(const std::string& text) {
  std::vector<std::string> rows;
  for (size_t at = 0; at < text.size();) {
    size_t end = text.find('\n', at);
    if (end == std::string::npos) end = text.size();
    rows.push_back(text.substr(at, end - at));
    at = end + 1;
  }
  const bool coloured =
      !rows.empty() && rows[0].size() >= 2 && std::string(" wb").find(rows[0][1]) != std::string::npos;
  const size_t width = coloured ? 2 : 1;
  Board board;
  board.rows = static_cast<int>(rows.size());
  board.cols = rows.empty() ? 0 : static_cast<int>(rows[0].size() / width);
  board.cells.assign(static_cast<size_t>(board.rows * board.cols), Piece{});
  board.blocked.assign(board.cells.size(), false);
  for (int r = 0; r < board.rows; ++r) {
    const std::string& row = rows[static_cast<size_t>(r)];
    if (row.size() != width * static_cast<size_t>(board.cols)) return Board{};  // ragged
    for (int c = 0; c < board.cols; ++c) {
      const char type = row[static_cast<size_t>(c) * width];
      if (type == '-') continue;
      if (type == 'x') {
        board.blocked[static_cast<size_t>(r * board.cols + c)] = true;
        continue;
      }
      board.at(r, c) = Piece{type, coloured ? row[static_cast<size_t>(c) * width + 1] : '\0'};
    }
  }
  return board;
}

Board transform(const Board& board, int g, bool swap_colours) {
  const bool turned = g == 1 || g == 3 || g == 6 || g == 7;  // rows and cols swap
  Board image;
  image.torus = board.torus;  // a rotation or reflection of a torus is one (issue 24)
  image.rows = turned ? board.cols : board.rows;
  image.cols = turned ? board.rows : board.cols;
  image.cells.assign(board.cells.size(), Piece{});
  image.blocked.assign(board.cells.size(), false);
  const int last_r = board.rows - 1, last_c = board.cols - 1;
  for (int r = 0; r < board.rows; ++r) {
    for (int c = 0; c < board.cols; ++c) {
      int r2 = r, c2 = c;
      switch (g) {
        case 0: r2 = r, c2 = c; break;                    // identity
        case 1: r2 = c, c2 = last_r - r; break;           // rotate 90 clockwise
        case 2: r2 = last_r - r, c2 = last_c - c; break;  // rotate 180
        case 3: r2 = last_c - c, c2 = r; break;           // rotate 270 clockwise
        case 4: r2 = r, c2 = last_c - c; break;           // mirror in the vertical axis
        case 5: r2 = last_r - r, c2 = c; break;           // mirror in the horizontal axis
        case 6: r2 = c, c2 = r; break;                    // mirror in the main diagonal
        case 7: r2 = last_c - c, c2 = last_r - r; break;  // mirror in the anti-diagonal
        default: assert(false);
      }
      Piece p = board.at(r, c);
      if (swap_colours && p.colour != 0) p.colour = p.colour == 'w' ? 'b' : 'w';
      image.at(r2, c2) = p;
      image.blocked[static_cast<size_t>(r2 * image.cols + c2)] = board.blocked_at(r, c);
    }
  }
  return image;
}

std::vector<int> symmetries(const Problem& problem) {
  const Board empty = empty_board(problem);
  std::vector<int> out;
  for (int g = 0; g < 8; ++g) {
    const Board image = transform(empty, g, false);
    if (image.rows == empty.rows && image.blocked == empty.blocked) out.push_back(g);
  }
  return out;
}

Board translate(const Board& board, int shift_rows, int shift_cols) {
  Board image = board;
  const int rows = board.rows, cols = board.cols;
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      const int r2 = ((r + shift_rows) % rows + rows) % rows;
      const int c2 = ((c + shift_cols) % cols + cols) % cols;
      image.at(r2, c2) = board.at(r, c);
      image.blocked[static_cast<size_t>(r2 * cols + c2)] = board.blocked_at(r, c);
    }
  }
  return image;
}

Board move(const Board& board, const Motion& m, bool swap_colours) {
  return translate(transform(board, m.g, swap_colours), m.shift_rows, m.shift_cols);
}

std::vector<Motion> motions(const Problem& problem) {
  std::vector<Motion> out;
  if (!problem.translations) {
    for (int g : symmetries(problem)) out.push_back({g, 0, 0});
    return out;
  }
  const Board empty = empty_board(problem);
  for (int g = 0; g < 8; ++g) {
    if (transform(empty, g, false).rows != empty.rows) continue;  // turns a rectangle
    for (int dr = 0; dr < problem.rows; ++dr) {
      for (int dc = 0; dc < problem.cols; ++dc) {
        if (move(empty, {g, dr, dc}, false).blocked == empty.blocked) out.push_back({g, dr, dc});
      }
    }
  }
  return out;
}

// Joins boards as chessy-sat prints them: one empty line between two boards.
static std::string join(const std::vector<std::string>& boards) {
  std::string text;
  for (size_t i = 0; i < boards.size(); ++i) {
    if (i > 0) text += '\n';
    text += boards[i];
  }
  return text;
}

Result solve(const Problem& problem) {
  const int rows = problem.rows, cols = problem.cols;
  const int cells = rows * cols;
  Board board = empty_board(problem);

  // Fixed pieces go down first; what is left of each count is placed freely. A
  // fixed set that cannot even be laid out (off the board, two on one cell, on a
  // hole, more than the counts allow) has no solutions; so has a hole off the board.
  for (const Cell& b : problem.blocked) {
    if (b.row < 0 || b.row >= rows || b.col < 0 || b.col >= cols) return {};
  }
  std::vector<PieceCount> free_pieces = problem.pieces;
  for (const FixedPiece& f : problem.fixed) {
    if (f.row < 0 || f.row >= rows || f.col < 0 || f.col >= cols) return {};
    if (board.at(f.row, f.col).type != 0 || board.blocked_at(f.row, f.col)) return {};
    board.at(f.row, f.col) = f.piece;
    auto it = std::find_if(free_pieces.begin(), free_pieces.end(),
                           [&](const PieceCount& pc) { return pc.piece == f.piece; });
    if (it == free_pieces.end() || it->count == 0) return {};
    --it->count;
  }

  // Colourless independence is monotone: if a partial placement has an attack,
  // every completion has one too (a piece put on the ray becomes the attacked
  // piece itself), so such a branch can be cut; independent domination needs it
  // too. Coloured independence is not (a later piece may block a white-black
  // attack), nor is domination, total or not (a later piece may block a ray, or be
  // the attacker a piece lacked): those are only checked on complete boards.
  const bool prune = !problem.coloured && (!problem.domination || problem.independent);

  std::map<std::string, Board> solutions;  // keyed and ordered by board text
  // Places the `left` remaining pieces of kind k, on cells >= from (equal pieces
  // go in increasing cell order, so each set of cells is tried once), then the
  // later kinds.
  std::function<void(size_t, int, int)> place = [&](size_t k, int left, int from) {
    if (left == 0) {
      if (k + 1 < free_pieces.size()) {
        place(k + 1, free_pieces[k + 1].count, 0);
      } else if (is_solution(problem, board)) {
        solutions.emplace(board_text(board, problem.coloured), board);
      }
      return;
    }
    if (cells - from < left) return;  // too few cells left, even were all free
    for (int cell = from; cell < cells; ++cell) {
      Piece& slot = board.cells[static_cast<size_t>(cell)];
      if (slot.type != 0 || board.blocked[static_cast<size_t>(cell)]) continue;
      slot = free_pieces[k].piece;
      if (!prune || no_attacks(board, false)) place(k, left - 1, cell + 1);
      slot = Piece{};
    }
  };
  if (free_pieces.empty()) {
    if (is_solution(problem, board)) solutions.emplace(board_text(board, problem.coloured), board);
  } else {
    place(0, free_pieces[0].count, 0);
  }

  // Classes: the class of S is {g(S) : g in G} restricted to solutions, G the
  // board's symmetries (motions(): with `translations` its translations too), with the
  // colour swap when coloured. G is a group, so these classes partition the solutions.
  // (Any other g moves a hole or turns the board, and its image, printed, is no
  // solution anyway.)
  const std::vector<Motion> group = motions(problem);
  std::vector<bool> swaps = {false};
  if (problem.coloured) swaps.push_back(true);
  Result result;
  result.total = static_cast<long long>(solutions.size());
  std::set<std::string> classified;
  std::vector<std::string> representatives, everything;
  for (const auto& [text, solution] : solutions) {
    everything.push_back(text);
    if (classified.count(text) != 0) continue;
    std::string representative = text;
    for (bool swap : swaps) {
      for (const Motion& g : group) {
        const std::string image = board_text(move(solution, g, swap), problem.coloured);
        if (solutions.count(image) == 0) continue;
        classified.insert(image);
        representative = std::min(representative, image);
      }
    }
    representatives.push_back(representative);
  }
  std::sort(representatives.begin(), representatives.end());
  result.fundamental = static_cast<long long>(representatives.size());
  result.all = join(representatives);
  result.all_no_symmetry = join(everything);  // std::map keeps them ascending
  return result;
}

std::string problem_text(const Problem& problem) {
  auto name = [](const Piece& p) {
    std::string s(1, p.type);
    if (p.colour != 0) s += std::string(" ") + p.colour;
    return s;
  };
  std::string text;
  if (problem.domination) text += "d\n";
  if (problem.independent) text += "i\n";
  if (problem.total) text += "t\n";
  if (problem.torus) text += "torus\n";
  if (problem.translations) text += "translations\n";
  text += "size " + std::to_string(problem.rows);
  if (problem.cols != problem.rows) (text += ' ') += std::to_string(problem.cols);
  text += "\n";
  for (size_t k = 0; k < problem.pieces.size(); ++k) {
    const PieceCount& pc = problem.pieces[k];
    if (static_cast<int>(k) == problem.open) {
      text += "?*";
    } else if (pc.count == 0) {
      continue;
    } else if (pc.count > 1) {
      text += std::to_string(pc.count) + "*";
    }
    text += name(pc.piece) + "\n";
  }
  for (const FixedPiece& f : problem.fixed) {
    text += name(f.piece) + " @ " + std::to_string(f.row) + "," + std::to_string(f.col) + "\n";
  }
  for (const Cell& b : problem.blocked) {
    text += "x @ " + std::to_string(b.row) + "," + std::to_string(b.col) + "\n";
  }
  return text;
}

Optimum optimum(const Problem& problem, bool maximum,
                const std::function<bool(const Problem&)>& affordable) {
  assert(problem.open >= 0 && problem.open < static_cast<int>(problem.pieces.size()));
  const int cells = problem.rows * problem.cols;
  Problem at = problem;
  Optimum best;
  for (int i = 0; i <= cells; ++i) {
    at.pieces[static_cast<size_t>(problem.open)].count = maximum ? cells - i : i;
    if (affordable && !affordable(at)) {
      best.complete = false;
      return best;
    }
    Result result = solve(at);
    if (result.total > 0) {
      best.count = at.pieces[static_cast<size_t>(problem.open)].count;
      best.result = std::move(result);
      return best;
    }
  }
  return best;
}

}  // namespace referee
