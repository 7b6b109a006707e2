#include "util/json_read.hpp"

#include <algorithm>
#include <cctype>
#include <set>
#include <vector>

#include "chessy/errors.hpp"
#include "util/json_depth.hpp"

namespace chessy {

namespace {

using nlohmann::json;

// Follows the parser through the document and throws at the first key an object
// repeats or the first level too deep, naming its path.
class RepeatedKeys {
 public:
  RepeatedKeys(const std::string& file, const std::atomic<bool>* stop) : file_(file), stop_(stop) {}

  bool operator()(int depth, json::parse_event_t event, json& parsed) {
    using Event = json::parse_event_t;
    if (stop_ && (++events_ & 4095) == 0 && stop_->load(std::memory_order_relaxed)) throw Interrupted();
    switch (event) {
      case Event::object_start:
      case Event::array_start:
        if (depth >= kMaxJsonDepth)
          throw InputError(file_ + ": " + levels_.at(1).path + ": nested deeper than " + std::to_string(kMaxJsonDepth) +
                           " levels");
        levels_.push_back({event == Event::array_start, 0, path_below(), {}, {}});
        break;
      case Event::key:
        levels_.back().key = parsed.get<std::string>();
        if (!levels_.back().keys.insert(levels_.back().key).second)
          throw InputError(file_ + ": " + path_below() + ": given twice");
        break;
      case Event::object_end:
      case Event::array_end:
        levels_.pop_back();
        [[fallthrough]];
      case Event::value:  // one more element of the array around it
        if (!levels_.empty() && levels_.back().array) ++levels_.back().index;
        break;
    }
    return true;  // every value kept
  }

 private:
  // An object or array being read.
  struct Level {
    bool array;
    std::size_t index;              // an array's element being read
    std::string path;               // its own path
    std::set<std::string> keys;     // an object's keys so far
    std::string key;                // an object's key being read
  };
  // The path of the value being read: a.b[2].c.
  std::string path_below() const {
    if (levels_.empty()) return "";
    const Level& up = levels_.back();
    if (up.array) return up.path + "[" + std::to_string(up.index) + "]";
    return up.path.empty() ? json_key_text(up.key) : up.path + "." + json_key_text(up.key);
  }

  const std::string& file_;
  const std::atomic<bool>* stop_;
  unsigned events_ = 0;
  std::vector<Level> levels_;
};

}  // namespace

nlohmann::json read_json(std::string_view text, const std::string& name, const std::atomic<bool>* stop) {
  return json::parse(text.begin(), text.end(), RepeatedKeys(name, stop));
}

std::string json_key_text(const std::string& key) {
  const bool plain = !key.empty() && std::all_of(key.begin(), key.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
  });
  return plain ? key : json(key).dump();
}

}  // namespace chessy
