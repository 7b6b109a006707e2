// The model inside a public chessy::api::Problem, for the layers of this repository
// only (the API's own calls, the command line): the public header offers getters and no
// way in (docs/design.md, "The public API").
#pragma once
#include "chessy/chessy.hpp"
#include "model/problem.hpp"

namespace chessy::api {

// InputError "no pieces to place" for a board built in code with no piece yet.
const chessy::Problem& model_of(const Problem& problem);

// The API's names of the model's pieces and colours, and a piece as the text format
// writes it ("Q", "N w").
Piece piece_of(Kind kind);
Colour colour_of(chessy::Colour colour);
std::string piece_text(Piece piece, Colour colour);

}  // namespace chessy::api
