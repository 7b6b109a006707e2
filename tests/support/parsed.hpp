// A problem text read as the file p.txt (model/parse.hpp): how the tests of a floor's
// own functions and the command line's tests of the same feature build their problems.
#pragma once
#include <string>

#include "model/parse.hpp"

namespace parsing {

inline chessy::Problem parsed(const std::string& text) { return chessy::parse_problem(text, "p.txt"); }

}  // namespace parsing
