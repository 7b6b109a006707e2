// server::Job on the search handle (server/http_api.hpp, chessy/search.hpp): a job
// holds a slot of the server while its search runs, not while the connection holds the
// job, and an answer found before the server stops stays the answer; a search cut
// short by the stop is a 503.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <thread>

#include "server/http_api.hpp"

namespace {

using chessy::server::Job;
using chessy::server::Limits;
using chessy::server::Service;
using nlohmann::json;
using namespace std::chrono_literals;

std::shared_ptr<Job> started(Service& service, const std::string& body) {
  auto job = service.solve(body);
  EXPECT_TRUE(std::holds_alternative<std::shared_ptr<Job>>(job)) << std::get<chessy::server::Reply>(job).body;
  return std::get<std::shared_ptr<Job>>(job);
}

// Until the search has returned, nobody pulling its answer (bounded: a search of
// 8 queens returns in far less).
void returned(const Job& job) {
  for (int i = 0; i < 60000 && job.searching(); ++i) std::this_thread::sleep_for(1ms);
  ASSERT_FALSE(job.searching());
}

TEST(ServeJob, ASlotIsHeldWhileTheSearchRuns) {
  Limits limits;
  limits.max_running = 1;
  Service service{limits};
  auto first = started(service, R"({"pieces": [{"piece": "q", "count": 8}]})");
  returned(*first);
  EXPECT_EQ(service.running(), 0);
  auto second = started(service, R"({"size": 20, "pieces": [{"piece": "q", "count": 20}], "mode": "count"})");
  EXPECT_EQ(service.running(), 1);
  EXPECT_EQ(std::get<chessy::server::Reply>(service.solve(R"({"pieces": [{"piece": "q", "count": 8}]})")).status, 503);
  ASSERT_TRUE(first->wait_done(60s));
  EXPECT_EQ(first->reply().status, 200);
}

TEST(ServeJob, AnAnswerFoundBeforeTheStopStaysTheAnswer) {
  Service service{Limits{}};
  auto found = started(service, R"({"pieces": [{"piece": "q", "count": 8}]})");
  returned(*found);
  auto running = started(service, R"({"size": 20, "pieces": [{"piece": "q", "count": 20}], "mode": "count"})");
  service.stop_all();
  ASSERT_TRUE(found->wait_done(60s));
  EXPECT_EQ(found->reply().status, 200);
  EXPECT_EQ(json::parse(found->reply().body)["solution"]["pieces"].size(), 8u);
  ASSERT_TRUE(running->wait_done(60s));
  EXPECT_EQ(running->reply().status, 503);
  EXPECT_EQ(json::parse(running->reply().body)["error"], "the server is stopping");
}

// A list ("mode": "all") is pulled as it is read (issue 41): nobody reading, the
// search holds at the queue's bound; a take hands over about a batch, never all that
// came; read whole, the answer is all there.
TEST(ServeJob, AListIsPulledAsItIsRead) {
  Limits limits;
  limits.stream_queue = 4;
  limits.stream_batch = 1000;
  Service service{limits};
  auto job = started(service, R"({"size": 12, "pieces": [{"piece": "q", "count": 12}], "mode": "all"})");
  std::this_thread::sleep_for(500ms);
  EXPECT_LE(json::parse(job->progress_line())["progress"]["found"].get<int>(), 4);  // before: hundreds
  std::size_t lines = 0;
  std::string last;
  for (bool more = true; more;) {
    std::string out;
    more = job->take(out, 60s);
    std::size_t longest = 0;
    for (std::size_t at = 0, end; at < out.size(); at = end + 1, ++lines) {
      end = out.find('\n', at);
      ASSERT_NE(end, std::string::npos);
      longest = std::max(longest, end + 1 - at);
      last = out.substr(at, end - at);
    }
    ASSERT_LE(out.size(), limits.stream_batch + longest);  // before: the whole queue at once
  }
  EXPECT_EQ(lines, 1787u + 1);  // 12 queens: 1,787 classes, then "done"
  EXPECT_EQ(json::parse(last)["done"]["fundamental"], 1787);
}

// Nobody reading, a held list still ends at its timeout (and gives back its slot).
TEST(ServeJob, AHeldListEndsAtItsTimeout) {
  Limits limits;
  limits.stream_queue = 4;
  Service service{limits};
  auto job = started(service, R"({"size": 20, "pieces": [{"piece": "q", "count": 20}], "mode": "all", "timeout": 0.5})");
  for (int i = 0; i < 100 && job->searching(); ++i) std::this_thread::sleep_for(50ms);
  EXPECT_FALSE(job->searching());
  EXPECT_EQ(service.running(), 0);
}

}  // namespace
