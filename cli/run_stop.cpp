#include "cli/run_stop.hpp"

#include <chrono>
#include <sstream>

namespace chessy {

RunStop::RunStop(double timeout, std::atomic<bool>* interrupt) : flag_(interrupt ? *interrupt : own_) {
  if (timeout > 0)
    watchdog_.emplace(std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                          std::chrono::duration<double>(timeout)),
                      [this] {
                        timed_out_ = true;
                        flag_ = true;
                        return false;
                      });
}

std::string stop_note(const Options& o, bool timed_out, const std::string& progress) {
  std::ostringstream note;
  note << "chessy-sat: ";
  if (timed_out) note << "--timeout " << o.timeout << " reached ";
  else note << "interrupted ";
  note << progress << '\n';
  return note.str();
}

}  // namespace chessy
