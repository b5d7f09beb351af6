// Test entry point. A GPU run (BATCHLAS_TEST_TARGET=gpu) on a machine without a CUDA device
// exits with 77, which ctest reports as skipped, so CI stays green without a GPU.
#include <gtest/gtest.h>

#include <cstdlib>
#include <iostream>
#include <string>

#include "batchlas/queue.hh"

int main(int argc, char** argv) {
  const char* target = std::getenv("BATCHLAS_TEST_TARGET");
  if (target && std::string(target) == "gpu" && !batchlas::Queue::cuda_available()) {
    std::cout << "batchlas: no CUDA device; GPU tests skipped\n";
    return 77;
  }
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
