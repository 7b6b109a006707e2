// huge-solve FILE [SEED [STEPS]] [-p]: the huge-board engine (enumerate/huge/huge_board.hpp) alone on
// a queens or rooks instance in chessy-sat's text format (`size N` or `size R C`,
// `K*q` or `K*r`, `q @ ROW,COL` / `r @ ROW,COL` fixed pieces, `x @ ROW,COL` holes), read
// here with no size limit, for bench/huge.sh where the command line does not take the
// board. Prints the answer, the engine's seconds and peak of nothing else, and checks
// a found placement in O(rows + cols) (rows and columns once, diagonals once, fixed
// pieces kept, holes avoided); -p prints it as `q @ ROW,COL` lines too. STEPS: the
// local search's budget of moves (default: the engine's own).
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "enumerate/huge/huge_board.hpp"

int main(int argc, char** argv) {
  using namespace chessy;
  const bool print = argc > 1 && std::strcmp(argv[argc - 1], "-p") == 0;
  const int args = argc - print;
  if (args < 2 || args > 4) {
    std::fprintf(stderr, "usage: huge-solve FILE [SEED [STEPS]] [-p]\n");
    return 2;
  }
  std::FILE* in = std::fopen(argv[1], "r");
  if (!in) {
    std::fprintf(stderr, "huge-solve: cannot read %s\n", argv[1]);
    return 2;
  }
  const auto start = std::chrono::steady_clock::now();
  Problem p;
  p.size_given = true;
  char line[256], letter = 'q';
  int count = -1;
  while (std::fgets(line, sizeof line, in)) {
    int r, c;
    char l;
    if (std::sscanf(line, "size %d %d", &r, &c) == 2) p.rows = r, p.cols = c;
    else if (std::sscanf(line, "size %d", &r) == 1) p.rows = p.cols = r;
    else if (std::sscanf(line, "%d*%c", &r, &l) == 2) count = r, letter = l;
    else if (std::sscanf(line, "%c @ %d,%d", &l, &r, &c) == 3 && l == 'x') p.blocked.push_back({r, c, 0});
    else if (std::sscanf(line, "%c @ %d,%d", &l, &r, &c) == 3) p.fixed.push_back({0, r, c, 0});
  }
  std::fclose(in);
  p.types = {{letter == 'r' ? Kind::Rook : Kind::Queen, Colour::None}};
  p.counts = {count < 0 ? std::min(p.rows, p.cols) : count};
  std::sort(p.blocked.begin(), p.blocked.end(),
            [](const BlockedCell& a, const BlockedCell& b) { return a.row != b.row ? a.row < b.row : a.col < b.col; });
  const auto read = std::chrono::steady_clock::now();
  const std::atomic<bool> stop{false};
  const HugeAnswer a = solve_huge(p, stop, args > 2 ? std::strtoull(argv[2], nullptr, 10) : 1,
                                  args > 3 ? std::strtoull(argv[3], nullptr, 10) : 0);
  const auto solved = std::chrono::steady_clock::now();
  const double read_s = std::chrono::duration<double>(read - start).count();
  const double engine_s = std::chrono::duration<double>(solved - read).count();
  if (a.status != HugeAnswer::Status::Found) {
    std::printf("%s: %s (read %.3f s, engine %.3f s)\n", a.status == HugeAnswer::Status::NoneExists ? "none" : "gave up",
                a.why.c_str(), read_s, engine_s);
    return 1;
  }
  // The check: each column and each diagonal once, every fixed piece in place, no hole.
  std::vector<char> col(p.cols, 0), down(p.rows + p.cols, 0), up(p.rows + p.cols, 0);
  const bool queens = p.types[0].kind == Kind::Queen;
  long long placed = 0;
  std::string broken;
  for (int r = 0; r < p.rows && broken.empty(); ++r) {
    const int c = a.col[r];
    if (c < 0) continue;
    ++placed;
    if (c >= p.cols || col[c]++ || (queens && (down[r + c]++ || up[r - c + p.cols]++)) || p.is_blocked(r, c))
      broken = "row " + std::to_string(r);
  }
  for (const FixedPiece& f : p.fixed)
    if (a.col[f.row] != f.col) broken = "fixed piece on row " + std::to_string(f.row);
  if (placed != p.counts[0]) broken = std::to_string(placed) + " pieces";
  std::printf("%s (read %.3f s, engine %.3f s)\n", broken.empty() ? "found, checked" : ("WRONG: " + broken).c_str(),
              read_s, engine_s);
  if (print)
    for (int r = 0; r < p.rows; ++r)
      if (a.col[r] >= 0) std::printf("%c @ %d,%d\n", queens ? 'q' : 'r', r, a.col[r]);
  return broken.empty() ? 0 : 1;
}
