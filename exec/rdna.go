package exec

import (
	"math"
	"strings"

	"github.com/gcndbg/gcndbg/isa"
)

// RDNA (GFX10, GFX10.3, GFX11): most operations are GCN ones under a new
// mnemonic (LLVM's GFX10/GFX11 names: s_load_b32 for s_load_dword,
// v_add_nc_u32 for GFX9's carry-less v_add_u32, global_atomic_add_u32 for
// global_atomic_add, ...). rdnaAliases maps each such name to the GCN
// operation whose semantics it shares; semanticsOf uses it on RDNA targets
// only. The pairs follow LLVM's renames (SOPInstructions.td,
// VOP2Instructions.td, FLATInstructions.td: "Renamed for GFX11" and the
// gfx10 "_nc"/"_co_ci" definitions) and the RDNA3 ISA guide's opcode
// tables.
var rdnaAliases = map[string]string{
	// SALU.
	"s_and_not1_b32": "s_andn2_b32", "s_and_not1_b64": "s_andn2_b64",
	"s_or_not1_b32": "s_orn2_b32", "s_or_not1_b64": "s_orn2_b64",
	"s_and_not1_saveexec_b64": "s_andn2_saveexec_b64", "s_or_not1_saveexec_b64": "s_orn2_saveexec_b64",
	"s_and_not0_saveexec_b64": "s_andn1_saveexec_b64", "s_or_not0_saveexec_b64": "s_orn1_saveexec_b64",
	"s_and_not1_wrexec_b64": "s_andn2_wrexec_b64", "s_and_not0_wrexec_b64": "s_andn1_wrexec_b64",
	"s_ctz_i32_b32": "s_ff1_i32_b32", "s_ctz_i32_b64": "s_ff1_i32_b64",
	"s_clz_i32_u32": "s_flbit_i32_b32", "s_clz_i32_u64": "s_flbit_i32_b64",
	"s_cls_i32": "s_flbit_i32", "s_cls_i32_i64": "s_flbit_i32_i64",
	// SMEM.
	"s_load_b32": "s_load_dword", "s_load_b64": "s_load_dwordx2", "s_load_b128": "s_load_dwordx4",
	"s_load_b256": "s_load_dwordx8", "s_load_b512": "s_load_dwordx16",
	"s_buffer_load_b32": "s_buffer_load_dword", "s_buffer_load_b64": "s_buffer_load_dwordx2",
	"s_buffer_load_b128": "s_buffer_load_dwordx4", "s_buffer_load_b256": "s_buffer_load_dwordx8",
	"s_buffer_load_b512": "s_buffer_load_dwordx16",
	// VALU.
	"v_add_nc_u32": "v_add_u32", "v_sub_nc_u32": "v_sub_u32", "v_subrev_nc_u32": "v_subrev_u32",
	"v_add_nc_i32": "v_add_i32", "v_sub_nc_i32": "v_sub_i32",
	"v_add_nc_u16": "v_add_u16", "v_sub_nc_u16": "v_sub_u16",
	"v_add_nc_i16": "v_add_i16", "v_sub_nc_i16": "v_sub_i16",
	"v_add_co_ci_u32": "v_addc_co_u32", "v_sub_co_ci_u32": "v_subb_co_u32", "v_subrev_co_ci_u32": "v_subbrev_co_u32",
	"v_cls_i32": "v_ffbh_i32", "v_clz_i32_u32": "v_ffbh_u32", "v_ctz_i32_b32": "v_ffbl_b32",
	"v_cvt_pk_rtz_f16_f32":  "v_cvt_pkrtz_f16_f32",
	"v_cvt_pk_norm_i16_f32": "v_cvt_pknorm_i16_f32", "v_cvt_pk_norm_u16_f32": "v_cvt_pknorm_u16_f32",
	"v_cvt_pk_norm_i16_f16": "v_cvt_pknorm_i16_f16", "v_cvt_pk_norm_u16_f16": "v_cvt_pknorm_u16_f16",
	"v_cvt_pk_i16_i32": "v_cvt_pk_i16_i32", "v_cvt_pk_u16_u32": "v_cvt_pk_u16_u32",
	"v_cvt_floor_i32_f32": "v_cvt_flr_i32_f32", "v_cvt_nearest_i32_f32": "v_cvt_rpi_i32_f32",
	"v_dot2acc_f32_f16": "v_dot2c_f32_f16",
	// 16-bit bitwise ops of true16 code: the 32-bit operation, of which
	// the true16 wrapper keeps the low half.
	"v_mov_b16": "v_mov_b32", "v_and_b16": "v_and_b32", "v_or_b16": "v_or_b32", "v_xor_b16": "v_xor_b32",
	"v_not_b16":   "v_not_b32",
	"v_cmp_t_f16": "v_cmp_tru_f16", "v_cmp_t_f32": "v_cmp_tru_f32", "v_cmp_t_f64": "v_cmp_tru_f64",
	"v_cmpx_t_f16": "v_cmpx_tru_f16", "v_cmpx_t_f32": "v_cmpx_tru_f32", "v_cmpx_t_f64": "v_cmpx_tru_f64",
}

