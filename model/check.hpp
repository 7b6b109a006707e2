// is_solution: the rules of docs/rules.md walked directly on a board, with no CNF, so
// that every model the solver returns is checked by code that shares nothing with it.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "model/problem.hpp"
#include "model/solution.hpp"
#include "model/square.hpp"

namespace chessy {

// A broken rule with the cells it names, so that one fault is said in either notation
// (--coordinates, /api/check's "coordinates") and its cells shown (/api/check's "cells").
struct Fault {
  std::vector<std::string> words;              // the text around the cells: one more than cells
  std::vector<std::pair<int, int>> cells;      // (row, col), in the order the text names them
  Fault() : words(1) {}
  Fault& say(std::string_view text) {
    words.back() += text;
    return *this;
  }
  Fault& cell(int row, int col) {
    cells.emplace_back(row, col);
    words.emplace_back();
    return *this;
  }
  // "Q on 0,3 attacks Q on 4,7", or "Q on a8 attacks Q on e4" where `how` is algebraic.
  std::string message(Coordinates how = {}) const;
};

// The first rule `solution` breaks ("Qw on 0,3 attacks Rb on 0,5"), or nothing.
std::optional<Fault> fault_of(const Problem& problem, const Solution& solution);

// Why `solution` breaks the rules, said with `how`'s squares, or nothing.
inline std::optional<std::string> violation(const Problem& problem, const Solution& solution, Coordinates how = {}) {
  const std::optional<Fault> fault = fault_of(problem, solution);
  if (!fault) return std::nullopt;
  return fault->message(how);
}

inline bool is_solution(const Problem& problem, const Solution& solution) {
  return !violation(problem, solution);
}

}  // namespace chessy
