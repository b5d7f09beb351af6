#include <batchlas/sure/affine.hh>

#include <cctype>
#include <cstdlib>
#include <stdexcept>

namespace batchlas::sure {
unsigned long long magnitude(Int x) { return x < 0 ? 0ULL - static_cast<unsigned long long>(x) : static_cast<unsigned long long>(x); }

Affine Affine::zero(std::size_t n_ix, std::size_t n_par) {
    Affine a;
    a.ix.assign(n_ix, 0);
    a.par.assign(n_par, 0);
    return a;
}

Int Affine::eval(const Point& p, const Sizes& s) const {
    Int v = c;
    for (std::size_t d = 0; d < ix.size(); ++d) v = checked_add(v, checked_mul(ix[d], p[d], "affine form"), "affine form");
    for (std::size_t q = 0; q < par.size(); ++q) v = checked_add(v, checked_mul(par[q], s[q], "affine form"), "affine form");
    return v;
}

bool Affine::uses_indices() const {
    for (Int x : ix)
        if (x != 0) return true;
    return false;
}

bool Affine::uses_params() const {
    for (Int x : par)
        if (x != 0) return true;
    return false;
}

Affine operator+(const Affine& a, const Affine& b) {
    // Forms over different index or parameter lists (one built before a `params` line) are a
    // programming error the parser rules out; checked here rather than read past the end.
    if (a.ix.size() != b.ix.size() || a.par.size() != b.par.size())
        throw std::logic_error("affine forms over different index or parameter lists");
    Affine r = a;
    for (std::size_t d = 0; d < r.ix.size(); ++d) r.ix[d] = checked_add(r.ix[d], b.ix[d], "affine form");
    for (std::size_t q = 0; q < r.par.size(); ++q) r.par[q] = checked_add(r.par[q], b.par[q], "affine form");
    r.c = checked_add(r.c, b.c, "affine form");
    return r;
}

Affine operator*(Int k, const Affine& a) {
    Affine r = a;
    for (Int& x : r.ix) x = checked_mul(x, k, "affine form");
    for (Int& x : r.par) x = checked_mul(x, k, "affine form");
    r.c = checked_mul(r.c, k, "affine form");
    return r;
}

Affine operator-(const Affine& a, const Affine& b) { return a + (-1) * b; }

std::string to_string(const Affine& a, const std::vector<std::string>& indices,
                      const std::vector<std::string>& params) {
    std::string out;
    auto term = [&](Int k, const std::string& name) {
        if (k == 0) return;
        if (out.empty())
            out += k < 0 ? "-" : "";
        else
            out += k < 0 ? " - " : " + ";
        const unsigned long long m = magnitude(k);
        if (m != 1) out += std::to_string(m) + "*";
        out += name;
    };
    for (std::size_t d = 0; d < a.ix.size(); ++d) term(a.ix[d], indices[d]);
    for (std::size_t q = 0; q < a.par.size(); ++q) term(a.par[q], params[q]);
    if (a.c != 0 || out.empty()) {
        if (out.empty())
            out = std::to_string(a.c);
        else
            out += (a.c < 0 ? " - " : " + ") + std::to_string(magnitude(a.c));
    }
    return out;
}

bool Constraint::holds(const Point& p, const Sizes& s) const {
    return dot(a, p) <= b.eval(p, s);
}

std::string to_string(const std::vector<Int>& v) {
    std::string out = "(";
    for (std::size_t d = 0; d < v.size(); ++d) {
        if (d) out += ',';
        out += std::to_string(v[d]);
    }
    return out + ")";
}

namespace {
/// op(a, b, &r) is a __builtin_*_overflow: true when r wrapped.
template <class Op> Int checked(Int a, Int b, const char* what, const char* sign, Op op) {
    Int r;
    if (op(a, b, &r))
        throw std::overflow_error(std::string(what) + ": " + std::to_string(a) + sign + std::to_string(b) +
                                  " does not fit in 64 bits");
    return r;
}
}  // namespace

Int checked_add(Int a, Int b, const char* what) {
    return checked(a, b, what, " + ", [](Int x, Int y, Int* r) { return __builtin_add_overflow(x, y, r); });
}

Int checked_sub(Int a, Int b, const char* what) {
    return checked(a, b, what, " - ", [](Int x, Int y, Int* r) { return __builtin_sub_overflow(x, y, r); });
}

Int checked_mul(Int a, Int b, const char* what) {
    return checked(a, b, what, " * ", [](Int x, Int y, Int* r) { return __builtin_mul_overflow(x, y, r); });
}

ExactDot exact_dot(const std::vector<Int>& a, const std::vector<Int>& b) {
    // Positive and negative products summed apart, each in 128 unsigned bits plus a count of
    // carries (up to 6 products of at most 2^126 each), then subtracted: the sign is exact
    // whatever the order of the terms (a running signed sum once gave up when a partial sum
    // left 128 bits, though the total fit).
    __extension__ typedef __int128 Wide;
    __extension__ typedef unsigned __int128 UWide;
    struct Sum {
        unsigned carries = 0;
        UWide low = 0;
        void add(UWide x) { carries += (low += x) < x; }
        bool operator<(const Sum& o) const { return carries != o.carries ? carries < o.carries : low < o.low; }
    } pos, neg;
    for (std::size_t d = 0; d < a.size() && d < b.size(); ++d) {
        const Wide p = Wide{a[d]} * Wide{b[d]};  // |p| <= 2^126
        if (p > 0) pos.add(UWide(p));
        else if (p < 0) neg.add(UWide(0) - UWide(p));
    }
    ExactDot r;
    const bool negative = pos < neg;
    const Sum& hi = negative ? neg : pos;
    const Sum& lo = negative ? pos : neg;
    const UWide m = hi.low - lo.low;                                 // |total| mod 2^128
    const unsigned carries = hi.carries - lo.carries - (hi.low < lo.low);  // |total| / 2^128
    r.sign = carries == 0 && m == 0 ? 0 : (negative ? -1 : 1);
    const UWide limit = (UWide(1) << 127) - (negative ? 0 : 1);      // Wide's range
    r.fits = carries == 0 && m <= limit;
    if (!r.fits) return r;
    UWide v = m;
    do {
        r.digits.insert(r.digits.begin(), char('0' + int(v % 10)));
        v /= 10;
    } while (v != 0);
    if (negative) r.digits.insert(r.digits.begin(), '-');
    return r;
}

Int dot(const std::vector<Int>& a, const std::vector<Int>& b) {
    Int s = 0;
    for (std::size_t d = 0; d < a.size() && d < b.size(); ++d)
        s = checked_add(s, checked_mul(a[d], b[d], "dot product"), "dot product");
    return s;
}

Int parse_int(const std::string& text, const std::string& what) {
    // Digits with an optional '-' only: std::stoll also took " 1" and "+1".
    const std::size_t digit = !text.empty() && text[0] == '-' ? 1 : 0;
    if (digit >= text.size() || !std::isdigit(static_cast<unsigned char>(text[digit])))
        throw std::invalid_argument(what + ": '" + text + "' is not an integer");
    std::size_t used = 0;
    Int v = 0;
    try {
        v = std::stoll(text, &used);
    } catch (const std::out_of_range&) {
        throw std::invalid_argument(what + ": '" + text + "' does not fit in 64 bits");
    } catch (const std::invalid_argument&) {
        used = 0;
    }
    if (used == 0 || used != text.size()) throw std::invalid_argument(what + ": '" + text + "' is not an integer");
    return v;
}

}  // namespace batchlas::sure
