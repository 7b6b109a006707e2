// How wide the terminal is, for the progress line that must fit on one of its lines.
#pragma once

namespace chessy {

// The width of the terminal on `fd`: COLUMNS (`columns_variable`, when a positive whole
// number: the user's word, as for other programs), else the terminal's own
// (TIOCGWINSZ), else 80.
int terminal_columns(const char* columns_variable, int fd);

}  // namespace chessy
