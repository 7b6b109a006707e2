// bench/region_search_bench.cpp: the region engine alone (enumerate/regions/
// region_search.hpp), no process, parsing or output: each puzzle of a .jsonl file of
// region problems ({"regions": [...], "stars": K}, one a line) counted to 2, as
// uniqueness is proven, REPS times over the whole file. Prints the puzzles, the
// microseconds a puzzle, the search's nodes (branchings) a puzzle and the solutions a
// puzzle (1.00: every one unique). A benchmark, not a test; bench/region_search.sh
// builds and runs it.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "enumerate/regions/region_search.hpp"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: region_search_bench FILE.jsonl [REPS]\n");
    return 2;
  }
  const int reps = argc > 2 ? std::atoi(argv[2]) : 3;
  std::ifstream in(argv[1]);
  if (!in) {
    std::fprintf(stderr, "region_search_bench: %s: cannot read\n", argv[1]);
    return 2;
  }
  std::vector<chessy::RegionGrid> puzzles;
  for (std::string line; std::getline(in, line);) {
    const nlohmann::json p = nlohmann::json::parse(line);
    chessy::RegionGrid g;
    g.stars = p.value("stars", 1);
    std::vector<int> index(256, -1);  // a region's character, numbered as first met
    int regions = 0;
    for (const std::string& row : p.at("regions")) {
      g.n = static_cast<int>(row.size());
      for (unsigned char c : row) g.region.push_back(index[c] < 0 ? index[c] = regions++ : index[c]);
    }
    puzzles.push_back(std::move(g));
  }
  std::uint64_t nodes = 0, solutions = 0;
  const auto start = std::chrono::steady_clock::now();
  for (int rep = 0; rep < reps; ++rep)
    for (const chessy::RegionGrid& g : puzzles) {
      const chessy::RegionResult r = chessy::search_regions(g, {.limit = 2, .stop = nullptr, .on_solution = {}});
      nodes += r.nodes;
      solutions += r.solutions;
    }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const double runs = static_cast<double>(reps) * static_cast<double>(puzzles.size());
  std::printf("%s: %zu puzzles, %.1f us a puzzle, %.1f nodes, %.2f solutions\n", argv[1], puzzles.size(),
              seconds / runs * 1e6, static_cast<double>(nodes) / runs, static_cast<double>(solutions) / runs);
}
