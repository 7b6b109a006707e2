// Every model of a problem's CNF, without symmetry breaking, as placements: what the
// encoder tests compare with model/check.cpp's judgement of every placement.
#pragma once
#include <set>
#include <utility>
#include <vector>

#include "encoder/encoder.hpp"
#include "enumerate/backtrack/backtrack.hpp"

namespace cnf_models {

using Placement = std::vector<std::pair<int, int>>;  // (cell, type), by cell

inline std::set<Placement> models(const chessy::Problem& problem) {
  chessy::Backtracker search;
  const chessy::Encoding enc = chessy::encode(problem, search, {.break_symmetry = false});
  std::vector<int> project;
  for (int v : enc.place)
    if (v > 0) project.push_back(v);  // pruned placements are the constant false
  std::set<Placement> out;
  search.enumerate(project, {}, [&] {
    Placement p;
    for (const chessy::Placed& x : enc.decode([&](int var) { return search.value(var); })) p.emplace_back(x.cell, x.type);
    out.insert(p);
    return true;
  });
  return out;
}

}  // namespace cnf_models
