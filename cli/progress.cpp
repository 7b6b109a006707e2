#include "cli/progress.hpp"

#include <cstdio>
#include <ostream>

namespace chessy {

namespace {
constexpr std::chrono::milliseconds kRedraw{250};
}  // namespace

ProgressLine::ProgressLine(std::ostream& err, const EnumerationProgress* counts, std::chrono::milliseconds after,
                           const OptimumProgress* optimum, bool maximize)
    : err_(err), counts_(counts), optimum_(optimum), maximize_(maximize), start_(std::chrono::steady_clock::now()),
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
  char line[160];
  if (optimum_ && optimum_->searching.load(std::memory_order_relaxed)) {
    const char* word = maximize_ ? "maximum" : "minimum";
    const long long lower = optimum_->lower, upper = optimum_->upper, trying = optimum_->trying;
    if (upper < 0)
      std::snprintf(line, sizeof line, "chessy-sat: %s: looking for a first solution, %.1f s", word, seconds);
    else
      std::snprintf(line, sizeof line, "chessy-sat: %lld \u2264 %s \u2264 %lld, trying %s %lld, %.1f s", lower, word,
                    upper, maximize_ ? "at least" : "at most", trying, seconds);
  } else if (counts_) {
    const auto models = counts_->models.load(std::memory_order_relaxed);
    const auto classes = counts_->classes.load(std::memory_order_relaxed);
    std::snprintf(line, sizeof line, "chessy-sat: %llu models, %llu fundamental, %.0f/s, %.1f s",
                  static_cast<unsigned long long>(models), static_cast<unsigned long long>(classes),
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
