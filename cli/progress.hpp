// The one-line progress display of long runs on a terminal's standard error: redrawn in
// place a few times a second, erased when the run ends, so the results and the final
// diagnostics are all that stays on the screen.
#pragma once
#include <chrono>
#include <iosfwd>
#include <optional>

#include "cli/periodic.hpp"
#include "enumerate/enumerate.hpp"

namespace chessy {

class ProgressLine {
 public:
  // `counts` null: a one-solution search, which only has its elapsed time to show.
  // Nothing is drawn before `after` has passed.
  ProgressLine(std::ostream& err, const EnumerationProgress* counts, std::chrono::milliseconds after);
  ~ProgressLine();  // stops redrawing and erases the line

 private:
  bool draw();

  std::ostream& err_;
  const EnumerationProgress* counts_;
  std::chrono::steady_clock::time_point start_;
  std::chrono::milliseconds after_;
  bool drawn_ = false;
  std::optional<Periodic> ticker_;  // last: its thread uses the members above
};

}  // namespace chessy
