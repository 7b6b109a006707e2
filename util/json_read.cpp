#include "util/json_read.hpp"

#include <algorithm>
#include <cctype>
#include <type_traits>
#include <unordered_set>
#include <vector>

#include "util/json_depth.hpp"

namespace chessy {

namespace {

// Builds the document value by value, as nlohmann's own DOM parser does, in time linear
// in the document, and throws at the first key an object repeats or the first level too
// deep, naming its path.
template <class Json>
class Reader {
 public:
  using Int = typename Json::number_integer_t;
  using Unsigned = typename Json::number_unsigned_t;
  using Float = typename Json::number_float_t;
  using String = typename Json::string_t;
  using Binary = typename Json::binary_t;

  Reader(Json& root, const std::string& file, const std::atomic<bool>* stop) : root_(root), file_(file), stop_(stop) {}

  bool null() { return value(nullptr); }
  bool boolean(bool v) { return value(v); }
  bool number_integer(Int v) { return value(v); }
  bool number_unsigned(Unsigned v) { return value(v); }
  bool number_float(Float v, const String&) { return value(v); }
  bool string(String& v) { return value(std::move(v)); }
  bool binary(Binary& v) { return value(Json::binary(std::move(static_cast<typename Binary::container_type&>(v)))); }
  bool start_object(std::size_t) { return open(Json::object()); }
  bool start_array(std::size_t) { return open(Json::array()); }
  bool end_object() { return close(); }
  bool end_array() { return close(); }

  bool key(String& k) {
    Level& up = levels_.back();
    auto& object = up.value->template get_ref<typename Json::object_t&>();
    if constexpr (std::is_same_v<Json, nlohmann::ordered_json>) {
      // An ordered_map finds a key by walking its vector: the set keeps that linear.
      if (!up.keys.insert(k).second) repeated(k);
      object.Container::emplace_back(k, nullptr);
      element_ = &object.back().second;
    } else {
      const auto [at, added] = object.emplace(k, nullptr);
      if (!added) repeated(k);
      element_ = &at->second;
    }
    up.key = std::move(k);
    return true;
  }

  template <class Exception>
  bool parse_error(std::size_t, const std::string&, const Exception& e) {
    throw e;
  }

 private:
  // An object or array being read.
  struct Level {
    Json* value;
    std::string key;                           // an object's key being read
    std::unordered_set<std::string> keys = {}; // an ordered object's keys so far
  };

  // `v` where the document is: the root, the next element of an array, the value of
  // the key just read.
  Json* place(Json&& v) {
    if (stop_ && (++events_ & 4095) == 0 && stop_->load(std::memory_order_relaxed)) throw Interrupted();
    if (levels_.empty()) {
      root_ = std::move(v);
      return &root_;
    }
    Json& up = *levels_.back().value;
    if (up.is_array()) {
      auto& array = up.template get_ref<typename Json::array_t&>();
      array.push_back(std::move(v));
      return &array.back();
    }
    *element_ = std::move(v);
    return element_;
  }
  template <class T>
  bool value(T&& v) {
    place(Json(std::forward<T>(v)));
    return true;
  }
  bool open(Json&& empty) {
    if (levels_.size() >= static_cast<std::size_t>(kMaxJsonDepth)) {
      const std::string why = "nested deeper than " + std::to_string(kMaxJsonDepth) + " levels";
      throw JsonRefused(file_ + ": " + step(0) + ": " + why, why);
    }
    Json* at = place(std::move(empty));
    levels_.push_back({at, {}});
    return true;
  }
  bool close() {
    levels_.pop_back();
    return true;
  }

  // The step from level i to the value read inside it: [2], .c (none before the root's).
  std::string step(std::size_t i) const {
    const Level& level = levels_[i];
    if (level.value->is_array()) return "[" + std::to_string(level.value->size() - 1) + "]";
    return (i ? "." : "") + json_key_text(level.key);
  }
  [[noreturn]] void repeated(const std::string& k) const {
    std::string path;
    for (std::size_t i = 0; i + 1 < levels_.size(); ++i) path += step(i);
    path += (levels_.size() > 1 ? "." : "") + json_key_text(k);
    throw JsonRefused(file_ + ": " + path + ": given twice", path + ": given twice");
  }

  Json& root_;
  const std::string& file_;
  const std::atomic<bool>* stop_;
  unsigned events_ = 0;
  std::vector<Level> levels_;
  Json* element_ = nullptr;  // the value of the key just read
};

template <class Json>
Json read(std::string_view text, const std::string& name, const std::atomic<bool>* stop) {
  Json doc;
  Reader<Json> reader(doc, name, stop);
  Json::sax_parse(text.begin(), text.end(), &reader);
  return doc;
}

}  // namespace

nlohmann::json read_json(std::string_view text, const std::string& name, const std::atomic<bool>* stop) {
  return read<nlohmann::json>(text, name, stop);
}

nlohmann::ordered_json read_ordered_json(std::string_view text, const std::string& name,
                                         const std::atomic<bool>* stop) {
  return read<nlohmann::ordered_json>(text, name, stop);
}

std::string json_key_text(const std::string& key) {
  const bool plain = !key.empty() && std::all_of(key.begin(), key.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
  });
  return plain ? key : nlohmann::json(key).dump();
}

}  // namespace chessy
