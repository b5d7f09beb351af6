#!/usr/bin/env python3
"""Session 30, call 3: the A/B variant (BATCHLAS_AB_PIECES 0-3) with the best geometric mean of
speed-up over cuBLAS per type (c: complex<float> m = 32 / 24 cells, z: complex<double> m = 16),
over symm, hemm and trmm (trmm runs only 0 and 1; 1 stands for 2 and 3). Prints "c V" and "z V".
  choose.py DIR"""
import collections, csv, glob, math, os, sys

d = sys.argv[1]
cells = collections.defaultdict(lambda: collections.defaultdict(list))  # (type, op, shape) -> v -> ratios
for f in glob.glob(os.path.join(d, "*-v*-*-*.csv")):
    op, v, shape, _ = os.path.basename(f)[:-4].split("-")
    for row in csv.DictReader(open(f)):
        if row["status"] == "ok" and row["family"] != "cublas":
            cells[(shape[-1], op, shape, row.get("uplo", ""), row.get("trans", ""))][int(v[1:])].append(float(row["vs_cublas"]))
for ty in "cz":
    score = {}
    for v in range(4):
        logs = []
        for k, byv in cells.items():
            if k[0] != ty:
                continue
            xs = byv.get(v) or (byv.get(1) if k[1] == "trmm" and v >= 2 else None)
            if not xs:  # a variant missing a cell is not scored
                logs = None
                break
            xs = sorted(xs)
            logs.append(math.log(xs[len(xs) // 2]))
        if logs:
            score[v] = math.exp(sum(logs) / len(logs))
    best = max(score, key=score.get) if score else 1
    print(" ".join(f"{ty}{v}={s:.3f}" for v, s in sorted(score.items())), file=sys.stderr)
    print(ty, best)
