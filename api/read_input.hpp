// Reading a problem file or standard input whole, with the limits every reader shares.
#pragma once
#include <atomic>
#include <functional>
#include <iosfwd>
#include <string>
#include <string_view>

namespace chessy {

// A whole file ("-": `in`), at most 64 MiB; InputError when it cannot be read.
// Interrupted when *stop becomes true while it waits for bytes (stoppable_read.hpp).
std::string read_input(const std::string& name, std::istream& in, const std::atomic<bool>* stop = nullptr);

// The same bytes a block at a time (at most 64 KiB each) to `each`, without the 64 MiB
// limit, for a reader that keeps less than the file: `check`'s placement list (issue 41).
void read_input_blocks(const std::string& name, std::istream& in, const std::atomic<bool>* stop,
                       const std::function<void(std::string_view)>& each);

// How messages and the DIMACS header name a file: as given with control and non-ASCII
// bytes as \xHH (printable.hpp), "<stdin>" for "-".
std::string display_name(const std::string& name);

}  // namespace chessy
