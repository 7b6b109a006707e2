// Queens and rooks on tori (issue 24) through every engine by name (`bits`, `backtrack`,
// `sat`, `auto`) with -j 1 and -j 2, against the brute-force referee: the problems where
// `auto` would pick the bit-parallel engine on a plain board, which must then wrap too
// (or refuse the torus, exit 2, where it does not take one). n queens on the n×n torus
// against OEIS A007705 up to n = 11.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "helpers.hpp"
#include "random_problems.hpp"
#include "referee.hpp"
#include "torus_output.hpp"

namespace {

const std::vector<std::string> kEngines = {"bits", "backtrack", "sat", "auto"};

// `text` counted and listed by every engine, -j 1 and -j 2, as `want` says; an engine
// other than auto may refuse (exit 2), which counts as no answer. Returns how many
// runs answered.
int expect_every_engine(const std::string& text, const referee::Result& want) {
  int answered = 0;
  const int status = want.total > 0 ? 0 : 1;
  for (const std::string& engine : kEngines) {
    for (const char* jobs : {"1", "2"}) {
      SCOPED_TRACE("--engine " + engine + " -j " + jobs + ", problem:\n" + text);
      helpers::AppRun r = helpers::run({"-", "--count", "--engine", engine, "-j", jobs}, text);
      if (r.status == 2 && engine != "auto") continue;
      ++answered;
      EXPECT_EQ(r.status, status) << r.err;
      EXPECT_EQ(torus_output::without_marks(r.out), "fundamental: " + std::to_string(want.fundamental) +
                                                        "\ntotal: " + std::to_string(want.total) + "\n")
          << r.err;
      r = helpers::run({"-", "--all", "--no-symmetry", "--engine", engine, "-j", jobs}, text);
      EXPECT_EQ(r.status, status) << r.err;
      EXPECT_EQ(torus_output::without_marks(r.out), want.all_no_symmetry) << r.err;
    }
  }
  return answered;
}

// A random colourless independence problem on a torus (sides 1..5, holes, fixed
// pieces) with all its pieces made queens or all rooks.
referee::Problem one_slider(std::mt19937_64& rng) {
  referee::Problem p = random_problems::random_problem(random_problems::Kind::kColourlessIndependence, rng,
                                                       random_problems::Boards::kTorus);
  const char type = rng() % 3 ? 'Q' : 'R';
  int count = 0;
  for (const referee::PieceCount& pc : p.pieces) count += pc.count;
  p.pieces = {{referee::Piece{type, 0}, count}};
  for (referee::FixedPiece& f : p.fixed) f.piece.type = type;
  return p;
}

TEST(TorusEngines, RandomQueensAndRooksAsTheReferee) {
  std::mt19937_64 rng(2424);
  int solved = 0, answered = 0;
  for (int i = 0; i < 40; ++i) {
    const referee::Problem p = one_slider(rng);
    const referee::Result want = referee::solve(p);
    solved += want.total > 0 ? 1 : 0;
    answered += expect_every_engine(referee::problem_text(p), want);
  }
  EXPECT_GE(solved, 10);
  EXPECT_GE(answered, 40 * 2 * 3);  // backtrack, sat and auto at least
}

TEST(TorusEngines, NQueensMatchA007705) {
  const long long totals[] = {1, 0, 0, 0, 10, 0, 28, 0, 0, 0, 88};
  for (int n = 1; n <= 11; ++n) {
    const std::string text = "torus\nsize " + std::to_string(n) + "\n" + std::to_string(n) + "*q\n";
    for (const std::string& engine : kEngines) {
      SCOPED_TRACE("--engine " + engine + ", n = " + std::to_string(n));
      const helpers::AppRun r = helpers::run({"-", "--count", "--engine", engine, "-j", "2"}, text);
      if (r.status == 2 && engine != "auto") continue;
      const std::string out = torus_output::without_marks(r.out);
      const std::size_t at = out.find("total: ");
      ASSERT_NE(at, std::string::npos) << r.out << r.err;
      EXPECT_EQ(std::stoll(out.substr(at + 7)), totals[n - 1]) << r.err;
    }
  }
}

}  // namespace
