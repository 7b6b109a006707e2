#include "cli/input.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <istream>

#include "encoder/parse.hpp"

namespace chessy {

namespace {
constexpr std::size_t kMaxInputBytes = 64u << 20;
}  // namespace

std::string read_input(const std::string& name, std::istream& in) {
  std::istream* from = &in;
  std::ifstream file;
  if (name != "-") {
    std::error_code ec;
    if (std::filesystem::is_directory(name, ec))
      throw InputError("chessy-sat: '" + name + "' is a directory, not a file");
    file.open(name, std::ios::binary);
    if (!file) throw InputError("chessy-sat: cannot open '" + name + "': " + std::strerror(errno));
    from = &file;
  }
  std::string text;
  char buffer[1 << 16];
  while (from->read(buffer, sizeof buffer) || from->gcount() > 0) {
    text.append(buffer, static_cast<std::size_t>(from->gcount()));
    if (text.size() > kMaxInputBytes)
      throw InputError(display_name(name) + ": larger than " + std::to_string(kMaxInputBytes >> 20) + " MiB");
  }
  if (from->bad()) throw InputError("chessy-sat: cannot read '" + name + "'");
  return text;
}

std::string display_name(const std::string& name) { return name == "-" ? "<stdin>" : name; }

Problem read_problem(const Options& o, std::istream& in) {
  std::vector<Entry> fixed;
  if (!o.fixed.empty()) {
    if (o.fixed == "-" && o.input == "-") throw InputError("chessy-sat: INPUT and --fixed cannot both be standard input");
    fixed = parse_fixed_list(read_input(o.fixed, in), display_name(o.fixed));
  }
  Problem problem = parse_input(read_input(o.input, in), display_name(o.input), o.size, fixed);
  check_open_count(o, problem);
  return problem;
}

void check_open_count(const Options& o, const Problem& problem) {
  if (problem.open < 0) {
    if (o.optimize != Optimize::None)
      throw InputError(std::string("chessy-sat: ") + (o.optimize == Optimize::Min ? "--min" : "--max") +
                       " needs a piece line with an open count, e.g. '?*q' (" + display_name(o.input) +
                       " has none)");
    return;
  }
  if (!o.dimacs.empty() || o.decode)
    throw InputError(problem.open_at + ": an open count '?' has no CNF of its own: " +
                     (o.decode ? "decode" : "--dimacs") + " needs the count written, e.g. '6*q'");
  if (o.optimize == Optimize::None)
    throw InputError(problem.open_at +
                     ": an open count '?' needs --min (the fewest pieces that work) or --max (the most)");
}

EncodeOptions cnf_options(const Options& o) {
  // Symmetry breaking speeds up enumeration; finding one solution it only slows down.
  return {.break_symmetry = !o.no_breaking && o.mode != Mode::One};
}

}  // namespace chessy
