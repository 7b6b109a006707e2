/* article-search FILE [SEED]: the gradient search ("GradientSearch", variant 1M, after
 * Sosic and Gu) of the n-queens completion article issue 24 measures against
 * (Sharakhov, "How to complete a placement of queens", 2017, in Russian; in Pascal
 * there) ported line by line to C, for bench/huge.sh to run beside
 * chessy-sat. Reads an n-queens completion instance in chessy-sat's text format
 * (`size N`, `q @ ROW,COL` lines; gen-huge's output), prints `found in A attempts`
 * or `none found`, and with -p the placement as `q @ ROW,COL` lines.
 *
 * Faithful to the article: random columns for the free rows, then for every pair of
 * free rows (queen, q < queen) a swap of their columns whenever it lowers the sum of
 * their collisions, sweeps until none swaps, a new shuffle on failure, 100000 /
 * (queens + 10) + 5 attempts. Its own parts: the free rows and columns are listed in
 * O(N) where the article's SetColRow scans the list for each fixed queen (the search
 * is what is measured), counters are ints rather than bytes (the article's bytes hold
 * the same values), and the random numbers are splitmix64's. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t state;
static int rnd(int n) { /* uniform in [0, n) */
  uint64_t x = (state += 0x9e3779b97f4a7c15ull);
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  x ^= x >> 31;
  return (int)(((x >> 32) * (uint64_t)n) >> 32);
}

static int n, queen_count;         /* BoardSize; QueenCount: the queens still to place */
static int *qcol, *qrow;           /* QueenColRow: the free ones first, then the fixed */
static int *diag_p, *diag_m;       /* CountDiagP[c + r], CountDiagM[c - r] (shifted by n - 1) */
#define P(i) diag_p[(i)]
#define M(i) diag_m[(i) + n - 1]

/* GradientSearch: the attempts it took, 0 when it gave up. */
static int gradient_search(void) {
  int attempt = 100000 / (queen_count + 10) + 5, attempts = 0;
  do {
    ++attempts;
  randomize:
    for (int q = queen_count - 1; q >= 0; --q) {
      int k = rnd(q + 1), c = qcol[q];
      qcol[q] = qcol[k];
      qcol[k] = c;
    }
    memset(diag_p, 0, sizeof(int) * (size_t)(2 * n - 1));
    memset(diag_m, 0, sizeof(int) * (size_t)(2 * n - 1));
    for (int q = 0; q < n; ++q) {
      int c = qcol[q], r = qrow[q];
      ++P(c + r);
      ++M(c - r);
      if ((P(c + r) | M(c - r)) >= 64) goto randomize; /* "unbelievable" */
    }
    if (queen_count > 1) {
      int swapped;
      do {
        int queen = queen_count - 1;
        swapped = 0;
        do {
          int col = qcol[queen], row = qrow[queen];
          int attacked = P(col + row) + M(col - row) - 4;
          int q = queen - 1;
          do {
            int c = qcol[q], r = qrow[q];
            int a = P(c + r) + M(c - r) + attacked;
            if (col + r == c + row || col + row == c + r) a -= 2;
            if (a > 0 && a > P(col + r) + P(c + row) + M(col - r) + M(c - row)) {
              --P(c + r);
              ++P(col + r);
              --P(col + row);
              ++P(c + row);
              --M(c - r);
              ++M(col - r);
              --M(col - row);
              ++M(c - row);
              attacked = P(c + row) + M(c - row) - 4;
              qcol[q] = col;
              qcol[queen] = c;
              col = c;
              swapped = 1;
            }
            --q;
          } while (q >= 0);
          --queen;
        } while (queen > 0);
      } while (swapped);
    }
    int ok = 1;
    for (int q = 0; q < 2 * n - 1 && ok; ++q)
      if ((diag_p[q] | diag_m[q]) > 1) ok = 0;
    if (ok) return attempts;
    --attempt;
  } while (attempt > 0);
  return 0;
}

int main(int argc, char** argv) {
  int print = argc > 1 && strcmp(argv[1], "-p") == 0;
  if (argc < 2 + print || argc > 3 + print) {
    fprintf(stderr, "usage: article-search [-p] FILE [SEED]\n");
    return 2;
  }
  FILE* in = fopen(argv[1 + print], "r");
  if (!in) {
    fprintf(stderr, "article-search: cannot read %s\n", argv[1 + print]);
    return 2;
  }
  state = argc > 2 + print ? strtoull(argv[2 + print], NULL, 10) : 1;
  char line[256];
  int fixed = 0, cap = 0, *fr = NULL, *fc = NULL;
  while (fgets(line, sizeof line, in)) {
    int r, c;
    if (sscanf(line, "size %d", &n) == 1) continue;
    if (sscanf(line, "q @ %d,%d", &r, &c) == 2) {
      if (fixed == cap) {
        cap = cap ? 2 * cap : 1024;
        fr = realloc(fr, sizeof(int) * (size_t)cap);
        fc = realloc(fc, sizeof(int) * (size_t)cap);
      }
      fr[fixed] = r;
      fc[fixed++] = c;
    }
  }
  fclose(in);
  if (n < 1) {
    fprintf(stderr, "article-search: no size line\n");
    return 2;
  }
  char *row_used = calloc((size_t)n, 1), *col_used = calloc((size_t)n, 1);
  qcol = malloc(sizeof(int) * (size_t)n);
  qrow = malloc(sizeof(int) * (size_t)n);
  diag_p = malloc(sizeof(int) * (size_t)(2 * n - 1));
  diag_m = malloc(sizeof(int) * (size_t)(2 * n - 1));
  for (int i = 0; i < fixed; ++i) row_used[fr[i]] = col_used[fc[i]] = 1;
  queen_count = n - fixed;
  int free_rows = 0, free_cols = 0;
  for (int i = 0; i < n; ++i) {
    if (!row_used[i]) qrow[free_rows++] = i;
    if (!col_used[i]) qcol[free_cols++] = i;
  }
  for (int i = 0; i < fixed; ++i) {
    qrow[queen_count + i] = fr[i];
    qcol[queen_count + i] = fc[i];
  }
  int attempts = gradient_search();
  if (!attempts) {
    puts("none found");
    return 1;
  }
  printf("found in %d attempts\n", attempts);
  if (print)
    for (int q = 0; q < n; ++q) printf("q @ %d,%d\n", qrow[q], qcol[q]);
  return 0;
}
