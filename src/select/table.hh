// Tuned tables: tuned/<op>.<arch>.txt.
//
// Format (one table per operation and architecture):
//   # comment lines; header lines are "# key: value" (device, date, tool, commit, grid)
//   dtype=s uplo=L trans=N n=64 k=256 batch=2048 : gram triangular vendor
// A row is keys, a colon, then family names ranked fastest first. Keys are `name=value`;
// dtype and single-letter values are categorical, integer values are numeric extents.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "select/select.hh"

namespace batchlas::select {

struct Row {
  char dtype = 0;                          ///< 0 = any
  std::map<std::string, char> flags;       ///< must equal the call's flag
  std::map<std::string, int64_t> sizes;    ///< distance in log2 to the call's extent
  std::vector<std::string> families;       ///< ranked fastest first
  int line = 0;
  std::string text;                        ///< the row as written (for the trace)
};

struct Table {
  std::string path;
  std::map<std::string, std::string> header;  ///< provenance ("device", "date", ...)
  std::vector<Row> rows;
};

/// Parse a table; throws std::runtime_error naming path and line for a malformed row.
Table parse_table(std::string_view text, const std::string& path);

/// The row whose categorical keys equal the call's and whose numeric keys are nearest in
/// summed |log2 row - log2 call|; the first such row on a tie; nullptr when none matches. For
/// real dtypes a trans* flag C equals T (ConjTrans is Trans).
const Row* nearest_row(const Table& t, const Key& key);

/// The loaded table for op on arch, or nullptr when none ships. Loaded once per process
/// (thread-safe); a malformed file throws at load.
const Table* table_for(std::string_view op, const std::string& arch);

/// Directories searched for tables, in order (settings().tuned_dir, the installed copy next to
/// the library, the source tree).
std::vector<std::string> table_dirs();

}  // namespace batchlas::select
