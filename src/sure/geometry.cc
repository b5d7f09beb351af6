#include <batchlas/sure/geometry.hh>

#include <limits>
#include <map>
#include <numeric>
#include <set>
#include <stdexcept>

namespace batchlas::sure {
namespace {

constexpr Int kInf = Int{1} << 40;

Int floor_div(Int a, Int b) {
    Int q = a / b;
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}
Int ceil_div(Int a, Int b) { return -floor_div(-a, b); }

std::string point_text(const Point& p) { return to_string(p); }

// Collects at most a few distinct messages so one bad tap does not flood the report.
struct ErrorLog {
    std::vector<std::string>& out;
    std::set<std::string> seen;
    std::size_t dropped = 0;
    void add(const std::string& m) {
        if (seen.count(m)) return;
        if (out.size() >= 12) {
            ++dropped;
            return;
        }
        seen.insert(m);
        out.push_back(m);
    }
};

}  // namespace

bool satisfies(const std::vector<Constraint>& cs, const Point& p, const Sizes& s) {
    for (const Constraint& c : cs)
        if (!c.holds(p, s)) return false;
    return true;
}

bool in_domain(const System& sys, const Point& p, const Sizes& s) { return satisfies(sys.domain, p, s); }

bool Box::empty() const {
    for (std::size_t d = 0; d < lo.size(); ++d)
        if (lo[d] > hi[d]) return true;
    return false;
}

Box domain_box(const System& sys, const Sizes& s) {
    const std::size_t n = sys.indices.size();
    Box b{Point(n, -kInf), Point(n, kInf)};
    for (int round = 0; round < 32; ++round) {
        bool changed = false;
        for (const Constraint& c : sys.domain) {
            for (std::size_t d = 0; d < n; ++d) {
                if (c.a[d] == 0) continue;
                Int rest = 0;  // least value of the other terms
                bool finite = true;
                for (std::size_t e = 0; e < n && finite; ++e) {
                    if (e == d || c.a[e] == 0) continue;
                    Int v = c.a[e] > 0 ? b.lo[e] : b.hi[e];
                    if (v == kInf || v == -kInf) {  // unbounded yet: no product with the marker
                        finite = false;
                        break;
                    }
                    rest = checked_add(rest, checked_mul(c.a[e], v, "domain bound"), "domain bound");
                }
                if (!finite) continue;
                Int rhs = checked_sub(c.b.eval(Point(n, 0), s), rest, "domain bound");
                // A finite bound as large as the "unbounded" marker: the sizes, not the domain.
                if (rhs >= kInf || rhs <= -kInf)
                    throw std::invalid_argument(sys.file + ": sizes " + sizes_text(sys, s) + " bound index '" + sys.indices[d] +
                                                "' beyond 2^40");
                if (c.a[d] > 0) {
                    Int hi = floor_div(rhs, c.a[d]);
                    if (hi < b.hi[d]) b.hi[d] = hi, changed = true;
                } else {
                    Int lo = ceil_div(rhs, c.a[d]);
                    if (lo > b.lo[d]) b.lo[d] = lo, changed = true;
                }
            }
        }
        if (!changed) break;
    }
    for (std::size_t d = 0; d < n; ++d)
        if (b.lo[d] == -kInf || b.hi[d] == kInf)
            throw std::runtime_error(sys.file + ": the domain is unbounded in index '" + sys.indices[d] + "'");
    return b;
}

Int box_points(const Box& b) {
    if (b.empty()) return 0;
    Int volume = 1;
    for (std::size_t d = 0; d < b.lo.size(); ++d) {
        const Int extent = checked_add(checked_sub(b.hi[d], b.lo[d], "domain box"), 1, "domain box");
        if (extent > kMaxBoxPoints || (volume = volume * extent) > kMaxBoxPoints) return kMaxBoxPoints + 1;
    }
    return volume;
}

namespace {
// `tests` guard tests (statements x points) past kMaxUnfoldTests: an error naming the sizes.
void require_unfold_tests(const System& sys, const Sizes& s, Int tests, Int points) {
    if (tests <= kMaxUnfoldTests) return;
    const std::size_t statements = sys.equations.size() + sys.inputs.size() + sys.outputs.size();
    throw std::invalid_argument(sys.file + ": sizes " + sizes_text(sys, s) + " test " + std::to_string(statements) + " equations and faces at " +
                                (points > 0 ? std::to_string(points) + " domain points" : "each domain point") + ", more than " +
                                std::to_string(kMaxUnfoldTests) + " tests, too many to unfold");
}

void require_enumerable(const System& sys, const Sizes& s, const Box& b) {
    if (box_points(b) > kMaxBoxPoints)
        throw std::invalid_argument(sys.file + ": sizes " + sizes_text(sys, s) + " give a domain box of more than " +
                                    std::to_string(kMaxBoxPoints) + " points, too many to enumerate");
}
}  // namespace

void require_tensor_shapes(const System& sys, const Sizes& s, bool allow_negative) {
    for (const Tensor& t : sys.tensors) {
        Int elements = 1;
        for (std::size_t d = 0; d < t.dims.size(); ++d) {
            const Int ext = t.dims[d].eval(Point(sys.indices.size(), 0), s);
            if (ext < 0 && allow_negative) {
                elements = 0;
                continue;
            }
            if (ext < 0)
                throw std::invalid_argument(sys.file + ": tensor '" + t.name + "' has extent " + std::to_string(ext) + " in dimension " +
                                            std::to_string(d + 1) + " at sizes " + sizes_text(sys, s) + "; extents are at least 0");
            if (ext > kMaxBoxPoints || (elements = elements * ext) > kMaxBoxPoints)
                throw std::invalid_argument(sys.file + ": tensor '" + t.name + "' has more than " + std::to_string(kMaxBoxPoints) +
                                            " elements at sizes " + sizes_text(sys, s) + ", too many to allocate");
        }
    }
}

void require_enumerable(const System& sys, const Sizes& s) {
    const Box b = domain_box(sys, s);
    require_enumerable(sys, s, b);
    require_tensor_shapes(sys, s, b.empty());
}

namespace {
// Calls visit(p) on every domain point, last index fastest, holding one point at a time.
template <class Visit>
void for_each_domain_point(const System& sys, const Sizes& s, Visit&& visit) {
    const Box b = domain_box(sys, s);
    require_enumerable(sys, s, b);
    if (b.empty()) return;
    Point p = b.lo;
    const std::size_t n = p.size();
    while (true) {
        if (in_domain(sys, p, s)) visit(p);
        std::size_t d = n;
        while (d-- > 0) {  // odometer, last index fastest
            if (++p[d] <= b.hi[d]) break;
            p[d] = b.lo[d];
        }
        if (d == static_cast<std::size_t>(-1)) break;
    }
}
}  // namespace

std::vector<Point> domain_points(const System& sys, const Sizes& s) {
    std::vector<Point> out;
    for_each_domain_point(sys, s, [&](const Point& p) { out.push_back(p); });
    return out;
}

Int equation_values_and_reads(const System& sys, const Sizes& s) {
    std::vector<Int> taps;
    for (const Equation& e : sys.equations) taps.push_back(static_cast<Int>(taps_of(e.rhs).size()));
    // Unfold's bound on the guard tests, judged point by point as the domain is walked (equations
    // whose guard never holds count no value, but each is tested at every point).
    const Int statements = static_cast<Int>(sys.equations.size() + sys.inputs.size() + sys.outputs.size());
    Int items = 0, tests = 0;
    for_each_domain_point(sys, s, [&](const Point& p) {
        if ((tests += statements) > kMaxUnfoldTests) require_unfold_tests(sys, s, tests, 0);
        for (std::size_t k = 0; k < sys.equations.size(); ++k)
            if (satisfies(sys.equations[k].when, p, s)) items += 1 + taps[k];  // 2^21 points x a 16 MB file's taps: far from 2^63
    });
    return items;
}

std::vector<Point> equation_points(const System& sys, const Equation& e, const Sizes& s) {
    std::vector<Point> out;
    for (Point& p : domain_points(sys, s))
        if (satisfies(e.when, p, s)) out.push_back(std::move(p));
    return out;
}

namespace {
// An input face's points (the domain points moved onto its plane) and an output face's (the
// domain points on its plane), from the domain points `dom`: unfold enumerates the domain once,
// not once a face (each enumeration of a 2^21-point box took about 0.5 s).
std::vector<Point> face_points_in(const Face& f, const Sizes& s, const std::vector<Point>& dom) {
    std::set<Point> pts;
    for (Point p : dom) {
        p[f.plane_dim] = f.plane.eval(p, s);
        if (satisfies(f.when, p, s)) pts.insert(p);
    }
    return {pts.begin(), pts.end()};
}

std::vector<Point> face_points_on(const Face& f, const Sizes& s, const std::vector<Point>& dom) {
    std::vector<Point> out;
    for (const Point& p : dom)
        if (p[f.plane_dim] == f.plane.eval(p, s) && satisfies(f.when, p, s)) out.push_back(p);
    return out;
}
}  // namespace

std::vector<Point> input_face_points(const System& sys, const Face& f, const Sizes& s) { return face_points_in(f, s, domain_points(sys, s)); }

std::vector<Point> output_face_points(const System& sys, const Face& f, const Sizes& s) { return face_points_on(f, s, domain_points(sys, s)); }

std::optional<std::vector<Int>> tap_offset(const Expr& tap) {
    std::vector<Int> d(tap.args.size());
    for (std::size_t k = 0; k < tap.args.size(); ++k) {
        const Affine& a = tap.args[k];
        if (a.uses_params()) return std::nullopt;
        for (std::size_t e = 0; e < a.ix.size(); ++e)
            if (a.ix[e] != (e == k ? 1 : 0)) return std::nullopt;
        // No point of a domain lies beyond 2^40 (domain_box), so neither does a longer dependence;
        // the bound also keeps tau . d + offsets exact in 128 bits (arc_gap).
        if (a.c > kMaxTapOffset || a.c < -kMaxTapOffset) return std::nullopt;
        d[k] = a.c;
    }
    return d;
}

std::vector<const Expr*> taps_of(const Expr& e) {
    std::vector<const Expr*> out;
    walk(e, [&](const Expr& x) {
        if (x.kind == Expr::Kind::Tap) out.push_back(&x);
    });
    return out;
}

std::string face_plane_text(const System& sys, const Face& f) {
    return sys.indices[f.plane_dim] + " = " + to_string(f.plane, sys.indices, sys.params);
}

namespace {
FaceNormal face_normal_unchecked(const System& sys, const Face& f, bool input) {
    const std::size_t n = sys.indices.size();
    // The plane is g . x = f0 with g[plane_dim] = 1.
    std::vector<Int> g(n);
    for (std::size_t e = 0; e < n; ++e) g[e] = checked_sub(0, f.plane.ix[e], "face plane");
    g[f.plane_dim] = 1;
    Affine f0 = f.plane;
    std::fill(f0.ix.begin(), f0.ix.end(), 0);
    FaceNormal r;
    std::vector<int> hits;
    for (std::size_t k = 0; k < sys.domain.size(); ++k) {
        const Constraint& c = sys.domain[k];
        Int lambda = c.a[f.plane_dim];
        if (lambda == 0) continue;
        bool parallel = true;
        for (std::size_t e = 0; e < n && parallel; ++e) {
            Int lg = 0;  // lambda g[e] past 64 bits cannot equal c.a[e]: not parallel
            parallel = !__builtin_mul_overflow(lambda, g[e], &lg) && c.a[e] == lg;
        }
        if (!parallel) continue;
        Affine diff = lambda * f0 - c.b;  // a . p - b on the plane
        if (diff.uses_params()) continue;
        if ((input && diff.c > 0) || (!input && diff.c == 0)) hits.push_back(static_cast<int>(k));
    }
    const std::string plane = face_plane_text(sys, f);
    if (hits.empty()) {
        r.why = input ? "the plane " + plane + " lies just beyond no written domain bound (write the bound it sits on, e.g. 0 <= " + sys.indices[f.plane_dim] + ")"
                      : "the plane " + plane + " is no written boundary of the domain";
        return r;
    }
    if (hits.size() > 1) {
        r.why = "the plane " + plane + " lies on " + std::to_string(hits.size()) + " boundaries ('" + sys.domain[hits[0]].text + "' and '" + sys.domain[hits[1]].text + "'), so it has no single outward side";
        return r;
    }
    r.ok = true;
    r.constraint = hits[0];
    r.n = sys.domain[hits[0]].a;
    unsigned long long gcd = 0;
    for (Int x : r.n) gcd = std::gcd(gcd, magnitude(x));
    if (gcd > 1)  // then every |x| / gcd <= 2^62
        for (Int& x : r.n) x = x < 0 ? -static_cast<Int>(magnitude(x) / gcd) : static_cast<Int>(magnitude(x) / gcd);
    return r;
}
}  // namespace

FaceNormal face_normal(const System& sys, const Face& f, bool input) {
    try {
        return face_normal_unchecked(sys, f, input);
    } catch (const std::overflow_error& e) {
        FaceNormal r;  // a plane or bound with coefficients near 2^63
        r.why = "the face " + face_plane_text(sys, f) + ": " + e.what();
        return r;
    }
}


std::vector<Sizes> check_sizes(const System& sys) {
    const std::size_t np = sys.params.size();
    Int top = np <= 4 ? 4 : 2;
    std::vector<Sizes> out;
    Sizes s(np, 1);
    while (true) {
        out.push_back(s);
        std::size_t q = 0;
        while (q < np && ++s[q] > top) s[q++] = 1;
        if (q == np) break;
    }
    out.push_back(sys.sizes);
    return out;
}

std::vector<Arc> arcs(const System& sys) {
    std::vector<Arc> out;
    for (std::size_t k = 0; k < sys.equations.size(); ++k) {
        const Equation& e = sys.equations[k];
        std::set<std::pair<int, std::vector<Int>>> seen;
        for (const Expr* t : taps_of(e.rhs)) {
            auto off = tap_offset(*t);
            if (!off) continue;
            std::vector<Int> d(off->size());
            for (std::size_t i = 0; i < d.size(); ++i) d[i] = -(*off)[i];
            if (!seen.insert({t->ref, d}).second) continue;
            std::string lhs = sys.vars[e.var].name + "(";
            for (std::size_t i = 0; i < sys.indices.size(); ++i) lhs += (i ? "," : "") + sys.indices[i];
            out.push_back({e.var, t->ref, d, static_cast<int>(k), lhs + ") <- " + sys.tap_text(*t)});
        }
    }
    return out;
}

Unfolded unfold(const System& sys, const Sizes& s) {
    Unfolded u;
    u.sizes = s;
    for (const auto& v : sys.vars) u.var_names.push_back(v.name);
    ErrorLog log{u.errors, {}, 0};
    const std::vector<Point> dom = domain_points(sys, s);
    u.cells = dom.size();
    // Every equation's and face's `when` is tested at every domain point, held or not: 2,000
    // equations whose guard never holds (a 60 KB file) kept `check` busy for minutes at 2^21
    // points, and a 16 MB file of them for hours.
    require_unfold_tests(sys, s, static_cast<Int>(dom.size()) * static_cast<Int>(sys.equations.size() + sys.inputs.size() + sys.outputs.size()),
                         static_cast<Int>(dom.size()));
    // Before the output coverage walks every element. A negative extent is an error only where
    // the domain has points: `in x[N-2]` at the check's N = 1, as an empty triangle there.
    require_tensor_shapes(sys, s, dom.empty());
    // Values and reads together within kMaxUnfoldItems, each value counted with its reads as it
    // is stored: the box bound alone let 4,000 taps an equation take 2.9 GB at 20,000 points.
    Int items = 0;
    auto hold = [&](std::size_t taps) {
        if ((items += 1 + static_cast<Int>(taps)) > kMaxUnfoldItems)
            throw std::invalid_argument(sys.file + ": sizes " + sizes_text(sys, s) + " unfold to more than " + std::to_string(kMaxUnfoldItems) +
                                        " values and reads, too many to hold");
    };
    std::vector<std::map<Point, int>> computed(sys.vars.size()), faces(sys.vars.size());
    for (std::size_t k = 0; k < sys.equations.size(); ++k) {
        const Equation& e = sys.equations[k];
        const std::size_t taps = taps_of(e.rhs).size();
        for (const Point& p : dom) {
            if (!satisfies(e.when, p, s)) continue;
            auto [it, fresh] = computed[e.var].emplace(p, static_cast<int>(u.inst.size()));
            if (!fresh) {
                log.add("two equations define " + sys.vars[e.var].name + " at " + point_text(p) + ": " + sys.equations[u.inst[it->second].eq].loc.str() + " and " + e.loc.str());
                continue;
            }
            hold(taps);
            u.inst.push_back({e.var, static_cast<int>(k), p, {}});
        }
    }
    for (std::size_t k = 0; k < sys.inputs.size(); ++k) {
        const Face& f = sys.inputs[k];
        const auto& var = sys.vars[f.var];
        for (const Point& p : face_points_in(f, s, dom)) {
            if (in_domain(sys, p, s)) {
                log.add("input face of " + var.name + " at " + f.loc.str() + " includes the domain point " + point_text(p) + "; input faces lie outside the domain");
                continue;
            }
            if (!faces[f.var].emplace(p, static_cast<int>(k)).second)
                log.add("two input faces of " + var.name + " cover " + point_text(p));
            walk(f.rhs, [&](const Expr& x) {
                if (x.kind != Expr::Kind::Tensor) return;
                const Tensor& t = sys.tensors[x.ref];
                for (std::size_t d = 0; d < x.args.size(); ++d) {
                    Int v = x.args[d].eval(p, s), ext = t.dims[d].eval(p, s);
                    if (v < 0 || v >= ext)
                        log.add("input face at " + f.loc.str() + " reads " + t.name + " outside its shape (subscript " + std::to_string(d + 1) + " = " + std::to_string(v) + ") at " + point_text(p));
                }
            });
        }
    }
    auto resolve = [&](const Expr& tap, const Point& p, const std::string& where) {
        Read r;
        r.var = tap.ref;
        r.q.resize(p.size());
        for (std::size_t d = 0; d < p.size(); ++d) r.q[d] = tap.args[d].eval(p, s);
        if (auto it = computed[tap.ref].find(r.q); it != computed[tap.ref].end())
            r.inst = it->second;
        else if (auto jt = faces[tap.ref].find(r.q); jt != faces[tap.ref].end())
            r.face = jt->second;
        else
            log.add("tap " + sys.tap_text(tap) + " in " + where + " reads " + sys.vars[tap.ref].name + " at " + point_text(r.q) + " (from " + point_text(p) + "), " +
                    (in_domain(sys, r.q, s) ? "inside the domain where no equation of " + sys.vars[tap.ref].name + " applies"
                                            : "outside the domain and on no input face of " + sys.vars[tap.ref].name));
        return r;
    };
    for (Instance& in : u.inst) {
        const Equation& e = sys.equations[in.eq];
        for (const Expr* t : taps_of(e.rhs)) in.reads.push_back(resolve(*t, in.p, "the equation at " + e.loc.str()));
    }
    std::vector<std::map<std::vector<Int>, int>> writes(sys.tensors.size());
    for (std::size_t k = 0; k < sys.outputs.size(); ++k) {
        const Face& f = sys.outputs[k];
        const Tensor& t = sys.tensors[f.tensor];
        const std::size_t taps = taps_of(f.rhs).size();
        for (const Point& p : face_points_on(f, s, dom)) {
            hold(taps);
            Drain dr;
            dr.face = static_cast<int>(k);
            dr.p = p;
            for (const Affine& a : f.subs) dr.element.push_back(a.eval(p, s));
            for (const Expr* tap : taps_of(f.rhs)) dr.reads.push_back(resolve(*tap, p, "the output face at " + f.loc.str()));
            bool inside = true;
            for (std::size_t d = 0; d < dr.element.size(); ++d) inside = inside && dr.element[d] >= 0 && dr.element[d] < t.dims[d].eval(p, s);
            if (!inside) log.add("output face at " + f.loc.str() + " writes " + t.name + to_string(dr.element) + " outside its shape");
            ++writes[f.tensor][dr.element];
            u.drains.push_back(std::move(dr));
        }
    }
    for (std::size_t k = 0; k < sys.tensors.size(); ++k) {
        const Tensor& t = sys.tensors[k];
        if (!t.output) continue;
        std::vector<Int> shape;
        for (const Affine& a : t.dims) shape.push_back(a.eval(Point(sys.indices.size(), 0), s));
        std::vector<Int> e(shape.size(), 0);
        bool empty = false;
        for (Int x : shape) empty = empty || x <= 0;
        while (!empty) {
            bool wanted = t.part == Tensor::Part::Full || e.size() != 2 ||
                          (t.part == Tensor::Part::Lower ? e[0] >= e[1] : e[0] <= e[1]);
            int n = writes[k].count(e) ? writes[k][e] : 0;
            if (wanted && n != 1) log.add("output " + t.name + to_string(e) + " is written " + std::to_string(n) + " times; every element must be written once");
            if (!wanted && n != 0) log.add("output " + t.name + to_string(e) + " lies outside its " + (t.part == Tensor::Part::Lower ? "lower" : "upper") + " triangle but is written");
            std::size_t d = 0;
            while (d < e.size() && ++e[d] >= shape[d]) e[d++] = 0;
            if (d == e.size()) break;
        }
    }
    if (log.dropped) u.errors.push_back("(" + std::to_string(log.dropped) + " more)");
    return u;
}

}  // namespace batchlas::sure
