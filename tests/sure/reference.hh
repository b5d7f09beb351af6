// Naive double-precision reference loops for every catalog operator (the test oracle).
#pragma once

#include <batchlas/sure/interpret.hh>

#include <string>

namespace batchlas::sure::test {

/// Fills the expected output tensors of `want` (a copy of the run's inputs, outputs NaN)
/// with the reference result; elements a routine must not write stay NaN. Returns false
/// when no reference exists for the operator.
bool reference(const System& sys, const Sizes& s, Data& want);

}  // namespace batchlas::sure::test

namespace batchlas::sure::test {

/// Sets the elements an operator must never read (the unstored triangle of a triangular or
/// symmetric input) to NaN, so reading one shows up in the result.
void poison_unread(const System& sys, const Sizes& s, Data& d);

}  // namespace batchlas::sure::test
