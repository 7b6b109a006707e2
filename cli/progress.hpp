// The one-line progress display of long runs on a terminal's standard error: redrawn in
// place a few times a second, erased when the run ends, so the results and the final
// diagnostics are all that stays on the screen.
#pragma once
#include <chrono>
#include <iosfwd>
#include <optional>
#include <string>

#include "api/periodic.hpp"
#include "enumerate/enumerate.hpp"
#include "enumerate/optimum.hpp"

namespace chessy {

// The line as drawn after `seconds` (the arguments as ProgressLine's), fitted to a
// terminal `columns` wide: the least telling figures are left out first (the cubes
// beside the percentage, the program's name, the rate, the elapsed time, the classes,
// the time left), the gist (how far, the models, the bounds) last.
std::string progress_text(const api::CountProgress* counts, const OptimumProgress* optimum, bool maximize,
                          double seconds, int columns, bool colour);

class ProgressLine {
 public:
  // `counts` null: a one-solution search, which only has its elapsed time to show.
  // `optimum` (--min/--max, `maximize`: --max): while its search runs, the line shows
  // the bounds proven so far ("5 ≤ minimum ≤ 7, trying at most 6") instead.
  // Nothing is drawn before `after` has passed. `colour`: the figures that tell how far
  // the run is are bold. `columns`: the terminal's width, which the line never exceeds.
  ProgressLine(std::ostream& err, const api::CountProgress* counts, std::chrono::milliseconds after,
               const OptimumProgress* optimum = nullptr, bool maximize = false, bool colour = false,
               int columns = 80);
  ~ProgressLine();  // stops redrawing and erases the line

 private:
  bool draw();

  std::ostream& err_;
  const api::CountProgress* counts_;
  const OptimumProgress* optimum_;
  bool maximize_;
  bool colour_;
  int columns_;
  std::chrono::steady_clock::time_point start_;
  std::chrono::milliseconds after_;
  bool drawn_ = false;
  std::optional<Periodic> ticker_;  // last: its thread uses the members above
};

}  // namespace chessy
