// Split runs (--part I/P) and merge: the merged output is the single run's, byte for
// byte, on the example problems (problems/); merge refuses every way a set of part files can be
// wrong, each with its own message; a part already done is skipped; the problem's
// normal form parses back to the same problem. (The random differential problems run
// through parts too: cli/differential_test.cpp.)
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli/app.hpp"
#include "split/part_file.hpp"
#include "model/parse.hpp"
#include "model/problem_text.hpp"
#include "helpers.hpp"
#include "part_runs.hpp"

namespace {

using helpers::run;
using helpers::TempFile;
using part_runs::kProblemsDir;
using part_runs::merge;
using part_runs::run_parts;
using part_runs::TempDir;

struct Split {
  std::string file;
  std::vector<std::string> options;
};

// The output with the statistics of --all --json's summary line left out: they hold
// times and the parts' own cubes.
std::string without_stats(const std::string& out) {
  std::string kept;
  for (const std::string& line : helpers::lines_of(out)) {
    if (line.rfind("{\"summary\":", 0) != 0) {
      kept += line + '\n';
      continue;
    }
    nlohmann::ordered_json summary = nlohmann::ordered_json::parse(line);
    summary["summary"].erase("stats");
    kept += summary.dump() + '\n';
  }
  return kept;
}

class MergedEqualsSingle : public testing::TestWithParam<Split> {};

TEST_P(MergedEqualsSingle, CountsAllAndJsonLines) {
  const Split& s = GetParam();
  for (const char* mode : {"--count", "--all"}) {
    for (bool json : {false, true}) {
      std::vector<std::string> args{kProblemsDir + s.file, mode};
      args.insert(args.end(), s.options.begin(), s.options.end());
      if (json && std::string(mode) == "--count") continue;  // its stats hold times
      if (json) args.push_back("--json");
      const helpers::AppRun single = run(args);
      ASSERT_LE(single.status, 1) << single.err;
      for (int parts : {1, 2, 7, 50}) {
        SCOPED_TRACE(std::string(mode) + (json ? " --json" : "") + ", " + std::to_string(parts) + " parts");
        TempDir dir;
        std::vector<std::string> part_args(args.begin(), args.end());
        if (json) part_args.pop_back();  // a part file is JSON anyway
        run_parts(part_args, parts, dir);
        std::vector<std::string> merge{"merge", dir.path()};
        if (json) merge.push_back("--json");
        const helpers::AppRun merged = run(merge);
        EXPECT_EQ(merged.status, single.status) << merged.err;
        EXPECT_EQ(without_stats(merged.out), without_stats(single.out));
        if (json && mode == std::string("--all")) {
          EXPECT_NE(merged.out.find("{\"summary\":{\"complete\":true,"), std::string::npos);
        }
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(
    Problems, MergedEqualsSingle,
    testing::Values(Split{"queens8.txt", {}}, Split{"queens6.txt", {"--no-symmetry"}}, Split{"colour-pawns.txt", {}},
                    Split{"dominate-pawn-fixed.txt", {}}, Split{"nauck.txt", {}}, Split{"kings9.txt", {"-j", "2"}},
                    Split{"colour-rooks.txt", {"--no-breaking"}}),
    [](const testing::TestParamInfo<Split>& info) {
      std::string name = info.param.file.substr(0, info.param.file.find('.'));
      for (char& c : name)
        if (!isalnum(static_cast<unsigned char>(c))) c = '_';
      return name + "_" + std::to_string(info.index);
    });

// A board too large for the split to keep a copy of the CNF (parts.cpp splits it
// without propagation): 520 queens, all but five fixed from a known solution.
TEST(Part, LargeCompletionSplitWithoutPropagationMergesToTheSingleRun) {
  const int n = 520;  // n % 6 == 4: queens on (i, 2i+1) and (n/2+i, 2i)
  std::string text = "size " + std::to_string(n) + "\n" + std::to_string(n) + "*q\n";
  for (int i = 0; i < n / 2; ++i)
    for (auto [row, col] : {std::pair{i, 2 * i + 1}, std::pair{n / 2 + i, 2 * i}})
      if (row != 0 && row != 100 && row != 259 && row != 300 && row != 519)
        text += "q @ " + std::to_string(row) + "," + std::to_string(col) + "\n";
  TempFile problem("parts-large");
  problem.write(text);
  const helpers::AppRun single = run({problem.path(), "--count"});
  ASSERT_EQ(single.status, 0) << single.err;
  TempDir dir;
  std::vector<std::string> args{problem.path(), "--count"};
  run_parts(args, 3, dir);
  EXPECT_EQ(run({"merge", dir.path()}).out, single.out);
}

// Three parts of 8 queens --count in a directory, for the refusals below.
struct ThreeParts {
  TempDir dir;
  ThreeParts() { run_parts({kProblemsDir + "queens8.txt", "--count"}, 3, dir); }
};

TEST(Merge, RefusesAMissingPart) {
  ThreeParts p;
  const helpers::AppRun r = merge({p.dir.part(0), p.dir.part(2)});
  EXPECT_EQ(r.status, chessy::kExitBadInput);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "chessy-sat: merge: part 1 of 3 missing\n");
}

TEST(Merge, RefusesADuplicatedPart) {
  ThreeParts p;
  TempFile copy("parts-copy", ".json");
  std::filesystem::copy_file(p.dir.part(1), copy.path());
  const helpers::AppRun r = merge({p.dir.part(0), p.dir.part(1), p.dir.part(2), copy.path()});
  EXPECT_EQ(r.status, chessy::kExitBadInput);
  EXPECT_EQ(r.err, copy.path() + ": part 1/3 again (also in " + p.dir.part(1) + ")\n");
}

TEST(Merge, RefusesAPartOfAnotherProblem) {
  ThreeParts p;
  TempDir other;
  run_parts({kProblemsDir + "queens6.txt", "--count"}, 3, other);
  const helpers::AppRun r = merge({p.dir.part(0), other.part(1), p.dir.part(2)});
  EXPECT_EQ(r.status, chessy::kExitBadInput);
  EXPECT_EQ(r.err.rfind(other.part(1) + ": a part of another problem than " + p.dir.part(0), 0), 0u) << r.err;
}

TEST(Merge, RefusesOtherSettingsAndAnotherNumberOfParts) {
  ThreeParts p;
  TempDir all, four;
  run_parts({kProblemsDir + "queens8.txt", "--all"}, 3, all);
  run_parts({kProblemsDir + "queens8.txt", "--count"}, 4, four);
  helpers::AppRun r = merge({p.dir.part(0), all.part(1), p.dir.part(2)});
  EXPECT_EQ(r.status, chessy::kExitBadInput);
  EXPECT_NE(r.err.find("solved with other settings"), std::string::npos) << r.err;
  r = merge({p.dir.part(0), four.part(1), p.dir.part(2)});
  EXPECT_EQ(r.status, chessy::kExitBadInput);
  EXPECT_EQ(r.err, four.part(1) + ": part 1/4, but " + p.dir.part(0) + " is a part of 3\n");
}

TEST(Merge, RefusesATruncatedFile) {
  ThreeParts p;
  const std::string whole = helpers::read_file(p.dir.part(1));
  TempFile cut("parts-cut", ".json");
  cut.write(whole.substr(0, whole.size() / 2));
  const helpers::AppRun r = merge({p.dir.part(0), cut.path(), p.dir.part(2)});
  EXPECT_EQ(r.status, chessy::kExitBadInput);
  EXPECT_EQ(r.err, cut.path() + ": truncated: the document ends early (an unfinished or damaged part file)\n");
}

TEST(Merge, RefusesAnIncompletePartAndDamagedContents) {
  ThreeParts p;
  const std::string whole = helpers::read_file(p.dir.part(1));
  // Edited and given a digest that matches again: the checks behind the digest.
  auto edited = [&](const std::string& from, const std::string& to) {
    std::string text = whole;
    const std::size_t at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return chessy::restamped(text.replace(at, from.size(), to));
  };
  TempFile bad("parts-bad", ".json");
  bad.write(edited("\"complete\":true", "\"complete\":false"));
  helpers::AppRun r = merge({p.dir.part(0), bad.path(), p.dir.part(2)});
  EXPECT_EQ(r.err, bad.path() + ": part 1/3 is incomplete (the run was stopped); run it again\n");
  bad.write(edited("8*q", "7*q"));
  r = merge({p.dir.part(0), bad.path(), p.dir.part(2)});
  EXPECT_EQ(r.err, bad.path() + ": corrupt: the problem does not match its fingerprint\n");
  bad.write(edited("\"split\":\"", "\"split\":\"0"));
  r = merge({p.dir.part(0), bad.path(), p.dir.part(2)});
  EXPECT_EQ(r.err.rfind(bad.path() + ": split differently from " + p.dir.part(0), 0), 0u) << r.err;
  bad.write("{\"hello\": 1}");
  r = merge({p.dir.part(0), bad.path(), p.dir.part(2)});
  EXPECT_EQ(r.err, bad.path() + ": not a chessy-sat part file\n");
  EXPECT_EQ(r.status, chessy::kExitBadInput);
}

TEST(Merge, ChecksEveryListedClass) {
  // --all lists every class: one moved queen is no solution, and merge says so.
  TempDir dir;
  run_parts({kProblemsDir + "queens8.txt", "--all"}, 2, dir);
  std::string text = helpers::read_file(dir.part(0));
  const std::size_t at = text.find("[\"");
  ASSERT_NE(at, std::string::npos);
  const std::size_t colon = text.find(':', at);
  text.replace(at + 2, colon - at - 2, std::to_string(std::stoi(text.substr(at + 2, colon - at - 2)) + 1));
  TempFile bad("parts-moved", ".json");
  bad.write(chessy::restamped(text));
  const helpers::AppRun r = merge({bad.path(), dir.part(1)});
  EXPECT_EQ(r.status, chessy::kExitBadInput);
  EXPECT_EQ(r.err, bad.path() + ": corrupt: classes[0] is not a solution\n");
}

TEST(Merge, NeedsFilesAndTakesOnlyPrintingOptions) {
  EXPECT_EQ(run({"merge"}).status, chessy::kExitBadInput);
  EXPECT_NE(run({"merge", "x.json", "--all"}).err.find("--all has no meaning with merge"), std::string::npos);
  TempDir empty;
  EXPECT_EQ(run({"merge", empty.path()}).err, "chessy-sat: merge: no part files (*.json) in '" + empty.path() + "'\n");
}

TEST(Part, RerunOfACompletePartIsSkippedAndTheFileKept) {
  TempDir dir;
  const std::vector<std::string> args{kProblemsDir + "queens8.txt", "--count", "--part", "1/3", "-o", dir.part(1)};
  ASSERT_EQ(run(args).status, 0);
  const std::string first = helpers::read_file(dir.part(1));
  const auto written = std::filesystem::last_write_time(dir.part(1));
  const helpers::AppRun again = run(args);
  EXPECT_EQ(again.status, 0);
  EXPECT_EQ(again.err, "chessy-sat: " + dir.part(1) + " already holds part 1/3 complete; skipped\n");
  EXPECT_EQ(helpers::read_file(dir.part(1)), first);
  EXPECT_EQ(std::filesystem::last_write_time(dir.part(1)), written);
  // Another part, or a damaged file, under that name is solved again and replaced.
  std::ofstream(dir.part(1), std::ios::binary) << first.substr(0, 10);
  EXPECT_EQ(run(args).err, dir.part(1) + ": truncated: the document ends early (an unfinished or damaged part file); "
                           "solving the part again\n");
  const std::string again_text = helpers::read_file(dir.part(1));  // its timings differ
  EXPECT_NE(again_text.find("\"part\":1,\"parts\":3,\"complete\":true"), std::string::npos) << again_text;
  // Nothing but the result is left in the directory: the temporary file was renamed.
  int entries = 0;
  for ([[maybe_unused]] const auto& e : std::filesystem::directory_iterator(dir.path())) ++entries;
  EXPECT_EQ(entries, 1);
}

TEST(Part, AnOutputDirectoryThatIsNotThereIsRefusedBeforeTheWork) {
  const helpers::AppRun r = run({kProblemsDir + "queens8.txt", "--count", "--part", "0/2", "-o", "/nonexistent-dir/p.json"});
  EXPECT_EQ(r.status, chessy::kExitBadInput);
  EXPECT_EQ(r.err, "chessy-sat: cannot write '/nonexistent-dir/p.json': no directory '/nonexistent-dir'\n");
}

TEST(Part, OptionsAreChecked) {
  const std::string q = kProblemsDir + "queens8.txt";
  EXPECT_EQ(run({q, "--part", "1/3"}).err, "chessy-sat: --part goes with --all, --count, --min or --max (see --help)\n");
  EXPECT_EQ(run({q, "--count", "--part", "3/3"}).err, "chessy-sat: --part's I must be between 0 and 2 (see --help)\n");
  EXPECT_EQ(run({q, "--count", "--part", "3"}).status, chessy::kExitBadInput);
  EXPECT_EQ(run({q, "--count", "--part", "0/0"}).status, chessy::kExitBadInput);
  EXPECT_EQ(run({q, "--all", "--part", "0/2", "--limit", "3"}).status, chessy::kExitBadInput);
}

TEST(ProblemText, ParsesBackToTheSameProblem) {
  for (const auto& entry : std::filesystem::directory_iterator(kProblemsDir)) {
    if (entry.path().extension() != ".txt" && entry.path().extension() != ".json") continue;
    SCOPED_TRACE(entry.path().string());
    const chessy::Problem p = chessy::parse_input(helpers::read_file(entry.path()), entry.path().string());
    const std::string text = chessy::problem_text(p);
    const chessy::Problem q = chessy::parse_problem(text, "normal form");
    EXPECT_EQ(q.rows, p.rows);
    EXPECT_EQ(q.cols, p.cols);
    EXPECT_EQ(q.goal, p.goal);
    EXPECT_EQ(q.coloured, p.coloured);
    EXPECT_EQ(q.types, p.types);
    EXPECT_EQ(q.counts, p.counts);
    EXPECT_EQ(q.fixed.size(), p.fixed.size());
    EXPECT_EQ(chessy::problem_text(q), text);
  }
  // Written in another order, a problem has the same normal form.
  EXPECT_EQ(chessy::problem_text(chessy::parse_problem("q @ 1,1\nr\nq\nq @ 0,0\nq\nq\n", "a")),
            chessy::problem_text(chessy::parse_problem("3*q\nq @ 0,0\nr\nq @ 1,1\n", "b")));
}

}  // namespace
