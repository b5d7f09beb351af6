// ger (geru for complex T) on every target; the suite bodies are in ger_suite.hh.
#include "level2/ger_suite.hh"

namespace {

using namespace ger_suite;

// Families the CUDA build pins in turn (the host has one).
const std::vector<std::string> kCudaFamilies = {"native", "packed", "stream", "vendor"};
constexpr bool kConj = false;

template <class T> class Ger : public ::testing::Test {};
TYPED_TEST_SUITE(Ger, Types, TypeNames);

TYPED_TEST(Ger, AllSizesIncrementsMatchOracle) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("ger", kCudaFamilies, t) all_sizes<TypeParam>(kConj, t.q, rng);
}

TYPED_TEST(Ger, AlphaZeroIsNoOpWithoutReadingXY) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("ger", kCudaFamilies, t) alpha_zero<TypeParam>(kConj, t.q, rng);
}

TYPED_TEST(Ger, EmptyOutputIsNoOp) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("ger", kCudaFamilies, t) empty_output<TypeParam>(kConj, t.q, rng);
}

TYPED_TEST(Ger, BroadcastInputsAndBatches) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("ger", kCudaFamilies, t) broadcast_and_batches<TypeParam>(kConj, t.q, rng);
}

TYPED_TEST(Ger, InvalidArgumentsThrowBeforeWriting) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("ger", kCudaFamilies, t) invalid<TypeParam>(kConj, t.q, rng);
}

}  // namespace
