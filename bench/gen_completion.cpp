// gen-completion N K SEED [--list]: a random n-queens completion instance in chessy-sat's
// text format: K mutually non-attacking queens fixed at random on N x N, N queens asked.
// With --list, only the fixed queens as a plain list, `ROW COL` a line, for
// `chessy-sat PROBLEM --fixed LIST`. Deterministic for a seed (mt19937_64 and plain
// modulo, no library distribution).
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <random>
#include <string>
#include <vector>

int main(int argc, char** argv) {
  const bool list = argc == 5 && std::string(argv[4]) == "--list";
  if (argc != 4 && !list) {
    std::cerr << "usage: gen-completion N K SEED [--list]\n";
    return 2;
  }
  const long n = std::atol(argv[1]), k = std::atol(argv[2]);
  const std::uint64_t seed = std::strtoull(argv[3], nullptr, 10);
  if (n < 1 || n > 100000 || k < 0 || k > n) {
    std::cerr << "gen-completion: need 1 <= N <= 100000 and 0 <= K <= N\n";
    return 2;
  }
  std::mt19937_64 rng(seed);
  std::vector<char> row(n, 0), col(n, 0), down(2 * n, 0), up(2 * n, 0);
  std::cout << "# random n-queens completion: n=" << n << " k=" << k << " seed=" << seed << "\n";
  if (!list) std::cout << "size " << n << "\n" << n << "*q\n";
  for (long placed = 0, tries = 0; placed < k; ++tries) {
    if (tries > 1000 * n) {
      std::cerr << "gen-completion: could not place " << k << " queens\n";
      return 1;
    }
    long r = static_cast<long>(rng() % n), c = static_cast<long>(rng() % n);
    if (row[r] || col[c] || down[r + c] || up[r - c + n]) continue;
    row[r] = col[c] = down[r + c] = up[r - c + n] = 1;
    if (list) std::cout << r << ' ' << c << '\n';
    else std::cout << "q @ " << r << "," << c << "\n";
    ++placed;
  }
  return 0;
}
