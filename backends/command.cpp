#include "backends/command.hpp"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>
#include <vector>

#include "backends/solver.hpp"

extern char** environ;

namespace chessy {

namespace {

std::string read_whole(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// posix_spawn's file actions, released however run_command leaves.
class FileActions {
 public:
  FileActions() { posix_spawn_file_actions_init(&actions_); }
  ~FileActions() { posix_spawn_file_actions_destroy(&actions_); }
  FileActions(const FileActions&) = delete;
  FileActions& operator=(const FileActions&) = delete;
  void open(int fd, const std::filesystem::path& path, int flags) {
    posix_spawn_file_actions_addopen(&actions_, fd, path.c_str(), flags, 0600);
  }
  const posix_spawn_file_actions_t* get() const { return &actions_; }

 private:
  posix_spawn_file_actions_t actions_;
};

}  // namespace

CommandRun run_command(const std::string& command, const std::filesystem::path& file,
                       const std::filesystem::path& scratch) {
  std::string script = command;
  if (std::size_t at = script.find("{}"); at != std::string::npos) {
    for (; at != std::string::npos; at = script.find("{}", at + 4)) script.replace(at, 2, "\"$1\"");
  } else {
    script += " \"$1\"";
  }
  const std::filesystem::path out = scratch / "stdout", err = scratch / "stderr";
  FileActions actions;
  actions.open(0, file, O_RDONLY);
  actions.open(1, out, O_WRONLY | O_CREAT | O_TRUNC);
  actions.open(2, err, O_WRONLY | O_CREAT | O_TRUNC);
  std::string sh = "sh", dash_c = "-c", path = file.string();
  std::vector<char*> argv{sh.data(), dash_c.data(), script.data(), sh.data(), path.data(), nullptr};

  pid_t pid = 0;
  if (int e = posix_spawn(&pid, "/bin/sh", actions.get(), nullptr, argv.data(), environ); e != 0)
    throw SolverFailure("cannot start /bin/sh: " + std::string(std::strerror(e)));
  int status = 0;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) throw SolverFailure("cannot wait for the solver: " + std::string(std::strerror(errno)));

  CommandRun run;
  if (WIFEXITED(status)) run.exit_status = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) run.signal = WTERMSIG(status);
  run.out = read_whole(out);
  run.err = read_whole(err);
  return run;
}

TempDir::TempDir() {
  std::error_code ec;
  std::filesystem::path tmp = std::filesystem::temp_directory_path(ec);
  if (ec) tmp = "/tmp";
  std::string pattern = (tmp / "chessy-sat-XXXXXX").string();
  if (!mkdtemp(pattern.data()))
    throw SolverFailure("cannot make a temporary directory " + pattern + ": " + std::strerror(errno));
  path_ = pattern;
}

TempDir::~TempDir() {
  std::error_code ignored;  // nothing to be done about a directory that will not go
  std::filesystem::remove_all(path_, ignored);
}

}  // namespace chessy
