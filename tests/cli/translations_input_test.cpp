// `translations` as input (issue 38): the line, the JSON key `"translations": true` and the
// option `--translations` ask for the classes under the torus's whole group; on a board
// that is not a torus each is an input error, exit status 2 and one line on standard
// error naming the file and line (the JSON key, the option). The text files are in the
// corpus of tests/bad/ (its own test checks them, tests/cli/bad_input_test.cpp), the JSON
// ones in tests/bad/json/. Skipped while the tool refuses `translations` everywhere.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "cli/app.hpp"
#include "bad_corpus.hpp"
#include "helpers.hpp"
#include "translations.hpp"

namespace {

using helpers::AppRun;
using helpers::run;

bool one_line(const std::string& s) { return !s.empty() && s.back() == '\n' && std::count(s.begin(), s.end(), '\n') == 1; }

// `r` is an input error: status 2, nothing on standard output, one line starting with
// `where` and holding every one of `words`.
void expect_refused(const AppRun& r, const std::string& where, const std::vector<std::string>& words) {
  EXPECT_EQ(r.status, chessy::kExitBadInput) << r.err;
  EXPECT_EQ(r.out, "");
  EXPECT_TRUE(one_line(r.err)) << "[" << r.err << "]";
  EXPECT_EQ(r.err.rfind(where, 0), 0u) << "expected to start with [" << where << "], got [" << r.err << "]";
  for (const std::string& w : words) EXPECT_NE(r.err.find(w), std::string::npos) << w << " not in [" << r.err << "]";
}

std::string bad_path(const std::string& file) {
  return (std::filesystem::path(CHESSY_SOURCE_DIR) / "tests" / "bad" / file).string();
}

TEST(TranslationsInput, TheLineOnAPlainBoardNamesItsFileAndLine) {
  SKIP_UNTIL_TRANSLATIONS();
  for (const auto& [file, line] : std::vector<std::pair<std::string, int>>{
           {"translations-on-a-plain-board.txt", 3}, {"translations-before-the-rest-of-a-plain-board.txt", 2}}) {
    SCOPED_TRACE(file);
    expect_refused(run({bad_path(file), "--count"}), bad_path(file) + ":" + std::to_string(line) + ": ",
                   {"translations", "torus"});
    // Through standard input: "<stdin>:LINE:".
    expect_refused(run({"-", "--count"}, bad_corpus::read("", file)), "<stdin>:" + std::to_string(line) + ": ",
                   {"translations"});
  }
  // A region puzzle is never a torus: `translations` beside it is refused too, on some
  // line of the file.
  expect_refused(run({"-", "--count"}, "translations\nregions\nAABB\nAABB\nCCDD\nCCDD\n"), "<stdin>:", {});
}

TEST(TranslationsInput, TheJsonKeyWithoutATorusNamesTheKey) {
  SKIP_UNTIL_TRANSLATIONS();
  for (const std::string file : {"translations-without-torus.json", "translations-with-torus-false.json",
                                 "translations-not-true-or-false.json"}) {
    SCOPED_TRACE(file);
    const std::string path = bad_path("json/" + file);
    expect_refused(run({path, "--count"}), path + ":", {"translations"});
    expect_refused(run({"-", "--count"}, bad_corpus::read("json", file)), "<stdin>:", {"translations"});
  }
  EXPECT_NE(run({"-"}, bad_corpus::read("json", "translations-without-torus.json")).err.find("torus"), std::string::npos);
  EXPECT_NE(run({"-"}, bad_corpus::read("json", "translations-not-true-or-false.json")).err.find("true or false"),
            std::string::npos);
}

TEST(TranslationsInput, TheOptionWithoutATorusNamesTheOption) {
  SKIP_UNTIL_TRANSLATIONS();
  expect_refused(run({"-", "--count", "--translations"}, "size 5\n5*q\n"), "", {"--translations"});
  expect_refused(run({"-", "--count", "--translations"}, R"({"size": 5, "pieces": [{"piece": "q", "count": 5}]})"),
                 "", {"translations"});
  expect_refused(run({"-", "--count", "--translations"},
                     R"({"size": 5, "torus": false, "pieces": [{"piece": "q", "count": 5}]})"),
                 "", {"translations"});
}

// What is no error: the line before `torus`, the line with `--torus`, the option with a
// file's `torus`, the key with `"torus": true`, both the line and the option; each the
// whole group's 1 class of 5 queens on the 5x5 torus (tests/model/referee_translations_test.cpp).
TEST(TranslationsInput, EveryWayOfAskingOnATorusCountsTheWholeGroup) {
  SKIP_UNTIL_TRANSLATIONS();
  const std::string one_class = "fundamental: 1\ntotal: 10\n";
  struct Way {
    std::string input;
    std::vector<std::string> options;
  };
  const std::vector<Way> ways = {
      {"translations\ntorus\nsize 5\n5*q\n", {}},
      {"torus\nsize 5\n5*q\ntranslations\n", {}},
      {"size 5\n5*q\ntranslations\n", {"--torus"}},
      {"torus\nsize 5\n5*q\n", {"--translations"}},
      {"size 5\n5*q\n", {"--torus", "--translations"}},
      {"torus\ntranslations\nsize 5\n5*q\n", {"--translations"}},
      {R"({"size": 5, "torus": true, "translations": true, "pieces": [{"piece": "q", "count": 5}]})", {}},
      {R"({"size": 5, "torus": true, "pieces": [{"piece": "q", "count": 5}]})", {"--translations"}},
  };
  for (const Way& way : ways) {
    SCOPED_TRACE(way.input);
    std::vector<std::string> args{"-", "--count"};
    args.insert(args.end(), way.options.begin(), way.options.end());
    const AppRun r = run(args, way.input);
    EXPECT_EQ(r.status, chessy::kExitSolved) << r.err;
    EXPECT_EQ(r.out, one_class) << r.err;
  }
  // `"translations": false` asks for nothing, on a plain board too (5 queens on the plain
  // 5x5: 10 solutions, 2 classes).
  EXPECT_EQ(run({"-", "--count"}, R"({"size": 5, "translations": false, "pieces": [{"piece": "q", "count": 5}]})").out,
            "fundamental: 2\ntotal: 10\n");
  // Without it, the rotations and reflections alone: 2 classes.
  EXPECT_EQ(run({"-", "--count"}, "torus\nsize 5\n5*q\n").out, "fundamental: 2\ntotal: 10\n");
  EXPECT_EQ(run({"-", "--count"}, R"({"size": 5, "torus": true, "translations": false, "pieces": [{"piece": "q", "count": 5}]})").out,
            "fundamental: 2\ntotal: 10\n");
}

}  // namespace
