#!/usr/bin/env python3
"""Per-row speed-up of one batchlas-bench CSV over another (same cases, e.g. two builds or two
knob settings in one call): python3 scripts/lib/speedup.py A.csv B.csv [NAME_A NAME_B].
Prints one line per case present in both, with each side's median time and fraction of the
copy floor (when the bench measured floors) and B's speed-up over A (time A / time B)."""
import csv
import sys

KEYS = ("op", "dtype", "side", "uplo", "trans", "transa", "transb", "diag", "m", "n", "k", "family")


def load(path):
    try:
        with open(path) as f:
            return {tuple(r[k] for k in KEYS): r for r in csv.DictReader(f) if r["status"] == "ok"}
    except OSError:
        return {}


def main():
    a, b = load(sys.argv[1]), load(sys.argv[2])
    na, nb = (sys.argv[3], sys.argv[4]) if len(sys.argv) > 4 else ("a", "b")
    for key, ra in a.items():
        if key not in b:
            continue
        rb = b[key]
        ta, tb = float(ra["median_us"]), float(rb["median_us"])
        frac = lambda r: f" ({r['frac_floor']} of copy)" if r.get("frac_floor") else ""
        print(" ".join(v for v in key if v), f"{na} {ta:.1f} us{frac(ra)}  {nb} {tb:.1f} us{frac(rb)}",
              f" {nb}/{na} speed-up {ta / tb:.2f}")


if __name__ == "__main__":
    main()
