// Small helpers to write HTML and JSON text for the catalog pages.
#pragma once

#include <batchlas/sure/affine.hh>

#include <string>
#include <vector>

namespace batchlas::sure::detail {

std::string escape_html(const std::string& s);
std::string json_string(const std::string& s);
std::string json_ints(const std::vector<Int>& v);

/// The inline stylesheet and script shared by every page.
extern const char* const kCatalogCss;
extern const char* const kCatalogJs;

}  // namespace batchlas::sure::detail
