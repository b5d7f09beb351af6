#include "support/harness.hh"

#include <cstdlib>

namespace testing_support {

std::vector<Target> targets(const std::vector<std::string>& cuda_families) {
  std::vector<Target> t;
  const char* env = std::getenv("BATCHLAS_TEST_TARGET");
  const std::string which = env ? env : "";
  if (which != "gpu") t.push_back({"host", Queue::host(), "auto"});
  if (which != "host" && Queue::cuda_available()) {
    Queue q = Queue::cuda(0);
    t.push_back({"cuda_auto", q, "auto"});
    for (const auto& f : cuda_families) t.push_back({"cuda_" + f, q, f});
  }
  return t;
}

std::mt19937_64 rng_for_test() {
  const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  std::string name = info ? std::string(info->test_suite_name()) + "." + info->name() : "none";
  return std::mt19937_64(std::hash<std::string>{}(name));
}

}  // namespace testing_support
