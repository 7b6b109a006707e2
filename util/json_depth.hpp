// How deep the JSON readers (problems, part files) let a document nest: far deeper than
// any document of theirs (a part file nests 3 levels, a problem 3 plus its free-form
// "comment" and "expect"), and shallow enough that nothing recursive runs out of stack
// and nothing kept per level grows with the square of the depth. 60 KB of '[' took a
// server 1.6 GB (the problem reader keeps each level's path), and a 2 MB part file
// crashed merge (nlohmann's dump() recurses).
#pragma once

namespace chessy {

inline constexpr int kMaxJsonDepth = 64;

}  // namespace chessy
