#include "cli/stop_note.hpp"

#include <sstream>

namespace chessy {

std::string stop_note(const Options& o, bool timed_out, const std::string& progress) {
  std::ostringstream note;
  note << "chessy-sat: ";
  if (timed_out) note << "--timeout " << o.timeout << " reached ";
  else note << "interrupted ";
  note << progress << '\n';
  return note.str();
}

}  // namespace chessy
