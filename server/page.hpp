// The one page `chessy-sat serve` serves: HTML, CSS and script in one string, built
// into the binary (no CDN, no build step, nothing fetched at run time).
#pragma once
#include <string_view>

namespace chessy::server {

std::string_view page_html();

}  // namespace chessy::server
