// A result file (-o FILE, --part ... -o FILE, --dimacs FILE), opened before the work
// and written whole or not at all, through no name that someone else could plant.
//   - nothing or a regular file at FILE: the results go to a new temporary file beside
//     it (a random name, O_EXCL: never a file or symlink that was there), which takes
//     the old file's mode and owner and is renamed over FILE when the run commits;
//   - a symlink or anything else (a device, a FIFO): written through directly, as a
//     shell's `>` would, and a regular file reached that way emptied only when the
//     first results are written; no rename, so /dev/null stays /dev/null.
#pragma once
#include <memory>
#include <ostream>
#include <streambuf>
#include <string>

namespace chessy {

// Removes every uncommitted temporary now, from a signal handler (async-signal-safe:
// unlink alone): a second Ctrl-C, which ends the process at once, leaves no FILE.tmp.*
// behind (cli/main.cpp).
void remove_temporaries_at_once();

class OutputFile {
 public:
  // InputError "chessy-sat: cannot write 'FILE': why" when FILE cannot be written
  // (no such directory, no permission, a directory, a dangling symlink).
  explicit OutputFile(const std::string& path);
  // An uncommitted temporary is removed: a failed run leaves FILE as it was.
  ~OutputFile();
  OutputFile(const OutputFile&) = delete;
  OutputFile& operator=(const OutputFile&) = delete;

  std::ostream& stream() { return stream_; }

  // Everything written so far, flushed to the disk and in place under FILE;
  // InputError when any of it could not be written (a full disk).
  void commit();

 private:
  std::string path_;       // FILE, as given
  std::string temporary_;  // the temporary beside it; empty when writing to FILE itself
  int slot_ = -1;          // its name's slot for remove_temporaries_at_once (-1: none)
  int fd_ = -1;
  std::unique_ptr<std::streambuf> buffer_;  // writes to fd_, remembers the first error
  std::ostream stream_;
};

}  // namespace chessy
