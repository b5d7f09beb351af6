// hemv on every target (complex T; A's imaginary diagonal holds NaN and must be ignored);
// bodies in symv_suite.hh.
#include "level2/symv_suite.hh"

namespace {

using namespace symv_suite;

// Families the CUDA build pins in turn (the host has one).
const std::vector<std::string> kCudaFamilies = {"native", "vendor"};
constexpr bool kHerm = true;

template <class T> class Hemv : public ::testing::Test {};
TYPED_TEST_SUITE(Hemv, ComplexTypes, TypeNames);

TYPED_TEST(Hemv, AllUploSizesIncrementsMatchOracle) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("hemv", kCudaFamilies, t) all_sizes<TypeParam>(kHerm, t.q, rng);
}

TYPED_TEST(Hemv, BetaZeroNeverReadsY) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("hemv", kCudaFamilies, t) beta_zero<TypeParam>(kHerm, t.q, rng);
}

TYPED_TEST(Hemv, AlphaZeroScalesYWithoutReadingAOrX) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("hemv", kCudaFamilies, t) alpha_zero<TypeParam>(kHerm, t.q, rng);
}

TYPED_TEST(Hemv, EmptyOutputIsNoOp) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("hemv", kCudaFamilies, t) empty_output<TypeParam>(kHerm, t.q, rng);
}

TYPED_TEST(Hemv, BroadcastInputsAndBatches) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("hemv", kCudaFamilies, t) broadcast_and_batches<TypeParam>(kHerm, t.q, rng);
}

TYPED_TEST(Hemv, InvalidArgumentsThrowBeforeWriting) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("hemv", kCudaFamilies, t) invalid<TypeParam>(kHerm, t.q, rng);
}

}  // namespace
