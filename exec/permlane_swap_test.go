package exec

import (
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// swapRef is the CDNA4 guide's V_PERMLANE16_SWAP_B32 (span 16) and
// V_PERMLANE32_SWAP_B32 (span 32) on a wave of n lanes, written from the
// pseudocode: lane l of the new VDST and SRC0.
func swapRef(span, n int, vdst, src []uint32, l int) (d, s uint32) {
	d, s = vdst[l], src[l]
	if n < 2*span {
		return
	}
	if l/span%2 == 1 { // an odd row (16) or the upper half (32) of VDST
		d = src[l-span]
	} else {
		s = vdst[l+span]
	}
	return
}

// prngRef is the CDNA4 guide's V_PRNG_B32.
func prngRef(x uint32) uint32 {
	if x&0x8000_0000 != 0 {
		return x<<1 ^ 197
	}
	return x << 1
}

// The gfx950 swaps and v_prng_b32 assembled by llvm-mc, one instruction at
// a time, against the pseudocode: every lane swaps whatever EXEC holds (the
// pseudocode reads no EXEC), the VOP3 form with fi and bound_ctrl as the
// VOP1 form, VDST == SRC0 swapping rows of one VGPR; v_prng_b32 of VGPRs
// and an SGPR under EXEC. Made to fail by swapping in active lanes only, by
// swapping the operands' roles and by a prng feedback of 0xc4.
func TestGFX950PermlaneSwapAsm(t *testing.T) {
	rng := rand.New(rand.NewPCG(950, 16))
	for _, span := range []int{16, 32} {
		for _, form := range []string{"", "_e64", "_e64 bound_ctrl:1 fi:1"} {
			for _, same := range []bool{false, true} {
				for _, exec := range []uint64{^uint64(0), 0x0f0f_3c3c_a5a5_ff01, 0x8000_0000_0000_0001} {
					op := fmt.Sprintf("v_permlane%d_swap_b32", span)
					src := op + form
					if op, rest, ok := strings.Cut(src, " "); ok {
						src = op + " v3, v4 " + rest
					} else {
						src += " v3, v4"
					}
					if same {
						src = strings.Replace(src, "v3, v4", "v3, v3", 1)
					}
					t.Run(fmt.Sprintf("%s/same=%v/exec=%#x", src, same, exec), func(t *testing.T) {
						a, b := make([]uint32, 64), make([]uint32, 64)
						for l := range 64 {
							a[l], b[l] = rng.Uint32(), rng.Uint32()
						}
						w, err := runAsm(t, "gfx950", src, func(w *Wave, _ *testEnv) {
							copy(w.V(3), a)
							copy(w.V(4), b)
							w.EXEC = exec
						})
						if err != nil {
							t.Fatal(err)
						}
						for l := range 64 {
							var wd, ws uint32
							if same {
								wd, _ = swapRef(span, 64, a, a, l)
								// VDST == SRC0: lane l of the one VGPR is
								// written as SRC0 (even rows) or VDST (odd).
								if l/span%2 == 0 {
									_, wd = swapRef(span, 64, a, a, l)
								}
								if got := w.V(3)[l]; got != wd {
									t.Errorf("lane %d: %#x, want %#x", l, got, wd)
								}
								continue
							}
							wd, ws = swapRef(span, 64, a, b, l)
							if w.V(3)[l] != wd || w.V(4)[l] != ws {
								t.Errorf("lane %d: vdst %#x src %#x, want %#x %#x", l, w.V(3)[l], w.V(4)[l], wd, ws)
							}
						}
					})
				}
			}
		}
	}
	t.Run("prng", func(t *testing.T) {
		const exec uint64 = 0x9249_2492_4924_9249
		in := make([]uint32, 64)
		for l := range in {
			in[l] = rng.Uint32()
		}
		in[0], in[3], in[6] = 0x8000_0000, 0xffff_ffff, 0
		w, err := runAsm(t, "gfx950", "v_prng_b32 v1, v2\nv_prng_b32_e64 v3, s4\nv_prng_b32 v5, 0x80000001", func(w *Wave, _ *testEnv) {
			copy(w.V(2), in)
			w.SGPR[4] = 0xdead_beef
			for l := range 64 {
				w.V(1)[l], w.V(3)[l], w.V(5)[l] = 7, 7, 7
			}
			w.EXEC = exec
		})
		if err != nil {
			t.Fatal(err)
		}
		for l := range 64 {
			w1, w3, w5 := uint32(7), uint32(7), uint32(7)
			if exec>>l&1 != 0 {
				w1, w3, w5 = prngRef(in[l]), prngRef(0xdead_beef), prngRef(0x8000_0001)
			}
			if w.V(1)[l] != w1 || w.V(3)[l] != w3 || w.V(5)[l] != w5 {
				t.Errorf("lane %d: %#x %#x %#x, want %#x %#x %#x", l, w.V(1)[l], w.V(3)[l], w.V(5)[l], w1, w3, w5)
			}
		}
	})
}

// gfx1250's v_permlane16_swap_b32 in a full wave32 swaps rows 0 and 1 as
// AMDGPUUsage says; with inactive lanes (no source defines them there) it
// faults as unimplemented, naming the instruction. Made to fail by
// swapping under EXEC holes as gfx950 does.
func TestGFX1250PermlaneSwapAsm(t *testing.T) {
	a, b := make([]uint32, 64), make([]uint32, 64)
	for l := range 64 {
		a[l], b[l] = uint32(100+l), uint32(200+l)
	}
	w, err := runAsm(t, "gfx1250", "v_permlane16_swap_b32 v3, v4", func(w *Wave, _ *testEnv) {
		w.SetWaveSize(32)
		copy(w.V(3), a)
		copy(w.V(4), b)
		w.EXEC = 0xffff_ffff
	})
	if err != nil {
		t.Fatal(err)
	}
	for l := range 32 {
		wd, ws := swapRef(16, 32, a, b, l)
		if w.V(3)[l] != wd || w.V(4)[l] != ws {
			t.Errorf("lane %d: vdst %d src %d, want %d %d", l, w.V(3)[l], w.V(4)[l], wd, ws)
		}
	}
	_, err = runAsm(t, "gfx1250", "v_permlane16_swap_b32 v3, v4", func(w *Wave, _ *testEnv) {
		w.SetWaveSize(32)
		w.EXEC = 0xffff_fffe
	})
	if err == nil || !strings.Contains(err.Error(), "v_permlane16_swap_b32") || !strings.Contains(err.Error(), "unimplemented") {
		t.Errorf("EXEC with a hole: %v, want an unimplemented fault naming the instruction", err)
	}
}

// testdata/kernels/permlane_swap.cl built by clang 22 (-O0, -O2) for gfx950
// (wave64: __builtin_amdgcn_permlane16_swap, permlane32_swap with fi and
// bound_ctrl set, prng_b32 in a divergent branch and outside it) and for
// gfx1250 (wave32: permlane16_swap), against swapRef and prngRef: the
// builtins' first result is the new VDST (the first argument's register),
// as AMDGPUUsage says. Made to fail by returning the operands the other way
// round and by a wrong prng feedback.
func TestPermlaneSwapKernels(t *testing.T) {
	const n = 256
	rng := rand.New(rand.NewPCG(950, 1250))
	a, b := make([]uint32, n), make([]uint32, n)
	for i := range n {
		a[i], b[i] = rng.Uint32(), rng.Uint32()
	}
	le := binary.LittleEndian
	for _, target := range []string{"gfx950", "gfx1250"} {
		wave := 64
		want := []string{"v_permlane16_swap_b32", "v_permlane32_swap_b32", "v_prng_b32"}
		if target == "gfx1250" {
			wave, want = 32, want[:1]
		}
		for _, opt := range []string{"O0", "O2"} {
			t.Run(target+"/"+opt, func(t *testing.T) {
				co := buildFor(t, target, "permlane_swap.cl", opt, want)
				k := loadKernel(t, target, co, "swaps")
				mem := NewMemory()
				ba, _ := mem.Allocate("a", AllocBuffer, 4*n, 0)
				bb, _ := mem.Allocate("b", AllocBuffer, 4*n, 0)
				out, _ := mem.Allocate("out", AllocBuffer, 4*6*n, 0)
				for i := range n {
					le.PutUint32(ba.Data[4*i:], a[i])
					le.PutUint32(bb.Data[4*i:], b[i])
				}
				d := &Dispatch{Grid: [3]uint32{n, 1, 1}, Workgroup: [3]uint32{64, 1, 1}}
				d.Kernarg = k.kernarg(t, d, ba.Base, bb.Base, out.Base)
				if _, err := k.run(t, d, mem); err != nil {
					t.Fatal(err)
				}
				bad := 0
				for i := range n {
					base := i / wave * wave
					wa, wb := a[base:base+wave], b[base:base+wave]
					l := i - base
					var exp [6]uint32
					exp[0], exp[1] = swapRef(16, wave, wa, wb, l)
					if wave == 64 {
						exp[2], exp[3] = swapRef(32, wave, wa, wb, l)
						exp[4] = a[i]
						if b[i]%3 != 0 {
							exp[4] = prngRef(a[i])
						}
						exp[5] = prngRef(b[i])
					}
					for j := range exp {
						if wave == 32 && j >= 2 {
							break
						}
						if got := le.Uint32(out.Data[4*(6*i+j):]); got != exp[j] {
							if bad < 10 {
								t.Errorf("work-item %d word %d: %#x, want %#x", i, j, got, exp[j])
							}
							bad++
						}
					}
				}
			})
		}
	}
}
