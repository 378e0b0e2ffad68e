package exec

import (
	"github.com/gcndbg/gcndbg/isa"
)

// The quad sums of absolute differences (MI300 and Vega ISA VOP3): S0 is an
// 8-byte array, S1 a 4-byte reference; the four results take the windows
// S0[31:0], S0[39:8], S0[47:16], S0[55:24] against S1, each added to its
// entry of S2.
//
//   - v_qsad_pk_u16_u8:  16-bit v_sad_u8 results packed in 64 bits, S2 four
//     16-bit accumulators;
//   - v_mqsad_pk_u16_u8: the same with v_msad_u8 (reference bytes of 0 are
//     skipped);
//   - v_mqsad_u32_u8:    v_msad_u8 with four 32-bit accumulators and
//     results (S2 and D are 128 bits).
//
// The clamp bit is not modelled: an instruction that sets it faults.

// sadWindow is the 32-bit window k (0-3) of the 8-byte array x.
func sadWindow(x uint64, k int) uint32 { return uint32(x >> (8 * k)) }

// qsadPk is v_qsad_pk_u16_u8 (masked false) and v_mqsad_pk_u16_u8.
func qsadPk(masked bool) semFn {
	return func(w *Wave, d *instr) error {
		if d.clamp {
			return errUnimplemented(d.op.String() + " with clamp")
		}
		s0l, s0h := w.vsrc64(&d.src[0], &w.tmp[0], &w.tmp[1])
		s1 := w.vsrc(&d.src[1], &w.tmp[2])
		s2l, s2h := w.vsrc64(&d.src[2], &w.tmp[3], &w.tmp[4])
		dl, dh := w.vdstLanes(&d.vdst, 0), w.vdstLanes(&d.vdst, 1)
		forLanes(w.EXEC, func(l int) {
			x := uint64(s0h[l])<<32 | uint64(s0l[l])
			acc := uint64(s2h[l])<<32 | uint64(s2l[l])
			var r uint64
			for k := range 4 {
				c := uint32(acc>>(16*k)) & 0xffff
				var v uint32
				if masked {
					v = msadU8(sadWindow(x, k), s1[l], c)
				} else {
					v = sadBytes(sadWindow(x, k), s1[l]) + c
				}
				r |= uint64(v&0xffff) << (16 * k)
			}
			dl[l], dh[l] = uint32(r), uint32(r>>32)
		})
		return nil
	}
}

// mqsadU32 is v_mqsad_u32_u8.
func mqsadU32(w *Wave, d *instr) error {
	if d.clamp {
		return errUnimplemented(d.op.String() + " with clamp")
	}
	if d.src[2].kind != isa.KindVGPR && d.src[2].kind != isa.KindAGPR {
		return errUnimplemented(d.op.String() + " with a non-VGPR src2")
	}
	s0l, s0h := w.vsrc64(&d.src[0], &w.tmp[0], &w.tmp[1])
	s1 := w.vsrc(&d.src[1], &w.tmp[2])
	var s2, dst [4][]uint32
	for k := range 4 {
		s2[k] = w.vdstLanes(&d.src[2], k)
		dst[k] = w.vdstLanes(&d.vdst, k)
	}
	forLanes(w.EXEC, func(l int) {
		x := uint64(s0h[l])<<32 | uint64(s0l[l])
		var r [4]uint32
		for k := range 4 {
			r[k] = msadU8(sadWindow(x, k), s1[l], s2[k][l])
		}
		for k := range 4 {
			dst[k][l] = r[k]
		}
	})
	return nil
}

func init() {
	register(map[isa.Op]semFn{
		isa.OpV_QSAD_PK_U16_U8:  qsadPk(false),
		isa.OpV_MQSAD_PK_U16_U8: qsadPk(true),
		isa.OpV_MQSAD_U32_U8:    mqsadU32,
	})
}
