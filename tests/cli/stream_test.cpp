// --stream prints each fundamental solution as soon as it is found: the same boards as
// --all (and the same count), only in search order.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "helpers.hpp"

namespace {

using helpers::AppRun;
using helpers::boards_of;
using helpers::run;

std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

struct StreamCase {
  const char* problem;
  std::vector<std::string> options;
};

TEST(Stream, PrintsTheSameBoardsAsAllInSearchOrder) {
  const std::vector<StreamCase> cases = {
      {"8*q\n", {}},
      {"size 6\n6*q\n", {"--no-symmetry"}},
      {"size 5\nr w\nr b\np w\n", {}},          // coloured, pawns: H smaller than G
      {"d\nsize 5\n3*q\n", {"-j", "1"}},
      {"size 7\n7*q\nq @ 0,0\n", {"-j", "2"}},  // a fixed piece
      {"size 8\n9*q\n", {}},                    // none: nothing printed, exit 1
  };
  for (const StreamCase& c : cases) {
    SCOPED_TRACE(c.problem);
    std::vector<std::string> all_args{"-", "--all"}, stream_args{"-", "--all", "--stream"};
    all_args.insert(all_args.end(), c.options.begin(), c.options.end());
    stream_args.insert(stream_args.end(), c.options.begin(), c.options.end());
    const AppRun all = run(all_args, c.problem), streamed = run(stream_args, c.problem);
    EXPECT_EQ(streamed.status, all.status);
    EXPECT_EQ(sorted(boards_of(streamed.out)), boards_of(all.out));  // --all is sorted already
    EXPECT_EQ(streamed.err, "");
  }
}

TEST(Stream, JsonLinesAreNumberedInTheOrderPrinted) {
  const AppRun r = run({"-", "--all", "--stream", "--json"}, "8*q\n");
  ASSERT_EQ(r.status, 0);
  std::vector<std::string> lines = helpers::lines_of(r.out);
  ASSERT_EQ(lines.size(), 13u);
  // The last says the stream is whole.
  EXPECT_EQ(lines.back().rfind(R"({"summary":{"complete":true,"fundamental":12,"total":92,"stats":{)", 0), 0u) << lines.back();
  lines.pop_back();
  for (std::size_t i = 0; i < lines.size(); ++i)
    EXPECT_EQ(lines[i].rfind("{\"index\":" + std::to_string(i + 1) + ",", 0), 0u) << lines[i];
}

TEST(Stream, LimitStopsTheStream) {
  const AppRun r = run({"-", "--all", "--stream", "--limit", "3"}, "8*q\n");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(boards_of(r.out).size(), 3u);
}

TEST(Stream, OnlyWithAllAsTextOrJson) {
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"-", "--stream"}, {"-", "--count", "--stream"},
        {"-", "--all", "--stream", "--format", "svg"}}) {
    const AppRun r = run(args, "8*q\n");
    EXPECT_EQ(r.status, chessy::kExitBadInput);
    EXPECT_EQ(r.out, "");
    EXPECT_NE(r.err.find("--stream"), std::string::npos) << r.err;
  }
}

}  // namespace
