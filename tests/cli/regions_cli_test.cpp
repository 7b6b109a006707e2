// Region puzzles end to end through run_app (docs/rules.md "Region puzzles"): counts of
// hand-checked and independently searched grids on every CNF engine and with -j 2,
// symmetric grids (fundamental < total) and plain ones, the outputs (text board,
// placements, JSON, unicode, SVG), `check` of a played grid, the command-line options
// a region puzzle refuses, and the engines that must not take one.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "helpers.hpp"

namespace {

using helpers::run;

// problems/queens-region5.txt: one solution, found by hand in that file's header.
const std::string kRegions5 = "regions\nAAAAC\nAAACC\nDDDCC\nDDEEC\nDDBBB\nstars 1\n";
// Quadrants (problems/queens-region4-quadrants.txt): two solutions, mirror images.
const std::string kQuadrants = "regions\nAABB\nAABB\nCCDD\nCCDD\n";

struct RegionCase {
  std::string text;
  std::string counts;  // what --count prints
};

std::vector<RegionCase> region_cases() {
  return {
      {kRegions5, "fundamental: 1\ntotal: 1\n"},
      {kQuadrants, "fundamental: 1\ntotal: 2\n"},
      // problems/star-battle8.txt, 2 stars: one solution (a Python exhaustive search).
      {"regions\nEEECCDDD\nEEECCGDD\nEEECCGDD\nEAACCGGD\nBAAAHGGF\nBAAHHHFF\nBAAHHHFF\nHHHHHFFF\nstars 2\n",
       "fundamental: 1\ntotal: 1\n"},
      // The 5x5 grid of docs/input.md: 6 solutions, no symmetry (by the same search).
      {"regions\nAABBB\nAABBB\nCCDDB\nCCDDE\nCCDEE\n", "fundamental: 6\ntotal: 6\n"},
      // One region on 4x4: it cannot hold one star and every row one (legal, no solution).
      {"regions\nAAAA\nAAAA\nAAAA\nAAAA\n", "fundamental: 0\ntotal: 0\n"},
      // A fixed star that no solution has (quadrants: a4 is in neither).
      {kQuadrants + "* @ a4\n", "fundamental: 0\ntotal: 0\n"},
      // A fixed star keeps one of the two mirror images, and breaks the symmetry.
      {kQuadrants + "* @ b4\n", "fundamental: 1\ntotal: 1\n"},
      // A blocked cell on the only solution's star.
      {kRegions5 + "x @ b5\n", "fundamental: 0\ntotal: 0\n"},
  };
}

TEST(RegionsCli, CountsOnEveryCnfEngineAndInParallel) {
  for (const RegionCase& c : region_cases())
    for (const std::vector<std::string>& options :
         {std::vector<std::string>{"--engine", "sat"}, {"--engine", "backtrack"}, {"-j", "2"}, {"--engine", "auto"}}) {
      std::vector<std::string> args{"-", "--count"};
      args.insert(args.end(), options.begin(), options.end());
      const helpers::AppRun r = run(args, c.text);
      SCOPED_TRACE(c.text + options[0]);
      EXPECT_EQ(r.out, c.counts) << r.err;
      EXPECT_EQ(r.status, c.counts.find("total: 0") == std::string::npos ? 0 : 1);
    }
}

TEST(RegionsCli, SymmetricGridMergesMirrorImages) {
  const helpers::AppRun all = run({"-", "--all"}, kQuadrants);
  EXPECT_EQ(all.out, "AA*B\n*ABB\nCCD*\nC*DD\n");
  // --no-symmetry: every solution its own class (docs/symmetry.md); a grid with no
  // symmetry has fundamental = total anyway (problems/queens-region5.txt above).
  EXPECT_EQ(run({"-", "--count", "--no-symmetry"}, kQuadrants).out, "fundamental: 2\ntotal: 2\n");
}

TEST(RegionsCli, BoardPlacementsAndJsonShowStars) {
  EXPECT_EQ(run({"-"}, kRegions5).out, "A*AAC\nAAA*C\n*DDCC\nDD*EC\nDDBB*\n");
  EXPECT_EQ(run({"-", "--format", "placements", "--coordinates", "algebraic"}, kRegions5).out,
            "* @ b5\n* @ d4\n* @ a3\n* @ c2\n* @ e1\n");
  const std::string json = run({"-", "--json"}, kRegions5).out;
  EXPECT_NE(json.find(R"({"piece":"*","colour":null,"row":0,"col":1})"), std::string::npos) << json;
  // A blocked cell prints as on every board.
  EXPECT_EQ(run({"-"}, kQuadrants + "x @ 0,0\n").out, "xA*B\n*ABB\nCCD*\nC*DD\n");
}

TEST(RegionsCli, CheckNamesWhatIsWrong) {
  helpers::TempFile problem("region-problem"), right("region-right"), wrong("region-wrong"), kings("region-kings");
  problem.write(kRegions5);
  right.write("* @ b5\n* @ d4\n* @ a3\n* @ c2\n* @ e1\n");
  wrong.write("* @ b5\n* @ d4\n* @ a3\n* @ c2\n* @ e2\n");  // e2: row 3 twice (with c2), row 4 empty
  kings.write("k @ b5\n");
  EXPECT_EQ(run({"check", problem.path(), right.path()}).status, 0);
  const helpers::AppRun bad = run({"check", problem.path(), wrong.path()});
  EXPECT_EQ(bad.status, 1);
  EXPECT_NE(bad.out.find("row 3 holds 2 stars, 1 asked for"), std::string::npos) << bad.out << bad.err;
  const helpers::AppRun king = run({"check", problem.path(), kings.path()});
  EXPECT_EQ(king.status, 1);
  EXPECT_NE(king.out.find("a region puzzle's answer holds stars"), std::string::npos) << king.out << king.err;
}

TEST(RegionsCli, PicturesColourTheRegions) {
  const std::string plain = run({"-", "--format", "unicode", "--color", "never"}, kRegions5).out;
  EXPECT_EQ(plain.substr(0, plain.find('\n')), "A ★ A A C");
  const std::string coloured = run({"-", "--format", "unicode", "--color", "always"}, kRegions5).out;
  EXPECT_NE(coloured.find("\x1b[30;48;5;183m ★ "), std::string::npos);  // region A's lavender
  EXPECT_EQ(coloured.find('A'), std::string::npos);  // colours, not letters
  const std::string svg = run({"-", "--format", "svg"}, kRegions5).out;
  EXPECT_NE(svg.find(R"(fill="#bba3e2")"), std::string::npos);
  EXPECT_NE(svg.find("<symbol id=\"star\""), std::string::npos);
  std::size_t stars = 0;
  for (std::size_t at = svg.find("#star\""); at != std::string::npos; at = svg.find("#star\"", at + 1)) ++stars;
  EXPECT_EQ(stars, 5u);
}

TEST(RegionsCli, CommandLineOptionsARegionPuzzleRefuses) {
  helpers::TempFile queen("region-fixed-queen"), star("region-fixed-star");
  queen.write("q @ 0,0\n");
  star.write("* @ b4\n");
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"-", "--size", "6"}, {"-", "--torus"}, {"-", "--fixed", queen.path()}}) {
    const helpers::AppRun r = run(args, kQuadrants);
    EXPECT_EQ(r.status, 2) << args[1];
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  }
  EXPECT_EQ(run({"-", "--count", "--fixed", star.path()}, kQuadrants).out, "fundamental: 1\ntotal: 1\n");
  // --blocked marks cells empty: b5 holds the one solution's star.
  helpers::TempFile blocked("region-blocked");
  blocked.write("0,1\n");
  EXPECT_EQ(run({"-", "--count", "--blocked", blocked.path()}, kRegions5).out, "fundamental: 0\ntotal: 0\n");
}

