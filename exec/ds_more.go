package exec

import (
	"math/bits"
	"strings"

	"github.com/gcndbg/gcndbg/isa"
)

// The rarer LDS operations: the lane-indexed ds_read_addtid_b32 and
// ds_write_addtid_b32, ds_condxchg32_rtn_b64, and the ds_*_src2_* family
// whose second operand is another LDS location.

// dsAddTIDAddr is lane l's address for the addtid forms (MI300 ISA
// DS_READ_ADDTID_B32: MEM[{OFFSET1, OFFSET0} + M0[15:0] + laneID * 4]).
func dsAddTIDAddr(w *Wave, d *instr, l int) uint64 {
	return uint64(uint32(d.offset) + w.M0&0xffff + 4*uint32(l))
}

// dsAddTID is ds_read_addtid_b32 (store false) and ds_write_addtid_b32.
func dsAddTID(store bool) semFn {
	return func(w *Wave, d *instr) error {
		lds := w.Env.LDS()
		var fault *laneError
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			b, err := lds.Slice(dsAddTIDAddr(w, d, l), 4, store)
			if err != nil {
				laneFault(&fault, l, err)
				continue
			}
			if store {
				put32(b, w.vdstLanes(&d.vdata, 0)[l])
			} else {
				w.vdstLanes(&d.vdst, 0)[l] = le32(b)
			}
		}
		if fault != nil {
			return fault
		}
		return nil
	}
}

// dsCondxchg32 is ds_condxchg32_rtn_b64 (MI300 ISA DS_CONDXCHG32_RTN_B64):
// at ADDR0 = (addr + offset) & 0xfff8 and ADDR1 = ADDR0 + 4, each half of
// the 64-bit data whose bit 31 is set replaces the dword with its low 31
// bits; the old dwords return to vdst.
func dsCondxchg32(w *Wave, d *instr) error {
	lds := w.Env.LDS()
	var fault *laneError
	for m := w.EXEC; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		addr := uint64(uint32(dsAddr(w, d, l, d.offset)) & 0xfff8)
		b, err := lds.Slice(addr, 8, true)
		if err != nil {
			laneFault(&fault, l, err)
			continue
		}
		// Both data dwords are read before vdst is written (they may
		// overlap).
		data := [2]uint32{w.vdstLanes(&d.vdata, 0)[l], w.vdstLanes(&d.vdata, 1)[l]}
		var old [2]uint32
		for k, v := range data {
			old[k] = le32(b[4*k:])
			if v>>31 != 0 {
				put32(b[4*k:], v&0x7fff_ffff)
			}
		}
		w.vdstLanes(&d.vdst, 0)[l], w.vdstLanes(&d.vdst, 1)[l] = old[0], old[1]
	}
	if fault != nil {
		return fault
	}
	return nil
}

// dsSrc2Addrs are lane l's two addresses of a ds_*_src2_* operation (GCN3
// and Vega ISA "DS_ADD_SRC2_U32": A = ADDR_base; B = A + 4 * (offset[15] ?
// {A[31], A[31:17]} : {offset[14], offset[14:0]})), the stride a signed
// 16-bit count of dwords. With offset[15] set, ADDR[31:17] is the stride and
// only ADDR[16:0] addresses LDS. Both are aligned down to the element
// (CLRX GcnInstrsDs: A = ADDR & ~3, or ~7 for 64-bit data).
func dsSrc2Addrs(w *Wave, d *instr, l int, width int) (a, b uint64) {
	addr := w.vdstLanes(&d.vaddr, 0)[l]
	off := uint32(d.offset)
	var stride uint32
	if off&0x8000 != 0 {
		stride = addr>>17 | addr>>16&0x8000
		addr &= 0x1ffff
	} else {
		stride = off&0x7fff | off<<1&0x8000
	}
	align := uint32(width/8 - 1)
	av := addr &^ align
	bv := (av + 4*uint32(int32(int16(stride)))) &^ align
	return uint64(av), uint64(bv)
}

// dsSrc2 is ds_<op>_src2_<type>: MEM[A] = op(MEM[A], MEM[B]), lane by lane
// in lane order (each lane's update is atomic, so a later lane sees an
// earlier one's result).
func dsSrc2(f rmwFn, width int) semFn {
	n := uint64(width / 8)
	return func(w *Wave, d *instr) error {
		lds := w.Env.LDS()
		var fault *laneError
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			a, b := dsSrc2Addrs(w, d, l, width)
			src, err := lds.Slice(b, n, false)
			if err != nil {
				laneFault(&fault, l, err)
				continue
			}
			dst, err := lds.Slice(a, n, true)
			if err != nil {
				laneFault(&fault, l, err)
				continue
			}
			var s uint64
			if width == 32 {
				s = uint64(le32(src))
			} else {
				s = uint64(le32(src)) | uint64(le32(src[4:]))<<32
			}
			atomicAt(dst, f, s, 0, width)
		}
		if fault != nil {
			return fault
		}
		return nil
	}
}

func init() {
	m := map[isa.Op]semFn{}
	for name, f := range map[string]semFn{
		"ds_read_addtid_b32":    dsAddTID(false),
		"ds_write_addtid_b32":   dsAddTID(true),
		"ds_condxchg32_rtn_b64": dsCondxchg32,
	} {
		if hasOp(name) {
			m[opByName(name)] = f
		}
	}
	// ds_<op>_src2_<type>: the operation's read-modify-write with B's
	// value as the source.
	write := func(_, s, _ uint64, _ int) uint64 { return s }
	rmw := map[string]rmwFn{
		"add_src2_u": atomicRMW["add"], "sub_src2_u": atomicRMW["sub"], "rsub_src2_u": atomicRMW["rsub"],
		"inc_src2_u": atomicRMW["inc"], "dec_src2_u": atomicRMW["dec"],
		"min_src2_i": atomicRMW["smin"], "max_src2_i": atomicRMW["smax"],
		"min_src2_u": atomicRMW["umin"], "max_src2_u": atomicRMW["umax"],
		"and_src2_b": atomicRMW["and"], "or_src2_b": atomicRMW["or"], "xor_src2_b": atomicRMW["xor"],
		"write_src2_b": write,
	}
	for base, f := range rmw {
		for _, width := range []int{32, 64} {
			name := "ds_" + base + map[int]string{32: "32", 64: "64"}[width]
			if hasOp(name) {
				m[opByName(name)] = dsSrc2(f, width)
			}
		}
	}
	for _, name := range []string{"ds_add_src2_f32", "ds_min_src2_f32", "ds_max_src2_f32", "ds_min_src2_f64", "ds_max_src2_f64"} {
		if !hasOp(name) {
			continue
		}
		op, ty := strings.TrimPrefix(name[:strings.Index(name, "_src2")], "ds_"), name[len(name)-3:]
		width := 32
		if ty == "f64" {
			width = 64
		}
		m[opByName(name)] = dsSrc2(atomicRMW[op+"_"+ty], width)
	}
	register(m)
}
