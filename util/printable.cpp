#include "util/printable.hpp"

namespace chessy {

std::string printable(char c) {
  const unsigned char u = static_cast<unsigned char>(c);
  if (u >= 0x20 && u < 0x7f) return std::string(1, c);
  const char* hex = "0123456789ABCDEF";
  return std::string{'\\', 'x', hex[u >> 4], hex[u & 15]};
}

std::string printable(std::string_view s) {
  std::string shown;
  shown.reserve(s.size());
  for (char c : s) shown += printable(c);
  return shown;
}

}  // namespace chessy
