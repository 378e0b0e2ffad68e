package exec

import (
	"math/bits"

	"github.com/gcndbg/gcndbg/isa"
)

// Fast paths of memory instructions: when every active lane's address
// falls in one allocation (a kernel reading or writing its buffer
// arguments), the allocation is found and checked once per instruction
// instead of once per lane. Anything else (lanes spread over allocations,
// an access out of bounds, a store to read-only memory) declines, and the
// per-lane path does the work and reports the faults.

// spanOf returns the allocation holding every byte of [lo, hi+n), or nil.
func (c *Accessor) spanOf(lo, hi, n uint64, write bool) *Allocation {
	if hi+n < hi {
		return nil
	}
	a := c.last
	if a == nil || lo < a.Base || hi+n > a.End() {
		i := c.mem.search(lo)
		if i < 0 {
			return nil
		}
		a = c.mem.allocs[i]
		if hi+n > a.End() {
			return nil
		}
		c.last = a
	}
	if write && a.ReadOnly {
		return nil
	}
	return a
}

// dwordsInOneAllocation loads (or stores) one dword per active lane at
// addrs when all of them lie in one allocation; it reports whether it did.
// Lanes are visited in ascending order, as the per-lane path does, so the
// highest lane wins among stores to one address.
func dwordsInOneAllocation(c *Accessor, exec uint64, addrs *[64]uint64, data []uint32, store bool) bool {
	if exec == 0 || fastPathsOff {
		return false
	}
	lo, hi := ^uint64(0), uint64(0)
	if exec == allLanes {
		for _, a := range addrs {
			lo, hi = min(lo, a), max(hi, a)
		}
	} else {
		for m := exec; m != 0; m &= m - 1 {
			a := addrs[bits.TrailingZeros64(m)]
			lo, hi = min(lo, a), max(hi, a)
		}
	}
	al := c.spanOf(lo, hi, 4, store)
	if al == nil {
		return false
	}
	base, mem := al.Base, al.Data
	data = data[:64]
	switch {
	case exec == allLanes && store:
		for l, a := range addrs {
			put32(mem[a-base:], data[l])
		}
	case exec == allLanes:
		for l, a := range addrs {
			data[l] = le32(mem[a-base:])
		}
	case store:
		for m := exec; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			put32(mem[addrs[l]-base:], data[l])
		}
	default:
		for m := exec; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			data[l] = le32(mem[addrs[l]-base:])
		}
	}
	return true
}

// globalDwordAllLanes is flatDword for a GLOBAL dword access with a 64-bit
// VGPR address (saddr off) and every lane active, computing the addresses
// and their range in one pass. It reports whether it did the access.
func globalDwordAllLanes(w *Wave, d *instr, store bool) bool {
	if fastPathsOff || w.EXEC != allLanes || d.flat != flatGlobal || d.sad.kind != isa.KindNone || d.vaddr.kind != isa.KindVGPR {
		return false
	}
	lo, hi := w.vdstLanes(&d.vaddr, 0)[:64], w.vdstLanes(&d.vaddr, 1)[:64]
	off := uint64(d.offset)
	var addrs [64]uint64
	first, last := ^uint64(0), uint64(0)
	for l := range 64 {
		a := (uint64(hi[l])<<32 | uint64(lo[l])) + off
		addrs[l] = a
		first, last = min(first, a), max(last, a)
	}
	al := w.Env.Global().spanOf(first, last, 4, store)
	if al == nil {
		return false
	}
	base, mem := al.Base, al.Data
	if store {
		data := w.vdstLanes(&d.vdata, 0)[:64]
		for l, a := range addrs {
			put32(mem[a-base:], data[l])
		}
		return true
	}
	data := w.vdstLanes(&d.vdst, 0)[:64]
	for l, a := range addrs {
		data[l] = le32(mem[a-base:])
	}
	return true
}
