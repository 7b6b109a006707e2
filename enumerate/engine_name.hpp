// The engines' names, as --engine takes them and --stats and part files write them:
// auto, sat, backtrack, bits; --stats also says local (the default mode's local search,
// which --engine does not name). And the rules' (rule.hpp), as --stats, --json and part
// files write them.
#pragma once
#include <string>

#include "enumerate/enumeration.hpp"

namespace chessy {

const char* engine_name(Engine engine);
Engine engine_named(const std::string& name);  // Auto for a name it does not know

const char* rule_name(Rule rule);
Rule rule_named(const std::string& name);  // Learning for a name it does not know

}  // namespace chessy
