#include "cli/app.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <thread>

#include "backends/dimacs.hpp"
#include "backends/solver.hpp"
#include "cli/options.hpp"
#include "encoder/canonical.hpp"
#include "encoder/encoder.hpp"
#include "encoder/parse.hpp"
#include "enumerate/enumerate.hpp"

namespace chessy {

namespace {

constexpr std::size_t kMaxInputBytes = 64u << 20;

std::string read_input(const std::string& name, std::istream& in) {
  std::istream* from = &in;
  std::ifstream file;
  if (name != "-") {
    std::error_code ec;
    if (std::filesystem::is_directory(name, ec))
      throw InputError("chessy-sat: '" + name + "' is a directory, not a problem file");
    file.open(name, std::ios::binary);
    if (!file) throw InputError("chessy-sat: cannot open '" + name + "': " + std::strerror(errno));
    from = &file;
  }
  std::string text;
  char buffer[1 << 16];
  while (from->read(buffer, sizeof buffer) || from->gcount() > 0) {
    text.append(buffer, static_cast<std::size_t>(from->gcount()));
    if (text.size() > kMaxInputBytes)
      throw InputError(name + ": larger than " + std::to_string(kMaxInputBytes >> 20) + " MiB");
  }
  if (from->bad()) throw InputError("chessy-sat: cannot read '" + name + "'");
  return text;
}

void print_solutions(const Problem& problem, const Enumeration& e, std::ostream& out) {
  bool first = true;
  for (const SolutionClass& c : e.classes) {
    if (!first) out << '\n';
    first = false;
    out << render(problem, c.representative);
  }
}

int solve(const Options& o, std::istream& in, std::ostream& out, std::ostream& err) {
  const std::string name = o.input == "-" ? "<stdin>" : o.input;
  const Problem problem = parse_problem(read_input(o.input, in), name, o.size);
  // Symmetry breaking speeds up enumeration; finding one solution it only slows down.
  const EncodeOptions encode_options{.break_symmetry = !o.no_breaking && o.mode != Mode::One};
  if (!o.dimacs.empty()) {
    if (o.dimacs == "-") {
      write_dimacs(problem, out, encode_options);
      return kExitSolved;
    }
    std::ofstream file(o.dimacs, std::ios::binary);
    write_dimacs(problem, file, encode_options);
    if (!file.flush()) throw InputError("chessy-sat: cannot write '" + o.dimacs + "': " + std::strerror(errno));
    return kExitSolved;
  }

  if (o.mode == Mode::One) {
    std::unique_ptr<Solver> solver = make_solver(o.backend);
    const Encoding enc = encode(problem, *solver, encode_options);
    std::optional<Solution> s = find_one(problem, enc, *solver);
    if (!s) {
      out << "no solution\n";
      return kExitNoSolution;
    }
    out << render(problem, o.no_symmetry ? *s : class_members(problem, *s).front());
    return kExitSolved;
  }

  const int workers = o.jobs ? o.jobs : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  const Enumeration e = enumerate(problem, [&] { return make_solver(o.backend); },
                                  {.merge_symmetric = !o.no_symmetry,
                                   .limit = o.limit,
                                   .workers = workers,
                                   .encode = encode_options});
  if (o.mode == Mode::Count)
    out << "fundamental: " << e.classes.size() << "\ntotal: " << e.total << '\n';
  else
    print_solutions(problem, e, out);
  if (o.stats)
    err << "stats: variables " << e.vars << " clauses " << e.clauses << " calls " << e.calls
        << " models " << e.models << " fundamental " << e.classes.size() << " total " << e.total
        << " cubes " << e.cubes << " workers " << e.workers << " encode " << e.encode_seconds
        << " s solve " << e.solve_seconds << " s\n";
  if (!e.complete)
    err << "chessy-sat: stopped at --limit " << o.limit << "; there may be more solutions\n";
  return e.classes.empty() ? kExitNoSolution : kExitSolved;
}

}  // namespace

int run_app(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
            std::ostream& err) {
  try {
    const Options o = parse_options(args);
    if (o.help) {
      out << kUsage;
      return kExitSolved;
    }
    if (o.version) {
      out << kVersion << '\n';
      return kExitSolved;
    }
    if (o.output.empty()) return solve(o, in, out, err);
    // Results into a file: written whole, and only reported as written when it is.
    std::ostringstream results;
    int status = solve(o, in, results, err);
    std::ofstream file(o.output, std::ios::binary);
    if (!(file << results.str()) || !file.flush())
      throw InputError("chessy-sat: cannot write '" + o.output + "': " + std::strerror(errno));
    return status;
  } catch (const InputError& e) {
    err << e.what() << '\n';
    return kExitBadInput;
  } catch (const InternalError& e) {
    err << "chessy-sat: internal error: " << e.what() << '\n';
    return kExitInternal;
  } catch (const std::bad_alloc&) {
    err << "chessy-sat: out of memory\n";
    return kExitInternal;
  }
}

}  // namespace chessy