// rdnaAtomics maps the GFX11 names of FLAT/GLOBAL/buffer atomics (the
// part after the prefix) to the GCN ones.
var rdnaAtomics = map[string]string{
	"add_u32": "add", "sub_u32": "sub", "swap_b32": "swap", "cmpswap_b32": "cmpswap",
	"and_b32": "and", "or_b32": "or", "xor_b32": "xor", "min_i32": "smin", "max_i32": "smax",
	"min_u32": "umin", "max_u32": "umax", "inc_u32": "inc", "dec_u32": "dec",
	"add_u64": "add_x2", "sub_u64": "sub_x2", "swap_b64": "swap_x2", "cmpswap_b64": "cmpswap_x2",
	"and_b64": "and_x2", "or_b64": "or_x2", "xor_b64": "xor_x2", "min_i64": "smin_x2", "max_i64": "smax_x2",
	"min_u64": "umin_x2", "max_u64": "umax_x2", "inc_u64": "inc_x2", "dec_u64": "dec_x2",
}

// rdnaAliasOps is rdnaAliases by operation.
var rdnaAliasOps = map[isa.Op]isa.Op{}

// rdnaSemantics are the RDNA operations with semantics of their own.
var rdnaSemantics = map[isa.Op]semFn{}

func init() {
	add := func(from, to string) {
		f, ok1 := lookupOp(from)
		t, ok2 := lookupOp(to)
		if ok1 && ok2 && f != t {
			rdnaAliasOps[f] = t
		}
	}
	for f, t := range rdnaAliases {
		add(f, t)
	}
	for f, t := range rdnaAtomics {
		for _, p := range []string{"flat_atomic_", "global_atomic_", "buffer_atomic_"} {
			add(p+f, p+t)
		}
	}
	m := rdnaSemantics
	for _, n := range []string{
		"s_clause", "s_delay_alu", "s_waitcnt_depctr", "s_waitcnt_vscnt", "s_waitcnt_vmcnt",
		"s_waitcnt_expcnt", "s_waitcnt_lgkmcnt", "s_inst_prefetch", "s_set_inst_prefetch_distance",
		"buffer_gl0_inv", "buffer_gl1_inv", "s_gl1_inv", "s_ttracedata_imm", "s_version", "s_wait_idle",
		"s_code_end", "v_pipeflush", "s_wait_event",
	} {
		if op, ok := lookupOp(n); ok {
			m[op] = nop
		}
	}
	// EXEC manipulation of wave32: D = EXEC_LO; EXEC_LO = f(S0, EXEC_LO);
	// SCC = EXEC_LO != 0. The wrexec forms write the new EXEC to D too.
	for n, f := range map[string]func(s, e uint64) uint64{
		"and": func(s, e uint64) uint64 { return s & e }, "or": func(s, e uint64) uint64 { return s | e },
		"xor": func(s, e uint64) uint64 { return s ^ e }, "andn2": func(s, e uint64) uint64 { return s &^ e },
		"orn2": func(s, e uint64) uint64 { return s | ^e }, "nand": func(s, e uint64) uint64 { return ^(s & e) },
		"nor": func(s, e uint64) uint64 { return ^(s | e) }, "xnor": func(s, e uint64) uint64 { return ^(s ^ e) },
		"andn1": func(s, e uint64) uint64 { return ^s & e }, "orn1": func(s, e uint64) uint64 { return ^s | e },
	} {
		names := []string{"s_" + n + "_saveexec_b32"}
		switch n {
		case "andn2":
			names = append(names, "s_and_not1_saveexec_b32")
		case "orn2":
			names = append(names, "s_or_not1_saveexec_b32")
		case "andn1":
			names = append(names, "s_and_not0_saveexec_b32")
		case "orn1":
			names = append(names, "s_or_not0_saveexec_b32")
		}
		for _, name := range names {
			if op, ok := lookupOp(name); ok {
				m[op] = saveexec32(f, false)
				if fast := saveexec32Fast[n]; fast != nil {
					m[op] = fast
				}
			}
		}
	}
	for name, f := range map[string]func(s, e uint64) uint64{
		"s_andn1_wrexec_b32": func(s, e uint64) uint64 { return ^s & e }, "s_and_not0_wrexec_b32": func(s, e uint64) uint64 { return ^s & e },
		"s_andn2_wrexec_b32": func(s, e uint64) uint64 { return s &^ e }, "s_and_not1_wrexec_b32": func(s, e uint64) uint64 { return s &^ e },
	} {
		if op, ok := lookupOp(name); ok {
			m[op] = saveexec32(f, true)
		}
	}
	m[isa.OpS_ROUND_MODE] = func(w *Wave, d *instr) error {
		w.Mode = w.Mode&^0xf | uint32(d.simm16)&0xf
		return nil
	}
	m[isa.OpS_DENORM_MODE] = func(w *Wave, d *instr) error {
		w.Mode = w.Mode&^0xf0 | (uint32(d.simm16)&0xf)<<4
		return nil
	}
	m[isa.OpV_XOR3_B32] = vop3(func(a, b, c uint32) uint32 { return a ^ b ^ c })
	m[isa.OpV_PERMLANE16_B32] = vPermlane16(false)
	m[isa.OpV_PERMLANEX16_B32] = vPermlane16(true)
	m[isa.OpV_PERMLANE64_B32] = vPermlane64
	m[isa.OpV_PERMLANE16_VAR_B32] = vPermlane16Var(false)
	m[isa.OpV_PERMLANEX16_VAR_B32] = vPermlane16Var(true)
	// GFX11 v_maxmin_*: D = min(max(S0, S1), S2); v_minmax_*: D =
	// max(min(S0, S1), S2) (RDNA3 ISA), with the min/max of each type.
	m[isa.OpV_MAXMIN_I32] = vop3(func(a, b, c uint32) uint32 { return uint32(min(max(int32(a), int32(b)), int32(c))) })
	m[isa.OpV_MINMAX_I32] = vop3(func(a, b, c uint32) uint32 { return uint32(max(min(int32(a), int32(b)), int32(c))) })
	m[isa.OpV_MAXMIN_U32] = vop3(func(a, b, c uint32) uint32 { return min(max(a, b), c) })
	m[isa.OpV_MINMAX_U32] = vop3(func(a, b, c uint32) uint32 { return max(min(a, b), c) })
	m[isa.OpV_MAXMIN_F32] = vopF32(3, func(_ f32Mode, a, b, c float32) uint32 { return minF32(math.Float32frombits(maxF32(a, b)), c) })
	m[isa.OpV_MINMAX_F32] = vopF32(3, func(_ f32Mode, a, b, c float32) uint32 { return maxF32(math.Float32frombits(minF32(a, b)), c) })
	m[isa.OpV_MAXMIN_F16] = vopF16(3, func(a, b, c float64) float64 { return minF64(maxF64(a, b), c) })
	m[isa.OpV_MINMAX_F16] = vopF16(3, func(a, b, c float64) float64 { return maxF64(minF64(a, b), c) })
	// s_sethalt 1 halts the wave until the host resumes it: LLVM's trap
	// sequence for a target without a trap handler (after s_trap 2)
	// ends in it; the interpreter ends the dispatch there.
	m[isa.OpS_SETHALT] = func(w *Wave, d *instr) error {
		if d.simm16&1 == 0 {
			return nil
		}
		return &faultError{kind: FaultTrap, detail: "s_sethalt halts the wave"}
	}
	m[isa.OpS_SENDMSG_RTN_B32] = sSendmsgRtn
	m[isa.OpS_SENDMSG_RTN_B64] = sSendmsgRtn
}

