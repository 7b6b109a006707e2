// `chessy-sat generate [TEMPLATE] [options]`: puzzles with one solution
// (puzzle/generate.hpp), written as problem files, JSON or an SVG sheet.
#pragma once
#include <iosfwd>
#include <string>
#include <vector>

#include "cli/run_environment.hpp"

namespace chessy {

// `args` as run_app's, "generate" first (its options: cli/option_table.cpp). InputError
// for a bad option or template.
int run_generate(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err,
                 const RunEnvironment& env);

}  // namespace chessy
