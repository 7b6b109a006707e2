// The JSON problem format's rejections: the message of reading a text as "p.json"
// (model/parse.hpp's parse_input), and the bad JSON problems of tests/bad/json/. Shared
// by the format's own tests (model/json_problem_test.cpp) and the command line's
// (cli/json_problem_cli_test.cpp).
#pragma once
#include <string>

#include "model/parse.hpp"
#include "bad_corpus.hpp"

namespace json_errors {

// The message parsing `json` as "p.json" throws ("" when it throws none).
inline std::string error_of(const std::string& json) {
  try {
    chessy::parse_input(json, "p.json");
  } catch (const chessy::InputError& e) {
    return e.what();
  }
  return "";
}

// A bad JSON problem of tests/bad/json/, named after its fault.
inline std::string bad(const std::string& file) { return bad_corpus::read("json", file); }

}  // namespace json_errors
