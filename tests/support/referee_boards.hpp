// The board texts of the referee's --all (referee.hpp: Result::all), one per class, as
// a multiset: what the API's lists are compared with (api/api_test.cpp,
// cli/api_cli_test.cpp).
#pragma once
#include <set>
#include <sstream>
#include <string>

namespace referee_boards {

inline std::multiset<std::string> boards_of(const std::string& all) {
  std::multiset<std::string> boards;
  std::istringstream in(all);
  std::string line, board;
  while (std::getline(in, line)) {
    if (line.empty()) {
      if (!board.empty()) boards.insert(board);
      board.clear();
    } else if (line.find_first_not_of("-QRBNKPqrbnkpwbx ") == std::string::npos) {
      board += line + "\n";
    }
  }
  if (!board.empty()) boards.insert(board);
  return boards;
}

}  // namespace referee_boards
