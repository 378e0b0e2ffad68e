package exec

import (
	"math/bits"

	"github.com/gcndbg/gcndbg/isa"
)

// Fast paths of memory instructions: when every active lane's address
// falls in one allocation (a kernel reading or writing its buffer
// arguments, or its workgroup's LDS), the range is checked once per
// instruction instead of once per lane, and then
//   - lanes at consecutive dwords (lane l at first + 4l, every lane
//     active: the commonest access of all) move as one copy;
//   - other dword-aligned lanes gather or scatter without a bounds check
//     per lane (fast_memory_le.go);
//   - misaligned lanes go through le32/put32 one by one.
// Anything else (lanes spread over allocations, an access out of bounds, a
// store to read-only memory) declines before touching memory or registers,
// and the per-lane path does the work and reports the faults.

// laneAddrs are the addresses of a dword access's active lanes and what the
// fast paths need to know of them.
type laneAddrs struct {
	addrs  [64]uint64
	lo, hi uint64 // lowest and highest address of an active lane
	// first is lane 0's address; stray has a bit set where some lane's
	// address differs from first + 4*lane (zero: consecutive dwords).
	first, stray uint64
	odd          uint64 // the OR of the addresses: low bits set when misaligned
}

// start prepares s for the lanes of exec, lane 0's address being first.
func (s *laneAddrs) start(exec, first uint64) {
	s.lo, s.hi, s.first, s.stray, s.odd = ^uint64(0), 0, first, 0, 0
	if fullLanes(exec) == 0 {
		s.stray = 1 // a partial wave must not touch its inactive lanes' dwords
	}
}

// set records lane l's address a.
func (s *laneAddrs) set(l int, a uint64) {
	s.addrs[l] = a
	s.lo, s.hi = min(s.lo, a), max(s.hi, a)
	s.stray |= a ^ (s.first + 4*uint64(l))
	s.odd |= a
}

// accessDwords loads (or stores) one dword per lane of exec at s's
// addresses in mem, which starts at address base and holds all of them
// (the caller checked [s.lo, s.hi+4)). Lanes are visited in ascending order,
// as the per-lane path does, so the highest lane wins among stores to one
// address.
func accessDwords(mem []byte, base, exec uint64, s *laneAddrs, data []uint32, store bool) {
	data = data[:64]
	switch {
	case s.stray == 0:
		// start left stray zero only for lanes 0..n-1 all active.
		n := uint64(fullLanes(exec))
		at := s.first - base
		b := mem[at : at+4*n]
		if store {
			storeLanes(b, data[:n])
		} else {
			loadLanes(data[:n], b)
		}
	case s.odd&3 == 0 && base&3 == 0 && hostAligned(mem):
		if store {
			scatterDwords(data, mem[s.lo-base:s.hi-base+4], s.lo, exec, &s.addrs)
		} else {
			gatherDwords(data, mem[s.lo-base:s.hi-base+4], s.lo, exec, &s.addrs)
		}
	case store:
		for m := exec; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			put32(mem[s.addrs[l]-base:], data[l])
		}
	default:
		for m := exec; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			data[l] = le32(mem[s.addrs[l]-base:])
		}
	}
}

// spanOf returns the allocation holding every byte of [lo, hi+n), or nil.
func (c *Accessor) spanOf(lo, hi, n uint64, write bool) *Allocation {
	if hi+n < hi || lo > hi {
		return nil
	}
	a := c.last
	if a == nil || lo < a.Base || hi+n > a.End() {
		if a = c.find(lo); a == nil || hi+n > a.End() {
			return nil
		}
	}
	if write && a.ReadOnly {
		return nil
	}
	return a
}

