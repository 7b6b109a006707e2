// What every fuzz target demands of a rejected input: one line that starts with the
// name the input was given. Anything else aborts, which libFuzzer reports as a finding.
#pragma once
#include <cstdlib>
#include <string_view>

#include "model/problem.hpp"

inline void require_one_line_naming(const chessy::InputError& e, std::string_view name) {
  std::string_view what = e.what();
  if (what.find('\n') != std::string_view::npos || what.rfind(name, 0) != 0) std::abort();
}
