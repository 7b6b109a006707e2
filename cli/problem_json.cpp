#include "cli/problem_json.hpp"

#include <nlohmann/json.hpp>

namespace chessy {

namespace {

// The piece and colour keys of a piece of `type` ("q", "w"), lower case as the format's examples.
nlohmann::json piece_json(PieceType type) {
  nlohmann::json j{{"piece", std::string(1, static_cast<char>(kind_letter(type.kind) - 'A' + 'a'))}};
  if (type.colour != Colour::None) j["colour"] = std::string(1, colour_letter(type.colour));
  return j;
}

// A region puzzle's JSON (docs/input.md "Region puzzles"): its grid and stars; its
// fixed kings are stars "*".
nlohmann::json region_puzzle_json(const Problem& problem, nlohmann::json j) {
  j["regions"] = problem.region_rows();
  j["stars"] = problem.stars;
  nlohmann::json fixed = nlohmann::json::array(), blocked = nlohmann::json::array();
  for (const FixedPiece& f : problem.fixed) fixed.push_back({{"piece", "*"}, {"row", f.row}, {"col", f.col}});
  for (const BlockedCell& b : problem.blocked) blocked.push_back({b.row, b.col});
  if (!fixed.empty()) j["fixed"] = fixed;
  if (!blocked.empty()) j["blocked"] = blocked;
  return j;
}

}  // namespace

nlohmann::json problem_json(const Problem& problem, const std::string& comment) {
  nlohmann::json j;
  if (!comment.empty()) j["comment"] = comment;
  if (problem.region_puzzle()) return region_puzzle_json(problem, std::move(j));
  j["size"] = problem.square() ? nlohmann::json(problem.rows) : nlohmann::json{problem.rows, problem.cols};
  if (problem.torus) j["torus"] = true;
  j["problem"] = goal_name(problem.goal);
  nlohmann::json pieces = nlohmann::json::array(), fixed = nlohmann::json::array(), blocked = nlohmann::json::array();
  for (std::size_t t = 0; t < problem.types.size(); ++t) {
    nlohmann::json p = piece_json(problem.types[t]);
    p["count"] = static_cast<int>(t) == problem.open ? nlohmann::json("?") : nlohmann::json(problem.counts[t]);
    pieces.push_back(p);
  }
  for (const FixedPiece& f : problem.fixed) {
    nlohmann::json p = piece_json(problem.types[static_cast<std::size_t>(f.type)]);
    p["row"] = f.row;
    p["col"] = f.col;
    fixed.push_back(p);
  }
  for (const BlockedCell& b : problem.blocked) blocked.push_back({b.row, b.col});
  j["pieces"] = pieces;
  if (!fixed.empty()) j["fixed"] = fixed;
  if (!blocked.empty()) j["blocked"] = blocked;
  return j;
}

}  // namespace chessy