// dwordsInOneAllocation loads (or stores) one dword per active lane at
// addrs when all of them lie in one allocation; it reports whether it did.
func dwordsInOneAllocation(c *Accessor, exec uint64, addrs *[64]uint64, data []uint32, store bool) bool {
	if exec == 0 || fastPathsOff {
		return false
	}
	var s laneAddrs
	s.start(exec, addrs[0])
	if n := fullLanes(exec); n != 0 {
		for l, a := range addrs[:n] {
			s.set(l, a)
		}
	} else {
		for m := exec; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			s.set(l, addrs[l])
		}
	}
	al := c.spanOf(s.lo, s.hi, 4, store)
	if al == nil {
		return false
	}
	accessDwords(al.Data, al.Base, exec, &s, data, store)
	return true
}

// globalDwordAllLanes is flatDword for a GLOBAL dword access with a 64-bit
// VGPR address (saddr off) and every lane of a wave64 or a wave32 active
// (EXEC = lanes 0..n-1, n = 64 or 32), computing the addresses and their
// range in one pass. It reports whether it did the access.
func globalDwordAllLanes(w *Wave, d *instr, store bool) bool {
	n := fullLanes(w.EXEC)
	if fastPathsOff || n == 0 || d.flat != flatGlobal || d.sad.kind != isa.KindNone || d.vaddr.kind != isa.KindVGPR {
		return false
	}
	lo, hi := w.vdstLanes(&d.vaddr, 0)[:n], w.vdstLanes(&d.vaddr, 1)[:n]
	off := uint64(d.offset)
	var data []uint32
	if store {
		data = w.vdstLanes(&d.vdata, 0)
	} else {
		data = w.vdstLanes(&d.vdst, 0)
	}
	// Consecutive dwords first, without recording addresses: same high
	// halves, low halves stepping by 4 without a carry.
	// Lanes 1 and n-1 tell a gather at once.
	last := uint32(n - 1)
	lo0, hi0 := lo[0], hi[0]
	stray := lo[1] ^ (lo0 + 4) | lo[last] ^ (lo0 + 4*last) | hi[last] ^ hi0
	if stray == 0 {
		for l := range lo {
			stray |= hi[l] ^ hi0 | lo[l] ^ (lo0 + 4*uint32(l))
		}
	}
	if stray == 0 && lo0 <= ^uint32(0)-4*last {
		first := (uint64(hi0)<<32 | uint64(lo0)) + off
		s := laneAddrs{first: first, lo: first, hi: first + 4*uint64(last)}
		if al := w.Env.Global().spanOf(s.lo, s.hi, 4, store); al != nil {
			accessDwords(al.Data, al.Base, w.EXEC, &s, data, store)
			return true
		}
		return false
	}
	if gatherInLastAllocation(w.Env.Global(), lo, hi, off, data, store) {
		return true
	}
	var s laneAddrs
	s.start(w.EXEC, (uint64(hi0)<<32|uint64(lo0))+off)
	for l := range lo {
		s.set(l, (uint64(hi[l])<<32|uint64(lo[l]))+off)
	}
	al := w.Env.Global().spanOf(s.lo, s.hi, 4, store)
	if al == nil {
		return false
	}
	accessDwords(al.Data, al.Base, w.EXEC, &s, data, store)
	return true
}

// gatherInLastAllocation is the gather (or scatter) of globalDwordAllLanes
// when every lane's dword lies, aligned, in the allocation holding lane 0's:
// instead of the lanes' lowest and highest address, each lane's offset into
// that allocation is checked against its size, without a branch (the
// borrow of size-4 - offset). lo and hi hold the address halves of lanes
// 0..n-1, all active (n = 64 or 32). It reports whether it did the access;
// when not, nothing was touched.
func gatherInLastAllocation(c *Accessor, lo, hi []uint32, off uint64, data []uint32, store bool) bool {
	n := len(lo)
	hi = hi[:n]
	first := (uint64(hi[0])<<32 | uint64(lo[0])) + off
	al := c.spanOf(first, first, 4, store)
	if al == nil || !hostAligned(al.Data) {
		return false
	}
	base, limit := al.Base, uint64(len(al.Data))-4
	var offs [64]uint64
	var outside, odd uint64
	for l := range lo {
		o := (uint64(hi[l])<<32 | uint64(lo[l])) + off - base
		offs[l] = o
		_, borrow := bits.Sub64(limit, o, 0)
		outside |= borrow
		odd |= o
	}
	if outside != 0 || odd&3 != 0 {
		return false
	}
	exec := allLanes >> (64 - n)
	if store {
		scatterDwords(data, al.Data, 0, exec, &offs)
	} else {
		gatherDwords(data, al.Data, 0, exec, &offs)
	}
	return true
}

