/* bench/takaken.c: a C port of the completion article's eight-symmetry counter, "N-Queens
   Solutions ver3.2 takaken 2011" (Pascal in the article: Check, Inside, Corner,
   Takaken2011), line for line: the same labels and gotos, the same bounds on the
   perimeter, the same check of the rotations at each leaf. Only the integers are C's:
   unsigned, so that the shifts the Pascal lets wrap are defined. The peer of chessy-sat's
   n-queens counter (bench/queens_symmetry.sh, issue 24).
   Usage: takaken N (5..30); prints "unique: U" and "total: T". */
#include <stdio.h>
#include <stdlib.h>

#define MAXSIZE 30
#define MINSIZE 5

typedef unsigned int word;
typedef long long int64;

/* Check Unique Solutions */
static void Check(const word* board, int size, int last, word topb, int posa, word posb, int posc, int64* cnt8,
                  int64* cnt4, int64* cnt2) {
  int pos1, pos2;
  word bit1, bit2;

  /* 90-degree rotation */
  if (board[posa] == 1) {
    pos1 = 1;
    bit2 = 2;
    while (pos1 < size) {
      pos2 = last;
      bit1 = 1;
      while (board[pos1] != bit1 && board[pos2] != bit2) {
        --pos2;
        bit1 <<= 1;
      }
      if (board[pos1] != bit1) return;
      if (board[pos2] != bit2) break;
      ++pos1;
      bit2 <<= 1;
    }
    if (pos1 == size) {
      ++*cnt2;
      return;
    }
  }

  /* 180-degree rotation */
  if (board[last] == posb) {
    pos1 = 1;
    pos2 = size - 2;
    while (pos1 < size) {
      bit2 = topb;
      bit1 = 1;
      while (board[pos1] != bit1 && board[pos2] != bit2) {
        bit2 >>= 1;
        bit1 <<= 1;
      }
      if (board[pos1] != bit1) return;
      if (board[pos2] != bit2) break;
      ++pos1;
      --pos2;
    }
    if (pos1 == size) {
      ++*cnt4;
      return;
    }
  }

  /* 270-degree rotation */
  if (board[posc] == topb) {
    pos1 = 1;
    bit2 = topb >> 1;
    while (pos1 < size) {
      pos2 = 0;
      bit1 = 1;
      while (board[pos1] != bit1 && board[pos2] != bit2) {
        ++pos2;
        bit1 <<= 1;
      }
      if (board[pos1] != bit1) return;
      if (board[pos2] != bit2) break;
      ++pos1;
      bit2 >>= 1;
    }
  }
  ++*cnt8;
}

/* First queen is inside */
static void Inside(int n, int x0, int x1, int64* uniq, int64* allc) {
  int size, last, y, i;
  word bits, bit, mask, left, rigt;
  int posa, posc;
  word posb, topb, side, gate;
  word board[MAXSIZE], s_mask[MAXSIZE], s_left[MAXSIZE], s_rigt[MAXSIZE], s_bits[MAXSIZE];
  int64 cnt8, cnt4, cnt2;

  /* Initialize */
  size = n;
  last = n - 1;
  mask = (1u << n) - 1;
  cnt8 = 0;
  cnt4 = 0;
  cnt2 = 0;

  /* ControlValue */
  topb = 1u << last;
  side = topb | 1;
  gate = (mask >> x0) & (mask << x0);
  posa = last - x0;
  posb = topb >> x0;
  posc = x0;

  /* y:=0: 000001110 (select); y:=1: 111111111 (select) */
  board[0] = 1u << x0;
  bit = 1u << x1;
  board[1] = bit;
  mask = mask ^ (board[0] | bit);
  left = board[0] << 2 | bit << 1;
  rigt = board[0] >> 2 | bit >> 1;
  i = 2;
  y = i;

  /* y -> posc */
  if (posc == 1) goto NEXT2;
  mask = mask ^ side;
NEXT1:
  if (i == posc) {
    mask = mask | side;
    goto NEXT2;
  }
  bits = mask & ~(left | rigt);
  if (bits != 0) {
    s_mask[i] = mask;
    s_left[i] = left;
    s_rigt[i] = rigt;
  PROC1:
    bit = -bits & bits;
    bits = bits ^ bit;
    board[i] = bit;
    s_bits[i] = bits;
    ++i;
    mask = mask ^ bit;
    left = (left | bit) << 1;
    rigt = (rigt | bit) >> 1;
    goto NEXT1;
  BACK1:
    --i;
    bits = s_bits[i];
    if (bits != 0) {
      mask = s_mask[i];
      left = s_left[i];
      rigt = s_rigt[i];
      goto PROC1;
    }
  }
  if (i == y) goto FINISH;
  goto BACK1;

  /* posc -> posa */
NEXT2:
  bits = mask & ~(left | rigt);
  if (bits != 0) {
    s_mask[i] = mask;
    s_left[i] = left;
    s_rigt[i] = rigt;
  PROC2:
    bit = -bits & bits;
    bits = bits ^ bit;
    board[i] = bit;
    s_bits[i] = bits;
    ++i;
    mask = mask ^ bit;
    left = (left | bit) << 1;
    rigt = (rigt | bit) >> 1;
    if (i == posa) {
      if ((mask & topb) != 0) goto BACK2;
      if ((mask & 1) != 0) {
        if (((left | rigt) & 1) != 0) goto BACK2;
        bits = 1;
      } else {
        bits = mask & ~(left | rigt);
        if (bits == 0) goto BACK2;
      }
      goto NEXT3;
    } else {
      goto NEXT2;
    }
  BACK2:
    --i;
    bits = s_bits[i];
    if (bits != 0) {
      mask = s_mask[i];
      left = s_left[i];
      rigt = s_rigt[i];
      goto PROC2;
    }
  }
  if (i == y) goto FINISH;
  if (i > posc) goto BACK2;
  goto BACK1;

  /* posa -> last */
NEXT3:
  if (i == last) {
    if ((bits & gate) != 0) {
      board[i] = bits;
      Check(board, size, last, topb, posa, posb, posc, &cnt8, &cnt4, &cnt2);
    }
    goto BACK3;
  }
  s_mask[i] = mask;
  s_left[i] = left;
  s_rigt[i] = rigt;
PROC3:
  bit = -bits & bits;
  bits = bits ^ bit;
  board[i] = bit;
  s_bits[i] = bits;
  ++i;
  mask = mask ^ bit;
  left = (left | bit) << 1;
  rigt = (rigt | bit) >> 1;
  bits = mask & ~(left | rigt);
  if (bits != 0) goto NEXT3;
BACK3:
  --i;
  bits = s_bits[i];
  if (bits != 0) {
    mask = s_mask[i];
    left = s_left[i];
    rigt = s_rigt[i];
    goto PROC3;
  }
  if (i > posa) goto BACK3;
  goto BACK2;

FINISH:
  *uniq = cnt8 + cnt4 + cnt2;
  *allc = cnt8 * 8 + cnt4 * 4 + cnt2 * 2;
}

