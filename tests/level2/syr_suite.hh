// The syr / her / syr2 / her2 suite bodies, shared by their four test files: every uplo, sizes
// 0..past 64, increments of both signs, the untouched triangle and padding of A holding NaN
// sentinels checked bit for bit, for her/her2 NaN in the imaginary parts of A's diagonal (the
// result's imaginary diagonal must be exactly 0), alpha = 0 as a no-op over NaN inputs,
// broadcast x and y, batches of 1 and hundreds, invalid arguments.
#pragma once

#include "support/oracle_level2.hh"

namespace syr_suite {

using namespace testing_support;

/// Which operation: rank 1 (syr, her) or rank 2 (syr2, her2); symmetric or Hermitian.
struct Kind {
  bool two;
  bool herm;
};

struct Case {
  Uplo uplo;
  int64_t n, incx = 1, incy = 1, batch = 2;
  bool broadcast = false;  ///< x and y with stride 0
};

/// For her, alpha is real: the call passes its real part and the oracle sees T(real).
template <class T> T random_alpha(Kind k, std::mt19937_64& rng) {
  const T a = random_value<T>(rng);
  if constexpr (is_complex_v<T>)
    if (k.herm && !k.two) return T(a.real());
  return a;
}

template <class T>
void call(Kind k, Queue& q, Uplo uplo, T alpha, VectorView<const T> x, VectorView<const T> y,
          MatrixView<T> A) {
  if constexpr (is_complex_v<T>) {
    if (k.herm && k.two) return her2(q, uplo, alpha, x, y, A);
    if (k.herm) return her(q, uplo, alpha.real(), x, A);
  }
  if (k.two) syr2(q, uplo, alpha, x, y, A);
  else syr(q, uplo, alpha, x, A);
}

template <class T>
void run_case(Kind k, Queue& q, const Case& c, T alpha, std::mt19937_64& rng) {
  const int64_t in_batch = c.broadcast ? 1 : c.batch;
  Mat<T> A(q, c.n, c.n, c.batch);
  Vec<T> x(q, c.n, in_batch, c.incx), y(q, c.n, in_batch, c.incy);
  // The other triangle keeps sentinels (NaN and finite markers): never read nor written.
  A.fill(rng, [&](int64_t i, int64_t j) { return oracle::in_triangle(c.uplo, i, j); });
  mix_markers(A.buf);
  if (k.herm) plant_imaginary_diagonal(A);
  x.fill(rng), y.fill(rng);
  A.buf.upload(), x.buf.upload(), y.buf.upload();
  const auto before = A.buf.host;
  call(k, q, c.uplo, alpha, c.broadcast ? x.broadcast(c.batch) : x.cview(),
       c.broadcast ? y.broadcast(c.batch) : y.cview(), A.view());
  EXPECT_TRUE(check_output(before, A, 3, [&](int64_t i, int64_t j, int64_t b) {
    return k.two ? oracle::syr2_at(c.uplo, alpha, x, y, before, A, i, j, b, k.herm)
                 : oracle::syr_at(c.uplo, alpha, x, before, A, i, j, b, k.herm);
  })) << "uplo=" << to_char(c.uplo) << " n=" << c.n << " incx=" << c.incx << " incy=" << c.incy
      << " batch=" << c.batch;
}

template <class T> void all_sizes(Kind k, Queue& q, std::mt19937_64& rng) {
  for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
    for (int64_t n : {0, 1, 2, 3, 17, 70})
      for (auto [incx, incy] : increment_pairs())
        run_case<T>(k, q, {uplo, n, incx, incy}, random_alpha<T>(k, rng), rng);
}

/// alpha == 0: nothing read (x and y stay all NaN) and nothing written (A bit-identical, its
/// garbage imaginary diagonal included).
template <class T> void alpha_zero(Kind k, Queue& q, std::mt19937_64& rng) {
  for (Uplo uplo : {Uplo::Lower, Uplo::Upper}) {
    Mat<T> A(q, 6, 6, 3);
    Vec<T> x(q, 6, 3, -1), y(q, 6, 3, 2);
    A.fill(rng);
    if (k.herm) plant_imaginary_diagonal(A);
    A.buf.upload(), x.buf.upload(), y.buf.upload();
    const auto before = A.buf.host;
    call(k, q, uplo, T(0), x.cview(), y.cview(), A.view());
    EXPECT_TRUE(untouched(before, A.buf));
  }
}

template <class T> void empty_output(Kind k, Queue& q, std::mt19937_64& rng) {
  for (auto [n, batch] : {std::pair{0, 2}, {4, 0}}) {
    Mat<T> A(q, n, n, batch);
    Vec<T> x(q, n, batch), y(q, n, batch);
    x.fill(rng), y.fill(rng);
    A.buf.upload(), x.buf.upload(), y.buf.upload();
    const auto before = A.buf.host;
    call(k, q, Uplo::Lower, random_alpha<T>(k, rng), x.cview(), y.cview(), A.view());
    EXPECT_TRUE(untouched(before, A.buf));
  }
}

template <class T> void broadcast_and_batches(Kind k, Queue& q, std::mt19937_64& rng) {
  run_case<T>(k, q, {Uplo::Lower, 9, -1, 2, 300, true}, random_alpha<T>(k, rng), rng);
  run_case<T>(k, q, {Uplo::Upper, 7, 1, -1, 1}, random_alpha<T>(k, rng), rng);
  run_case<T>(k, q, {Uplo::Upper, 4, 2, 1, 517}, random_alpha<T>(k, rng), rng);
}

template <class T> void invalid(Kind k, Queue& q, std::mt19937_64& rng) {
  Mat<T> A(q, 5, 5, 2);
  Vec<T> x(q, 5, 2), y(q, 5, 2);
  A.fill(rng), x.fill(rng), y.fill(rng);
  A.buf.upload(), x.buf.upload(), y.buf.upload();
  const auto before = A.buf.host;
  const auto Av = A.view();
  const auto xv = x.cview();
  const auto yv = y.cview();
  auto go = [&](Uplo u, VectorView<const T> xx, VectorView<const T> yy, MatrixView<T> AA) {
    call(k, q, u, T(1), xx, yy, AA);
  };
  const Uplo L = Uplo::Lower;
  auto bad_lda = Av;
  bad_lda.ld = 4;
  EXPECT_INVALID(go(L, xv, yv, bad_lda), "lda");
  auto not_square = Av;
  not_square.cols = 4;
  EXPECT_INVALID(go(L, xv, yv, not_square), "square");
  auto negative = Av;  // named as a negative extent, not as "expected square"
  negative.rows = -1;
  EXPECT_INVALID(go(L, xv, yv, negative), "A rows (-1) < 0");
  auto short_x = xv;
  short_x.size = 4;
  EXPECT_INVALID(go(L, short_x, yv, Av), "x has 4 elements, expected 5");
  auto incx0 = xv;
  incx0.inc = 0;
  EXPECT_INVALID(go(L, incx0, yv, Av), "incx is 0");
  auto overlap = Av;
  overlap.stride = 20;
  EXPECT_INVALID(go(L, xv, yv, overlap), "overlap");
  auto zero_stride = Av;
  zero_stride.stride = 0;
  EXPECT_INVALID(go(L, xv, yv, zero_stride), "overlap");
  auto batch_mismatch = xv;
  batch_mismatch.batch = 3;
  EXPECT_INVALID(go(L, batch_mismatch, yv, Av), "batch");
  auto neg_stride = xv;
  neg_stride.stride = -2;
  EXPECT_INVALID(go(L, neg_stride, yv, Av), "stride");
  VectorView<const T> x_on_a{Av.data + 1, 5, 1, Av.stride, 2};
  EXPECT_INVALID(go(L, x_on_a, yv, Av), "A overlaps input x");
  if (k.two) {
    auto long_y = yv;
    long_y.size = 6;
    EXPECT_INVALID(go(L, xv, long_y, Av), "y has 6 elements, expected 5");
    auto incy0 = yv;
    incy0.inc = 0;
    EXPECT_INVALID(go(L, xv, incy0, Av), "incy is 0");
    VectorView<const T> y_on_a{Av.data + 2 * Av.ld, 5, -1, Av.stride, 2};
    EXPECT_INVALID(go(L, xv, y_on_a, Av), "A overlaps input y");
  }
  EXPECT_INVALID(go(static_cast<Uplo>('X'), xv, yv, Av), "uplo");
  EXPECT_TRUE(untouched(before, A.buf));
}

}  // namespace syr_suite
