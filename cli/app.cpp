#include "cli/app.hpp"

#include <cerrno>
#include <chrono>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <thread>

#include "backends/dimacs.hpp"
#include "backends/solver.hpp"
#include "cli/decode.hpp"
#include "cli/input.hpp"
#include "cli/options.hpp"
#include "cli/report.hpp"
#include "encoder/canonical.hpp"
#include "encoder/encoder.hpp"
#include "enumerate/budget.hpp"
#include "enumerate/enumerate.hpp"

namespace chessy {

namespace {

int solve(const Options& o, std::istream& in, std::ostream& out, std::ostream& err) {
  const Problem problem = read_problem(o, in);
  const EncodeOptions encode_options = cnf_options(o);
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
  auto new_solver = [&] { return make_solver(o.backend, o.solver); };

  // An external solver pays for every cube with a run of its own: one worker unless asked.
  const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  const int workers = o.mode == Mode::One ? 1 : o.jobs ? o.jobs : o.backend == kExternalBackend ? 1 : cores;
  check_memory(problem, encode_options, workers, o.max_memory_mb << 20);

  if (o.mode == Mode::One) {
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    std::unique_ptr<Solver> solver = new_solver();
    const Encoding enc = encode(problem, *solver, encode_options);
    const auto encoded = Clock::now();
    std::optional<Solution> s = find_one(problem, enc, *solver);
    if (o.stats)
      err << "stats: variables " << solver->vars() << " clauses " << solver->clauses() << " encode "
          << std::chrono::duration<double>(encoded - start).count() << " s solve "
          << std::chrono::duration<double>(Clock::now() - encoded).count() << " s\n";
    if (s && !o.no_symmetry) s = class_members(problem, *s).front();
    report_one(out, problem, s ? &*s : nullptr, o.json);
    return s ? kExitSolved : kExitNoSolution;
  }
  const Enumeration e = enumerate(problem, new_solver,
                                  {.merge_symmetric = !o.no_symmetry,
                                   .limit = o.limit,
                                   .workers = workers,
                                   .encode = encode_options});
  if (o.mode == Mode::Count) report_count(out, e, o.json);
  else report_all(out, problem, e, o.json);
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
    auto run = [&](std::ostream& to) { return o.decode ? run_decode(o, in, to) : solve(o, in, to, err); };
    if (o.output.empty()) return run(out);
    // Results into a file: written whole, and only reported as written when it is.
    std::ostringstream results;
    int status = run(results);
    std::ofstream file(o.output, std::ios::binary);
    if (!(file << results.str()) || !file.flush())
      throw InputError("chessy-sat: cannot write '" + o.output + "': " + std::strerror(errno));
    return status;
  } catch (const InputError& e) {
    err << e.what() << '\n';
    return kExitBadInput;
  } catch (const SolverFailure& e) {
    err << "chessy-sat: " << e.what() << '\n';
    return kExitInternal;
  } catch (const InternalError& e) {
    err << "chessy-sat: internal error: " << e.what() << '\n';
    return kExitInternal;
  } catch (const std::bad_alloc&) {
    err << "chessy-sat: out of memory\n";
    return kExitInternal;
  }
}

}  // namespace chessy
