package exec

import (
	"math/bits"
	"strings"

	"github.com/gcndbg/gcndbg/isa"
)

// LDS instructions (DS): reads and writes at addr + offset of the
// workgroup's LDS, the two-address read2/write2 forms, atomics (in lane
// order), and the cross-lane permutes that use the LDS hardware without
// touching LDS (ds_bpermute_b32, ds_permute_b32, ds_swizzle_b32).

func init() {
	m := map[isa.Op]semFn{
		isa.OpDS_BPERMUTE_B32:    dsBpermute,
		isa.OpDS_BPERMUTE_FI_B32: dsBpermuteFI,
		isa.OpDS_PERMUTE_B32:     dsPermute,
		isa.OpDS_SWIZZLE_B32:     dsSwizzle,
		isa.OpDS_NOP:             nop,
	}
	// Loads and stores, of one element or two (read2/write2), as their
	// memory facts say; the ones below have semantics of their own.
	own := map[isa.Op]bool{
		isa.OpDS_READ_ADDTID_B32: true, isa.OpDS_WRITE_ADDTID_B32: true, // ds_more.go
		// gfx950's transposing loads: not modelled.
		isa.OpDS_READ_B64_TR_B4: true, isa.OpDS_READ_B64_TR_B8: true, isa.OpDS_READ_B64_TR_B16: true, isa.OpDS_READ_B96_TR_B6: true,
	}
	for _, op := range isa.MemOps() {
		f := op.Mem()
		if f.Seg != isa.SegLDS || f.Kind != isa.MemLoad && f.Kind != isa.MemStore || own[op] {
			continue
		}
		if f.Count == 2 {
			m[op] = dsMem2(uint32(f.Bytes), int64(f.Stride), f.Kind == isa.MemStore)
		} else {
			m[op] = dsMem(memOpOf(f))
		}
	}
	// Atomics: ds_<op>_{u32,i32,b32,f32,u64,i64,b64,f64}; the name gives
	// the operation, the memory facts its width and whether it returns.
	names := map[string]string{"add": "add", "sub": "sub", "rsub": "rsub", "inc": "inc", "dec": "dec",
		"min_i": "smin", "max_i": "smax", "min_u": "umin", "max_u": "umax", "and": "and", "or": "or", "xor": "xor",
		"wrxchg": "swap", "cmpst": "cmpswap"}
	for ds, rmw := range names {
		for _, w := range []int{32, 64} {
			for _, rtn := range []bool{false, true} {
				var cands []string
				suffix := "32"
				if w == 64 {
					suffix = "64"
				}
				base, ty := ds, ""
				if i := strings.Index(ds, "_"); i >= 0 {
					base, ty = ds[:i], ds[i+1:] // min_i -> min, i
				}
				mid := ""
				if rtn {
					mid = "_rtn"
				}
				for _, t := range []string{"u", "i", "b"} {
					if ty != "" && t != ty {
						continue
					}
					cands = append(cands, "ds_"+base+mid+"_"+t+suffix)
				}
				for _, name := range cands {
					if hasOp(name) {
						op := opByName(name)
						order := dsNoCmp
						if rmw == "cmpswap" {
							order = dsCmpFirst
						}
						m[op] = dsAtomicOf(op, atomicRMW[rmw], order)
					}
				}
			}
		}
	}
	// GFX12's ds_sub_clamp_u32 and ds_cond_sub_u32 (and _rtn): the
	// operations of the FLAT/buffer atomics of those names.
	for _, f := range []string{"sub_clamp", "cond_sub"} {
		for _, name := range []string{"ds_" + f + "_u32", "ds_" + f + "_rtn_u32"} {
			if hasOp(name) {
				op := opByName(name)
				m[op] = dsAtomicOf(op, atomicRMW[f+"_u32"], dsNoCmp)
			}
		}
	}
	for _, f := range []string{"add_f32", "min_f32", "max_f32", "add_f64", "min_f64", "max_f64",
		"min_num_f32", "max_num_f32", "min_num_f64", "max_num_f64"} {
		// ds_max_f32, ds_max_rtn_f32; GFX12 ds_max_num_f32, ds_max_num_rtn_f32.
		rtn := f[:len(f)-3] + "rtn" + f[len(f)-4:]
		for _, name := range []string{"ds_" + f, "ds_" + rtn} {
			if hasOp(name) {
				op := opByName(name)
				m[op] = dsAtomicOf(op, atomicRMW[f], dsNoCmp)
			}
		}
	}
	register(m)
}

