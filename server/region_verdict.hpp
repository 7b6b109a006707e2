// What is wrong with a played region grid (docs/rules.md "Region puzzles"), in the
// player's words and with the cells to highlight, for the page's "Check"
// (server/http_api.cpp, POST /api/check): the API's check says whether a grid solves a
// problem; the page also wants where, to colour it.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "chessy/problem.hpp"

namespace chessy::server {

// A region puzzle as the page plays it: the grid rows (one character a cell), K, the
// cells marked empty and the given stars.
struct RegionBoard {
  std::vector<std::string> rows;  // N rows of N region characters
  int stars = 1;                  // K: stars in every row, column and region
  std::vector<api::Cell> blocked;  // cells marked empty (`x @`)
  std::vector<api::Cell> given;    // fixed stars (`* @`)
};

// The first rule the stars break, said with squares ("the stars on c3 and d4 touch"),
// and the cells it concerns.
struct RegionFault {
  std::string reason;
  std::vector<api::Cell> cells;
};

// Nothing when `stars` solve `grid`; otherwise its first fault in the order a player
// filling the grid one star at a time wants to hear of it (as api::check's): a star off
// the grid, twice on a cell or on a cell marked empty, a given star missing, two stars
// touching, a row, column or region with more than K stars; only then one with fewer.
std::optional<RegionFault> region_fault(const RegionBoard& grid, const std::vector<api::Cell>& stars);

}  // namespace chessy::server
