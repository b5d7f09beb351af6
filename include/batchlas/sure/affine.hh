// Affine forms over the index names and the size parameters of a system.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace batchlas::sure {

using Int = std::int64_t;
using Point = std::vector<Int>;  // one coordinate per index name
using Sizes = std::vector<Int>;  // one value per size parameter

/// c + sum ix[d] * index_d + sum par[q] * param_q
struct Affine {
    std::vector<Int> ix;
    std::vector<Int> par;
    Int c = 0;

    static Affine zero(std::size_t n_ix, std::size_t n_par);
    Int eval(const Point& p, const Sizes& s) const;
    bool uses_indices() const;
    bool uses_params() const;
    bool operator==(const Affine&) const = default;
};

/// Coefficient-wise, throwing std::overflow_error when a coefficient leaves 64 bits (a file's
/// `N + 9223372036854775807 + 2` is an error, not a wrapped bound).
Affine operator+(const Affine& a, const Affine& b);
Affine operator-(const Affine& a, const Affine& b);
Affine operator*(Int k, const Affine& a);

/// Text such as "N - 1" or "i + 2*j"; names supply the spelling.
std::string to_string(const Affine& a, const std::vector<std::string>& indices,
                      const std::vector<std::string>& params);

/// The half-space a . x <= b, with b depending on the parameters only.
struct Constraint {
    std::vector<Int> a;
    Affine b;          // no index terms
    std::string text;  // as written, for messages

    bool holds(const Point& p, const Sizes& s) const;
};

/// "(0, 1, -1)"
std::string to_string(const std::vector<Int>& v);
/// sum a[d]*b[d]. Throws std::overflow_error when a product or a partial sum leaves 64 bits
/// (a schedule's tau . p with a huge tau, say), so no time wraps around silently.
Int dot(const std::vector<Int>& a, const std::vector<Int>& b);
/// sum a[d]*b[d] exactly, for the tests that need only its sign or its text: tau.u != 0,
/// tau.n <= -1 or >= 1. The sign is exact for any 64-bit entries (up to 2^32 terms); the digits
/// are given when the sum lies in [-2^127, 2^127).
struct ExactDot {
    int sign = 0;        ///< -1, 0 or 1
    bool fits = true;    ///< within [-2^127, 2^127): `digits` holds it
    std::string digits;  ///< the decimal value, when `fits`
    bool nonzero() const { return sign != 0; }
    std::string text() const { return fits ? digits : (sign > 0 ? "2^127 or more" : "below -2^127"); }
};
ExactDot exact_dot(const std::vector<Int>& a, const std::vector<Int>& b);
/// a + b, a - b and a * b, throwing std::overflow_error (naming `what`) instead of wrapping.
Int checked_add(Int a, Int b, const char* what);
Int checked_sub(Int a, Int b, const char* what);
Int checked_mul(Int a, Int b, const char* what);
/// |x| as unsigned: std::llabs and std::gcd of INT64_MIN are undefined.
unsigned long long magnitude(Int x);
/// The whole of `text` as a decimal integer; std::invalid_argument naming `what` when it is not
/// one or does not fit in 64 bits (std::stoll says only "stoll" and accepts "3abc").
Int parse_int(const std::string& text, const std::string& what);

}  // namespace batchlas::sure
