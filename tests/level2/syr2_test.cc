// syr2 on every target (complex T: complex-symmetric, no conjugation); bodies in syr_suite.hh.
#include "level2/syr_suite.hh"

namespace {

using namespace syr_suite;

// Families the CUDA build pins in turn (the host has one).
const std::vector<std::string> kCudaFamilies = {"native", "packed", "stream", "vendor"};
constexpr Kind kKind{/*two=*/true, /*herm=*/false};

template <class T> class Syr2 : public ::testing::Test {};
TYPED_TEST_SUITE(Syr2, Types, TypeNames);

TYPED_TEST(Syr2, AllUploSizesIncrementsMatchOracle) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("syr2", kCudaFamilies, t) all_sizes<TypeParam>(kKind, t.q, rng);
}

TYPED_TEST(Syr2, AlphaZeroIsNoOpWithoutReadingInputs) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("syr2", kCudaFamilies, t) alpha_zero<TypeParam>(kKind, t.q, rng);
}

TYPED_TEST(Syr2, EmptyOutputIsNoOp) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("syr2", kCudaFamilies, t) empty_output<TypeParam>(kKind, t.q, rng);
}

TYPED_TEST(Syr2, BroadcastInputsAndBatches) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("syr2", kCudaFamilies, t) broadcast_and_batches<TypeParam>(kKind, t.q, rng);
}

TYPED_TEST(Syr2, InvalidArgumentsThrowBeforeWriting) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("syr2", kCudaFamilies, t) invalid<TypeParam>(kKind, t.q, rng);
}

}  // namespace
