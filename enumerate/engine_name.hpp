// The engines' names, as --engine takes them and --stats and part files write them:
// auto, sat, backtrack, bits; --stats also says local (the default mode's local search,
// which --engine does not name).
#pragma once
#include <string>

#include "enumerate/enumeration.hpp"

namespace chessy {

const char* engine_name(Engine engine);
Engine engine_named(const std::string& name);  // Auto for a name it does not know

}  // namespace chessy