// semanticsOf is the semantics of op on generation g: a generation's own,
// the common one, or on RDNA that of the GCN operation it renames.
func semanticsOf(g Gen, op isa.Op) semFn {
	if f, ok := genSemantics[g][op]; ok {
		return f
	}
	if g.RDNA() {
		if f, ok := rdnaSemantics[op]; ok {
			return f
		}
	}
	if f, ok := semantics[op]; ok {
		return f
	}
	if g.RDNA() {
		if to, ok := rdnaAliasOps[op]; ok {
			return semanticsOf(g, to)
		}
	}
	return nil
}

// semanticsOp is the operation whose semantics semanticsOf gives op on
// generation g: op itself, or on RDNA the GCN operation it renames (whose
// specialisers then apply: v_add_nc_u32 runs as v_add_u32 does).
func semanticsOp(g Gen, op isa.Op) isa.Op {
	if _, ok := genSemantics[g][op]; ok {
		return op
	}
	if g.RDNA() {
		if _, ok := rdnaSemantics[op]; ok {
			return op
		}
	}
	if _, ok := semantics[op]; ok {
		return op
	}
	if g.RDNA() {
		if to, ok := rdnaAliasOps[op]; ok {
			return semanticsOp(g, to)
		}
	}
	return op
}

// saveexec32Fast are the saveexec32 of the forms compilers emit, spelled
// out (no call per operation).
var saveexec32Fast = map[string]semFn{
	"and": func(w *Wave, d *instr) error {
		old := w.EXEC & 0xffff_ffff
		return w.setSaveexec32(d, old, uint64(w.sread32(&d.src[0]))&old)
	},
	"or": func(w *Wave, d *instr) error {
		old := w.EXEC & 0xffff_ffff
		return w.setSaveexec32(d, old, uint64(w.sread32(&d.src[0]))|old)
	},
	"xor": func(w *Wave, d *instr) error {
		old := w.EXEC & 0xffff_ffff
		return w.setSaveexec32(d, old, uint64(w.sread32(&d.src[0]))^old)
	},
	"andn2": func(w *Wave, d *instr) error {
		old := w.EXEC & 0xffff_ffff
		return w.setSaveexec32(d, old, uint64(w.sread32(&d.src[0]))&^old)
	},
}

