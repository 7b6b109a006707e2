// The main of a fuzz target built without libFuzzer, by any compiler: runs the target's
// LLVMFuzzerTestOneInput once on every file under the paths given (its corpus, problems/,
// tests/bad/), so that ctest replays them in every build, the sanitizer build too.
// A target aborts on a finding; the file it was reading is named on stderr first.
#include <algorithm>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <system_error>
#include <vector>

#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

namespace fs = std::filesystem;

const char* current = nullptr;  // the file being replayed, for the handler

extern "C" void name_the_input(int signal) {
  if (current) {
    const char* what = "replay: the target failed on ";
    (void)!write(STDERR_FILENO, what, std::strlen(what));
    (void)!write(STDERR_FILENO, current, std::strlen(current));
    (void)!write(STDERR_FILENO, "\n", 1);
  }
  std::signal(signal, SIG_DFL);
  std::raise(signal);
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<fs::path> files;
  for (int i = 1; i < argc; ++i) {
    std::error_code ec;
    if (fs::is_directory(argv[i], ec)) {
      for (const fs::directory_entry& e : fs::recursive_directory_iterator(argv[i]))
        if (e.is_regular_file()) files.push_back(e.path());
    } else if (fs::is_regular_file(argv[i], ec)) {
      files.emplace_back(argv[i]);
    } else {
      std::fprintf(stderr, "replay: %s: no such file or directory\n", argv[i]);
      return 2;
    }
  }
  if (files.empty()) {
    std::fprintf(stderr, "usage: %s FILE|DIR... (no inputs given)\n", argv[0]);
    return 2;
  }
  std::sort(files.begin(), files.end());
  for (int signal : {SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL}) std::signal(signal, name_the_input);
  for (const fs::path& file : files) {
    std::ifstream in(file, std::ios::binary);
    const std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    if (in.bad()) {
      std::fprintf(stderr, "replay: %s: cannot be read\n", file.c_str());
      return 2;
    }
    const std::string name = file.string();
    current = name.c_str();
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
    current = nullptr;
  }
  std::printf("replay: %zu inputs, no finding\n", files.size());
  return 0;
}
