package codeobj_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/model/codeobj"
)

// amdKernelCodeAsm sets amd_kernel_code_t fields by name; llvm-mc lays
// the structure out (it still accepts the directive for Mesa3D).
const amdKernelCodeAsm = `.text
.globl k
.p2align 8
k:
.amd_kernel_code_t
  amd_code_version_major = 1
  amd_code_version_minor = 2
  amd_machine_kind = 1
  amd_machine_version_major = 8
  amd_machine_version_minor = 0
  amd_machine_version_stepping = 3
  kernel_code_entry_byte_offset = 256
  kernel_code_prefetch_byte_size = 512
  granulated_workitem_vgpr_count = 3
  granulated_wavefront_sgpr_count = 2
  float_mode = 192
  enable_dx10_clamp = 1
  enable_ieee_mode = 1
  user_sgpr_count = 6
  enable_trap_handler = 1
  enable_sgpr_workgroup_id_x = 1
  enable_sgpr_workgroup_id_y = 1
  enable_sgpr_workgroup_info = 1
  enable_vgpr_workitem_id = 2
  enable_exception = 5
  enable_sgpr_private_segment_buffer = 1
  enable_sgpr_dispatch_ptr = 1
  enable_sgpr_kernarg_segment_ptr = 1
  enable_sgpr_flat_scratch_init = 1
  enable_sgpr_grid_workgroup_count_z = 1
  private_element_size = 1
  is_ptr64 = 1
  is_dynamic_callstack = 1
  is_xnack_enabled = 1
  workitem_private_segment_byte_size = 48
  workgroup_group_segment_byte_size = 1024
  gds_segment_byte_size = 64
  kernarg_segment_byte_size = 56
  workgroup_fbarrier_count = 2
  wavefront_sgpr_count = 21
  workitem_vgpr_count = 13
  reserved_vgpr_first = 20
  reserved_vgpr_count = 4
  reserved_sgpr_first = 30
  reserved_sgpr_count = 2
  debug_wavefront_private_segment_offset_sgpr = 40
  debug_private_segment_buffer_sgpr = 44
  kernarg_segment_alignment = 4
  group_segment_alignment = 5
  private_segment_alignment = 6
  wavefront_size = 6
  call_convention = -1
  runtime_loader_kernel_symbol = 0
.end_amd_kernel_code_t
  s_endpgm
`

func TestAmdKernelCodeDecodesWhatLLVMMCLaysOut(t *testing.T) {
	mc, objcopy := llvmtool.Path(t, "llvm-mc"), llvmtool.Path(t, "llvm-objcopy")
	dir := t.TempDir()
	src, obj, text := filepath.Join(dir, "k.s"), filepath.Join(dir, "k.o"), filepath.Join(dir, "text.bin")
	if err := os.WriteFile(src, []byte(amdKernelCodeAsm), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(mc, "-triple=amdgcn-mesa-mesa3d", "-mcpu=gfx803", "-filetype=obj", src, "-o", obj).CombinedOutput(); err != nil {
		t.Fatalf("llvm-mc: %v\n%s", err, out)
	}
	if out, err := exec.Command(objcopy, "-O", "binary", "--only-section=.text", obj, text).CombinedOutput(); err != nil {
		t.Fatalf("llvm-objcopy: %v\n%s", err, out)
	}
	b, err := os.ReadFile(text)
	if err != nil {
		t.Fatal(err)
	}
	c, err := codeobj.ParseAmdKernelCode(b, codeobj.GFX8, "k.o", 0)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]uint64{}
	for _, f := range c.Fields() {
		got[f.Name] = f.Value
	}
	want := map[string]uint64{
		"amd_code_version_major": 1, "amd_code_version_minor": 2, "amd_machine_kind": 1,
		"amd_machine_version_major": 8, "amd_machine_version_minor": 0, "amd_machine_version_stepping": 3,
		"kernel_code_entry_byte_offset": 256, "kernel_code_prefetch_byte_size": 512,
		"compute_pgm_rsrc1.granulated_workitem_vgpr_count": 3, "compute_pgm_rsrc1.granulated_wavefront_sgpr_count": 2,
		"compute_pgm_rsrc1.float_mode_round_32": 0, "compute_pgm_rsrc1.float_mode_denorm_16_64": 3,
		"compute_pgm_rsrc1.enable_dx10_clamp": 1, "compute_pgm_rsrc1.enable_ieee_mode": 1,
		"compute_pgm_rsrc2.user_sgpr_count": 6, "compute_pgm_rsrc2.enable_trap_handler": 1,
		"compute_pgm_rsrc2.enable_sgpr_workgroup_id_x": 1, "compute_pgm_rsrc2.enable_sgpr_workgroup_id_y": 1,
		"compute_pgm_rsrc2.enable_sgpr_workgroup_id_z": 0, "compute_pgm_rsrc2.enable_sgpr_workgroup_info": 1,
		"compute_pgm_rsrc2.enable_vgpr_workitem_id": 2,
		// enable_exception = 5 sets bits 0 and 2 of the 7-bit exception field (rsrc2 bits 24..30).
		"compute_pgm_rsrc2.enable_exception_ieee_754_fp_invalid_operation": 1,
		"compute_pgm_rsrc2.enable_exception_fp_denormal_source":            0,
		"compute_pgm_rsrc2.enable_exception_ieee_754_fp_division_by_zero":  1,
		"enable_sgpr_private_segment_buffer":                               1, "enable_sgpr_dispatch_ptr": 1, "enable_sgpr_queue_ptr": 0,
		"enable_sgpr_kernarg_segment_ptr": 1, "enable_sgpr_flat_scratch_init": 1,
		"enable_sgpr_grid_workgroup_count_z": 1, "private_element_size": 1, "is_ptr64": 1,
		"is_dynamic_call_stack": 1, "is_xnack_enabled": 1,
		"workitem_private_segment_byte_size": 48, "workgroup_group_segment_byte_size": 1024,
		"gds_segment_byte_size": 64, "kernarg_segment_byte_size": 56, "workgroup_fbarrier_count": 2,
		"wavefront_sgpr_count": 21, "workitem_vgpr_count": 13, "reserved_vgpr_first": 20, "reserved_vgpr_count": 4,
		"reserved_sgpr_first": 30, "reserved_sgpr_count": 2, "debug_wavefront_private_segment_offset_sgpr": 40,
		"debug_private_segment_buffer_sgpr": 44, "kernarg_segment_alignment": 4, "group_segment_alignment": 5,
		"private_segment_alignment": 6, "wavefront_size": 6, "call_convention": 0xffffffff,
	}
	for name, w := range want {
		g, ok := got[name]
		if !ok {
			t.Errorf("no field %s", name)
			continue
		}
		if g != w {
			t.Errorf("%s = %d, llvm-mc set %d", name, g, w)
		}
	}
}
