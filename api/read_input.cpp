#include "api/read_input.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <istream>

#include "api/stoppable_read.hpp"
#include "model/errors.hpp"
#include "util/printable.hpp"

namespace chessy {

namespace {
constexpr std::size_t kMaxInputBytes = 64u << 20;
}  // namespace

namespace {

// A named file, opened without blocking (a FIFO without a writer would hold open()),
// closed however reading it ends.
class InputFile {
 public:
  explicit InputFile(const std::string& name) : fd_(open(name.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)) {
    if (fd_ < 0) throw InputError("chessy-sat: cannot open '" + name + "': " + std::strerror(errno));
  }
  ~InputFile() { close(fd_); }
  InputFile(const InputFile&) = delete;
  InputFile& operator=(const InputFile&) = delete;
  int fd() const { return fd_; }

 private:
  int fd_;
};

}  // namespace

void read_input_blocks(const std::string& name, std::istream& in, const std::atomic<bool>* stop,
                       const std::function<void(std::string_view)>& each) {
  char buffer[1 << 16];
  if (name != "-") {
    std::error_code ec;
    if (std::filesystem::is_directory(name, ec))
      throw InputError("chessy-sat: '" + name + "' is a directory, not a file");
    const InputFile file(name);
    for (long n; (n = read_when_ready(file.fd(), buffer, sizeof buffer, stop)) != 0;) {
      if (n < 0) throw InputError("chessy-sat: cannot read '" + name + "': " + std::strerror(errno));
      each(std::string_view(buffer, static_cast<std::size_t>(n)));
    }
    return;
  }
  errno = 0;
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0) each(std::string_view(buffer, static_cast<std::size_t>(in.gcount())));
  // main's standard input ends early when the flag stops a wait (stoppable_read.hpp);
  // input that was all there is read whatever the flag says.
  if (const auto* s = dynamic_cast<const StoppableInput*>(in.rdbuf()); s && s->stopped()) throw Interrupted();
  // Standard input a directory or closed (`< /`, `<&-`): said so, not "cannot read '-'".
  if (in.bad()) throw InputError(std::string("chessy-sat: cannot read standard input") + (errno ? ": " + std::string(std::strerror(errno)) : ""));
}

std::string read_input(const std::string& name, std::istream& in, const std::atomic<bool>* stop) {
  std::string text;
  read_input_blocks(name, in, stop, [&](std::string_view block) {
    text.append(block);
    if (text.size() > kMaxInputBytes)
      throw InputError(display_name(name) + ": larger than " + std::to_string(kMaxInputBytes >> 20) + " MiB");
  });
  return text;
}

std::string display_name(const std::string& name) { return name == "-" ? "<stdin>" : printable(name); }

}  // namespace chessy
