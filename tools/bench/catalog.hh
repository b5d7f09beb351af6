// What batchlas-bench and batchlas-tune know of each operation of level2.hh and level3.hh: its
// categorical flags and numeric extents, named and ordered as in the operation's select::Key
// (src/ops/<op>/args.hh), so that a tuned-table row written from a Case matches the library's keys.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace batchlas::bench {

struct OpSpec {
  std::string name;
  int level = 3;                     ///< 2 or 3
  std::vector<std::string> flags;    ///< key names: side, uplo, trans, transa, transb, diag
  std::vector<std::string> extents;  ///< key names of the extents: m, n, k (key order)
  bool complex_only = false;         ///< the Hermitian operations
  bool has_beta = false;             ///< the output is read when beta != 0
  bool has_extent(std::string_view e) const {
    for (const auto& x : extents)
      if (x == e) return true;
    return false;
  }
};

/// Every operation, Level 3 first, in the order of level3.hh then level2.hh.
const std::vector<OpSpec>& catalog();
/// The operation named `name`; throws std::invalid_argument listing the known names.
const OpSpec& find_op(std::string_view name);
/// Expand "all", "level2"/"l2", "level3"/"l3" and comma lists into operations.
std::vector<const OpSpec*> parse_ops(const std::string& list);

/// The letters `flag` takes for `op` at `dtype` when the user asks for "all" (only the
/// combinations the operation accepts: herk takes N,C; complex syrk N,T; real ops never C).
std::string flag_letters(const OpSpec& op, const std::string& flag, char dtype);
/// The default letter of a flag (L for uplo and side, N for trans and diag).
char default_flag(const std::string& flag);

/// One measured configuration: an operation, a precision, its flags and extents.
struct Case {
  const OpSpec* op = nullptr;
  char dtype = 's';
  std::vector<std::pair<std::string, char>> flags;  ///< in op->flags order
  int64_t m = 0, n = 0, k = 0;                      ///< unused extents stay 0
  int64_t batch = 0;                                ///< 0 = saturate
  double alpha = 1, beta = 1;
  int64_t ld_pad = 0;  ///< every matrix operand's ld = rows + ld_pad elements (--ld-pad)

  char flag(const std::string& name) const;  ///< the letter, or 0 when the op has no such flag
  int64_t extent(const std::string& name) const;
  /// "uplo=L trans=N"
  std::string flag_text() const;
  /// "n=64 k=256"
  std::string shape_text() const;
  /// Tuned-table keys: "dtype=s uplo=L trans=N n=64 k=256" (+ " batch=B" when with_batch).
  std::string keys(bool with_batch, int64_t batch_value) const;
};

/// Bytes of one element of a dtype letter.
int64_t element_bytes(char dtype);
bool is_complex_dtype(char dtype);

}  // namespace batchlas::bench
