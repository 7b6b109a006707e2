// A JSON document read as the problem reader and the server read one (docs/design.md
// "How it works"): nlohmann's parser with two refusals it lacks. A key an object repeats
// ("FILE: PATH: given twice": nlohmann keeps the last value silently, so {"size": 4,
// "size": 100} would be a board of 100 with nothing said) and nesting deeper than
// kMaxJsonDepth ("FILE: PATH: nested deeper than 64 levels"), both InputError. PATH is
// the value's place as the problem reader's messages write it: pieces[1].count.
#pragma once
#include <atomic>
#include <string>
#include <string_view>
#include <nlohmann/json.hpp>

namespace chessy {

// The document in `text`; `name` (a file name, "request") opens every message. Syntax
// errors are nlohmann's exceptions, for the caller to word. `stop`, when set, is looked
// at every 4096 events (Interrupted), as the text format looks at it every 4096 lines.
nlohmann::json read_json(std::string_view text, const std::string& name, const std::atomic<bool>* stop = nullptr);

// A key as a path shows it: plain words as they are, anything else quoted and escaped,
// so that a message stays one line whatever the document holds.
std::string json_key_text(const std::string& key);

}  // namespace chessy
