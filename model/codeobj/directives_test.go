package codeobj_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/model/codeobj"
)

// commonDirectives give every field most generations share a value other
// than its default, so that a field read from the wrong bits shows.
var commonDirectives = []string{
	"group_segment_fixed_size 1024", "private_segment_fixed_size 48", "kernarg_size 64", "next_free_vgpr 37",
	"float_round_mode_32 1", "float_round_mode_16_64 2", "float_denorm_mode_32 1", "float_denorm_mode_16_64 2",
	"system_sgpr_workgroup_id_x 0", "system_sgpr_workgroup_id_y 1", "system_sgpr_workgroup_id_z 1",
	"system_sgpr_workgroup_info 1", "system_vgpr_workitem_id 2", "exception_fp_ieee_invalid_op 1",
	"exception_fp_denorm_src 1", "exception_fp_ieee_div_zero 1", "exception_fp_ieee_overflow 1",
	"exception_fp_ieee_underflow 1", "exception_fp_ieee_inexact 1", "exception_int_div_zero 1",
	"user_sgpr_dispatch_ptr 1", "user_sgpr_queue_ptr 1", "user_sgpr_kernarg_segment_ptr 1",
	"user_sgpr_dispatch_id 1", "user_sgpr_private_segment_size 1", "uses_dynamic_stack 1",
}

var commonFields = map[string]uint64{
	"GROUP_SEGMENT_FIXED_SIZE": 1024, "PRIVATE_SEGMENT_FIXED_SIZE": 48, "KERNARG_SIZE": 64,
	"COMPUTE_PGM_RSRC1.FLOAT_ROUND_MODE_32": 1, "COMPUTE_PGM_RSRC1.FLOAT_ROUND_MODE_16_64": 2,
	"COMPUTE_PGM_RSRC1.FLOAT_DENORM_MODE_32": 1, "COMPUTE_PGM_RSRC1.FLOAT_DENORM_MODE_16_64": 2,
	"COMPUTE_PGM_RSRC2.ENABLE_SGPR_WORKGROUP_ID_X": 0, "COMPUTE_PGM_RSRC2.ENABLE_SGPR_WORKGROUP_ID_Y": 1,
	"COMPUTE_PGM_RSRC2.ENABLE_SGPR_WORKGROUP_ID_Z": 1, "COMPUTE_PGM_RSRC2.ENABLE_SGPR_WORKGROUP_INFO": 1,
	"COMPUTE_PGM_RSRC2.ENABLE_VGPR_WORKITEM_ID":                        2,
	"COMPUTE_PGM_RSRC2.ENABLE_EXCEPTION_IEEE_754_FP_INVALID_OPERATION": 1,
	"COMPUTE_PGM_RSRC2.ENABLE_EXCEPTION_FP_DENORMAL_SOURCE":            1,
	"COMPUTE_PGM_RSRC2.ENABLE_EXCEPTION_IEEE_754_FP_DIVISION_BY_ZERO":  1,
	"COMPUTE_PGM_RSRC2.ENABLE_EXCEPTION_IEEE_754_FP_OVERFLOW":          1,
	"COMPUTE_PGM_RSRC2.ENABLE_EXCEPTION_IEEE_754_FP_UNDERFLOW":         1,
	"COMPUTE_PGM_RSRC2.ENABLE_EXCEPTION_IEEE_754_FP_INEXACT":           1,
	"COMPUTE_PGM_RSRC2.ENABLE_EXCEPTION_INT_DIVIDE_BY_ZERO":            1,
	"ENABLE_SGPR_DISPATCH_PTR":                                         1, "ENABLE_SGPR_QUEUE_PTR": 1, "ENABLE_SGPR_KERNARG_SEGMENT_PTR": 1,
	"ENABLE_SGPR_DISPATCH_ID": 1, "ENABLE_SGPR_PRIVATE_SEGMENT_SIZE": 1, "USES_DYNAMIC_STACK": 1,
}

