// A JSON document read as the problem reader, the server and the part files read one
// (docs/design.md "How it works"): nlohmann's parser with two refusals it lacks. A key
// an object repeats ("FILE: PATH: given twice": nlohmann keeps the last value silently,
// so {"size": 4, "size": 100} would be a board of 100 with nothing said) and nesting
// deeper than kMaxJsonDepth ("FILE: PATH: nested deeper than 64 levels"), both
// JsonRefused. PATH is the value's place as the problem reader's messages write it:
// pieces[1].count.
//
// In time linear in the document (issue 41): the document is built by a SAX handler of
// our own. nlohmann's parse callback, which the checks once rode on, looks through the
// whole array or object around each value it has ended for one to discard, so 200,000
// `{}` in a "comment" took 16 s and a 400,000-entry "fixed" list 77 s.
#pragma once
#include <atomic>
#include <string>
#include <string_view>
#include <nlohmann/json.hpp>

#include "chessy/errors.hpp"

namespace chessy {

// A document refused for a key given twice or nesting too deep: the whole message
// ("FILE: PATH: given twice"), and `reason` without the file ("PATH: given twice",
// "nested deeper than 64 levels": the depth's without its path).
struct JsonRefused : InputError {
  JsonRefused(const std::string& message, std::string why) : InputError(message), reason(std::move(why)) {}
  std::string reason;
};

// The document in `text`; `name` (a file name, "request") opens every message. Syntax
// errors are nlohmann's exceptions, for the caller to word. `stop`, when set, is looked
// at every 4096 values (Interrupted), as the text format looks at it every 4096 lines.
nlohmann::json read_json(std::string_view text, const std::string& name, const std::atomic<bool>* stop = nullptr);
// The same, keys in the document's order (the part files, whose digest is over it).
nlohmann::ordered_json read_ordered_json(std::string_view text, const std::string& name,
                                         const std::atomic<bool>* stop = nullptr);

// A key as a path shows it: plain words as they are, anything else quoted and escaped,
// so that a message stays one line whatever the document holds.
std::string json_key_text(const std::string& key);

}  // namespace chessy
