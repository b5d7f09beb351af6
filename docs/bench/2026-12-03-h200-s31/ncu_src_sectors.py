import csv,sys
f=sys.argv[1]
lines=open(f).read().splitlines()
i=[k for k,l in enumerate(lines) if l.startswith('"Address"')][0]
rows=list(csv.DictReader(lines[i:]))
tot=sum(int(r["Warp Stall Sampling (All Samples)"] or 0) for r in rows)
ex=sum(int(r["L2 Theoretical Sectors Global Excessive"] or 0) for r in rows)
print(f, "instr",len(rows),"samples",tot,"excess sectors",ex, "sectors", sum(int(r["L2 Theoretical Sectors Global"] or 0) for r in rows))
for r in rows:
    e=int(r["L2 Theoretical Sectors Global Excessive"] or 0); s=int(r["L2 Theoretical Sectors Global"] or 0)
    if s>0: print(" ", r["Address"][-4:], r["Source"].strip()[:60], "exec",r["Instructions Executed"],"sect",s,"ideal",r["L2 Theoretical Sectors Global Ideal"],"excess",e, "thr", r["Avg. Predicated-On Threads Executed"])
