// What a search is asked to find and how: one type for each choice, shared by every
// face of chessy (the command line, the API, Python, serve, the part files, the engines
// inside), named as the user names it, and the one table of its words: the options'
// values, the JSON keys and values, the part files' settings and --stats.
#pragma once
#include <array>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace chessy {

enum class Mode { One, Count, All };     // one solution (the default), --count, --all
enum class Optimize { None, Min, Max };  // --min, --max: the open count ('?') first
// --engine (docs/manual.md). Regions: the region puzzles' own search (issue 37). Local,
// the huge-board engine's construction or local search that auto tries first for one
// solution of queens or rooks (docs/design.md "Huge boards"), is an engine that --stats
// names but no one chooses: it is not a choice.
enum class Engine { Auto, Sat, Backtrack, Bits, Regions, Local };

// The words, by value. Optimize::None has none: its key is left out.
inline constexpr std::array<std::string_view, 3> kModeWords{"one", "count", "all"};
inline constexpr std::array<std::string_view, 3> kOptimizeWords{"", "min", "max"};
inline constexpr std::array<std::string_view, 6> kEngineWords{"auto", "sat", "backtrack", "bits", "regions", "local"};
// What the optimum is called in the output: "minimum: 5", {"minimum": 5}.
inline constexpr std::array<std::string_view, 3> kOptimumWords{"", "minimum", "maximum"};

constexpr std::span<const std::string_view> words_of(Mode) { return kModeWords; }
constexpr std::span<const std::string_view> words_of(Optimize) { return kOptimizeWords; }
constexpr std::span<const std::string_view> words_of(Engine) { return kEngineWords; }

// Whether `engine` may be asked for (--engine, Options::engine, Python's engine=).
constexpr bool is_choice(Engine engine) { return engine != Engine::Local; }
// Those engines as messages list them: "auto, sat, backtrack, bits, regions".
inline std::string engine_choices() {
  std::string out;
  for (std::size_t i = 0; i < kEngineWords.size(); ++i)
    if (is_choice(static_cast<Engine>(i))) out += (out.empty() ? "" : ", ") + std::string(kEngineWords[i]);
  return out;
}

template <class Choice>
concept ChoiceType = requires(Choice c) { words_of(c); };

// "count", "min", "sat"; "" for Optimize::None.
template <ChoiceType Choice>
constexpr std::string_view word_of(Choice choice) {
  return words_of(choice)[static_cast<std::size_t>(choice)];
}

// "minimum", "maximum" ("" for Optimize::None).
constexpr std::string_view optimum_word(Optimize optimize) { return kOptimumWords[static_cast<std::size_t>(optimize)]; }

// The value `text` names, or nothing (also for "": no word names Optimize::None).
template <ChoiceType Choice>
constexpr std::optional<Choice> named(std::string_view text) {
  const std::span<const std::string_view> all = words_of(Choice{});
  for (std::size_t i = 0; i < all.size(); ++i)
    if (!all[i].empty() && all[i] == text) return static_cast<Choice>(i);
  return std::nullopt;
}

}  // namespace chessy
