#include "cli/input.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <istream>

#include "encoder/parse.hpp"
#include "encoder/printable.hpp"

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

std::string display_name(const std::string& name) { return name == "-" ? "<stdin>" : printable(name); }

Problem read_problem(const Options& o, std::istream& in) {
  std::vector<Entry> fixed;
  if (!o.fixed.empty()) {
    if (o.fixed == "-" && o.input == "-") throw InputError("chessy-sat: INPUT and --fixed cannot both be standard input");
    fixed = parse_fixed_list(read_input(o.fixed, in), display_name(o.fixed));
  }
  return parse_input(read_input(o.input, in), display_name(o.input), o.size, fixed);
}

EncodeOptions cnf_options(const Options& o) {
  // Symmetry breaking speeds up enumeration; finding one solution it only slows down.
  return {.break_symmetry = !o.no_breaking && o.mode != Mode::One};
}

}  // namespace chessy
