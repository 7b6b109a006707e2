// The fundamental solutions of 8 queens as they are found, stopped after the third by
// returning false from the callback.
#include <chessy/chessy.hpp>

#include <iostream>

namespace api = chessy::api;

int main() {
  int shown = 0;
  const api::Counts found = api::enumerate(api::Problem::parse("8*q"), [&](const api::Solution& s) {
    std::cout << "solution " << ++shown << " (" << s.class_size << " in its class)\n" << s.board;
    return shown < 3;
  });
  std::cout << "shown: " << shown << ", complete: " << (found.complete ? "yes" : "no") << "\n";
}
