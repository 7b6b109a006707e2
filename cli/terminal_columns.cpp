#include "cli/terminal_columns.hpp"

#include <sys/ioctl.h>

#include <cstdlib>
#include <string>

namespace chessy {

int terminal_columns(const char* columns_variable, int fd) {
  if (columns_variable && *columns_variable) {
    const std::string text = columns_variable;
    if (text.size() <= 6 && text.find_first_not_of("0123456789") == std::string::npos && std::stoi(text) > 0)
      return std::stoi(text);
  }
  winsize size{};
  if (ioctl(fd, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) return size.ws_col;
  return 80;
}

}  // namespace chessy
