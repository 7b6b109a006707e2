#include "cli/input.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <istream>
#include <tuple>

#include "cli/stoppable_read.hpp"
#include "encoder/parse.hpp"
#include "encoder/printable.hpp"
#include "enumerate/enumerate.hpp"

namespace chessy {

namespace {
constexpr std::size_t kMaxInputBytes = 64u << 20;
}  // namespace

namespace {

// A named file, opened without blocking (a FIFO without a writer would hold open()),
// closed however reading it ends.
class InputFile {
 public:
  explicit InputFile(const std::string& name) : fd_(open(name.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)) {
    if (fd_ < 0) throw InputError("chessy-sat: cannot open '" + name + "': " + std::strerror(errno));
  }
  ~InputFile() { close(fd_); }
  InputFile(const InputFile&) = delete;
  InputFile& operator=(const InputFile&) = delete;
  int fd() const { return fd_; }

 private:
  int fd_;
};

void append_checked(std::string& text, const char* bytes, std::size_t n, const std::string& name) {
  text.append(bytes, n);
  if (text.size() > kMaxInputBytes)
    throw InputError(display_name(name) + ": larger than " + std::to_string(kMaxInputBytes >> 20) + " MiB");
}

}  // namespace

std::string read_input(const std::string& name, std::istream& in, const std::atomic<bool>* stop) {
  std::string text;
  char buffer[1 << 16];
  if (name != "-") {
    std::error_code ec;
    if (std::filesystem::is_directory(name, ec))
      throw InputError("chessy-sat: '" + name + "' is a directory, not a file");
    const InputFile file(name);
    for (long n; (n = read_when_ready(file.fd(), buffer, sizeof buffer, stop)) != 0;) {
      if (n < 0) throw InputError("chessy-sat: cannot read '" + name + "': " + std::strerror(errno));
      append_checked(text, buffer, static_cast<std::size_t>(n), name);
    }
    return text;
  }
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0)
    append_checked(text, buffer, static_cast<std::size_t>(in.gcount()), name);
  // main's standard input ends early when the flag stops a wait (stoppable_read.hpp);
  // input that was all there is read whatever the flag says.
  if (const auto* s = dynamic_cast<const StoppableInput*>(in.rdbuf()); s && s->stopped()) throw Interrupted();
  if (in.bad()) throw InputError("chessy-sat: cannot read '" + name + "'");
  return text;
}

std::string display_name(const std::string& name) { return name == "-" ? "<stdin>" : printable(name); }

ProblemInput read_problem_input(const Options& o, std::istream& in, const std::atomic<bool>* stop) {
  // The --fixed and --blocked lists, in that order, after the file's own.
  ProblemInput input;
  for (const auto& [option, list, parse] : {std::tuple{"--fixed", &o.fixed, &parse_fixed_list},
                                            std::tuple{"--blocked", &o.blocked, &parse_blocked_list}}) {
    if (list->empty()) continue;
    if (*list == "-" && o.input == "-")
      throw InputError(std::string("chessy-sat: INPUT and ") + option + " cannot both be standard input");
    if (*list == "-" && o.fixed == "-" && o.blocked == "-")
      throw InputError("chessy-sat: --fixed and --blocked cannot both be standard input");
    for (Entry& e : parse(read_input(*list, in, stop), display_name(*list))) input.more.push_back(std::move(e));
  }
  input.text = read_input(o.input, in, stop);
  input.name = display_name(o.input);
  return input;
}

Problem problem_at(const ProblemInput& input, const Options& o, std::optional<BoardSize> size) {
  Problem problem = parse_input(input.text, input.name, size, input.more);
  check_open_count(o, problem);
  return problem;
}

Problem read_problem(const Options& o, std::istream& in, const std::atomic<bool>* stop) {
  return problem_at(read_problem_input(o, in, stop), o, o.size);
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
