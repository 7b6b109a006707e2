#include "backends/command.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <vector>

#include "backends/solver.hpp"

extern char** environ;

namespace chessy {

namespace {

// The process groups of the commands running now (0: a free slot), for
// kill_running_commands; lock-free, so a signal handler may read them. A command
// started while all are taken is still watched, only not killed by a dying handler.
constexpr std::size_t kTracked = 256;
std::atomic<pid_t> running[kTracked];
static_assert(std::atomic<pid_t>::is_always_lock_free);

void track(pid_t pid) {
  for (std::atomic<pid_t>& slot : running) {
    pid_t free = 0;
    if (slot.compare_exchange_strong(free, pid)) return;
  }
}

void untrack(pid_t pid) {
  for (std::atomic<pid_t>& slot : running) {
    pid_t mine = pid;
    if (slot.compare_exchange_strong(mine, 0)) return;
  }
}

// posix_spawn's file actions and attributes, released however run_command leaves.
class Spawn {
 public:
  Spawn() {
    posix_spawn_file_actions_init(&actions_);
    posix_spawnattr_init(&attributes_);
    // A process group of its own, led by the shell (pgid = its pid).
    posix_spawnattr_setflags(&attributes_, POSIX_SPAWN_SETPGROUP);
    posix_spawnattr_setpgroup(&attributes_, 0);
  }
  ~Spawn() {
    posix_spawn_file_actions_destroy(&actions_);
    posix_spawnattr_destroy(&attributes_);
  }
  Spawn(const Spawn&) = delete;
  Spawn& operator=(const Spawn&) = delete;
  void open(int fd, const std::filesystem::path& path, int flags) {
    posix_spawn_file_actions_addopen(&actions_, fd, path.c_str(), flags, 0600);
  }
  void dup(int from, int to) { posix_spawn_file_actions_adddup2(&actions_, from, to); }
  const posix_spawn_file_actions_t* actions() const { return &actions_; }
  const posix_spawnattr_t* attributes() const { return &attributes_; }

 private:
  posix_spawn_file_actions_t actions_;
  posix_spawnattr_t attributes_;
};

// A descriptor closed however run_command leaves.
class Fd {
 public:
  explicit Fd(int fd) : fd_(fd) {}
  ~Fd() {
    if (fd_ >= 0) close(fd_);
  }
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  int get() const { return fd_; }

 private:
  int fd_;
};

// A captured output: made here, so that its size can be watched while the command runs.
int output_file(const std::filesystem::path& path) {
  const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (fd < 0) throw SolverFailure("cannot create " + path.string() + ": " + std::strerror(errno));
  return fd;
}

std::size_t size_of(int fd) {
  struct stat st {};
  return fstat(fd, &st) == 0 ? static_cast<std::size_t>(st.st_size) : 0;
}

// The first `max` bytes of a captured output.
std::string read_start(int fd, std::size_t max) {
  std::string text(std::min(size_of(fd), max), '\0');
  std::size_t got = 0;
  while (got < text.size()) {
    const ssize_t n = pread(fd, text.data() + got, text.size() - got, static_cast<off_t>(got));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    got += static_cast<std::size_t>(n);
  }
  text.resize(got);
  return text;
}

// A descriptor that becomes readable when `pid` ends (Linux 5.3), or -1.
int open_pidfd(pid_t pid) {
#ifdef SYS_pidfd_open
  return static_cast<int>(syscall(SYS_pidfd_open, pid, 0));
#else
  (void)pid;
  return -1;
#endif
}

// Waits until the command ends, without reaping it (so its pid, and with it the group,
// stays taken: killing the group can never hit a stranger), and kills its group once
// the stop flag is raised or an output passes the cap. These are checked every 50 ms;
// the end is seen at once where the kernel has pidfds, else within 50 ms.
void watch(pid_t pid, int out, int err, const CommandLimits& limits, CommandRun& run) {
  const Fd ended(open_pidfd(pid));
  for (int nap_ms = 1;; nap_ms = std::min(2 * nap_ms, 50)) {
    siginfo_t info{};
    const int waited = waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT);
    if ((waited == 0 && info.si_pid == pid) || (waited < 0 && errno != EINTR)) return;
    if (!run.stopped && !run.too_long) {
      run.stopped = limits.stop && limits.stop->load(std::memory_order_relaxed);
      run.too_long = !run.stopped && std::max(size_of(out), size_of(err)) > limits.max_output;
      if (run.stopped || run.too_long) kill(-pid, SIGKILL);
    }
    pollfd readable{ended.get(), POLLIN, 0};
    poll(&readable, ended.get() >= 0 ? 1 : 0, ended.get() >= 0 ? 50 : nap_ms);
  }
}

}  // namespace

CommandRun run_command(const std::string& command, const std::filesystem::path& file,
                       const std::filesystem::path& scratch, const CommandLimits& limits) {
  std::string script = command;
  if (std::size_t at = script.find("{}"); at != std::string::npos) {
    for (; at != std::string::npos; at = script.find("{}", at + 4)) script.replace(at, 2, "\"$1\"");
  } else {
    script += " \"$1\"";
  }
  const Fd out(output_file(scratch / "stdout")), err(output_file(scratch / "stderr"));
  Spawn spawn;
  spawn.open(0, file, O_RDONLY);
  spawn.dup(out.get(), 1);
  spawn.dup(err.get(), 2);
  std::string sh = "sh", dash_c = "-c", path = file.string();
  std::vector<char*> argv{sh.data(), dash_c.data(), script.data(), sh.data(), path.data(), nullptr};

  pid_t pid = 0;
  if (int e = posix_spawn(&pid, "/bin/sh", spawn.actions(), spawn.attributes(), argv.data(), environ); e != 0)
    throw SolverFailure("cannot start /bin/sh: " + std::string(std::strerror(e)));
  track(pid);
  CommandRun run;
  watch(pid, out.get(), err.get(), limits, run);
  kill(-pid, SIGKILL);  // whatever the command left running in its group
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  untrack(pid);

  if (WIFEXITED(status)) run.exit_status = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) run.signal = WTERMSIG(status);
  run.too_long = run.too_long || size_of(out.get()) > limits.max_output;
  run.out = read_start(out.get(), limits.max_output);
  run.err = read_start(err.get(), 4096);  // messages quote its first line only
  return run;
}

void kill_running_commands() noexcept {
  for (std::atomic<pid_t>& slot : running)
    if (const pid_t pid = slot.load(); pid > 0) kill(-pid, SIGKILL);
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
