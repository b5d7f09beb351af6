// Every family of syr, declared once; families.cc orders them (the fallback order).
#pragma once

#include "ops/syr/args.hh"

namespace batchlas::ops {

/// syr's families in fallback order (src/ops/syr/families.cc).
template <class T> const std::vector<select::Family<SyrArgs<T>>>& syr_families();

namespace syr_family {
template <class T> select::Family<SyrArgs<T>> host();    // src/backends/host/syr.cc
#ifdef BATCHLAS_HAVE_CUDA
template <class T> select::Family<SyrArgs<T>> native();  // src/ops/syr/native.cu
template <class T> select::Family<SyrArgs<T>> packed();  // src/ops/syr/native.cu
template <class T> select::Family<SyrArgs<T>> stream();  // src/ops/syr/native.cu
template <class T> select::Family<SyrArgs<T>> vendor();  // src/backends/cublas/syr.cc
#endif
}  // namespace syr_family

}  // namespace batchlas::ops
