// Total domination (`d` and `t`, issue 25) split into parts: a part's problem text
// carries `t`, the merged --min --count is the single run's and OEIS's, and merge
// refuses parts of plain domination among those of total domination, naming the
// difference.
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "split/part_file.hpp"
#include "helpers.hpp"
#include "part_runs.hpp"

namespace {

using helpers::run;
using part_runs::merge;
using part_runs::problem_in;
using part_runs::run_parts;
using part_runs::TempDir;

// Total domination by queens on 8x8: 5 queens (A303003), 352 sets (A002566), 56 up to
// symmetry (A002565).
TEST(TotalDominationParts, EightQueensMergeToTheSingleRunAndThePublishedFigures) {
  TempDir dir;
  const std::string input = problem_in(dir, "t\nsize 8\nd\n?*q\n");
  run_parts({input, "--min", "--count"}, 3, dir);
  EXPECT_EQ(chessy::read_part(dir.part(1)).problem_text, "d\nt\nsize 8\n?*q\n");
  const helpers::AppRun merged = merge({dir.part(2), dir.part(0), dir.part(1)});
  EXPECT_EQ(merged.status, 0) << merged.err;
  EXPECT_EQ(merged.out, "minimum: 5\nfundamental: 56\ntotal: 352\n");
  EXPECT_EQ(run({input, "--min", "--count"}).out, merged.out);
}

TEST(TotalDominationParts, MergeNamesTheKindOfProblemWhereThatIsTheDifference) {
  TempDir total, plain, other_size;
  run_parts({problem_in(total, "d\nt\nsize 6\n4*q\n"), "--count"}, 2, total);
  run_parts({problem_in(plain, "d\nsize 6\n4*q\n"), "--count"}, 2, plain);
  run_parts({problem_in(other_size, "d\nt\nsize 5\n4*q\n"), "--count"}, 2, other_size);
  helpers::AppRun r = merge({total.part(0), plain.part(1)});
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, plain.part(1) + ": a part of another problem than " + total.part(0) +
                       " (domination, not total domination)\n");
  r = merge({plain.part(0), total.part(1)});
  EXPECT_EQ(r.err, total.part(1) + ": a part of another problem than " + plain.part(0) +
                       " (total domination, not domination)\n");
  // The same kind of problem, another board: the fingerprints tell them apart.
  r = merge({total.part(0), other_size.part(1)});
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err.rfind(other_size.part(1) + ": a part of another problem than " + total.part(0) + " (fingerprint ",
                        0),
            0u)
      << r.err;
}

}  // namespace
