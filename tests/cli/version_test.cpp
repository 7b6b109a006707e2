// --version: the program's version as the build (and the .deb) names it, and the
// solver libraries linked, as the libraries themselves report their versions.
extern "C" {
#include <picosat/picosat.h>
}
#include <cadical.hpp>
#include <gtest/gtest.h>

#include "helpers.hpp"

TEST(Version, NamesTheProjectVersionAndTheLinkedSolvers) {
  const helpers::AppRun r = helpers::run({"--version"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, std::string("chessy-sat ") + CHESSY_VERSION + " (CaDiCaL " + CaDiCaL::Solver::version() +
                       ", PicoSAT " + picosat_version() + ")\n");
  EXPECT_TRUE(r.err.empty()) << r.err;
}