// setSaveexec32 ends an s_*_saveexec_b32: EXEC_LO = n (within the wave's
// lanes), D = old, SCC = n != 0.
func (w *Wave) setSaveexec32(d *instr, old, n uint64) error {
	n &= w.LaneMask() & 0xffff_ffff
	w.EXEC = w.EXEC&^0xffff_ffff | n
	if o := &d.sdst; o.kind == isa.KindSGPR {
		w.SGPR[o.reg] = uint32(old)
	} else {
		w.swrite32(o, uint32(old))
	}
	w.SCC = n != 0
	return nil
}

// saveexec32 is a wave32 s_*_saveexec_b32 (wr: s_*_wrexec_b32, which
// writes the new EXEC_LO to D instead of the old one).
func saveexec32(f func(s, e uint64) uint64, wr bool) semFn {
	return func(w *Wave, d *instr) error {
		old := w.EXEC & 0xffff_ffff
		s := uint64(w.sread32(&d.src[0]))
		n := f(s, old) & 0xffff_ffff & w.LaneMask()
		w.EXEC = w.EXEC&^0xffff_ffff | n
		if wr {
			w.swrite32(&d.sdst, uint32(n))
		} else {
			w.swrite32(&d.sdst, uint32(old))
		}
		w.SCC = n != 0
		return nil
	}
}

// vPermlane16 is v_permlane16_b32 (x: v_permlanex16_b32), RDNA ISA: lane
// l of each row of 16 reads lane sel of its own row (x: of the other row
// of its 32-lane half), sel the 4-bit field (l&15) of the 64-bit
// selector {src2, src1}. op_sel[0] is FI (read inactive lanes), op_sel[1]
// BOUND_CTRL (an inactive source gives 0 rather than keeping the old
// value).
func vPermlane16(x bool) semFn {
	return func(w *Wave, d *instr) error {
		sel := uint64(w.sread32(&d.src[1])) | uint64(w.sread32(&d.src[2]))<<32
		permlane16(w, d, x, func(l int) int { return int(sel >> (4 * uint(l&15)) & 15) })
		return nil
	}
}

// vPermlane16Var is GFX12's v_permlane16_var_b32 (x:
// v_permlanex16_var_b32): as v_permlane16_b32, but each lane names its own
// source lane of the row in bits [3:0] of its src1 VGPR. The RDNA4 ISA
// guide's pseudocode (V_PERMLANE16_VAR_B32, V_PERMLANEX16_VAR_B32; as
// extracted from AMD's PDF in tinygrad's
// tinygrad/runtime/autogen/amd/rdna4/str_pcode.py): "tmp[i] =
// VGPR[i][SRC0]" for every lane, then for each active lane = row*16 + i
// "VGPR[lane][VDST] = tmp[row * 16 + VGPR[lane][SRC1][3 : 0]]", the x form
// reading row altrow = {row[1], ~row[0]} (rows 0<->1, 2<->3). Bits above
// [3:0] of the selector are ignored. That pseudocode does not mention FI
// and BOUND_CTRL; LLVM puts the intrinsic's fi and bound_ctrl operands in
// op_sel[0] and op_sel[1] as for v_permlane16_b32
// (llvm/test/CodeGen/AMDGPU/llvm.amdgcn.permlane16.var.ll: fi gives
// op_sel:[1,0], bound_ctrl op_sel:[0,1]), so they act here as they do in
// vPermlane16. With FI set, or every source lane active, the result is the
// pseudocode's; an inactive source lane without FI follows vPermlane16's
// rule, which no source here pins down (exec/README.md).
func vPermlane16Var(x bool) semFn {
	return func(w *Wave, d *instr) error {
		sel := w.vsrc(&d.src[1], &w.tmp[1])
		permlane16(w, d, x, func(l int) int { return int(sel[l] & 15) })
		return nil
	}
}

