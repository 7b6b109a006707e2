#include "enumerate/engine_name.hpp"

namespace chessy {

const char* engine_name(Engine engine) {
  return engine == Engine::Backtrack ? "backtrack"
         : engine == Engine::Bits    ? "bits"
         : engine == Engine::Local   ? "local"
                                     : "sat";
}
Engine engine_named(const std::string& name) {
  return name == "backtrack" ? Engine::Backtrack : name == "bits" ? Engine::Bits : name == "sat" ? Engine::Blocking : Engine::Auto;
}

}  // namespace chessy
