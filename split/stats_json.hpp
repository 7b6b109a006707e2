// An enumeration's statistics as JSON: the "stats" of a part document (read back by
// merge) and of --count --json's line, which must agree.
#pragma once
#include <nlohmann/json_fwd.hpp>

#include "enumerate/enumerate.hpp"

namespace chessy {

nlohmann::json stats_json(const Enumeration& e);

}  // namespace chessy
