// A problem in the JSON input format (docs/input.md "JSON"), so that what is written
// reads back as the same problem: `chessy-sat generate --json`.
#pragma once
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "model/problem.hpp"

namespace chessy {

// The keys size, problem, pieces, fixed, blocked, and `comment` when not empty; a region
// puzzle: regions, stars, fixed (stars "*"), blocked (docs/input.md "Region puzzles").
nlohmann::json problem_json(const Problem& problem, const std::string& comment = {});

}  // namespace chessy
