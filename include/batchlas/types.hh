// Enumerations and scalar traits shared by every operation.
// Spelling follows BLAS++ (include/blas/util.hh): enum values are the BLAS character codes, and
// every enum round-trips through to_string / from_string so tables and pins stay plain text.
#pragma once

#include <complex>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>

namespace batchlas {

enum class Uplo : char { Lower = 'L', Upper = 'U' };
enum class Op : char { NoTrans = 'N', Trans = 'T', ConjTrans = 'C' };
enum class Side : char { Left = 'L', Right = 'R' };
enum class Diag : char { NonUnit = 'N', Unit = 'U' };

/// Scalar type tag with the BLAS precision letter: s, d, c, z.
enum class Dtype : char { Float = 's', Double = 'd', ComplexFloat = 'c', ComplexDouble = 'z' };

/// The one-letter code used in tables, pins and traces ("L", "N", "s", ...).
constexpr char to_char(Uplo v) { return static_cast<char>(v); }
constexpr char to_char(Op v) { return static_cast<char>(v); }
constexpr char to_char(Side v) { return static_cast<char>(v); }
constexpr char to_char(Diag v) { return static_cast<char>(v); }
constexpr char to_char(Dtype v) { return static_cast<char>(v); }

std::string to_string(Uplo v);
std::string to_string(Op v);
std::string to_string(Side v);
std::string to_string(Diag v);
std::string to_string(Dtype v);  ///< "float", "double", "complex<float>", "complex<double>"

/// Parse a one-letter code or the full name as to_string writes it; throws std::invalid_argument.
/// Uplo, Op, Side, Diag: the letter in either case or the name exactly ("L", "l", "Lower"; not
/// "lower"). Dtype: the lower-case letter or the name exactly ("s", "float", "complex<float>";
/// not "S" or "Float").
template <class E> E from_string(std::string_view s);

template <class T> struct is_complex : std::false_type {};
template <class R> struct is_complex<std::complex<R>> : std::true_type {};
template <class T> inline constexpr bool is_complex_v = is_complex<T>::value;

template <class T> struct real_type { using type = T; };
template <class R> struct real_type<std::complex<R>> { using type = R; };
/// R in the BLAS docs: the real type underlying T (float for std::complex<float>).
template <class T> using real_t = typename real_type<T>::type;

template <class T> constexpr Dtype dtype_of() {
  if constexpr (std::is_same_v<T, float>) return Dtype::Float;
  else if constexpr (std::is_same_v<T, double>) return Dtype::Double;
  else if constexpr (std::is_same_v<T, std::complex<float>>) return Dtype::ComplexFloat;
  else {
    static_assert(std::is_same_v<T, std::complex<double>>,
                  "batchlas supports float, double, std::complex<float>, std::complex<double>");
    return Dtype::ComplexDouble;
  }
}

}  // namespace batchlas