// dsAtomicOf is dsAtomic for operation op, its width and return from the
// memory facts.
func dsAtomicOf(op isa.Op, f rmwFn, order dsOperandOrder) semFn {
	mf := op.Mem()
	return dsAtomic(f, 8*int(mf.Bytes), mf.Kind == isa.MemAtomicRtn, order)
}

// dsAddr is a lane's LDS address: addr + the instruction's offset, a
// 32-bit sum (LLVM folds a constant offset into a DS access whose base is
// negative from CI on, relying on the wrap: ds_read_b32 v, v1 offset:252
// with v1 = -4 reads byte 248).
func dsAddr(w *Wave, d *instr, l int, off int64) uint64 {
	return uint64(w.vdstLanes(&d.vaddr, 0)[l] + uint32(off))
}

func laneFault(f **laneError, l int, err error) {
	if *f == nil {
		*f = &laneError{first: l, err: err}
	}
	(*f).lanes |= 1 << uint(l)
}

func dsMem(op memOp) semFn {
	dword := op.bytes == 4 && !op.d16
	return func(w *Wave, d *instr) error {
		lds := w.Env.LDS()
		if dword {
			data := &d.vdst
			if op.store {
				data = &d.vdata
			}
			if ldsDwords(w, d, lds, w.vdstLanes(data, 0), op.store) {
				return nil
			}
		}
		var fault *laneError
		var buf [16]byte
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			b, err := lds.Slice(dsAddr(w, d, l, d.offset), uint64(op.bytes), op.store)
			if err != nil {
				laneFault(&fault, l, err)
				continue
			}
			if op.store {
				copy(b, op.storeLane(w, &d.vdata, l, &buf))
			} else {
				op.loadLane(w, &d.vdst, l, b)
			}
		}
		if fault != nil {
			return fault
		}
		return nil
	}
}

// dsMem2 is read2/write2: two elements at addr + offset0*stride and addr +
// offset1*stride; write2 stores data0 and data1, read2 fills vdst with both.
func dsMem2(size uint32, stride int64, store bool) semFn {
	dw := int(size / 4)
	return func(w *Wave, d *instr) error {
		lds := w.Env.LDS()
		if dw == 1 && ldsDwordPairs(w, d, lds, stride, store) {
			return nil
		}
		var fault *laneError
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			// The lane's address is read once: a read2 whose vdst overlaps
			// vaddr must not take element 1's address from element 0's data.
			addr := dsAddr(w, d, l, 0)
			for k, off := range [2]int64{d.offset * stride, d.offset1 * stride} {
				b, err := lds.Slice(uint64(uint32(addr)+uint32(off)), uint64(size), store)
				if err != nil {
					laneFault(&fault, l, err)
					break
				}
				for j := range dw {
					if store {
						src := &d.vdata
						if k == 1 {
							src = &d.data1
						}
						put32(b[4*j:], w.vdstLanes(src, j)[l])
					} else {
						w.vdstLanes(&d.vdst, k*dw+j)[l] = le32(b[4*j:])
					}
				}
			}
		}
		if fault != nil {
			return fault
		}
		return nil
	}
}

// dsOperandOrder says which of a DS atomic's DATA0/DATA1 is the compare
// value.
type dsOperandOrder int

const (
	dsNoCmp     dsOperandOrder = iota // DATA0 is the source; no compare value
	dsCmpFirst                        // ds_cmpst*, ds_mskor*, ds_wrap: DATA0 compare (mask), DATA1 source
	dsCmpSecond                       // GFX11 ds_cmpstore*: DATA0 source, DATA1 compare
)

