// Where the segment form of the rank-update pack kernel (rank_update.cuh, rank_update_packs with
// kSegments) puts a unit: the index arithmetic alone, plain C++ so the host tests can enumerate
// it (tests/level2/rank_segment_place_test.cc).
//
// A triangle of n rows and columns is cut into column panels of 32 columns; panel J spans t
// 32-row blocks of the stored triangle (t = P - J below the diagonal, J + 1 above it, P =
// ceil(n / 32)), and a panel is cut into row segments of h blocks (h*32 = the rows one warp's
// load covers, 512 bytes of a column): from the diagonal down (Lower) or from row 0 down
// (Upper). Only a panel's diagonal segment holds elements outside the triangle, so a warp reads
// each column in 512-byte runs as ger's rectangle does (0.85-0.91 of copy on the H200, where
// the 32 x 32 tiles' 128-byte runs of four columns gave float 0.79-0.81; PERFORMANCE.md,
// sessions 17-18).
//
// Units are numbered by t ascending: panels of t blocks in (q*h, (q+1)*h] hold q + 1 segments
// each, so the units before that group number h*q*(q+1)/2.
#pragma once

#include <cmath>
#include <cstdint>

#if defined(__CUDACC__)
#define BATCHLAS_SEG_HD __host__ __device__ __forceinline__
#else
#define BATCHLAS_SEG_HD inline
#endif

namespace batchlas::kernels::level2::rank_detail {

/// Units per item: sum over t = 1..P of ceil(t / h).
BATCHLAS_SEG_HD int64_t segment_units(int64_t P, int64_t h) {
  const int64_t q = P / h, r = P % h;
  return h * q * (q + 1) / 2 + r * (q + 1);
}

/// Unit u (0 <= u < segment_units(P, h)) -> the panel's block count t (1..P) and its segment s
/// (0 <= s < ceil(t / h)).
BATCHLAS_SEG_HD void segment_place(int64_t u, int64_t h, int64_t& t, int64_t& s) {
  // A single-precision estimate (the loops below correct it by a step or two).
  int64_t q = static_cast<int64_t>((sqrtf(8.0f * float(u) / float(h) + 1.0f) - 1.0f) / 2.0f);
  while (q > 0 && h * q * (q + 1) / 2 > u) --q;
  while (h * (q + 1) * (q + 2) / 2 <= u) ++q;
  const int64_t rem = u - h * q * (q + 1) / 2;  // 0 <= rem < h*(q + 1)
  t = q * h + rem / (q + 1) + 1;
  s = rem % (q + 1);
}

/// Panel and first row of the segment, panels of W columns (blocks of W rows): columns [c0, c0 +
/// W) (clipped at n by the caller), rows [r0, r0 + W*h) (clipped at n; Upper: rows below the
/// diagonal lie outside the triangle).
BATCHLAS_SEG_HD void segment_at(bool lower, int64_t P, int64_t h, int64_t t, int64_t s, int64_t W,
                                int64_t& c0, int64_t& r0) {
  const int64_t J = lower ? P - t : t - 1;
  c0 = W * J;
  r0 = (lower ? c0 : 0) + W * h * s;
}

}  // namespace batchlas::kernels::level2::rank_detail

#undef BATCHLAS_SEG_HD
