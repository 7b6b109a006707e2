// Whether a JSON value converts to a C++ type exactly, to be asked before get<T>:
// nlohmann's get<T> turns a double into an integer with a plain cast, which is undefined
// behaviour out of range (the part fuzzer's "calls": 4.4e49), and a large integer into
// an int by wrapping (a row 2^32 + 3 read as row 3).
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <type_traits>

namespace chessy {

template <class T, class Json>
bool json_holds(const Json& value) {
  if constexpr (std::is_same_v<T, bool>) {
    return value.is_boolean();
  } else if constexpr (std::is_same_v<T, std::string>) {
    return value.is_string();
  } else if constexpr (std::is_floating_point_v<T>) {
    return value.is_number();
  } else {
    static_assert(std::is_integral_v<T>, "json_holds: bool, std::string, a floating point or an integer type");
    constexpr auto most = static_cast<std::uint64_t>(std::numeric_limits<T>::max());
    if (value.is_number_unsigned()) return value.template get<std::uint64_t>() <= most;
    if (!value.is_number_integer()) return false;
    const std::int64_t v = value.template get<std::int64_t>();
    if (v >= 0) return static_cast<std::uint64_t>(v) <= most;
    return std::is_signed_v<T> && v >= static_cast<std::int64_t>(std::numeric_limits<T>::min());
  }
}

}  // namespace chessy
