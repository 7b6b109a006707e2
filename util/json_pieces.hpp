// A placed piece as the JSON outputs write it, {"piece": "Q", "colour": "w", "row": 0,
// "col": 3} ("colour": null when colourless), for the command line's --json
// (cli/report.cpp) and the server's replies (server/http_api.cpp) alike. A template on
// the JSON type: the command line keeps keys in this documented order (ordered_json),
// the server's replies in nlohmann's own (json).
#pragma once
#include <charconv>
#include <string>

namespace chessy {

// `piece`: 'Q', 'R', 'B', 'N', 'K', 'P'; `colour`: 'w', 'b', or '\0' for none.
template <class Json>
Json piece_json(char piece, char colour, int row, int col) {
  return {{"piece", std::string(1, piece)},
          {"colour", colour == '\0' ? Json() : Json(std::string(1, colour))},
          {"row", row},
          {"col", col}};
}

// The same object appended as text, as piece_json(...).dump() writes it: a listing of
// millions of pieces (a huge board's --json answer) written a piece at a time, without
// a JSON value for each (about 400 bytes a piece held, and slow).
inline void append_piece_json(std::string& out, char piece, char colour, int row, int col) {
  char number[16];
  ((out += "{\"piece\":\"") += piece) += "\",\"colour\":";
  if (colour == '\0') out += "null";
  else ((out += '"') += colour) += '"';
  out += ",\"row\":";
  out.append(number, std::to_chars(number, number + sizeof number, row).ptr);
  out += ",\"col\":";
  out.append(number, std::to_chars(number, number + sizeof number, col).ptr);
  out += '}';
}

}  // namespace chessy
