#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <iostream>

#include "cli/app.hpp"

namespace {

// A signal handler may only touch lock-free atomics.
std::atomic<bool> interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free);

extern "C" void on_signal(int) { interrupted.store(true); }

// The first Ctrl-C or SIGTERM asks the search to stop and write what it found;
// SA_RESETHAND makes a second one kill the process, should stopping ever take long.
void install_handlers() {
  struct sigaction action {};
  action.sa_handler = on_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESETHAND | SA_RESTART;
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGTERM, &action, nullptr);
}

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  install_handlers();
  std::vector<std::string> args(argv + 1, argv + argc);
  chessy::RunEnvironment env;
  env.interrupt = &interrupted;
  env.out_is_terminal = isatty(STDOUT_FILENO);
  env.err_is_terminal = isatty(STDERR_FILENO);
  int status = chessy::run_app(args, std::cin, std::cout, std::cerr, env);
  std::cout.flush();
  return status;
}
