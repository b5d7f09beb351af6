#include "reference.hh"

#include <algorithm>
#include <functional>
#include <limits>
#include <map>
#include <stdexcept>

namespace batchlas::sure::test {
namespace {

// Column-major access to the named tensors and scalars of one data set.
struct View {
    const System& sys;
    const Sizes& s;
    Data& d;
    std::vector<double>& t(const std::string& name) const {
        int k = sys.find_tensor(name);
        if (k < 0) throw std::invalid_argument("reference: no tensor " + name);
        return d.tensors[k];
    }
    Int rows(const std::string& name) const { return tensor_shape(sys, sys.find_tensor(name), s)[0]; }
    double& at(const std::string& name, Int i, Int j = 0) const { return t(name)[i + j * rows(name)]; }
    double scalar(const std::string& name) const { return d.scalars[sys.find_scalar(name)]; }
    Int param(const std::string& name) const { return s[sys.find_param(name)]; }
};

using Ref = std::function<void(const View&)>;

void gemm_like(const View& v, Int M, Int N, Int K, const std::function<double(Int, Int)>& a, const std::function<double(Int, Int)>& b, bool lower_only) {
    const double alpha = v.scalar("alpha"), beta = v.scalar("beta");
    for (Int i = 0; i < M; ++i)
        for (Int j = 0; j < N; ++j) {
            if (lower_only && j > i) continue;
            double sum = 0;
            for (Int l = 0; l < K; ++l) sum += a(i, l) * b(l, j);
            v.at("Cout", i, j) = alpha * sum + beta * v.at("C", i, j);
        }
}

const std::map<std::string, Ref>& references() {
    static const std::map<std::string, Ref> refs = {
        {"dot", [](const View& v) {
             double s = 0;
             for (Int i = 0; i < v.param("N"); ++i) s += v.at("x", i) * v.at("y", i);
             v.at("r", 0) = s;
         }},
        {"axpy", [](const View& v) {
             for (Int i = 0; i < v.param("N"); ++i) v.at("Y", i) = v.scalar("alpha") * v.at("x", i) + v.at("y", i);
         }},
        {"scal", [](const View& v) {
             for (Int i = 0; i < v.param("N"); ++i) v.at("X", i) = v.scalar("alpha") * v.at("x", i);
         }},
        {"gemv", [](const View& v) {
             for (Int i = 0; i < v.param("M"); ++i) {
                 double s = 0;
                 for (Int j = 0; j < v.param("N"); ++j) s += v.at("A", i, j) * v.at("x", j);
                 v.at("Y", i) = v.scalar("alpha") * s + v.scalar("beta") * v.at("y", i);
             }
         }},
        {"symv", [](const View& v) {
             const Int N = v.param("N");
             for (Int i = 0; i < N; ++i) {
                 double s = 0;
                 for (Int j = 0; j < N; ++j) s += (j <= i ? v.at("A", i, j) : v.at("A", j, i)) * v.at("x", j);
                 v.at("Y", i) = v.scalar("alpha") * s + v.scalar("beta") * v.at("y", i);
             }
         }},
        {"ger", [](const View& v) {
             for (Int i = 0; i < v.param("M"); ++i)
                 for (Int j = 0; j < v.param("N"); ++j) v.at("C", i, j) = v.scalar("alpha") * v.at("x", i) * v.at("y", j) + v.at("A", i, j);
         }},
        {"trmv", [](const View& v) {
             for (Int i = 0; i < v.param("N"); ++i) {
                 double s = 0;
                 for (Int j = 0; j <= i; ++j) s += v.at("L", i, j) * v.at("x", j);
                 v.at("Y", i) = s;
             }
         }},
        {"syr", [](const View& v) {
             for (Int i = 0; i < v.param("N"); ++i)
                 for (Int j = 0; j <= i; ++j) v.at("C", i, j) = v.scalar("alpha") * v.at("x", i) * v.at("x", j) + v.at("A", i, j);
         }},
        {"syr2", [](const View& v) {
             for (Int i = 0; i < v.param("N"); ++i)
                 for (Int j = 0; j <= i; ++j)
                     v.at("C", i, j) = v.scalar("alpha") * (v.at("x", i) * v.at("y", j) + v.at("y", i) * v.at("x", j)) + v.at("A", i, j);
         }},
        {"gemm", [](const View& v) {
             gemm_like(v, v.param("M"), v.param("N"), v.param("K"), [&](Int i, Int l) { return v.at("A", i, l); }, [&](Int l, Int j) { return v.at("B", l, j); }, false);
         }},
        {"symm", [](const View& v) {
             gemm_like(v, v.param("M"), v.param("N"), v.param("M"), [&](Int i, Int l) { return l <= i ? v.at("A", i, l) : v.at("A", l, i); },
                       [&](Int l, Int j) { return v.at("B", l, j); }, false);
         }},
        {"syrk", [](const View& v) {
             const Int N = v.param("N");
             gemm_like(v, N, N, v.param("K"), [&](Int i, Int l) { return v.at("A", i, l); }, [&](Int l, Int j) { return v.at("A", j, l); }, true);
         }},
        {"syr2k", [](const View& v) {
             const Int N = v.param("N"), K = v.param("K");
             const double alpha = v.scalar("alpha"), beta = v.scalar("beta");
             for (Int i = 0; i < N; ++i)
                 for (Int j = 0; j <= i; ++j) {
                     double s = 0;
                     for (Int l = 0; l < K; ++l) s += v.at("A", i, l) * v.at("B", j, l) + v.at("B", i, l) * v.at("A", j, l);
                     v.at("Cout", i, j) = alpha * s + beta * v.at("C", i, j);
                 }
         }},
        {"trmm", [](const View& v) {
             for (Int i = 0; i < v.param("M"); ++i)
                 for (Int j = 0; j < v.param("N"); ++j) {
                     double s = 0;
                     for (Int l = 0; l <= i; ++l) s += v.at("L", i, l) * v.at("B", l, j);
                     v.at("Bout", i, j) = v.scalar("alpha") * s;
                 }
         }},
    };
    return refs;
}

}  // namespace

bool reference(const System& sys, const Sizes& s, Data& want) {
    std::string name = sys.name;
    if (name.rfind("trmv", 0) == 0) name = "trmv";  // every trmv variant computes the same
    auto it = references().find(name);
    if (it == references().end()) return false;
    it->second(View{sys, s, want});
    return true;
}

}  // namespace batchlas::sure::test

namespace batchlas::sure::test {

void poison_unread(const System& sys, const Sizes& s, Data& d) {
    // operator -> inputs whose strictly upper triangle is not stored
    static const std::map<std::string, std::vector<std::string>> upper_unread = {
        {"trmv", {"L"}}, {"symv", {"A"}}, {"syr", {"A"}}, {"syr2", {"A"}}, {"syrk", {"C"}},
        {"syr2k", {"C"}}, {"symm", {"A"}}, {"trmm", {"L"}}};
    std::string name = sys.name.rfind("trmv", 0) == 0 ? "trmv" : sys.name;
    auto it = upper_unread.find(name);
    if (it == upper_unread.end()) return;
    for (const std::string& t : it->second) {
        int k = sys.find_tensor(t);
        auto shape = tensor_shape(sys, k, s);
        for (Int j = 0; j < shape[1]; ++j)
            for (Int i = 0; i < std::min(j, shape[0]); ++i) d.tensors[k][i + j * shape[0]] = std::numeric_limits<double>::quiet_NaN();
    }
}

}  // namespace batchlas::sure::test
