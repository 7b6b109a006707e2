// The JSON problem format where the command line reads a problem: recognised by
// content or by the .json extension (standard input, a file, decode's INPUT), and its
// rejections, after a NUL byte or an overflowing number too, as the command line's one
// line and exit status. The format on its own: tests/model/json_problem_test.cpp.
#include <gtest/gtest.h>

#include <string>

#include "model/parse.hpp"
#include "model/parse_json.hpp"
#include "cli/exit_status.hpp"
#include "helpers.hpp"
#include "json_errors.hpp"

namespace {

using helpers::AppRun;
using helpers::run;
using json_errors::bad;
using json_errors::error_of;

TEST(JsonProblem, RecognisedByContentOrByExtension) {
  EXPECT_TRUE(chessy::looks_like_json("  \n\t{", "-"));
  EXPECT_TRUE(chessy::looks_like_json("\xEF\xBB\xBF{}", "p"));
  EXPECT_TRUE(chessy::looks_like_json("8*q", "p.json"));
  EXPECT_TRUE(chessy::looks_like_json("", "P.JSON"));
  EXPECT_FALSE(chessy::looks_like_json("8*q\n{", "p.txt"));
  EXPECT_FALSE(chessy::looks_like_json("# {\n8*q", "json"));

  // Wherever a problem is read: standard input, a file, decode's INPUT; --size overrides.
  const std::string problem = R"({"size": 8, "pieces": [{"piece": "q", "count": 6}]})";
  EXPECT_EQ(run({"-", "--count", "--size", "6"}, problem).out, "fundamental: 1\ntotal: 4\n");
  helpers::TempFile file("chessy-json-problem", ".json");
  file.write("\n  " + problem);
  EXPECT_EQ(run({file.path(), "--count", "--size", "6"}).out, "fundamental: 1\ntotal: 4\n");
  const AppRun decoded = run({"decode", file.path(), "-", "--size", "6"}, "s UNSATISFIABLE\n");
  EXPECT_EQ(decoded.out, "no solution\n") << decoded.err;
}

// nlohmann/json stops at a NUL byte: `{...}` NUL `garbage` was a valid problem (issue 27).
TEST(JsonProblem, ContentAfterANulByteIsRefused) {
  const std::string object = R"({"pieces": [{"piece": "q", "count": 8}]})";
  EXPECT_EQ(error_of(object), "");
  EXPECT_EQ(error_of(bad("nul-then-garbage.json")), "p.json:2: content after the JSON object (a NUL byte and what follows)");
  EXPECT_EQ(error_of(bad("nul-at-end.json")), "p.json:1: content after the JSON object (a NUL byte and what follows)");
  const AppRun r = run({"-", "--count"}, bad("nul-then-garbage-on-line-one.json"));
  EXPECT_EQ(r.status, chessy::kExitBadInput);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "<stdin>:1: content after the JSON object (a NUL byte and what follows)\n");
}

// Found by tests/fuzz/parse_json_fuzz.cpp: an overflowing number is not a parse_error
// in nlohmann/json, and once escaped every handler and aborted the program.
TEST(JsonProblem, OverflowingNumberIsAnInputError) {
  EXPECT_EQ(error_of(bad("number-overflow.json")), "p.json: number overflow parsing '115e222222'");
  const AppRun r = run({"-"}, bad("count-overflow.json"));
  EXPECT_EQ(r.status, chessy::kExitBadInput);
  EXPECT_EQ(r.err, "<stdin>: number overflow parsing '1e999'\n");
}

TEST(JsonProblem, ErrorsReachTheCommandLineAsOneLine) {
  const AppRun r = run({"-", "--count"}, bad("count-negative-first-piece.json"));
  EXPECT_EQ(r.status, chessy::kExitBadInput);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "<stdin>: pieces[0].count: must be a whole number >= 0\n");
}

}  // namespace
