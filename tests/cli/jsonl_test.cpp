// Many problems in one run (cli/jsonl.hpp, docs/input.md "Many problems: .jsonl"): each
// line answered in order with its number, as the single JSON solve answers it; a bad
// line answered by its error while the others still are; standard input with --jsonl;
// the refused options; the stop of the whole run.
#include <gtest/gtest.h>
#include <signal.h>

#include <chrono>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli/exit_status.hpp"
#include "helpers.hpp"
#include "spawn.hpp"

namespace {

using helpers::AppRun;
using helpers::lines_of;
using helpers::run;
using JsonlObject = nlohmann::ordered_json;

// Three kinds of problem: queens independence, domination with a blocked cell, kings
// on a torus with a fixed one.
const std::vector<std::string> kJsonlProblems = {
    R"({"size": 5, "pieces": [{"piece": "q", "count": 5}]})",
    R"({"size": 4, "problem": "domination", "pieces": [{"piece": "q", "count": 2}], "blocked": [[0, 0]]})",
    R"({"size": 4, "torus": true, "pieces": [{"piece": "k", "count": 4}], "fixed": [{"piece": "k", "row": 0, "col": 0}]})",
};

// The file of `lines`, one a line, named *.jsonl.
struct JsonlFile {
  explicit JsonlFile(const std::vector<std::string>& lines) {
    std::string text;
    for (const std::string& l : lines) text += l + '\n';
    file.write(text);
  }
  helpers::TempFile file{"chessy-jsonl", ".jsonl"};
};

// What `chessy-sat PROBLEM.json --json MODE` prints, as JSON objects, one a line.
std::vector<JsonlObject> jsonl_single_solve(const std::string& problem, const std::vector<std::string>& mode) {
  helpers::TempFile file("chessy-jsonl-one", ".json");
  file.write(problem);
  std::vector<std::string> args{file.path(), "--json"};
  args.insert(args.end(), mode.begin(), mode.end());
  const AppRun r = run(args);
  std::vector<JsonlObject> objects;
  for (const std::string& line : lines_of(r.out)) objects.push_back(JsonlObject::parse(line));
  return objects;
}

std::vector<JsonlObject> jsonl_answers(const std::string& out) {
  std::vector<JsonlObject> answers;
  for (const std::string& line : lines_of(out)) answers.push_back(JsonlObject::parse(line));
  return answers;
}

// The counts alone: the stats hold times.
JsonlObject jsonl_without_stats(JsonlObject j) {
  j.erase("stats");
  if (j.contains("summary")) j["summary"].erase("stats");
  return j;
}

TEST(Jsonl, EachLineAnsweredInOrderAsTheSingleSolveAnswersIt) {
  // A blank line between: skipped, the numbers stay the file's.
  const JsonlFile f({kJsonlProblems[0], "", kJsonlProblems[1], kJsonlProblems[2]});
  const std::vector<int> numbers{1, 3, 4};
  const AppRun r = run({f.file.path()});
  ASSERT_EQ(r.status, chessy::kExitSolved) << r.err;
  const std::vector<JsonlObject> answers = jsonl_answers(r.out);
  ASSERT_EQ(answers.size(), 3u) << r.out;
  for (std::size_t i = 0; i < answers.size(); ++i) {
    SCOPED_TRACE(kJsonlProblems[i]);
    EXPECT_EQ(answers[i].begin().key(), "line");  // first
    EXPECT_EQ(answers[i]["line"], numbers[i]);
    JsonlObject expected = jsonl_single_solve(kJsonlProblems[i], {}).at(0);
    JsonlObject got = answers[i];
    got.erase("line");
    EXPECT_EQ(got, expected);
  }
  EXPECT_FALSE(answers[0]["solution"].is_null());
  EXPECT_TRUE(answers[2]["torus"].get<bool>());
}

TEST(Jsonl, CountAndAllAsTheSingleSolvePrintsThem) {
  const JsonlFile f(kJsonlProblems);
  const AppRun counted = run({f.file.path(), "--count"});
  ASSERT_EQ(counted.status, chessy::kExitSolved) << counted.err;
  const std::vector<JsonlObject> counts = jsonl_answers(counted.out);
  ASSERT_EQ(counts.size(), 3u);
  EXPECT_EQ(counts[0]["total"], 10);  // 5 queens on 5x5
  const AppRun listed = run({f.file.path(), "--all"});
  const std::vector<JsonlObject> lists = jsonl_answers(listed.out);
  ASSERT_EQ(lists.size(), 3u) << listed.out;
  for (std::size_t i = 0; i < 3; ++i) {
    SCOPED_TRACE(kJsonlProblems[i]);
    EXPECT_EQ(counts[i]["line"], i + 1);
    JsonlObject count = counts[i];
    count.erase("line");
    EXPECT_EQ(jsonl_without_stats(count), jsonl_without_stats(jsonl_single_solve(kJsonlProblems[i], {"--count"}).at(0)));
    // --all: the class lines as "solutions", then the summary line's keys.
    std::vector<JsonlObject> single = jsonl_single_solve(kJsonlProblems[i], {"--all"});
    const JsonlObject summary = single.back();
    single.pop_back();
    EXPECT_EQ(lists[i]["line"], i + 1);
    EXPECT_EQ(lists[i]["solutions"], JsonlObject(single));
    EXPECT_EQ(jsonl_without_stats(JsonlObject{{"summary", lists[i]["summary"]}}), jsonl_without_stats(summary));
    EXPECT_EQ(lists[i]["solutions"].size(), lists[i]["summary"]["fundamental"].get<std::size_t>());
  }
}

TEST(Jsonl, ABadLineIsAnsweredByItsErrorAndTheOthersStill) {
  const JsonlFile f({kJsonlProblems[0], R"({"size": 4, "pieces": [{"piece": "q", "count": "two"}]})",
                     R"({"size": 4, "pieces": [)", kJsonlProblems[1]});
  const AppRun r = run({f.file.path(), "--count"});
  EXPECT_EQ(r.status, chessy::kExitBadInput);
  const std::vector<JsonlObject> answers = jsonl_answers(r.out);
  ASSERT_EQ(answers.size(), 4u) << r.out;
  const std::string name = f.file.path();
  EXPECT_EQ(answers[1], (JsonlObject{{"line", 2}, {"error", name + ":2: pieces[0].count: must be a whole number >= 0"}}));
  // A syntax error names the file's line, not the line within the line.
  const std::string syntax = answers[2]["error"];
  EXPECT_EQ(syntax.rfind(name + ":3: syntax error", 0), 0u) << syntax;
  EXPECT_TRUE(answers[0].contains("total"));
  EXPECT_EQ(answers[3]["line"], 4);
  EXPECT_TRUE(answers[3].contains("total"));
  // Standard error says each as bad input is said: one line each.
  EXPECT_EQ(lines_of(r.err), (std::vector<std::string>{answers[1]["error"], syntax}));
}

TEST(Jsonl, ATextProblemOnALineIsNoJson) {
  const JsonlFile f({"8*q"});
  const AppRun r = run({f.file.path()});
  EXPECT_EQ(r.status, chessy::kExitBadInput);
  ASSERT_EQ(jsonl_answers(r.out).size(), 1u);
  EXPECT_EQ(jsonl_answers(r.out)[0]["error"].get<std::string>().rfind(f.file.path() + ":1: syntax error", 0), 0u)
      << r.out;
}

TEST(Jsonl, StandardInputWithJsonlOnlyElseOneProblem) {
  const std::string text = kJsonlProblems[0] + "\n" + kJsonlProblems[1] + "\n";
  const AppRun many = run({"-", "--jsonl", "--count"}, text);
  EXPECT_EQ(many.status, chessy::kExitSolved) << many.err;
  const std::vector<JsonlObject> answers = jsonl_answers(many.out);
  ASSERT_EQ(answers.size(), 2u);
  EXPECT_EQ(answers[1]["line"], 2);
  // Without --jsonl, '-' is one problem: two objects are a syntax error on line 2.
  const AppRun one = run({"-", "--count"}, text);
  EXPECT_EQ(one.status, chessy::kExitBadInput);
  EXPECT_EQ(one.err.rfind("<stdin>:2: syntax error", 0), 0u) << one.err;
  const AppRun bad = run({"-", "--jsonl"}, "{}\n");
  EXPECT_EQ(jsonl_answers(bad.out).at(0)["error"].get<std::string>().rfind("<stdin>:1: pieces: missing", 0), 0u)
      << bad.out;
}

TEST(Jsonl, NoSolutionAnywhereIsExitOne) {
  const JsonlFile f({R"({"size": 3, "pieces": [{"piece": "q", "count": 3}]})",
                     R"({"size": 2, "pieces": [{"piece": "r", "count": 3}]})"});
  const AppRun r = run({f.file.path()});
  EXPECT_EQ(r.status, chessy::kExitNoSolution);
  EXPECT_EQ(r.out, "{\"line\":1,\"solution\":null}\n{\"line\":2,\"solution\":null}\n");
  EXPECT_EQ(r.err, "");  // quiet: no default-board note, nothing a line
}

TEST(Jsonl, OpenCountsWithMinOnEachLine) {
  const JsonlFile f({R"({"size": 6, "problem": "domination", "pieces": [{"piece": "q", "count": "?"}]})",
                     kJsonlProblems[0]});
  const AppRun r = run({f.file.path(), "--min", "--count"});
  EXPECT_EQ(r.status, chessy::kExitBadInput);
  const std::vector<JsonlObject> answers = jsonl_answers(r.out);
  ASSERT_EQ(answers.size(), 2u);
  EXPECT_EQ(answers[0]["minimum"], 3);  // queens dominating 6x6
  EXPECT_EQ(answers[0]["total"], 4);
  // The line without '?' is named by its number.
  EXPECT_NE(answers[1]["error"].get<std::string>().find(f.file.path() + ":2 has none"), std::string::npos) << r.out;
}

TEST(Jsonl, TimeoutStopsTheRunWithTheLinesDoneWritten) {
  const JsonlFile f({kJsonlProblems[0], R"({"size": 17, "pieces": [{"piece": "q", "count": 17}]})",
                     kJsonlProblems[1]});
  const AppRun r = run({f.file.path(), "--count", "--timeout", "0.3", "-j", "1"});
  EXPECT_EQ(r.status, chessy::kExitIncomplete);
  const std::vector<JsonlObject> answers = jsonl_answers(r.out);
  ASSERT_EQ(answers.size(), 2u) << r.out;  // the third never started
  EXPECT_TRUE(answers[0]["complete"].get<bool>());
  EXPECT_EQ(answers[1]["line"], 2);
  EXPECT_FALSE(answers[1]["complete"].get<bool>());  // the counts so far
  EXPECT_NE(r.err.find("--timeout 0.3 reached"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("the run stopped at line 2 of " + f.file.path() + "; the lines before it are answered"),
            std::string::npos)
      << r.err;
}

TEST(Jsonl, CtrlCStopsTheProcessWithTheLinesDoneWritten) {
  const JsonlFile f({kJsonlProblems[0], R"({"size": 17, "pieces": [{"piece": "q", "count": 17}]})",
                     kJsonlProblems[1]});
  const helpers::Spawned r =
      helpers::spawn({f.file.path(), "--count"}, helpers::signal_after(SIGINT, std::chrono::milliseconds(700)));
  EXPECT_EQ(r.status, chessy::kExitIncomplete) << r.err;
  const std::vector<JsonlObject> answers = jsonl_answers(r.out);
  ASSERT_EQ(answers.size(), 2u) << r.out;
  EXPECT_EQ(answers[0]["total"], 10);
  EXPECT_FALSE(answers[1]["complete"].get<bool>());
  EXPECT_EQ(r.err.rfind("chessy-sat: interrupted after", 0), 0u) << r.err;
  EXPECT_NE(r.err.find("the run stopped at line 2 of "), std::string::npos) << r.err;
}

TEST(Jsonl, OneWorkerALineUnlessJobsSaysMore) {
  const JsonlFile f({kJsonlProblems[0]});
  EXPECT_EQ(jsonl_answers(run({f.file.path(), "--count"}).out).at(0)["stats"]["workers"], 1);
  EXPECT_EQ(jsonl_answers(run({f.file.path(), "--count", "-j", "2"}).out).at(0)["stats"]["workers"], 2);
}

TEST(Jsonl, OptionsOfOneProblemAreRefused) {
  const JsonlFile f({kJsonlProblems[0]});
  const std::string path = f.file.path();
  const std::vector<std::pair<std::vector<std::string>, std::string>> refused = {
      {{path, "--format", "svg"}, "--format"},
      {{path, "--count", "--part", "0/2", "-o", path + ".part"}, "--part"},
      {{path, "--dimacs", "-"}, "--dimacs"},
      {{path, "--all", "--stream"}, "--stream"},
      {{path, "--size", "4..6"}, "a sweep (--size A..B)"},
  };
  for (const auto& [args, what] : refused) {
    const AppRun r = run(args);
    EXPECT_EQ(r.status, chessy::kExitBadInput) << what;
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err.rfind("chessy-sat: a .jsonl INPUT is answered one JSON line a problem: not with " + what, 0), 0u)
        << r.err;
    EXPECT_EQ(lines_of(r.err).size(), 1u);
  }
  const AppRun check = run({"check", path, path});
  EXPECT_EQ(check.status, chessy::kExitBadInput);
  EXPECT_NE(check.err.find("check reads one problem, not a .jsonl file of many"), std::string::npos);
  // A name in capitals is one too; --size applies to each line.
  helpers::TempFile upper("chessy-jsonl", ".JSONL");
  upper.write(R"({"pieces": [{"piece": "q", "count": 4}]})" "\n");
  const AppRun sized = run({upper.path(), "--count", "--size", "4"});
  EXPECT_EQ(sized.status, chessy::kExitSolved) << sized.err;
  EXPECT_EQ(jsonl_answers(sized.out).at(0)["total"], 2);
}

}  // namespace
