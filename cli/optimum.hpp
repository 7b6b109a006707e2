// How --min/--max report (enumerate/optimum.hpp finds the optimum): text "minimum: K"
// before what the other options print for count K; JSON as today with "minimum": K
// first in every object; on an interruption the bounds proven so far.
#pragma once
#include <iosfwd>
#include <streambuf>
#include <string>

#include "cli/options.hpp"
#include "enumerate/optimum.hpp"

namespace chessy {

// "minimum" or "maximum", as the output names the optimum.
std::string optimum_word(const Options& o);

// Passes everything through to `to`, with `"KEY":VALUE,` inserted after the '{' that
// opens a line: each JSON object of count K's results gets the optimum as its first key.
class KeyedJsonLines : public std::streambuf {
 public:
  KeyedJsonLines(std::ostream& to, const std::string& key, long long value);

 protected:
  int overflow(int c) override;
  int sync() override;

 private:
  std::ostream& to_;
  std::string insert_;      // "\"minimum\":5,"
  bool line_start_ = true;  // the next character opens a line
};

// The search stopped before its end: `minimum: between L and U` (JSON {"lower": L,
// "upper": U, "complete": false}); nothing in text, nulls in JSON, before a solution.
void report_bounds(std::ostream& out, const Options& o, const Optimum& best);

// --stats: a line per bound tried (what, SAT/UNSAT, the count found, seconds) and one
// with the CNF's size.
std::string optimum_stats(const Optimum& best, const Options& o);

}  // namespace chessy
