#include "util/piece_shapes.hpp"

#include <cstring>
#include <ostream>
#include <stdexcept>
#include <string>

namespace chessy {

namespace {

// A shape: the silhouette's parts, painted in order (a later part covers an earlier
// one, its outline showing where they meet), then the details in currentColor.
struct Shape {
  const char* id;
  const char* parts;    // SVG elements without fill or stroke: the use's colours
  const char* details;  // a path's d (lines inside the silhouette), may be empty
  const char* marks;    // SVG elements filled with currentColor (the knight's eye), may be empty
};

// In the order of kPieceLetters: Queen, Rook, Bishop, Knight, King, Pawn. Every part keeps to
// y = 12..88, so all pieces stand equally tall; every base is its line at y = 80..88.
const Shape kShapes[] = {
    {"Q",
     "<path d=\"M22 88H78V80H72L82 29L70 56L66 21L58 50L50 17L42 50L34 21L30 56L18 29L28 80H22Z\"/>"
     "<circle cx=\"18\" cy=\"29\" r=\"5\"/><circle cx=\"34\" cy=\"21\" r=\"5\"/><circle cx=\"50\" cy=\"17\" r=\"5\"/>"
     "<circle cx=\"66\" cy=\"21\" r=\"5\"/><circle cx=\"82\" cy=\"29\" r=\"5\"/>",
     "M31 80H69M31 64Q50 58 69 64", ""},
    {"R", "<path d=\"M22 88H78V80H72V74H67L65 38H71V12H62V19H55V12H45V19H38V12H29V38H35L33 74H28V80H22Z\"/>",
     "M31 80H69M36 74H64M32 38H68", ""},
    {"B",
     "<path d=\"M24 88H76V84Q76 79 69 79H31Q24 79 24 84Z\"/>"
     "<path d=\"M35 79Q29 62 38 47Q43 38 50 27Q57 38 62 47Q71 62 65 79Z\"/><circle cx=\"50\" cy=\"19\" r=\"7\"/>",
     "M39 71H61M50 40V54M44 47H56", ""},
    {"N", "<path d=\"M22 88H78V80H73Q79 48 63 26L61 12L52 21Q40 22 32 33L19 50Q18 59 27 59L37 54Q43 52 48 47Q46 61 33 71L31 80H22Z\"/>",
     "M31 80H70M65 32Q73 52 67 74", "<circle cx=\"44\" cy=\"33\" r=\"3.5\"/>"},
    {"K",
     "<path d=\"M46 12H54V19H61V26H54V44H46V26H39V19H46Z\"/>"
     "<path d=\"M22 88H78V80H71L77 57Q87 38 66 38Q56 38 50 47Q44 38 34 38Q13 38 23 57L29 80H22Z\"/>",
     "M31 80H69M29 64Q50 58 71 64", ""},
    {"P",
     "<path d=\"M26 88H74V82Q74 76 64 73Q56 69 56 50H44Q44 69 36 73Q26 76 26 82Z\"/><circle cx=\"50\" cy=\"28\" r=\"16\"/>"
     "<path d=\"M37 42H63Q66 42 66 46Q66 50 63 50H37Q34 50 34 46Q34 42 37 42Z\"/>",
     "M33 81H67", ""},
};

const Shape& shape_of(char letter) {
  const char* at = letter == '\0' ? nullptr : std::strchr(kPieceLetters, letter);
  if (!at) throw std::invalid_argument(std::string("no piece has the letter ") + letter);
  return kShapes[at - kPieceLetters];
}

}  // namespace

const char* const kPieceStyle =
    ".w,.b{stroke-width:4;stroke-linejoin:round}.w{fill:#fff;stroke:#000;color:#000}"
    ".b{fill:#000;stroke:#000;color:#fff}";

const char* piece_symbol_id(char letter) { return shape_of(letter).id; }

void write_piece_symbol(std::ostream& out, char letter) {
  const Shape& s = shape_of(letter);
  out << "<symbol id=\"" << s.id << "\" viewBox=\"0 0 100 100\">" << s.parts;
  if (*s.details) out << "<path d=\"" << s.details << "\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"3\"/>";
  if (*s.marks) out << "<g fill=\"currentColor\" stroke=\"none\">" << s.marks << "</g>";
  out << "</symbol>\n";
}

}  // namespace chessy
