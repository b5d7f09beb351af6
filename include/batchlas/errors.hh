// Error types. Bad arguments are std::invalid_argument (thrown before anything is enqueued, so
// nothing is written); the two runtime errors below cover routing and device failures.
#pragma once

#include <stdexcept>
#include <string>

namespace batchlas {

/// No family can run the call (none compiled in, or every candidate refused the shape).
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
