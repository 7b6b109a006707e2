/* queens_count N: the number of ways to place N queens on N x N, the plain bitwise
   backtracker (one core, rows in order, columns and diagonals as bit masks), halved by
   the left-right mirror only: first-row queens in the left half count twice, the middle
   column of an odd N once. Totals only. The yardstick of bench/boards.sh (issue 17). */
#include <stdio.h>
#include <stdlib.h>

static unsigned long long solve(unsigned all, unsigned cols, unsigned left, unsigned right) {
  if (cols == all) return 1;
  unsigned long long count = 0;
  for (unsigned free = all & ~(cols | left | right); free; free &= free - 1) {
    unsigned bit = free & -free;
    count += solve(all, cols | bit, (left | bit) << 1, (right | bit) >> 1);
  }
  return count;
}

int main(int argc, char** argv) {
  int n = argc == 2 ? atoi(argv[1]) : 0;
  if (n < 1 || n > 31) { fprintf(stderr, "usage: queens_count N (1..31)\n"); return 2; }
  unsigned all = (1u << n) - 1;
  unsigned long long sum = 0;
  for (int c = 0; c < n / 2; ++c) sum += 2 * solve(all, 1u << c, (1u << c) << 1, (1u << c) >> 1);
  if (n % 2) sum += solve(all, 1u << (n / 2), (1u << (n / 2)) << 1, (1u << (n / 2)) >> 1);
  printf("total: %llu\n", sum);
  return 0;
}
