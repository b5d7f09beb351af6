// Host memory passed to a CUDA queue (check::reachable, memory_why_not in src/core): where the
// device cannot read pageable host memory, each operand left in a std::vector is refused with a
// std::invalid_argument naming it, and nothing is written; where it can (HMM / ATS), the call
// runs and matches the all-device result. Page-locked memory (cudaMallocHost) is always
// accepted. Skipped without a device.
#include "cuda/gpu_support.hh"

#ifdef BATCHLAS_HAVE_CUDA
#include <cuda_runtime.h>

#include "core/queue_impl.hh"
#endif

namespace {

using namespace gpu_support;

#ifdef BATCHLAS_HAVE_CUDA
template <class T> MatrixView<T> host_view(Mat<T>& m) {
  return {m.buf.host.data(), m.rows, m.cols, m.ld, m.stride, m.batch};
}

TEST(HostMemoryOnCudaQueue, GemmRefusesEachUnreadableOperandBeforeWriting) {
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  const bool reads_pageable = q.impl().info.pageable_access;
  auto rng = rng_for_test();
  const int64_t n = 9, batch = 3;
  Mat<double> A(q, n, n, batch), B(q, n, n, batch), C(q, n, n, batch), R(q, n, n, batch);
  A.fill(rng), B.fill(rng), C.fill(rng);
  A.buf.upload(), B.buf.upload();
  R.buf.host = C.buf.host;
  R.buf.upload();
  gemm<double>(q, Op::NoTrans, Op::Trans, 1.5, A.cview(), B.cview(), 0.5, R.view());
  R.buf.download();  // the all-device result
  const std::vector<double> c0 = C.buf.host;
  for (int which = 0; which < 3; ++which) {
    const std::string name(1, "ABC"[which]);
    C.buf.host = c0;
    C.buf.upload();
    const MatrixView<const double> a = which == 0 ? host_view(A) : A.cview();
    const MatrixView<const double> b = which == 1 ? host_view(B) : B.cview();
    const MatrixView<double> c = which == 2 ? host_view(C) : C.view();
    bool threw = false;
    try {
      gemm<double>(q, Op::NoTrans, Op::Trans, 1.5, a, b, 0.5, c);
      q.wait();
    } catch (const std::invalid_argument& e) {
      threw = true;
      const std::string what = e.what();
      EXPECT_NE(what.find("gemm: " + name + " is host memory"), std::string::npos) << what;
    }
    EXPECT_EQ(threw, !reads_pageable) << name << " on the host; the device reads pageable memory: " << reads_pageable;
    if (which != 2) C.buf.download();  // else C.buf.host is the operand itself (a refused call
                                        // has no way to write it; checked all the same)
    if (threw) {
      EXPECT_EQ(std::memcmp(C.buf.host.data(), c0.data(), c0.size() * sizeof(double)), 0) << "C written, " << name;
    } else {
      EXPECT_TRUE(agree(R.buf.host, C.buf.host, n)) << name << " on the host";
    }
  }
  // Page-locked host memory is mapped into the device's address space: accepted, same result.
  double* pinned = nullptr;
  ASSERT_EQ(cudaMallocHost(&pinned, A.buf.host.size() * sizeof(double)), cudaSuccess);
  std::memcpy(pinned, A.buf.host.data(), A.buf.host.size() * sizeof(double));
  C.buf.host = c0;
  C.buf.upload();
  EXPECT_NO_THROW(gemm<double>(q, Op::NoTrans, Op::Trans, 1.5, MatrixView<const double>{pinned, n, n, A.ld, A.stride, batch},
                               B.cview(), 0.5, C.view()));
  C.buf.download();
  cudaFreeHost(pinned);
  EXPECT_TRUE(agree(R.buf.host, C.buf.host, n)) << "A page-locked";
}

TEST(HostMemoryOnCudaQueue, GemvRefusesAHostVector) {
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  if (q.impl().info.pageable_access) GTEST_SKIP() << "this device reads pageable host memory";
  auto rng = rng_for_test();
  Mat<float> A(q, 7, 5, 2);
  Vec<float> x(q, 5, 2, -2), y(q, 7, 2);
  A.fill(rng), x.fill(rng), y.fill(rng);
  A.buf.upload(), y.buf.upload();
  const std::vector<float> y0 = y.buf.host;
  const VectorView<const float> hx{x.buf.host.data(), x.size, x.inc, x.stride, x.batch};
  try {
    gemv<float>(q, Op::NoTrans, 1.f, A.cview(), hx, 0.f, y.view());
    ADD_FAILURE() << "no std::invalid_argument";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("gemv: x is host memory"), std::string::npos) << e.what();
  }
  y.buf.download();
  EXPECT_EQ(std::memcmp(y.buf.host.data(), y0.data(), y0.size() * sizeof(float)), 0) << "y written";
}
// The quick returns (alpha = 0: C := beta C, or a rank update by zero doing nothing) come after
// the check, so a host operand is refused there too, whatever the call would have touched.
TEST(HostMemoryOnCudaQueue, QuickReturnsAreCheckedToo) {
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  if (q.impl().info.pageable_access) GTEST_SKIP() << "this device reads pageable host memory";
  auto rng = rng_for_test();
  Mat<float> A(q, 6, 6, 2), B(q, 6, 6, 2), C(q, 6, 6, 2);
  Vec<float> x(q, 6, 2), y(q, 6, 2);
  A.fill(rng), B.fill(rng), C.fill(rng), x.fill(rng), y.fill(rng);
  A.buf.upload(), B.buf.upload(), C.buf.upload(), y.buf.upload();
  const MatrixView<float> hC = host_view(C);
  const VectorView<const float> hx{x.buf.host.data(), x.size, x.inc, x.stride, x.batch};
  auto refused = [](auto&& call, const std::string& expect) {
    try {
      call();
    } catch (const std::invalid_argument& e) {
      return std::string(e.what()).find(expect) != std::string::npos ? ::testing::AssertionSuccess()
                                                                       : ::testing::AssertionFailure() << e.what();
    }
    return ::testing::AssertionFailure() << "no std::invalid_argument";
  };
  EXPECT_TRUE(refused([&] { gemm<float>(q, Op::NoTrans, Op::NoTrans, 0.f, A.cview(), B.cview(), 2.f, hC); },
                      "gemm: C is host memory"));
  EXPECT_TRUE(refused([&] { syrk<float>(q, Uplo::Lower, Op::NoTrans, 0.f, A.cview(), 0.f, hC); },
                      "syrk: C is host memory"));
  EXPECT_TRUE(refused([&] { ger<float>(q, 0.f, hx, y.cview(), A.view()); }, "ger: x is host memory"));
  EXPECT_TRUE(refused([&] { syr2<float>(q, Uplo::Upper, 0.f, hx, y.cview(), A.view()); }, "syr2: x is host memory"));
  EXPECT_TRUE(refused([&] { syr<float>(q, Uplo::Upper, 0.f, hx, A.view()); }, "syr: x is host memory"));
}
#endif

}  // namespace
