#include "cli/run_environment.hpp"

#include "cli/options.hpp"

namespace chessy {

bool use_colour(ColorWhen when, bool terminal, const RunEnvironment& env) {
  return when == ColorWhen::Always || (when == ColorWhen::Auto && terminal && !env.no_color);
}

}  // namespace chessy
