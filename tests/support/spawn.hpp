// The built binary (CHESSY_BINARY) as a child process, for what run_app inside the test
// process cannot show: signals, a terminal's Ctrl-C (sent to a whole process group),
// standard input that never ends, external solvers that hang.
#pragma once
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "helpers.hpp"

extern char** environ;

namespace helpers {

struct SpawnOptions {
  int signal = 0;                        // sent after `delay` (0: none)
  std::chrono::milliseconds delay{0};
  std::string signal_after_file;         // when set, `delay` counts from this file's appearance
  bool to_group = false;                 // the signal goes to the whole process group, as a
                                         // terminal's Ctrl-C does
  int stdin_fd = -1;                     // standard input (-1: /dev/null)
  std::chrono::seconds deadline{20};     // past it the group is killed and the test fails
};

// Options that send `signal` after `delay`.
inline SpawnOptions signal_after(int signal, std::chrono::milliseconds delay) {
  SpawnOptions options;
  options.signal = signal;
  options.delay = delay;
  return options;
}

struct Spawned {
  int status = -1;  // the exit status, or -1 when killed by a signal
  std::string out, err;
  double seconds = 0;
};

// Runs chessy-sat with `args` in a process group of its own, stdout and stderr into
// files, and waits for its end.
inline Spawned spawn(const std::vector<std::string>& args, const SpawnOptions& options = {}) {
  TempFile out("spawn-out"), err("spawn-err");
  std::vector<std::string> all{CHESSY_BINARY};
  all.insert(all.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& a : all) argv.push_back(a.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  if (options.stdin_fd >= 0) posix_spawn_file_actions_adddup2(&actions, options.stdin_fd, STDIN_FILENO);
  else posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, out.path().c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, err.path().c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
  posix_spawnattr_setpgroup(&attributes, 0);
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  pid_t pid = -1;
  const int spawned = posix_spawn(&pid, argv[0], &actions, &attributes, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  Spawned r;
  if (spawned != 0) {
    ADD_FAILURE() << "cannot spawn " << CHESSY_BINARY;
    return r;
  }
  bool signalled = options.signal == 0;
  auto signal_at = options.signal_after_file.empty() ? start + options.delay : Clock::time_point::max();
  int wstatus = 0;
  while (waitpid(pid, &wstatus, WNOHANG) == 0) {
    const auto now = Clock::now();
    if (now - start > options.deadline) {
      kill(-pid, SIGKILL);
      waitpid(pid, &wstatus, 0);
      ADD_FAILURE() << "still running after " << options.deadline.count() << " s: killed";
      break;
    }
    if (!signalled && signal_at == Clock::time_point::max() && std::filesystem::exists(options.signal_after_file))
      signal_at = now + options.delay;
    if (!signalled && now >= signal_at) {
      kill(options.to_group ? -pid : pid, options.signal);
      signalled = true;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  r.status = WIFEXITED(wstatus) ? WEXITSTATUS(wstatus) : -1;
  r.out = out.read();
  r.err = err.read();
  return r;
}

}  // namespace helpers
