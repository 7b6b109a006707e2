// How the differential tests run the SAT path: a backend and further options, all
// of which must leave the output unchanged.
#pragma once

#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "cli/exit_status.hpp"
#include "helpers.hpp"

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

// chessy-sat with `args` and the variant's backend and options, `stdin_text` on standard
// input. A split variant runs each part into a file of its own, as a job array would, and
// answers what `merge` of the files prints (`merge --json` when `args` ask for JSON), or
// the first part that failed, its message prefixed with its number.
inline helpers::AppRun run_variant(std::vector<std::string> args, const std::string& stdin_text, const Variant& variant) {
  args = with_variant(std::move(args), variant);
  if (variant.parts == 0) return helpers::run(args, stdin_text);
  std::vector<std::unique_ptr<helpers::TempFile>> files;
  std::vector<std::string> merge{"merge"};
  for (int i = 0; i < variant.parts; ++i) {
    files.push_back(std::make_unique<helpers::TempFile>("variant-part", ".json"));
    std::vector<std::string> part = args;
    part.insert(part.end(), {"--part", std::to_string(i) + "/" + std::to_string(variant.parts), "-o", files.back()->path()});
    helpers::AppRun r = helpers::run(part, stdin_text);
    if (r.status != chessy::kExitSolved) {
      r.err = "part " + std::to_string(i) + ": " + r.err;
      return r;
    }
    merge.push_back(files.back()->path());
  }
  for (const std::string& a : args)
    if (a == "--json") merge.push_back("--json");
  return helpers::run(merge, "");
}
