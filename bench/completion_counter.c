/* bench/completion_counter.c: the plain row-by-row bitwise counter of every n-queens
   completion (issue 24), the yardstick for chessy-sat --count on completions
   (bench/completion_count.sh): rows in order from the top, the cells the fixed queens
   attack masked out of each row once, columns and both diagonals as 64-bit masks
   shifted a row at a time, one core, no symmetry. Reads the instance file of
   bench/gen_completion.cpp (`size N`, `N*q`, `q @ R,C` lines, `#` comments).
   Usage: completion_counter FILE (N <= 64). Prints `total: COUNT`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef unsigned long long Mask;

static int n;
static Mask usable[64]; /* per row: the cells open to a queen (the fixed row: its queen) */

static unsigned long long count(int row, Mask cols, Mask left, Mask right) {
  if (row == n) return 1;
  unsigned long long found = 0;
  for (Mask avail = usable[row] & ~(cols | left | right); avail; avail &= avail - 1) {
    const Mask bit = avail & (~avail + 1);
    found += count(row + 1, cols | bit, (left | bit) << 1, (right | bit) >> 1);
  }
  return found;
}

static int fail(const char* file, int line, const char* why) {
  fprintf(stderr, "%s:%d: %s\n", file, line, why);
  return 2;
}

int main(int argc, char** argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: completion_counter FILE\n");
    return 2;
  }
  FILE* in = fopen(argv[1], "r");
  if (!in) {
    perror(argv[1]);
    return 2;
  }
  int fixed_col[64], queens = -1, line_no = 0;
  char line[256];
  for (int r = 0; r < 64; ++r) fixed_col[r] = -1;
  while (fgets(line, sizeof line, in)) {
    ++line_no;
    int a, b;
    char tail;
    if (line[0] == '#' || line[strspn(line, " \t\r\n")] == 0) continue;
    if (sscanf(line, "size %d %c", &a, &tail) == 1) {
      if (a < 1 || a > 64) return fail(argv[1], line_no, "size outside 1..64");
      n = a;
    } else if (sscanf(line, "%d*q %c", &a, &tail) == 1) {
      queens = a;
    } else if (sscanf(line, "q @ %d,%d %c", &a, &b, &tail) == 2) {
      if (n == 0 || a < 0 || a >= n || b < 0 || b >= n) return fail(argv[1], line_no, "a fixed queen off the board");
      if (fixed_col[a] >= 0) return fail(argv[1], line_no, "two fixed queens in a row");
      fixed_col[a] = b;
    } else {
      return fail(argv[1], line_no, "not `size N`, `N*q` or `q @ R,C`");
    }
  }
  fclose(in);
  if (n == 0 || queens != n) return fail(argv[1], line_no, "needs `size N` and `N*q` (a queen a row)");
  const Mask full = n == 64 ? ~0ULL : (1ULL << n) - 1;
  for (int r = 0; r < n; ++r) usable[r] = full;
  for (int f = 0; f < n; ++f) {
    if (fixed_col[f] < 0) continue;
    for (int r = 0; r < n; ++r) {
      const int d = r - f, c = fixed_col[f];
      if (r == f) {
        usable[r] &= 1ULL << c;
        continue;
      }
      usable[r] &= ~(1ULL << c);
      if (c + d >= 0 && c + d < n) usable[r] &= ~(1ULL << (c + d));
      if (c - d >= 0 && c - d < n) usable[r] &= ~(1ULL << (c - d));
    }
  }
  printf("total: %llu\n", count(0, 0, 0, 0));
  return 0;
}
