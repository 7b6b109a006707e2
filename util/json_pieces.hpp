// A placed piece as the JSON outputs write it, {"piece": "Q", "colour": "w", "row": 0,
// "col": 3} ("colour": null when colourless), for the command line's --json
// (cli/report.cpp) and the server's replies (server/http_api.cpp) alike. A template on
// the JSON type: the command line keeps keys in this documented order (ordered_json),
// the server's replies in nlohmann's own (json).
#pragma once
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

}  // namespace chessy