// permlane16 writes each active lane l of D with the lane sel(l) of its
// row of 16 in src0 (x: of the other row of its 32-lane half), under
// op_sel's FI and BOUND_CTRL (vPermlane16).
func permlane16(w *Wave, d *instr, x bool, sel func(l int) int) {
	src := w.vsrc(&d.src[0], &w.tmp[0])
	fi, bound := d.opsel&1 != 0, d.opsel&2 != 0
	dst := w.vdstLanes(&d.vdst, 0)
	var out [64]uint32
	exec := w.EXEC
	n := w.LaneCount()
	for l := range n {
		if exec>>uint(l)&1 == 0 {
			continue
		}
		s := l&^15 | sel(l)
		if x {
			s ^= 16
		}
		switch {
		case exec>>uint(s)&1 != 0 || fi:
			out[l] = src[s]
		case bound:
			out[l] = 0
		default:
			out[l] = dst[l]
		}
	}
	forLanes(exec, func(l int) { dst[l] = out[l] })
}

// vPermlane64 is v_permlane64_b32: in wave64 each lane reads the lane 32
// away (the other half); in wave32 it does nothing (RDNA3 ISA).
func vPermlane64(w *Wave, d *instr) error {
	if w.wave32() {
		return nil
	}
	src := w.vsrc(&d.src[0], &w.tmp[0])
	var out [64]uint32
	for l := range 64 {
		out[l] = src[l^32]
	}
	dst := w.vdstLanes(&d.vdst, 0)
	forLanes(w.EXEC, func(l int) { dst[l] = out[l] })
	return nil
}

// sSendmsgRtn is s_sendmsg_rtn_b32/b64 (GFX11): a message whose answer
// comes back in D. MSG_RTN_GET_REALTIME (0x83) gives the clock as
// s_memrealtime did; the others (doorbell, ddid, tma, tba) read as 0.
func sSendmsgRtn(w *Wave, d *instr) error {
	var v uint64
	if d.src[0].kind == isa.KindImm || d.src[0].kind == isa.KindInline {
		if d.src[0].imm&0xff == 0x83 {
			v = uint64(w.Steps)
		}
	}
	if d.sdst.width >= 2 {
		w.swrite64(&d.sdst, v)
	} else {
		w.swrite32(&d.sdst, uint32(v))
	}
	return nil
}

// resolveRDNA adapts a resolved instruction to GFX10+: v_cmpx writes EXEC
// alone, FLAT offsets have the generation's width and are signed for
// GLOBAL/SCRATCH, VOPD runs its two halves, true16 halves are staged.
func (d *instr) resolveRDNA(p *Program) {
	in := &d.in
	e := in.Enc
	if !d.sdst.present() && e.Defs.Has(isa.RegEXEC) && !e.Defs.Has(isa.RegVCC) && strings.HasPrefix(in.Op.String(), "v_cmpx_") {
		// GFX10+ v_cmpx: the mask goes to EXEC only (RDNA ISA "VOPC").
		d.sdst = opnd{kind: isa.KindSpecial, reg: isa.EncExecLo, width: 2}
		d.vopcImplicitVCC = false
	}
	if e.Format.Has(isa.FormatSMRD) && p.Arch.Gen >= GFX1250 {
		if o := in.Operand("cpol"); o != nil && o.Imm&cpolScaleOffset != 0 {
			// SMEM scale_offset: the SGPR offset counts elements of
			// the load's size; the immediate stays in bytes (clang
			// 22's p[i] with a uniform unsigned i).
			d.scale = uint8(4 * max(d.sdst.width, 1))
			if b := d.mem.Bytes; b != 0 && b < 4 {
				d.scale = b
			}
		}
	}
	if e.Format.Has(isa.FormatFLAT) {
		d.scale = 1
		if o := in.Operand("cpol"); o != nil && o.Imm&cpolScaleOffset != 0 && p.Arch.Gen >= GFX1250 {
			// scale_offset: the 32-bit VGPR offset counts elements of
			// the access's size (GFX12.5 CPol::SCAL).
			d.scale = max(d.mem.Bytes, 1)
		}
		if o := in.Operand("offset"); o != nil {
			n := flatOffsetBits(p.Arch.Gen)
			if d.flat == flatFlat && p.Arch.Gen < GFX12 {
				// flat_*: unsigned before GFX12 (LLVM prints and
				// assembles it so; compilers emit no negative ones).
				d.offset = o.Imm & (1<<n - 1)
			} else {
				d.offset = o.Imm << (64 - n) >> (64 - n)
			}
		}
	}
	if why, ok := rdnaUndefined[in.Op]; ok && d.fn == nil && d.err == nil {
		d.err = &faultError{kind: FaultUnimplemented, detail: in.Op.String() + " on " + p.Arch.Name + ": " + why}
		return
	}
	if in.Operand("vdstX") != nil {
		if d.fn == nil && d.err == nil {
			d.fn, d.err = vopd(p, d)
		}
		return
	}
	if d.fn != nil && d.err == nil && hasHalves(in) && in.Op != isa.OpV_SWAP_B16 {
		if e.Format.Has(isa.FormatDPP) {
			return // dppWrap stages the halves of the permuted lanes
		}
		d.fn = t16Wrap(d.fn, d)
	}
}

