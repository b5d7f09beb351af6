// syr on every target (complex T: complex-symmetric, no conjugation); bodies in syr_suite.hh.
#include "level2/syr_suite.hh"

namespace {

using namespace syr_suite;

// Families the CUDA build pins in turn (the host has one).
const std::vector<std::string> kCudaFamilies = {"native", "packed", "stream", "vendor"};
constexpr Kind kKind{/*two=*/false, /*herm=*/false};

template <class T> class Syr : public ::testing::Test {};
TYPED_TEST_SUITE(Syr, Types, TypeNames);

TYPED_TEST(Syr, AllUploSizesIncrementsMatchOracle) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("syr", kCudaFamilies, t) all_sizes<TypeParam>(kKind, t.q, rng);
}

TYPED_TEST(Syr, AlphaZeroIsNoOpWithoutReadingInputs) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("syr", kCudaFamilies, t) alpha_zero<TypeParam>(kKind, t.q, rng);
}

TYPED_TEST(Syr, EmptyOutputIsNoOp) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("syr", kCudaFamilies, t) empty_output<TypeParam>(kKind, t.q, rng);
}

TYPED_TEST(Syr, BroadcastInputsAndBatches) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("syr", kCudaFamilies, t) broadcast_and_batches<TypeParam>(kKind, t.q, rng);
}

TYPED_TEST(Syr, InvalidArgumentsThrowBeforeWriting) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("syr", kCudaFamilies, t) invalid<TypeParam>(kKind, t.q, rng);
}

}  // namespace
