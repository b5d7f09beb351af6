# Shared-memory wavefronts of rank_warp's column loads at n = 32 (9 warps x 32 lanes, 36 tiles per item).
import collections
def tiles(lower=True, NB=8):
    out=[]
    for j in range(NB):
        rng = range(j, NB) if lower else range(0, j+1)
        for i in rng: out.append((i,j))
    return out
def run(sizeofD, swz, lower=True):
    CU = 32*sizeofD//16; U = max(1, 4*sizeofD//16); PI = 64 + 1
    T = tiles(lower); total=0; ideal=0
    for warp in range(9):
        lanes = range(32*warp, 32*warp+32)
        for which in ('i','j'):
            for q in range(U):
                # units read by each lane for this instruction (column l = 0)
                units=[]
                for t in lanes:
                    gi, ti = divmod(t, 36); bi, bj = T[ti]
                    b = bi if which=='i' else bj
                    r = b*U + q if U>1 else b   # float: one unit holds 4 rows
                    if swz: r = (b*U) + (q ^ (((b*U) >> 3) & 3)) if U>1 else r
                    units.append(gi*PI + r)
                for ph in range(4):   # 16-byte loads: 4 phases of 8 lanes
                    us = set(units[8*ph:8*ph+8])
                    groups = collections.Counter(u % 8 for u in us)
                    total += max(groups.values()); ideal += 1
    return total/ideal
for name, sz in (('float',4),('double',8),('complex<double>',16)):
    print(name, 'wavefronts per phase, plain %.2f swizzled %.2f' % (run(sz, False), run(sz, True)), ' upper: %.2f %.2f' % (run(sz,False,False), run(sz,True,False)))
