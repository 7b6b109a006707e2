/* bench/queens_counter.c: the plain bitwise n-queens counter of issue 17, the yardstick
   for the bit-parallel engine (bench/enumerate.sh): one core, the left-right mirror
   broken on the first row, totals only. Usage: queens_counter N (N <= 32). */
#include <stdio.h>
#include <stdlib.h>

static unsigned full;

static unsigned long long count(unsigned cols, unsigned left, unsigned right) {
  if (cols == full) return 1;
  unsigned long long n = 0;
  for (unsigned avail = full & ~(cols | left | right); avail; avail &= avail - 1) {
    unsigned bit = avail & -avail;
    n += count(cols | bit, (left | bit) << 1, (right | bit) >> 1);
  }
  return n;
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 8;
  if (n < 1 || n > 32) return 2;
  full = n == 32 ? ~0u : (1u << n) - 1;
  unsigned long long total = 0;
  for (int c = 0; c < n / 2; ++c) total += 2 * count(1u << c, 2u << c, (1u << c) >> 1);
  if (n % 2) total += count(1u << (n / 2), 2u << (n / 2), (1u << (n / 2)) >> 1);
  printf("total: %llu\n", total);
  return 0;
}
