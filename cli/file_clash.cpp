#include "cli/file_clash.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>

#include "model/errors.hpp"

namespace chessy {

namespace {

namespace fs = std::filesystem;

// Whether a and b are one regular file, or one path where neither exists yet.
bool same_file(const std::string& a, const std::string& b) {
  std::error_code ec;
  const fs::file_status sa = fs::status(a, ec), sb = fs::status(b, ec);
  if (fs::exists(sa) && fs::exists(sb))
    return fs::is_regular_file(sa) && fs::equivalent(a, b, ec);
  if (fs::exists(sa) || fs::exists(sb)) return false;
  const fs::path ca = fs::weakly_canonical(a, ec), cb = fs::weakly_canonical(b, ec);
  return !ec && ca == cb;
}

bool named(const NamedFile& f) { return !f.second.empty() && f.second != "-"; }

// Whether standard input is the regular file `path` (`chessy-sat - -o p.txt < p.txt`):
// by device and inode, as the shell opened it before the run.
bool is_standard_input(const std::string& path) {
  struct stat in {}, out {};
  return fstat(STDIN_FILENO, &in) == 0 && S_ISREG(in.st_mode) && stat(path.c_str(), &out) == 0 &&
         in.st_dev == out.st_dev && in.st_ino == out.st_ino;
}

}  // namespace

void check_file_clashes(const std::vector<NamedFile>& outputs, const std::vector<NamedFile>& inputs) {
  auto refuse_same = [](const NamedFile& out, const NamedFile& other, const std::string& loss) {
    if (named(out) && named(other) && same_file(out.second, other.second))
      throw InputError("chessy-sat: " + out.first + " and " + other.first + " name the same file '" + out.second +
                       "': " + loss);
  };
  for (std::size_t i = 0; i < outputs.size(); ++i) {
    for (const NamedFile& in : inputs) {
      refuse_same(outputs[i], in, "writing it would destroy what is read");
      if (in.second == "-" && named(outputs[i]) && is_standard_input(outputs[i].second))
        throw InputError("chessy-sat: " + outputs[i].first + " and " + in.first +
                         " (standard input) name the same file '" + outputs[i].second +
                         "': writing it would destroy what is read");
    }
    for (std::size_t j = i + 1; j < outputs.size(); ++j)
      refuse_same(outputs[i], outputs[j], "one output would replace the other");
  }
}

}  // namespace chessy
