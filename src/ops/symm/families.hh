// Every family of symm, declared once; families.cc orders them (the fallback order).
#pragma once

#include "ops/symm/args.hh"

namespace batchlas::ops {

/// symm's families in fallback order (src/ops/symm/families.cc).
template <class T> const std::vector<select::Family<SymmArgs<T>>>& symm_families();

namespace symm_family {
template <class T> select::Family<SymmArgs<T>> host();    // src/backends/host/symm.cc
#ifdef BATCHLAS_HAVE_CUDA
template <class T> select::Family<SymmArgs<T>> tiny();  // src/ops/symm/tiny.cu (extents <= 32)
template <class T> select::Family<SymmArgs<T>> direct();  // src/ops/symm/direct.cu: stored triangle read in place
template <class T> select::Family<SymmArgs<T>> expand();  // src/ops/symm/expand.cc
template <class T> select::Family<SymmArgs<T>> blocked();  // src/ops/symm/blocked.cc: diagonal blocks expanded, panels in place
template <class T> select::Family<SymmArgs<T>> recursive();  // src/ops/symm/blocked.cc: the same, off-diagonal blocks grouped by recursion level
template <class T> select::Family<SymmArgs<T>> vendor();  // src/backends/cublas/symm.cc
#endif
}  // namespace symm_family

}  // namespace batchlas::ops
