// SHA-256 (FIPS 180-4), self-contained: the digest that part files carry to detect
// damage (split/part_file.hpp). Not a signature: anyone can recompute it.
#pragma once
#include <string>
#include <string_view>

namespace chessy {

// The SHA-256 of `bytes`, as 64 lowercase hex digits.
std::string sha256_hex(std::string_view bytes);

}  // namespace chessy
