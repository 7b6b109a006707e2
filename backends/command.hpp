// Runs an external program the way the external backend (external.cpp) runs a SAT
// solver: the user's command line through /bin/sh -c, with a file's path where the
// command says `{}` or else appended, the file also on standard input, and standard
// output and error captured in files. The path reaches the shell as "$1", never
// spliced into the command text, so no path needs quoting.
//
// The command runs in a process group of its own: the terminal's Ctrl-C reaches only
// chessy-sat, which decides (a stop flag), and killing the group also kills whatever
// `sh -c` started. The group is killed when the stop flag is raised, when the output
// passes its cap, and, for anything left behind, when the command ends.
#pragma once
#include <atomic>
#include <cstddef>
#include <filesystem>
#include <string>

namespace chessy {

struct CommandRun {
  int exit_status = -1;  // its exit status, when it exited
  int signal = 0;        // the signal that killed it, when one did
  bool stopped = false;  // killed because the stop flag was raised
  bool too_long = false; // killed, or read no further, because an output passed the cap
  std::string out, err;  // what it wrote on standard output (up to the cap) and the
                         // start of what it wrote on standard error
};

// What a command may do and what ends it early.
struct CommandLimits {
  std::size_t max_output = 64u << 20;      // bytes on standard output or error
  const std::atomic<bool>* stop = nullptr;  // when it becomes true, the run is killed
};

// Throws SolverFailure when the shell cannot be started.
CommandRun run_command(const std::string& command, const std::filesystem::path& file,
                       const std::filesystem::path& scratch, const CommandLimits& limits = {});

// Kills the process group of every command running now. Async-signal-safe: for a
// signal handler about to end chessy-sat, so that no solver outlives it.
void kill_running_commands() noexcept;

// A fresh private directory under the system's temporary directory, removed with all
// it holds when this goes.
class TempDir {
 public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

}  // namespace chessy
