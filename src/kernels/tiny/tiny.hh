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
/// symm_mma, gemm_mma, trmm_mma), as measured at n = 32 against the route each replaces
/// (docs/PERFORMANCE-LOG.md, session 49: A/B on an H100, two rounds; float and complex<float>
/// widened to double as each fragment is read):
///   rank_mma (syrk, herk, syr2k, her2k): every type (float 1.07-1.10x, complex<float> 1.04-1.15x;
///     double and complex<double> since session 47);
///   symm_mma (symm, hemm): all but float (complex<float> 1.11-1.24x; float 0.98-1.00x);
///   gemm_mma: every type (1.05-1.09x);
///   trmm_mma: complex<double> only (1.05-1.43x; float 0.91-0.97x, double 0.95-0.99x,
///     complex<float> 0.92-1.00x against trmm_warp; calls 2 and 6).
template <class T>
inline constexpr bool kRankMmaByDefault = true;
template <class T>
inline constexpr bool kSymmMmaByDefault = !std::is_same_v<T, float>;
template <class T>
inline constexpr bool kGemmMmaByDefault = true;
template <class T>
inline constexpr bool kTrmmMmaByDefault = std::is_same_v<T, std::complex<double>>;
/// trmm16_mma (trmm at m = n = 16 on the same tensor cores): no type until measured (written in
/// session 49 after its last device call; BATCHLAS_TRMM_MMA=1 forces it).
template <class T>
inline constexpr bool kTrmm16MmaByDefault = false;
/// symm16_mma (symm and hemm at m = n = 16 on the same tensor cores): no type until measured
/// (written in session 50; BATCHLAS_SYMM_MMA=1 forces it, and symm_mma at 32 with it).
template <class T>
inline constexpr bool kSymm16MmaByDefault = false;

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
