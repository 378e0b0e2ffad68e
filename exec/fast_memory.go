package exec

import "math/bits"

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
