// The text problem format read by the binary (docs/input.md): its time grows with the
// input's length, not its square, and --timeout holds while it reads. The reader on its
// own: tests/model/parse_test.cpp.
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "helpers.hpp"
#include "spawn.hpp"

namespace {

// Issue 27: each piece line was compared with every line before it (20k / 40k / 80k
// lines of `0*q`: 0.7 / 3.3 / 17.5 s), and --timeout did not stop it. 300,000 lines
// took minutes; now a fraction of a second, and --timeout holds while they are read.
TEST(Parser, ManyPieceLinesParseInLinearTime) {
  helpers::TempFile file("many-lines", ".txt");
  {
    std::ofstream out(file.path());
    out << "1*q\n";
    for (int i = 0; i < 300000; ++i) out << "0*q\n";
  }
  const helpers::Spawned r = helpers::spawn({file.path(), "--timeout", "3", "-q"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find('Q'), std::string::npos) << r.out;
}

}  // namespace
