// The JSON endpoints of `chessy-sat serve` in process (server/http_api.hpp): bad
// requests get 400 and the command line's message, busy gets 503, answers are the
// published figures; and the HTTP server on loopback under load (200 requests from 20
// clients) answers each one as documented and leaves no thread or memory behind.
#include <gtest/gtest.h>
#include <httplib.h>

#include <nlohmann/json.hpp>

#include <atomic>
#include <fstream>
#include <regex>
#include <sstream>
#include <thread>

#include "helpers.hpp"
#include "server/http_api.hpp"
#include "server/page.hpp"
#include "cli/options.hpp"
#include "server/serve.hpp"

namespace {

using chessy::server::Job;
using chessy::server::Limits;
using chessy::server::Reply;
using chessy::server::Service;
using nlohmann::json;
using namespace std::chrono_literals;

const std::string kQueens8 = R"({"pieces": [{"piece": "q", "count": 8}]})";

std::string with(const std::string& problem, const std::string& keys) {
  return problem.substr(0, problem.size() - 1) + ", " + keys + "}";
}

// The answer of a one/count request, or its error, waited for.
Reply answer(Service& service, const std::string& body) {
  auto started = service.solve(body);
  if (auto* reply = std::get_if<Reply>(&started)) return *reply;
  auto job = std::get<std::shared_ptr<Job>>(started);
  EXPECT_TRUE(job->wait_done(60s));
  return job->reply();
}

// The lines of a streamed "all" answer.
std::vector<json> lines(Service& service, const std::string& body) {
  auto job = std::get<std::shared_ptr<Job>>(service.solve(body));
  std::string text;
  while (job->take(text, 100ms)) {
  }
  std::vector<json> out;
  for (const std::string& line : helpers::lines_of(text)) out.push_back(json::parse(line));
  return out;
}

// What the command line prints for the same problem read from a file named "request".
std::string cli_message(const std::string& body) {
  const auto dir = std::filesystem::temp_directory_path() / ("chessy-serve-" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  const auto file = dir / "request";
  std::ofstream(file) << body;
  std::filesystem::current_path(dir);
  const helpers::AppRun run = helpers::run({"request", "--count"});
  std::filesystem::current_path(CHESSY_SOURCE_DIR);
  std::filesystem::remove_all(dir);
  EXPECT_EQ(run.status, 2) << body;
  return run.err.substr(0, run.err.size() - 1);  // the line without its newline
}

// Tori (issue 24): "torus" passes through to the problem reader, so a count is the
// torus's (OEIS A007705) and a bad value gets the command line's message.
TEST(ServeApi, TheTorusKeyPassesThrough) {
  Service service{Limits{}};
  const Reply torus = answer(service, R"({"size": 7, "torus": true, "pieces": [{"piece": "q", "count": 7}], "mode": "count"})");
  ASSERT_EQ(torus.status, 200) << torus.body;
  EXPECT_EQ(nlohmann::json::parse(torus.body)["total"], 28);
  const Reply plain = answer(service, R"({"size": 7, "torus": false, "pieces": [{"piece": "q", "count": 7}], "mode": "count"})");
  EXPECT_EQ(nlohmann::json::parse(plain.body)["total"], 40);
  const Reply bad = answer(service, R"({"size": 7, "torus": 1, "pieces": [{"piece": "q", "count": 7}]})");
  EXPECT_EQ(bad.status, 400);
  EXPECT_NE(bad.body.find("torus: must be true or false"), std::string::npos) << bad.body;
}

TEST(ServeApi, BadRequestsGet400AndTheCommandLinesMessage) {
  Service service{Limits{}};
  for (const std::string& body : {std::string(R"({"pieces": [{"piece": "q", "count": 8}])"),  // syntax
                                 std::string(R"({"pieces": [{"piece": "q", "count": 8}], "colr": 1})"),
                                 std::string(R"({"pieces": [{"piece": "x", "count": 8}]})"),
                                 std::string(R"({"size": 8, "size": 9, "pieces": [{"piece": "q"}]})"),
                                 // nested: the path, as the problem reader names it (util/json_read.hpp)
                                 std::string(R"({"pieces": [{"piece": "q", "count": 1, "count": 2}]})"),
                                 std::string(R"({"pieces": [{"piece": "q", "count": -1}]})"),
                                 std::string(R"({"size": 3, "pieces": [{"piece": "q", "count": 10}]})"),
                                 std::string("[1, 2]")}) {
    const Reply reply = answer(service, body);
    EXPECT_EQ(reply.status, 400) << body;
    EXPECT_EQ(json::parse(reply.body)["error"], cli_message(body)) << body;
  }
}

// nlohmann's parser stops at a NUL byte and lets invalid UTF-8 through (a 500 once
// written out): the server refuses both, naming the byte.
TEST(ServeApi, InvalidUtf8AndBytesAfterTheObjectAre400) {
  Service service{Limits{}};
  const std::string bad[] = {
      kQueens8 + std::string("\0garbage", 8),
      with(kQueens8, "\"comment\": \"\xff\""),
      with(kQueens8, "\"x\xc0\x80\": 1"),                     // an overlong NUL
      with(kQueens8, "\"comment\": \"\xed\xa0\x80\""),          // a surrogate
      with(kQueens8, "\"comment\": \"\xf4\x90\x80\x80\""),      // over U+10FFFF
      with(kQueens8, "\"comment\": \"\xe2\x99\""),              // cut short
  };
  for (const std::string& body : bad) {
    const std::size_t nul = body.find('\0');
    const std::string message =
        nul != std::string::npos
            ? "request: a NUL byte at offset " + std::to_string(nul)
            : "request: invalid UTF-8 at offset " +
                  std::to_string(std::find_if(body.begin(), body.end(), [](char c) { return c & 0x80; }) - body.begin());
    for (const Reply& reply : {answer(service, body), service.check(body), service.generate(body)}) {
      EXPECT_EQ(reply.status, 400) << body;
      EXPECT_EQ(json::parse(reply.body)["error"].get<std::string>().substr(0, message.size()), message) << reply.body;
    }
  }
  // UTF-8 of 2, 3 and 4 bytes is text like any other.
  EXPECT_EQ(answer(service, with(kQueens8, "\"comment\": \"\xc3\xa9 \xe2\x99\x9b \xf0\x9d\x84\x9e\", \"mode\": \"count\"")).status, 200);
}

// An error message may quote a client's bytes: those that are no UTF-8 are replaced,
// not thrown on (dump() threw type_error 316: a 500, or a throw in the handler of one).
TEST(ServeApi, ErrorBodiesHoldAnyBytes) {
  EXPECT_EQ(json::parse(chessy::server::error_body("bad \xff byte"))["error"].get<std::string>(), "bad \xef\xbf\xbd byte");
  EXPECT_EQ(json::parse(chessy::server::error_body("fine \xe2\x99\x9b"))["error"].get<std::string>(), "fine \xe2\x99\x9b");
}

TEST(ServeApi, ServerKeysAndLimitsAreChecked) {
  Limits limits;
  limits.max_board = 10;
  Service service{limits};
  const std::pair<std::string, std::string> bad[] = {
      {with(kQueens8, R"("mode": "many")"), R"(request: mode: "one", "count" or "all")"},
      {with(kQueens8, R"("timeout": -1)"), "request: timeout: seconds, a number > 0"},
      {with(kQueens8, R"("timeout": 301)"), "request: timeout: at most 300.000 seconds on this server"},
      {R"({"size": 11, "pieces": [{"piece": "q"}]})", "request: size: 11x11 is over the server's limit of 10x10"},
      {R"({"size": [3, 11], "pieces": [{"piece": "q"}]})", "request: size: 3x11 is over the server's limit of 10x10"},
  };
  for (const auto& [body, message] : bad) {
    const Reply reply = answer(service, body);
    EXPECT_EQ(reply.status, 400) << body;
    EXPECT_EQ(json::parse(reply.body)["error"], message);
  }
  EXPECT_EQ(answer(service, R"({"size": 10, "pieces": [{"piece": "q", "count": 10}], "mode": "count"})").status, 200);
}

// 8 queens: 12 fundamental solutions, 92 in all (OEIS A002562, A000170).
TEST(ServeApi, CountAllAndOneAnswer) {
  Service service{Limits{}};
  const json counted = json::parse(answer(service, with(kQueens8, R"("mode": "count")")).body);
  EXPECT_EQ(counted, json::parse(R"({"fundamental": 12, "total": 92, "complete": true})"));

  const std::vector<json> all = lines(service, with(kQueens8, R"("mode": "all")"));
  ASSERT_EQ(all.size(), 13u);
  std::uint64_t total = 0;
  for (std::size_t i = 0; i < 12; ++i) {
    EXPECT_EQ(all[i]["index"], i + 1);
    total += all[i]["class_size"].get<std::uint64_t>();
    // Each listed solution is one: the check endpoint agrees.
    const Reply check = service.check(with(kQueens8, R"("placed": )" + all[i]["pieces"].dump()));
    EXPECT_EQ(json::parse(check.body)["solved"], true) << check.body;
  }
  EXPECT_EQ(total, 92u);
  EXPECT_EQ(all[12]["done"]["fundamental"], 12);

  const json one = json::parse(answer(service, kQueens8).body);
  EXPECT_EQ(one["solution"]["pieces"].size(), 8u);
  const json none = json::parse(answer(service, R"({"size": 3, "pieces": [{"piece": "q", "count": 3}]})").body);
  EXPECT_TRUE(none["solution"].is_null());
  EXPECT_EQ(none["complete"], true);
}

// "optimize" with an open count: one, count and all at the optimum, as the command
// line's --min --count --json says (gamma(Q8) = 5: 4860 sets in 638 classes).
TEST(ServeApi, OptimizeAnswersAtTheOptimum) {
  Service service{Limits{}};
  const std::string gamma = R"({"size": 8, "problem": "domination", "pieces": [{"piece": "q", "count": "?"}]})";
  const json counted = json::parse(answer(service, with(gamma, R"("mode": "count", "optimize": "min")")).body);
  json cli = json::parse(helpers::run({"-", "--min", "--count", "--json"}, "size 8\nd\n?*q\n").out);
  cli.erase("stats");
  EXPECT_EQ(counted, cli);
  EXPECT_EQ(counted["minimum"], 5);

  const std::string knights = R"({"size": 4, "pieces": [{"piece": "n", "count": "?"}], "optimize": "max"})";
  const std::vector<json> all = lines(service, with(knights, R"("mode": "all")"));
  ASSERT_FALSE(all.empty());
  const json done = all.back()["done"];
  EXPECT_EQ(done["maximum"], 8);
  EXPECT_EQ(done["fundamental"], all.size() - 1);
  for (std::size_t i = 0; i + 1 < all.size(); ++i) EXPECT_EQ(all[i]["pieces"].size(), 8u) << all[i];
  const std::string cli_all = helpers::run({"-", "--max", "--count"}, "size 4\n?*n\n").out;
  EXPECT_EQ(cli_all, "maximum: 8\nfundamental: " + done["fundamental"].dump() + "\ntotal: " + done["total"].dump() + "\n");

  const json one = json::parse(answer(service, knights).body);
  EXPECT_EQ(one["solution"]["pieces"].size(), 8u);
  EXPECT_EQ(one["complete"], true);

  const std::pair<std::string, std::string> bad[] = {
      {R"({"size": 4, "pieces": [{"piece": "n", "count": "?"}], "optimize": "least"})",
       R"(request: optimize: "min" or "max" (the open count '?' at its fewest or most))"},
      {with(kQueens8, R"("optimize": "min")"), R"(request: optimize needs a piece with an open count, "count": "?")"},
  };
  for (const auto& [body, message] : bad) {
    const Reply reply = answer(service, body);
    EXPECT_EQ(reply.status, 400) << body;
    EXPECT_EQ(json::parse(reply.body)["error"], message);
  }
}

// The bounds of an optimum search (docs/manual.md, "optimum"): while it runs, a job's
// progress lines carry what is proven ("lower", "upper", null before a first solution,
// and the bound "trying"); stopped before the proof, the answer says the bounds it
// reached, as the command line's --min --json does. 20 queens dominating 20x20: a
// first set at once (16 queens), the proof of the minimum (10 or 11) far out of reach.
TEST(ServeApi, AnOptimumStoppedSaysTheBoundsItReached) {
  Service service{Limits{}};
  const std::string gamma20 = R"({"size": 20, "problem": "domination", "pieces": [{"piece": "q", "count": "?"}], )"
                              R"("optimize": "min", "timeout": 2)";
  for (const std::string mode : {"count", "one"}) {
    auto job = std::get<std::shared_ptr<Job>>(service.solve(gamma20 + R"(, "mode": ")" + mode + R"("})"));
    json progress = json::parse(job->progress_line())["progress"];
    for (int i = 0; i < 3000 && progress["upper"].is_null() && !job->wait_done(0ms); ++i) {
      std::this_thread::sleep_for(1ms);
      progress = json::parse(job->progress_line())["progress"];
    }
    ASSERT_TRUE(progress["upper"].is_number()) << progress;
    EXPECT_EQ(progress["lower"], 0);  // --min: the lower bound moves only with the proof
    EXPECT_LT(progress["trying"].get<long long>(), progress["upper"].get<long long>()) << progress;
    EXPECT_EQ(progress.contains("found"), mode == "count") << progress;  // a count's or a list's figure
    ASSERT_TRUE(job->wait_done(60s));
    const json stopped = json::parse(job->reply().body);
    EXPECT_EQ(stopped["complete"], false) << stopped;
    EXPECT_TRUE(stopped["minimum"].is_null()) << stopped;
    EXPECT_EQ(stopped["lower"], 0) << stopped;
    EXPECT_LE(stopped["upper"].get<long long>(), progress["upper"].get<long long>()) << stopped;  // only improves
    EXPECT_GE(stopped["upper"].get<long long>(), 10) << stopped;
    EXPECT_EQ(stopped.contains("solution"), mode == "one") << stopped;
  }
  // Proven, a one-solution answer names the optimum too (the command line's "minimum").
  const json one = json::parse(answer(service, R"({"size": 8, "problem": "domination", "pieces": [{"piece": "q", "count": "?"}], "optimize": "min"})").body);
  EXPECT_EQ(one["minimum"], 5);
  EXPECT_EQ(one["solution"]["pieces"].size(), 5u);
  EXPECT_FALSE(one.contains("lower")) << one;
}

// "progress": true makes a streamed one/count answer JSON Lines with progress lines
// (a search without it writes white space while it runs: one JSON object in all).
TEST(ServeApi, ProgressLinesAreAskedFor) {
  Service service{Limits{}};
  const std::string slow = R"({"size": 20, "pieces": [{"piece": "q", "count": 20}], "mode": "count", "timeout": 60)";
  for (const bool asked : {false, true}) {
    auto job = std::get<std::shared_ptr<Job>>(service.solve(slow + (asked ? R"(, "progress": true})" : "}")));
    const std::string beat = job->heartbeat();
    if (!asked) EXPECT_EQ(beat, "\n");
    else EXPECT_TRUE(json::parse(beat)["progress"]["seconds"].is_number()) << beat;
    // A count's lines say the classes found so far (the page's count and rate), which grow.
    json progress = json::parse(job->progress_line())["progress"];
    for (int i = 0; i < 20000 && progress["found"] == 0; ++i) {
      std::this_thread::sleep_for(1ms);
      progress = json::parse(job->progress_line())["progress"];
    }
    EXPECT_GT(progress["found"].get<std::uint64_t>(), 0u) << progress;
    job->cancel();
    ASSERT_TRUE(job->wait_done(60s));
  }
  const Reply bad = answer(service, with(kQueens8, R"("progress": 1)"));
  EXPECT_EQ(bad.status, 400);
  EXPECT_EQ(json::parse(bad.body)["error"], "request: progress: true or false");
}

// Once the status is sent, an error is the stream's last line, and a timeout ends it
// with "done" and complete false. The open count is one error the search itself
// finds: the endpoint refuses it first (400), a job given it directly shows the line.
TEST(ServeApi, AnErrorInAStreamIsItsLastLine) {
  Service service{Limits{}};
  const std::string open = R"({"size": 6, "pieces": [{"piece": "q", "count": "?"}], "mode": "all"})";
  const Reply refused = answer(service, open);
  EXPECT_EQ(refused.status, 400) << refused.body;
  EXPECT_NE(json::parse(refused.body)["error"].get<std::string>().find("open count"), std::string::npos);

  chessy::server::SolveRequest request{chessy::api::Problem::parse("size 6\n?*q\n", "request"),
                                       chessy::Mode::All, 10};
  auto job = std::make_shared<Job>(service, std::move(request));
  std::string text;
  while (job->take(text, 100ms)) {
  }
  const std::vector<std::string> got = helpers::lines_of(text);
  ASSERT_EQ(got.size(), 1u) << text;
  const json last = json::parse(got.back());
  EXPECT_EQ(last["complete"], false);
  EXPECT_EQ(last["status"], 400);
  EXPECT_NE(last["error"].get<std::string>().find("open count"), std::string::npos) << last;
  EXPECT_EQ(job->last_line(), got.back() + "\n");  // a streamed one/count ends alike

  const std::vector<json> timed = lines(service, R"({"size": 20, "pieces": [{"piece": "q", "count": 20}], "mode": "all", "timeout": 0.3})");
  ASSERT_FALSE(timed.empty());
  EXPECT_EQ(timed.back()["done"]["complete"], false) << timed.back();
  EXPECT_EQ(timed.back()["done"]["fundamental"], timed.size() - 1);  // what was listed
  std::uint64_t listed_total = 0;
  for (std::size_t i = 0; i + 1 < timed.size(); ++i) listed_total += timed[i]["class_size"].get<std::uint64_t>();
  EXPECT_EQ(timed.back()["done"]["total"], listed_total);
}

TEST(ServeApi, CheckSaysWhichRuleBreaks) {
  Service service{Limits{}};
  const json attack = json::parse(
      service.check(with(kQueens8, R"("placed": [{"piece": "q", "row": 0, "col": 0}, {"piece": "Q", "row": 1, "col": 1},
        {"piece": "q", "row": 2, "col": 2}, {"piece": "q", "row": 3, "col": 3}, {"piece": "q", "row": 4, "col": 4},
        {"piece": "q", "row": 5, "col": 5}, {"piece": "q", "row": 6, "col": 6}, {"piece": "q", "row": 7, "col": 7}])")).body);
  EXPECT_EQ(attack["solved"], false);
  EXPECT_NE(attack["reason"].get<std::string>().find("attacks"), std::string::npos) << attack;
  const Reply unknown = service.check(with(kQueens8, R"("placed": [{"piece": "q", "row": 0, "col": 0, "x": 1}])"));
  EXPECT_EQ(unknown.status, 400);
  EXPECT_EQ(json::parse(unknown.body)["error"], "request: placed[0]: x: unknown key");
  // A row no int holds is refused, not wrapped to row 3.
  const Reply huge = service.check(with(kQueens8, R"("placed": [{"piece": "q", "row": 4294967299, "col": 0}])"));
  EXPECT_EQ(huge.status, 400);
  EXPECT_EQ(json::parse(huge.body)["error"], R"(request: placed[0]: a piece is {"piece": "q", "colour": null, "row": 0, "col": 3})");
}

// A board filled one piece at a time: the rule a piece breaks comes before the short
// count, and an uncovered cell (domination) only after it.
TEST(ServeApi, CheckNamesTheBrokenRuleBeforeTheCount) {
  Service service{Limits{}};
  auto reason = [&](const std::string& problem, const std::string& placed) {
    const Reply reply = service.check(with(problem, R"("placed": )" + placed));
    EXPECT_EQ(reply.status, 200) << reply.body;
    const json out = json::parse(reply.body);
    EXPECT_EQ(out["solved"], false) << out;
    return out.value("reason", std::string());
  };
  const std::string three = R"([{"piece": "q", "row": 0, "col": 0}, {"piece": "q", "row": 1, "col": 2}, )";
  EXPECT_EQ(reason(kQueens8, three + R"({"piece": "q", "row": 4, "col": 4}])"), "Q on 0,0 attacks Q on 4,4");
  EXPECT_EQ(reason(kQueens8, three + R"({"piece": "q", "row": 4, "col": 3}])"), "3 pieces of type Q placed, 8 asked for");
  const std::string holed = R"({"pieces": [{"piece": "q", "count": 8}], "blocked": [[4, 3]], "fixed": [{"piece": "q", "row": 7, "col": 7}]})";
  EXPECT_EQ(reason(holed, three + R"({"piece": "q", "row": 4, "col": 3}])"), "a piece on the blocked cell 4,3");
  EXPECT_EQ(reason(holed, three + R"({"piece": "q", "row": 7, "col": 6}])"), "the fixed Q on 7,7 is missing");
  const std::string dominate = R"({"problem": "domination", "pieces": [{"piece": "q", "count": 5}]})";
  EXPECT_EQ(reason(dominate, three + R"({"piece": "q", "row": 4, "col": 4}])"), "3 pieces of type Q placed, 5 asked for");
}

// /api/check of a chess problem names squares as asked ("coordinates", numeric by
// default) and gives the fault's cells, as a region puzzle's check does (issue 40).
TEST(ServeApi, CheckSaysSquaresAsAskedAndGivesTheCells) {
  Service service{Limits{}};
  auto answer = [&](const std::string& problem, const std::string& rest) {
    const Reply reply = service.check(with(problem, rest));
    EXPECT_EQ(reply.status, 200) << reply.body;
    return json::parse(reply.body);
  };
  const std::string three = R"("placed": [{"piece": "q", "row": 0, "col": 0}, {"piece": "q", "row": 1, "col": 2}, )";
  const std::string attack = three + R"({"piece": "q", "row": 4, "col": 4}])";
  const json cells = json::parse(R"([{"row": 0, "col": 0}, {"row": 4, "col": 4}])");
  for (const std::string asked : {"", R"(, "coordinates": "numeric")"}) {
    const json out = answer(kQueens8, attack + asked);
    EXPECT_EQ(out["reason"], "Q on 0,0 attacks Q on 4,4");
    EXPECT_EQ(out["cells"], cells);
  }
  const json algebraic = answer(kQueens8, attack + R"(, "coordinates": "algebraic")");
  EXPECT_EQ(algebraic["reason"], "Q on a8 attacks Q on e4");
  EXPECT_EQ(algebraic["cells"], cells);
  const std::string holed = R"({"pieces": [{"piece": "q", "count": 8}], "blocked": [[4, 3]], "fixed": [{"piece": "q", "row": 7, "col": 7}]})";
  const json blocked = answer(holed, three + R"({"piece": "q", "row": 4, "col": 3}], "coordinates": "algebraic")");
  EXPECT_EQ(blocked["reason"], "a piece on the blocked cell d4");
  EXPECT_EQ(blocked["cells"], json::parse(R"([{"row": 4, "col": 3}])"));
  const json missing = answer(holed, three + R"({"piece": "q", "row": 7, "col": 6}], "coordinates": "algebraic")");
  EXPECT_EQ(missing["reason"], "the fixed Q on h1 is missing");
  EXPECT_EQ(missing["cells"], json::parse(R"([{"row": 7, "col": 7}])"));
  const json two = answer(kQueens8, R"("placed": [{"piece": "q", "row": 2, "col": 1}, {"piece": "q", "row": 2, "col": 1}], "coordinates": "algebraic")");
  EXPECT_EQ(two["reason"], "two pieces on b6");
  EXPECT_EQ(two["cells"], json::parse(R"([{"row": 2, "col": 1}])"));
  const json count = answer(kQueens8, three + R"({"piece": "q", "row": 4, "col": 3}])");
  EXPECT_EQ(count["reason"], "3 pieces of type Q placed, 8 asked for");
  EXPECT_EQ(count["cells"], json::array());
  const json dominate = answer(R"({"problem": "domination", "size": 3, "pieces": [{"piece": "r", "count": 1}]})",
                               R"("placed": [{"piece": "r", "row": 0, "col": 0}], "coordinates": "algebraic")");
  EXPECT_EQ(dominate["reason"], "cell b2 is neither occupied nor attacked");
  EXPECT_EQ(dominate["cells"], json::parse(R"([{"row": 1, "col": 1}])"));
  EXPECT_EQ(answer(kQueens8, R"("placed": [], "coordinates": "algebraic")").contains("cells"), true);
  const Reply wrong = service.check(with(kQueens8, R"("placed": [], "coordinates": "chess")"));
  EXPECT_EQ(wrong.status, 400);
  EXPECT_EQ(json::parse(wrong.body)["error"], R"(request: coordinates: "numeric" (4,3) or "algebraic" (d4))");
}

// A region puzzle's stars are "*" in every answer, as the command line's --json writes
// them (docs/output.md), and /api/check takes them back so: the server once wrote "K"
// and refused "*" ("placed[0]: unknown piece").
TEST(ServeApi, RegionPuzzleStarsAreWrittenAndReadAsStars) {
  Service service{Limits{}};
  const std::string queens5 = R"({"regions": ["AAAAC", "AAACC", "DDDCC", "DDEEC", "DDBBB"], "stars": 1})";
  const json one = json::parse(answer(service, queens5).body);
  ASSERT_EQ(one["solution"]["pieces"].size(), 5u) << one;
  for (const json& piece : one["solution"]["pieces"]) EXPECT_EQ(piece["piece"], "*") << one;
  const std::vector<json> all = lines(service, with(queens5, R"("mode": "all")"));
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(all[0]["pieces"], one["solution"]["pieces"]);
  const Reply check = service.check(with(queens5, R"("placed": )" + one["solution"]["pieces"].dump()));
  EXPECT_EQ(json::parse(check.body)["solved"], true) << check.body;
  // "*" is a star of a region puzzle only.
  const Reply queens = service.check(with(kQueens8, R"("placed": [{"piece": "*", "row": 0, "col": 0}])"));
  EXPECT_EQ(queens.status, 400) << queens.body;
}

// Each generated puzzle's solution completes its clues (the check endpoint judges it).
TEST(ServeApi, GeneratedPuzzlesAreSolvedByTheirSolution) {
  Service service{Limits{}};
  const std::string queens6 = R"({"size": 6, "pieces": [{"piece": "q", "count": 6}]})";
  const Reply reply = service.generate(with(queens6, R"("seed": 5, "count": 2)"));
  ASSERT_EQ(reply.status, 200) << reply.body;
  const json puzzles = json::parse(reply.body)["puzzles"];
  ASSERT_EQ(puzzles.size(), 2u);
  for (const json& p : puzzles) {
    json problem = json::parse(queens6);
    problem["fixed"] = p["fixed"];
    EXPECT_EQ(p["fixed"].size(), p["clues"].get<std::size_t>());
    problem["placed"] = p["solution"];
    EXPECT_EQ(json::parse(service.check(problem.dump()).body)["solved"], true) << p;
  }
  EXPECT_EQ(service.generate(with(queens6, R"("count": 11)")).status, 400);
}

// One search per allowed slot; the next is refused until one ends (a cancelled job ends).
// The page's script is server/page.js and server/page_regions.js, built in whole
// (CMakeLists.txt), in the one script element the nonce marks: nothing of it read as a
// marker or as the element's end.
TEST(ServePage, TheScriptIsPageJsWhole) {
  const std::string script = helpers::read_file(std::string(CHESSY_SOURCE_DIR) + "/server/page.js") + "\n" +
                             helpers::read_file(std::string(CHESSY_SOURCE_DIR) + "/server/page_regions.js");
  ASSERT_GT(script.size(), 1000u);
  EXPECT_EQ(chessy::server::page_script(), script);
  const std::string page = chessy::server::page_html("0123abcd");
  EXPECT_NE(page.find("<script nonce=\"0123abcd\">" + script + "</script>"), std::string::npos);
  EXPECT_EQ(page.find("</script"), page.rfind("</script"));
  for (const char* marker : {"NONCE", "PAGE_SCRIPT", "PIECE_SYMBOLS"}) EXPECT_EQ(page.find(marker), std::string::npos) << marker;
}

TEST(ServeApi, BusyIs503UntilTheSearchStops) {
  Limits limits;
  limits.max_running = 1;
  Service service{limits};
  const std::string long_count = R"({"size": 20, "pieces": [{"piece": "q", "count": 20}], "mode": "count"})";
  auto first = service.solve(long_count);
  ASSERT_TRUE(std::holds_alternative<std::shared_ptr<Job>>(first));
  const Reply refused = answer(service, kQueens8);
  EXPECT_EQ(refused.status, 503);
  EXPECT_NE(json::parse(refused.body)["error"].get<std::string>().find("busy"), std::string::npos);
  const auto before = std::chrono::steady_clock::now();
  std::get<std::shared_ptr<Job>>(first).reset();  // the connection closed: stopped, joined
  EXPECT_LT(std::chrono::steady_clock::now() - before, 5s);
  EXPECT_EQ(service.running(), 0);
  EXPECT_EQ(answer(service, kQueens8).status, 200);
}

int threads_now() {
  return static_cast<int>(std::distance(std::filesystem::directory_iterator("/proc/self/task"), {}));
}

long rss_kib() {
  std::ifstream status("/proc/self/status");
  for (std::string line; std::getline(status, line);)
    if (line.rfind("VmRSS:", 0) == 0) return std::stol(line.substr(6));
  return -1;
}

// 20 clients, 10 requests each (count, all, bad JSON in turn) on loopback, against a
// server that allows 2 searches at once: every answer is the right one or a 503.
TEST(ServeLoad, TwoHundredRequestsFromTwentyClients) {
  const int threads_before = threads_now();
  const long rss_before = rss_kib();
  std::atomic<bool> stop{false};
  std::atomic<int> port{0};
  std::ostringstream log;
  const chessy::server::ServeSettings settings = chessy::parse_command_line({"serve", "--port", "0", "--jobs", "2"}).serve;
  std::thread server([&] { chessy::server::serve(settings, log, &stop, &port); });
  while (port.load() == 0) std::this_thread::sleep_for(10ms);

  std::atomic<int> ok{0}, busy{0}, bad{0}, wrong{0};
  std::mutex mutex;
  std::string first_wrong;  // what the first wrong answer was
  auto note = [&](const std::string& what) {
    std::lock_guard lock(mutex);
    if (first_wrong.empty()) first_wrong = what;
  };
  std::vector<std::thread> clients;
  for (int c = 0; c < 20; ++c)
    clients.emplace_back([&, c] {
      httplib::Client client("127.0.0.1", port.load());
      client.set_read_timeout(30s);
      for (int r = 0; r < 10; ++r) {
        const int kind = (c + r) % 3;
        const std::string body = kind == 0   ? R"({"size": 6, "pieces": [{"piece": "q", "count": 6}], "mode": "count"})"
                                 : kind == 1 ? R"({"size": 6, "pieces": [{"piece": "q", "count": 6}], "mode": "all"})"
                                             : R"({"size": 6, "pieces": )";
        auto res = client.Post("/api/solve", body, "application/json");
        if (!res) {
          note("no answer to request kind " + std::to_string(kind) + ": " + httplib::to_string(res.error()));
          ++wrong;
          continue;
        }
        if (res->status != 503 && res->status != (kind == 2 ? 400 : 200)) note(std::to_string(res->status) + " " + res->body);
        if (res->status == 503) {
          ++busy;
        } else if (kind == 2) {
          res->status == 400 && res->body.find("syntax error") != std::string::npos ? ++bad : ++wrong;
        } else if (res->status != 200) {
          ++wrong;
        } else if (kind == 0) {  // 6 queens: 1 fundamental, 4 in all
          json::parse(res->body) == json::parse(R"({"fundamental": 1, "total": 4, "complete": true})") ? ++ok : ++wrong;
        } else {
          const auto got = helpers::lines_of(res->body);
          bool right = !got.empty() && json::parse(got.back())["done"]["total"] == 4;
          int solutions = 0;
          for (const std::string& line : got) solutions += json::parse(line).contains("pieces");
          right && solutions == 1 ? ++ok : ++wrong;
        }
      }
    });
  for (std::thread& t : clients) t.join();
  stop.store(true);
  server.join();
  EXPECT_EQ(wrong.load(), 0) << first_wrong;
  EXPECT_EQ(ok + busy + bad, 200);
  EXPECT_GT(ok.load(), 0);
  EXPECT_GT(bad.load(), 0);
  EXPECT_NE(log.str().find("server stopped"), std::string::npos) << log.str();
  EXPECT_EQ(threads_now(), threads_before);
  // Freed memory may stay with malloc's arenas: a margin, not equality.
  EXPECT_LT(rss_kib() - rss_before, 32 * 1024) << rss_before << " KiB before";
}

}  // namespace
