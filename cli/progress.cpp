#include "cli/progress.hpp"

#include <algorithm>
#include <cstdio>
#include <ostream>
#include <string>
#include <vector>

namespace chessy {

namespace {
constexpr std::chrono::milliseconds kRedraw{250};

// "~40 s", "~12 min", "~3.5 h": the time left, as roughly as it is known.
std::string roughly(double seconds) {
  char text[64];
  if (seconds < 90) std::snprintf(text, sizeof text, "~%.0f s", seconds);
  else if (seconds < 90 * 60) std::snprintf(text, sizeof text, "~%.0f min", seconds / 60);
  else std::snprintf(text, sizeof text, "~%.1f h", seconds / 3600);
  return text;
}

// One figure of the line. When the line is too wide for the terminal, the fields of
// least `keep` go first.
struct Field {
  std::string text;   // "42 %", "~12 s left"
  int keep;           // how much it matters: 9 (the gist) .. 1 (the cubes, said by the %)
  const char* joint;  // what separates it from the field before it: ", " or " "
  bool bold;          // in colour: the figures that tell how far the run is
};

// The columns `text` takes: its UTF-8 characters ("≤" is one).
std::size_t columns_of(const std::string& text) {
  return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) { return (c & 0xC0) != 0x80; }));
}

// `text` cut to its first `columns` characters.
std::string cut(const std::string& text, std::size_t columns) {
  std::size_t end = 0;
  for (std::size_t seen = 0; end < text.size(); ++end)
    if ((text[end] & 0xC0) != 0x80 && seen++ == columns) break;
  return text.substr(0, end);
}

// The fields joined, plain (for their width) or with the bold ones marked.
std::string joined(const std::vector<Field>& fields, bool colour) {
  std::string line;
  for (const Field& f : fields) {
    if (!line.empty()) line += f.joint;
    line += colour && f.bold ? "\x1b[1m" + f.text + "\x1b[22m" : f.text;
  }
  return line;
}

std::string fitted(std::vector<Field> fields, std::size_t columns, bool colour) {
  while (fields.size() > 1 && columns_of(joined(fields, false)) > columns)
    fields.erase(std::min_element(fields.begin(), fields.end(), [](const Field& a, const Field& b) { return a.keep < b.keep; }));
  const std::string plain = joined(fields, false);
  if (columns_of(plain) > columns) return cut(plain, columns);  // the gist alone is too wide
  return joined(fields, colour);
}

std::string number(std::uint64_t n) { return std::to_string(n); }

std::string printed(const char* format, double value) {
  char text[64];
  std::snprintf(text, sizeof text, format, value);
  return text;
}

// An enumeration: how far (once its cubes are known and more than one; the time left
// assumes the cubes to come take as long as those done), then what it has found.
std::vector<Field> enumeration_fields(const api::CountProgress& counts, double seconds) {
  const auto done = counts.cubes_done.load(std::memory_order_relaxed);
  const auto total = counts.cubes_total.load(std::memory_order_relaxed);
  const auto models = counts.models.load(std::memory_order_relaxed);
  std::vector<Field> fields;
  if (total >= 2) {
    fields.push_back({printed("%.0f %%", 100.0 * static_cast<double>(done) / static_cast<double>(total)), 9, " ", true});
    std::string cubes(1, '(');  // not "(" + ...: GCC 12 warns of a memcpy that is not there
    cubes += number(done) + "/" + number(total) + ")";
    fields.push_back({cubes, 1, " ", true});
    if (done > 0 && done < total)
      fields.push_back(
          {roughly(seconds * static_cast<double>(total - done) / static_cast<double>(done)) + " left", 7, ", ", true});
  }
  // Engines that find each class once (the optimum's search at its count, the counters)
  // have as many models as classes: said once. Models outnumber classes for good once
  // they do, so the line changes form at most once.
  const auto classes = counts.classes.load(std::memory_order_relaxed);
  if (models != classes) fields.push_back({number(models) + " models", 8, ", ", false});
  fields.push_back({number(classes) + " fundamental", models != classes ? 5 : 8, ", ", false});
  fields.push_back({printed("%.0f/s", seconds > 0 ? static_cast<double>(models) / seconds : 0.0), 3, ", ", false});
  return fields;
}

// --min/--max while the optimum is searched for: the bounds proven so far.
std::vector<Field> optimum_fields(const OptimumProgress& optimum, bool maximize) {
  const std::string word(optimum_word(maximize ? Optimize::Max : Optimize::Min));
  const long long lower = optimum.lower, upper = optimum.upper, trying = optimum.trying;
  if (upper < 0) return {{word + ": looking for a first solution", 9, " ", false}};
  return {{std::to_string(lower) + " \u2264 " + word + " \u2264 " + std::to_string(upper), 9, " ", true},
          {std::string(maximize ? "trying at least " : "trying at most ") + std::to_string(trying), 5, ", ", false}};
}

}  // namespace

std::string progress_text(const api::CountProgress* counts, const OptimumProgress* optimum, bool maximize,
                          double seconds, int columns, bool colour) {
  std::vector<Field> fields{{"chessy-sat:", 2, "", false}};
  std::vector<Field> gist;
  if (optimum && optimum->searching.load(std::memory_order_relaxed)) gist = optimum_fields(*optimum, maximize);
  else if (counts) gist = enumeration_fields(*counts, seconds);
  else gist = {{"searching", 9, " ", false}};
  gist.front().joint = " ";  // "chessy-sat: 391 models", never "chessy-sat:, 391"
  fields.insert(fields.end(), gist.begin(), gist.end());
  fields.push_back({printed("%.1f s", seconds), 4, ", ", false});
  // The last column stays free: a terminal may wrap as soon as it is written.
  return fitted(std::move(fields), static_cast<std::size_t>(std::max(columns - 1, 0)), colour);
}

ProgressLine::ProgressLine(std::ostream& err, const api::CountProgress* counts, std::chrono::milliseconds after,
                           const OptimumProgress* optimum, bool maximize, bool colour, int columns)
    : err_(err), counts_(counts), optimum_(optimum), maximize_(maximize), colour_(colour), columns_(columns),
      start_(std::chrono::steady_clock::now()), after_(after) {
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
  // \x1b[K clears what a longer previous line left behind.
  err_ << '\r' << progress_text(counts_, optimum_, maximize_, seconds, columns_, colour_) << "\x1b[K" << std::flush;
  drawn_ = true;
  return true;
}

}  // namespace chessy