// dsAtomic: data0 is the source and, when order names one, data1 the
// compare value (dsCmpSecond) or the source (dsCmpFirst, data0 compares).
func dsAtomic(f rmwFn, width int, rtn bool, order dsOperandOrder) semFn {
	dw := width / 32
	return func(w *Wave, d *instr) error {
		lds := w.Env.LDS()
		var fault *laneError
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			b, err := lds.Slice(dsAddr(w, d, l, d.offset), uint64(width/8), true)
			if err != nil {
				laneFault(&fault, l, err)
				continue
			}
			src := readLaneN(w, &d.vdata, 0, dw, l)
			var cmp uint64
			switch order {
			case dsCmpFirst:
				cmp, src = src, readLaneN(w, &d.data1, 0, dw, l)
			case dsCmpSecond:
				cmp = readLaneN(w, &d.data1, 0, dw, l)
			}
			old := atomicAt(b, f, src, cmp, width)
			if rtn {
				writeLaneN(w, &d.vdst, dw, l, old)
			}
		}
		if fault != nil {
			return fault
		}
		return nil
	}
}

// ds_bpermute_b32: each active lane reads data0 of the lane that
// (addr + offset) / 4 names (mod the wave's lane count); reading an
// inactive lane gives 0.
func dsBpermute(w *Wave, d *instr) error { return bpermute(w, d, w.EXEC) }

// ds_bpermute_fi_b32 (GFX12, "fetch inactive"): ds_bpermute_b32 reading
// the source lane whether it is active or not (the RDNA4 ISA guide's
// pseudocode, as extracted in tinygrad's rdna4/str_pcode.py: "Source VGPR
// is read even if src_lane is invalid in EXEC mask").
func dsBpermuteFI(w *Wave, d *instr) error { return bpermute(w, d, ^uint64(0)) }

// bpermute is ds_bpermute_b32 reading the lanes of readable, 0 from the
// others.
func bpermute(w *Wave, d *instr, readable uint64) error {
	src := w.vdstLanes(&d.vdata, 0)
	var in [64]uint32
	copy(in[:], src)
	dst := w.vdstLanes(&d.vdst, 0)
	wrap := w.LaneCount() - 1
	forLanes(w.EXEC, func(l int) {
		from := int(dsAddr(w, d, l, d.offset)/4) & wrap
		if readable>>uint(from)&1 != 0 {
			dst[l] = in[from]
		} else {
			dst[l] = 0
		}
	})
	return nil
}

// ds_permute_b32: each active lane writes its data0 to the lane that
// (addr + offset) / 4 names (mod the wave's lane count); lanes nobody
// writes get 0.
func dsPermute(w *Wave, d *instr) error {
	src := w.vdstLanes(&d.vdata, 0)
	var out [64]uint32
	wrap := w.LaneCount() - 1
	forLanes(w.EXEC, func(l int) {
		out[int(dsAddr(w, d, l, d.offset)/4)&wrap] = src[l]
	})
	dst := w.vdstLanes(&d.vdst, 0)
	forLanes(w.EXEC, func(l int) { dst[l] = out[l] })
	return nil
}

// ds_swizzle_b32 (GCN3/Vega ISA "DS_SWIZZLE_B32"): offset[15] selects the
// quad-permute mode (each lane of a quad takes lane offset[2j+1:2j] of its
// quad); otherwise the bit-mask mode within groups of 32: and_mask =
// offset[4:0], or_mask = offset[9:5], xor_mask = offset[14:10]. Reading an
// inactive lane gives 0. Both modes stay within a group of 32 lanes, so a
// wave32 swizzles as the low half of a wave64.
func dsSwizzle(w *Wave, d *instr) error {
	src := w.vdstLanes(&d.vdata, 0)
	var in [64]uint32
	copy(in[:], src)
	dst := w.vdstLanes(&d.vdst, 0)
	off := uint32(d.offset)
	exec := w.EXEC
	forLanes(exec, func(l int) {
		var from int
		if off&0x8000 != 0 {
			from = l&^3 | int(off>>(2*uint(l&3))&3)
		} else {
			and, or, xor := int(off&0x1f), int(off>>5&0x1f), int(off>>10&0x1f)
			from = l&^31 | ((l&31)&and | or) ^ xor
		}
		if exec>>uint(from)&1 != 0 {
			dst[l] = in[from]
		} else {
			dst[l] = 0
		}
	})
	return nil
}
