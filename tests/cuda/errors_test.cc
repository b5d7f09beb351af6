// Device errors and host scalars: a failing cuBLAS call and a failing CUDA call surface as
// DeviceError with the library's own status text; a complex<double> alpha stored at an address
// 8 mod 16 reaches cuBLAS from 16-byte-aligned storage and gives the right answer on every
// family that takes it. Skipped without a device.
#include "cuda/gpu_support.hh"

#ifdef BATCHLAS_HAVE_CUDA
#include "backends/cublas/common.hh"
#include "core/cuda/check.hh"
#endif

namespace {

using namespace gpu_support;

#ifdef BATCHLAS_HAVE_CUDA
TEST(DeviceErrors, FailingCublasCallCarriesCublasStatusText) {
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  const float one = 1.f;
  try {
    // m = -1 is invalid: cuBLAS answers CUBLAS_STATUS_INVALID_VALUE without launching anything.
    cuda::check(cublasSgemm(cuda::cublas(q), CUBLAS_OP_N, CUBLAS_OP_N, -1, 1, 1, &one, nullptr, 1,
                            nullptr, 1, &one, nullptr, 1),
                "cublasSgemm");
    ADD_FAILURE() << "no DeviceError";
  } catch (const DeviceError& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("cublasSgemm"), std::string::npos) << what;
    EXPECT_NE(what.find("CUBLAS_STATUS_INVALID_VALUE"), std::string::npos) << what;
  }
}

TEST(DeviceErrors, FailingCudaCallCarriesCudaErrorText) {
  GPU_ONLY();
  try {
    Queue q = Queue::cuda(0);
    // More than any device holds: cudaMalloc fails with cudaErrorMemoryAllocation.
    q.allocate(std::size_t(1) << 50);
    ADD_FAILURE() << "no DeviceError";
  } catch (const DeviceError& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("cudaMalloc"), std::string::npos) << what;
    EXPECT_NE(what.find("cudaErrorMemoryAllocation"), std::string::npos) << what;
  }
  EXPECT_THROW(Queue::cuda(1 << 20), DeviceError);
}

TEST(HostScalars, ScalarStorageIsSixteenByteAligned) {
  alignas(16) unsigned char raw[48];
  auto* misaligned = new (raw + 8) std::complex<double>(0.25, -2.0);
  ASSERT_EQ(reinterpret_cast<std::uintptr_t>(misaligned) % 16, 8u);
  const cublas::Scalar<std::complex<double>> s(*misaligned);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(s.get()) % 16, 0u);
  EXPECT_EQ(s.get()->x, 0.25);
  EXPECT_EQ(s.get()->y, -2.0);
}
#endif

TEST(HostScalars, ComplexDoubleAlphaAtEightModSixteen) {
  using T = std::complex<double>;
  GPU_ONLY();
  Queue gq = Queue::cuda(0);
  auto rng = rng_for_test();
  auto fill = [&](auto& s) { s.fill(rng); };
  alignas(16) unsigned char raw[64];
  T* alpha = new (raw + 8) T(0.75, -1.5);
  ASSERT_EQ(reinterpret_cast<std::uintptr_t>(alpha) % 16, 8u);
  const int64_t n = 23, k = 9, batch = 3;
  Twin<Mat<T>> A(gq, n, k, batch), B(gq, n, k, batch), C(gq, n, n, batch), D(gq, n, n, batch);
  A.fill(fill), B.fill(fill), C.fill(fill), D.fill(fill);
  expect_families_agree(
      gq, "her2k", {"vendor", "gemm_fold"}, C, 2 * k,
      [&](Queue& q, bool g) {
        her2k(q, Uplo::Lower, Op::NoTrans, *alpha, A.on(g).cview(), B.on(g).cview(), 0.5,
              C.on(g).view());
      },
      "alpha at 8 mod 16");
  expect_families_agree(
      gq, "syr2k", {"vendor", "gemm_fold"}, C, 2 * k,
      [&](Queue& q, bool g) {
        syr2k(q, Uplo::Upper, Op::NoTrans, *alpha, A.on(g).cview(), B.on(g).cview(), *alpha,
              C.on(g).view());
      },
      "alpha at 8 mod 16");
  expect_families_agree(
      gq, "gemm", {"vendor"}, D, k,
      [&](Queue& q, bool g) {
        gemm(q, Op::NoTrans, Op::Trans, *alpha, A.on(g).cview(), B.on(g).cview(), *alpha,
             D.on(g).view());
      },
      "alpha at 8 mod 16");
  expect_families_agree(
      gq, "hemm", {"vendor", "expand"}, D, n,
      [&](Queue& q, bool g) {
        hemm(q, Side::Left, Uplo::Upper, *alpha, C.on(g).cview(), C.on(g).cview(), *alpha,
             D.on(g).view());
      },
      "alpha at 8 mod 16");
}

}  // namespace
