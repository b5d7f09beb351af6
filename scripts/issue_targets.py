#!/usr/bin/env python3
"""Issues 5, 6 and 7's targets, cell by cell, from bench-issues.sh CSVs (ONLY="5" / "6" / "7").
Issue 10 has its own script (issue10_targets.py).

  scripts/issue_targets.py 5 RUN/l2-families.csv RUN/issue5.csv
  scripts/issue_targets.py 6 RUN/issue6.csv
  scripts/issue_targets.py 7 RUN/issue7*.csv        (several CSVs: one run split by shape)

Issue 5 (Level 2; fraction of the D2D copy bandwidth on the minimum bytes, frac_floor, the
stored triangle only for symv, hemv, trmv and the rank updates; the best of the `native`,
`packed` and (rank updates) `stream` families): 272 cells, every op x precision x n = 8, 16, 32, 64, 128, 256, 512, 1024
(gemv and trmv for trans N and T):

  op                              n >= 64  n = 32  n = 8, 16
  gemv                            0.90     0.80    0.60
  ger, gerc                       0.85     0.75    0.55
  symv, hemv, trmv                0.85     0.70    0.50
  syr, her, syr2, her2            0.85     0.70    0.50

The triangle operations count uplo = L rows (bench-issues.sh measures those). A cell whose op,
precision and n are in the CSV but where neither family ran counts as missed; cells absent from
the CSVs are not counted (pass all of one run's CSVs for the whole issue).

Issues 6 and 7: every family beside cuBLAS's strided-batched GEMM of the same product in the
same run; a cell where no family has a speed-up (the reference failed) is missed.

A cell's value is the fastest batchlas family's speed-up over cuBLAS (the CSV's vs_cublas), the
`auto` route and the `cublas` reference rows aside; the route's own speed-up is printed beside it.

Issue 6 ("Targets on the H200"; A is k x n, C n x n): syrk with trans T for float, double,
complex<float> and herk with trans C for complex<float> at gram n = 32 / 64 / 128 and triangular
n = 512 / 1024, syr2k (her2k) at n = 512 against two GEMMs. A complex cell is met when both the
symmetric and the Hermitian op meet it.

  shape                     float  double  complex
  n=32,  k=256,  b=2048     3.0    1.5     2.0
  n=64,  k=1024, b=1024     2.0    1.3     1.6
  n=128, k=1024, b=512      1.5    1.5     1.4
  n=512, k=512,  b=512      1.6    1.6     1.5
  n=1024,k=1024, b=64       1.6    1.6     1.5
  syr2k n=512, k=512, b=512 1.7    1.7     1.6

Issue 7: trmm (Left and Right; float, double: first column; complex<float>: second) and symm
(float, double) / hemm (complex<float>) at m x n = 32 x 256 (batch 2048), 128 x 512 (1024),
256 x 256 (512), 1024 x 1024 (32):

  shape        trmm s, d  trmm c  symm / hemm
  m=32         1.1        1.0     1.0
  m=128        1.2        1.1     1.0
  m=256        1.3        1.2     1.0
  m=1024       1.5        1.4     1.0

plus, for symm / hemm, the native family (`direct`) itself at >= 1.0x cuBLAS and >= 1.15x the
`expand` route, and >= 10x the per-item `vendor` loop where batch >= 512 (a loop row the bench
screened and scaled counts). trmm must never be slower than `expand`: each trmm cell says so
where its fastest native family is.
"""
import argparse
import collections
import csv

ASIDE = ("auto", "cublas")
I5 = {"gemv": (0.90, 0.80, 0.60), "ger": (0.85, 0.75, 0.55), "gerc": (0.85, 0.75, 0.55)}
for _op in ("symv", "hemv", "trmv", "syr", "her", "syr2", "her2"):
    I5[_op] = (0.85, 0.70, 0.50)
