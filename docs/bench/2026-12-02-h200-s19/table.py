import csv,sys
# usage: table.py CSV... : issue 5's rows (best native/packed family per cell), met count
tg={8:0.5,16:0.5,32:0.7}
rows={}
for f in sys.argv[1:]:
  for r in csv.DictReader(open(f)):
    if r['kind']=='reference' or r['status']!='ok': continue
    k=(r['op'],r['dtype'],r['trans']); n=int(r['n'])
    rows.setdefault(k,{})[n]=max(rows.get(k,{}).get(n,0),float(r['frac_floor']))
tot=met=0
for k,v in sorted(rows.items()):
  cells=[];m=0
  for n in [8,16,32,64,128,256,512,1024]:
    x=v.get(n); t=tg.get(n,0.85); ok=x is not None and x>=t; m+=ok
    cells.append(f"{x:.2f}{' ✓' if ok else ''}" if x else '-')
  tot+=8;met+=m
  print(f"| {k[0]} | {k[1]} | {k[2] or '-'} | "+" | ".join(cells)+f" | {m}/8 |")
print(met,'of',tot)
