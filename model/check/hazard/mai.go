package hazard

import "github.com/gcndbg/gcndbg/isa"

// exec is EXEC's two slots.
var execSlots = []int{isa.SlotExecLo, isa.SlotExecHi}

func vgprsOf(s []int) []int {
	var out []int
	for _, x := range s {
		if x < isa.SlotScalar {
			out = append(out, x)
		}
	}
	return out
}

func sameRange(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// mai908 is checkMAIHazards908 (gfx908).
func (w *Wave) mai908(pc uint64, f *facts) {
	src := gcn + "checkMAIHazards908"
	if !f.accRead {
		ws, e := w.sinceDef(4, execSlots, isVALU)
		w.need("VALUWriteEXEC-MFMA", src, pc, 4, ws, e, f, "after a VALU write of EXEC", -1)
		if v := vgprsOf(f.vgprReads); len(v) > 0 {
			var arch []int
			for _, x := range v {
				if x < isa.SlotAGPR {
					arch = append(arch, x)
				}
			}
			if len(arch) > 0 {
				ws, e := w.sinceDef(2, arch, isVALU)
				w.need("VALUWriteVGPR-MFMARead", src, pc, 2, ws, e, f, "reads a VGPR a VALU wrote", -1)
			}
		}
	}
	// AGPR sources (and v_accvgpr_write's destination) written by an
	// overlapping MFMA.
	check := func(regs []int, isSrcC bool) {
		var agprs []int
		for _, x := range regs {
			if x >= isa.SlotAGPR && x < isa.SlotScalar {
				agprs = append(agprs, x)
			}
		}
		if len(agprs) == 0 {
			return
		}
		ws, e := w.since(18, func(p *facts) bool { return p.mfma && !sameRange(p.dst, agprs) && overlap(p.dst, agprs) })
		if e != nil {
			need := 4
			switch {
			case isSrcC:
				need = 2
			case f.accRead:
				need = map[int]int{2: 4, 8: 10}[e.f.passes]
				if need == 0 {
					need = 18
				}
			case f.accWrite:
				need = map[int]int{2: 1, 8: 7}[e.f.passes]
				if need == 0 {
					need = 15
				}
			}
			w.need("MFMAWriteAGPR-Read", src, pc, need, ws, e, f, "reads AGPRs an MFMA writes", -1)
		}
		ws, e = w.since(3, func(p *facts) bool { return p.accWrite && overlap(p.dst, agprs) })
		if e != nil {
			need := 3
			if isSrcC {
				need = 1
			}
			w.need("AccVGPRWrite-Read", src, pc, need, ws, e, f, "reads AGPRs v_accvgpr_write wrote", -1)
		}
	}
	if f.mfma {
		check(f.srcAB, false)
		check(f.srcC, true)
	} else if f.accRead {
		check(f.src0, false)
	} else if f.accWrite {
		check(f.dst, false)
	}
}

// mai90a is checkMAIHazards90A (gfx90a, gfx940) for an MFMA.
func (w *Wave) mai90a(pc uint64, f *facts) {
	g := w.c.gen
	src := gcn + "checkMAIHazards90A"
	ws, e := w.sinceDef(4, execSlots, func(p *facts) bool { return p.valu && !p.mfma })
	w.need("VALUWriteEXEC-MFMA", src, pc, 4, ws, e, f, "after a VALU write of EXEC", -1)
	for k, use := range [][]int{f.srcAB, f.srcC} {
		if len(use) == 0 {
			continue
		}
		isC := k == 1
		if v := vgprsOf(use); len(v) > 0 {
			ws, e := w.sinceDef(2, v, func(p *facts) bool { return p.valu && !p.mfma && !p.dot })
			w.need("VALUWriteVGPR-MFMARead", src, pc, 2, ws, e, f, "reads a VGPR a VALU wrote", -1)
		}
		// srcAB holds src0 and src1: check each against the MFMA's dst.
		ws, e := w.since(19, func(p *facts) bool { return p.mfma && overlap(p.dst, use) })
		if e == nil {
			continue
		}
		m1 := e.f
		need := 0
		if isC {
			full := sameRange(m1.dst, use)
			switch {
			case !f.dgemm && g < isa.GenGFX940 && m1.dgemm:
				need = 0
			case full:
				if f.dgemm && m1.dgemm && f.passes == 4 && m1.passes == 4 {
					need = 4
				} else if g >= isa.GenGFX940 && m1.passes == 2 && !m1.dgemm {
					need = 2
				}
			case m1.dgemm:
				if !(f.xdl || g < isa.GenGFX940 && !f.dgemm) {
					need = map[int]int{8: 9, 4: 4}[m1.passes]
				}
			case g >= isa.GenGFX940:
				if f.xdl && !m1.xdl {
					break
				}
				need = m1.passes
				if m1.xdl {
					need++
				}
			default:
				need = map[int]int{2: 2, 8: 8, 16: 16}[m1.passes]
				if f.dgemm {
					need++
				}
			}
		} else {
			switch {
			case m1.dgemm:
				need = map[int]int{8: 11, 4: 6}[m1.passes]
			case g >= isa.GenGFX940:
				need = m1.passes + 2
				if m1.xdl {
					need++
				}
			default:
				need = map[int]int{2: 5, 8: 11, 16: 19}[m1.passes]
			}
		}
		rule := "MFMAWrite-MFMASrcAB"
		if isC {
			rule = "MFMAWrite-MFMASrcC"
		}
		w.need(rule, src, pc, need, ws, e, f, "reads registers an MFMA writes", -1)
	}
}

// maiVALU is checkMAIVALUHazards (gfx90a, gfx940) for a VALU, memory or
// export instruction.
func (w *Wave) maiVALU(pc uint64, f *facts) {
	g := w.c.gen
	src := gcn + "checkMAIVALUHazards"
	isMem := f.vmem || f.flat || f.ds || f.exp
	for _, use := range [][]int{vgprsOf(f.explicitRd)} {
		if len(use) == 0 {
			continue
		}
		for _, r := range use {
			one := []int{r}
			if ws, e := w.since(19, func(p *facts) bool { return p.mfma && overlap(p.dst, one) }); e != nil {
				m := e.f
				var need int
				switch {
				case m.dgemm:
					if m.passes == 4 {
						need = map[bool]int{true: 9, false: 6}[isMem]
					} else {
						need = map[bool]int{true: 18, false: 11}[isMem]
					}
				default:
					need = mfmaWriteWaits(m, g)
				}
				w.need("MFMAWrite-Read", src, pc, need, ws, e, f, "reads %s an MFMA writes", r)
				if ws < need {
					break
				}
			}
		}
	}
	if f.op == isa.OpV_FMA_F64 || f.op == isa.OpV_FMAC_F64 {
		ws, e := w.since(2, func(p *facts) bool { return p.dgemm })
		w.need("DGEMM-FMA64", src, pc, 2, ws, e, f, "after a DGEMM", -1)
	}
	for _, r := range vgprsOf(f.writes) {
		one := []int{r}
		if ws, e := w.since(19, func(p *facts) bool { return p.mfma && overlap(p.dst, one) }); e != nil {
			m := e.f
			var need int
			switch {
			case m.dgemm:
				need = map[int]int{4: 6, 8: 11}[m.passes]
			default:
				need = mfmaWriteWaits(m, g)
			}
			w.need("MFMAWrite-VALUWrite", src, pc, need, ws, e, f, "overwrites %s an MFMA writes", r)
			if ws < need {
				break
			}
		}
		ws, e := w.since(15, func(p *facts) bool {
			return p.mfma && !p.dgemm && (g < isa.GenGFX940 || p.xdl) && has(p.srcC, r)
		})
		if e != nil {
			need := map[int]int{2: 1, 4: 3, 8: 7}[e.f.passes]
			if need == 0 {
				need = 15
			}
			w.need("MFMASrcCRead-VALUWrite", src, pc, need, ws, e, f, "overwrites %s an MFMA reads as C", r)
			if ws < need {
				break
			}
		}
	}
}

// mfmaWriteWaits is the wait states after a non-DGEMM MFMA that writes a
// VGPR before another instruction reads or overwrites it: on gfx940 and
// later the passes + 2 (+1 for XDL) of GCNHazardRecognizer's
// GFX940_*_PassWriteVgpr* constants, before that its 2/8/16-pass table.
func mfmaWriteWaits(m *facts, g isa.Generation) int {
	if g >= isa.GenGFX940 {
		if m.xdl {
			return m.passes + 3
		}
		return m.passes + 2
	}
	return map[int]int{2: 5, 8: 11, 16: 19}[m.passes]
}
