// symv on every target (complex T: complex-symmetric, no conjugation); bodies in symv_suite.hh.
#include "level2/symv_suite.hh"

namespace {

using namespace symv_suite;

// Families the CUDA build pins in turn (the host has one).
const std::vector<std::string> kCudaFamilies = {"native", "vendor"};
constexpr bool kHerm = false;

template <class T> class Symv : public ::testing::Test {};
TYPED_TEST_SUITE(Symv, Types, TypeNames);

TYPED_TEST(Symv, AllUploSizesIncrementsMatchOracle) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("symv", kCudaFamilies, t) all_sizes<TypeParam>(kHerm, t.q, rng);
}

TYPED_TEST(Symv, BetaZeroNeverReadsY) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("symv", kCudaFamilies, t) beta_zero<TypeParam>(kHerm, t.q, rng);
}

TYPED_TEST(Symv, AlphaZeroScalesYWithoutReadingAOrX) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("symv", kCudaFamilies, t) alpha_zero<TypeParam>(kHerm, t.q, rng);
}

TYPED_TEST(Symv, EmptyOutputIsNoOp) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("symv", kCudaFamilies, t) empty_output<TypeParam>(kHerm, t.q, rng);
}

TYPED_TEST(Symv, BroadcastInputsAndBatches) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("symv", kCudaFamilies, t) broadcast_and_batches<TypeParam>(kHerm, t.q, rng);
}

TYPED_TEST(Symv, InvalidArgumentsThrowBeforeWriting) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("symv", kCudaFamilies, t) invalid<TypeParam>(kHerm, t.q, rng);
}

}  // namespace
