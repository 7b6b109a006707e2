// An external SAT solver as a backend (--backend cmd --solver 'COMMAND'). It keeps the
// clauses; each solve() writes them, with the assumptions as unit clauses, to a DIMACS
// file, runs the command on it (command.hpp) and reads its answer from standard output
// (solver_output.hpp) and its exit status (10 SAT, 20 UNSAT; 0 is taken at its word).
// Every call solves from scratch, so enumeration is much slower than in process.
// A solver is not trusted: its model must satisfy every clause it was given (a solver
// that ignores the blocking clauses would otherwise return one model for ever), its
// output is capped, and the stop flag (Ctrl-C, --timeout) kills it.
#include <charconv>
#include <cstring>
#include <fstream>
#include <span>
#include <vector>

#include "backends/command.hpp"
#include "backends/solver.hpp"
#include "backends/solver_output.hpp"
#include "chessy/errors.hpp"

namespace chessy {

namespace {

// The first line of what a program wrote on standard error, to end a message with.
std::string first_line(const std::string& err) {
  const std::size_t b = err.find_first_not_of(" \t\r\n");
  if (b == std::string::npos) return "";
  return ": " + excerpt(err.substr(b, err.find_first_of("\r\n", b) - b), 160);
}

class ExternalSolver final : public Solver {
 public:
  explicit ExternalSolver(const std::string& command) : command_(command), name_("solver " + excerpt(command, 100)) {
    if (command.find_first_not_of(" \t") == std::string::npos)
      throw InputError("chessy-sat: --backend cmd needs --solver 'COMMAND' (see --help)");
  }
  void assume(int lit) override { assumptions_.push_back(lit); }
  Result solve() override;
  bool value(int var) override { return answer_.is_true(var); }
  void stop_when(const std::atomic<bool>* flag) override { limits_.stop = flag; }

 protected:
  void emit(std::span<const int> lits) override {
    clauses_.insert(clauses_.end(), lits.begin(), lits.end());
    clauses_.push_back(0);
  }

 private:
  void write_cnf(const std::filesystem::path& path, std::span<const int> assumed) const;
  // The answer of a run that was not stopped; SolverFailure when it is none.
  Result read_answer(const CommandRun& run);
  long long falsified_clause(std::span<const int> assumed) const;

  std::string command_;
  std::string name_;          // "solver 'cadical'", for messages
  std::vector<int> clauses_;  // every clause, each ended by 0
  std::vector<int> assumptions_;
  long long first_call_clauses_ = -1;  // the clauses of the first call's CNF (-1: no call yet)
  CommandLimits limits_;
  SolverAnswer answer_;
  TempDir scratch_;
};

void ExternalSolver::write_cnf(const std::filesystem::path& path, std::span<const int> assumed) const {
  std::ofstream file(path, std::ios::binary);
  file << "c chessy-sat: a CNF for an external solver; assumptions as unit clauses\n"
       << "p cnf " << vars() << ' ' << clauses() + static_cast<long long>(assumed.size()) << '\n';
  auto put = [&](int lit, char after) {
    char digits[16];
    char* end = std::to_chars(digits, digits + sizeof digits - 1, lit).ptr;
    *end++ = after;
    file.write(digits, end - digits);
  };
  for (int lit : clauses_) put(lit, lit == 0 ? '\n' : ' ');
  for (int lit : assumed) {
    put(lit, ' ');
    put(0, '\n');
  }
  if (!file.flush()) throw SolverFailure("cannot write the CNF to " + path.string());
}

// The first clause of the CNF just written (counted from 1, the assumptions' unit
// clauses last) that the answer's model makes false, or 0 when it satisfies them all.
long long ExternalSolver::falsified_clause(std::span<const int> assumed) const {
  if (const long long clause = chessy::falsified_clause(answer_, clauses_)) return clause;
  for (std::size_t i = 0; i < assumed.size(); ++i)
    if (!answer_.satisfies(assumed[i])) return clauses() + static_cast<long long>(i) + 1;
  return 0;
}

Result ExternalSolver::solve() {
  const std::filesystem::path cnf = scratch_.path() / "problem.cnf";
  const std::vector<int> assumed = std::move(assumptions_);
  assumptions_.clear();
  write_cnf(cnf, assumed);
  if (first_call_clauses_ < 0) first_call_clauses_ = clauses();
  answer_ = {};
  const CommandRun run = run_command(command_, cnf, scratch_.path(), limits_);
  if (run.stopped) return Result::Unknown;  // as an in-process backend told to stop
  const Result result = read_answer(run);
  if (const long long clause = result == Result::Sat ? falsified_clause(assumed) : 0)
    throw SolverFailure(name_ + " gave a model that breaks clause " + std::to_string(clause) + " of its CNF" +
                        (clause > first_call_clauses_ && clause <= clauses()
                             ? " (added after an earlier answer: the solver ignores blocking clauses)"
                             : ""));
  return result;
}

Result ExternalSolver::read_answer(const CommandRun& run) {
  if (run.too_long)
    throw SolverFailure(name_ + " wrote more than " + std::to_string(limits_.max_output >> 20) + " MiB");
  if (run.signal)
    throw SolverFailure(name_ + " was killed by signal " + std::to_string(run.signal) + " (" +
                        strsignal(run.signal) + ")" + first_line(run.err));
  // The shell's own codes: the command line names nothing it can run.
  if (run.exit_status == 127) throw InputError("chessy-sat: " + name_ + ": command not found" + first_line(run.err));
  if (run.exit_status == 126) throw InputError("chessy-sat: " + name_ + ": cannot be run" + first_line(run.err));
  if (run.exit_status != 0 && run.exit_status != 10 && run.exit_status != 20)
    throw SolverFailure(name_ + " exited with status " + std::to_string(run.exit_status) + first_line(run.err));
  try {
    answer_ = read_solver_answer(run.out, name_ + " output", vars());
  } catch (const InputError& e) {
    throw SolverFailure(e.what());
  }
  const Result said = run.exit_status == 10 ? Result::Sat : run.exit_status == 20 ? Result::Unsat : answer_.result;
  if (said != answer_.result)
    throw SolverFailure(name_ + " exited with status " + std::to_string(run.exit_status) + " but answered " +
                        (answer_.result == Result::Sat ? "SATISFIABLE" : answer_.result == Result::Unsat ? "UNSATISFIABLE" : "UNKNOWN"));
  if (answer_.result == Result::Unknown) throw SolverFailure(name_ + " gave no answer (s UNKNOWN)");
  return answer_.result;
}

}  // namespace

std::unique_ptr<Solver> make_external(const std::string& command) { return std::make_unique<ExternalSolver>(command); }

}  // namespace chessy
