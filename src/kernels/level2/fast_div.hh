// Division of non-negative 31-bit values by a divisor fixed before the launch: one 32 x 32 -> 64
// multiply and a shift instead of the ~20 instructions of a run-time 32-bit division. The
// round-up method of Granlund and Montgomery ("Division by invariant integers using
// multiplication", PLDI 1994): for 1 <= d < 2^31 take s = ceil(log2 d) and m = ceil(2^(31+s) / d)
// (< 2^32); then floor(x / d) = (x m) >> (31 + s) for every 0 <= x < 2^31, since
// m = (2^(31+s) + e) / d with 0 <= e < d puts x m / 2^(31+s) within x / 2^(31+s) < 2^-s <= 1/d
// above x / d. Plain C++ so the host tests can check it (tests/level2/fast_div_test.cc).
#pragma once

#include <cstdint>

#if defined(__CUDACC__)
#define BATCHLAS_FAST_DIV_HD __host__ __device__ __forceinline__
#else
#define BATCHLAS_FAST_DIV_HD inline
#endif

namespace batchlas::kernels::level2 {

struct FastDiv {
  uint32_t m = 1u << 31, shift = 31;  // the default divides by 1

  FastDiv() = default;
  /// divisor in [1, 2^31).
  explicit FastDiv(uint32_t divisor) {
    uint32_t s = 0;
    while ((uint64_t(1) << s) < divisor) ++s;
    shift = 31 + s;
    m = uint32_t(((uint64_t(1) << shift) + divisor - 1) / divisor);
  }
  /// floor(x / d) for 0 <= x < 2^31.
  BATCHLAS_FAST_DIV_HD uint32_t div(uint32_t x) const { return uint32_t((uint64_t(x) * m) >> shift); }
};

}  // namespace batchlas::kernels::level2

#undef BATCHLAS_FAST_DIV_HD
