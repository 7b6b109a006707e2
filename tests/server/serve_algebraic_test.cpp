// Algebraic squares (issue 28) through the server's JSON API in process
// (server/http_api.hpp): the problems of tests/cli/algebraic_squares_test.cpp as JSON
// bodies, their cells numeric, algebraic and mixed (tests/support/algebraic_referee.hpp),
// get the same answers from /api/solve (one, count, all) and /api/check.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <random>
#include <string>

#include "algebraic_referee.hpp"
#include "helpers.hpp"
#include "sanitizer_share.hpp"
#include "server/http_api.hpp"

namespace {

using algebraic_referee::Squares;
using chessy::server::Reply;
using nlohmann::json;
using namespace std::chrono_literals;

// The answer of /api/solve to `body`: its status and body; for a streamed list its
// lines, less the progress lines and the seconds, which depend on the machine.
std::string solve(chessy::server::Service& service, const std::string& body) {
  auto started = service.solve(body);
  if (const Reply* reply = std::get_if<Reply>(&started)) return std::to_string(reply->status) + " " + reply->body;
  const auto job = std::get<std::shared_ptr<chessy::server::Job>>(started);
  if (job->mode() != chessy::Mode::All) {
    EXPECT_TRUE(job->wait_done(60s));
    const Reply reply = job->reply();
    return std::to_string(reply.status) + " " + reply.body;
  }
  std::string text, answer = "streamed\n";
  while (job->take(text, 100ms)) {
  }
  for (const std::string& line : helpers::lines_of(text)) {
    json object = json::parse(line);
    if (object.contains("progress")) continue;
    if (object.contains("done")) object["done"].erase("seconds");
    answer += object.dump() + "\n";
  }
  return answer;
}

TEST(ServeAlgebraic, SquaresGiveTheSameAnswers) {
  chessy::server::Limits limits;
  limits.max_board = 100;  // the long boards have up to 75 columns
  chessy::server::Service service{limits};
  std::mt19937_64 rng(7);
  int solved = 0;
  for (const referee::Problem& p : in_this_build(algebraic_referee::problems_with_cells())) {
    for (const char* mode : {"one", "count", "all"}) {
      const std::string keys = std::string(R"("mode": ")") + mode + "\"";
      const std::string numeric_body = algebraic_referee::problem_json(p, Squares::kNone, rng, keys);
      const std::string numeric = solve(service, numeric_body);
      ASSERT_NE(numeric.rfind("400 ", 0), 0u) << numeric_body << numeric;
      for (const Squares squares : {Squares::kAll, Squares::kMixed}) {
        const std::string body = algebraic_referee::problem_json(p, squares, rng, keys);
        EXPECT_EQ(solve(service, body), numeric) << numeric_body << body;
      }
      if (std::string(mode) != "one") continue;
      // The check of the solution found, against the problem written either way.
      const json one = json::parse(numeric.substr(4));
      if (one["solution"].is_null()) continue;
      const std::string placed = R"("placed": )" + one["solution"]["pieces"].dump();
      const Reply check = service.check(algebraic_referee::problem_json(p, Squares::kNone, rng, placed));
      EXPECT_EQ(check.body, R"({"solved":true})");
      for (const Squares squares : {Squares::kAll, Squares::kMixed}) {
        const std::string body = algebraic_referee::problem_json(p, squares, rng, placed);
        const Reply checked = service.check(body);
        EXPECT_EQ(checked.status, check.status) << body;
        EXPECT_EQ(checked.body, check.body) << body;
      }
      ++solved;
    }
  }
  EXPECT_GT(solved, share_of(40));  // not every problem without a solution
}

// A bad square is a 400 with the command line's message (named "request").
TEST(ServeAlgebraic, BadSquaresAre400) {
  chessy::server::Service service{chessy::server::Limits{}};
  for (const char* bad : {"z9", "d", "4d", "d0", "i1", "a9"}) {
    const std::string body = std::string(R"({"size": 8, "pieces": [{"piece": "q", "count": 8}], "fixed": [{"piece": "q", "square": ")") +
                             bad + R"("}]})";
    const std::string answer = solve(service, body);
    EXPECT_EQ(answer.rfind("400 ", 0), 0u) << answer;
    const json error = json::parse(answer.substr(4));
    EXPECT_EQ(error["error"].get<std::string>().rfind("request: fixed[0]", 0), 0u) << answer;
  }
}

}  // namespace
