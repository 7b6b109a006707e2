// PicoSAT, in process. Its header has no extern "C" guard, hence the wrapper here.
extern "C" {
#include <picosat/picosat.h>
}

#include "backends/solver.hpp"

namespace chessy {

namespace {

class PicosatSolver final : public Solver {
 public:
  PicosatSolver() : solver_(picosat_init()) {
    picosat_set_global_default_phase(solver_, 0);  // placement variables are mostly false
  }
  ~PicosatSolver() override { picosat_reset(solver_); }
  PicosatSolver(const PicosatSolver&) = delete;
  PicosatSolver& operator=(const PicosatSolver&) = delete;

  void assume(int lit) override {
    declare();
    picosat_assume(solver_, lit);
  }
  Result solve() override {
    switch (picosat_sat(solver_, -1)) {
      case PICOSAT_SATISFIABLE: return Result::Sat;
      case PICOSAT_UNSATISFIABLE: return Result::Unsat;
      default: return Result::Unknown;
    }
  }
  bool value(int var) override { return picosat_deref(solver_, var) > 0; }
  void stop_when(const std::atomic<bool>* flag) override {
    picosat_set_interrupt(solver_, const_cast<std::atomic<bool>*>(flag), flag ? &stop_requested : nullptr);
  }

 protected:
  void emit(std::span<const int> lits) override {
    declare();
    for (int lit : lits) picosat_add(solver_, lit);
    picosat_add(solver_, 0);
  }

 private:
  static int stop_requested(void* flag) {
    return static_cast<std::atomic<bool>*>(flag)->load(std::memory_order_relaxed) ? 1 : 0;
  }
  // PicoSAT wants variables declared before it sees them.
  void declare() {
    while (picosat_variables(solver_) < vars()) picosat_inc_max_var(solver_);
  }
  PicoSAT* solver_;
};

}  // namespace

std::unique_ptr<Solver> make_picosat() { return std::make_unique<PicosatSolver>(); }

std::string picosat_version_number() { return picosat_version(); }

}  // namespace chessy
