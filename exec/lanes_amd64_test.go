package exec

import (
	"math/rand/v2"
	"testing"
)

// The lane kernels (AVX2 and AVX-512 code) must compute what the Go kernels of lanes_go.go
// compute (each written lane by lane from the operation's definition), for
// any EXEC mask, with the destination distinct from or equal to a source.

// checkLaneKernel runs a kernel and its Go reference on the same registers (v0-v3:
// sources and a separate destination) and compares every lane.
func checkLaneKernel(t *testing.T, name string, run func(r *[4][64]uint32, dst, a, b, c int, exec uint64) uint64,
	ref func(r *[4][64]uint32, dst, a, b, c int, exec uint64) uint64, resultMask func(exec uint64) uint64) {
	t.Helper()
	rng := rand.New(rand.NewPCG(7, uint64(len(name))))
	for round := range 50 {
		masks := append(append([]uint64(nil), laneMasks...), rng.Uint64())
		for _, exec := range masks {
			// Destination v3, or the destination is a source (v0, v1, v2).
			for _, dst := range []int{3, 0, 1, 2} {
				var got, want [4][64]uint32
				for i := range got {
					got[i] = laneInputs(rng)
				}
				want = got
				g := run(&got, dst, 0, 1, 2, exec)
				w := ref(&want, dst, 0, 1, 2, exec)
				if rm := resultMask(exec); g&rm != w&rm {
					t.Fatalf("%s round %d exec %#x dst v%d: result mask %#x, Go kernel %#x", name, round, exec, dst, g&rm, w&rm)
				}
				if got != want {
					for i := range got {
						for l := range 64 {
							if got[i][l] != want[i][l] {
								t.Fatalf("%s round %d exec %#x dst v%d: v%d lane %d = %#x, Go kernel %#x (sources %#x %#x %#x)",
									name, round, exec, dst, i, l, got[i][l], want[i][l], want[0][l], want[1][l], want[2][l])
							}
						}
					}
				}
			}
		}
	}
}

func noResult(uint64) uint64 { return 0 }

// execResult: a returned mask is defined for the lanes of exec (the kernels
// stop after the last chunk holding an EXEC bit).
func execResult(exec uint64) uint64 { return exec }

func TestLaneKernelsMatchGo(t *testing.T) { laneISAs(t, testLaneKernelsMatchGo) }

