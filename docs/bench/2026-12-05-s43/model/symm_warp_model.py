#!/usr/bin/env python3
"""The per-lane algorithm of src/kernels/tiny/symm_warp.cu (symmetric_product and the kernel's
side and conjugation choices) against a dense reference, for every side, triangle, symm / hemm,
beta = 0 over NaN: A's other triangle NaN and its diagonal's imaginary part NaN for hemm (neither
may be read), other extents 1..32. Exit status 1 on any mismatch."""
import cmath, itertools, math, random, sys

N = 32
rng = random.Random(43)
NAN = float("nan")

def rnd():
    return complex(rng.gauss(0, 1), rng.gauss(0, 1))

def conj(v):
    return v.conjugate()

def symmetric_product(x, A, lower, cj1, cj2, herm):
    """y = S x as one lane computes it: pass 1 scatters stored column c into y[r] (diagonal
    once, real part for hemm; conjugated when cj1), pass 2 gathers its strict part into y[c]
    (conjugated when cj2)."""
    y = [0j] * N
    for c in range(N):
        lo, hi = (c, N - 1) if lower else (0, c)
        for r in range(lo, hi + 1):
            a = A[r][c]
            if r == c and herm:
                a = complex(a.real, 0)
            y[r] += x[c] * (conj(a) if cj1 else a)
    for c in range(N):
        lo, hi = (c + 1, N - 1) if lower else (0, c - 1)
        g = 0j
        for r in range(lo, hi + 1):
            g += x[r] * (conj(A[r][c]) if cj2 else A[r][c])
        y[c] += g
    return y

def run(side, lower, herm, other, beta_zero):
    A = [[rnd() for _ in range(N)] for _ in range(N)]
    stored = lambda i, j: i >= j if lower else i <= j
    # The full matrix the stored triangle stands for.
    def full(i, j):
        if i == j:
            return complex(A[i][i].real, 0) if herm else A[i][i]
        if stored(i, j):
            return A[i][j]
        return conj(A[j][i]) if herm else A[j][i]
    # What the kernel may read: the other triangle NaN, hemm's diagonal imaginary part NaN.
    Anan = [[(A[i][j] if stored(i, j) else complex(NAN, NAN)) for j in range(N)] for i in range(N)]
    if herm:
        for i in range(N):
            Anan[i][i] = complex(A[i][i].real, NAN)
    m, n = (N, other) if side == "L" else (other, N)
    B = [[rnd() for _ in range(n)] for _ in range(m)]
    C0 = [[complex(NAN, NAN) if beta_zero else rnd() for _ in range(n)] for _ in range(m)]
    alpha, beta = 0.7 - 0.2j, (0 if beta_zero else -0.4 + 1.1j)
    def ref(i, j):
        s = sum(full(i, l) * B[l][j] for l in range(N)) if side == "L" else sum(B[i][l] * full(l, j) for l in range(N))
        return alpha * s + (0 if beta_zero else beta * C0[i][j])
    C = [[0j] * n for _ in range(m)]
    if side == "L":  # lane j: column j of C, y = A x; pass 2 conjugates (hemm)
        for j in range(n):
            y = symmetric_product([B[l][j] for l in range(N)], Anan, lower, False, herm, herm)
            for i in range(m):
                C[i][j] = alpha * y[i] + (0 if beta_zero else beta * C0[i][j])
    else:  # lane i: row i of C, y = A^T x; pass 1 conjugates (hemm)
        for i in range(m):
            y = symmetric_product(B[i], Anan, lower, herm, False, herm)
            for j in range(n):
                C[i][j] = alpha * y[j] + (0 if beta_zero else beta * C0[i][j])
    return max(abs(C[i][j] - ref(i, j)) for i in range(m) for j in range(n))

bad = 0
for side, lower, herm, other, bz in itertools.product("LR", (True, False), (False, True), (1, 5, 32), (False, True)):
    err = run(side, lower, herm, other, bz)
    ok = math.isfinite(err) and err < 1e-10
    bad += not ok
    print(f"side={side} {'lower' if lower else 'upper'} {'hemm' if herm else 'symm'} other={other} beta0={bz}: {err:.2e} {'ok' if ok else 'WRONG'}")
print("all ok" if not bad else f"{bad} wrong")
sys.exit(1 if bad else 0)
