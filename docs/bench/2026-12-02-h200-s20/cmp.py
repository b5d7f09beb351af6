import csv,sys
# usage: cmp.py dir prefix tag1 tag2 ... : frac_floor per (op,dtype,trans,n,family) from dir/prefix-tag.csv
dirn, prefix, tags = sys.argv[1], sys.argv[2], sys.argv[3:]
def load(tag):
    d={}
    for r in csv.DictReader(open(f'{dirn}/{prefix}-{tag}.csv')):
        if r['kind']=='reference' or r['status']!='ok': continue
        d[(r['op'],r['dtype'],r.get('trans',''),int(r['n']),r['family'])]=float(r['frac_floor'])
    return d
ds=[load(t) for t in tags]
keys=sorted(set().union(*ds), key=lambda k:(k[0],k[1],k[2],k[4],k[3]))
print('op dtype trans n family ' + ' '.join(tags) + '  last/first')
for k in keys:
    v=[d.get(k) for d in ds]
    s=' '.join(f'{x:.3f}' if x is not None else '  -  ' for x in v)
    r = v[-1]/v[0] if v[0] and v[-1] else 0
    print(k[0],k[1],k[2],k[3],k[4], s, f'{r:.2f}x')
