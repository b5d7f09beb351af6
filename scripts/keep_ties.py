#!/usr/bin/env python3
"""After `batchlas-tune --merge`: rows whose first family changed only by a tie keep their old
order, so a re-tune moves a route only on a measured difference (session 32: trmm
complex<float> Right m = 32 read triangular 207 us, recursive 210 at the tuner's batch, and
recursive ran 1.12x faster at batch 2048).

  scripts/keep_ties.py OLD.txt NEW.txt NEW.csv [--pct 2]

OLD.txt: the table before the merge (e.g. `git show main:tuned/trmm.sm_90.txt > old.txt`);
NEW.txt, NEW.csv: the merged table and its raw CSV (rewritten in place: NEW.txt only). A row is
restored when its new first family beat the old first by --pct percent or less in NEW.csv's
medians. A `# kept:` line after the last `# merged:` line records how many."""
import argparse
import collections
import csv
import os


def rows(path):
    out = {}
    for line in open(path).read().splitlines():
        if not line.startswith("#") and " : " in line:
            out[line.split(" : ")[0]] = line
    return out


def cell_key(r, keys):
    """The table row key of a CSV row: the key names, in the order the table's rows use them."""
    return " ".join(f"{k}={r['transa' if k == 'trans' and r.get('transa') else k]}" for k in keys)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("csv")
    ap.add_argument("--pct", type=float, default=2.0)
    a = ap.parse_args()
    lines = open(a.new).read().splitlines()
    if not os.path.exists(a.old) or not any(l.startswith("# merged:") for l in lines):
        print(f"{a.new}: not a merge into an existing table; unchanged")
        return
    old = rows(a.old)
    sample = next(l for l in lines if not l.startswith("#") and " : " in l)
    keys = [f.split("=")[0] for f in sample.split(" : ")[0].split()]
    med = collections.defaultdict(dict)
    for r in csv.DictReader(open(a.csv)):
        if r["status"] == "ok" and r["median_us"]:
            med[cell_key(r, keys)][r["family"]] = float(r["median_us"])
    kept, out = 0, []
    for line in lines:
        if not line.startswith("#") and " : " in line:
            k, fams = line.split(" : ")
            if k in old:
                was, now = old[k].split(" : ")[1].split()[0], fams.split()[0]
                m = med.get(k, {})
                if was != now and was in m and now in m and m[was] / m[now] <= 1 + a.pct / 100:
                    line, kept = old[k], kept + 1
        out.append(line)
    last = max(i for i, l in enumerate(out) if l.startswith("# merged:"))
    if last + 1 < len(out) and out[last + 1].startswith("# kept:"):  # run again on the same merge
        kept += int(out.pop(last + 1).split()[2])
    out.insert(last + 1, f"# kept: {kept} rows of the merge above keep the previous order: their re-tuned first "
               f"family beat the previous first by {a.pct:g}% or less in the re-tune's own timing "
               "(scripts/keep_ties.py: a tie does not move a route)")
    open(a.new, "w").write("\n".join(out) + "\n")
    print(f"{a.new}: {kept} rows kept")


if __name__ == "__main__":
    main()
