// ctest names parameterised cases by their printed parameter (the GoogleTest names are
// indices), so within a suite the printed names must be distinct and made of letters,
// digits and '_'. Each suite with such parameters checks its list with this.
#pragma once
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <set>
#include <string>

template <typename Params>
void expect_distinct_valid_names(const Params& params) {
  std::set<std::string> seen;
  for (const auto& param : params) {
    const std::string name = testing::PrintToString(param);
    EXPECT_FALSE(name.empty());
    EXPECT_TRUE(std::all_of(name.begin(), name.end(),
                            [](unsigned char c) { return std::isalnum(c) || c == '_'; }))
        << name;
    EXPECT_TRUE(seen.insert(name).second) << "duplicate name " << name;
  }
}
