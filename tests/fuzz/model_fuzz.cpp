// libFuzzer target: any bytes as a solver's answer (what `decode` and the external
// backend read), checked against a small CNF; then, when it is a model, decoded and
// judged by is_solution. One InputError line naming the file, never a crash.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "backends/solver_output.hpp"
#include "encoder/check.hpp"
#include "encoder/encoder.hpp"
#include "encoder/parse.hpp"
#include "one_line.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const chessy::Problem problem = chessy::parse_problem("size 5\n5*q\n", "q5.txt");
  static chessy::CountingSink sink;
  static const chessy::Encoding enc = chessy::encode(problem, sink);
  std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    chessy::SolverAnswer answer = chessy::read_solver_answer(text, "model.txt", sink.vars());
    if (answer.result == chessy::Result::Sat) {
      chessy::Solution s = enc.decode([&](int var) { return answer.is_true(var); });
      (void)chessy::violation(problem, s);
    }
  } catch (const chessy::InputError& e) {
    require_one_line_naming(e, "model.txt");
  }
  return 0;
}
