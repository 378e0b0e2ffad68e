package codeobj_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
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
