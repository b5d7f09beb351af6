// Every family of her, declared once; families.cc orders them (the fallback order).
#pragma once

#include "ops/syr/args.hh"

namespace batchlas::ops {

/// her's families in fallback order (src/ops/her/families.cc).
template <class T> const std::vector<select::Family<SyrArgs<T>>>& her_families();

namespace her_family {
template <class T> select::Family<SyrArgs<T>> host();    // src/backends/host/her.cc
#ifdef BATCHLAS_HAVE_CUDA
template <class T> select::Family<SyrArgs<T>> native();  // src/ops/her/native.cu
template <class T> select::Family<SyrArgs<T>> packed();  // src/ops/her/native.cu
template <class T> select::Family<SyrArgs<T>> stream();  // src/ops/her/native.cu
template <class T> select::Family<SyrArgs<T>> vendor();  // src/backends/cublas/her.cc
#endif
}  // namespace her_family

}  // namespace batchlas::ops