// rdnaUndefined are RDNA operations the ISA guides describe too loosely
// to run: they fault as unimplemented with the reason.
var rdnaUndefined = map[isa.Op]string{
	// RDNA3 ISA, DS_BVH_STACK_RTN_B32: the push/pop loop is given, but
	// not DECODE_ADDR/ENCODE_ADDR (how ADDR packs the stack base and
	// index with OFFSET1[5:4]'s stack size), the stack's layout and
	// wrap, nor the value of INVALID_NODE.
	isa.OpDS_BVH_STACK_RTN_B32: "not run: the RDNA3 ISA guide does not define its stack address encoding (DECODE_ADDR/ENCODE_ADDR), stack layout or INVALID_NODE",
}

// hasHalves reports whether an instruction names 16-bit VGPR halves
// (true16: v0.l, v0.h).
func hasHalves(in *isa.Inst) bool {
	for i := range in.Operands {
		if in.Operands[i].Kind == isa.KindVGPR && in.Operands[i].Half != 0 {
			return true
		}
	}
	return false
}

// t16Wrap runs a 16-bit operation on true16 register halves (GFX11): a
// source half is staged into the low 16 bits of a buffer, and the result's
// low 16 bits go to the destination half, the other half of the register
// kept (GFX10+ 16-bit results never touch the other half).
func t16Wrap(base semFn, d *instr) semFn {
	in := &d.in
	inner := *d
	inner.opsel = 0 // the halves are the operands'; op_sel was their encoding
	var hiSrc [3]bool
	for i, name := range [3]string{"src0", "src1", "src2"} {
		o := in.Operand(name)
		if o == nil && i == 0 {
			o = in.Operand("vsrc0")
		}
		if o != nil && o.Kind == isa.KindVGPR && o.Half == isa.HalfHi {
			hiSrc[i] = true
			inner.src[i] = opnd{kind: kindLanes, reg: 4 + i, width: 1}
			inner.splat[i], inner.splatHi[i] = nil, nil
		}
	}
	dstHalf := uint8(0)
	if o := in.Operand("vdst"); o != nil && o.Kind == isa.KindVGPR {
		dstHalf = o.Half
	}
	if dstHalf != 0 {
		inner.vdst = opnd{kind: kindLanes, reg: 7, width: 1}
	}
	return func(w *Wave, _ *instr) error {
		for i := range 3 {
			if hiSrc[i] {
				src := w.vsrc(&d.src[i], &w.tmp[i])
				for l := range w.LaneCount() {
					w.xbuf[4+i][l] = src[l] >> 16
				}
			}
		}
		if dstHalf == 0 {
			return base(w, &inner)
		}
		dst := w.vdstLanes(&d.vdst, 0)
		for l := range w.LaneCount() {
			w.xbuf[7][l] = dst[l] >> (8 * uint(dstHalf-1) * 2)
		}
		err := base(w, &inner)
		if dstHalf == isa.HalfHi {
			forLanes(w.EXEC, func(l int) { dst[l] = dst[l]&0xffff | w.xbuf[7][l]<<16 })
		} else {
			forLanes(w.EXEC, func(l int) { dst[l] = dst[l]&^0xffff | w.xbuf[7][l]&0xffff })
		}
		return err
	}
}

