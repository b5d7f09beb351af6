#include <batchlas/sure/interpret.hh>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <stdexcept>

namespace batchlas::sure {
namespace {

template <class TapFn>
double eval(const System& sys, const Expr& e, const Sizes& s, const Point& p, const Data& data, TapFn&& tap) {
    auto kid = [&](int k) { return eval(sys, e.kids[k], s, p, data, tap); };
    switch (e.kind) {
        case Expr::Kind::Number: return e.value;
        case Expr::Kind::Tap: return tap(e);
        case Expr::Kind::Scalar: return data.scalars[e.ref];
        case Expr::Kind::Tensor: {
            std::vector<Int> subs;
            for (const Affine& a : e.args) subs.push_back(a.eval(p, s));
            return data.tensors[e.ref][element_index(tensor_shape(sys, e.ref, s), subs)];
        }
        case Expr::Kind::Neg: return -kid(0);
        case Expr::Kind::Add: return kid(0) + kid(1);
        case Expr::Kind::Sub: return kid(0) - kid(1);
        case Expr::Kind::Mul: return kid(0) * kid(1);
        case Expr::Kind::Div: return kid(0) / kid(1);
    }
    return 0;
}

}  // namespace

std::vector<Int> tensor_shape(const System& sys, int tensor, const Sizes& s) {
    std::vector<Int> shape;
    for (const Affine& a : sys.tensors[tensor].dims) shape.push_back(a.eval(Point(sys.indices.size(), 0), s));
    return shape;
}

Int element_index(const std::vector<Int>& shape, const std::vector<Int>& subs) {
    Int at = 0, stride = 1;
    for (std::size_t d = 0; d < shape.size(); ++d) {
        if (subs[d] < 0 || subs[d] >= shape[d]) throw std::out_of_range("subscript " + std::to_string(subs[d]) + " outside extent " + std::to_string(shape[d]));
        at += subs[d] * stride;
        stride *= shape[d];
    }
    return at;
}

Data random_data(const System& sys, const Sizes& s, unsigned seed) {
    std::mt19937 gen(seed);
    std::uniform_real_distribution<double> dist(-1.0, 1.0);
    Data d;
    for (std::size_t t = 0; t < sys.tensors.size(); ++t) {
        Int n = 1;
        for (Int x : tensor_shape(sys, static_cast<int>(t), s)) n = checked_mul(n, x, "tensor size");
        std::vector<double> v(static_cast<std::size_t>(n), std::numeric_limits<double>::quiet_NaN());
        if (!sys.tensors[t].output)
            for (double& x : v) x = dist(gen);
        d.tensors.push_back(std::move(v));
    }
    for (std::size_t k = 0; k < sys.scalars.size(); ++k) d.scalars.push_back(0.5 + 0.5 * dist(gen) + (k + 1) * 0.25);
    return d;
}

RunStats run(const System& sys, const Schedule& sc, const Sizes& s, Data& data) {
    const Unfolded un = unfold(sys, s);
    if (!un.errors.empty()) throw std::runtime_error("cannot run: " + un.errors.front());
    const std::size_t n = un.inst.size();
    std::vector<Int> when(n);
    std::vector<std::size_t> order(n);
    for (std::size_t k = 0; k < n; ++k) when[k] = time_of(sc, un.inst[k].var, un.inst[k].p), order[k] = k;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return when[a] < when[b]; });
    std::vector<double> value(n, 0.0);
    std::vector<char> done(n, 0);
    RunStats st;
    // Reads the taps of one instance in order, checking each computed value is ready (a
    // drain, `after_all`, reads after every value: a value computed at INT64_MAX was once
    // refused there as not yet ready).
    auto reader = [&](const std::vector<Read>* reads, Int now, bool after_all, const Point* p) {
        std::size_t cursor = 0;
        return [&, reads, now, after_all, p, cursor](const Expr& tap) mutable -> double {
            const Read& r = (*reads)[cursor++];
            if (r.inst >= 0) {
                if (!done[r.inst] || (!after_all && when[r.inst] >= now))
                    throw std::runtime_error("schedule violation: " + sys.tap_text(tap) + " at " + to_string(*p) + " (time " + std::to_string(now) + ") reads " +
                                             sys.vars[r.var].name + to_string(r.q) + " computed at time " + std::to_string(when[r.inst]));
                return value[r.inst];
            }
            ++st.injections;
            const Face& f = sys.inputs[r.face];
            return eval(sys, f.rhs, s, r.q, data, [](const Expr&) -> double { return 0; });
        };
    };
    for (std::size_t k : order) {
        const Instance& in = un.inst[k];
        value[k] = eval(sys, sys.equations[in.eq].rhs, s, in.p, data, reader(&in.reads, when[k], false, &in.p));
        done[k] = 1;
        ++st.instances;
    }
    for (const Drain& d : un.drains) {
        const Face& f = sys.outputs[d.face];
        double v = eval(sys, f.rhs, s, d.p, data, reader(&d.reads, 0, true, &d.p));
        data.tensors[f.tensor][element_index(tensor_shape(sys, f.tensor, s), d.element)] = v;
        ++st.drains;
    }
    st.steps = latency(un, sc);
    return st;
}

}  // namespace batchlas::sure
