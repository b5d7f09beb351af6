import csv,sys
# usage: cmp.py dir name1 name2 ... : frac_floor of family packed per (op,dtype,n)
dirn=sys.argv[1]; names=sys.argv[2:]
def load(name):
    d={}
    for part in ('real','cplx'):
        try: rows=list(csv.DictReader(open(f'{dirn}/{name}-{part}.csv')))
        except FileNotFoundError: continue
        for r in rows:
            if r['kind']=='reference' or r['status']!='ok': continue
            d[(r['op'],r['dtype'],int(r['n']),r['family'])]=float(r['frac_floor'])
    return d
ds=[load(n) for n in names]
keys=sorted(set().union(*ds), key=lambda k:(k[0],k[1],k[3],k[2]))
print('op dtype fam n ' + ' '.join(names) + '  ratio(last/first)')
for k in keys:
    v=[d.get(k) for d in ds]
    s=' '.join(f'{x:.3f}' if x is not None else '  -  ' for x in v)
    r = v[-1]/v[0] if v[0] and v[-1] else 0
    print(*k, s, f'{r:.2f}x')