func testLaneKernelsMatchGo(t *testing.T) {
	binops := []struct {
		name   string
		k, ref func(dst, a, b *[64]uint32, exec uint64)
	}{
		{"mov", laneMov, goLaneMov}, {"add", laneAdd, goLaneAdd}, {"sub", laneSub, goLaneSub},
		{"and", laneAnd, goLaneAnd}, {"or", laneOr, goLaneOr}, {"xor", laneXor, goLaneXor},
		{"mul_lo", laneMulLo, goLaneMulLo}, {"min_u32", laneMinU32, goLaneMinU32}, {"max_u32", laneMaxU32, goLaneMaxU32},
		{"min_i32", laneMinI32, goLaneMinI32}, {"max_i32", laneMaxI32, goLaneMaxI32},
		{"lshlrev", laneLshlrev, goLaneLshlrev}, {"lshrrev", laneLshrrev, goLaneLshrrev}, {"ashrrev", laneAshrrev, goLaneAshrrev},
	}
	for _, op := range binops {
		wrap := func(k func(dst, a, b *[64]uint32, exec uint64)) func(r *[4][64]uint32, dst, a, b, c int, exec uint64) uint64 {
			return func(r *[4][64]uint32, dst, a, b, _ int, exec uint64) uint64 {
				k(&r[dst], &r[a], &r[b], exec)
				return 0
			}
		}
		checkLaneKernel(t, op.name, wrap(op.k), wrap(op.ref), noResult)
	}
	cmps := []struct {
		name   string
		k, ref func(a, b *[64]uint32, exec uint64) uint64
	}{{"eq", laneEq, goLaneEq}, {"gt_i32", laneGtI32, goLaneGtI32}, {"gt_u32", laneGtU32, goLaneGtU32}}
	for _, op := range cmps {
		wrap := func(k func(a, b *[64]uint32, exec uint64) uint64) func(r *[4][64]uint32, dst, a, b, c int, exec uint64) uint64 {
			return func(r *[4][64]uint32, _, a, b, _ int, exec uint64) uint64 { return k(&r[a], &r[b], exec) }
		}
		checkLaneKernel(t, op.name, wrap(op.k), wrap(op.ref), execResult)
	}
	carries := []struct {
		name   string
		k, ref func(dst, a, b *[64]uint32, cin, exec uint64) uint64
	}{{"addc", laneAddc, goLaneAddc}, {"subb", laneSubb, goLaneSubb}}
	for _, op := range carries {
		for _, cin := range []uint64{0, allLanes, 0x5555_aaaa_0f0f_f0f0} {
			wrap := func(k func(dst, a, b *[64]uint32, cin, exec uint64) uint64) func(r *[4][64]uint32, dst, a, b, c int, exec uint64) uint64 {
				return func(r *[4][64]uint32, dst, a, b, _ int, exec uint64) uint64 {
					return k(&r[dst], &r[a], &r[b], cin, exec)
				}
			}
			checkLaneKernel(t, op.name, wrap(op.k), wrap(op.ref), execResult)
		}
	}
	sel := uint64(0x0ff0_1234_8765_f00f)
	checkLaneKernel(t, "cndmask",
		func(r *[4][64]uint32, dst, a, b, _ int, exec uint64) uint64 {
			laneCndmask(&r[dst], &r[a], &r[b], sel, exec)
			return 0
		},
		func(r *[4][64]uint32, dst, a, b, _ int, exec uint64) uint64 {
			goLaneCndmask(&r[dst], &r[a], &r[b], sel, exec)
			return 0
		},
		noResult)
	floats := []struct {
		name   string
		k, ref func(dst, a, b, c *[64]uint32, exec uint64) uint64
	}{{"fma_f32", laneFmaF32, goLaneFmaF32}, {"add_f32", laneAddF32, goLaneAddF32}, {"sub_f32", laneSubF32, goLaneSubF32},
		{"mul_f32", laneMulF32, goLaneMulF32}, {"mad_f32", laneMadF32, goLaneMadF32}}
	for _, op := range floats {
		wrap := func(k func(dst, a, b, c *[64]uint32, exec uint64) uint64) func(r *[4][64]uint32, dst, a, b, c int, exec uint64) uint64 {
			return func(r *[4][64]uint32, dst, a, b, c int, exec uint64) uint64 {
				return k(&r[dst], &r[a], &r[b], &r[c], exec)
			}
		}
		checkLaneKernel(t, op.name, wrap(op.k), wrap(op.ref), execResult)
	}
	shifts := []struct {
		name   string
		k, ref func(dlo, dhi, cnt, lo, hi *[64]uint32, exec uint64)
	}{{"shl64", laneShl64, goLaneShl64}, {"shr64", laneShr64, goLaneShr64}, {"sar64", laneSar64, goLaneSar64}}
	for _, op := range shifts {
		// D in the register pair (dst, dst+1), S1 in (b, b+1), the count in a;
		// counts cover 0-63 and large values (only bits 5:0 count).
		wrap := func(k func(dlo, dhi, cnt, lo, hi *[64]uint32, exec uint64)) func(r *[4][64]uint32, dst, a, b, c int, exec uint64) uint64 {
			return func(r *[4][64]uint32, dst, a, b, _ int, exec uint64) uint64 {
				for l := range 64 {
					if l%2 == 0 {
						r[a][l] = uint32(l) | r[a][l]&0xffff_ff00
					}
				}
				k(&r[dst], &r[(dst+1)%4], &r[a], &r[b], &r[(b+1)%4], exec)
				return 0
			}
		}
		checkLaneKernel(t, op.name, wrap(op.k), wrap(op.ref), noResult)
	}
	if laneMadU64OK() {
		// The high halves: the register after the low one (v0 after v3).
		checkLaneKernel(t, "mad_u64_u32",
			func(r *[4][64]uint32, dst, a, b, c int, exec uint64) uint64 {
				return laneMadU64(&r[dst], &r[(dst+1)%4], &r[a], &r[b], &r[c], &r[(c+1)%4], exec)
			},
			func(r *[4][64]uint32, dst, a, b, c int, exec uint64) uint64 {
				return goLaneMadU64(&r[dst], &r[(dst+1)%4], &r[a], &r[b], &r[c], &r[(c+1)%4], exec)
			}, execResult)
	}
	checkLaneKernel(t, "splat",
		func(r *[4][64]uint32, dst, _, _, _ int, exec uint64) uint64 {
			laneSplat(&r[dst], 0x1234_5678, exec)
			return 0
		},
		func(r *[4][64]uint32, dst, _, _, _ int, exec uint64) uint64 {
			goLaneSplat(&r[dst], 0x1234_5678, exec)
			return 0
		}, noResult)
	var got, want [64]uint32
	laneBroadcast(&got, 0xdead_beef)
	goLaneBroadcast(&want, 0xdead_beef)
	if got != want {
		t.Fatalf("broadcast: %#x, Go kernel %#x", got, want)
	}
	for i := range got {
		got[i], want[i] = uint32(i), uint32(i)
	}
	laneBroadcast32(&got, 0xdead_beef)
	goLaneBroadcast32(&want, 0xdead_beef)
	for i := range want[:32] {
		if want[i] != 0xdead_beef || want[32+i] != uint32(32+i) {
			t.Fatalf("goLaneBroadcast32: lane %d = %#x, lane %d = %#x", i, want[i], 32+i, want[32+i])
		}
	}
	if got != want {
		t.Fatalf("broadcast32: %#x, Go kernel %#x", got, want)
	}
}
