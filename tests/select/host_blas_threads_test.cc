// The host families run OpenBLAS single-threaded inside their OpenMP loops
// (host::SingleThreadedBlas) and give the process its thread count back afterwards: a user's own
// OpenBLAS calls keep their setting (until session 7, Queue::host() set it to 1 for good).
#include <gtest/gtest.h>

#include <vector>

#include "batchlas/batchlas.hh"

extern "C" int openblas_get_num_threads(void);
extern "C" void openblas_set_num_threads(int);

namespace {

using namespace batchlas;

TEST(HostBlasThreads, UserThreadCountKeptAcrossHostCalls) {
  const int original = openblas_get_num_threads();
  openblas_set_num_threads(2);
  if (openblas_get_num_threads() != 2) GTEST_SKIP() << "this OpenBLAS does not take 2 threads";
  Queue q = Queue::host();
  EXPECT_EQ(openblas_get_num_threads(), 2) << "Queue::host() changed it";
  const int64_t n = 5, batch = 7;
  std::vector<double> a(n * n * batch, 0.5), c(n * n * batch, 1.0);
  MatrixView<const double> A{a.data(), n, n, n, n * n, batch};
  syrk<double>(q, Uplo::Lower, Op::NoTrans, 2.0, A, 1.0, MatrixView<double>{c.data(), n, n, n, n * n, batch});
  gemv<double>(q, Op::NoTrans, 1.0, A, VectorView<const double>{a.data(), n, 1, n, batch}, 0.0,
               VectorView<double>{c.data(), n, 1, n * n, batch});
  q.wait();
  EXPECT_EQ(openblas_get_num_threads(), 2) << "a host call left it changed";
  EXPECT_DOUBLE_EQ(c[1 * n + 2], 1.0 + 2.0 * n * 0.25);  // syrk's C(2, 1); gemv wrote column 0
  openblas_set_num_threads(original);
}

}  // namespace
