#!/usr/bin/env python3
"""Issue 10's targets, cell by cell, from a bench-issues.sh CSV (ONLY="10": the `tiny` family at
n = 4, 8, 16, 32, every Level-3 op and precision, saturating batch, cuBLAS in the same run).

  scripts/issue10_targets.py RUN/issue10.csv [BEFORE/issue10.csv] [--all]

Targets (issue 10, "Targets on the H200"): fraction of the D2D copy bandwidth on the minimum
bytes (frac_floor; the triangle only for triangle and symmetric operands) of at least

  n        4     8     16    32
  real     0.5   0.6   0.7   0.8    and a speed-up over cuBLAS of 15x, 5x, 2x, 1.2x
  complex  0.5   0.6   0.7   0.75

Prints the missed cells (with --all every cell) and the count met, by the fraction alone and
with the real types' cuBLAS ratio as well; with a second CSV, each cell's earlier fraction and
the cells whose verdict changed.
"""
import argparse
import csv

FRACTION = {4: (0.5, 0.5), 8: (0.6, 0.6), 16: (0.7, 0.7), 32: (0.8, 0.75)}  # (real, complex)
SPEEDUP = {4: 15.0, 8: 5.0, 16: 2.0, 32: 1.2}  # real types only


FLAGS = ("side", "uplo", "trans", "transa", "transb", "diag")


def load(path):
    """The tiny rows that ran (status ok), keyed by op, dtype, n and flags; one row per key."""
    rows = {}
    for row in csv.DictReader(open(path)):
        if row["family"] != "tiny" or row["status"] != "ok":
            continue
        key = (row["op"], row["dtype"], int(row["n"]), " ".join(f"{f}={row[f]}" for f in FLAGS if row.get(f)))
        if key in rows:
            raise SystemExit(f"{path}: two tiny rows for {key}: pass one run's CSV")
        rows[key] = row
    if not rows:
        raise SystemExit(f"{path}: no tiny row ran (status ok): is it a bench-issues.sh issue10.csv from a GPU?")
    return rows


def target(dtype, n):
    return FRACTION[n][1 if dtype in "cz" else 0]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("run")
    ap.add_argument("before", nargs="?")
    ap.add_argument("--all", action="store_true", help="print every cell, not only the missed ones")
    a = ap.parse_args()
    now = load(a.run)
    before = load(a.before) if a.before else {}
    met = met_both = 0
    print(f"{'op':6} {'dt':2} {'n':>3} {'frac':>6} {'target':>6} {'x cuBLAS':>8}  verdict" + ("  before" if before else ""))
    for key in sorted(now, key=lambda k: (k[2], k[0], k[1], k[3])):
        op, dt, n, flags = key
        row = now[key]
        frac = float(row["frac_floor"])
        x = float(row["vs_cublas"]) if row["vs_cublas"] else float("nan")
        ok = frac >= target(dt, n)
        ok_both = ok and (dt in "cz" or x >= SPEEDUP[n])
        met += ok
        met_both += ok_both
        was = ""
        if key in before:
            f0 = float(before[key]["frac_floor"])
            was = f"  {f0:.3f}" + ("  (verdict changed)" if (f0 >= target(dt, n)) != ok else "")
        if a.all or not ok or "changed" in was:
            verdict = "met" if ok else "missed"
            if ok and not ok_both:
                verdict = "met (fraction), cuBLAS ratio missed"
            print(f"{op:6} {dt:2} {n:3} {frac:6.3f} {target(dt, n):6.2f} {x:8.2f}  {verdict}{was}" + (f"  [{flags}]" if flags else ""))
    print(f"met by the fraction: {met} of {len(now)}; with the real types' cuBLAS ratio too: {met_both}")


if __name__ == "__main__":
    main()
