// The FP64 tensor-core pieces of the tiny engine's order-32 kernels (rank_mma.cu,
// square_mma.cuh): items staged whole in shared memory in their stored type S, column-major, 32
// elements a column, with their 16-byte units swizzled within each column; fragments of
// mma.sync.m16n8k4.f64 (arith.cuh's dmma16) read from there and widened to double (float,
// complex<float>: exact, so every product and sum runs in double and only the stored result is
// rounded back, at least as accurate as the FP32 kernels); accumulators of one 16 x 8 tile.
#pragma once

#include <cuda_runtime.h>

#include <type_traits>

#include "kernels/level3/arith.cuh"

namespace batchlas::kernels::tiny::mma_tiles {

constexpr int kN = 32;  ///< the order

/// 16-byte units per column (float: 8, double and complex<float>: 16, complex<double>: 32),
/// elements per unit.
template <class D> constexpr int kUnits = kN * int(sizeof(D)) / 16;
template <class D> constexpr int kPer = 16 / int(sizeof(D));

/// The tensor cores' type for a stored type S: double for float and double, double2 for float2
/// and double2.
template <class S> struct Wide { using type = double; };
template <> struct Wide<float2> { using type = double2; };
template <> struct Wide<double2> { using type = double2; };
template <class S> using wide_t = typename Wide<S>::type;

/// S widened (exactly) to wide_t<S>, and a wide value rounded back to S (round to nearest).
template <class S> __device__ __forceinline__ wide_t<S> widen(S v) {
  if constexpr (std::is_same_v<S, float2>) return make_double2(double(v.x), double(v.y));
  else if constexpr (std::is_same_v<S, float>) return double(v);
  else return v;
}
template <class S> __device__ __forceinline__ S narrow(wide_t<S> v) {
  if constexpr (std::is_same_v<S, float2>) return make_float2(float(v.x), float(v.y));
  else if constexpr (std::is_same_v<S, float>) return float(v);
  else return v;
}

/// Element (r, l) of a staged item read as an A fragment (lanes: rows g, columns l = 4 s + q4):
/// its unit is permuted by 2 (l & 3) within column l, so the eight 16-byte loads of a quarter
/// warp (rows g, g + 1 of columns l .. l + 3 for complex<double>; four rows of four columns, 8
/// bytes each, for the half warp of double or complex<float>; eight rows of four columns, 4
/// bytes each, for float's warp) fall in distinct banks; unswizzled, the four columns (512,
/// 256 or 128 bytes apart) shared them.
template <class D> __device__ __forceinline__ int staged(int r, int l) { return l * kN + (r ^ (((l & 3) << 1) * kPer<D>)); }

/// Element (r, c) of a staged item read as a B fragment (lanes: rows r = 4 s + q4, columns c =
/// 8 b + g): its unit is permuted by 4 (c & 1) (complex<double>: a quarter warp's two columns
/// into the two halves of the 128 bytes), 4 (c & 3) elements (double, complex<float>: a half
/// warp's four columns into four 32-byte quarters) or 4 (c & 7) (float: the warp's eight columns,
/// 128 bytes apart, into eight 16-byte eighths of the banks).
template <class D> __device__ __forceinline__ int staged_t(int r, int c) {
  return c * kN + (r ^ (4 * (c & (kPer<D> == 1 ? 1 : kPer<D> == 2 ? 3 : 7))));
}

/// acc += a * op(b) on one stacked tile: real, one m16n8k4; complex, the four real products of
/// the parts (re += ar br -+ ai bi, im += ai br +- ar bi; the sign by CJ, the conjugated b).
template <bool CJ> struct Mma {
  __device__ static __forceinline__ void step(double (&acc)[2][2], double at, double ab, double b) {
    level3::dmma16(acc[0], acc[1], at, ab, b);
  }
  __device__ static __forceinline__ void step(double (&acc)[2][2][2], double2 at, double2 ab, double2 b) {
    const double bi = CJ ? b.y : -b.y;  // the imaginary part of op(b), negated
    level3::dmma16(acc[0][0], acc[0][1], at.x, ab.x, b.x);
    level3::dmma16(acc[0][0], acc[0][1], at.y, ab.y, bi);
    level3::dmma16(acc[1][0], acc[1][1], at.x, ab.x, -bi);
    level3::dmma16(acc[1][0], acc[1][1], at.y, ab.y, b.x);
  }
  /// Gauss's three real products (complex<float> widened; rank_mma's rank-2 forms), with
  /// b' = op(b): k1 += (ar + ai) br', k2 += ar (bi' - br'), k3 += ai (br' + bi'), so
  /// re = k1 - k3 and im = k1 + k2 (acc_at<Gauss3>). The sums run in double for inputs that are
  /// floats (or a double scale times floats) and the result is rounded to float once, so the
  /// cancellation's double-precision error stays far below float's. Three m16n8k4 a complex
  /// step instead of four: syr2k / her2k complex<float> n = 32 1.07-1.08x (H100, session 51,
  /// docs/bench/2026-12-06-s51/c3); symm / hemm lost (0.93x), syrk / herk 0.97-0.99x, so only
  /// the rank-2 forms take it.
  __device__ static __forceinline__ void step(double (&acc)[3][2][2], double2 at, double2 ab, double2 b) {
    const double bi = CJ ? -b.y : b.y;
    level3::dmma16(acc[0][0], acc[0][1], at.x + at.y, ab.x + ab.y, b.x);
    level3::dmma16(acc[1][0], acc[1][1], at.x, ab.x, bi - b.x);
    level3::dmma16(acc[2][0], acc[2][1], at.y, ab.y, b.x + bi);
  }
};

/// Marks Gauss's three-product accumulators (Mma::step above) in Acc and acc_at.
struct Gauss3 {};

/// One 16 x 8 tile's accumulators: lane (g, q4) holds rows g (top) and g + 8 (bottom), columns
/// 2 q4 + q.
template <class D> struct Acc { using type = double[2][2]; };       ///< [top/bottom][q]
template <> struct Acc<double2> { using type = double[2][2][2]; };  ///< [re/im][top/bottom][q]
template <> struct Acc<Gauss3> { using type = double[3][2][2]; };   ///< [k1/k2/k3][top/bottom][q]

/// Element (h, q) of a tile's accumulators: D, or double2 for Gauss3.
template <class D>
__device__ __forceinline__ std::conditional_t<std::is_same_v<D, Gauss3>, double2, D> acc_at(
    const typename Acc<D>::type& a, int h, int q) {
  if constexpr (std::is_same_v<D, Gauss3>) return double2{a[0][h][q] - a[2][h][q], a[0][h][q] + a[1][h][q]};
  else if constexpr (level3::is_cplx<D>) return D{a[0][h][q], a[1][h][q]};
  else return a[h][q];
}

}  // namespace batchlas::kernels::tiny::mma_tiles
