package codeobj

import (
	"debug/elf"
	"errors"
	"fmt"
	"strings"
)

// vgprEncodingGranule is the block size of GRANULATED_WORKITEM_VGPR_COUNT
// (AMDGPUUsage compute_pgm_rsrc1 table): 16 on gfx1250, 8 on GFX90A/GFX942
// and in wave32 mode, else 4.
func vgprEncodingGranule(processor string, wave32 bool) uint32 {
	gen := processorGeneration(processor)
	if gen == GFX1250 {
		return 16
	}
	if gen == GFX90A || gen >= GFX10 && wave32 {
		return 8
	}
	return 4
}

// sgprEncodingGranule is the block size of GRANULATED_WAVEFRONT_SGPR_COUNT:
// 8 (GFX9 encodes twice the number of 16-SGPR blocks, i.e. also units of 8).
const sgprEncodingGranule = 8

// Directives prints the descriptor as the .amdhsa_kernel block that
// llvm-objdump -D prints for a <name>.kd symbol: a code object assembled
// from it gets the same descriptor bytes. Values that the bytes cannot
// recover (.amdhsa_reserve_*) print as 0, as LLVM does. version is the
// code object version and processor the target's processor. Reserved
// bits that are set make it fail, naming them, where LLVM fails too.
func (kd *KernelDescriptor) Directives(name, processor string, version int) (string, error) {
	gen := processorGeneration(processor)
	gfx1250 := gen == GFX1250
	archFS := hasArchitectedFlatScratch(processor)
	wave32 := gen >= GFX10 && kd.Props.EnableWavefrontSize32 != 0
	var b strings.Builder
	d := func(dir string, v uint32) { fmt.Fprintf(&b, "\t.amdhsa_%s %d\n", dir, v) }
	comment := func(dir string, v uint32) { fmt.Fprintf(&b, "\t; %s %d\n", dir, v) }
	reserved := func(desc string, v uint32, hi, lo uint, why string) error {
		if bits(v, hi, lo) == 0 {
			return nil
		}
		if why != "" {
			why = ", " + why
		}
		return &DirectiveError{Msg: fmt.Sprintf("kernel descriptor %s reserved %s set%s", desc, bitRange(hi, lo), why)}
	}
	fmt.Fprintf(&b, ".amdhsa_kernel %s\n", name)
	d("group_segment_fixed_size", kd.GroupSegmentFixedSize)
	d("private_segment_fixed_size", kd.PrivateSegmentFixedSize)
	d("kernarg_size", kd.KernargSize)
	if err := kd.checkReservedBytes(0, 24); err != nil {
		return "", err
	}

	// COMPUTE_PGM_RSRC3 (byte 44) comes first in descriptor order.
	r3 := kd.ComputePgmRsrc3
	var err error
	check := func(e error) {
		if err == nil {
			err = e
		}
	}
	switch gen {
	case GFX90A:
		d("accum_offset", (bits(r3, 5, 0)+1)*4)
		d("tg_split", bits(r3, 16, 16))
		check(reserved("COMPUTE_PGM_RSRC3", r3, 15, 6, "must be zero on gfx90a"))
		check(reserved("COMPUTE_PGM_RSRC3", r3, 31, 17, "must be zero on gfx90a"))
	case GFX10, GFX103, GFX11, GFX12, GFX1250:
		if gen < GFX12 {
			if wave32 {
				comment("SHARED_VGPR_COUNT", bits(r3, 3, 0))
			} else {
				d("shared_vgpr_count", bits(r3, 3, 0))
			}
		} else {
			check(reserved("COMPUTE_PGM_RSRC3", r3, 3, 0, "must be zero on gfx12+"))
		}
		switch gen {
		case GFX11:
			d("inst_pref_size", bits(r3, 9, 4))
			comment("TRAP_ON_START", bits(r3, 10, 10))
			comment("TRAP_ON_END", bits(r3, 11, 11))
		case GFX12, GFX1250:
			d("inst_pref_size", bits(r3, 11, 4))
		default:
			check(reserved("COMPUTE_PGM_RSRC3", r3, 11, 4, "must be zero on gfx10"))
		}
		check(reserved("COMPUTE_PGM_RSRC3", r3, 12, 12, "must be zero on gfx10+"))
		if gen >= GFX12 {
			comment("GLG_EN", bits(r3, 13, 13))
		} else {
			check(reserved("COMPUTE_PGM_RSRC3", r3, 13, 13, "must be zero on gfx10 or gfx11"))
		}
		if gfx1250 {
			// AMDGPUDisassembler::decodeCOMPUTE_PGM_RSRC3, bits 14-21.
			d("named_barrier_count", bits(r3, 16, 14))
			comment("ENABLE_DYNAMIC_VGPR", bits(r3, 17, 17))
			comment("TCP_SPLIT", bits(r3, 20, 18))
			comment("ENABLE_DIDT_THROTTLE", bits(r3, 21, 21))
		} else {
			check(reserved("COMPUTE_PGM_RSRC3", r3, 21, 14, "must be zero on gfx10+"))
		}
		check(reserved("COMPUTE_PGM_RSRC3", r3, 30, 22, "must be zero on gfx10+"))
		if gen >= GFX11 {
			comment("IMAGE_OP", bits(r3, 31, 31))
		} else {
			check(reserved("COMPUTE_PGM_RSRC3", r3, 31, 31, "must be zero on gfx10"))
		}
	default:
		if r3 != 0 {
			check(&DirectiveError{Msg: "kernel descriptor COMPUTE_PGM_RSRC3 must be all zero before gfx9"})
		}
	}
	if err != nil {
		return "", err
	}

	r1 := kd.ComputePgmRsrc1
	d("next_free_vgpr", (bits(r1, 5, 0)+1)*vgprEncodingGranule(processor, wave32))
	if gen >= GFX10 {
		if err := reserved("COMPUTE_PGM_RSRC1_GRANULATED_WAVEFRONT_SGPR_COUNT", r1, 9, 6, "must be zero on gfx10+"); err != nil {
			return "", err
		}
	}
	d("reserve_vcc", 0)
	if !archFS {
		d("reserve_flat_scratch", 0)
	}
	// LLVM prints whether the subtarget has FeatureXNACK, which gfx1250's
	// processor definition always has.
	if gfx1250 {
		d("reserve_xnack_mask", 1)
	} else {
		d("reserve_xnack_mask", 0)
	}
	d("next_free_sgpr", (bits(r1, 9, 6)+1)*sgprEncodingGranule)
	check(reserved("COMPUTE_PGM_RSRC1_PRIORITY", r1, 11, 10, ""))
	d("float_round_mode_32", bits(r1, 13, 12))
	d("float_round_mode_16_64", bits(r1, 15, 14))
	d("float_denorm_mode_32", bits(r1, 17, 16))
	d("float_denorm_mode_16_64", bits(r1, 19, 18))
	check(reserved("COMPUTE_PGM_RSRC1_PRIV", r1, 20, 20, ""))
	if gen < GFX12 {
		d("dx10_clamp", bits(r1, 21, 21))
	}
	check(reserved("COMPUTE_PGM_RSRC1_DEBUG_MODE", r1, 22, 22, ""))
	if gen < GFX12 {
		d("ieee_mode", bits(r1, 23, 23))
	}
	check(reserved("COMPUTE_PGM_RSRC1_BULKY", r1, 24, 24, ""))
	check(reserved("COMPUTE_PGM_RSRC1_CDBG_USER", r1, 25, 25, ""))
	if gen >= GFX9 {
		d("fp16_overflow", bits(r1, 26, 26))
	} else {
		check(reserved("COMPUTE_PGM_RSRC1", r1, 26, 26, "must be zero pre-gfx9"))
	}
	if gfx1250 {
		comment("FLAT_SCRATCH_IS_NV", bits(r1, 27, 27))
	} else {
		check(reserved("COMPUTE_PGM_RSRC1", r1, 27, 27, ""))
	}
	check(reserved("COMPUTE_PGM_RSRC1", r1, 28, 28, ""))
	if gen >= GFX10 {
		if !gfx1250 { // no WGP mode on gfx1250
			d("workgroup_processor_mode", bits(r1, 29, 29))
		}
		d("memory_ordered", bits(r1, 30, 30))
		d("forward_progress", bits(r1, 31, 31))
	} else {
		check(reserved("COMPUTE_PGM_RSRC1", r1, 31, 29, ""))
	}
	if gen >= GFX12 {
		d("round_robin_scheduling", bits(r1, 21, 21))
	}
	if err != nil {
		return "", err
	}

	r2 := kd.ComputePgmRsrc2
	if archFS {
		d("enable_private_segment", bits(r2, 0, 0))
	} else {
		d("system_sgpr_private_segment_wavefront_offset", bits(r2, 0, 0))
	}
	d("system_sgpr_workgroup_id_x", bits(r2, 7, 7))
	d("system_sgpr_workgroup_id_y", bits(r2, 8, 8))
	d("system_sgpr_workgroup_id_z", bits(r2, 9, 9))
	d("system_sgpr_workgroup_info", bits(r2, 10, 10))
	d("system_vgpr_workitem_id", bits(r2, 12, 11))
	check(reserved("COMPUTE_PGM_RSRC2_ENABLE_EXCEPTION_ADDRESS_WATCH", r2, 13, 13, ""))
	check(reserved("COMPUTE_PGM_RSRC2_ENABLE_EXCEPTION_MEMORY", r2, 14, 14, ""))
	check(reserved("COMPUTE_PGM_RSRC2_GRANULATED_LDS_SIZE", r2, 23, 15, ""))
	d("exception_fp_ieee_invalid_op", bits(r2, 24, 24))
	d("exception_fp_denorm_src", bits(r2, 25, 25))
	d("exception_fp_ieee_div_zero", bits(r2, 26, 26))
	d("exception_fp_ieee_overflow", bits(r2, 27, 27))
	d("exception_fp_ieee_underflow", bits(r2, 28, 28))
	d("exception_fp_ieee_inexact", bits(r2, 29, 29))
	d("exception_int_div_zero", bits(r2, 30, 30))
	if gen < GFX12 { // LLVM 22 neither prints nor checks GFX12's WGP_TAKEOVER
		check(reserved("COMPUTE_PGM_RSRC2_GFX6_GFX11", r2, 31, 31, ""))
	}
	if err != nil {
		return "", err
	}

	p := uint32(kd.KernelCodeProperties)
	if !archFS {
		d("user_sgpr_private_segment_buffer", bits(p, 0, 0))
	}
	d("user_sgpr_dispatch_ptr", bits(p, 1, 1))
	d("user_sgpr_queue_ptr", bits(p, 2, 2))
	d("user_sgpr_kernarg_segment_ptr", bits(p, 3, 3))
	d("user_sgpr_dispatch_id", bits(p, 4, 4))
	if !archFS {
		d("user_sgpr_flat_scratch_init", bits(p, 5, 5))
	}
	d("user_sgpr_private_segment_size", bits(p, 6, 6))
	if err := kdBitsReserved(p, 9, 7, ""); err != nil {
		return "", err
	}
	if gen == GFX9 || gen == GFX90A {
		if err := kdBitsReserved(p, 10, 10, "must be zero on gfx9"); err != nil {
			return "", err
		}
	} else if gen >= GFX10 {
		d("wavefront_size32", bits(p, 10, 10))
	}
	if version >= 5 {
		d("uses_dynamic_stack", bits(p, 11, 11))
	}
	if err := kdBitsReserved(p, 15, 12, ""); err != nil {
		return "", err
	}
	if kd.KernargPreloadSpecLength != 0 {
		d("user_sgpr_kernarg_preload_length", kd.KernargPreloadSpecLength)
	}
	if kd.KernargPreloadSpecOffset != 0 {
		d("user_sgpr_kernarg_preload_offset", kd.KernargPreloadSpecOffset)
	}
	if err := kd.checkReservedBytes(24, 28); err != nil {
		return "", err
	}
	b.WriteString(".end_amdhsa_kernel\n")
	return b.String(), nil
}

