// l2probe: a quick timing of the native Level-2 families at saturating batch, against cuBLAS
// gemvStridedBatched (N and T) of the same n and the D2D copy bandwidth measured in the same run.
// Until tools/bench covers it, this is what docs/PERFORMANCE.md's "Level 2 (native)" table came
// from.
//
// Usage: batchlas-l2probe [GiB of operands per case, default 1] [sizes, default 8,16,32,64,128,1024]
//                         [dtypes, default sdcz]
// Times the `native` families only; scripts/bench-l2-variants.sh compares `native` and `packed`.
// Output: one line per (op, dtype, n): GB/s of minimum bytes, fraction of the copy bandwidth,
// and time ratio cuBLAS/native (> 1: native faster) against the cuBLAS gemv of the same n.
//
// Method (../.library/device/METHOD.md): CUDA events on the queue's stream, 2 warm-ups, median
// of 9; the copy bandwidth is 2*bytes/time of a cudaMemcpyAsync D2D of 2 GiB (read + write).
// Minimum bytes: every operand element the operation must read or write once, the triangle only
// for trmv/symv/hemv (read) and syr/her/syr2/her2 (read and written), y read when beta != 0.
#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <complex>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "batchlas/batchlas.hh"
#include "core/cuda/check.hh"

using namespace batchlas;

