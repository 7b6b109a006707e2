// serve() of a build without cpp-httplib (CMakeLists.txt, CHESSY_SERVER): the command
// line and its option table stay the same, and `chessy-sat serve` says why it cannot.
#include "server/serve.hpp"

#include "chessy/errors.hpp"

namespace chessy::server {

int serve(const ServeSettings&, std::ostream&, const std::atomic<bool>*, std::atomic<int>*) {
  throw InputError("chessy-sat serve: this build has no web server (cpp-httplib was not found when it was configured)");
}

}  // namespace chessy::server
