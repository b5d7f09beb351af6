// gerc (A += alpha*x*y^H; ger for real T) on every target; the suite bodies are in ger_suite.hh.
#include "level2/ger_suite.hh"

namespace {

using namespace ger_suite;

// Families the CUDA build pins in turn (the host has one).
const std::vector<std::string> kCudaFamilies = {"native", "packed", "stream", "vendor"};
constexpr bool kConj = true;

template <class T> class Gerc : public ::testing::Test {};
TYPED_TEST_SUITE(Gerc, Types, TypeNames);

TYPED_TEST(Gerc, AllSizesIncrementsMatchOracle) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("gerc", kCudaFamilies, t) all_sizes<TypeParam>(kConj, t.q, rng);
}

TYPED_TEST(Gerc, AlphaZeroIsNoOpWithoutReadingXY) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("gerc", kCudaFamilies, t) alpha_zero<TypeParam>(kConj, t.q, rng);
}

TYPED_TEST(Gerc, EmptyOutputIsNoOp) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("gerc", kCudaFamilies, t) empty_output<TypeParam>(kConj, t.q, rng);
}

TYPED_TEST(Gerc, BroadcastInputsAndBatches) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("gerc", kCudaFamilies, t) broadcast_and_batches<TypeParam>(kConj, t.q, rng);
}

TYPED_TEST(Gerc, InvalidArgumentsThrowBeforeWriting) {
  auto rng = rng_for_test();
  FOR_EACH_TARGET("gerc", kCudaFamilies, t) invalid<TypeParam>(kConj, t.q, rng);
}

}  // namespace
