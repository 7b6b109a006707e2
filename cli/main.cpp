#include <iostream>

#include "cli/app.hpp"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  std::vector<std::string> args(argv + 1, argv + argc);
  int status = chessy::run_app(args, std::cin, std::cout, std::cerr);
  std::cout.flush();
  return status;
}
