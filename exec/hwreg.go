package exec

import (
	"github.com/gcndbg/gcndbg/isa"
)

// s_getreg_b32 / s_setreg_b32 / s_setreg_imm32_b32: hardware registers
// named by hwreg(id, offset, size) in simm16 (id [5:0], offset [10:6],
// size-1 [15:11]). MODE is the one kernels write (rounding and denormal
// modes, which the float semantics honour); the others read what the
// interpreter knows of the wave.

// Hardware register ids (GFX8/GFX9 SIDefines.h).
const (
	HWRegMode     = 1
	HWRegStatus   = 2
	HWRegTrapSts  = 3
	HWRegHWID     = 4
	HWRegGPRAlloc = 5
	HWRegLDSAlloc = 6
	HWRegIBSts    = 7
	// GFX10+: FLAT_SCRATCH is a hardware register pair, not SGPRs.
	HWRegFlatScrLo = 20
	HWRegFlatScrHi = 21
	// GFX10.3 and GFX11: SHADER_CYCLES, a 20-bit clock (clang 22 reads
	// hwreg(HW_REG_SHADER_CYCLES, 0, 20) for __builtin_readcyclecounter);
	// GFX12: the 64-bit clock's halves, SHADER_CYCLES_LO and _HI (read
	// hi, lo, hi again until the two hi agree). llvm-mc-22 accepts these
	// names on exactly those generations.
	HWRegShaderCycles   = 29
	HWRegShaderCyclesHi = 30
)

func hwregField(simm16 int64) (id, off, size uint32) {
	v := uint32(simm16)
	return v & 0x3f, v >> 6 & 0x1f, v>>11&0x1f + 1
}

func fieldMask(off, size uint32) uint32 {
	if size >= 32 {
		return ^uint32(0) << off
	}
	return (1<<size - 1) << off
}

// hwreg returns a pointer to a writable hardware register, or nil.
func (w *Wave) hwreg(id uint32) *uint32 {
	switch id {
	case HWRegMode:
		return &w.Mode
	case HWRegStatus:
		return &w.Status
	case HWRegTrapSts:
		return &w.TrapSts
	}
	return nil
}

func (w *Wave) readHWReg(id uint32) uint32 {
	if p := w.hwreg(id); p != nil {
		return *p
	}
	if w.Env != nil && w.Env.Arch().Gen.RDNA() {
		switch id {
		case HWRegFlatScrLo:
			return uint32(w.FlatScratch)
		case HWRegFlatScrHi:
			return uint32(w.FlatScratch >> 32)
		case HWRegShaderCycles:
			// The interpreter's clock is the wave's instruction count,
			// as s_memtime's.
			if g := w.Env.Arch().Gen; g >= isa.GenGFX10_3 {
				return uint32(w.Steps)
			}
		case HWRegShaderCyclesHi:
			if g := w.Env.Arch().Gen; g >= isa.GenGFX12 {
				return uint32(w.Steps >> 32)
			}
		}
	}
	switch id {
	case HWRegHWID:
		// WAVE_ID [3:0], SIMD_ID [5:4], PIPE_ID, CU_ID [11:8], SH_ID, SE_ID:
		// the interpreter reports the wave's index in its workgroup.
		return uint32(w.ID) & 0xf
	case HWRegGPRAlloc:
		// VGPR_BASE [5:0], VGPR_SIZE [13:8] ((n/4)-1), SGPR_BASE, SGPR_SIZE [27:24] ((n/16)-1).
		return uint32(max(w.NumVGPRs()/4-1, 0))<<8 | uint32(max(len(w.SGPR)/16-1, 0))<<24
	}
	return 0
}

func init() {
	register(map[isa.Op]semFn{
		isa.OpS_GETREG_B32: func(w *Wave, d *instr) error {
			id, off, size := hwregField(d.simm16)
			w.swrite32(&d.sdst, w.readHWReg(id)&fieldMask(off, size)>>off)
			return nil
		},
		isa.OpS_SETREG_B32: func(w *Wave, d *instr) error {
			id, off, size := hwregField(d.simm16)
			setHWReg(w, id, off, size, w.sread32(&d.sdst))
			return nil
		},
		isa.OpS_SETREG_IMM32_B32: func(w *Wave, d *instr) error {
			id, off, size := hwregField(d.simm16)
			setHWReg(w, id, off, size, d.kimm)
			return nil
		},
	})
}

func setHWReg(w *Wave, id, off, size, v uint32) {
	if (id == HWRegFlatScrLo || id == HWRegFlatScrHi) && w.Env != nil && w.Env.Arch().Gen.RDNA() {
		m := fieldMask(off, size)
		sh := 32 * uint(id-HWRegFlatScrLo)
		old := uint32(w.FlatScratch >> sh)
		nv := old&^m | v<<off&m
		w.FlatScratch = w.FlatScratch&^(0xffff_ffff<<sh) | uint64(nv)<<sh
		return
	}
	p := w.hwreg(id)
	if p == nil {
		return // read-only or unmodelled: the write is ignored
	}
	m := fieldMask(off, size)
	*p = *p&^m | v<<off&m
}
