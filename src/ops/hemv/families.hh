// Every family of hemv, declared once; families.cc orders them (the fallback order).
#pragma once

#include "ops/symv/args.hh"

namespace batchlas::ops {

/// hemv's families in fallback order (src/ops/hemv/families.cc).
template <class T> const std::vector<select::Family<SymvArgs<T>>>& hemv_families();

namespace hemv_family {
template <class T> select::Family<SymvArgs<T>> host();    // src/backends/host/hemv.cc
#ifdef BATCHLAS_HAVE_CUDA
template <class T> select::Family<SymvArgs<T>> native();  // src/ops/hemv/native.cu
template <class T> select::Family<SymvArgs<T>> vendor();  // src/backends/cublas/hemv.cc
#endif
}  // namespace hemv_family

}  // namespace batchlas::ops
