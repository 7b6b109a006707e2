// The one page `chessy-sat serve` serves: HTML, CSS and script in one string, built
// into the binary (no CDN, nothing fetched at run time).
#pragma once
#include <string>
#include <string_view>

namespace chessy::server {

// The page, its inline script and styles marked with `nonce`, which the response's
// Content-Security-Policy names (server/serve.cpp): nothing else inline runs.
std::string page_html(const std::string& nonce);

// The page's script, server/page.js as it is (CMakeLists.txt builds it in from
// server/page_script.cpp.in).
std::string_view page_script();

}  // namespace chessy::server