namespace {

cudaStream_t stream_of(Queue& q) { return batchlas::cuda::stream(q); }

double median_ms(Queue& q, const std::function<void()>& f, int reps = 9) {
  cudaEvent_t a, b;
  cudaEventCreate(&a), cudaEventCreate(&b);
  for (int w = 0; w < 2; ++w) f();
  std::vector<float> t;
  for (int r = 0; r < reps; ++r) {
    cudaEventRecord(a, stream_of(q));
    f();
    cudaEventRecord(b, stream_of(q));
    cudaEventSynchronize(b);
    float ms = 0;
    cudaEventElapsedTime(&ms, a, b);
    t.push_back(ms);
  }
  cudaEventDestroy(a), cudaEventDestroy(b);
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

template <class T> const char* dname() {
  if constexpr (std::is_same_v<T, float>) return "s";
  else if constexpr (std::is_same_v<T, double>) return "d";
  else if constexpr (std::is_same_v<T, std::complex<float>>) return "c";
  else return "z";
}

cublasStatus_t gemv_sb(cublasHandle_t h, cublasOperation_t t, int m, int n, const float* al,
                       const float* A, int lda, long long sa, const float* x, long long sx,
                       const float* be, float* y, long long sy, int batch) {
  return cublasSgemvStridedBatched(h, t, m, n, al, A, lda, sa, x, 1, sx, be, y, 1, sy, batch);
}
cublasStatus_t gemv_sb(cublasHandle_t h, cublasOperation_t t, int m, int n, const double* al,
                       const double* A, int lda, long long sa, const double* x, long long sx,
                       const double* be, double* y, long long sy, int batch) {
  return cublasDgemvStridedBatched(h, t, m, n, al, A, lda, sa, x, 1, sx, be, y, 1, sy, batch);
}
cublasStatus_t gemv_sb(cublasHandle_t h, cublasOperation_t t, int m, int n,
                       const std::complex<float>* al, const std::complex<float>* A, int lda,
                       long long sa, const std::complex<float>* x, long long sx,
                       const std::complex<float>* be, std::complex<float>* y, long long sy,
                       int batch) {
  auto c = [](auto* p) { return reinterpret_cast<const cuComplex*>(p); };
  return cublasCgemvStridedBatched(h, t, m, n, c(al), c(A), lda, sa, c(x), 1, sx, c(be),
                                   reinterpret_cast<cuComplex*>(y), 1, sy, batch);
}
cublasStatus_t gemv_sb(cublasHandle_t h, cublasOperation_t t, int m, int n,
                       const std::complex<double>* al, const std::complex<double>* A, int lda,
                       long long sa, const std::complex<double>* x, long long sx,
                       const std::complex<double>* be, std::complex<double>* y, long long sy,
                       int batch) {
  auto c = [](auto* p) { return reinterpret_cast<const cuDoubleComplex*>(p); };
  return cublasZgemvStridedBatched(h, t, m, n, c(al), c(A), lda, sa, c(x), 1, sx, c(be),
                                   reinterpret_cast<cuDoubleComplex*>(y), 1, sy, batch);
}

struct Pool {
  char* base = nullptr;
  std::size_t bytes = 0;
};

template <class T> void probe(Queue& q, Pool& pool, double gib, int64_t n, double copy_gbs) {
  const double es = sizeof(T);
  const int64_t batch = std::max<int64_t>(1, int64_t(gib * (1ull << 30) / (es * n * n)));
  const int64_t sa = n * n, sv = n;
  if ((sa + 3 * sv) * batch * es > pool.bytes) return;
  T* A = reinterpret_cast<T*>(pool.base);
  T* x = A + sa * batch;
  T* y = x + sv * batch;
  T* z = y + sv * batch;
  MatrixView<T> Av{A, n, n, n, sa, batch};
  VectorView<T> xv{x, n, 1, sv, batch}, yv{y, n, 1, sv, batch}, zv{z, n, 1, sv, batch};
  const T alpha(0.5), beta(0.25);
  const double full = es * double(n) * n * batch, tri = es * double(n) * (n + 1) / 2 * batch;
  const double vecb = es * double(n) * batch;

  cublasHandle_t h = batchlas::cuda::cublas(q);
  double ref[2];
  for (int t = 0; t < 2; ++t)
    ref[t] = median_ms(q, [&] {
      batchlas::cuda::check(gemv_sb(h, t ? CUBLAS_OP_T : CUBLAS_OP_N, int(n), int(n), &alpha, A,
                                    int(n), sa, x, sv, &beta, y, sv, int(batch)),
                            "gemvStridedBatched");
    });

  auto report = [&](const char* op, double bytes, double ms, double ref_ms) {
    if (ms <= 0) return std::printf("%-6s %s n=%5lld  not run\n", op, dname<T>(), (long long)n), void();
    const double gbs = bytes / ms / 1e6;
    std::printf("%-6s %s n=%5lld batch=%9lld  %8.1f GB/s  %.3f of copy  cuBLAS gemv %8.1f GB/s  "
                "time ratio cuBLAS/native %.2f\n",
                op, dname<T>(), (long long)n, (long long)batch, gbs, gbs / copy_gbs,
                (full + 3 * vecb) / ref_ms / 1e6, ref_ms / ms);
    std::fflush(stdout);
  };
  auto native = [&](const char* op, const std::function<void()>& f) {
    ScopedSettings pin{with_route(op, "native")};
    try {
      return median_ms(q, f);
    } catch (const std::exception& e) {
      std::printf("%s: %s\n", op, e.what());
      return -1.0;
    }
  };
  const double gv = full + 3 * vecb;  // A, x, y read, y written
  report("gemvN", gv, native("gemv", [&] { gemv<T>(q, Op::NoTrans, alpha, Av, xv, beta, yv); }), ref[0]);
  report("gemvT", gv, native("gemv", [&] { gemv<T>(q, Op::Trans, alpha, Av, xv, beta, yv); }), ref[1]);
  report("ger", 2 * full + 2 * vecb, native("ger", [&] { ger<T>(q, alpha, xv, yv, Av); }), ref[0]);
  report("trmvLN", tri + 2 * vecb,
         native("trmv", [&] { trmv<T>(q, Uplo::Lower, Op::NoTrans, Diag::NonUnit, Av, zv); }), ref[0]);
  report("trmvLT", tri + 2 * vecb,
         native("trmv", [&] { trmv<T>(q, Uplo::Lower, Op::Trans, Diag::NonUnit, Av, zv); }), ref[1]);
  report("symvL", tri + 3 * vecb,
         native("symv", [&] { symv<T>(q, Uplo::Lower, alpha, Av, xv, beta, yv); }), ref[0]);
  report("syrL", 2 * tri + vecb, native("syr", [&] { syr<T>(q, Uplo::Lower, alpha, xv, Av); }), ref[0]);
  report("syr2U", 2 * tri + 2 * vecb,
         native("syr2", [&] { syr2<T>(q, Uplo::Upper, alpha, xv, yv, Av); }), ref[0]);
  if constexpr (is_complex_v<T>) {
    report("gerc", 2 * full + 2 * vecb, native("gerc", [&] { gerc<T>(q, alpha, xv, yv, Av); }), ref[0]);
    report("hemvU", tri + 3 * vecb,
           native("hemv", [&] { hemv<T>(q, Uplo::Upper, alpha, Av, xv, beta, yv); }), ref[0]);
    report("herL", 2 * tri + vecb,
           native("her", [&] { her<T>(q, Uplo::Lower, real_t<T>(0.5), xv, Av); }), ref[0]);
    report("her2L", 2 * tri + 2 * vecb,
           native("her2", [&] { her2<T>(q, Uplo::Lower, alpha, xv, yv, Av); }), ref[0]);
  }
}

}  // namespace

int main(int argc, char** argv) {
  const double gib = argc > 1 ? std::atof(argv[1]) : 1.0;
  std::vector<int64_t> sizes = {8, 16, 32, 64, 128, 1024};
  if (argc > 2) {
    sizes.clear();
    std::stringstream ss(argv[2]);
    for (std::string s; std::getline(ss, s, ',');) sizes.push_back(std::atoll(s.c_str()));
  }
  const std::string dtypes = argc > 3 ? argv[3] : "sdcz";
  const auto want = [&](char c) { return dtypes.find(c) != std::string::npos; };
  Queue q = Queue::cuda(0);
  Pool pool;
  pool.bytes = std::size_t(gib * 2.6 * (1ull << 30)) + (64ull << 20);
  pool.base = static_cast<char*>(q.allocate(pool.bytes));
  // Values: bytes 0x3c -> small normal numbers in every precision (no NaN, no denormals).
  batchlas::cuda::check(cudaMemsetAsync(pool.base, 0x3c, pool.bytes, stream_of(q)), "memset");
  const std::size_t cb = std::min<std::size_t>(pool.bytes / 2, 2ull << 30);
  const double copy_ms = median_ms(q, [&] {
    cudaMemcpyAsync(pool.base + cb, pool.base, cb, cudaMemcpyDeviceToDevice, stream_of(q));
  });
  const double copy_gbs = 2.0 * cb / copy_ms / 1e6;
  std::printf("device %s; D2D copy %.1f GB/s (2 x %.2f GiB / %.3f ms); %.2f GiB operands per case\n",
              q.device_name().c_str(), copy_gbs, cb / double(1ull << 30), copy_ms, gib);
  for (int64_t n : sizes) {
    if (want('s')) probe<float>(q, pool, gib, n, copy_gbs);
    if (want('d')) probe<double>(q, pool, gib, n, copy_gbs);
    if (want('c')) probe<std::complex<float>>(q, pool, gib, n, copy_gbs);
    if (want('z')) probe<std::complex<double>>(q, pool, gib, n, copy_gbs);
  }
  q.wait();
  q.deallocate(pool.base);
  return 0;
}
