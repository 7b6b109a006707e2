// CaDiCaL (Debian's 1.5.3), in process.
#include <cadical.hpp>

#include <mutex>

#include "backends/solver.hpp"

namespace chessy {

namespace {

std::atomic<const std::atomic<bool>*> leave_flag{nullptr};
std::mutex left_mutex;
// Reachable from here to the end: no leak for LeakSanitizer, nothing freed at exit.
std::vector<CaDiCaL::Solver*>* left = nullptr;

class CadicalSolver final : public Solver {
 public:
  CadicalSolver() : solver_(std::make_unique<CaDiCaL::Solver>()) {
    // Almost every placement variable is false: start from false, and skip the
    // "lucky" and local-search passes that cost time on every incremental call.
    solver_->set("quiet", 1);  // never a word on our standard output
    solver_->set("phase", 0);
    solver_->set("lucky", 0);
    solver_->set("walk", 0);
    // Backjump as far as the learnt clause allows: between models the trail is rebuilt
    // anyway (5 queens dominating 8x8: 1.05 s -> 0.85 s; docs/benchmarks.md).
    solver_->set("chrono", 0);
  }
  ~CadicalSolver() override {
    const std::atomic<bool>* flag = leave_flag.load();
    if (!flag || !flag->load()) return;
    const std::lock_guard<std::mutex> lock(left_mutex);  // workers end at once
    if (!left) left = new std::vector<CaDiCaL::Solver*>;
    left->push_back(solver_.release());
  }
  CadicalSolver(const CadicalSolver&) = delete;
  CadicalSolver& operator=(const CadicalSolver&) = delete;
  void assume(int lit) override { solver_->assume(lit); }
  Result solve() override { return static_cast<Result>(solver_->solve()); }
  // On 1.5.3 only val(var) with var > 0 is reliable; val(var) > 0 means true.
  bool value(int var) override { return solver_->val(var) > 0; }
  void phase(int lit) override { solver_->phase(lit); }
  void stop_when(const std::atomic<bool>* flag) override {
    stop_.flag = flag;
    if (flag) solver_->connect_terminator(&stop_);
    else solver_->disconnect_terminator();
  }

 protected:
  void emit(std::span<const int> lits) override {
    for (int lit : lits) solver_->add(lit);
    solver_->add(0);
  }

 private:
  // CaDiCaL polls this during search.
  struct Stop : CaDiCaL::Terminator {
    const std::atomic<bool>* flag = nullptr;
    bool terminate() override { return flag && flag->load(std::memory_order_relaxed); }
  };
  std::unique_ptr<CaDiCaL::Solver> solver_;
  Stop stop_;
};

}  // namespace

std::unique_ptr<Solver> make_cadical() { return std::make_unique<CadicalSolver>(); }

void leave_stopped_solvers_to_exit(const std::atomic<bool>* flag) { leave_flag = flag; }

std::size_t solvers_left_to_exit() {
  const std::lock_guard<std::mutex> lock(left_mutex);
  return left ? left->size() : 0;
}

std::string cadical_version() { return CaDiCaL::Solver::version(); }

}  // namespace chessy