I5_FAMILIES = ("native", "packed", "stream")
I6 = {  # (op, n, k, batch) -> (float, double, complex) targets
    ("syrk", 32, 256, 2048): (3.0, 1.5, 2.0),
    ("syrk", 64, 1024, 1024): (2.0, 1.3, 1.6),
    ("syrk", 128, 1024, 512): (1.5, 1.5, 1.4),
    ("syrk", 512, 512, 512): (1.6, 1.6, 1.5),
    ("syrk", 1024, 1024, 64): (1.6, 1.6, 1.5),
    ("syr2k", 512, 512, 512): (1.7, 1.7, 1.6),
}
HERM = {"syrk": "herk", "syr2k": "her2k"}
I7 = {32: (1.1, 1.0, 1.0), 128: (1.2, 1.1, 1.0), 256: (1.3, 1.2, 1.0), 1024: (1.5, 1.4, 1.0)}
I7_SHAPE = {32: (256, 2048), 128: (512, 1024), 256: (256, 512), 1024: (1024, 32)}  # m -> (n, batch)
NATIVE7 = {"trmm": "triangular", "symm": "direct", "hemm": "direct"}


def rows_of(paths):
    """Every row that ran (status ok) or was screened and scaled from a small batch (status
    scaled: counted only for issue 7's vendor-loop condition), grouped by case: op, dtype, flags
    and extents."""
    cases = collections.defaultdict(dict)
    for path in paths:
        for row in csv.DictReader(open(path)):
            if row["status"] not in ("ok", "scaled"):
                continue
            key = (row["op"], row["dtype"], row["side"], row["uplo"], row["trans"], row["diag"],
                   int(row["m"] or 0), int(row["n"]), int(row["k"] or 0), int(row["batch"]))
            if row["family"] in cases[key]:
                raise SystemExit(f"{path}: two {row['family']} rows for {key}: pass one run's CSVs")
            cases[key][row["family"]] = row
    return cases


def ran(r):
    return r is not None and r["status"] == "ok"


def best(fams):
    """The fastest family that ran but the route and the reference: (name, speed-up over
    cuBLAS); ("-", nan) when none has a speed-up (the reference failed: the cell is missed)."""
    timed = [(float(r["vs_cublas"]), f) for f, r in fams.items() if f not in ASIDE and ran(r) and r["vs_cublas"]]
    if not timed:
        return "-", float("nan")
    x, f = max(timed)
    return f, x


def auto_x(fams):
    r = fams.get("auto")
    return float(r["vs_cublas"]) if ran(r) and r["vs_cublas"] else float("nan")


def issue5(cases):
    met = collections.Counter()
    total = collections.Counter()
    print(f"{'op':5} {'dt':2} {'trans':5} {'n':>5} {'frac':>6} {'family':7} {'target':>6}  verdict")
    for key in sorted(cases, key=lambda k: (k[0], k[1], k[4], k[7])):
        op, dt, side, uplo, trans, diag, m, n, k, batch = key
        if op not in I5 or n not in (8, 16, 32, 64, 128, 256, 512, 1024):
            continue
        if (m and m != n) or (op in ("symv", "hemv", "trmv", "syr", "her", "syr2", "her2") and uplo not in ("", "L")):
            continue
        fams = {f: r for f, r in cases[key].items() if f in I5_FAMILIES and ran(r) and r["frac_floor"]}
        fam = max(fams, key=lambda f: float(fams[f]["frac_floor"])) if fams else "-"
        frac = float(fams[fam]["frac_floor"]) if fams else float("nan")  # none ran: missed
        t = I5[op][0 if n >= 64 else 1 if n == 32 else 2]
        ok = frac >= t
        group = "gemv" if op == "gemv" else "ger/gerc" if op in ("ger", "gerc") else \
            "symv/hemv/trmv" if op in ("symv", "hemv", "trmv") else "rank updates"
        met[group] += ok
        total[group] += 1
        print(f"{op:5} {dt:2} {trans:5} {n:5} {frac:6.3f} {fam:7} {t:6.2f}  {'met' if ok else 'missed'}")
    for g in total:
        print(f"issue 5 {g}: {met[g]} of {total[g]} cells met")
    print(f"issue 5: {sum(met.values())} of {sum(total.values())} cells met")


