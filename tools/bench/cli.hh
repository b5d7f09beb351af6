// Command-line pieces shared by batchlas-bench and batchlas-tune: list and range parsing, the
// expansion of a grid of options into Cases, and a progress bar on stderr.
#pragma once

#include <chrono>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "bench/catalog.hh"

namespace batchlas::bench {

/// "32,64,100" and ranges "8:1024" (doubling), "8:1024:x4" (times 4), "100:500:+100" or
/// "100:500:100" (steps of 100); items combine with commas. Throws std::invalid_argument.
std::vector<int64_t> parse_sizes(const std::string& text);
/// "saturate" (-> 0) or sizes as parse_sizes.
std::vector<int64_t> parse_batches(const std::string& text);
/// "1073741824", "1G", "512M", "64K" (binary units). Throws std::invalid_argument.
int64_t parse_bytes(const std::string& text);
/// "s,d,c,z", "sdcz", "float,double" or "all" -> "sdcz"; throws std::invalid_argument naming a
/// token that is neither letters s, d, c, z nor a C++ type name.
std::string parse_dtypes(const std::string& text);
/// The value of flag option `name` (uplo, trans, transa, transb, side, diag): "L,U", "LU",
/// "lower,upper" or "all" -> "LU" / "*". Throws std::invalid_argument naming the option and a
/// token that is not that flag's letter or word ("--uplo Lower" ran as L, O, W, E, R before).
std::string parse_letters(const std::string& name, const std::string& text);

/// A sweep: every combination of the lists, per operation.
struct Grid {
  std::vector<const OpSpec*> ops;
  std::string dtypes = "s";
  /// Flag name -> letters ("*" = every letter the op takes at that dtype); absent = default.
  std::map<std::string, std::string> flags;
  std::vector<int64_t> m, n, k;  ///< m empty: m = n; k empty: k = n
  std::vector<int64_t> batches = {0};
  double alpha = 1, beta = 1;
  int64_t ld_pad = 0;  ///< Case::ld_pad of every case
};

/// Cases in order op, dtype, flags, m, n, k, batch. Hermitian ops skip real dtypes, and a real
/// dtype runs a trans letter C as T, once (reference BLAS); `skipped`
/// (if given) collects a line for each such skip.
std::vector<Case> expand(const Grid& g, std::vector<std::string>* skipped = nullptr);

/// A progress bar on stderr, shown once a sweep has run for a few seconds; redrawn in place
/// on a terminal, a line per tenth otherwise.
class Progress {
 public:
  Progress(int64_t total, bool enabled);
  void step(const std::string& what, int64_t n = 1);
  void done();

 private:
  int64_t total_, count_ = 0;
  bool enabled_, tty_, shown_ = false;
  int last_tenth_ = -1;
  std::chrono::steady_clock::time_point start_, last_draw_;
};

}  // namespace batchlas::bench
