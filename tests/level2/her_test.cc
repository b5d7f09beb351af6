// her on every target (complex T, real alpha; NaN in the imaginary diagonal of A must not
// reach the result, whose diagonal is exactly real); bodies in syr_suite.hh.
#include "level2/syr_suite.hh"

namespace {

using namespace syr_suite;

// Families the CUDA build pins in turn (the host has one).
const std::vector<std::string> kCudaFamilies = {"native", "packed", "stream", "vendor"};
constexpr Kind kKind{/*two=*/false, /*herm=*/true};

template <class T> class Her : public ::testing::Test {};
TYPED_TEST_SUITE(Her, ComplexTypes, TypeNames);

TYPED_TEST(Her, AllUploSizesIncrementsMatchOracle) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("her", kCudaFamilies, t) all_sizes<TypeParam>(kKind, t.q, rng);
}

TYPED_TEST(Her, AlphaZeroIsNoOpWithoutReadingInputs) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("her", kCudaFamilies, t) alpha_zero<TypeParam>(kKind, t.q, rng);
}

TYPED_TEST(Her, EmptyOutputIsNoOp) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("her", kCudaFamilies, t) empty_output<TypeParam>(kKind, t.q, rng);
}

TYPED_TEST(Her, BroadcastInputsAndBatches) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("her", kCudaFamilies, t) broadcast_and_batches<TypeParam>(kKind, t.q, rng);
}

TYPED_TEST(Her, InvalidArgumentsThrowBeforeWriting) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("her", kCudaFamilies, t) invalid<TypeParam>(kKind, t.q, rng);
}

}  // namespace