def issue6(cases):
    met = total = 0
    print(f"{'shape':28} {'dtype':5} {'best':>6} {'family':18} {'auto':>6} {'target':>6}  verdict")
    for (op, n, k, batch), targets in I6.items():
        for col, dt in enumerate("sdc"):
            ops = [op] + ([HERM[op]] if dt == "c" else [])
            ok_all, seen = True, False
            for o in ops:
                trans = "C" if o in ("herk", "her2k") else "T"
                found = [f for key, f in cases.items()
                         if key[0] == o and key[1] == dt and key[4] == trans and (key[7], key[8], key[9]) == (n, k, batch)]
                if not found:
                    print(f"{o} {dt} n={n} k={k} batch={batch}: not in the CSV")
                    ok_all = False
                    continue
                seen = True
                fam, x = best(found[0])
                ok = x >= targets[col]
                ok_all = ok_all and ok
                print(f"{o + f' n={n} k={k} b={batch}':28} {dt:5} {x:6.2f} {fam:18} {auto_x(found[0]):6.2f} "
                      f"{targets[col]:6.1f}  {'met' if ok else 'missed'}")
            total += 1
            met += seen and ok_all
    print(f"issue 6: {met} of {total} cells met (a complex cell needs both ops)")


def issue7(cases):
    met = {"trmm": 0, "symm/hemm": 0}
    total = {"trmm": 0, "symm/hemm": 0}
    print(f"{'op':5} {'dt':2} {'side':4} {'m':>5} {'best':>6} {'family':12} {'auto':>6} {'target':>6}  verdict")
    for key in sorted(cases, key=lambda k: (k[0], k[6], k[1], k[2])):
        op, dt, side, uplo, trans, diag, m, n, k, batch = key
        if op not in NATIVE7 or m not in I7 or (n, batch) != I7_SHAPE[m]:
            continue
        fams = cases[key]
        fam, x = best(fams)
        t = I7[m][2] if op != "trmm" else I7[m][1 if dt in "cz" else 0]
        native = fams.get(NATIVE7[op]) if ran(fams.get(NATIVE7[op])) else None
        nx = float(native["vs_cublas"]) if native and native["vs_cublas"] else float("nan")
        exp = fams.get("expand") if ran(fams.get("expand")) else None
        ex = float(exp["vs_cublas"]) if exp and exp["vs_cublas"] else float("nan")
        notes = []
        if op == "trmm":
            ok = x >= t
            group = "trmm"
            if exp and native and nx < ex:
                notes.append(f"{NATIVE7[op]} {nx:.2f} slower than expand {ex:.2f}")
        else:
            group = "symm/hemm"
            vend = fams.get("vendor")
            vx = float(native["median_us"]) and float(vend["median_us"]) / float(native["median_us"]) if vend and native else float("nan")
            ok = nx >= t and (not exp or nx >= 1.15 * ex) and (batch < 512 or not vend or vx >= 10)
            notes.append(f"direct {nx:.2f}, expand {ex:.2f}" + (f", x vendor loop {vx:.1f}" if vend else ""))
        met[group] += ok
        total[group] += 1
        print(f"{op:5} {dt:2} {side:4} {m:5} {x:6.2f} {fam:12} {auto_x(fams):6.2f} {t:6.1f}  "
              f"{'met' if ok else 'missed'}" + (f"  [{'; '.join(notes)}]" if notes else ""))
    for g in met:
        print(f"issue 7 {g}: {met[g]} of {total[g]} cells met")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("issue", choices=["5", "6", "7"])
    ap.add_argument("csv", nargs="+")
    a = ap.parse_args()
    cases = rows_of(a.csv)
    if not cases:
        raise SystemExit("no row ran (status ok): are these bench-issues.sh CSVs from a GPU?")
    {"5": issue5, "6": issue6, "7": issue7}[a.issue](cases)


if __name__ == "__main__":
    main()
