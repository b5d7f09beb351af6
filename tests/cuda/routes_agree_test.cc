// Every CUDA family of an operation against the host family on the same random inputs (odd
// sizes, all flags, beta = 0 over NaN, broadcast A, in-place trmm, negative increments), the
// output compared element by element, sentinels bit for bit. Skipped without a device.
#include "cuda/gpu_support.hh"

namespace {

using namespace gpu_support;

template <class T>
class RoutesAgree : public ::testing::Test {};
TYPED_TEST_SUITE(RoutesAgree, Types, TypeNames);

constexpr int64_t kBatch = 5;

template <class T>
T pick_beta(bool zero, std::mt19937_64& rng) {
  return zero ? T(0) : random_value<T>(rng);
}

auto filler(std::mt19937_64& rng) {
  return [&rng](auto& s) { s.fill(rng); };
}

TYPED_TEST(RoutesAgree, RankKFamilies) {
  using T = TypeParam;
  using R = real_t<T>;
  GPU_ONLY();
  Queue gq = Queue::cuda(0);
  auto rng = rng_for_test();
  for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
    for (Op trans : {Op::NoTrans, Op::Trans, Op::ConjTrans})
      for (int64_t n : {37, 70})
        for (bool beta_zero : {false, true}) {
          const int64_t k = 19;
          const int64_t ar = trans == Op::NoTrans ? n : k, ac = trans == Op::NoTrans ? k : n;
          Twin<Mat<T>> A(gq, ar, ac, kBatch), B(gq, ar, ac, kBatch), C(gq, n, n, kBatch);
          A.fill(filler(rng)), B.fill(filler(rng));
          if (beta_zero)
            C.fill([](auto&) {});  // all NaN: beta = 0 must not read it
          else
            C.fill(filler(rng));
          const T alpha = random_value<T>(rng), beta = pick_beta<T>(beta_zero, rng);
          const std::string what = std::string("uplo=") + to_char(uplo) +
                                   " trans=" + to_char(trans) + " n=" + std::to_string(n) +
                                   (beta_zero ? " beta=0" : "");
          const std::vector<std::string> fams = {"vendor", "gemm_fold"};
          const Op sym_trans = is_complex_v<T> && trans == Op::ConjTrans ? Op::Trans : trans;
          expect_families_agree(
              gq, "syrk", fams, C, k,
              [&](Queue& q, bool g) {
                syrk(q, uplo, sym_trans, alpha, A.on(g).cview(), beta, C.on(g).view());
              },
              what);
          expect_families_agree(
              gq, "syr2k", fams, C, 2 * k,
              [&](Queue& q, bool g) {
                syr2k(q, uplo, sym_trans, alpha, A.on(g).cview(), B.on(g).cview(), beta,
                      C.on(g).view());
              },
              what);
          if constexpr (is_complex_v<T>) {
            if (trans == Op::Trans) continue;
            const R ra = std::real(alpha), rb = std::real(beta);
            expect_families_agree(
                gq, "herk", fams, C, k,
                [&](Queue& q, bool g) {
                  herk(q, uplo, trans, ra, A.on(g).cview(), rb, C.on(g).view());
                },
                what);
            expect_families_agree(
                gq, "her2k", fams, C, 2 * k,
                [&](Queue& q, bool g) {
                  her2k(q, uplo, trans, alpha, A.on(g).cview(), B.on(g).cview(), rb,
                        C.on(g).view());
                },
                what);
          }
        }
}

TYPED_TEST(RoutesAgree, SymmHemmFamilies) {
  using T = TypeParam;
  GPU_ONLY();
  Queue gq = Queue::cuda(0);
  auto rng = rng_for_test();
  const int64_t m = 33, n = 67;
  for (Side side : {Side::Left, Side::Right})
    for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
      for (bool beta_zero : {false, true})
        for (bool broadcast : {false, true}) {
          const int64_t na = side == Side::Left ? m : n;
          Twin<Mat<T>> A(gq, na, na, broadcast ? 1 : kBatch), B(gq, m, n, kBatch),
              C(gq, m, n, kBatch);
          // Only the uplo triangle of A holds data: the other one stays NaN (never read).
          A.fill([&](auto& s) {
            s.fill(rng,
                   [&](int64_t i, int64_t j) { return uplo == Uplo::Lower ? i >= j : i <= j; });
          });
          B.fill(filler(rng));
          if (beta_zero)
            C.fill([](auto&) {});
          else
            C.fill(filler(rng));
          const T alpha = random_value<T>(rng), beta = pick_beta<T>(beta_zero, rng);
          auto av = [&](bool g) { return broadcast ? A.on(g).broadcast(kBatch) : A.on(g).cview(); };
          const std::string what = std::string("side=") + to_char(side) + " uplo=" + to_char(uplo) +
                                   (beta_zero ? " beta=0" : "") + (broadcast ? " broadcast A" : "");
          expect_families_agree(
              gq, "symm", {"vendor", "expand", "blocked", "recursive"}, C, na,
              [&](Queue& q, bool g) {
                symm(q, side, uplo, alpha, av(g), B.on(g).cview(), beta, C.on(g).view());
              },
              what);
          if constexpr (is_complex_v<T>)  // A's diagonal has imaginary parts: ignored by hemm
            expect_families_agree(
                gq, "hemm", {"vendor", "expand", "blocked", "recursive"}, C, na,
                [&](Queue& q, bool g) {
                  hemm(q, side, uplo, alpha, av(g), B.on(g).cview(), beta, C.on(g).view());
                },
                what);
        }
}

TYPED_TEST(RoutesAgree, TrmmFamilies) {
  using T = TypeParam;
  GPU_ONLY();
  Queue gq = Queue::cuda(0);
  auto rng = rng_for_test();
  const int64_t m = 35, n = 66;
  for (Side side : {Side::Left, Side::Right})
    for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
      for (Op trans : {Op::NoTrans, Op::Trans, Op::ConjTrans})
        for (Diag diag : {Diag::NonUnit, Diag::Unit})
          for (int variant = 0; variant < 3; ++variant) {  // out of place, in place, broadcast A
            const bool in_place = variant == 1, broadcast = variant == 2;
            const int64_t na = side == Side::Left ? m : n;
            Twin<Mat<T>> A(gq, na, na, broadcast ? 1 : kBatch), B(gq, m, n, kBatch),
                C(gq, m, n, kBatch);
            A.fill([&](auto& s) {  // the other triangle and a unit diagonal stay NaN
              s.fill(rng, [&](int64_t i, int64_t j) {
                if (i == j) return diag == Diag::NonUnit;
                return uplo == Uplo::Lower ? i > j : i < j;
              });
            });
            B.fill(filler(rng));
            C.fill([](auto&) {});  // trmm never reads C
            const T alpha = random_value<T>(rng);
            auto av = [&](bool g) {
              return broadcast ? A.on(g).broadcast(kBatch) : A.on(g).cview();
            };
            const std::string what = std::string("side=") + to_char(side) +
                                     " uplo=" + to_char(uplo) + " trans=" + to_char(trans) +
                                     " diag=" + to_char(diag) +
                                     " variant=" + std::to_string(variant);
            auto& out = in_place ? B : C;
            expect_families_agree(
                gq, "trmm", {"vendor", "expand", "blocked", "recursive"}, out, na,
                [&](Queue& q, bool g) {
                  MatrixView<T> c = out.on(g).view();
                  trmm(q, side, uplo, trans, diag, alpha, av(g),
                       MatrixView<const T>(B.on(g).view()), c);
                },
                what);
          }
}

TYPED_TEST(RoutesAgree, GemmAndGemvVendor) {
  using T = TypeParam;
  GPU_ONLY();
  Queue gq = Queue::cuda(0);
  auto rng = rng_for_test();
  for (Op ta : {Op::NoTrans, Op::Trans, Op::ConjTrans})
    for (Op tb : {Op::NoTrans, Op::ConjTrans}) {
      const int64_t m = 31, n = 45, k = 67;
      Twin<Mat<T>> A(gq, ta == Op::NoTrans ? m : k, ta == Op::NoTrans ? k : m, 1),
          B(gq, tb == Op::NoTrans ? k : n, tb == Op::NoTrans ? n : k, kBatch), C(gq, m, n, kBatch);
      A.fill(filler(rng)), B.fill(filler(rng)), C.fill([](auto&) {});
      const T alpha = random_value<T>(rng);
      expect_families_agree(
          gq, "gemm", {"vendor"}, C, k,
          [&](Queue& q, bool g) {
            gemm(q, ta, tb, alpha, A.on(g).broadcast(kBatch), B.on(g).cview(), T(0),
                 C.on(g).view());
          },
          "broadcast A, beta=0");
    }
  for (Op t : {Op::NoTrans, Op::Trans, Op::ConjTrans})
    for (auto [incx, incy] : {std::pair<int64_t, int64_t>{1, 1}, {2, -3}, {-1, 2}}) {
      const int64_t m = 29, n = 71;
      const int64_t nx = t == Op::NoTrans ? n : m, ny = t == Op::NoTrans ? m : n;
      Twin<Mat<T>> A(gq, m, n, kBatch);
      Twin<Vec<T>> x(gq, nx, kBatch, incx), y(gq, ny, kBatch, incy);
      A.fill(filler(rng)), x.fill(filler(rng)), y.fill(filler(rng));
      const T alpha = random_value<T>(rng), beta = random_value<T>(rng);
      expect_families_agree(
          gq, "gemv", {"vendor"}, y, std::max(m, n),
          [&](Queue& q, bool g) {
            gemv(q, t, alpha, A.on(g).cview(), x.on(g).cview(), beta, y.on(g).view());
          },
          "incx=" + std::to_string(incx) + " incy=" + std::to_string(incy));
    }
}

TYPED_TEST(RoutesAgree, Level2VendorWithNegativeIncrements) {
  using T = TypeParam;
  GPU_ONLY();
  Queue gq = Queue::cuda(0);
  auto rng = rng_for_test();
  const int64_t n = 41, m = 23;
  for (auto [incx, incy] : {std::pair<int64_t, int64_t>{1, 1}, {-2, 3}, {3, -1}})
    for (Uplo uplo : {Uplo::Lower, Uplo::Upper}) {
      const std::string what = "incx=" + std::to_string(incx) + " incy=" + std::to_string(incy) +
                               " uplo=" + to_char(uplo);
      Twin<Vec<T>> x(gq, n, kBatch, incx), y(gq, n, kBatch, incy), xm(gq, m, kBatch, incx);
      x.fill(filler(rng)), y.fill(filler(rng)), xm.fill(filler(rng));
      Twin<Mat<T>> A(gq, n, n, kBatch), G(gq, m, n, kBatch);
      A.fill(filler(rng)), G.fill(filler(rng));
      const T alpha = random_value<T>(rng), beta = random_value<T>(rng);
      const std::vector<std::string> v = {"vendor"};
      expect_families_agree(
          gq, "ger", v, G, 1,
          [&](Queue& q, bool g) {
            ger(q, alpha, xm.on(g).cview(), y.on(g).cview(), G.on(g).view());
          },
          what);
      expect_families_agree(
          gq, "gerc", v, G, 1,
          [&](Queue& q, bool g) {
            gerc(q, alpha, xm.on(g).cview(), y.on(g).cview(), G.on(g).view());
          },
          what);
      expect_families_agree(
          gq, "syr", v, A, 1,
          [&](Queue& q, bool g) { syr(q, uplo, alpha, x.on(g).cview(), A.on(g).view()); }, what);
      expect_families_agree(
          gq, "syr2", v, A, 2,
          [&](Queue& q, bool g) {
            syr2(q, uplo, alpha, x.on(g).cview(), y.on(g).cview(), A.on(g).view());
          },
          what);
      expect_families_agree(
          gq, "symv", v, y, n,
          [&](Queue& q, bool g) {
            symv(q, uplo, alpha, A.on(g).cview(), x.on(g).cview(), beta, y.on(g).view());
          },
          what);
      for (Op t : {Op::NoTrans, Op::Trans, Op::ConjTrans})
        for (Diag d : {Diag::NonUnit, Diag::Unit})
          expect_families_agree(
              gq, "trmv", v, x, n,
              [&](Queue& q, bool g) { trmv(q, uplo, t, d, A.on(g).cview(), x.on(g).view()); },
              what + " trans=" + to_char(t) + " diag=" + to_char(d));
      if constexpr (is_complex_v<T>) {
        expect_families_agree(
            gq, "hemv", v, y, n,
            [&](Queue& q, bool g) {
              hemv(q, uplo, alpha, A.on(g).cview(), x.on(g).cview(), beta, y.on(g).view());
            },
            what);
        expect_families_agree(
            gq, "her", v, A, 1,
            [&](Queue& q, bool g) {
              her(q, uplo, std::real(alpha), x.on(g).cview(), A.on(g).view());
            },
            what);
        expect_families_agree(
            gq, "her2", v, A, 2,
            [&](Queue& q, bool g) {
              her2(q, uplo, alpha, x.on(g).cview(), y.on(g).cview(), A.on(g).view());
            },
            what);
      }
    }
}

}  // namespace
