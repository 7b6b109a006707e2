#include "cli/optimum.hpp"

#include <nlohmann/json.hpp>
#include <ostream>
#include <sstream>

namespace chessy {

std::string optimum_word(const Options& o) { return std::string(optimum_word(o.optimize)); }

KeyedJsonLines::KeyedJsonLines(std::ostream& to, const std::string& key, long long value)
    : to_(to), insert_(nlohmann::json(key).dump() + ":" + std::to_string(value) + ",") {}

int KeyedJsonLines::overflow(int c) {
  if (c == traits_type::eof()) return traits_type::not_eof(c);
  to_.put(static_cast<char>(c));
  if (line_start_ && c == '{') to_ << insert_;
  line_start_ = c == '\n';
  return to_ ? c : traits_type::eof();
}

int KeyedJsonLines::sync() { return to_.flush() ? 0 : -1; }

void report_bounds(std::ostream& out, const Options& o, const Optimum& best) {
  if (o.json) {
    nlohmann::ordered_json doc{{"lower", nullptr}, {"upper", nullptr}, {"complete", false}};
    if (best.solution) doc = {{"lower", best.lower}, {"upper", best.upper}, {"complete", false}};
    out << doc.dump() << '\n';
  } else if (best.solution) {
    out << optimum_word(o) << ": between " << best.lower << " and " << best.upper << '\n';
  }
}

std::string optimum_stats(const Optimum& best, const Options& o) {
  std::ostringstream text;
  for (const BoundStep& s : best.steps) {
    text << "stats: bound ";
    if (s.bound < 0) text << "none";
    else text << (o.optimize == Optimize::Max ? "at least " : "at most ") << s.bound;
    text << ' ' << (s.result == Result::Sat ? "SAT" : s.result == Result::Unsat ? "UNSAT" : "stopped");
    if (s.result == Result::Sat) text << " count " << s.found;
    text << ' ' << s.seconds << " s" << (s.counter ? " (counter)" : "") << '\n';
  }
  text << "stats: " << optimum_word(o) << " search: variables " << best.vars << " clauses " << best.clauses
       << " calls " << best.steps.size() << '\n';
  return text.str();
}

}  // namespace chessy
