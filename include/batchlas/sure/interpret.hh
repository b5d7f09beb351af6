// Executes a system at concrete sizes, instance by instance in schedule order.
#pragma once

#include <batchlas/sure/schedule.hh>

#include <vector>

namespace batchlas::sure {

/// Tensor contents, column-major (first subscript fastest), and scalar values, in the
/// order the system declares them.
struct Data {
    std::vector<std::vector<double>> tensors;
    std::vector<double> scalars;
};

std::vector<Int> tensor_shape(const System& sys, int tensor, const Sizes& s);
Int element_index(const std::vector<Int>& shape, const std::vector<Int>& subs);

/// Inputs uniform in [-1, 1) from seed; outputs filled with NaN so unwritten ones show.
Data random_data(const System& sys, const Sizes& s, unsigned seed);

struct RunStats {
    Int steps = 0;
    Int instances = 0;
    Int injections = 0;  // input-face reads
    Int drains = 0;
};

/// Runs the system; throws std::runtime_error when a value is read before it is computed
/// under sc, when the unfolded system has coverage errors, or on an output written twice.
RunStats run(const System& sys, const Schedule& sc, const Sizes& s, Data& data);

}  // namespace batchlas::sure
