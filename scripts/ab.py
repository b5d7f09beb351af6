#!/usr/bin/env python3
"""A/B of one family between knob settings: DIR holds vV-ROUND.csv (batchlas-bench CSVs, the same
binary, variants V and rounds interleaved). Per (op, dtype, side, uplo, trans, n, k, m, batch, ld_pad: the
padding batchlas-bench --ld-pad names in the note): each variant's fraction
of the floor and speed-up over cuBLAS (its own run's cublas row) per round, and the ratio of
median times of each variant over the first.
  ab.py DIR FAMILY vA vB [...]"""
import collections, csv, glob, os, re, statistics, sys

d, fam, vs = sys.argv[1], sys.argv[2], sys.argv[3:]
us = collections.defaultdict(lambda: collections.defaultdict(list))
fr = collections.defaultdict(lambda: collections.defaultdict(list))
vc = collections.defaultdict(lambda: collections.defaultdict(list))
for f in sorted(glob.glob(os.path.join(d, "v*-*.csv"))):
    v = os.path.basename(f)[:-4].split("-")[0]
    if v not in vs:
        continue
    for row in csv.DictReader(open(f)):
        if row["status"] == "ok" and row["family"] == fam:
            # The batch too: one run may time a shape at several batch counts (session 53's
            # reviewer found batch 64 and saturating rows pooled into one median).
            # The padding (--ld-pad) too, which the bench names in the note.
            pad = re.search(r"ld = rows \+ (\d+)", row.get("note") or "")
            key = (row["op"], row["dtype"], row.get("side", ""), row["uplo"], row["trans"], int(row["n"] or 0), int(row["k"] or 0), int(row["m"] or 0), int(row.get("batch") or 0), int(pad.group(1)) if pad else 0)
            us[key][v].append(float(row["median_us"]))
            fr[key][v].append(float(row["frac_floor"]) if row["frac_floor"] else float("nan"))
            vc[key][v].append(float(row["vs_cublas"]) if row["vs_cublas"] else float("nan"))
print("op dtype side uplo trans n k m batch ld_pad |", " ".join(f"{v}:floor-fraction[vs-cublas]" for v in vs), "|",
      " ".join(f"{v}/{vs[0]}" for v in vs[1:]))
for k in sorted(us):
    med = [statistics.median(us[k][v]) if us[k][v] else None for v in vs]
    cells = " ".join("/".join(f"{x:.3f}[{y:.2f}]" for x, y in zip(fr[k][v], vc[k][v])) or "-" for v in vs)
    rat = " ".join(f"{med[0] / m:.3f}" if m and med[0] else "-" for m in med[1:])
    print(*k, "|", cells, "|", rat)