// DirectiveError is a kernel descriptor that cannot be printed as
// directives; Msg is worded as llvm-objdump words it.
type DirectiveError struct{ Msg string }

func (e *DirectiveError) Error() string { return e.Msg }

func bitRange(hi, lo uint) string {
	if hi == lo {
		return fmt.Sprintf("bit (%d)", lo)
	}
	return fmt.Sprintf("bits in range (%d:%d)", hi, lo)
}

// kdBitsReserved checks kernel code property bits; LLVM numbers them from
// the start of the descriptor (byte 56 = bit 448).
func kdBitsReserved(v uint32, hi, lo uint, why string) error {
	if bits(v, hi, lo) == 0 {
		return nil
	}
	if why != "" {
		why = ", " + why
	}
	const base = kdKernelCodeProperties * 8
	return &DirectiveError{Msg: fmt.Sprintf("kernel descriptor reserved %s set%s", bitRange(hi+base, lo+base), why)}
}

// checkReservedBytes checks Reserved[from:to] region by region.
func (kd *KernelDescriptor) checkReservedBytes(from, to int) error {
	regions := []struct{ idx, off, n int }{{0, kdReserved0, 4}, {4, kdReserved1, 20}, {24, kdReserved3, 4}}
	for _, r := range regions {
		if r.idx < from || r.idx >= to {
			continue
		}
		for _, c := range kd.Reserved[r.idx : r.idx+r.n] {
			if c != 0 {
				return &DirectiveError{Msg: fmt.Sprintf("kernel descriptor reserved bits in range (%d:%d) set", (r.off+r.n)*8-1, r.off*8)}
			}
		}
	}
	return nil
}

