// Text from outside (file names, what a file or a program holds) as it may appear in a
// message or a comment line: one line, nothing a terminal would act on.
#pragma once
#include <string>
#include <string_view>

namespace chessy {

// `c` as is when it is printable ASCII, else \xHH (control and non-ASCII bytes).
std::string printable(char c);

// Every byte of `s` as above. Idempotent: printable(printable(s)) == printable(s),
// so text escaped early may be escaped again where it is printed.
std::string printable(std::string_view s);

}  // namespace chessy
