package exec

import (
	"math"
	"math/bits"

	"github.com/gcndbg/gcndbg/isa"
)

// More LDS operations (Vega ISA 12.13 DS opcodes): float compare-stores,
// mask-or, wrap, and the wave-level append/consume counters.

// cmpstF compares as floats: NaN equals nothing, -0 equals +0.
func cmpstF(o, s, c uint64, width int) uint64 {
	var eq bool
	if width == 32 {
		eq = math.Float32frombits(uint32(o)) == math.Float32frombits(uint32(c))
	} else {
		eq = math.Float64frombits(o) == math.Float64frombits(c)
	}
	if eq {
		return s
	}
	return o
}

// dsAppend is ds_append (add) / ds_consume (subtract): the dword at LDS
// address M0[15:0] + offset changes by the number of active lanes, and
// every active lane gets its old value.
func dsAppend(sub bool) semFn {
	return func(w *Wave, d *instr) error {
		if w.EXEC == 0 {
			return nil
		}
		addr := uint64(w.M0&0xffff) + uint64(d.offset)
		b, err := w.Env.LDS().Slice(addr, 4, true)
		if err != nil {
			var fault *laneError
			laneFault(&fault, bits.TrailingZeros64(w.EXEC), err)
			fault.lanes = w.EXEC
			return fault
		}
		old := le32(b)
		n := uint32(bits.OnesCount64(w.EXEC))
		if sub {
			put32(b, old-n)
		} else {
			put32(b, old+n)
		}
		dst := w.vdstLanes(&d.vdst, 0)
		forLanes(w.EXEC, func(l int) { dst[l] = old })
		return nil
	}
}

// dsWrxchg2 is ds_wrxchg2[st64]_rtn: two exchanges, data0 at addr +
// offset0*stride and data1 at addr + offset1*stride, the old values to
// vdst (the first element's dwords, then the second's).
func dsWrxchg2(size uint32, stride int64) semFn {
	dw := int(size / 4)
	return func(w *Wave, d *instr) error {
		lds := w.Env.LDS()
		var fault *laneError
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			for k, off := range [2]int64{d.offset * stride, d.offset1 * stride} {
				b, err := lds.Slice(dsAddr(w, d, l, off), uint64(size), true)
				if err != nil {
					laneFault(&fault, l, err)
					break
				}
				src := &d.vdata
				if k == 1 {
					src = &d.data1
				}
				for j := range dw {
					old := le32(b[4*j:])
					put32(b[4*j:], w.vdstLanes(src, j)[l])
					w.vdstLanes(&d.vdst, k*dw+j)[l] = old
				}
			}
		}
		if fault != nil {
			return fault
		}
		return nil
	}
}

func init() {
	m := map[isa.Op]semFn{
		isa.OpDS_APPEND:              dsAppend(false),
		isa.OpDS_CONSUME:             dsAppend(true),
		isa.OpDS_WRXCHG2_RTN_B32:     dsWrxchg2(4, 4),
		isa.OpDS_WRXCHG2_RTN_B64:     dsWrxchg2(8, 8),
		isa.OpDS_WRXCHG2ST64_RTN_B32: dsWrxchg2(4, 256),
		isa.OpDS_WRXCHG2ST64_RTN_B64: dsWrxchg2(8, 512),
	}
	// DATA is the compare value (mask, bound), DATA2 the new value: the
	// cmpst operand order.
	mskor := func(o, s, c uint64, _ int) uint64 { return o&^c | s }
	wrap := func(o, s, c uint64, _ int) uint64 {
		if o >= c {
			return o - c
		}
		return o + s
	}
	for _, f := range []struct {
		name  string
		width int
		fn    rmwFn
	}{
		{"cmpst_f32", 32, cmpstF}, {"cmpst_f64", 64, cmpstF},
		{"mskor_b32", 32, mskor}, {"mskor_b64", 64, mskor},
	} {
		base, ty := f.name[:len(f.name)-4], f.name[len(f.name)-4:]
		if hasOp("ds_" + f.name) {
			m[opByName("ds_"+f.name)] = dsAtomic(f.fn, f.width, false, dsCmpFirst)
		}
		if hasOp("ds_" + base + "_rtn" + ty) {
			m[opByName("ds_"+base+"_rtn"+ty)] = dsAtomic(f.fn, f.width, true, dsCmpFirst)
		}
	}
	m[isa.OpDS_WRAP_RTN_B32] = dsAtomic(wrap, 32, true, dsCmpFirst)
	register(m)
}
