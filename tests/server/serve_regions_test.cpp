// Region puzzles on the server (docs/manual.md "Web page"): the played grid's fault in
// words with its cells (server/region_verdict.hpp), /api/check's answer for a region
// puzzle (the fault, whether the puzzle is unique), /api/explain and /api/generate's
// "regions": true, each bad body a 400 with one message, a busy server a 503.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <atomic>
#include <chrono>
#include <optional>
#include <string>
#include <thread>
#include <variant>

#include "server/http_api.hpp"
#include "server/region_verdict.hpp"

namespace {

using chessy::api::Cell;
using chessy::server::Limits;
using chessy::server::RegionBoard;
using chessy::server::region_fault;
using chessy::server::Reply;
using chessy::server::Service;
using nlohmann::json;
using namespace std::chrono_literals;

// A LinkedIn Queens grid with one solution (found by brute force): f6, d5, b4, e3, a2, c1.
const std::vector<std::string> kUnique6 = {"CAAAAA", "CCDBAA", "CCDDDD", "EFFDDD", "EFFDDD", "FFFFDD"};
const std::vector<Cell> kUnique6Stars = {{0, 5}, {1, 3}, {2, 1}, {3, 4}, {4, 0}, {5, 2}};

json unique6_body() { return {{"regions", kUnique6}, {"stars", 1}}; }
json stars_json(const std::vector<Cell>& stars) {
  json out = json::array();
  for (const Cell& star : stars) out.push_back({{"piece", "*"}, {"row", star.row}, {"col", star.col}});
  return out;
}
json body_of(const Reply& reply) { return json::parse(reply.body); }

TEST(RegionVerdict, ASolvedGridHasNoFault) {
  EXPECT_FALSE(region_fault(RegionBoard{kUnique6, 1, {}, {}}, kUnique6Stars));
}

TEST(RegionVerdict, TouchingStarsAreNamedWithTheirSquares) {
  const auto fault = region_fault(RegionBoard{kUnique6, 1, {}, {}}, {{2, 2}, {3, 3}});
  ASSERT_TRUE(fault);
  EXPECT_EQ(fault->reason, "the stars on c4 and d3 touch");
  EXPECT_EQ(fault->cells, (std::vector<Cell>{{2, 2}, {3, 3}}));
}

TEST(RegionVerdict, ALineOverItsCountBeforeOneShort) {
  // b6 and d6 do not touch, but row 6 holds two; every other line is short.
  const auto over = region_fault(RegionBoard{kUnique6, 1, {}, {}}, {{0, 1}, {0, 3}});
  ASSERT_TRUE(over);
  EXPECT_EQ(over->reason, "row 6 holds 2 stars (b6, d6), 1 wanted");
  EXPECT_EQ(over->cells.size(), 2u);
  // One star, right: the first line short of its star is named, with its cells.
  const auto short_line = region_fault(RegionBoard{kUnique6, 1, {}, {}}, {{0, 5}});
  ASSERT_TRUE(short_line);
  EXPECT_EQ(short_line->reason, "1 star placed of 6: row 5 holds 0 of 1");
  EXPECT_EQ(short_line->cells.size(), 6u);  // the row's cells, highlighted
  const auto region = region_fault(RegionBoard{{"AB", "BB"}, 1, {}, {}}, {{0, 1}, {1, 0}});
  ASSERT_TRUE(region);  // the two touch first
  EXPECT_EQ(region->reason, "the stars on b2 and a1 touch");
  const auto two_in_region = region_fault(RegionBoard{{"ABBB", "BBBB", "BBBB", "BBBB"}, 1, {}, {}}, {{0, 1}, {2, 3}});
  ASSERT_TRUE(two_in_region);
  EXPECT_EQ(two_in_region->reason, "region B holds 2 stars (b4, d2), 1 wanted");
}

TEST(RegionVerdict, MarkedCellsGivenStarsAndTheGridsEdge) {
  const RegionBoard board{kUnique6, 1, {{0, 5}}, {{1, 3}}};
  EXPECT_EQ(region_fault(board, {{0, 5}, {1, 3}})->reason, "a star on f6, a cell marked empty");
  EXPECT_EQ(region_fault(board, {{2, 1}})->reason, "the given star on d5 is missing");
  EXPECT_EQ(region_fault(board, {{1, 3}, {6, 0}})->reason, "a star at 6,0 is off the 6x6 grid");
  EXPECT_EQ(region_fault(board, {{1, 3}, {1, 3}})->reason, "two stars on d5");
}

TEST(ServeRegions, CheckSaysSolvedAndUnique) {
  Service service{Limits{}};
  json body = unique6_body();
  body["placed"] = stars_json(kUnique6Stars);
  const Reply solved = service.check(body.dump());
  ASSERT_EQ(solved.status, 200) << solved.body;
  EXPECT_EQ(body_of(solved), (json{{"solved", true}, {"unique", true}, {"solutions", 1}}));
  body["placed"] = stars_json({{2, 2}, {3, 3}});
  const json touching = body_of(service.check(body.dump()));
  EXPECT_EQ(touching["solved"], false);
  EXPECT_EQ(touching["reason"], "the stars on c4 and d3 touch");
  EXPECT_EQ(touching["cells"], (json{{{"row", 2}, {"col", 2}}, {{"row", 3}, {"col", 3}}}));
  // Rows as regions: 4 rows of 4, many solutions; counted to 2 only.
  const json stripes = body_of(service.check(R"({"regions": ["AAAA", "BBBB", "CCCC", "DDDD"], "placed": []})"));
  EXPECT_EQ(stripes["unique"], false);
  EXPECT_EQ(stripes["solutions"], 2);
  const json none = body_of(service.check(R"({"regions": ["AAAA", "AAAA", "AAAA", "AAAA"], "placed": []})"));
  EXPECT_EQ(none["unique"], false);
  EXPECT_EQ(none["solutions"], 0);
}

TEST(ServeRegions, CheckRefusesAPieceThatIsNoStar) {
  Service service{Limits{}};
  json body = unique6_body();
  body["placed"] = json::array({{{"piece", "q"}, {"row", 0}, {"col", 0}}});
  const Reply bad = service.check(body.dump());
  EXPECT_EQ(bad.status, 400);
  EXPECT_EQ(body_of(bad)["error"], R"(request: placed[0]: a star is {"piece": "*", "row": 0, "col": 3})");
  body["placed"] = json::array({{{"row", 0}, {"col", 0}, {"colour", "w"}}});
  EXPECT_EQ(body_of(service.check(body.dump()))["error"], R"(request: placed[0]: a star is {"piece": "*", "row": 0, "col": 3})");
  body["placed"] = json::array({{{"row", 0}, {"col", 0}, {"side", 1}}});
  EXPECT_EQ(body_of(service.check(body.dump()))["error"], "request: placed[0]: side: unknown key");
}

TEST(ServeRegions, ExplainBadBodiesAre400) {
  Service service{Limits{}};
  const auto error = [&](const std::string& body) {
    const Reply reply = service.explain(body);
    EXPECT_EQ(reply.status, 400) << body;
    return body_of(reply)["error"].get<std::string>();
  };
  EXPECT_EQ(error(R"({"pieces": [{"piece": "q", "count": 8}]})"),
            R"(request: explain takes a region puzzle, {"regions": ["AAB", ...], "stars": 1})");
  json next = unique6_body();
  next["next"] = 1;
  EXPECT_EQ(error(next.dump()), "request: next: true or false");
  std::vector<std::string> big(26, std::string(26, 'A'));
  EXPECT_EQ(error(json{{"regions", big}}.dump()),
            "request: regions: a 26x26 grid is over the server's limit of 25x25 for region puzzles explained or generated");
}

TEST(ServeRegions, ExplainGivesTheStepsAndTheRating) {
  Service service{Limits{}};
  json body = unique6_body();
  const Reply all = service.explain(body.dump());
  ASSERT_EQ(all.status, 200) << all.body;
  const json steps = body_of(all)["steps"];
  ASSERT_FALSE(steps.empty());
  EXPECT_TRUE(body_of(all)["unique"].get<bool>());
  EXPECT_EQ(body_of(all)["solution"].size(), 6u);
  EXPECT_GT(body_of(all)["rating"].get<int>(), 0);
  EXPECT_TRUE(body_of(all)["difficulty"].is_string());
  for (const json& step : steps) EXPECT_FALSE(step["text"].get<std::string>().empty()) << step;
  body["next"] = true;
  const json next = body_of(service.explain(body.dump()));
  ASSERT_EQ(next["steps"].size(), 1u);
  EXPECT_EQ(next["steps"][0], steps[0]);
  // The player's position: the stars as given stars, a mark as a cell marked empty.
  body["fixed"] = json::array({{{"piece", "*"}, {"row", 0}, {"col", 5}}});
  body["blocked"] = json::array({json::array({5, 0})});
  const Reply played = service.explain(body.dump());
  ASSERT_EQ(played.status, 200) << played.body;
  EXPECT_EQ(body_of(played)["solution"].size(), 6u);
}

TEST(ServeRegions, GenerateBadBodiesAre400) {
  Service service{Limits{}};
  const auto error = [&](const std::string& keys) {
    const Reply reply = service.generate("{" + keys + "}");
    EXPECT_EQ(reply.status, 400) << keys;
    return body_of(reply)["error"].get<std::string>();
  };
  const std::string needs_size = R"(request: size: a region generation needs "size": N, a whole number >= 1)";
  EXPECT_EQ(error(R"("regions": true)"), needs_size);
  EXPECT_EQ(error(R"("regions": true, "size": "8")"), needs_size);
  EXPECT_EQ(error(R"("regions": true, "size": 26)"),
            "request: size: a 26x26 grid is over the server's limit of 25x25 for region puzzles explained or generated");
  EXPECT_EQ(error(R"("regions": true, "size": 8, "stars": 0)"), "request: stars: a whole number >= 1");
  EXPECT_EQ(error(R"("regions": true, "size": 4, "stars": 3)"),
            "request: stars: 3 stars cannot sit in one row of 4 without touching");
  EXPECT_EQ(error(R"("regions": true, "size": 8, "difficulty": "insane")"),
            R"(request: difficulty: "easy", "medium", "hard" or "expert")");
  EXPECT_EQ(error(R"("regions": true, "size": 8, "pieces": [])"),
            "request: pieces: unknown key (a region generation takes regions, size, stars, difficulty, seed, count)");
  EXPECT_EQ(error(R"("regions": false, "size": 8)"),
            R"(request: regions: region puzzles are generated with "regions": true, "size" and "stars")");
  EXPECT_EQ(error(R"("regions": ["AB", "BA"])"),
            R"(request: regions: region puzzles are generated with "regions": true, "size" and "stars")");
  EXPECT_EQ(error(R"("regions": true, "size": 8, "count": 11)"), "request: count: 1..10");
}

TEST(ServeRegions, GeneratedPuzzlesAreUniqueAndSolvedByTheirSolution) {
  Service service{Limits{}};
  const Reply reply = service.generate(R"({"regions": true, "size": 6, "stars": 1, "seed": 7, "count": 2})");
  ASSERT_EQ(reply.status, 200) << reply.body;
  const json puzzles = body_of(reply)["puzzles"];
  ASSERT_EQ(puzzles.size(), 2u);
  for (const json& p : puzzles) {
    EXPECT_EQ(p["problem"]["regions"].size(), 6u);
    EXPECT_EQ(p["problem"]["stars"], 1);
    json check = p["problem"];
    check["placed"] = p["solution"];
    EXPECT_EQ(body_of(service.check(check.dump())), (json{{"solved", true}, {"unique", true}, {"solutions", 1}})) << p;
  }
}

// A region puzzle's count in /api/check, an explanation and a generation each take a
// search's slot: with the one slot held by a long search, each is a 503.
TEST(ServeRegions, BusyIs503ForEachRegionEndpoint) {
  Limits limits;
  limits.max_running = 1;
  Service service{limits};
  auto held = service.solve(R"({"size": 20, "pieces": [{"piece": "q", "count": 20}], "mode": "count"})");
  ASSERT_TRUE(std::holds_alternative<std::shared_ptr<chessy::server::Job>>(held));
  json check = unique6_body();
  check["placed"] = json::array();
  for (const Reply& reply : {service.check(check.dump()), service.explain(unique6_body().dump()),
                             service.generate(R"({"regions": true, "size": 6})")}) {
    EXPECT_EQ(reply.status, 503) << reply.body;
    EXPECT_NE(body_of(reply)["error"].get<std::string>().find("busy"), std::string::npos) << reply.body;
  }
  std::get<std::shared_ptr<chessy::server::Job>>(held)->cancel();
}

// The other way round (issue 41, item 5): a generation running holds the slot, so a
// solve is a 503 until it ends (with --jobs 2, two generations let two heavy solves
// start: four searches at once).
TEST(ServeRegions, AGenerationRunningMakesASolveBusy) {
  Limits limits;
  limits.max_running = 1;
  Service service{limits};
  // 10 puzzles 25x25 of three stars: over 20 s, stopped below by stop_all.
  // Asked again while a solve below holds the slot (its 503), until it runs.
  std::atomic<bool> ended{false};
  std::thread generation([&] {
    while (!ended.load() &&
           service.generate(R"({"regions": true, "size": 25, "stars": 3, "seed": 1, "count": 10})").status == 503)
      std::this_thread::sleep_for(5ms);
  });
  const std::string small = R"({"pieces": [{"piece": "q", "count": 8}], "mode": "count"})";
  std::optional<Reply> refused;
  for (int i = 0; i < 100 && !refused; ++i) {
    auto started = service.solve(small);
    if (auto* reply = std::get_if<Reply>(&started)) {
      refused = *reply;
    } else {
      std::get<std::shared_ptr<chessy::server::Job>>(started)->wait_done(5s);  // a solve let through
      std::this_thread::sleep_for(20ms);
    }
  }
  ended.store(true);
  service.stop_all();
  generation.join();
  ASSERT_TRUE(refused) << "eight queens solved beside a running generation with --jobs 1";
  EXPECT_EQ(refused->status, 503) << refused->body;
  EXPECT_NE(body_of(*refused)["error"].get<std::string>().find("busy"), std::string::npos) << refused->body;
}

}  // namespace
