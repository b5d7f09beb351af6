#!/usr/bin/env python3
# Model of side_tiles.cu's crossing-chunk staging: stage_cross (per-element masks) against
# stage_cross_walk (the edges computed once). For every shared slot: which pass writes it and
# what (its source element or zero). The walk reads a Unit diagonal element, where stage_cross
# stages a zero; fix_tri overwrites both with 1. Run: python3 walk_model.py (prints "ok N").
import itertools
def old(BT,BK,NTS,rows,mirror_pass,has_mirror,unit,pl,d0,imax,lmax):
    out={}
    for tid in range(NTS):
        it_n=BT*BK//NTS
        if rows: i,l,di,dl=tid%BT,tid//BT,0,NTS//BT
        else: l,i,di,dl=tid%BK,tid//BK,NTS//BK,0
        for it in range(it_n):
            valid=i<imax and l<lmax
            inn = (i+d0>=l) if pl else (i+d0<=l)
            if mirror_pass: write=ok=valid and not inn
            else:
                write=(not valid) or inn or (not has_mirror)
                ok=valid and inn and not (unit and i+d0==l)
            if write:
                key=(i,l); assert key not in out
                out[key]=('src',i,l) if ok else 'zero'
            i+=di; l+=dl
    return out
def walk(BT,BK,NTS,rows,mirror_pass,has_mirror,pl,d0,imax,lmax):
    """stage_cross_walk (side_tiles.cu): edges computed once, one loop for every lane."""
    out={}
    ITERS=BT*BK//NTS; DW=NTS//BT if rows else NTS//BK
    for tid in range(NTS):
        i= tid%BT if rows else tid//BK; l= tid//BT if rows else tid%BK
        w0= l if rows else i
        def below(lim):
            c=0 if lim<=w0 else (lim-w0+DW-1)//DW
            return min(c,ITERS)
        nv= below(lmax if rows else imax) if (i<imax if rows else l<lmax) else 0
        in_first = rows==pl
        cut = below((i+d0+1 if pl else i+d0) if rows else (l-d0 if pl else l-d0+1))
        want_first = mirror_pass != in_first
        fill = not mirror_pass; fill_other = (not mirror_pass) and not has_mirror
        for it in range(ITERS):
            valid = it<nv; mine = (it<cut)==want_first
            ok = valid and mine
            write = ok or (fill_other if valid else fill)
            if write:
                k=(i,l+it*DW) if rows else (i+it*DW,l)
                assert k not in out; out[k]=('src',)+k if ok else 'zero'
    return out

n=0
# every (BT, BK, threads) of the side_tiles instances: BT 32 or 64 (64 or 128 threads), BK by type;
# session 33 added the 32 x 128 / 128 x 32 tiles' (32, BK, 128)
for BT,BK,NTS in [(32,32,64),(64,32,64),(64,32,128),(32,16,64),(64,16,64),(64,16,128),(32,8,64),(64,8,64),(64,8,128),
                  (32,32,128),(32,16,128),(32,8,128)]:
  for rows,mp,hm,unit,pl in itertools.product([0,1],[0,1],[0,1],[0,1],[0,1]):
    if mp and not hm: continue
    if hm and unit: continue
    for d0 in range(-BT,BK+1):
      r_lo,r_hi,l_lo,l_hi=d0,d0+BT-1,0,BK-1
      if (r_lo>l_hi if pl else r_hi<l_lo) or (r_hi<l_lo if pl else r_lo>l_hi): continue  # not crossing
      for imax in sorted({1,3,BT//2+1,BT-1,BT}):
        for lmax in sorted({1,5,BK-1,BK}):
          a=old(BT,BK,NTS,rows,mp,hm,unit,pl,d0,imax,lmax)
          b=walk(BT,BK,NTS,rows,mp,hm,pl,d0,imax,lmax)
          if unit:  # the walk reads the Unit diagonal
            for k,v in a.items():
              if v=='zero' and k[0]+d0==k[1] and k[0]<imax and k[1]<lmax: a[k]=('src',)+k
          assert a==b,(BT,BK,NTS,rows,mp,hm,unit,pl,d0,imax,lmax)
          n+=1
print("ok",n)
