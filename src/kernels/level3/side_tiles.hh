// One-sided Level-3 tile kernels: trmm (`triangular`), symm and hemm (`direct`), Left and Right,
// batched, reading A's stored triangle in place (no scratch, no expansion). Host interface only;
// the kernels are in side_tiles.cu (design in its file comment and docs/LEVEL3.md).
#pragma once

#include <string>

#include "batchlas/queue.hh"
#include "batchlas/types.hh"
#include "batchlas/views.hh"

namespace batchlas::kernels::level3 {

/// Which product the A loader builds from the stored triangle.
enum class SideOp : int {
  Trmm,  ///< op(tri(A)): zeros outside the triangle, ones on a Unit diagonal (never read)
  Symm,  ///< the triangle mirrored (complex: complex-symmetric)
  Hemm,  ///< the triangle mirrored and conjugated, the imaginary diagonal read as zero
};

/// One call: Left C := alpha*M*B (+ beta*C), Right C := alpha*B*M (+ beta*C), M built from A.
/// trmm: transa and diag apply, beta is not used and C is never read; C may alias B exactly.
/// symm/hemm: beta == 0 never reads C.
template <class T> struct SideCall {
  SideOp op;
  Side side;
  Uplo uplo;
  Op transa = Op::NoTrans;
  Diag diag = Diag::NonUnit;
  T alpha;
  T beta = T(0);
  MatrixView<const T> A, B;
  MatrixView<T> C;
  bool in_place = false;
};

/// "" when the tile kernels can run on q's device, else why not (sm_80 for cp.async and the
/// f64 mma; the staged panels must fit a block's shared memory).
template <class T> std::string side_tiles_why_not(const Queue& q);

/// Enqueue the call on q (validated arguments, non-empty extents, alpha != 0).
template <class T> void side_tiles_run(const Queue& q, const SideCall<T>& call);

}  // namespace batchlas::kernels::level3