// vopd is the semantics of a VOPD dual-issue instruction (GFX11): two VOP2
// or VOP1 operations, X and Y, that read their sources before either
// writes (LLVM pairs only independent operations, but a Y source may name
// X's destination, which then must read the old value).
func vopd(p *Program, d *instr) (semFn, error) {
	in := &d.in
	xName, yName, ok := vopdNames(in.Enc.Asm)
	if !ok {
		return nil, errUnimplemented(in.Op.String())
	}
	var kimm uint32
	for _, n := range []string{"imm", "immX", "immY"} {
		if o := in.Operand(n); o != nil && o.Imm != 0 {
			kimm = uint32(o.Imm)
		}
	}
	half := func(name, sfx string) (*instr, error) {
		op, bitop2, ok := vopdHalfOp(name)
		if !ok {
			return nil, errUnimplemented("v_dual_" + name[2:])
		}
		fn := semanticsOf(p.Arch.Gen, op)
		if fn == nil {
			return nil, errUnimplemented("v_dual_" + name[2:])
		}
		h := &instr{op: op, size: d.size, valu: true, in: d.in, kimm: kimm}
		if o := in.Operand("vdst" + sfx); o != nil {
			h.vdst = opndOf(o, in)
		}
		if o := in.Operand("src0" + sfx); o != nil {
			h.src[0] = opndOf(o, in)
		}
		if o := in.Operand("vsrc1" + sfx); o != nil {
			h.src[1] = opndOf(o, in)
		}
		if o := in.Operand("vsrc2" + sfx); o != nil {
			h.src[2] = opndOf(o, in)
		}
		// gfx1250's VOPD3 halves: source modifiers, bitop2's table.
		for i, n := range [3]string{"src0", "vsrc1", "vsrc2"} {
			if o := in.Operand(n + sfx + "_modifiers"); o != nil {
				h.mods[i] = uint8(o.Imm)
			}
		}
		if bitop2 {
			h.src[2] = opnd{kind: isa.KindInline, width: 1}
			if o := in.Operand("bitop3"); o != nil {
				h.bitop3 = uint8(o.Imm)
			}
		}
		if op == isa.OpV_CNDMASK_B32 && !h.src[2].present() {
			h.implicitVCCSrc = true
		}
		for i := range h.src {
			h.splat[i], h.splatHi[i] = splatOf(&h.src[i])
		}
		h.fn = fn
		return h, nil
	}
	x, err := half(xName, "X")
	if err != nil {
		return nil, err
	}
	y, err := half(yName, "Y")
	if err != nil {
		return nil, err
	}
	// Does Y read X's destination (or, for the accumulating fmac, write
	// it)? Then X's result is held back until Y has run.
	conflict := false
	for i := range y.src {
		if y.src[i].kind == isa.KindVGPR && y.src[i].reg == x.vdst.reg {
			conflict = true
		}
	}
	if !conflict {
		return func(w *Wave, _ *instr) error {
			if err := x.call(w); err != nil {
				return err
			}
			return y.call(w)
		}, nil
	}
	return func(w *Wave, _ *instr) error {
		dst := w.vdstLanes(&x.vdst, 0)
		var old, res [64]uint32
		copy(old[:], dst)
		if err := x.call(w); err != nil {
			return err
		}
		copy(res[:], dst)
		copy(dst, old[:])
		if err := y.call(w); err != nil {
			return err
		}
		copy(dst, res[:])
		return nil
	}, nil
}

// vopdNames returns the plain mnemonics of a VOPD's two halves from its
// asm template ("v_dual_mov_b32 ... :: v_dual_add_f32 ..." gives
// v_mov_b32 and v_add_f32).
func vopdNames(asm string) (x, y string, ok bool) {
	i := strings.Index(asm, "::")
	if i < 0 {
		return "", "", false
	}
	first := func(s string) string {
		s = strings.TrimSpace(s)
		if j := strings.IndexAny(s, " $"); j >= 0 {
			s = s[:j]
		}
		return strings.TrimPrefix(s, "v_dual_")
	}
	x, y = first(asm[:i]), first(asm[i+2:])
	if x == "" || y == "" {
		return "", "", false
	}
	x, y = "v_"+x, "v_"+y
	if o, ok := vopdHalfOps[x]; ok {
		x = o
	}
	if o, ok := vopdHalfOps[y]; ok {
		y = o
	}
	return x, y, true
}

// vopdHalfOps are the VOPD halves that have no VOP1/VOP2 form of their
// own name: v_dual_dot2acc_f32_bf16 is gfx950's v_dot2c_f32_bf16 (D = S0 .
// S1 + D, bf16 halves).
var vopdHalfOps = map[string]string{"v_dot2acc_f32_bf16": "v_dot2c_f32_bf16"}

