import csv,sys
# usage: tab.py DIR TAG...: frac_floor of {TAG}-real.csv and {TAG}-cplx.csv side by side
d=sys.argv[1]; tags=sys.argv[2:]
def load(tag):
    r={}
    for p in ('real','cplx'):
        for row in csv.DictReader(open(f'{d}/{tag}-{p}.csv')):
            if row['kind']=='reference' or row['status']!='ok': continue
            r[(row['op'],row['dtype'],int(row['n']))]=float(row['frac_floor'])
    return r
ds={t:load(t) for t in tags}
print('op    dt     n '+' '.join(f'{t:>6}' for t in tags))
for k in sorted(ds[tags[0]]):
    print(f'{k[0]:5} {k[1]} {k[2]:5} '+' '.join(f'{ds[t].get(k,0):6.3f}' for t in tags))
