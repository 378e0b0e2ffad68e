package exec

import "math/bits"

// GFX11 LDS operations that GCN has under other names or operand orders
// (LLVM's DSInstructions.td GFX11 renames; RDNA3 ISA, DS opcodes).

// dsCmpstore is GFX11's ds_cmpstore_[rtn_]{b32,b64,f32,f64}: tmp =
// MEM[addr]; src = DATA0; cmp = DATA1; MEM[addr] = tmp == cmp ? src : tmp
// (compared as floats for f32/f64); the rtn forms return tmp. DATA0 is the
// new value, the reverse of ds_cmpst's order (dsAtomic with cmpst): clang
// 22 emits `ds_cmpstore_rtn_b32 vdst, vaddr, swap, cmp` for an LDS
// compare-exchange where it emits `ds_cmpst_rtn_b32 vdst, vaddr, cmp,
// swap` for gfx1030.
func dsCmpstore(f rmwFn, width int, rtn bool) semFn {
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
			cmp := readLaneN(w, &d.data1, 0, dw, l)
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

func init() {
	m := rdnaSemantics
	for _, ty := range []struct {
		name  string
		width int
		fn    rmwFn
	}{{"b32", 32, atomicRMW["cmpswap"]}, {"b64", 64, atomicRMW["cmpswap"]}, {"f32", 32, cmpstF}, {"f64", 64, cmpstF}} {
		if op, ok := lookupOp("ds_cmpstore_" + ty.name); ok {
			m[op] = dsCmpstore(ty.fn, ty.width, false)
		}
		if op, ok := lookupOp("ds_cmpstore_rtn_" + ty.name); ok {
			m[op] = dsCmpstore(ty.fn, ty.width, true)
		}
	}
	// ds_storexchg_* are GCN's ds_wrxchg* renamed (same operands).
	for from, to := range map[string]string{
		"ds_storexchg_rtn_b32": "ds_wrxchg_rtn_b32", "ds_storexchg_rtn_b64": "ds_wrxchg_rtn_b64",
		"ds_storexchg_2addr_rtn_b32": "ds_wrxchg2_rtn_b32", "ds_storexchg_2addr_rtn_b64": "ds_wrxchg2_rtn_b64",
		"ds_storexchg_2addr_stride64_rtn_b32": "ds_wrxchg2st64_rtn_b32", "ds_storexchg_2addr_stride64_rtn_b64": "ds_wrxchg2st64_rtn_b64",
	} {
		f, ok1 := lookupOp(from)
		t, ok2 := lookupOp(to)
		if ok1 && ok2 {
			rdnaAliasOps[f] = t
		}
	}
}
