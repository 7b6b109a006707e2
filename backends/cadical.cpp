// CaDiCaL (Debian's 1.5.3), in process.
#include <cadical.hpp>

#include "backends/solver.hpp"

namespace chessy {

namespace {

class CadicalSolver final : public Solver {
 public:
  CadicalSolver() {
    // Almost every placement variable is false: start from false, and skip the
    // "lucky" and local-search passes that cost time on every incremental call.
    solver_.set("quiet", 1);  // never a word on our standard output
    solver_.set("phase", 0);
    solver_.set("lucky", 0);
    solver_.set("walk", 0);
    // Backjump as far as the learnt clause allows: between models the trail is rebuilt
    // anyway (5 queens dominating 8x8: 1.05 s -> 0.85 s; docs/benchmarks.md).
    solver_.set("chrono", 0);
  }
  void assume(int lit) override { solver_.assume(lit); }
  Result solve() override { return static_cast<Result>(solver_.solve()); }
  // On 1.5.3 only val(var) with var > 0 is reliable; val(var) > 0 means true.
  bool value(int var) override { return solver_.val(var) > 0; }
  void phase(int lit) override { solver_.phase(lit); }
  void stop_when(const std::atomic<bool>* flag) override {
    stop_.flag = flag;
    if (flag) solver_.connect_terminator(&stop_);
    else solver_.disconnect_terminator();
  }

 protected:
  void emit(std::span<const int> lits) override {
    for (int lit : lits) solver_.add(lit);
    solver_.add(0);
  }

 private:
  // CaDiCaL polls this during search.
  struct Stop : CaDiCaL::Terminator {
    const std::atomic<bool>* flag = nullptr;
    bool terminate() override { return flag && flag->load(std::memory_order_relaxed); }
  };
  CaDiCaL::Solver solver_;
  Stop stop_;
};

}  // namespace

std::unique_ptr<Solver> make_cadical() { return std::make_unique<CadicalSolver>(); }

std::string cadical_version() { return CaDiCaL::Solver::version(); }

}  // namespace chessy
