// Points of a system at concrete sizes: the domain, equation sub-domains, faces, and the
// unfolded dependence graph that the checks, analyses and the interpreter share.
#pragma once

#include <batchlas/sure/system.hh>

#include <optional>
#include <string>
#include <vector>

namespace batchlas::sure {

bool satisfies(const std::vector<Constraint>& cs, const Point& p, const Sizes& s);
bool in_domain(const System& sys, const Point& p, const Sizes& s);

/// Inclusive per-index bounds of the domain, found by propagating the constraints.
struct Box {
    Point lo, hi;
    bool empty() const;
};
Box domain_box(const System& sys, const Sizes& s);

std::vector<Point> domain_points(const System& sys, const Sizes& s);
/// The values and tap reads that unfold() would hold for the equations (one value and its reads
/// for each equation at each point where its `when` holds), counted one point at a time: the
/// search's work bound is judged with it before anything is unfolded (gemm at 128^3, refused at
/// range 2, took 24 s and 3.0 GB to unfold first). A point two equations define counts twice
/// (unfold reports it as an error). std::invalid_argument as domain_points.
Int equation_values_and_reads(const System& sys, const Sizes& s);
/// Every point of the domain box is visited and unfolds to about 1.5 KB of instances (gemm at
/// 128^3 = 2^21 points: 3.0 GB and 27 s, measured on a 2-core host), so boxes past 2^21
/// points are refused before anything is allocated (std::invalid_argument naming the sizes).
constexpr Int kMaxBoxPoints = Int{1} << 21;
/// unfold() holds at most this many computed values and tap reads together, about 140 bytes
/// each (gemm at 128^3: 8.4 M values and 12.6 M reads, 3.0 GB), else std::invalid_argument.
constexpr Int kMaxUnfoldItems = Int{1} << 25;
/// unfold() and equation_values_and_reads() test every equation's and face's `when` at every
/// domain point, whether it holds or not: equations and faces x points at most this, else
/// std::invalid_argument (2,000 equations whose guard never held took minutes at 2^21 points,
/// though they hold no value; the catalog's largest, 17 statements at 2^21 points, is 2^25.1).
constexpr Int kMaxUnfoldTests = Int{1} << 26;
/// Points of the box, or kMaxBoxPoints + 1 when it holds more.
Int box_points(const Box& b);
/// std::invalid_argument when a tensor's elements exceed kMaxBoxPoints at sizes s (an unused
/// `in z[400000000]` made `run` allocate 3.1 GB), or an extent is negative unless
/// allow_negative (sizes where the domain is empty: such a tensor is then empty).
void require_tensor_shapes(const System& sys, const Sizes& s, bool allow_negative = false);
/// The domain box and every tensor within the limits above, else std::invalid_argument.
void require_enumerable(const System& sys, const Sizes& s);
std::vector<Point> equation_points(const System& sys, const Equation& e, const Sizes& s);
/// Points of an input face: the plane coordinate computed from every tuple of the other
/// coordinates that some domain point has, then cut by `when`.
std::vector<Point> input_face_points(const System& sys, const Face& f, const Sizes& s);
/// Points of an output face: domain points on the plane that satisfy `when`.
std::vector<Point> output_face_points(const System& sys, const Face& f, const Sizes& s);

/// A tap's constant offsets lie within +-kMaxTapOffset (no domain point lies beyond 2^40).
constexpr Int kMaxTapOffset = Int{1} << 40;
/// d with tap(p) reading var(p + d), or nothing when an argument is not "own index + constant"
/// or its constant lies beyond kMaxTapOffset.
std::optional<std::vector<Int>> tap_offset(const Expr& tap);

/// Taps of an expression in evaluation order (pre-order).
std::vector<const Expr*> taps_of(const Expr& e);

/// The outward normal of the domain boundary that a face lies on (output) or just beyond
/// (input), derived from the written constraint parallel to the face's plane.
struct FaceNormal {
    bool ok = false;
    std::vector<Int> n;
    int constraint = -1;
    std::string why;  // when !ok
};
FaceNormal face_normal(const System& sys, const Face& f, bool input);
std::string face_plane_text(const System& sys, const Face& f);  // "k = -1"

/// Sizes at which the point-wise checks enumerate: every parameter in 1..4 (at most 256
/// combinations) plus the declared sizes.
std::vector<Sizes> check_sizes(const System& sys);

/// A dependence arc: `consumer` reads `producer` at offset -d, i.e. d points from the
/// producer's point to the consumer's point. Only uniform taps give arcs.
struct Arc {
    int consumer = -1;
    int producer = -1;
    std::vector<Int> d;
    int equation = -1;
    std::string text;  // "acc(i,j,k) <- acc(i, j - 1, k)"
};
std::vector<Arc> arcs(const System& sys);

/// The system unfolded at concrete sizes.
struct Read {
    int inst = -1;  // computed instance read, or -1
    int face = -1;  // input face read, or -1
    int var = -1;
    Point q;
};
struct Instance {
    int var = -1;
    int eq = -1;
    Point p;
    std::vector<Read> reads;  // one per tap of the equation, in taps_of order
};
struct Drain {
    int face = -1;  // output face
    Point p;
    std::vector<Int> element;  // subscripts of the tensor element written
    std::vector<Read> reads;
};
struct Unfolded {
    Sizes sizes;
    std::vector<Instance> inst;
    std::vector<Drain> drains;
    std::size_t cells = 0;            // domain points
    std::vector<std::string> errors;  // coverage problems, one line each
    std::vector<std::string> var_names;  // the system's variables, for messages
};
Unfolded unfold(const System& sys, const Sizes& s);

}  // namespace batchlas::sure
