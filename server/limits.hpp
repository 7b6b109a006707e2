// What one request may ask of the server (README "Web page"): a page on a laptop must
// not let one click, or one script, take the machine.
#pragma once
#include <cstddef>

namespace chessy::server {

struct Limits {
  int max_board = 64;               // rows and columns of a problem, each at most this
  std::size_t max_body = 64 * 1024;  // bytes of a request body, however sent
  std::size_t max_head = 8 * 1024;   // bytes of the request line and headers
  double read_time = 10;             // seconds to read a request, head and body, in all
  double default_timeout = 30;      // seconds a search runs when the request names none
  double max_timeout = 300;         // seconds a search may ask for at most
  int max_running = 1;              // searches at once (one per core; one core each)
  // A streamed list ("mode": "all") is pulled as the client reads it: the search holds
  // while `stream_queue` solutions wait, and a write takes at most about `stream_batch`
  // bytes of lines, so a slow or absent reader holds a bounded amount, not the answer.
  std::size_t stream_queue = 256;
  std::size_t stream_batch = 1 << 20;
  double wait_for_status = 1.0;     // seconds a one/count answer is awaited before streaming
  // A region puzzle's side for /api/explain and /api/generate (the largest published
  // Star Battle grids are 25x25; /api/solve and /api/check take max_board).
  int max_region_side = 25;
};

}  // namespace chessy::server
