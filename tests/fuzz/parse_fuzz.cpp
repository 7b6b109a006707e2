// libFuzzer target: any bytes through the text parser, and small problems on through
// the encoder. Whatever the input: a Problem or one InputError line, never a crash.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "encoder/encoder.hpp"
#include "model/parse.hpp"
#include "one_line.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    chessy::Problem p = chessy::parse_problem(text, "fuzz.txt");
    if (!p.huge() && p.cells() <= 64) {  // keep each run fast: encode small boards only
      chessy::CountingSink sink;
      chessy::encode(p, sink);
    }
  } catch (const chessy::InputError& e) {
    require_one_line_naming(e, "fuzz.txt:");
  }
  return 0;
}
