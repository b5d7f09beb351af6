// Projection of a scheduled system along u onto a processor array.
#pragma once

#include <batchlas/sure/schedule.hh>

#include <string>
#include <vector>

namespace batchlas::sure {

struct Wire {
    int var = -1;
    std::vector<Int> dir;  // processor-space step; all zero: a register inside the cell
    Int delay = 0;         // time steps between producing and reading the value
    std::string arc;
};

struct Projection {
    std::vector<Int> u;
    std::vector<std::vector<Int>> P;  // (n-1) x n, P u = 0, unimodular completion
    std::vector<Point> processors;    // sorted, distinct
    std::vector<Wire> wires;
    Int cells = 0;
    Int latency = 0;
    double utilization = 0;  // cells / (processors * latency)
};

/// Throws std::invalid_argument when u is zero, has the wrong length, or tau . u == 0.
Projection project(const System& sys, const Unfolded& un, const Schedule& sc,
                   const std::vector<Int>& u);

/// Candidate directions: non-zero vectors of {-1,0,1}^n, first non-zero entry positive.
std::vector<std::vector<Int>> small_directions(std::size_t n);
/// Processors of the projection along u: distinct images P.p of the instances' points.
std::size_t processor_count(const Unfolded& un, const std::vector<Int>& u);
/// processor_count for each of dirs, the points gathered once.
std::vector<std::size_t> processor_counts(const Unfolded& un, const std::vector<std::vector<Int>>& dirs);

/// One small direction's projection size: processors = 0 and utilization 0 where
/// tau . u == 0 (not allowed: `allowed` false).
struct DirectionCount {
    std::vector<Int> u;
    bool allowed = false;
    std::size_t processors = 0;
    double utilization = 0;  // cells / (processors * latency), as Projection's
};
/// Every small direction in small_directions' order, each counted once.
std::vector<DirectionCount> direction_counts(const Unfolded& un, const Schedule& sc);
/// The declared direction when tau . u != 0 for it, else the allowed direction of `counts` with
/// the fewest processors (the first of equals); empty when none is allowed.
std::vector<Int> best_direction(const System& sys, const Schedule& sc, const std::vector<DirectionCount>& counts);
/// best_direction over direction_counts(un, sc), counted only when no declared direction holds.
std::vector<Int> best_direction(const System& sys, const Unfolded& un, const Schedule& sc);

}  // namespace batchlas::sure
