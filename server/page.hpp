// The one page `chessy-sat serve` serves: HTML, CSS and script in one string, built
// into the binary (no CDN, no build step, nothing fetched at run time).
#pragma once
#include <string>

namespace chessy::server {

// The page, its inline script and styles marked with `nonce`, which the response's
// Content-Security-Policy names (server/serve.cpp): nothing else inline runs.
std::string page_html(const std::string& nonce);

}  // namespace chessy::server
