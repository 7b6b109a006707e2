// What the command-line tests share: chessy-sat run through chessy::run_app (exactly
// what users run), the lines and boards of its output, and temporary files.
#pragma once
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/app.hpp"

namespace helpers {

struct AppRun {
  int status;
  std::string out, err;
};

// `chessy-sat args...` with `stdin_text` on standard input.
inline AppRun run(const std::vector<std::string>& args, const std::string& stdin_text = "") {
  std::istringstream in(stdin_text);
  std::ostringstream out, err;
  int status = chessy::run_app(args, in, out, err);
  return {status, out.str(), err.str()};
}

inline std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// Boards of a multi-solution output: separated by one blank line (docs/output.md).
inline std::vector<std::string> boards_of(const std::string& text) {
  std::vector<std::string> boards;
  std::string current;
  for (const std::string& line : lines_of(text)) {
    if (line.empty()) {
      boards.push_back(current);
      current.clear();
    } else {
      current += line + '\n';
    }
  }
  if (!current.empty()) boards.push_back(current);
  return boards;
}

inline std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// A file of our own in the system's temporary directory, removed afterwards. The name
// holds the process and the object, since ctest runs tests in parallel processes.
class TempFile {
 public:
  explicit TempFile(const std::string& stem, const std::string& extension = ".txt")
      : path_(std::filesystem::temp_directory_path() /
              (stem + "-" + std::to_string(getpid()) + "-" +
               std::to_string(reinterpret_cast<std::uintptr_t>(this)) + extension)) {
    std::filesystem::remove(path_);
  }
  ~TempFile() {
    std::error_code ec;
    std::filesystem::remove(path_, ec);
  }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;

  std::string path() const { return path_.string(); }
  void write(const std::string& text) const { std::ofstream(path_, std::ios::binary) << text; }
  std::string read() const { return read_file(path_); }

 private:
  std::filesystem::path path_;
};

// A directory of our own in the system's temporary directory, removed afterwards with
// all it holds.
class TempDir {
 public:
  explicit TempDir(const std::string& stem) : file_(stem, "") { std::filesystem::create_directories(file_.path()); }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(file_.path(), ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  std::string path() const { return file_.path(); }
  // The path of `file` in it.
  std::string operator/(const std::string& file) const { return path() + "/" + file; }

 private:
  TempFile file_;
};

// What bash prints on standard output running `script` (chessy-sat is CHESSY_BINARY in
// it), a process of its own: pipes, signals, a standard input that is no terminal.
inline std::string bash_output(const std::string& script) {
  TempFile file("bash-script", ".sh");
  file.write(script);
  FILE* pipe = popen(("bash '" + file.path() + "'").c_str(), "r");
  if (!pipe) return "cannot run bash";
  std::string out;
  char buffer[4096];
  for (std::size_t n; (n = fread(buffer, 1, sizeof buffer, pipe)) > 0;) out.append(buffer, n);
  pclose(pipe);
  return out;
}

}  // namespace helpers
