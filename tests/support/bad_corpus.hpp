// The bad inputs of tests/bad/: files named after their fault, one kind a folder
// (json/, part/). The tests that read them hold the message each must give; the fuzz
// targets replay them all (tests/fuzz/replay_main.cpp).
#pragma once
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "helpers.hpp"

namespace bad_corpus {

// The bytes of tests/bad/KIND/FILE; a failure of the test when it is not there.
inline std::string read(const std::string& kind, const std::string& file) {
  const std::filesystem::path path = std::filesystem::path(CHESSY_SOURCE_DIR) / "tests" / "bad" / kind / file;
  if (!std::filesystem::is_regular_file(path)) ADD_FAILURE() << path.string() << " is missing";
  return helpers::read_file(path);
}

}  // namespace bad_corpus