// TestDescriptorFieldsRoundTripThroughLLVM assembles a kernel descriptor
// from .amdhsa_ directives with llvm-mc, then checks the decoded fields
// against the directives' values and the printed block against
// llvm-objdump's, per generation.
func TestDescriptorFieldsRoundTripThroughLLVM(t *testing.T) {
	mc, objdump := llvmtool.Path(t, "llvm-mc"), llvmtool.Path(t, "llvm-objdump")
	tests := []struct {
		cpu        string
		directives []string
		fields     map[string]uint64
	}{
		{"gfx803", []string{"next_free_sgpr 21", "reserve_vcc 0", "reserve_flat_scratch 0", "reserve_xnack_mask 0", "dx10_clamp 0", "ieee_mode 0",
			"system_sgpr_private_segment_wavefront_offset 1", "user_sgpr_private_segment_buffer 1", "user_sgpr_flat_scratch_init 1"},
			map[string]uint64{"COMPUTE_PGM_RSRC1.GRANULATED_WORKITEM_VGPR_COUNT": 9, "COMPUTE_PGM_RSRC1.GRANULATED_WAVEFRONT_SGPR_COUNT": 2,
				"COMPUTE_PGM_RSRC1.ENABLE_DX10_CLAMP": 0, "COMPUTE_PGM_RSRC1.ENABLE_IEEE_MODE": 0, "COMPUTE_PGM_RSRC2.ENABLE_PRIVATE_SEGMENT": 1,
				"ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER": 1, "ENABLE_SGPR_FLAT_SCRATCH_INIT": 1, "COMPUTE_PGM_RSRC2.USER_SGPR_COUNT": 15}},
		{"gfx900", []string{"next_free_sgpr 21", "reserve_vcc 0", "reserve_flat_scratch 0", "dx10_clamp 0", "ieee_mode 0", "fp16_overflow 1",
			"system_sgpr_private_segment_wavefront_offset 1", "user_sgpr_private_segment_buffer 1", "user_sgpr_flat_scratch_init 1"},
			map[string]uint64{"COMPUTE_PGM_RSRC1.FP16_OVFL": 1, "COMPUTE_PGM_RSRC1.GRANULATED_WORKITEM_VGPR_COUNT": 9}},
		{"gfx90a", []string{"next_free_sgpr 21", "reserve_vcc 0", "reserve_flat_scratch 0", "dx10_clamp 0", "ieee_mode 0", "fp16_overflow 1",
			"system_sgpr_private_segment_wavefront_offset 1", "user_sgpr_private_segment_buffer 1", "accum_offset 20", "tg_split 1",
			"user_sgpr_kernarg_preload_length 2", "user_sgpr_kernarg_preload_offset 1"},
			map[string]uint64{"COMPUTE_PGM_RSRC3.ACCUM_OFFSET": 4, "COMPUTE_PGM_RSRC3.TG_SPLIT": 1, "KERNARG_PRELOAD_SPEC_LENGTH": 2,
				"KERNARG_PRELOAD_SPEC_OFFSET": 1, "COMPUTE_PGM_RSRC1.GRANULATED_WORKITEM_VGPR_COUNT": 4}},
		{"gfx942", []string{"next_free_sgpr 21", "reserve_vcc 0", "dx10_clamp 0", "ieee_mode 0", "fp16_overflow 1", "enable_private_segment 1",
			"accum_offset 20", "tg_split 1", "user_sgpr_kernarg_preload_length 2"},
			map[string]uint64{"COMPUTE_PGM_RSRC2.ENABLE_PRIVATE_SEGMENT": 1, "ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER": 0, "KERNARG_PRELOAD_SPEC_LENGTH": 2}},
		{"gfx1030", []string{"next_free_sgpr 21", "reserve_vcc 0", "reserve_flat_scratch 0", "reserve_xnack_mask 0", "dx10_clamp 0", "ieee_mode 0",
			"fp16_overflow 1", "system_sgpr_private_segment_wavefront_offset 1", "user_sgpr_private_segment_buffer 1", "workgroup_processor_mode 0",
			"memory_ordered 0", "forward_progress 0", "wavefront_size32 0", "shared_vgpr_count 2"},
			map[string]uint64{"COMPUTE_PGM_RSRC3.SHARED_VGPR_COUNT": 2, "COMPUTE_PGM_RSRC1.WGP_MODE": 0, "COMPUTE_PGM_RSRC1.MEM_ORDERED": 0,
				"COMPUTE_PGM_RSRC1.GRANULATED_WAVEFRONT_SGPR_COUNT": 0, "ENABLE_WAVEFRONT_SIZE32": 0, "COMPUTE_PGM_RSRC1.GRANULATED_WORKITEM_VGPR_COUNT": 9}},
		{"gfx1100", []string{"next_free_sgpr 21", "reserve_vcc 0", "dx10_clamp 0", "ieee_mode 0", "fp16_overflow 1", "enable_private_segment 1",
			"workgroup_processor_mode 0", "memory_ordered 0", "forward_progress 0", "wavefront_size32 1", "inst_pref_size 5"},
			map[string]uint64{"COMPUTE_PGM_RSRC3.INST_PREF_SIZE": 5, "ENABLE_WAVEFRONT_SIZE32": 1, "COMPUTE_PGM_RSRC1.FWD_PROGRESS": 0,
				"COMPUTE_PGM_RSRC1.GRANULATED_WORKITEM_VGPR_COUNT": 4}},
		{"gfx1200", []string{"next_free_sgpr 21", "reserve_vcc 0", "fp16_overflow 1", "enable_private_segment 1", "workgroup_processor_mode 0",
			"memory_ordered 0", "forward_progress 0", "wavefront_size32 0", "inst_pref_size 5", "round_robin_scheduling 1"},
			map[string]uint64{"COMPUTE_PGM_RSRC3.INST_PREF_SIZE": 5, "COMPUTE_PGM_RSRC1.WG_RR_EN": 1, "ENABLE_WAVEFRONT_SIZE32": 0}},
	}
	for _, tt := range tests {
		t.Run(tt.cpu, func(t *testing.T) {
			dir := t.TempDir()
			var src strings.Builder
			fmt.Fprintf(&src, ".amdgcn_target \"amdgcn-amd-amdhsa--%s\"\n.text\n.globl k\n.p2align 8\n.type k,@function\nk:\n  s_endpgm\n", tt.cpu)
			src.WriteString(".rodata\n.p2align 6\n.amdhsa_kernel k\n")
			for _, d := range append(append([]string(nil), commonDirectives...), tt.directives...) {
				fmt.Fprintf(&src, "  .amdhsa_%s\n", d)
			}
			src.WriteString(".end_amdhsa_kernel\n")
			s, o := filepath.Join(dir, "k.s"), filepath.Join(dir, "k.o")
			if err := os.WriteFile(s, []byte(src.String()), 0o644); err != nil {
				t.Fatal(err)
			}
			if out, err := exec.Command(mc, "-triple=amdgcn-amd-amdhsa", "-mcpu="+tt.cpu, "-filetype=obj", s, "-o", o).CombinedOutput(); err != nil {
				t.Fatalf("llvm-mc: %v\n%s", err, out)
			}
			out, err := exec.Command(objdump, "-D", "-j", ".rodata", o).CombinedOutput()
			if err != nil {
				t.Fatalf("llvm-objdump: %v\n%s", err, out)
			}
			want := string(out)
			want = want[strings.Index(want, ".amdhsa_kernel"):]
			want = want[:strings.Index(want, ".end_amdhsa_kernel")+len(".end_amdhsa_kernel\n")]
			f, err := codeobj.Open(o, codeobj.Options{})
			if err != nil {
				t.Fatal(err)
			}
			k, err := f.Kernel("k")
			if err != nil {
				t.Fatal(err)
			}
			got, err := f.ObjdumpDirectives(k)
			if err != nil {
				t.Fatal(err)
			}
			if got != want {
				t.Errorf("directives differ from llvm-objdump's:\n%s\nwant:\n%s", got, want)
			}
			fields := map[string]uint64{}
			for _, fl := range k.Descriptor.Fields() {
				fields[fl.Name] = fl.Value
			}
			for name, w := range commonFields {
				if fields[name] != w {
					t.Errorf("%s = %d, the directives set %d", name, fields[name], w)
				}
			}
			for name, w := range tt.fields {
				g, ok := fields[name]
				if !ok || g != w {
					t.Errorf("%s = %d (present %v), want %d", name, g, ok, w)
				}
			}
		})
	}
}
