#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <iostream>

#include "backends/command.hpp"
#include "backends/solver.hpp"
#include "cli/app.hpp"
#include "cli/output_file.hpp"
#include "cli/pipe_output.hpp"
#include "cli/terminal_columns.hpp"
#include "api/stoppable_read.hpp"

namespace {

// A signal handler may only touch lock-free atomics.
std::atomic<bool> interrupted{false};
std::atomic<int> signals_seen{0};
static_assert(std::atomic<bool>::is_always_lock_free && std::atomic<int>::is_always_lock_free);

// The first Ctrl-C, SIGTERM or SIGHUP (a closed terminal or ssh connection) asks the
// run to stop and write what it found; a second one ends the process at once, and any
// external solver with it (it runs in a process group of its own, which the
// terminal's Ctrl-C does not reach).
extern "C" void on_signal(int signal) {
  if (signals_seen.fetch_add(1) == 0) {
    interrupted.store(true);
    return;
  }
  // A closed terminal sends SIGHUP twice (the terminal's to the process group, then
  // the shell's to its jobs): only an insistent Ctrl-C or SIGTERM ends the process at
  // once, not a hangup, which the first one has already stopped.
  if (signal == SIGHUP) return;
  chessy::remove_temporaries_at_once();
  chessy::kill_running_commands();
  ::signal(signal, SIG_DFL);
  raise(signal);  // delivered, with its default action, when the handler returns
}

// No SA_RESTART: a system call that waits (poll, for input and solvers) returns at once.
void install_handlers() {
  struct sigaction action {};
  action.sa_handler = on_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGTERM, &action, nullptr);
  sigaction(SIGHUP, &action, nullptr);
  // A reader that goes away (`| head -1`) is seen as EPIPE by PipeOutput, which stops
  // the run; SIGPIPE's default would end the process with status 141.
  ::signal(SIGPIPE, SIG_IGN);
}

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  install_handlers();
  std::vector<std::string> args(argv + 1, argv + argc);
  chessy::RunEnvironment env;
  env.interrupt = &interrupted;
  // The process ends soon after a stop: its solvers' memory goes with it (solver.hpp).
  chessy::leave_stopped_solvers_to_exit(&interrupted);
  env.in_is_terminal = isatty(STDIN_FILENO);
  env.out_is_terminal = isatty(STDOUT_FILENO);
  env.err_is_terminal = isatty(STDERR_FILENO);
  env.err_columns = chessy::terminal_columns(std::getenv("COLUMNS"), STDERR_FILENO);
  const char* no_color = std::getenv("NO_COLOR");
  env.no_color = no_color && *no_color;
  // INPUT "-": standard input, read so that Ctrl-C and --timeout can end a wait on it.
  chessy::StoppableInput stdin_buffer(STDIN_FILENO, &interrupted);
  std::istream in(&stdin_buffer);
  chessy::PipeOutput stdout_buffer(STDOUT_FILENO, &interrupted);
  std::ostream out(&stdout_buffer);
  chessy::QuietAfterClose stderr_buffer(std::cerr.rdbuf(), stdout_buffer);
  std::ostream err(&stderr_buffer);
  // As std::cerr is: each message out at once, after what standard output holds so far.
  err.setf(std::ios::unitbuf);
  err.tie(&out);
  const int status = chessy::run_app(args, in, out, err, env);
  out.flush();
  // The reader closed the pipe: what it read was what it wanted (docs/exit-status.md).
  return stdout_buffer.closed() ? 0 : status;
}
