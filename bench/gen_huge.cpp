// gen-huge N K SEED: a random n-queens completion instance of any size in chessy-sat's
// text format (`size N`, `N*q`, one `q @ ROW,COL` line a fixed queen, 0-based), K
// mutually non-attacking queens placed by the uniform-random rule of Gent, Jefferson
// and Nightingale ("Complexity of n-Queens Completion", JAIR 2017): a random row and a
// random column, kept when the queen attacks none placed before. O(K) memory (hash
// sets of the rows, columns and diagonals taken), so N = 10^7 costs nothing; the
// queens come out in the order they were placed. Deterministic for a seed (mt19937_64
// and plain modulo, no library distribution), like gen-completion.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <unordered_set>

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: gen-huge N K SEED\n");
    return 2;
  }
  const long long n = std::atoll(argv[1]), k = std::atoll(argv[2]);
  const std::uint64_t seed = std::strtoull(argv[3], nullptr, 10);
  if (n < 1 || n > 10'000'000 || k < 0 || k > n) {
    std::fprintf(stderr, "gen-huge: need 1 <= N <= 10000000 and 0 <= K <= N\n");
    return 2;
  }
  std::mt19937_64 rng(seed);
  std::unordered_set<long long> rows, cols, down, up;
  for (auto* taken : {&rows, &cols, &down, &up}) taken->reserve(static_cast<std::size_t>(k));
  std::printf("# random n-queens completion (gen-huge): n=%lld k=%lld seed=%llu\nsize %lld\n%lld*q\n", n, k,
              static_cast<unsigned long long>(seed), n, n);
  for (long long placed = 0, tries = 0; placed < k; ++tries) {
    if (tries > 1000 * k + 1'000'000) {
      std::fprintf(stderr, "gen-huge: could not place %lld queens\n", k);
      return 1;
    }
    const long long r = static_cast<long long>(rng() % static_cast<std::uint64_t>(n));
    const long long c = static_cast<long long>(rng() % static_cast<std::uint64_t>(n));
    if (rows.count(r) || cols.count(c) || down.count(r + c) || up.count(r - c)) continue;
    rows.insert(r), cols.insert(c), down.insert(r + c), up.insert(r - c);
    std::printf("q @ %lld,%lld\n", r, c);
    ++placed;
  }
  return 0;
}
