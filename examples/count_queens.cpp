// How many ways to place N queens on an N x N board, none attacking another:
// `count_queens [N]` (default 8: 12 fundamental solutions, 92 in all; OEIS A002562,
// A000170).
#include <chessy/chessy.hpp>

#include <iostream>
#include <string>

int main(int argc, char** argv) {
  const int n = argc > 1 ? std::stoi(argv[1]) : 8;
  chessy::api::Problem queens(n, n);
  queens.add(chessy::api::Piece::Queen, n);
  const chessy::api::Counts counts = chessy::api::count(queens);
  std::cout << n << " queens: " << counts.fundamental << " fundamental, " << counts.total << " total\n";
}
