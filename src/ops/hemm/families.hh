// Every family of hemm, declared once; families.cc orders them (the fallback order).
#pragma once

#include "ops/symm/args.hh"

namespace batchlas::ops {

/// hemm's families in fallback order (src/ops/hemm/families.cc).
template <class T> const std::vector<select::Family<SymmArgs<T>>>& hemm_families();

namespace hemm_family {
template <class T> select::Family<SymmArgs<T>> host();    // src/backends/host/hemm.cc
#ifdef BATCHLAS_HAVE_CUDA
template <class T> select::Family<SymmArgs<T>> tiny();  // src/ops/hemm/tiny.cu (extents <= 32)
template <class T> select::Family<SymmArgs<T>> direct();  // src/ops/hemm/direct.cu: stored triangle read in place
template <class T> select::Family<SymmArgs<T>> expand();  // src/ops/hemm/expand.cc
template <class T> select::Family<SymmArgs<T>> blocked();  // src/ops/hemm/blocked.cc: diagonal blocks expanded, panels in place
template <class T> select::Family<SymmArgs<T>> recursive();  // src/ops/hemm/blocked.cc: the same, off-diagonal blocks grouped by recursion level
template <class T> select::Family<SymmArgs<T>> vendor();  // src/backends/cublas/hemm.cc
#endif
}  // namespace hemm_family

}  // namespace batchlas::ops
