#include "cli/output_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <random>

#include "model/parse.hpp"

namespace chessy {

namespace {

[[noreturn]] void cannot_write(const std::string& path, const std::string& why) {
  throw InputError("chessy-sat: cannot write '" + path + "': " + why);
}

// An ostream's buffer over a file descriptor, which keeps the first write error.
class FdBuffer : public std::streambuf {
 public:
  // `empty_first`: the fd is a regular file that is truncated just before the first
  // write (FILE written through a symlink), so a run that fails leaves it as it was.
  FdBuffer(int fd, bool empty_first) : fd_(fd), empty_first_(empty_first) { setp(data_, data_ + sizeof data_); }

  // Drains the buffer (and truncates, if nothing was written yet): the errno of the
  // first failure, 0 when all went out.
  int finish() {
    drain();
    return error_;
  }

 protected:
  int_type overflow(int_type c) override {
    if (!drain()) return traits_type::eof();
    if (!traits_type::eq_int_type(c, traits_type::eof())) {
      *pptr() = traits_type::to_char_type(c);
      pbump(1);
    }
    return traits_type::not_eof(c);
  }
  int sync() override { return drain() ? 0 : -1; }

 private:
  bool drain() {
    if (error_) return false;
    if (empty_first_) {
      if (ftruncate(fd_, 0) != 0) return fail();
      empty_first_ = false;
    }
    for (const char* p = pbase(); p < pptr();) {
      const ssize_t n = write(fd_, p, static_cast<std::size_t>(pptr() - p));
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) return fail();
      p += n;
    }
    setp(data_, data_ + sizeof data_);
    return true;
  }
  bool fail() {
    error_ = errno ? errno : EIO;
    return false;
  }

  int fd_;
  bool empty_first_;
  int error_ = 0;
  char data_[1 << 16];
};

// The temporaries' names where a signal handler can read them: a fixed table, a slot
// claimed by an atomic flag, the name written before the flag says it is there.
constexpr int kSlots = 8;
constexpr std::size_t kNameBytes = 4096;
struct Slot {
  std::atomic<int> state{0};  // 0 free, 1 being written or cleared, 2 a name to remove
  char name[kNameBytes];
};
Slot slots[kSlots];
static_assert(std::atomic<int>::is_always_lock_free);

int hold_name(const std::string& name) {
  if (name.size() >= kNameBytes) return -1;
  for (int i = 0; i < kSlots; ++i) {
    int free = 0;
    if (!slots[i].state.compare_exchange_strong(free, 1)) continue;
    std::memcpy(slots[i].name, name.c_str(), name.size() + 1);
    slots[i].state.store(2);
    return i;
  }
  return -1;  // more than kSlots at once: that one is left to the destructor alone
}

void release_name(int slot) {
  if (slot >= 0) slots[slot].state.store(0);
}

// A name beside `path` that nobody can have chosen before: 64 random bits.
std::string temporary_name(const std::filesystem::path& path) {
  std::random_device random;
  const std::uint64_t bits = (std::uint64_t{random()} << 32) ^ random();
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(bits));
  // Within NAME_MAX however long FILE's own name is.
  return (path.parent_path() / (path.filename().string().substr(0, 200) + ".tmp." + hex)).string();
}

}  // namespace

void remove_temporaries_at_once() {
  for (Slot& s : slots)
    if (s.state.load() == 2) unlink(s.name);
}

OutputFile::OutputFile(const std::string& path) : path_(path), stream_(nullptr) {
  struct stat old {};
  const bool exists = lstat(path.c_str(), &old) == 0;
  if (!exists && errno != ENOENT) cannot_write(path, std::strerror(errno));
  bool empty_first = false;
  if (exists && !S_ISREG(old.st_mode)) {
    // No O_CREAT: a dangling symlink is refused, not followed to make a file.
    fd_ = open(path.c_str(), O_WRONLY | O_NOCTTY | O_CLOEXEC);
    if (fd_ < 0) cannot_write(path, std::strerror(errno));
    struct stat target {};
    empty_first = fstat(fd_, &target) == 0 && S_ISREG(target.st_mode);
  } else {
    for (int attempt = 0; fd_ < 0 && attempt < 100; ++attempt) {
      temporary_ = temporary_name(path);
      fd_ = open(temporary_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
      if (fd_ < 0 && errno != EEXIST) break;
    }
    if (fd_ < 0) {
      const int why = errno;
      temporary_.clear();
      const std::filesystem::path parent = std::filesystem::path(path).parent_path();
      std::error_code ec;
      if (!parent.empty() && !std::filesystem::is_directory(parent, ec))
        cannot_write(path, "no directory '" + parent.string() + "'");
      cannot_write(path, std::strerror(why));
    }
    // The file replaced keeps its mode (a 0600 file stays 0600) and, where we may give
    // it, its owner (root may; another user's file in a directory of ours becomes ours).
    if (exists && (old.st_uid != geteuid() || old.st_gid != getegid())) (void)!fchown(fd_, old.st_uid, old.st_gid);
    if (exists && fchmod(fd_, old.st_mode & 07777) != 0) cannot_write(path, std::strerror(errno));
  }
  if (!temporary_.empty()) slot_ = hold_name(temporary_);
  buffer_ = std::make_unique<FdBuffer>(fd_, empty_first);
  stream_.rdbuf(buffer_.get());
}

OutputFile::~OutputFile() {
  if (fd_ >= 0) close(fd_);
  if (!temporary_.empty()) unlink(temporary_.c_str());
  release_name(slot_);
}

void OutputFile::commit() {
  stream_.flush();
  int error = static_cast<FdBuffer&>(*buffer_).finish();
  // On the disk before it takes FILE's name: a crash then leaves the old file or the
  // new one, never an empty one. (A device or a FIFO has nothing to sync.)
  if (!error && fsync(fd_) != 0 && errno != EINVAL && errno != EROFS) error = errno;
  if (close(fd_) != 0 && !error) error = errno;
  fd_ = -1;
  // Renamed, the name is no temporary's any more: not removed by a signal from now on.
  release_name(slot_);
  slot_ = -1;
  if (!error && !temporary_.empty() && rename(temporary_.c_str(), path_.c_str()) != 0) error = errno;
  if (error) cannot_write(path_, std::strerror(error));
  if (temporary_.empty()) return;
  temporary_.clear();
  // The rename itself made lasting (best effort: not every file system syncs a directory).
  std::string parent = std::filesystem::path(path_).parent_path().string();
  const int dir = open(parent.empty() ? "." : parent.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir >= 0) {
    fsync(dir);
    close(dir);
  }
}

}  // namespace chessy
