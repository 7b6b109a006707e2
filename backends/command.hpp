// Runs an external program the way the external backend (external.cpp) runs a SAT
// solver: the user's command line through /bin/sh -c, with a file's path where the
// command says `{}` or else appended, the file also on standard input, and standard
// output and error captured in files. The path reaches the shell as "$1", never
// spliced into the command text, so no path needs quoting.
#pragma once
#include <filesystem>
#include <string>

namespace chessy {

struct CommandRun {
  int exit_status = -1;  // its exit status, when it exited
  int signal = 0;        // the signal that killed it, when one did
  std::string out, err;  // what it wrote on standard output and standard error
};

// Throws SolverFailure when the shell cannot be started.
CommandRun run_command(const std::string& command, const std::filesystem::path& file,
                       const std::filesystem::path& scratch);

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
