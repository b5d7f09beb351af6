#include <batchlas/sure/project.hh>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <limits>
#include <set>
#include <tuple>
#include <stdexcept>

namespace batchlas::sure {
namespace {

// Rows of a unimodular U with U u = g e_m, less row m: an integer basis of the quotient
// Z^n / Z u, so points on one line along u land on one processor.
std::vector<std::vector<Int>> quotient_basis(const std::vector<Int>& u) {
    const std::size_t n = u.size();
    std::vector<std::vector<Int>> U(n, std::vector<Int>(n, 0));
    for (std::size_t r = 0; r < n; ++r) U[r][r] = 1;
    std::vector<Int> w = u;
    // By magnitude(): std::llabs(INT64_MIN) came out negative, so INT64_MIN was always the
    // pivot and the reduction never ended.
    while (true) {
        std::size_t m = n;
        for (std::size_t r = 0; r < n; ++r)
            if (w[r] != 0 && (m == n || magnitude(w[r]) < magnitude(w[m]))) m = r;
        bool single = true;
        for (std::size_t r = 0; r < n; ++r) {
            if (r == m || w[r] == 0) continue;
            // |q w[m]| <= |w[r]|, so the remainder fits; U's rows grow and are checked.
            Int q = w[r] / w[m];
            w[r] -= q * w[m];
            for (std::size_t c = 0; c < n; ++c) U[r][c] = checked_sub(U[r][c], checked_mul(q, U[m][c], "projection basis"), "projection basis");
            single = single && w[r] == 0;
        }
        if (single) {
            U.erase(U.begin() + static_cast<std::ptrdiff_t>(m));
            return U;
        }
    }
}

std::vector<Int> map_point(const std::vector<std::vector<Int>>& P, const std::vector<Int>& x) {
    std::vector<Int> y;
    for (const auto& row : P) y.push_back(dot(row, x));
    return y;
}

void require_direction(const std::vector<Int>& u, std::size_t n) {
    if (u.size() != n) throw std::invalid_argument("u needs " + std::to_string(n) + " entries, one per index");
    if (std::all_of(u.begin(), u.end(), [](Int x) { return x == 0; })) throw std::invalid_argument("u must be non-zero");
    // -2^63 has no negation: the lattice reduction's INT64_MIN / -1 trapped (SIGFPE).
    if (std::any_of(u.begin(), u.end(), [](Int x) { return x == std::numeric_limits<Int>::min(); }))
        throw std::invalid_argument("u's entries lie within +-(2^63 - 1)");
}

}  // namespace

std::vector<std::vector<Int>> small_directions(std::size_t n) {
    std::vector<std::vector<Int>> out;
    std::vector<Int> u(n, -1);
    while (true) {
        auto first = std::find_if(u.begin(), u.end(), [](Int x) { return x != 0; });
        if (first != u.end() && *first > 0) out.push_back(u);
        std::size_t d = 0;
        while (d < n && ++u[d] > 1) u[d++] = -1;
        if (d == n) break;
    }
    std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) {
        auto nz = [](const auto& v) { return std::count_if(v.begin(), v.end(), [](Int x) { return x != 0; }); };
        return nz(a) < nz(b);
    });
    return out;
}

namespace {
// The instances' points, sorted, each once (an instance per variable shares each).
std::vector<Point> distinct_points(const Unfolded& un) {
    std::vector<Point> points;
    points.reserve(un.inst.size());
    for (const Instance& in : un.inst) points.push_back(in.p);
    std::sort(points.begin(), points.end());
    points.erase(std::unique(points.begin(), points.end()), points.end());
    return points;
}

std::vector<std::size_t> processor_counts_of(const std::vector<Point>& points, const std::vector<std::vector<Int>>& dirs) {
    // Each direction's images of the distinct points as fixed arrays, sorted: no allocation per
    // point (a set of vectors, then sorted vectors, spent most of `schedule`'s time in malloc).
    using Image = std::array<Int, 8>;  // P.p has n - 1 entries; the parser allows 6 indices
    std::vector<std::size_t> out;
    std::vector<Image> images(points.size());
    for (const auto& u : dirs) {
        const auto P = quotient_basis(u);
        if (P.size() > Image().size()) throw std::invalid_argument("projection of " + std::to_string(u.size()) + " indices: at most 9 supported");
        for (std::size_t k = 0; k < points.size(); ++k) {
            images[k].fill(0);
            for (std::size_t r = 0; r < P.size(); ++r) images[k][r] = dot(P[r], points[k]);
        }
        std::sort(images.begin(), images.end());
        out.push_back(static_cast<std::size_t>(std::unique(images.begin(), images.end()) - images.begin()));
    }
    return out;
}
}  // namespace

