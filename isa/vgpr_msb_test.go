package isa_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/isa"
)

// vgprMSBAsm has s_set_vgpr_msb modes before every encoding the slot
// tables name (VALU e32/e64/DPP/VOP3P/VOPC, v_fmamk/fmaak/fmac, VOPD with
// v_dual_fmamk_f32 in either half, DS, FLAT/GLOBAL/SCRATCH, buffer, WMMA,
// v_wmma_ld_scale), modes with all four fields different (0xe4, 0x1b),
// the previous-mode byte (0xe4e4), and a second symbol, where the mode
// starts at 0 again.
const vgprMSBAsm = `
.text
.globl f1
f1:
s_set_vgpr_msb 0xe4
v_add_f32 v1, v2, v3
v_add_f32 v1, s2, v3
v_fma_f32 v1, -v2, |v3|, -|v4|
v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7] neg_lo:[1,0,0]
v_add_f32_dpp v1, v2, v3 row_shl:1
v_cmp_eq_u32 vcc_lo, v1, v2
v_cmpx_eq_u32 v1, v2
v_readlane_b32 s1, v2, 3
v_writelane_b32 v1, s2, 3
v_cndmask_b32 v1, v2, v3, vcc_lo
global_load_b32 v1, v2, s[0:1]
global_store_b32 v1, v2, s[0:1]
global_atomic_add_u32 v0, v1, v2, s[0:1] th:TH_ATOMIC_RETURN
flat_load_b32 v1, v[2:3]
scratch_load_b32 v1, v2, off
global_load_b128 v[0:3], v[2:3], off
ds_store_2addr_b32 v1, v2, v3
ds_load_b32 v1, v2
ds_cmpstore_rtn_b32 v0, v1, v2, v3
ds_bpermute_b32 v1, v2, v3
buffer_load_b32 v1, v2, s[0:3], null offen
buffer_store_b32 v1, v2, s[0:3], null offen
v_dual_add_f32 v1, v2, v3 :: v_dual_mul_f32 v4, v5, v6
v_dual_fmac_f32 v1, v2, v3 :: v_dual_mov_b32 v4, v5
v_wmma_f32_16x16x32_f16 v[0:7], v[8:15], v[16:23], v[24:31]
s_set_vgpr_msb 0x1b
v_dual_fmamk_f32 v1, v2, 0x1234, v3 :: v_dual_add_f32 v4, v5, v6
v_dual_add_f32 v4, v5, v6 :: v_dual_fmamk_f32 v1, v2, 0x1234, v3
v_fmamk_f32 v1, v2, 0x1234, v3
v_fmaak_f32 v1, v2, v3, 0x1234
v_fmac_f32 v1, v2, v3
v_fmac_f32_e64 v1, v2, v3
v_fma_f32 v1, v2, v3, v4
s_set_vgpr_msb 0xe4e4
v_mov_b32 v5, v6
s_set_vgpr_msb 0x4000
v_mov_b32 v5, v6
s_set_vgpr_msb 0xff
v_mov_b32 v5, v6
s_branch f2
.globl f2
f2:
v_mov_b32 v5, v6
s_endpgm
`

// vgprMSBKernel needs more than 256 VGPRs: clang 22 gives it ~390 and
// ~2000 s_set_vgpr_msb at -O2 on gfx1250.
const vgprMSBKernel = `
#define N 384
kernel void many(global const float *in, global float *out) {
  uint l = __builtin_amdgcn_workitem_id_x();
  float v[N];
#pragma unroll
  for (int i = 0; i < N; i++) v[i] = in[i * 32 + l];
  float s = 0.0f;
#pragma unroll
  for (int i = 0; i < N; i++) { s = fma(v[i], v[N - 1 - i], s); out[i * 32 + l] = v[(i * 7) % N] * s; }
}
`

// TestVGPRMSBDisasmMatchesObjdump: the VGPRs s_set_vgpr_msb moves print as
// llvm-objdump-22 prints them ("v1 /*v769*/"), on llvm-mc code covering
// every slot table and on a clang-22 kernel with ~2000 mode changes.
func TestVGPRMSBDisasmMatchesObjdump(t *testing.T) {
	dir := t.TempDir()
	run := func(tool string, stdin string, args ...string) []byte {
		cmd := exec.Command(llvmtool.Path(t, tool), args...)
		if stdin != "" {
			cmd.Stdin = strings.NewReader(stdin)
		}
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", tool, err, out)
		}
		return out
	}
	asmObj, cl, clObj := filepath.Join(dir, "msb.o"), filepath.Join(dir, "many.cl"), filepath.Join(dir, "many.o")
	run("llvm-mc", vgprMSBAsm, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1250", "-filetype=obj", "-o", asmObj)
	if err := os.WriteFile(cl, []byte(vgprMSBKernel), 0o644); err != nil {
		t.Fatal(err)
	}
	run("clang", "", "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-mcpu=gfx1250", "-O2", "-c", cl, "-o", clObj)
	tgt, err := isa.LookupTarget("gfx1250")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		path     string
		minMoved int // lines llvm-objdump marks with a moved VGPR
	}{{asmObj, 30}, {clObj, 1000}} {
		dump := run("llvm-objdump", "", append(objdumpArgs(tgt), c.path)...)
		if moved := strings.Count(string(dump), "/*v"); moved < c.minMoved {
			t.Fatalf("%s: llvm-objdump marks %d moved VGPRs, want at least %d", filepath.Base(c.path), moved, c.minMoved)
		}
		n, bad := compareWithObjdump(t, dump, c.path, tgt, 10)
		if n == 0 || bad != 0 {
			t.Errorf("%s: %d instructions compared, %d differ", filepath.Base(c.path), n, bad)
		}
	}
}
