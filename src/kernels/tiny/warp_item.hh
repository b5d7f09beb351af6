// What the warp-per-item kernels of order 32 (trmm_warp.cu, symm_warp.cu) take, checked on the
// host: one gate for both.
#pragma once

#include <complex>
#include <cstdint>
#include <string>
#include <type_traits>

#include "batchlas/views.hh"
#include "kernels/tiny/rank_items.hh"  // columns_aligned

namespace batchlas::kernels::tiny {

/// "" when every column of the view v (base, ld and item stride) starts on 16 bytes, else
/// "<kernel>: <name>'s columns do not start on 16 bytes" (the order-32 kernels' gates: their
/// operands are copied by whole 16-byte units).
template <class View> std::string aligned_why_not(const char* kernel, const char* name, const View& v) {
  if (columns_aligned(v.data, v.ld, v.stride, int64_t(sizeof(*v.data)), 16)) return "";
  return std::string(kernel) + ": " + name + "'s columns do not start on 16 bytes";
}

/// "" when `kernel` takes a call whose A (order x order) and other extent of B and C are these,
/// else why not: A's order must be 32 and the other extent 1..32; A's columns must start on 16
/// bytes (base, ld and item stride: its pieces are loaded whole). (symm_warp also refuses
/// complex<double>: a form tried in session 46, at 254-255 registers with spills and 4 warps
/// per SM, ran 0.77-0.82x the staged engine on an H100 and was not kept: docs/PERFORMANCE-LOG.md
/// session 46.)
template <class T> std::string order32_why_not(const char* kernel, const MatrixView<const T>& A, int64_t other) {
  // Called on every call of the family: the message is built only when refusing.
  auto no = [kernel](const char* why) { return std::string(kernel) + why; };
  if (A.rows != 32) return no(": A's order is not 32");
  if (other < 1 || other > 32) return no(": the other extent is not 1..32");
  return aligned_why_not(kernel, "A", A);
}

/// "" when a block of `kernel` needing `need` bytes of shared memory fits the device's `have`
/// per block, else why not (the device gates: trmm_warp_device_why_not, symm_warp_device_why_not).
inline std::string block_bytes_why_not(const char* kernel, int64_t need, int64_t have) {
  if (need <= have) return "";
  return std::string(kernel) + ": a block needs " + std::to_string(need) +
         " bytes of shared memory, the device allows " + std::to_string(have);
}

}  // namespace batchlas::kernels::tiny