// ObjdumpDirectives prints kernel k's descriptor as llvm-objdump -D does
// under its <name>.kd label: the .amdhsa_kernel block, or, for a descriptor
// LLVM refuses, its error comment and the 64 bytes.
func (f *File) ObjdumpDirectives(k *Kernel) (string, error) {
	kd := k.Descriptor
	if kd == nil {
		return "", fmt.Errorf("%s: kernel %s has no kernel descriptor (code object v%d)", f.Name, k.Name, f.Version)
	}
	var err error
	var s string
	if k.DescriptorAddr%KernelDescriptorSize != 0 {
		err = &DirectiveError{Msg: "kernel descriptor must be 64-byte aligned"}
	} else {
		s, err = kd.Directives(k.Name, f.Target.Processor, f.Version)
	}
	var de *DirectiveError
	if err == nil || !errors.As(err, &de) {
		return s, err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "; error decoding %s.kd: %s\n; decoding failed region as bytes\n", k.Name, de.Msg)
	// llvm-objdump 22 prints the first 64 bytes of the section here, not
	// the descriptor's (it indexes the section's bytes from 0); print what
	// it prints, so that the output can be compared line for line.
	raw := kd.Raw[:]
	if sec := f.sectionOf(k.DescriptorAddr, k.descriptorShndx); sec != nil && sec.Size >= KernelDescriptorSize {
		if d, err := f.ef.data(sec); err == nil {
			raw = d[:KernelDescriptorSize]
		}
	}
	for _, c := range raw {
		fmt.Fprintf(&b, "\t.byte\t 0x%X\n", c)
	}
	return b.String(), nil
}

// sectionOf returns the section holding a symbol: by index for ET_REL,
// by address for ET_DYN.
func (f *File) sectionOf(addr uint64, shndx uint16) *Section {
	if f.Type == elf.ET_REL {
		if int(shndx) < len(f.Sections) {
			return f.Sections[shndx]
		}
		return nil
	}
	for _, s := range f.Sections {
		if s.Flags&elf.SHF_ALLOC != 0 && s.Type != elf.SHT_NOBITS && addr >= s.Addr && addr-s.Addr < s.Size {
			return s
		}
	}
	return nil
}