// GFX11.5 SALU float operations (s_add_f32, s_cvt_f32_i32, s_cmp_lt_f32,
// ...): the VALU operation of the same name on one lane (RDNA3.5 ISA:
// "the same as the VALU operation"; MODE applies alike). Sources are SGPRs
// or constants, the result goes to the SGPR D (f16 results zero-extended);
// compares set SCC.
func init() {
	for _, ty := range []string{"f32", "f16"} {
		for _, n := range []string{"add", "sub", "mul", "min", "max", "fmac", "fmaak", "fmamk", "ceil", "floor", "trunc", "rndne"} {
			saluFloat("s_"+n+"_"+ty, "v_"+n+"_"+ty, false, false)
		}
		for _, c := range []string{"lt", "eq", "le", "gt", "lg", "ge", "o", "u", "nge", "nlg", "ngt", "nle", "neq", "nlt"} {
			saluFloat("s_cmp_"+c+"_"+ty, "v_cmp_"+c+"_"+ty, true, false)
		}
	}
	for _, n := range []string{"cvt_f32_i32", "cvt_f32_u32", "cvt_u32_f32", "cvt_i32_f32", "cvt_f16_f32", "cvt_f32_f16"} {
		saluFloat("s_"+n, "v_"+n, false, false)
	}
	saluFloat("s_cvt_hi_f32_f16", "v_cvt_f32_f16", false, true)
	saluFloat("s_cvt_pk_rtz_f16_f32", "v_cvt_pkrtz_f16_f32", false, false)
}

// saluFloat registers SALU operation s as VALU operation v on lane 0
// (cmp: a compare, whose lane-0 result goes to SCC; hi: S0's high half).
func saluFloat(s, v string, cmp, hi bool) {
	sop, ok1 := lookupOp(s)
	vop, ok2 := lookupOp(v)
	if !ok1 || !ok2 {
		return
	}
	f16 := strings.HasSuffix(v, "_f16") && !cmp && v != "v_cvt_f32_f16"
	rdnaSemantics[sop] = func(w *Wave, d *instr) error {
		vf := semantics[vop]
		if vf == nil {
			return errUnimplemented(s)
		}
		inner := *d
		inner.sdst, inner.vopcImplicitVCC = opnd{}, cmp
		inner.splat, inner.splatHi = [3]*[64]uint32{}, [3]*[64]uint32{}
		if hi {
			w.xbuf[4][0] = w.sread32(&d.src[0]) >> 16
			inner.src[0] = opnd{kind: kindLanes, reg: 4, width: 1}
		}
		if !cmp {
			inner.vdst = opnd{kind: kindLanes, reg: 7, width: 1}
			w.xbuf[7][0] = w.sread32(&d.sdst) // s_fmac's accumulator
		}
		exec, vcc := w.EXEC, w.VCC
		w.EXEC = 1
		err := vf(w, &inner)
		w.EXEC = exec
		if cmp {
			w.SCC = w.VCC&1 != 0
			w.VCC = vcc
			return err
		}
		r := w.xbuf[7][0]
		if f16 {
			r &= 0xffff
		}
		w.swrite32(&d.sdst, r)
		return err
	}
}

// GFX10+ f16 fused multiply-adds: v_fmac_f16 (D = S0 * S1 + D),
// v_fmamk_f16 (D = S0 * K + S1), v_fmaak_f16 (D = S0 * S1 + K), rounded
// once. The result's high half keeps its bits (GFX10+ 16-bit results do
// not touch the other half).
func init() {
	m := rdnaSemantics
	m[isa.OpV_FMAC_F16] = func(w *Wave, d *instr) error {
		a := w.vsrc(&d.src[0], &w.tmp[0])
		b := w.vsrc(&d.src[1], &w.tmp[1])
		dst := w.vdstLanes(&d.vdst, 0)
		forLanes(w.EXEC, func(l int) {
			r := fma16(f16In(a[l], false, d.mods[0]), f16In(b[l], false, d.mods[1]), f16In(dst[l], false, 0))
			dst[l] = dst[l]&0xffff_0000 | uint32(roundToF16(clampUnit(d.clamp, r)))
		})
		return nil
	}
	for op, kFirst := range map[isa.Op]bool{isa.OpV_FMAMK_F16: true, isa.OpV_FMAAK_F16: false} {
		m[op] = func(w *Wave, d *instr) error {
			a := w.vsrc(&d.src[0], &w.tmp[0])
			b := w.vsrc(&d.src[1], &w.tmp[1])
			k := f16ToF64(uint16(d.kimm))
			dst := w.vdstLanes(&d.vdst, 0)
			forLanes(w.EXEC, func(l int) {
				x, y := f16ToF64(uint16(a[l])), f16ToF64(uint16(b[l]))
				var r float64
				if kFirst {
					r = fma16(x, k, y)
				} else {
					r = fma16(x, y, k)
				}
				dst[l] = dst[l]&0xffff_0000 | uint32(roundToF16(r))
			})
			return nil
		}
	}
}
