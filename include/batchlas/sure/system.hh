// In-memory form of a System of Uniform Recurrence Equations (a .sure file).
#pragma once

#include <batchlas/sure/affine.hh>

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace batchlas::sure {

struct SourceLoc {
    std::string file;
    int line = 0;
    int col = 0;
    std::string str() const;  // "file:line:col"
};

/// A value expression: the body of an equation, the value injected on an input face or the
/// value drained on an output face.
struct Expr {
    enum class Kind { Number, Tap, Tensor, Scalar, Neg, Add, Sub, Mul, Div };
    Kind kind = Kind::Number;
    double value = 0;          // Number
    std::string name;          // Tap: variable, Tensor: tensor, Scalar: scalar
    int ref = -1;              // resolved id of that variable, tensor or scalar
    std::vector<Affine> args;  // Tap arguments or Tensor subscripts
    std::vector<Expr> kids;    // operands of Neg/Add/Sub/Mul/Div
    SourceLoc loc;
};

/// Text of an expression (taps printed as written, e.g. "acc(i, j - 1, k)").
std::string to_string(const Expr& e, const std::vector<std::string>& indices,
                      const std::vector<std::string>& params);

/// Visit every node of an expression, parents first.
template <class F>
void walk(const Expr& e, F&& f) {
    f(e);
    for (const Expr& k : e.kids) walk(k, f);
}

struct Tensor {
    enum class Part { Full, Lower, Upper };  // which elements an output must write
    std::string name;
    std::vector<Affine> dims;  // parameters only
    bool output = false;
    Part part = Part::Full;
    SourceLoc loc;
};

/// var(p) = rhs for every p of the domain that satisfies `when`.
struct Equation {
    int var = -1;
    std::vector<Constraint> when;
    Expr rhs;
    SourceLoc loc;
    std::string text;
};

/// A face is a plane x[plane_dim] = plane(other indices, params), optionally cut by `when`.
/// Input face: var's value at the plane's points (outside the domain) is `rhs`, which reads
/// no tap. Output face: at the plane's points inside the domain, `rhs` is drained into
/// tensor[subs].
struct Face {
    int var = -1;     // input faces
    int tensor = -1;  // output faces
    std::vector<Affine> subs;
    int plane_dim = -1;
    Affine plane;
    std::vector<Constraint> when;
    Expr rhs;
    SourceLoc loc;
    std::string text;
};

struct Variable {
    std::string name;
    Int offset = 0;  // the schedule of var is tau . p + offset
    std::vector<int> equations;
    std::vector<int> inputs;  // input faces
    SourceLoc loc;
};

struct System {
    std::string file;
    std::string name;
    std::string title;
    std::vector<std::string> algorithm;  // one line each
    int level = 0;
    std::vector<std::string> params;
    Sizes sizes;  // default sizes for run and render
    std::vector<std::string> indices;
    std::vector<Constraint> domain;
    std::vector<std::string> scalars;
    std::vector<Tensor> tensors;
    std::vector<Variable> vars;
    std::vector<Equation> equations;
    std::vector<Face> inputs;
    std::vector<Face> outputs;
    std::vector<Int> tau;
    std::vector<Int> project_u;  // preferred projection direction, may be empty
    std::string source;          // the file text

    int find_var(const std::string& n) const;
    int find_tensor(const std::string& n) const;
    int find_scalar(const std::string& n) const;
    int find_param(const std::string& n) const;
    int find_index(const std::string& n) const;
    std::string tap_text(const Expr& tap) const;  // "acc(i, j - 1, k)"
};

/// Raised for syntax and name errors; what() starts with "file:line:col: ".
struct ParseError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

/// The largest .sure file parse_file reads (the catalog's largest is under 4 KB).
constexpr std::uintmax_t kMaxSourceBytes = std::uintmax_t{16} << 20;
/// A regular file of at most kMaxSourceBytes, else ParseError ("cannot open file", "not a
/// regular file", "larger than 16 MB").
System parse_file(const std::string& path);
System parse_string(const std::string& text, const std::string& file_name);

/// Sizes from "M=4,N=3" on top of base; throws std::invalid_argument naming a bad entry.
Sizes parse_sizes(const System& s, const std::string& spec, Sizes base);
/// "M=4,N=3": sizes in the form parse_sizes reads.
std::string sizes_text(const System& sys, const Sizes& s);

}  // namespace batchlas::sure
