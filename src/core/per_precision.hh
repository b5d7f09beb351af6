// One translation unit per precision for the CUDA files that take longest to compile
// (CMakeLists.txt, BATCHLAS_PER_PRECISION): each is built four times, with BATCHLAS_PRECISION
// 0, 1, 2, 3 (s, d, c, z: float, double, complex<float>, complex<double>), and instantiates that
// precision only, so that a parallel build compiles the four parts at once. Built whole (no
// BATCHLAS_PRECISION), a file instantiates all four.
#pragma once

#ifndef BATCHLAS_PRECISION
#define BATCHLAS_PRECISION -1
#endif
/// Whether this translation unit instantiates precision P (0 s, 1 d, 2 c, 3 z).
#define BATCHLAS_PRECISION_IS(P) (BATCHLAS_PRECISION < 0 || BATCHLAS_PRECISION == (P))
