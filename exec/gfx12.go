package exec

import "github.com/gcndbg/gcndbg/isa"

// GFX12 (RDNA4): renamed operations (LLVM's GFX12 names: SOPInstructions.td
// "s_add_co_u32" for s_add_u32, VOP3Instructions.td "v_mad_co_u64_u32",
// VOP2Instructions.td "v_max_num_f32" for the IEEE-754 2008 maxNum
// v_max_f32 ...), the split wait counters that replace s_waitcnt (every
// memory operation completes at once in the interpreter: they do nothing),
// and the new scalar loads (s_load_b96, sub-dword s_load_u8/i8/u16/i16).
var gfx12Aliases = map[string]string{
	"s_add_co_u32": "s_add_u32", "s_add_co_ci_u32": "s_addc_u32", "s_add_co_i32": "s_add_i32",
	"s_sub_co_u32": "s_sub_u32", "s_sub_co_ci_u32": "s_subb_u32", "s_sub_co_i32": "s_sub_i32",
	"s_addk_co_i32":    "s_addk_i32",
	"v_mad_co_u64_u32": "v_mad_u64_u32", "v_mad_co_i64_i32": "v_mad_i64_i32",
	"v_max_num_f32": "v_max_f32", "v_min_num_f32": "v_min_f32",
	"v_max_num_f16": "v_max_f16", "v_min_num_f16": "v_min_f16",
	"v_max_num_f64": "v_max_f64", "v_min_num_f64": "v_min_f64",
	"v_max3_num_f32": "v_max3_f32", "v_min3_num_f32": "v_min3_f32", "v_med3_num_f32": "v_med3_f32",
	"v_max3_num_f16": "v_max3_f16", "v_min3_num_f16": "v_min3_f16", "v_med3_num_f16": "v_med3_f16",
	"v_maxmin_num_f32": "v_maxmin_f32", "v_minmax_num_f32": "v_minmax_f32",
	"v_maxmin_num_f16": "v_maxmin_f16", "v_minmax_num_f16": "v_minmax_f16",
	"v_pk_max_num_f16": "v_pk_max_f16", "v_pk_min_num_f16": "v_pk_min_f16",
}

// prefetchOps are gfx1250's FLAT cache prefetches: no access (their
// generated memory facts call them atomics).
var prefetchOps = map[isa.Op]bool{}

func init() {
	for f, t := range gfx12Aliases {
		fo, ok1 := lookupOp(f)
		to, ok2 := lookupOp(t)
		if ok1 && ok2 && fo != to {
			rdnaAliasOps[fo] = to
		}
	}
	for _, n := range []string{"flat_prefetch_b8", "global_prefetch_b8"} {
		if op, ok := lookupOp(n); ok {
			prefetchOps[op] = true
		}
	}
	m := rdnaSemantics
	for _, n := range []string{
		"s_wait_loadcnt", "s_wait_storecnt", "s_wait_dscnt", "s_wait_kmcnt", "s_wait_samplecnt",
		"s_wait_bvhcnt", "s_wait_expcnt", "s_wait_loadcnt_dscnt", "s_wait_storecnt_dscnt",
		"s_wait_alu", "s_wait_xcnt", "s_wait_asynccnt", "s_wait_tensorcnt",
		"global_inv", "global_wb", "global_wbinv",
		"s_prefetch_inst", "s_prefetch_inst_pc_rel", "s_prefetch_data", "s_prefetch_data_pc_rel",
		// gfx1250 cache prefetches (llvm.prefetch): no memory effect.
		"flat_prefetch_b8", "global_prefetch_b8", "s_buffer_prefetch_data",
		// Waits and priority hints, s_sleep and s_setprio's kin (their
		// LLVM 22 intrinsics return nothing and touch no memory,
		// IntrNoMem): time and scheduling, which the interpreter does not
		// model. s_sleep_var sleeps for a count in an SGPR, s_monitor_sleep
		// until a monitored address changes or a time passes,
		// s_setprio_inc_wg raises the workgroup's waves' priority.
		"s_sleep_var", "s_monitor_sleep", "s_setprio_inc_wg",
	} {
		if op, ok := lookupOp(n); ok {
			m[op] = nop
		}
	}
	for name, dwords := range map[string]int{"b96": 3} {
		if op, ok := lookupOp("s_load_" + name); ok {
			m[op] = sLoad(dwords, false)
		}
		if op, ok := lookupOp("s_buffer_load_" + name); ok {
			m[op] = sLoad(dwords, true)
		}
	}
	for name, sz := range map[string]struct {
		bytes  int
		signed bool
	}{"u8": {1, false}, "i8": {1, true}, "u16": {2, false}, "i16": {2, true}} {
		if op, ok := lookupOp("s_load_" + name); ok {
			m[op] = sLoadSub(sz.bytes, sz.signed, false)
		}
		if op, ok := lookupOp("s_buffer_load_" + name); ok {
			m[op] = sLoadSub(sz.bytes, sz.signed, true)
		}
	}
	// s_add_nc_u64, s_sub_nc_u64, s_mul_u64: 64-bit SALU arithmetic
	// without a carry (SCC unchanged).
	for name, f := range map[string]func(a, b uint64) uint64{
		"s_add_nc_u64": func(a, b uint64) uint64 { return a + b },
		"s_sub_nc_u64": func(a, b uint64) uint64 { return a - b },
		"s_mul_u64":    func(a, b uint64) uint64 { return a * b },
	} {
		if op, ok := lookupOp(name); ok {
			m[op] = func(w *Wave, d *instr) error {
				w.swrite64(&d.sdst, f(w.sread64(&d.src[0]), w.sread64(&d.src[1])))
				return nil
			}
		}
	}
}

// sLoadSub is a GFX12 sub-dword scalar load (s_load_u8/i8/u16/i16): one
// byte or halfword at base + offset (a halfword's address rounded down to
// 2 bytes), zero- or sign-extended into the 32-bit SGPR.
func sLoadSub(bytes int, signed, buffer bool) semFn {
	return func(w *Wave, d *instr) error {
		c := w.Env.Global()
		base, off, limit := smemBase(w, d, buffer)
		addr := (base + off) &^ uint64(bytes-1)
		var v uint32
		if off < limit {
			b, err := c.Slice(addr, uint64(bytes), false)
			if err != nil {
				return err
			}
			if bytes == 1 {
				v = uint32(b[0])
				if signed {
					v = uint32(int32(int8(b[0])))
				}
			} else {
				h := uint16(b[0]) | uint16(b[1])<<8
				v = uint32(h)
				if signed {
					v = uint32(int32(int16(h)))
				}
			}
		}
		w.swrite32(&d.sdst, v)
		return nil
	}
}

// flatOffsetBits is the width of a FLAT/GLOBAL/SCRATCH instruction's
// immediate offset on RDNA: 12 bits (GFX10), 13 (GFX11), 24 (GFX12),
// signed for GLOBAL and SCRATCH, and on GFX12 for FLAT too.
func flatOffsetBits(g Gen) uint {
	switch {
	case g >= GFX12:
		return 24
	case g >= GFX11:
		return 13
	}
	return 12
}
