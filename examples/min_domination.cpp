// The fewest queens that occupy or attack every cell of an N x N board, proven:
// `min_domination [N]` (default 8: 5 queens; OEIS A075458), and one such placement.
#include <chessy/chessy.hpp>

#include <iostream>
#include <string>

namespace api = chessy::api;

int main(int argc, char** argv) {
  const int n = argc > 1 ? std::stoi(argv[1]) : 8;
  api::Problem board(n, n);
  board.goal(api::Goal::Domination).add_open(api::Piece::Queen);  // ?*q
  const api::Optimum least = api::minimum(board);
  if (!least.complete || !least.solution) {
    std::cout << "not proven\n";
    return 1;
  }
  std::cout << "fewest dominating queens on " << n << "x" << n << ": " << least.lower << "\n"
            << least.solution->board;
}
