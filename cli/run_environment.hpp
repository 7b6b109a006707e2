// What a run learns from the process around it: the stop flag and the terminals.
#pragma once
#include <atomic>
#include <chrono>

#include "api/run.hpp"

namespace chessy {

// What run_app learns from the process around it (main.cpp fills it in; tests fake it).
struct RunEnvironment {
  // Set by the signal handlers; the search stops soon after it becomes true.
  std::atomic<bool>* interrupt = nullptr;
  bool in_is_terminal = true;    // no INPUT: standard input is read only when it is not
  bool out_is_terminal = false;  // --format unicode: colours
  bool err_is_terminal = false;  // the progress line, which only a terminal can redraw
  int err_columns = 80;          // that terminal's width, which the progress line fits
  bool no_color = false;         // NO_COLOR is set and not empty (https://no-color.org)
  // A run shorter than this shows no progress line (it would only flicker).
  std::chrono::milliseconds progress_after{1000};
  // Boards above 1000 a side: the engine's stand-in, in tests only (empty: the engine).
  HugeEngine huge_engine = {};
};

enum class ColorWhen;  // --color (options.hpp)

// Whether output to a stream (a terminal or not) is coloured: --color always or never
// decides; auto colours a terminal unless NO_COLOR is set.
bool use_colour(ColorWhen when, bool terminal, const RunEnvironment& env);

}  // namespace chessy
