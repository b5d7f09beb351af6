// Smallest user program: C = A^T A for a batch of two 3 x 2 matrices on the host queue.
#include <batchlas/batchlas.hh>

#include <cstdio>
#include <vector>

int main() {
  batchlas::Queue q = batchlas::Queue::host();
  std::vector<double> a = {1, 2, 3, 4, 5, 6, /* item 1 */ 1, 0, 0, 0, 1, 0};
  std::vector<double> c(8, -1.0);
  batchlas::MatrixView<const double> A{a.data(), 3, 2, 3, 6, 2};
  batchlas::MatrixView<double> C{c.data(), 2, 2, 2, 4, 2};
  batchlas::syrk(q, batchlas::Uplo::Lower, batchlas::Op::Trans, 1.0, A, 0.0, C);
  q.wait();
  // Item 0: [14 32; . 77]; item 1: [1 0; . 1]. The upper element stays -1 (never written).
  const bool ok = c[0] == 14 && c[1] == 32 && c[2] == -1 && c[3] == 77 && c[4] == 1 &&
                  c[5] == 0 && c[6] == -1 && c[7] == 1;
  std::printf("consumer: %s\n", ok ? "ok" : "WRONG");
  return ok ? 0 : 1;
}
