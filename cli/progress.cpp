#include "cli/progress.hpp"

#include <cstdio>
#include <ostream>
#include <string>

namespace chessy {

namespace {
constexpr std::chrono::milliseconds kRedraw{250};

// "~40 s", "~12 min", "~3.5 h": the time left, as roughly as it is known.
std::string roughly(double seconds) {
  char text[32];
  if (seconds < 90) std::snprintf(text, sizeof text, "~%.0f s", seconds);
  else if (seconds < 90 * 60) std::snprintf(text, sizeof text, "~%.0f min", seconds / 60);
  else std::snprintf(text, sizeof text, "~%.1f h", seconds / 3600);
  return text;
}

// How far an enumeration is: "42 % (58/137), ~12 s left, " once its cubes are known
// and more than one; the time left assumes the cubes to come take as long as those done.
std::string how_far(const EnumerationProgress& counts, double seconds) {
  const auto done = counts.cubes_done.load(std::memory_order_relaxed);
  const auto total = counts.cubes_total.load(std::memory_order_relaxed);
  if (total < 2) return "";
  char text[80];
  std::snprintf(text, sizeof text, "%.0f %% (%llu/%llu)", 100.0 * static_cast<double>(done) / static_cast<double>(total),
                static_cast<unsigned long long>(done), static_cast<unsigned long long>(total));
  std::string far = text;
  if (done > 0 && done < total)
    far += ", " + roughly(seconds * static_cast<double>(total - done) / static_cast<double>(done)) + " left";
  return far + ", ";
}

}  // namespace

ProgressLine::ProgressLine(std::ostream& err, const EnumerationProgress* counts, std::chrono::milliseconds after,
                           const OptimumProgress* optimum, bool maximize, bool colour)
    : err_(err), counts_(counts), optimum_(optimum), maximize_(maximize), colour_(colour), start_(std::chrono::steady_clock::now()),
      after_(after) {
  ticker_.emplace(kRedraw, [this] { return draw(); });
}

ProgressLine::~ProgressLine() {
  ticker_.reset();  // joins the thread: nothing else writes to err_ from here on
  if (drawn_) err_ << "\r\x1b[K" << std::flush;
}

bool ProgressLine::draw() {
  const auto elapsed = std::chrono::steady_clock::now() - start_;
  if (elapsed < after_) return true;
  const double seconds = std::chrono::duration<double>(elapsed).count();
  char line[200];
  // The leading figures, bold in colour: what changes most.
  const char* on = colour_ ? "\x1b[1m" : "";
  const char* off = colour_ ? "\x1b[22m" : "";
  if (optimum_ && optimum_->searching.load(std::memory_order_relaxed)) {
    const char* word = maximize_ ? "maximum" : "minimum";
    const long long lower = optimum_->lower, upper = optimum_->upper, trying = optimum_->trying;
    if (upper < 0)
      std::snprintf(line, sizeof line, "chessy-sat: %s: looking for a first solution, %.1f s", word, seconds);
    else
      std::snprintf(line, sizeof line, "chessy-sat: %s%lld \u2264 %s \u2264 %lld%s, trying %s %lld, %.1f s", on, lower, word,
                    upper, off, maximize_ ? "at least" : "at most", trying, seconds);
  } else if (counts_) {
    const auto models = counts_->models.load(std::memory_order_relaxed);
    const auto classes = counts_->classes.load(std::memory_order_relaxed);
    const std::string far = how_far(*counts_, seconds);
    std::snprintf(line, sizeof line, "chessy-sat: %s%s%s%llu models, %llu fundamental, %.0f/s, %.1f s", on, far.c_str(),
                  off, static_cast<unsigned long long>(models), static_cast<unsigned long long>(classes),
                  seconds > 0 ? static_cast<double>(models) / seconds : 0.0, seconds);
  } else {
    std::snprintf(line, sizeof line, "chessy-sat: searching, %.1f s", seconds);
  }
  // \x1b[K clears what a longer previous line left behind.
  err_ << '\r' << line << "\x1b[K" << std::flush;
  drawn_ = true;
  return true;
}

}  // namespace chessy
