// The tool's output for a torus (issue 24) compared with the referee's plain boards: how
// docs/output.md marks a board as a torus is the output's business, the boards and the
// figures are the referee's.
#pragma once
#include <regex>
#include <string>
#include <vector>

#include "helpers.hpp"

namespace torus_output {

// `text` without the marks of a torus: only the board lines (made of board characters
// alone), the figures (`total: 10`, `minimum: 3`, ...), `no solution`, and one empty line
// between two boards.
inline std::string without_marks(const std::string& text) {
  static const std::regex figure("[a-z]+: [0-9]+");
  std::vector<std::string> kept;
  for (const std::string& line : helpers::lines_of(text)) {
    const bool board_line = !line.empty() && line.find_first_not_of("-xQRBNKPwb ") == std::string::npos;
    if (board_line || line == "no solution" || std::regex_match(line, figure)) {
      kept.push_back(line);
    } else if (line.empty() && !kept.empty() && !kept.back().empty()) {
      kept.push_back(line);
    }
  }
  while (!kept.empty() && kept.back().empty()) kept.pop_back();
  std::string out;
  for (const std::string& line : kept) out += line + "\n";
  return out;
}

}  // namespace torus_output
