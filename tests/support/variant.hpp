// How the differential tests run the SAT path: a backend and further options, all
// of which must leave the output unchanged.
#pragma once

#include <ostream>
#include <string>
#include <vector>

struct Variant {
  std::string backend;
  std::vector<std::string> options;
  std::string name;  // names the variant in test output and in ctest
  int parts = 0;     // > 0: run as that many parts (--part I/P -o FILE), then merge
};

// ctest shows the printed value in place of the index of a parameterised test:
// "Backends/Differential.DominationMatchesReferee/cadical_j2".
inline void PrintTo(const Variant& v, std::ostream* os) { *os << v.name; }

// `args` followed by the variant's backend and options.
inline std::vector<std::string> with_variant(std::vector<std::string> args, const Variant& v) {
  args.push_back("--backend");
  args.push_back(v.backend);
  args.insert(args.end(), v.options.begin(), v.options.end());
  return args;
}

// The variant's options as a user would type them, for failure messages.
inline std::string options_text(const Variant& v) {
  std::string text = "--backend " + v.backend;
  for (const std::string& o : v.options) text += " " + o;
  return text;
}
