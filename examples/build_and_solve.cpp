// A problem built in code: 8 queens with two of them fixed (Nauck, 1850), one solution
// printed and checked, its completions counted; then a mistake, and the message the
// command line would print for it.
#include <chessy/chessy.hpp>

#include <iostream>

namespace api = chessy::api;

int main() {
  api::Problem nauck(8, 8);
  nauck.add(api::Piece::Queen, 8).fix(api::Piece::Queen, 3, 3).fix(api::Piece::Queen, 4, 1);
  std::cout << nauck.text();
  const std::optional<api::Solution> one = api::solve(nauck);
  if (!one) {
    std::cout << "no solution\n";
    return 1;
  }
  std::cout << one->board;
  const std::optional<std::string> broken = api::check(nauck, one->pieces);
  std::cout << "check: " << (broken ? *broken : "a solution") << "\n";
  std::cout << "completions: " << api::count(nauck).total << "\n";
  try {
    nauck.fix(api::Piece::Queen, 8, 0);  // row 8 is off the board
  } catch (const chessy::InputError& error) {
    std::cout << "error: " << error.what() << "\n";
  }
}