// ldsAddrs computes the LDS addresses vaddr + off of the lanes of exec into
// s and reports whether all of them lie with their four bytes in lds.
func ldsAddrs(w *Wave, d *instr, lds *LDS, exec uint64, off int64, s *laneAddrs) bool {
	v := w.vdstLanes(&d.vaddr, 0)[:64]
	o := uint64(off)
	s.start(exec, uint64(v[0])+o)
	if n := fullLanes(exec); n != 0 {
		// Consecutive dwords (lane l at v0 + 4l) need no addresses
		// recorded; lanes 1 and n-1 tell most other layouts at once.
		v := v[:n]
		last := uint32(n - 1)
		v0 := v[0]
		stray := v[1] ^ (v0 + 4) | v[last] ^ (v0 + 4*last)
		if stray == 0 {
			for l, a := range v {
				stray |= a ^ (v0 + 4*uint32(l))
			}
		}
		if stray == 0 && v0 <= ^uint32(0)-4*last {
			s.lo, s.hi = s.first, s.first+4*uint64(last)
			return off >= 0 && s.hi+4 <= uint64(len(lds.Data))
		}
		for l, a := range v {
			s.set(l, uint64(a)+o)
		}
	} else {
		for m := exec; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			s.set(l, uint64(v[l])+o)
		}
	}
	// Addresses are 32-bit plus an offset below 2^18: no wrap-around.
	return off >= 0 && s.hi+4 <= uint64(len(lds.Data))
}

// ldsDwords is the fast path of ds_read_b32 and ds_write_b32: data is vdst
// (a read) or data0 (a write). It reports whether it did the access.
func ldsDwords(w *Wave, d *instr, lds *LDS, data []uint32, store bool) bool {
	if fastPathsOff || w.EXEC == 0 {
		return false
	}
	var s laneAddrs
	if !ldsAddrs(w, d, lds, w.EXEC, d.offset, &s) {
		return false
	}
	accessDwords(lds.Data, 0, w.EXEC, &s, data, store)
	return true
}

// ldsDwordPairs is the fast path of the b32 forms of ds_read2 and
// ds_write2 (element k at vaddr + offk*stride). Every address is computed
// before any register is written (vdst may overlap vaddr). A write2 whose
// two elements' ranges overlap declines: the per-lane path writes lane by
// lane, both elements of one lane before the next lane, and only it gives
// that order's result.
func ldsDwordPairs(w *Wave, d *instr, lds *LDS, stride int64, store bool) bool {
	if fastPathsOff || w.EXEC == 0 {
		return false
	}
	var s0, s1 laneAddrs
	if !ldsAddrs(w, d, lds, w.EXEC, d.offset*stride, &s0) || !ldsAddrs(w, d, lds, w.EXEC, d.offset1*stride, &s1) {
		return false
	}
	if store {
		if s0.lo < s1.hi+4 && s1.lo < s0.hi+4 {
			return false
		}
		accessDwords(lds.Data, 0, w.EXEC, &s0, w.vdstLanes(&d.vdata, 0), true)
		accessDwords(lds.Data, 0, w.EXEC, &s1, w.vdstLanes(&d.data1, 0), true)
		return true
	}
	accessDwords(lds.Data, 0, w.EXEC, &s0, w.vdstLanes(&d.vdst, 0), false)
	accessDwords(lds.Data, 0, w.EXEC, &s1, w.vdstLanes(&d.vdst, 1), false)
	return true
}
