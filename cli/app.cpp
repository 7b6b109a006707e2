#include "cli/app.hpp"

#include <cerrno>
#include <cstring>
#include <new>
#include <ostream>

#include "backends/solver.hpp"
#include "cli/check_command.hpp"
#include "cli/decode.hpp"
#include "cli/generate_command.hpp"
#include "cli/jsonl.hpp"
#include "cli/merge.hpp"
#include "cli/option_table.hpp"
#include "cli/options.hpp"
#include "cli/output_file.hpp"
#include "cli/solve_and_report.hpp"
#include "cli/sweep.hpp"
#include "util/printable.hpp"

namespace chessy {

namespace {

// run_app but for the check that standard output took everything.
int run_to(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err,
           const RunEnvironment& env) {
  try {
    // `serve`: the web page (server/), its options read here (cli/option_table.cpp).
    if (!args.empty() && args[0] == "serve") return run_serve(args, out, err, env.interrupt);
    if (!args.empty() && args[0] == "generate") return run_generate(args, in, out, err, env);
    const Options o = parse_options(args, env.in_is_terminal);
    if (o.help) {
      out << help_text(o.decode ? kDecode : o.merge ? kMerge : o.check ? kCheck : kSolve);
      return kExitSolved;
    }
    if (o.version) {
      out << kVersion << " (" << linked_solvers() << ")\n";
      return kExitSolved;
    }
    check_jsonl_options(o);  // before -o FILE is opened
    auto run = [&](std::ostream& to) {
      if (o.size_last) return run_sweep(o, in, to, err, env, solve_and_report);
      if (o.check) return run_check(o, in, to, env.interrupt);
      if (!o.decode && !o.merge && is_jsonl(o)) return run_jsonl(o, in, to, err, env);
      return o.decode ? run_decode(o, in, to, env.interrupt) : o.merge ? run_merge(o, to, err, env) : run_solve(o, in, to, err, env);
    };
    if (o.output.empty()) return run(out);
    // Results into a file: opened before the work (an unwritable FILE is found now, not
    // after hours of it), written whole, and only reported as written when it is.
    OutputFile file(o.output);
    const int status = run(file.stream());
    if (status == kExitSkipped) return kExitSolved;  // the file is already what it should be
    file.commit();
    return status;
  } catch (const InputError& e) {
    // Messages quote file names and file contents: one line whatever they hold.
    err << printable(e.what()) << '\n';
    return kExitBadInput;
  } catch (const Interrupted&) {  // decode's and check's reading of their input (solve says more)
    err << "chessy-sat: interrupted before the input was read\n";
    return kExitIncomplete;
  } catch (const SolverFailure& e) {
    err << "chessy-sat: " << printable(e.what()) << '\n';
    return kExitInternal;
  } catch (const InternalError& e) {
    err << "chessy-sat: internal error: " << printable(e.what()) << '\n';
    return kExitInternal;
  } catch (const std::bad_alloc&) {
    err << "chessy-sat: out of memory\n";
    return kExitInternal;
  }
}

}  // namespace


int run_app(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
            std::ostream& err, const RunEnvironment& env) {
  const int status = run_to(args, in, out, err, env);
  // Results that did not reach standard output (a full disk, /dev/full) are no results.
  if (out.flush()) return status;
  // Why: the write that failed may lie far back, so it is tried once more.
  out.clear();
  errno = 0;
  out.flush();
  const int why = errno;
  err << "chessy-sat: cannot write to standard output" << (why ? std::string(": ") + std::strerror(why) : "") << '\n';
  return kExitBadInput;
}

}  // namespace chessy
