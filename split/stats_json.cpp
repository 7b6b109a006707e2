#include "split/stats_json.hpp"

#include <nlohmann/json.hpp>

namespace chessy {

nlohmann::json stats_json(const Enumeration& e) {
  return {{"variables", e.vars},
          {"clauses", e.clauses},
          {"calls", e.calls},
          {"models", e.models},
          {"cubes", e.cubes},
          {"workers", e.workers},
          {"engine", word_of(e.engine)},
          {"rule", word_of(e.rule)},
          {"sat_cubes", e.sat_cubes},
          {"encode_seconds", e.encode_seconds},
          {"solve_seconds", e.solve_seconds}};
}

}  // namespace chessy
