#!/usr/bin/env python3
"""Byte caps of issue 5's triangle operations under an L2 fetch granularity.

A cap is the fraction of the copy rate on the minimum bytes (the bench's frac_floor) that a
kernel would reach if it moved exactly the bytes the memory system must move, at the copy rate.
Cells above their cap cannot be met at that granularity, whatever the kernel does.

  scripts/fetch_caps.py                         every op, precision and n of issue 5's triangles
  scripts/fetch_caps.py --op syr --dtype s --n 32
  scripts/fetch_caps.py --targets RUN/targets5.txt
                                  (issue_targets.py's table: each missed triangle cell's value
                                   and target beside its caps at 32 and 64 bytes, and the value
                                   as a fraction of the 64-byte cap: meaningful for a run at the
                                   driver's 64 bytes; a cell where no family ran is listed as such)

The model, per item, uplo = L, A stored n x n with ld = n and items back to back (as
batchlas-bench allocates them), so every item starts on a granularity boundary only where
n * n * element size is a multiple of it (every order of issue 5; other orders are refused).
There U moves the same bytes as L (checked for n = 1-69).
- the stored triangle is read in pieces of G bytes aligned to G: every piece that holds one of its
  elements is read whole (G = 64 bytes is the H100 driver's default for
  cudaLimitMaxL2FetchGranularity, read in session 53; 32 bytes is one L2 sector, the least);
- syr, her, syr2, her2 write the triangle back in 32-byte sectors (a sector the kernel writes in
  part was read whole above, so it is written whole);
- vectors move exactly their bytes (x read; y read and written for symv / hemv, since the bench's
  default beta = 1 and bench-issues.sh keeps it; x read and written for trmv; x and y read for
  the rank-2 updates);
- the minimum bytes are the bench's (tools/bench/problems_l2.cc).
Session 52 (docs/PERFORMANCE-LOG.md) derived syr float n = 32's cap at 64 bytes by hand: 0.756.
"""
import argparse
import re
import sys

ES = {"s": 4, "d": 8, "c": 8, "z": 16}
OPS = ("syr", "syr2", "her", "her2", "symv", "hemv", "trmv")
COMPLEX_ONLY = ("her", "her2", "hemv")
SECTOR = 32


def touched(n, es, granule):
    """Bytes of the granule-sized pieces that hold at least one element of the lower triangle."""
    pieces = set()
    for j in range(n):
        first = (j * n + j) * es  # column j, rows j..n-1: one contiguous run
        last = (j * n + n) * es - 1
        pieces.update(range(first // granule, last // granule + 1))
    return len(pieces) * granule


def caps(op, dtype, n, granule):
    """(minimum bytes, moved bytes, cap) of one item."""
    es = ES[dtype]
    tri = n * (n + 1) // 2
    read = touched(n, es, granule)
    if op in ("syr", "her"):
        least = es * (n + 2 * tri)
        moved = read + touched(n, es, SECTOR) + n * es
    elif op in ("syr2", "her2"):
        least = es * (2 * n + 2 * tri)
        moved = read + touched(n, es, SECTOR) + 2 * n * es
    elif op in ("symv", "hemv"):
        least = es * (tri + n) + 2 * n * es
        moved = read + 3 * n * es
    elif op == "trmv":
        least = es * (tri + 2 * n)
        moved = read + 2 * n * es
    else:
        raise ValueError(op)
    if moved < least:  # the model moves at least the minimum bytes, or it is wrong
        raise AssertionError(f"{op} {dtype} n = {n}: moves {moved} bytes, fewer than the minimum {least}")
    return least, moved, least / moved


def aligned(dtype, n, granule=64):
    """Whether an item of A (n x n, back to back) starts on a granule boundary (the model's premise)."""
    return n * n * ES[dtype] % granule == 0


def missed_cells(path):
    """(op, dtype, trans, n, value, target) of each missed triangle cell in issue_targets.py's table
    (value NaN where no family ran). Exits when a missed triangle line does not parse."""
    cells = []
    for line in open(path):
        if not line.split() or line.split()[0] not in OPS or not line.rstrip().endswith("missed"):
            continue
        m = re.match(r"^(\S+)\s+(\S+)\s+([NTC]?)\s*(\d+)\s+([\d.]+|nan)\s+(?:\S+\s+)?([\d.]+)\s+missed", line)
        if not m:
            sys.exit(f"fetch_caps.py: {path}: cannot read the missed cell: {line.rstrip()}")
        cells.append((m[1], m[2], m[3], int(m[4]), float(m[5]), float(m[6])))
    return cells


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--op", default=",".join(OPS))
    ap.add_argument("--dtype", default="s,d,c,z")
    ap.add_argument("--n", default="8,16,32,64,128,256,512,1024")
    ap.add_argument("--targets", help="issue_targets.py 5's output: its missed triangle cells against their caps")
    a = ap.parse_args()
    if a.targets:
        cells = missed_cells(a.targets)
        print("op    dt trans     n  value  target  cap32  cap64  value/cap64  verdict")
        past64 = 0
        for op, dt, tr, n, value, target in cells:
            c32, c64 = caps(op, dt, n, 32)[2], caps(op, dt, n, 64)[2]
            past64 += target > c64
            verdict = ("past both caps" if target > c32 else
                       "past the 64-byte cap" if target > c64 else "under both caps")
            if value != value:  # NaN: no family ran
                print(f"{op:5} {dt:2} {tr:5} {n:5}    nan  {target:.2f}    {c32:.3f}  {c64:.3f}  "
                      f"{'-':>11}  no family ran")
                continue
            print(f"{op:5} {dt:2} {tr:5} {n:5}  {value:.3f}  {target:.2f}    {c32:.3f}  {c64:.3f}  "
                  f"{value / c64:11.2f}  {verdict}")
        print(f"{len(cells)} missed triangle cells; past the 64-byte cap: {past64}")
        return 0
    for op in a.op.split(","):
        if op not in OPS:
            sys.exit(f"fetch_caps.py: --op {op}: not one of {', '.join(OPS)}")
    for dt in a.dtype.split(","):
        if dt not in ES:
            sys.exit(f"fetch_caps.py: --dtype {dt}: not one of s, d, c, z")
    sizes = [int(n) for n in a.n.split(",")]
    if min(sizes) < 1:
        sys.exit(f"fetch_caps.py: --n {a.n}: orders must be >= 1")
    pairs = [(op, dt) for op in a.op.split(",") for dt in a.dtype.split(",")
             if not (op in COMPLEX_ONLY and dt in ("s", "d"))]
    if not pairs:
        sys.exit(f"fetch_caps.py: {a.op} takes complex types only (--dtype c or z)")
    for op, dt in pairs:
        for n in sizes:
            if not aligned(dt, n):
                sys.exit(f"fetch_caps.py: --n {n}: a {dt} item of {n} x {n} does not start on a 64-byte "
                         "boundary, which the model assumes")
    print("op    dt     n  least_B  cap32  cap64")
    for op, dt in pairs:
        for n in sizes:
            least, _, c32 = caps(op, dt, n, 32)
            print(f"{op:5} {dt:2} {n:5}  {least:7d}  {c32:.3f}  {caps(op, dt, n, 64)[2]:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
