#include "enumerate/engine_name.hpp"

#include <array>
#include <utility>

namespace chessy {

const char* engine_name(Engine engine) {
  return engine == Engine::Backtrack ? "backtrack"
         : engine == Engine::Bits    ? "bits"
         : engine == Engine::Local   ? "local"
                                     : "sat";
}
Engine engine_named(const std::string& name) {
  return name == "backtrack" ? Engine::Backtrack : name == "bits" ? Engine::Bits : name == "sat" ? Engine::Blocking : Engine::Auto;
}

namespace {

constexpr std::array<std::pair<Rule, const char*>, 12> kRules{{{Rule::Asked, "asked"},
                                                               {Rule::NQueens, "n-queens"},
                                                               {Rule::Small, "small"},
                                                               {Rule::AnyOrder, "any-order"},
                                                               {Rule::Independence, "independence"},
                                                               {Rule::Learning, "learning"},
                                                               {Rule::Domination, "domination"},
                                                               {Rule::Optimum, "optimum"},
                                                               {Rule::Backend, "backend"},
                                                               {Rule::Narrow, "narrow"},
                                                               {Rule::Wide, "wide"},
                                                               {Rule::Huge, "huge"}}};

}  // namespace

const char* rule_name(Rule rule) {
  for (const auto& [r, name] : kRules)
    if (r == rule) return name;
  return "learning";
}
Rule rule_named(const std::string& name) {
  for (const auto& [r, word] : kRules)
    if (name == word) return r;
  return Rule::Learning;
}

}  // namespace chessy
