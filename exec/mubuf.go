package exec

import (
	"math/bits"
	"strings"

	"github.com/gcndbg/gcndbg/isa"
)

// Untyped buffer loads and stores (MUBUF) through a buffer resource (V#).
// Each lane's address comes from BufferResource.Address, dword by dword;
// out-of-range dwords read 0 and are not written. An in-range address
// must still lie in an allocation; inside the scratch backing it must be
// the lane's own private memory.

func init() {
	m := map[isa.Op]semFn{}
	for op, mop := range plainMemOps(isa.SegBuffer) {
		m[op] = bufferMem(mop)
	}
	register(m)
}

// bufferAddressing says which VGPRs a MUBUF encoding reads: offen, idxen or
// both (LLVM's _OFFEN/_IDXEN/_BOTHEN records).
func bufferAddressing(e *isa.Encoding) (offen, idxen bool) {
	n := e.Name
	switch {
	case strings.Contains(n, "_BOTHEN"):
		return true, true
	case strings.Contains(n, "_OFFEN"):
		return true, false
	case strings.Contains(n, "_IDXEN"):
		return false, true
	}
	return false, false
}

func bufferMem(op memOp) semFn {
	return func(w *Wave, d *instr) error {
		r, offen, idxen, soff := bufferSetup(w, d)
		var fault *laneError
		var buf, gotBuf [16]byte
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			a := bufferLane(w, d, l, offen, idxen, soff)
			var data, got []byte
			if op.store {
				data = op.storeLane(w, &d.vdata, l, &buf)
			} else {
				got = gotBuf[:op.bytes]
				clear(got)
			}
			var err error
			for at, n := uint32(0), uint32(0); at < op.bytes && err == nil; at += n {
				n = r.Chunk(a, at, op.bytes-at)
				addr, in := r.Address(a, at)
				if !in {
					continue // loads read 0, stores are dropped
				}
				err = bufferAccess(w, l, addr, n, op.store, func(b []byte) {
					if op.store {
						copy(b, data[at:at+n])
					} else {
						copy(got[at:], b)
					}
				})
			}
			if err == nil && !op.store {
				op.loadLane(w, &d.vdata, l, got) // MUBUF loads name their destination vdata
			}
			if err != nil {
				laneFault(&fault, l, err)
			}
		}
		if fault != nil {
			return fault
		}
		return nil
	}
}

// bufferAccess reaches n bytes at addr for lane l, checking that an
// address in the scratch backing is the lane's own private memory.
func bufferAccess(w *Wave, l int, addr uint64, n uint32, write bool, fn func(b []byte)) error {
	s := w.Env.Scratch()
	if s.Alloc != nil && addr >= s.Alloc.Base && addr < s.Alloc.End() {
		base := s.SlotBase(w.Slot)
		if addr < base {
			return &MemoryFault{Space: SpacePrivate, Addr: addr, Size: uint64(n), Write: write, Lane: l, Limit: uint64(s.LaneBytes),
				Alloc: s.Alloc}
		}
		lane, off := s.Unswizzle(addr - base)
		if lane != l || off+uint64(n) > uint64(s.LaneBytes) {
			return &MemoryFault{Space: SpacePrivate, Addr: off, Size: uint64(n), Write: write, Lane: l, Limit: uint64(s.LaneBytes)}
		}
	}
	b, err := w.Env.Global().Slice(addr, uint64(n), write)
	if err != nil {
		return err
	}
	fn(b)
	return nil
}

// bufferAtomic is a MUBUF atomic: the address as for loads and stores; an
// out-of-range access does nothing and returns 0. With glc the old value
// returns to vdata (cmpswap: vdata holds the source, then the compare value).
func bufferAtomic(f rmwFn, width int, cmp bool) semFn {
	dw := width / 32
	return func(w *Wave, d *instr) error {
		r, offen, idxen, soff := bufferSetup(w, d)
		ret := d.in.Enc.MemKind() == isa.MemAtomicRtn
		if mu := w.Env.Atomic(); mu != nil {
			mu.Lock()
			defer mu.Unlock()
		}
		var fault *laneError
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			a := bufferLane(w, d, l, offen, idxen, soff)
			src := readLaneN(w, &d.vdata, 0, dw, l)
			var c, old uint64
			if cmp {
				c = readLaneN(w, &d.vdata, dw, dw, l)
			}
			addr, in := r.Address(a, 0)
			if in {
				err := bufferAccess(w, l, addr, uint32(width/8), true, func(b []byte) { old = atomicAt(b, f, src, c, width) })
				if err != nil {
					laneFault(&fault, l, err)
					continue
				}
			}
			if ret {
				writeLaneN(w, &d.vdata, dw, l, old)
			}
		}
		if fault != nil {
			return fault
		}
		return nil
	}
}

func init() {
	m := map[isa.Op]semFn{}
	for op, f := range atomicRMW {
		for _, name := range atomicNames("buffer_atomic_", op) {
			o := opByName(name)
			m[o] = bufferAtomic(f, 8*int(o.Mem().Bytes), cmpRMW(op))
		}
	}
	register(m)
}