/* First queen is in the corner */
static void Corner(int n, int x1, int64* uniq, int64* allc) {
  int last, y, i;
  word bits, bit, mask, left, rigt;
  int posa;
  word board[MAXSIZE], s_mask[MAXSIZE], s_left[MAXSIZE], s_rigt[MAXSIZE], s_bits[MAXSIZE];
  int64 cnt8;

  /* Initialize */
  last = n - 1;
  mask = (1u << n) - 1;
  cnt8 = 0;

  /* ControlValue */
  posa = x1;

  /* y:=0: 000000001 (static); y:=1: 011111100 (select) */
  board[0] = 1;
  bit = 1u << x1;
  board[1] = bit;
  mask = mask ^ (1 | bit);
  left = 1u << 2 | bit << 1;
  rigt = 1u >> 2 | bit >> 1;
  i = 2;
  y = i;

  /* y -> posa */
  mask = mask ^ 2;
NEXT1:
  if (i == posa) {
    mask = mask | 2;
    goto NEXT2;
  }
  bits = mask & ~(left | rigt);
  if (bits != 0) {
    s_mask[i] = mask;
    s_left[i] = left;
    s_rigt[i] = rigt;
  PROC1:
    bit = -bits & bits;
    bits = bits ^ bit;
    board[i] = bit;
    s_bits[i] = bits;
    ++i;
    mask = mask ^ bit;
    left = (left | bit) << 1;
    rigt = (rigt | bit) >> 1;
    goto NEXT1;
  BACK1:
    --i;
    bits = s_bits[i];
    if (bits != 0) {
      mask = s_mask[i];
      left = s_left[i];
      rigt = s_rigt[i];
      goto PROC1;
    }
  }
  if (i == y) goto FINISH;
  goto BACK1;

  /* posa -> last */
NEXT2:
  bits = mask & ~(left | rigt);
  if (bits != 0) {
    if (i == last) {
      board[i] = bits;
      cnt8 = cnt8 + 1;
      goto BACK2;
    }
    s_mask[i] = mask;
    s_left[i] = left;
    s_rigt[i] = rigt;
  PROC2:
    bit = -bits & bits;
    bits = bits ^ bit;
    board[i] = bit;
    s_bits[i] = bits;
    ++i;
    mask = mask ^ bit;
    left = (left | bit) << 1;
    rigt = (rigt | bit) >> 1;
    goto NEXT2;
  BACK2:
    --i;
    bits = s_bits[i];
    if (bits != 0) {
      mask = s_mask[i];
      left = s_left[i];
      rigt = s_rigt[i];
      goto PROC2;
    }
  }
  if (i == y) goto FINISH;
  if (i > posa) goto BACK2;
  goto BACK1;

FINISH:
  (void)board; /* the article keeps the board for its Display, commented out */
  *uniq = cnt8;
  *allc = cnt8 * 8;
}

/* Search of N-Queens */
static void Takaken2011(int n, int64* unique, int64* allcnt) {
  int x0, x1;
  int64 uniq = 0, allc = 0;
  *unique = 0;
  *allcnt = 0;
  for (x0 = 0; x0 <= (n >> 1) - 1; ++x0) {
    for (x1 = 0; x1 <= n - 1; ++x1) {
      if (x0 == 0) {
        /* y:=0: 000000001 (static); y:=1: 011111100 (select) */
        if (x1 < 2 || x1 == n - 1) continue;
        Corner(n, x1, &uniq, &allc);
      } else {
        /* y:=0: 000001110 (select); y:=1: 111111111 (select) */
        if (x1 >= x0 - 1 && x1 <= x0 + 1) continue;
        if (x0 > 1 && (x1 == 0 || x1 == n - 1)) continue;
        Inside(n, x0, x1, &uniq, &allc);
      }
      *unique += uniq;
      *allcnt += allc;
    }
  }
}

int main(int argc, char** argv) {
  int n = argc == 2 ? atoi(argv[1]) : 0;
  if (n < MINSIZE || n > MAXSIZE) {
    fprintf(stderr, "usage: takaken N (%d..%d)\n", MINSIZE, MAXSIZE);
    return 2;
  }
  int64 unique, total;
  Takaken2011(n, &unique, &total);
  printf("unique: %lld\ntotal: %lld\n", unique, total);
  return 0;
}
