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

}  // namespace
