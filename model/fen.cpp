#include "model/fen.hpp"

#include <cctype>

#include "model/square.hpp"
#include "util/printable.hpp"

namespace chessy {

std::string read_fen(std::string_view text, FenBoard& board) {
  board = {};
  if (text.empty()) return "a FEN board is ranks split by '/' ('q7/8/8/8/8/8/8/8')";
  if (const std::size_t space = text.find_first_of(" \t"); space != std::string_view::npos)
    return "the board part of a FEN alone ('" + printable(text.substr(0, space).substr(0, 40)) +
           "'), without the fields after it ('" + printable(text.substr(space + 1).substr(0, 20)) + "')";
  long long rank = 1;  // counted from the top while reading: 1 is the FEN's first
  long long width = 0;
  const std::string too_wide = "a FEN rank wider than " + std::to_string(kMaxSquareIndex) + " squares";
  auto end_rank = [&]() -> std::string {
    const std::string name = "the FEN's rank " + std::to_string(rank) + " from the top";
    if (width == 0) return name + " is empty (a rank of empty squares is their number, '8')";
    if (rank > 1 && width != board.cols)
      return name + " is " + std::to_string(width) + " squares wide, the first " + std::to_string(board.cols);
    board.cols = width;
    return "";
  };
  for (std::size_t i = 0; i < text.size();) {
    const char c = text[i];
    if (c == '/') {
      if (std::string fault = end_rank(); !fault.empty()) return fault;
      if (++rank > kMaxSquareIndex) return "a FEN of more than " + std::to_string(kMaxSquareIndex) + " ranks";
      width = 0;
      ++i;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      if (c == '0') return "a run of empty squares starts with 1..9, not 0 (at '" + printable(text.substr(i, 12)) + "')";
      long long run = 0;
      for (; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])); ++i) {
        run = run * 10 + (text[i] - '0');
        if (run + width > kMaxSquareIndex) return too_wide;
      }
      width += run;
    } else if (const std::optional<Kind> kind = kind_of_letter(c)) {
      if (width + 1 > kMaxSquareIndex) return too_wide;
      if (board.pieces.size() == static_cast<std::size_t>(kMaxHugeSide))  // memory goes with the board, not the text
        return "a FEN of more than " + std::to_string(kMaxHugeSide) + " pieces: no board holds more (" +
               std::to_string(kMaxBoardSize) + " a side, or one a row above it)";
      board.pieces.push_back({*kind, std::isupper(static_cast<unsigned char>(c)) != 0, static_cast<int>(rank - 1),
                              static_cast<int>(width)});
      ++width;
      ++i;
    } else {
      return "unexpected '" + printable(text.substr(i, 1)) +
             "' in the FEN: pieces are p n b r q k (upper case white), empty squares their number, ranks split by '/'";
    }
  }
  if (std::string fault = end_rank(); !fault.empty()) return fault;
  board.rows = rank;
  return "";
}

std::string fen_of(const Problem& problem, const Solution& solution) {
  std::vector<int> occupant(static_cast<std::size_t>(problem.rows) * problem.cols, -1);
  for (const Placed& p : solution) occupant[static_cast<std::size_t>(p.cell)] = p.type;
  std::string out;
  for (int r = 0; r < problem.rows; ++r) {
    if (r > 0) out += '/';
    int empty = 0;
    for (int c = 0; c < problem.cols; ++c) {
      const int type = occupant[static_cast<std::size_t>(r) * problem.cols + c];
      if (type < 0) {
        ++empty;
        continue;
      }
      if (empty > 0) out += std::to_string(empty);
      empty = 0;
      const PieceType piece = problem.types[static_cast<std::size_t>(type)];
      const char letter = kind_letter(piece.kind);  // upper case
      out += piece.colour == Colour::White ? letter : static_cast<char>(std::tolower(static_cast<unsigned char>(letter)));
    }
    if (empty > 0) out += std::to_string(empty);
  }
  return out;
}

}  // namespace chessy
