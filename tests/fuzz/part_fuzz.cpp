// libFuzzer target: any bytes as a part file (what merge and a re-run of --part read),
// as they are and, when they are JSON, with their SHA-256 made to match again (a writer
// with a bug), so that the checks behind the digest are reached too. One InputError
// line naming the file, never a crash or another exception.
#include <cstddef>
#include <cstdint>
#include <string>

#include "split/part_file.hpp"
#include "one_line.hpp"

namespace {

void read(const std::string& text) {
  try {
    (void)chessy::parse_part(text, "part.json");
  } catch (const chessy::InputError& e) {
    require_one_line_naming(e, "part.json");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  read(text);
  std::string restamped;
  try {
    restamped = chessy::restamped(text);
  } catch (const std::exception&) {
    return 0;  // not JSON: read once is enough
  }
  read(restamped);
  return 0;
}
