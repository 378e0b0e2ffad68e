package codeobj_test

import (
	"debug/elf"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/model/codeobj"
)

// USER_SGPR_COUNT is COMPUTE_PGM_RSRC2 bits 5:1 up to GFX12 and bits 6:1 on
// GFX12.5 (AMDGPUUsage, compute_pgm_rsrc2 table: "5:1 5 bits GFX6-GFX120*",
// "6:1 6 bits GFX125*"). Kernels assembled by llvm-mc from
// `.amdhsa_user_sgpr_count N` must read back N; on gfx1250 a count of 40
// sets bit 6, which older generations read as ENABLE_TRAP_HANDLER.
func TestUserSGPRCountWidth(t *testing.T) {
	mc, lld := llvmtool.Path(t, "llvm-mc"), llvmtool.Path(t, "ld.lld")
	for _, c := range []struct {
		cpu   string
		count int
		trap  bool // the Fields list has ENABLE_TRAP_HANDLER
	}{
		{"gfx1250", 40, false},
		{"gfx1250", 12, false},
		{"gfx1200", 12, true},
		{"gfx90a", 30, true},
	} {
		t.Run(fmt.Sprintf("%s-%d", c.cpu, c.count), func(t *testing.T) {
			dir := t.TempDir()
			accum := ""
			if c.cpu == "gfx90a" {
				accum = "  .amdhsa_accum_offset 4\n"
			}
			src := fmt.Sprintf(`.amdgcn_target "amdgcn-amd-amdhsa--%s"
.text
.globl k
.p2align 8
.type k,@function
k:
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 8
  .amdhsa_next_free_sgpr 48
  .amdhsa_user_sgpr_count %d
%s.end_amdhsa_kernel
`, c.cpu, c.count, accum)
			s, o, co := filepath.Join(dir, "k.s"), filepath.Join(dir, "k.o"), filepath.Join(dir, "k.co")
			if err := os.WriteFile(s, []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
			for _, cmd := range [][]string{
				{mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=" + c.cpu, "-filetype=obj", s, "-o", o},
				{lld, "-shared", o, "-o", co},
			} {
				if out, err := exec.Command(cmd[0], cmd[1:]...).CombinedOutput(); err != nil {
					t.Fatalf("%v: %v\n%s", cmd, err, out)
				}
			}
			f, err := codeobj.Open(co, codeobj.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if len(f.Kernels) != 1 {
				t.Fatalf("%d kernels", len(f.Kernels))
			}
			kd := f.Kernels[0].Descriptor
			if got := int(kd.Rsrc2.UserSGPRCount); got != c.count {
				t.Errorf("USER_SGPR_COUNT %d, want %d (rsrc2 %#x)", got, c.count, kd.ComputePgmRsrc2)
			}
			if kd.Rsrc2.EnableTrapHandler != 0 {
				t.Errorf("ENABLE_TRAP_HANDLER %d, want 0 (rsrc2 %#x)", kd.Rsrc2.EnableTrapHandler, kd.ComputePgmRsrc2)
			}
			has := false
			for _, fl := range kd.Fields() {
				if fl.Name == "COMPUTE_PGM_RSRC2.ENABLE_TRAP_HANDLER" {
					has = true
				}
			}
			if has != c.trap {
				t.Errorf("Fields lists ENABLE_TRAP_HANDLER: %v, want %v", has, c.trap)
			}
		})
	}
}

// TestParseKernelDescriptorRsrc2MatchesLLVM decodes descriptors with
// ParseKernelDescriptor directly, as the fuzz target does, with the
// generation the processor table gives (no File around it). The bytes are
// the k.kd symbol of objects llvm-mc-22 assembled from .amdhsa directives.
// USER_SGPR_COUNT must equal the directive (llvm-objdump does not print
// it); every other COMPUTE_PGM_RSRC2 field must equal what llvm-objdump-22
// prints for the descriptor.
func TestParseKernelDescriptorRsrc2MatchesLLVM(t *testing.T) {
	mc, objdump := llvmtool.Path(t, "llvm-mc"), llvmtool.Path(t, "llvm-objdump")
	for _, c := range []struct {
		cpu   string
		count int
		dirs  string
	}{
		{"gfx1250", 40, ".amdhsa_system_sgpr_workgroup_id_y 1\n.amdhsa_system_vgpr_workitem_id 2\n.amdhsa_exception_int_div_zero 1\n"},
		{"gfx1250", 63, ".amdhsa_system_sgpr_workgroup_id_x 0\n.amdhsa_system_sgpr_workgroup_info 1\n.amdhsa_exception_fp_ieee_inexact 1\n"},
		{"gfx1250", 12, ".amdhsa_enable_private_segment 1\n.amdhsa_system_sgpr_workgroup_id_z 1\n"},
		{"gfx1200", 31, ".amdhsa_enable_private_segment 1\n.amdhsa_system_vgpr_workitem_id 1\n.amdhsa_exception_fp_denorm_src 1\n"},
		{"gfx90a", 30, ".amdhsa_accum_offset 4\n.amdhsa_system_sgpr_private_segment_wavefront_offset 1\n.amdhsa_exception_fp_ieee_div_zero 1\n"},
	} {
		t.Run(fmt.Sprintf("%s-%d", c.cpu, c.count), func(t *testing.T) {
			dir := t.TempDir()
			src := fmt.Sprintf(`.amdgcn_target "amdgcn-amd-amdhsa--%s"
.text
.globl k
.p2align 8
.type k,@function
k:
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
.amdhsa_next_free_vgpr 8
.amdhsa_next_free_sgpr 64
.amdhsa_user_sgpr_count %d
%s.end_amdhsa_kernel
`, c.cpu, c.count, c.dirs)
			s, o := filepath.Join(dir, "k.s"), filepath.Join(dir, "k.o")
			if err := os.WriteFile(s, []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
			if out, err := exec.Command(mc, "-triple=amdgcn-amd-amdhsa", "-mcpu="+c.cpu, "-filetype=obj", s, "-o", o).CombinedOutput(); err != nil {
				t.Fatalf("llvm-mc: %v\n%s", err, out)
			}
			raw := symbolBytes(t, o, "k.kd", codeobj.KernelDescriptorSize)
			gen := codeobj.Target{Processor: c.cpu}.Generation()
			kd, err := codeobj.ParseKernelDescriptor(raw, gen, o, 0)
			if err != nil {
				t.Fatal(err)
			}
			r2 := kd.Rsrc2
			if int(r2.UserSGPRCount) != c.count {
				t.Errorf("USER_SGPR_COUNT %d, want %d (rsrc2 %#x)", r2.UserSGPRCount, c.count, kd.ComputePgmRsrc2)
			}
			if r2.EnableTrapHandler != 0 {
				t.Errorf("ENABLE_TRAP_HANDLER %d, want 0 (rsrc2 %#x)", r2.EnableTrapHandler, kd.ComputePgmRsrc2)
			}
			out, err := exec.Command(objdump, "-D", "--disassemble-symbols=k.kd", o).CombinedOutput()
			if err != nil {
				t.Fatalf("llvm-objdump: %v\n%s", err, out)
			}
			llvm := map[string]uint32{}
			for _, line := range strings.Split(string(out), "\n") {
				var name string
				var v uint32
				if n, _ := fmt.Sscanf(strings.TrimSpace(line), ".amdhsa_%s %d", &name, &v); n == 2 {
					llvm[name] = v
				}
			}
			private := "system_sgpr_private_segment_wavefront_offset"
			if c.cpu != "gfx90a" {
				private = "enable_private_segment"
			}
			for _, f := range []struct {
				dir string
				got uint32
			}{
				{private, r2.EnablePrivateSegment},
				{"system_sgpr_workgroup_id_x", r2.EnableSGPRWorkgroupIDX},
				{"system_sgpr_workgroup_id_y", r2.EnableSGPRWorkgroupIDY},
				{"system_sgpr_workgroup_id_z", r2.EnableSGPRWorkgroupIDZ},
				{"system_sgpr_workgroup_info", r2.EnableSGPRWorkgroupInfo},
				{"system_vgpr_workitem_id", r2.EnableVGPRWorkitemID},
				{"exception_fp_ieee_invalid_op", r2.EnableExceptionIEEE754FPInvalidOperation},
				{"exception_fp_denorm_src", r2.EnableExceptionFPDenormalSource},
				{"exception_fp_ieee_div_zero", r2.EnableExceptionIEEE754FPDivisionByZero},
				{"exception_fp_ieee_overflow", r2.EnableExceptionIEEE754FPOverflow},
				{"exception_fp_ieee_underflow", r2.EnableExceptionIEEE754FPUnderflow},
				{"exception_fp_ieee_inexact", r2.EnableExceptionIEEE754FPInexact},
				{"exception_int_div_zero", r2.EnableExceptionIntDivideByZero},
			} {
				want, ok := llvm[f.dir]
				if !ok {
					t.Errorf("llvm-objdump printed no .amdhsa_%s:\n%s", f.dir, out)
					continue
				}
				if f.got != want {
					t.Errorf("%s: %d, llvm-objdump %d", f.dir, f.got, want)
				}
			}
		})
	}
}

// symbolBytes returns size bytes at symbol name of the ELF object path.
func symbolBytes(t *testing.T, path, name string, size int) []byte {
	t.Helper()
	ef, err := elf.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer ef.Close()
	syms, err := ef.Symbols()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range syms {
		if s.Name != name || int(s.Section) >= len(ef.Sections) {
			continue
		}
		data, err := ef.Sections[s.Section].Data()
		if err != nil {
			t.Fatal(err)
		}
		if s.Value+uint64(size) > uint64(len(data)) {
			t.Fatalf("%s: symbol %s at %#x beyond its section", path, name, s.Value)
		}
		return data[s.Value : s.Value+uint64(size)]
	}
	t.Fatalf("%s: no symbol %s", path, name)
	return nil
}
