// Every family of ger, declared once; families.cc orders them (the fallback order).
#pragma once

#include "ops/ger/args.hh"

namespace batchlas::ops {

/// ger's families in fallback order (src/ops/ger/families.cc).
template <class T> const std::vector<select::Family<GerArgs<T>>>& ger_families();

namespace ger_family {
template <class T> select::Family<GerArgs<T>> host();    // src/backends/host/ger.cc
#ifdef BATCHLAS_HAVE_CUDA
template <class T> select::Family<GerArgs<T>> native();  // src/ops/ger/native.cu
template <class T> select::Family<GerArgs<T>> packed();  // src/ops/ger/native.cu
template <class T> select::Family<GerArgs<T>> stream();  // src/ops/ger/native.cu
template <class T> select::Family<GerArgs<T>> vendor();  // src/backends/cublas/ger.cc
#endif
}  // namespace ger_family

}  // namespace batchlas::ops
