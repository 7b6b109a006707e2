// libFuzzer target: any bytes as a solver's answer (what `decode` and the external
// backend read), checked against a small CNF; then, when it is a model, checked against
// the CNF's clauses as the external backend does, decoded and judged by is_solution.
// One InputError line naming the file, never a crash; and a model that satisfies every
// clause is a solution (else the encoding is wrong: abort). Seeds: seeds/model_fuzz,
// real answers and damaged ones (cut short, doubled, foreign, binary).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "backends/solver_output.hpp"
#include "model/check.hpp"
#include "encoder/encoder.hpp"
#include "model/parse.hpp"
#include "one_line.hpp"

namespace {

// Keeps the clauses, as the external backend does.
class ClauseList final : public chessy::ClauseSink {
 public:
  std::vector<int> lits;  // every clause, each ended by 0

 protected:
  void emit(std::span<const int> clause) override {
    lits.insert(lits.end(), clause.begin(), clause.end());
    lits.push_back(0);
  }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const chessy::Problem problem = chessy::parse_problem("size 5\n5*q\n", "q5.txt");
  static ClauseList cnf;
  static const chessy::Encoding enc = chessy::encode(problem, cnf);
  std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    chessy::SolverAnswer answer = chessy::read_solver_answer(text, "model.txt", cnf.vars());
    if (answer.result == chessy::Result::Sat) {
      const bool model = chessy::falsified_clause(answer, cnf.lits) == 0;
      chessy::Solution s = enc.decode([&](int var) { return answer.is_true(var); });
      if (chessy::violation(problem, s) && model) std::abort();
    }
  } catch (const chessy::InputError& e) {
    require_one_line_naming(e, "model.txt");
  }
  return 0;
}
