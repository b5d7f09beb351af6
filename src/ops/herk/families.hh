// Every family of herk, declared once; families.cc orders them (the fallback order).
#pragma once

#include "ops/herk/args.hh"

namespace batchlas::ops {

/// herk's families in fallback order (src/ops/herk/families.cc).
template <class T> const std::vector<select::Family<HerkArgs<T>>>& herk_families();

namespace herk_family {
template <class T> select::Family<HerkArgs<T>> host();    // src/backends/host/herk.cc
#ifdef BATCHLAS_HAVE_CUDA
template <class T> select::Family<HerkArgs<T>> tiny();  // src/ops/herk/tiny.cu (extents <= 32)
template <class T> select::Family<HerkArgs<T>> gram();  // src/ops/herk/gram.cu
template <class T> select::Family<HerkArgs<T>> triangular();  // src/ops/herk/triangular.cu
template <class T> select::Family<HerkArgs<T>> gemm_fold();  // src/ops/herk/gemm_fold.cc
template <class T> select::Family<HerkArgs<T>> blocked();  // src/ops/herk/blocked.cc: panels by GEMM, diagonal blocks folded
template <class T> select::Family<HerkArgs<T>> recursive();  // src/ops/herk/blocked.cc: the same, off-diagonal blocks grouped by recursion level
template <class T> select::Family<HerkArgs<T>> recursive_native();  // src/ops/herk/recursive_native.cu: off-diagonal squares by GEMM, diagonal blocks by the tile kernel
template <class T> select::Family<HerkArgs<T>> vendor();  // src/backends/cublas/herk.cc
#endif
}  // namespace herk_family

}  // namespace batchlas::ops
