package exec

import (
	"strings"
	"testing"
)

// BenchmarkInstruction times single instructions of the benchmark kernels
// (bench/: vadd, matmul, collatz), each repeated 64 times in one Step, on a
// wave with a partial EXEC mask (collatz's divergence) and with every lane
// active. The metric ns/inst includes Step's own work per instruction
// (compare s_nop).
func BenchmarkInstruction(b *testing.B) {
	insts := []string{
		"s_nop 0", "s_waitcnt vmcnt(0)", "s_add_i32 s8, s8, 1", "s_mul_i32 s6, s6, s0", "s_and_b32 s0, s0, 0xffff",
		"s_or_b64 exec, exec, s[6:7]", "s_and_saveexec_b64 s[0:1], vcc", "s_cbranch_execz 0",
		"v_mov_b32_e32 v3, s8", "v_and_b32_e32 v0, 1, v2", "v_lshrrev_b32_e32 v2, 1, v2", "v_ashrrev_i32_e32 v1, 31, v0",
		"v_add_u32_e32 v0, s6, v0", "v_add_co_u32_e32 v2, vcc, s0, v0", "v_addc_co_u32_e32 v3, vcc, v3, v1, vcc",
		"v_cmp_eq_u32_e32 vcc, 1, v2", "v_cmp_gt_i32_e32 vcc, s1, v0", "v_lshlrev_b64 v[0:1], 2, v[0:1]",
		"v_mad_u64_u32 v[2:3], s[10:11], v2, 3, 1", "v_add_f32_e32 v2, v4, v2", "v_fma_f32 v6, v10, v4, v6",
	}
	for _, exec := range []uint64{0x0101_0103_0110_1001, allLanes} {
		for _, text := range insts {
			p := asmProgram(b, "gfx900", strings.Repeat(text+"\n", 64))
			name := text
			if exec != allLanes {
				name += "/some_lanes"
			}
			b.Run(name, func(b *testing.B) {
				w := NewWave(p.Arch.SGPRs, 32, 0)
				w.Env = &testEnv{arch: p.Arch}
				w.Mode = 3<<ModeFPDenormShift | 3<<(ModeFPDenormShift+2)
				for b.Loop() {
					w.EXEC, w.PC = exec, 0
					if err := Step(p, w, 64, 1<<40); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/64, "ns/inst")
			})
		}
	}
}
