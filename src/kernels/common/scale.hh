// output := beta*output on a region, the step every operation takes for alpha == 0 or an empty
// reduction (DESIGN.md §1). beta == 0 stores zeros without reading (NaN does not propagate).
#pragma once

#include "batchlas/queue.hh"
#include "batchlas/views.hh"

namespace batchlas::kernels {

/// Which elements of each item: all, one triangle (diagonal included), or the diagonal only.
enum class Region { Full, Lower, Upper, Diagonal };

/// C := beta*C on `region` of every item; with real_diagonal the diagonal's imaginary parts are
/// set to exactly zero (Hermitian outputs).
template <class T>
void scale(Queue& q, T beta, MatrixView<T> C, Region region, bool real_diagonal = false);

/// y := beta*y for every item.
template <class T> void scale(Queue& q, T beta, VectorView<T> y);

/// Zero the imaginary part of every diagonal element (the Hermitian-output rule).
template <class T> void real_diagonal(Queue& q, MatrixView<T> C);

namespace host {
template <class T> void scale(T beta, MatrixView<T> C, Region region, bool real_diagonal);
template <class T> void scale(T beta, VectorView<T> y);
}  // namespace host

#ifdef BATCHLAS_HAVE_CUDA
namespace cuda {
template <class T>
void scale(Queue& q, T beta, MatrixView<T> C, Region region, bool real_diagonal);
template <class T> void scale(Queue& q, T beta, VectorView<T> y);
}  // namespace cuda
#endif

}  // namespace batchlas::kernels
