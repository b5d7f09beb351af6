// The tiny engine: every Level-3 operation on items whose extents (m, n, k) are all <= 32, one
// kernel for all of them (src/kernels/tiny/tiny.cu). Per item it computes
//   C := sum_p scale_p * op(X_p) * op(Y_p) + beta*C      (one or two products)
// where X_p, Y_p are the staged operands (at most two per call) and each operand is read as
// stored:
//   General     every element of the rows x cols matrix;
//   Symmetric   the uplo triangle, the other one mirrored in shared memory (never read);
//   Hermitian   the same with the mirror conjugated and the imaginary diagonal taken as 0;
//   Triangular  the uplo triangle, zeros elsewhere, 1 on a Unit diagonal (neither read).
// The store writes the whole m x n C or only its uplo triangle (syrk, herk, syr2k, her2k); a
// Hermitian output takes real(C(i, i)) for beta and stores an exactly zero imaginary diagonal.
// beta == 0 never reads C. Every operand of an item is staged in shared memory before anything
// of that item is written, so C may alias an input exactly (trmm in place).
//
// Memory-bound design: a block handles a group of G items. All threads of the block copy each
// operand of the group into shared memory with cp.async over one flat index (item, element), so
// consecutive threads read consecutive addresses whenever items are packed (ld == rows,
// stride == ld*cols): at n <= 8 a warp covers several items. No register holds a load, so a
// thread keeps all its copies of a group in flight, and two group buffers let group i+1's copies
// fly while group i computes. Each thread then computes a TM x TN register tile of one item's C
// from shared memory (size class S = 4, 8, 16, 32 picks the tile), and the store is again a flat
// cooperative pass. G is sized so a group buffer holds about 16 KB (at S = 16, 32 on the wide
// path, whole rounds of items in about 56 KB, with operands staged into padded columns); the
// grid is at most the resident blocks, a grid-stride loop over groups takes any batch count,
// addresses are 64-bit.
#pragma once

#include <complex>
#include <cstdint>
#include <string>
#include <type_traits>

#include "batchlas/queue.hh"
#include "batchlas/types.hh"

namespace batchlas::kernels::tiny {

/// Largest extent (m, n, k) the engine takes.
inline constexpr int64_t kMaxExtent = 32;

/// The types each FP64 tensor-core route serves with its switch unset (Settings::tiny_rank_mma,
/// symm_mma, gemm_mma, trmm_mma), as measured against the route each replaces (A/B, float and
/// complex<float> widened to double as each fragment is read; docs/PERFORMANCE-LOG.md):
///   rank_mma (syrk, herk, syr2k, her2k at n = 32): all but float (H200, session 50: float
///     syrk 0.94-0.95x the warp kernels, syr2k 0.99-1.00x, though an H100 gave 1.07-1.10x in
///     session 49; complex<float> syrk 1.20-1.23x; double and complex<double> since session 47;
///     docs/bench/2026-12-06-s50/c4/ab.txt);
///   symm_mma (symm, hemm at m = n = 32): all but float (H100, session 49: complex<float>
///     1.11-1.24x; H200, session 50: float 0.93-0.98x symm_warp);
///   gemm_mma (m = n = k = 32): every type (H100, session 49: 1.05-1.09x);
///   trmm_mma (m = n = 32): trmm_mma_by_default below;
///   trmm16_mma (m = n = 16): every type (H200, session 50: float 1.59-1.67x the staged engine,
///     double 1.18-1.20x, complex<float> 1.37-1.43x, complex<double> 1.26-2.91x,
///     docs/bench/2026-12-06-s50/c1/ab16.txt);
///   symm16_mma (symm, hemm at m = n = 16): every type (H200, session 50, symm: float
///     1.45-1.54x, double 1.12-1.13x, complex<float> 1.26-1.27x, complex<double> 1.23-1.24x,
///     docs/bench/2026-12-06-s50/c2/abs.txt; hemm: complex<float> 1.22-1.27x, complex<double>
///     1.26-1.27x, c4/ab.txt).
template <class T>
inline constexpr bool kRankMmaByDefault = !std::is_same_v<T, float>;
template <class T>
inline constexpr bool kSymmMmaByDefault = !std::is_same_v<T, float>;
template <class T>
inline constexpr bool kGemmMmaByDefault = true;
template <class T>
inline constexpr bool kTrmm16MmaByDefault = true;
template <class T>
inline constexpr bool kSymm16MmaByDefault = true;
/// rank16_mma (syrk, herk at n = 16, k <= 16): all but complex<float> (H200, session 50, k = 16,
/// against the warp kernels: float 1.17-1.24x, double 1.07-1.10x, complex<double> 1.12-1.15x;
/// complex<float> 0.82-0.99x; docs/bench/2026-12-06-s50/c4/ab.txt).
template <class T>
inline constexpr bool kRank16MmaByDefault = !std::is_same_v<T, std::complex<float>>;

/// Whether trmm_mma serves a trmm of these flags with Settings::trmm_mma unset, as measured on
/// an H200 against trmm_warp (session 50, docs/bench/2026-12-06-s50/c1/ab32.txt): both complex
/// types everywhere (complex<float> 1.04-1.22x; complex<double> 1.05-1.43x on an H100, session
/// 49), double on the Left with op(A) = T or C only (1.14-1.16x; elsewhere 0.96-0.99x), float
/// nowhere (0.88-0.97x).
template <class T> constexpr bool trmm_mma_by_default(Side side, Op transa) {
  if constexpr (is_complex_v<T>) return true;
  else if constexpr (std::is_same_v<T, double>) return side == Side::Left && transa != Op::NoTrans;
  else return false;
}

enum class Fill : int { General = 0, Symmetric = 1, Hermitian = 2, Triangular = 3 };
enum class Region : int { Full = 0, Lower = 1, Upper = 2 };

/// One staged operand as stored: rows x cols with leading dimension ld, item b at data + b*stride
/// (stride 0: broadcast). `lower` and `unit` qualify the structured fills.
struct Operand {
  const void* data = nullptr;
  int64_t ld = 1, stride = 0;
  int64_t rows = 0, cols = 0;
  Fill fill = Fill::General;
  bool lower = true;
  bool unit = false;
};

/// One product term: scale * op_x(operand x) * op_y(operand y).
template <class T> struct Product {
  int x = 0, y = 0;
  Op opx = Op::NoTrans, opy = Op::NoTrans;
  T scale{};
};

template <class T> struct Call {
  Operand op[2];
  int nops = 1;
  Product<T> prod[2];
  int nprod = 1;
  T* C = nullptr;
  int64_t ldc = 1, stride_c = 0, batch = 0;
  int64_t m = 0, n = 0, k = 0;
  T beta{};
  bool beta_zero = true;
  Region region = Region::Full;
  bool herm_out = false;  ///< Hermitian output: real diagonal in and out
};

/// "" when the engine can run these extents on q; else why not (extent > 32, shared memory).
template <class T> std::string why_not(const Queue& q, int64_t m, int64_t n, int64_t k);

/// Enqueue the call on q's stream.
template <class T> void run(const Queue& q, const Call<T>& c);

}  // namespace batchlas::kernels::tiny
