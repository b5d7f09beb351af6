#include "bench/cublas_ref.hh"

#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <climits>
#include <complex>
#include <cstring>
#include <string>

#include "batchlas/errors.hh"
#include "core/queue_impl.hh"

namespace batchlas::bench {
namespace {

void check(cublasStatus_t s, const char* what) {
  if (s != CUBLAS_STATUS_SUCCESS)
    throw DeviceError(std::string(what) + ": " + cublasGetStatusName(s) + ": " +
                      cublasGetStatusString(s));
}

int narrow(int64_t v, const char* what) {
  if (v > INT_MAX || v < 0) throw DeviceError(std::string("cuBLAS comparison: ") + what + " exceeds int");
  return static_cast<int>(v);
}

/// cuBLAS's operation; real types take C as T (BLAS).
cublasOperation_t op(char t, bool complex) {
  if (t == 'N') return CUBLAS_OP_N;
  return (t == 'C' && complex) ? CUBLAS_OP_C : CUBLAS_OP_T;
}

/// A scalar in 16-byte-aligned storage (cuBLASLt may load host scalars 16 bytes wide; see
/// src/backends/cublas/common.hh).
template <class T> struct Scalar {
  alignas(16) T v;
  explicit Scalar(std::complex<double> x) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) v = static_cast<T>(x.real());
    else if constexpr (std::is_same_v<T, cuComplex>) v = make_cuComplex(float(x.real()), float(x.imag()));
    else v = make_cuDoubleComplex(x.real(), x.imag());
  }
};

template <class T, class Gemm, class Gemv>
void run_typed(cublasHandle_t h, const RefCall& c, bool complex, Gemm gemm, Gemv gemv) {
  Scalar<T> alpha(c.alpha), beta(c.beta);
  // cuBLAS takes an int batch count: split larger batches.
  for (int64_t done = 0; done < c.batch;) {
    const int64_t count = std::min<int64_t>(c.batch - done, INT_MAX);
    const T* A = static_cast<const T*>(c.A) + done * c.stride_a;
    const T* B = static_cast<const T*>(c.B) + done * c.stride_b;
    T* C = static_cast<T*>(c.C) + done * c.stride_c;
    if (c.gemv)
      check(gemv(h, op(c.transa, complex), narrow(c.m, "m"), narrow(c.n, "n"), &alpha.v, A,
                 narrow(c.lda, "lda"), c.stride_a, B, 1, c.stride_b, &beta.v, C, 1, c.stride_c,
                 static_cast<int>(count)),
            "cublas<t>gemvStridedBatched");
    else
      check(gemm(h, op(c.transa, complex), op(c.transb, complex), narrow(c.m, "m"), narrow(c.n, "n"),
                 narrow(c.k, "k"), &alpha.v, A, narrow(c.lda, "lda"), c.stride_a, B,
                 narrow(c.ldb, "ldb"), c.stride_b, &beta.v, C, narrow(c.ldc, "ldc"), c.stride_c,
                 static_cast<int>(count)),
            "cublas<t>gemmStridedBatched");
    done += count;
  }
}

}  // namespace

CublasRef::CublasRef(Queue& q) {
  cublasHandle_t h = nullptr;
  check(cublasCreate(&h), "cublasCreate");
  handle_ = h;
  check(cublasSetStream(h, static_cast<cudaStream_t>(q.impl().stream)), "cublasSetStream");
}

CublasRef::~CublasRef() {
  if (handle_) cublasDestroy(static_cast<cublasHandle_t>(handle_));
}

void CublasRef::run(char dtype, const RefCall& c) {
  auto h = static_cast<cublasHandle_t>(handle_);
  switch (dtype) {
    case 's': return run_typed<float>(h, c, false, cublasSgemmStridedBatched, cublasSgemvStridedBatched);
    case 'd': return run_typed<double>(h, c, false, cublasDgemmStridedBatched, cublasDgemvStridedBatched);
    case 'c': return run_typed<cuComplex>(h, c, true, cublasCgemmStridedBatched, cublasCgemvStridedBatched);
    case 'z':
      return run_typed<cuDoubleComplex>(h, c, true, cublasZgemmStridedBatched, cublasZgemvStridedBatched);
  }
  throw DeviceError(std::string("cuBLAS comparison: unknown dtype ") + dtype);
}

}  // namespace batchlas::bench