std::vector<std::size_t> processor_counts(const Unfolded& un, const std::vector<std::vector<Int>>& dirs) {
    return processor_counts_of(distinct_points(un), dirs);
}

std::size_t processor_count(const Unfolded& un, const std::vector<Int>& u) { return processor_counts(un, {u}).front(); }

std::vector<DirectionCount> direction_counts(const Unfolded& un, const Schedule& sc) {
    const std::vector<Point> points = distinct_points(un);
    const double area = static_cast<double>(points.size()), steps = static_cast<double>(latency(un, sc));
    std::vector<DirectionCount> out;
    std::vector<std::vector<Int>> allowed;
    for (auto& u : small_directions(sc.tau.size())) {  // one entry per index (Schedule's invariant)
        DirectionCount c{std::move(u)};
        c.allowed = exact_dot(sc.tau, c.u).nonzero();
        if (c.allowed) allowed.push_back(c.u);
        out.push_back(std::move(c));
    }
    const auto counts = processor_counts_of(points, allowed);
    std::size_t next = 0;
    for (DirectionCount& c : out) {
        if (c.allowed) {
            c.processors = counts[next++];
            const double slots = static_cast<double>(c.processors) * steps;  // as project()'s
            c.utilization = slots > 0 ? area / slots : 0.0;
        }
    }
    return out;
}

std::vector<Int> best_direction(const System& sys, const Schedule& sc, const std::vector<DirectionCount>& counts) {
    if (!sys.project_u.empty() && exact_dot(sc.tau, sys.project_u).nonzero()) return sys.project_u;
    const DirectionCount* best = nullptr;
    for (const auto& c : counts)
        if (c.allowed && (!best || c.processors < best->processors)) best = &c;
    return best ? best->u : std::vector<Int>{};
}

std::vector<Int> best_direction(const System& sys, const Unfolded& un, const Schedule& sc) {
    if (!sys.project_u.empty() && exact_dot(sc.tau, sys.project_u).nonzero()) return sys.project_u;
    return best_direction(sys, sc, direction_counts(un, sc));
}

Projection project(const System& sys, const Unfolded& un, const Schedule& sc, const std::vector<Int>& u) {
    require_direction(u, sys.indices.size());
    if (!exact_dot(sc.tau, u).nonzero())
        throw std::invalid_argument("tau.u = 0 for u = " + to_string(u) + ": the points of one processor would all run at the same time");
    Projection pr;
    pr.u = u;
    pr.P = quotient_basis(u);
    std::set<std::vector<Int>> procs, cells;
    for (const Instance& in : un.inst) procs.insert(map_point(pr.P, in.p)), cells.insert(in.p);
    pr.processors.assign(procs.begin(), procs.end());
    pr.cells = static_cast<Int>(cells.size());
    std::set<std::tuple<int, std::vector<Int>, Int>> seen;
    for (const Arc& a : arcs(sys)) {
        const ArcGap gap = arc_gap(sc, a);
        if (!gap.value) throw std::overflow_error("wire delay of arc " + a.text + ": " + gap.text() + ", does not fit in 64 bits");
        Wire w{a.producer, map_point(pr.P, a.d), *gap.value, a.text};
        if (seen.insert({w.var, w.dir, w.delay}).second) pr.wires.push_back(w);
    }
    pr.latency = latency(un, sc);
    // In double: processors * latency wrapped for a tau near 2^61 (42.9% where it is about 0).
    const double slots = static_cast<double>(pr.processors.size()) * static_cast<double>(pr.latency);
    pr.utilization = slots > 0 ? static_cast<double>(pr.cells) / slots : 0.0;
    return pr;
}

}  // namespace batchlas::sure
