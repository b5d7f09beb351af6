#!/usr/bin/env python3
"""Per-row speed-up of one batchlas-bench CSV over another (same cases, e.g. two builds or two
knob settings in one call): python3 scripts/lib/speedup.py A.csv B.csv [NAME_A NAME_B].
Prints one line per case present in both, with each side's median time and fraction of the
copy floor (when the bench measured floors) and B's speed-up over A (time A / time B). A
missing file counts as empty; a row cut short (a bench stopped mid-write) is skipped."""
import csv
import sys

KEYS = ("op", "dtype", "side", "uplo", "trans", "transa", "transb", "diag", "m", "n", "k", "batch",
        "family")


def load(path):
    rows = {}
    try:
        with open(path) as f:
            for r in csv.DictReader(f):
                if None in r.values() or r.get("status") != "ok":
                    continue  # short row, or a case that did not run
                try:
                    float(r["median_us"])
                    key = tuple(r[k] for k in KEYS)
                except (KeyError, ValueError):
                    continue
                rows[key] = r
    except OSError:
        pass
    return rows


def main():
    if len(sys.argv) not in (3, 5):
        sys.exit("usage: speedup.py A.csv B.csv [NAME_A NAME_B]")
    a, b = load(sys.argv[1]), load(sys.argv[2])
    na, nb = (sys.argv[3], sys.argv[4]) if len(sys.argv) == 5 else ("a", "b")
    frac = lambda r: f" ({r['frac_floor']} of copy)" if r.get("frac_floor") else ""
    for key, ra in a.items():
        if key not in b:
            continue
        rb = b[key]
        ta, tb = float(ra["median_us"]), float(rb["median_us"])
        print(" ".join(v for v in key if v), f"{na} {ta:.1f} us{frac(ra)}  {nb} {tb:.1f} us{frac(rb)}",
              f" {nb}/{na} speed-up {ta / tb:.2f}")


if __name__ == "__main__":
    main()
