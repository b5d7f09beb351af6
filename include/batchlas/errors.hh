// Error types. Bad arguments are std::invalid_argument (thrown before anything is enqueued, so
// nothing is written), and so are malformed BATCHLAS_* knobs (settings.hh); the two runtime
// errors below cover routing and device failures. A malformed tuned table (BATCHLAS_TUNED_DIR)
// is a plain std::runtime_error, also thrown before anything is written.
#pragma once

#include <stdexcept>
#include <string>

namespace batchlas {

/// No family can run the call (none compiled in, or every candidate refused the shape; on the
/// host queue: an item past CBLAS's 32-bit int, level3.hh). Thrown before anything is written.
/// The message names the operation, the shape and why each family refused.
class NoRouteError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// A CUDA runtime or cuBLAS call failed; the message carries the library's status text.
class DeviceError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace batchlas
