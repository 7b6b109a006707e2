#include "cli/stop_note.hpp"

#include <sstream>

#include "enumerate/budget.hpp"

namespace chessy {

std::string stop_note(const Options& o, bool timed_out, const std::string& progress) {
  std::ostringstream note;
  note << "chessy-sat: ";
  if (timed_out) note << "--timeout " << o.timeout << " reached ";
  else note << "interrupted ";
  note << progress << '\n';
  return note.str();
}

std::string stop_note(const Options& o, const StopFlag& stopper, const std::string& progress) {
  if (!stopper.over_memory() || stopper.timed_out()) return stop_note(o, stopper.timed_out(), progress);
  return "chessy-sat: the memory limit of " + std::to_string(stopper.max_resident() >> 20) + " MiB (" +
         (o.max_memory_mb ? "--max-memory" : "80% of the memory available at the start; raise it with --max-memory") +
         ") reached " + progress + "\n";
}

std::uint64_t memory_limit(const Options& o) {
  return o.max_memory_mb ? o.max_memory_mb << 20 : default_memory_limit();
}

}  // namespace chessy
