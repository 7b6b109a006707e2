// libFuzzer target: any bytes through the JSON problem parser, and small problems on
// through the encoder. A Problem or one InputError line naming the file, never a crash.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "encoder/encoder.hpp"
#include "model/parse_json.hpp"
#include "one_line.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    chessy::Problem p = chessy::parse_json_problem(text, "fuzz.json");
    if (!p.huge() && p.cells() <= 64) {
      chessy::CountingSink sink;
      chessy::encode(p, sink);
    }
  } catch (const chessy::InputError& e) {
    require_one_line_naming(e, "fuzz.json");
  }
  return 0;
}
