#include "batchlas/types.hh"

namespace batchlas {

namespace {
// A value outside the enum (a cast from a bad char) prints as such, not as a valid name.
template <class E> std::string invalid(E v) {
  return "invalid(" + std::to_string(int(static_cast<unsigned char>(v))) + ")";
}
}  // namespace

std::string to_string(Uplo v) {
  return v == Uplo::Lower ? "Lower" : v == Uplo::Upper ? "Upper" : invalid(v);
}
std::string to_string(Op v) {
  return v == Op::NoTrans ? "NoTrans" : v == Op::Trans ? "Trans" : v == Op::ConjTrans ? "ConjTrans" : invalid(v);
}
std::string to_string(Side v) { return v == Side::Left ? "Left" : v == Side::Right ? "Right" : invalid(v); }
std::string to_string(Diag v) {
  return v == Diag::NonUnit ? "NonUnit" : v == Diag::Unit ? "Unit" : invalid(v);
}
std::string to_string(Dtype v) {
  switch (v) {
    case Dtype::Float: return "float";
    case Dtype::Double: return "double";
    case Dtype::ComplexFloat: return "complex<float>";
    case Dtype::ComplexDouble: return "complex<double>";
  }
  return invalid(v);
}

namespace {
template <class E, std::size_t N>
E parse(std::string_view s, const char* what, const E (&all)[N]) {
  for (E e : all)
    if ((s.size() == 1 && (s[0] == to_char(e) || s[0] == to_char(e) + ('a' - 'A'))) ||
        s == to_string(e))
      return e;
  throw std::invalid_argument(std::string("not a ") + what + ": '" + std::string(s) + "'");
}
}  // namespace

template <> Uplo from_string<Uplo>(std::string_view s) {
  return parse(s, "Uplo", {Uplo::Lower, Uplo::Upper});
}
template <> Op from_string<Op>(std::string_view s) {
  return parse(s, "Op", {Op::NoTrans, Op::Trans, Op::ConjTrans});
}
template <> Side from_string<Side>(std::string_view s) {
  return parse(s, "Side", {Side::Left, Side::Right});
}
template <> Diag from_string<Diag>(std::string_view s) {
  return parse(s, "Diag", {Diag::NonUnit, Diag::Unit});
}
template <> Dtype from_string<Dtype>(std::string_view s) {
  for (Dtype d : {Dtype::Float, Dtype::Double, Dtype::ComplexFloat, Dtype::ComplexDouble})
    if ((s.size() == 1 && s[0] == to_char(d)) || s == to_string(d)) return d;
  throw std::invalid_argument("not a Dtype: '" + std::string(s) + "'");
}

}  // namespace batchlas
