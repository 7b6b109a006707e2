// FNV-1a, 64 bits: the hash of a problem's normal form (a part's fingerprint) and of
// a whole split (its digest: the CNF's cubes, split/parts.cpp, or the domination
// counter's tasks, enumerate/cover/cover_count.cpp), which every part of a run must agree on.
#pragma once
#include <cstdint>
#include <string_view>

namespace chessy {

class Fnv1a {
 public:
  void add(std::string_view bytes) {
    for (unsigned char c : bytes) h_ = (h_ ^ c) * 1099511628211ull;
  }
  // Its 8 bytes, lowest first.
  void add(std::int64_t v) {
    for (int byte = 0; byte < 8; ++byte) h_ = (h_ ^ static_cast<std::uint8_t>(v >> (8 * byte))) * 1099511628211ull;
  }
  std::uint64_t value() const { return h_; }

 private:
  std::uint64_t h_ = 1469598103934665603ull;
};

}  // namespace chessy