TEST(RegionsCli, EnginesThatIgnoreTheRegionsRefuse) {
  const helpers::AppRun bits = run({"-", "--engine", "bits"}, kRegions5);
  EXPECT_EQ(bits.status, 2);
  EXPECT_NE(bits.err.find("does not take region puzzles"), std::string::npos) << bits.err;
}

TEST(RegionsCli, PartsMergeToTheWholeCount) {
  helpers::TempDir dir("region-parts");
  for (int i = 0; i < 2; ++i)
    ASSERT_EQ(run({"-", "--all", "--part", std::to_string(i) + "/2", "-o", dir / ("p" + std::to_string(i) + ".json")},
                  kQuadrants)
                  .status,
              0);
  const helpers::AppRun merged = run({"merge", dir / "p0.json", dir / "p1.json"});
  EXPECT_EQ(merged.out, "AA*B\n*ABB\nCCD*\nC*DD\n") << merged.err;
}

TEST(RegionsCli, GenerateFixesStarsOnARegionTemplate) {
  // The docs/input.md grid has 6 solutions: the puzzle made of it fixes stars until one
  // is left, and reads back as a region puzzle with that one.
  helpers::TempFile templ("region-template");
  templ.write("regions\nAABBB\nAABBB\nCCDDB\nCCDDE\nCCDEE\n");
  const helpers::AppRun made = run({"generate", templ.path()});
  ASSERT_EQ(made.status, 0) << made.err;
  EXPECT_NE(made.out.find("\n* @ "), std::string::npos) << made.out;
  EXPECT_EQ(run({"-", "--count"}, made.out).out, "fundamental: 1\ntotal: 1\n");
  // --json: the JSON problem the input reads, with its grid and its fixed stars.
  const helpers::AppRun json = run({"generate", templ.path(), "--json"});
  ASSERT_EQ(json.status, 0) << json.err;
  EXPECT_NE(json.out.find(R"("regions":["AABBB","AABBB","CCDDB","CCDDE","CCDEE"])"), std::string::npos) << json.out;
  EXPECT_NE(json.out.find(R"({"col":)"), std::string::npos) << json.out;
  EXPECT_NE(json.out.find(R"("piece":"*")"), std::string::npos) << json.out;
  EXPECT_EQ(run({"-", "--count"}, json.out).out, "fundamental: 1\ntotal: 1\n");
}

TEST(RegionsCli, DimacsHasTheLines) {
  const helpers::AppRun r = run({"-", "--dimacs", "-"}, kQuadrants);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("c regions, 1 star a row, column and region\nc region row AABB\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\np cnf "), std::string::npos);
}

}  // namespace
