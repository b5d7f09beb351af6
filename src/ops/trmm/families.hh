// Every family of trmm, declared once; families.cc orders them (the fallback order).
#pragma once

#include "ops/trmm/args.hh"

namespace batchlas::ops {

/// trmm's families in fallback order (src/ops/trmm/families.cc).
template <class T> const std::vector<select::Family<TrmmArgs<T>>>& trmm_families();

namespace trmm_family {
template <class T> select::Family<TrmmArgs<T>> host();    // src/backends/host/trmm.cc
#ifdef BATCHLAS_HAVE_CUDA
template <class T> select::Family<TrmmArgs<T>> tiny();  // src/ops/trmm/tiny.cu (extents <= 32)
template <class T> select::Family<TrmmArgs<T>> triangular();  // src/ops/trmm/triangular.cu
template <class T> select::Family<TrmmArgs<T>> expand();  // src/ops/trmm/expand.cc
template <class T> select::Family<TrmmArgs<T>> blocked();  // src/ops/trmm/blocked.cc: diagonal blocks expanded, panels in place
template <class T> select::Family<TrmmArgs<T>> recursive();  // src/ops/trmm/blocked.cc: the same, off-diagonal blocks grouped by recursion level
template <class T> select::Family<TrmmArgs<T>> vendor();  // src/backends/cublas/trmm.cc
#endif
}  // namespace trmm_family

}  // namespace batchlas::ops
