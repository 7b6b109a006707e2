// The message of the InputError a call throws ("" when it throws none): the API's
// tests compare messages (api/huge_board_api_test.cpp, api/api_problem_test.cpp).
#pragma once
#include <functional>
#include <string>

#include "chessy/errors.hpp"

inline std::string input_error_of(const std::function<void()>& call) {
  try {
    call();
  } catch (const chessy::InputError& e) {
    return e.what();
  }
  return "";
}
