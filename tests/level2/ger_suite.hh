// The ger / gerc suite bodies, shared by ger_test.cc and gerc_test.cc (they differ only in the
// conjugation of y): sizes with m != n, increments of both signs, sentinels in A's padding and
// between vector elements, alpha = 0 as a no-op over NaN inputs, broadcast x and y, batches,
// invalid arguments.
#pragma once

#include "support/oracle_level2.hh"

namespace ger_suite {

using namespace testing_support;

struct Case {
  int64_t m, n, incx = 1, incy = 1, batch = 2;
  bool broadcast = false;  ///< x and y with stride 0
};

template <class T>
void call(bool conj, Queue& q, T alpha, VectorView<const T> x, VectorView<const T> y,
          MatrixView<T> A) {
  if (conj) gerc(q, alpha, x, y, A);
  else ger(q, alpha, x, y, A);
}

template <class T>
void run_case(bool conj, Queue& q, const Case& c, T alpha, std::mt19937_64& rng) {
  const int64_t in_batch = c.broadcast ? 1 : c.batch;
  Mat<T> A(q, c.m, c.n, c.batch);
  Vec<T> x(q, c.m, in_batch, c.incx), y(q, c.n, in_batch, c.incy);
  A.fill(rng), x.fill(rng), y.fill(rng);
  mix_markers(A.buf);
  A.buf.upload(), x.buf.upload(), y.buf.upload();
  const auto before = A.buf.host;
  call(conj, q, alpha, c.broadcast ? x.broadcast(c.batch) : x.cview(),
       c.broadcast ? y.broadcast(c.batch) : y.cview(), A.view());
  EXPECT_TRUE(check_output(before, A, 2, [&](int64_t i, int64_t j, int64_t b) {
    return oracle::ger_at(alpha, x, y, before, A, i, j, b, conj);
  })) << "m=" << c.m << " n=" << c.n << " incx=" << c.incx << " incy=" << c.incy
      << " batch=" << c.batch;
}

template <class T> void all_sizes(bool conj, Queue& q, std::mt19937_64& rng) {
  for (int64_t m : {0, 1, 2, 3, 17, 70})
    for (int64_t n : {0, 1, 3, 66})
      for (auto [incx, incy] : increment_pairs())
        run_case<T>(conj, q, {m, n, incx, incy}, random_value<T>(rng), rng);
}

/// alpha == 0: nothing read (x and y stay all NaN) and nothing written (A bit-identical).
template <class T> void alpha_zero(bool conj, Queue& q, std::mt19937_64& rng) {
  Mat<T> A(q, 6, 5, 3);
  Vec<T> x(q, 6, 3, -1), y(q, 5, 3, 2);
  A.fill(rng);
  A.buf.upload(), x.buf.upload(), y.buf.upload();
  const auto before = A.buf.host;
  call(conj, q, T(0), x.cview(), y.cview(), A.view());
  EXPECT_TRUE(untouched(before, A.buf));
}

template <class T> void empty_output(bool conj, Queue& q, std::mt19937_64& rng) {
  for (auto [m, n, batch] : {std::tuple{0, 4, 2}, {4, 0, 2}, {3, 4, 0}}) {
    Mat<T> A(q, m, n, batch);
    Vec<T> x(q, m, batch), y(q, n, batch);
    x.fill(rng), y.fill(rng);
    A.buf.upload(), x.buf.upload(), y.buf.upload();
    const auto before = A.buf.host;
    call(conj, q, T(1), x.cview(), y.cview(), A.view());
    EXPECT_TRUE(untouched(before, A.buf));
  }
}

template <class T> void broadcast_and_batches(bool conj, Queue& q, std::mt19937_64& rng) {
  run_case<T>(conj, q, {7, 5, -2, 1, 300, true}, random_value<T>(rng), rng);
  run_case<T>(conj, q, {4, 9, 1, -1, 1}, random_value<T>(rng), rng);
  run_case<T>(conj, q, {3, 4, 2, 3, 517}, random_value<T>(rng), rng);
}

template <class T> void invalid(bool conj, Queue& q, std::mt19937_64& rng) {
  Mat<T> A(q, 5, 3, 2);
  Vec<T> x(q, 5, 2), y(q, 3, 2);
  A.fill(rng), x.fill(rng), y.fill(rng);
  A.buf.upload(), x.buf.upload(), y.buf.upload();
  const auto before = A.buf.host;
  const auto Av = A.view();
  const auto xv = x.cview();
  const auto yv = y.cview();
  auto go = [&](VectorView<const T> xx, VectorView<const T> yy, MatrixView<T> AA) {
    call(conj, q, T(1), xx, yy, AA);
  };
  auto bad_lda = Av;
  bad_lda.ld = 4;
  EXPECT_INVALID(go(xv, yv, bad_lda), "lda");
  auto short_x = xv;
  short_x.size = 4;
  EXPECT_INVALID(go(short_x, yv, Av), "x has 4 elements, expected 5");
  auto long_y = yv;
  long_y.size = 5;
  EXPECT_INVALID(go(xv, long_y, Av), "y has 5 elements, expected 3");
  auto incx0 = xv;
  incx0.inc = 0;
  EXPECT_INVALID(go(incx0, yv, Av), "incx is 0");
  auto incy0 = yv;
  incy0.inc = 0;
  EXPECT_INVALID(go(xv, incy0, Av), "incy is 0");
  auto overlap = Av;
  overlap.stride = 10;
  EXPECT_INVALID(go(xv, yv, overlap), "overlap");
  auto zero_stride = Av;
  zero_stride.stride = 0;
  EXPECT_INVALID(go(xv, yv, zero_stride), "overlap");
  auto neg_stride = yv;
  neg_stride.stride = -3;
  EXPECT_INVALID(go(xv, neg_stride, Av), "stride");
  auto batch_mismatch = xv;
  batch_mismatch.batch = 1;
  EXPECT_INVALID(go(batch_mismatch, yv, Av), "batch");
  VectorView<const T> x_on_a{Av.data + 2, 5, 1, Av.stride, 2};
  EXPECT_INVALID(go(x_on_a, yv, Av), "A overlaps input x");
  VectorView<const T> y_on_a{Av.data + Av.ld, 3, 1, Av.stride, 2};  // column 1 of A
  EXPECT_INVALID(go(xv, y_on_a, Av), "A overlaps input y");
  EXPECT_TRUE(untouched(before, A.buf));
}

}  // namespace ger_suite
