// Sizes past the old ceilings: a batch of 70,000 items (past the 65,535 grid limit; items
// 65,534, 65,535 and the last are compared with the host result like every other item), and
// problems of more than 2^31 elements (64-bit indexing in our kernels and in the cuBLAS calls).
// Skipped without a device.
#include <utility>

#include "cuda/gpu_support.hh"

#ifdef BATCHLAS_HAVE_CUDA
#include <cuda_runtime.h>
#endif

namespace {

using namespace gpu_support;

constexpr int64_t kBig = 70000;

/// The items named by the issue are among those compared; make sure the reference wrote them.
template <class T>
void expect_written(const std::vector<T>& ref, Mat<T>& C, int64_t i, int64_t j) {
  for (int64_t b : {int64_t(65534), int64_t(65535), kBig - 1})
    EXPECT_FALSE(same_bits(ref[b * C.stride + i + j * C.ld], sentinel<T>()))
        << "item " << b << " not written";
}

TEST(LargeBatch, Level3FamiliesAt70000Items) {
  using T = float;
  GPU_ONLY();
  Queue gq = Queue::cuda(0);
  auto rng = rng_for_test();
  auto fill = [&](auto& s) { s.fill(rng); };
  {
    Twin<Mat<T>> A(gq, 3, 2, kBig), C(gq, 3, 3, kBig);
    A.fill(fill), C.fill([](auto&) {});
    const auto ref = expect_families_agree(
        gq, "syrk", {"vendor", "gemm_fold", "blocked", "recursive", "recursive_native"}, C, 2,
        [&](Queue& q, bool g) {
          syrk(q, Uplo::Lower, Op::NoTrans, 0.75f, A.on(g).cview(), 0.f, C.on(g).view());
        },
        "batch 70000");
    expect_written(ref, C.h, 2, 0);
  }
  {
    Twin<Mat<T>> A(gq, 4, 4, kBig), B(gq, 4, 3, kBig), C(gq, 4, 3, kBig);
    A.fill(fill), B.fill(fill), C.fill(fill);
    expect_families_agree(
        gq, "gemm", {"vendor"}, C, 4,
        [&](Queue& q, bool g) {
          gemm(q, Op::Trans, Op::NoTrans, 1.5f, A.on(g).cview(), B.on(g).cview(), -0.5f,
               C.on(g).view());
        },
        "batch 70000");
    expect_families_agree(
        gq, "symm", {"vendor", "expand", "blocked", "recursive"}, C, 4,
        [&](Queue& q, bool g) {
          symm(q, Side::Left, Uplo::Upper, 1.5f, A.on(g).cview(), B.on(g).cview(), 2.f,
               C.on(g).view());
        },
        "batch 70000");
    expect_families_agree(
        gq, "trmm", {"vendor", "expand", "blocked", "recursive"}, B, 4,
        [&](Queue& q, bool g) {
          MatrixView<T> b = B.on(g).view();
          trmm(q, Side::Left, Uplo::Lower, Op::NoTrans, Diag::Unit, 2.f, A.on(g).cview(),
               MatrixView<const T>(b), b);
        },
        "batch 70000, in place");
  }
}

TEST(LargeBatch, Level2AndHermitianAt70000Items) {
  using T = std::complex<double>;
  GPU_ONLY();
  Queue gq = Queue::cuda(0);
  auto rng = rng_for_test();
  auto fill = [&](auto& s) { s.fill(rng); };
  Twin<Mat<T>> A(gq, 3, 3, kBig), B(gq, 3, 2, kBig), C(gq, 3, 3, kBig);
  Twin<Vec<T>> x(gq, 3, kBig, -2), y(gq, 3, kBig, 1);
  A.fill(fill), B.fill(fill), C.fill(fill), x.fill(fill), y.fill(fill);
  const T alpha(0.5, -1.25);
  expect_families_agree(
      gq, "her2k", {"vendor", "gemm_fold"}, C, 4,
      [&](Queue& q, bool g) {
        her2k(q, Uplo::Upper, Op::NoTrans, alpha, MatrixView<const T>(B.on(g).view()),
              MatrixView<const T>(B.on(g).view()), 0.5, C.on(g).view());
      },
      "batch 70000");
  expect_families_agree(
      gq, "gemv", {"vendor"}, y, 3,
      [&](Queue& q, bool g) {
        gemv(q, Op::ConjTrans, alpha, A.on(g).cview(), x.on(g).cview(), T(2), y.on(g).view());
      },
      "batch 70000");
  expect_families_agree(
      gq, "hemv", {"vendor"}, y, 3,
      [&](Queue& q, bool g) {
        hemv(q, Uplo::Lower, alpha, A.on(g).cview(), x.on(g).cview(), T(0), y.on(g).view());
      },
      "batch 70000");
  expect_families_agree(
      gq, "her", {"vendor"}, A, 1,
      [&](Queue& q, bool g) { her(q, Uplo::Lower, 0.25, x.on(g).cview(), A.on(g).view()); },
      "batch 70000");
}

#ifdef BATCHLAS_HAVE_CUDA
/// Reads one element of device memory.
template <class T>
T peek(Queue& q, const T* p) {
  T v;
  q.memcpy(&v, p, sizeof(T));
  q.wait();
  return v;
}

// 0x3F3F3F3F as a float: what cudaMemset(0x3F) leaves in every element.
float memset_value() {
  uint32_t bits = 0x3F3F3F3Fu;
  float v;
  std::memcpy(&v, &bits, 4);
  return v;
}

TEST(PastTwoToThe31, ScaleFoldAndGemvOverMoreThan2To31Elements) {
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  const float c0 = memset_value();
  // C: 46341^2 = 2,147,488,281 > 2^31 elements (8.6 GB). syrk with alpha = 0 scales its lower
  // triangle (kernels::scale); gemm_fold then folds a 46341^2 product into it (kernels::fold).
  const int64_t n = 46341;
  Matrix<float> C(q, n, n);
  ASSERT_EQ(cudaMemset(C.data(), 0x3F, sizeof(float) * C.elements()), cudaSuccess);
  Matrix<float> A(q, n, 1);
  ASSERT_EQ(cudaMemset(A.data(), 0x3F, sizeof(float) * A.elements()), cudaSuccess);
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);  // the queue's stream does not wait on memset
  syrk(q, Uplo::Lower, Op::NoTrans, 0.f, std::as_const(A).view(), 2.f, C.view());
  const int64_t last = n * n - 1;
  EXPECT_EQ(peek(q, C.data() + last), 2 * c0);     // (n-1, n-1), past 2^31
  EXPECT_EQ(peek(q, C.data() + (n - 1)), 2 * c0);  // (n-1, 0)
  EXPECT_EQ(peek(q, C.data() + (n - 1) * n), c0);  // (0, n-1): upper, untouched
  {
    ScopedSettings pin(with_route("syrk", "gemm_fold"));
    syrk(q, Uplo::Upper, Op::NoTrans, 1.f, std::as_const(A).view(), 1.f, C.view());
  }
  const float p = c0 * c0;
  EXPECT_FLOAT_EQ(peek(q, C.data() + last), 2 * c0 + p);     // diagonal: both triangles
  EXPECT_FLOAT_EQ(peek(q, C.data() + (n - 1) * n), c0 + p);  // (0, n-1): upper
  EXPECT_EQ(peek(q, C.data() + (n - 1)), 2 * c0);            // (n-1, 0): lower, untouched
  EXPECT_FLOAT_EQ(peek(q, C.data() + (n - 2) + (n - 1) * n), c0 + p);
}

