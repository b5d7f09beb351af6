// HTML catalog pages: the algorithm, the SURE, checks, schedule, animation, processor array.
#pragma once

#include <batchlas/sure/system.hh>

#include <string>
#include <vector>

namespace batchlas::sure {

/// A self-contained page (inline CSS and JS, no network). std::invalid_argument for a system of
/// one index or with an empty domain at its `sizes` (nothing to draw).
std::string render_page(const System& sys);
/// An index page linking "<name>.html" for each system, ordered by BLAS level.
std::string render_index(const std::vector<System>& systems);
/// Writes one page per system and index.html into dir (created if missing), after rendering
/// them all: std::invalid_argument for two systems of one name (or one named "index"),
/// std::runtime_error naming the file for a system whose page cannot be drawn; nothing is
/// written then.
void render_catalog(const std::vector<System>& systems, const std::string& dir);

}  // namespace batchlas::sure