TEST(PastTwoToThe31, GemvVendorOnOneMatrixOfMoreThan2To31Elements) {
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  const float c0 = memset_value();
  const int64_t m = 32768, n = 65537;  // 2,147,516,416 elements > 2^31 in one item
  Matrix<float> A(q, m, n);
  ASSERT_EQ(cudaMemset(A.data(), 0x3F, sizeof(float) * A.elements()), cudaSuccess);
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  std::vector<float> ones(n, 1.f), host_y(n);
  // Trans: x has m elements and y has n; NoTrans: the other way round.
  Vector<float> xm(q, m), xn(q, n), ym(q, m), yn(q, n);
  xm.upload(ones.data());
  xn.upload(ones.data());
  ScopedSettings pin(with_route("gemv", "vendor"));
  gemv(q, Op::Trans, 1.f, std::as_const(A).view(), std::as_const(xm).view(), 0.f,
       yn.view());  // y_j = sum_i A(i, j) = m*c0
  yn.download(host_y.data());
  for (int64_t j : {int64_t(0), n / 2, n - 1})
    EXPECT_NEAR(host_y[j], m * c0, 1e-3 * m * c0) << "column " << j;
  gemv(q, Op::NoTrans, 1.f, std::as_const(A).view(), std::as_const(xn).view(), 0.f,
       ym.view());  // y_i = n*c0
  ym.download(host_y.data());
  for (int64_t i : {int64_t(0), m - 1})
    EXPECT_NEAR(host_y[i], n * c0, 1e-3 * n * c0) << "row " << i;
}
#endif

}  // namespace
