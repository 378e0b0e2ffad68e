package exec

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// True16 operands (GFX11 v0.l / v0.h) under DPP and v_swap_b16, assembled
// by llvm-mc for gfx1100. Expected values follow the RDNA3 ISA: DPP moves
// whole VGPR lanes (quad_perm, row_ror, row_shl, DPP8 select the source
// lane; an inactive or out-of-range source keeps the old destination, or
// gives 0 with BOUND_CTRL and for DPP8), the half is taken from the
// permuted value, and the result replaces one half of the destination,
// the other half kept; v_swap_b16 exchanges two halves.

// t16Lanes are the registers of lane l: v2 and v3 hold f16 integers
// (exact sums), v1 the old destination.
func t16Lanes(l int) (v1, v2, v3 uint32) {
	h := func(x int) uint32 { return uint32(roundToF16(float64(x))) }
	return 0xa000_b000 | uint32(l)<<16 | uint32(l), h(l) | h(64+l)<<16, h(128+l) | h(256+l)<<16
}

func TestRDNADPPTrue16(t *testing.T) {
	quad := func(sel [4]int) func(l int) int { return func(l int) int { return l&^3 | sel[l&3] } }
	dpp8 := func(sel [8]int) func(l int) int { return func(l int) int { return l&^7 | sel[l&7] } }
	addF16 := func(a, b uint16) uint16 { return roundToF16(f16ToF64(a) + f16ToF64(b)) }
	addU16 := func(a, b uint16) uint16 { return a + b }
	mov := func(a, _ uint16) uint16 { return a }
	tests := []struct {
		asm            string
		src            func(l int) int // source lane, -1 out of range
		bound          bool            // an inactive/out-of-range source reads 0
		op             func(a, b uint16) uint16
		s0hi, s1hi, hi bool
	}{
		{"v_mov_b16_dpp v1.h, v2.l quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf", quad([4]int{1, 0, 3, 2}), false, mov, false, false, true},
		{"v_mov_b16_dpp v1.l, v2.h dpp8:[7,6,5,4,3,2,1,0]", dpp8([8]int{7, 6, 5, 4, 3, 2, 1, 0}), true, mov, true, false, false},
		{"v_add_f16_dpp v1.l, v2.h, v3.l dpp8:[7,6,5,4,3,2,1,0]", dpp8([8]int{7, 6, 5, 4, 3, 2, 1, 0}), true, addF16, true, false, false},
		{"v_add_f16_dpp v1.h, v2.h, v3.h quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf", quad([4]int{3, 2, 1, 0}), false, addF16, true, true, true},
		{"v_add_nc_u16_e64_dpp v1.h, v2.h, v3.l row_ror:1 row_mask:0xf bank_mask:0xf", func(l int) int { return l&^15 | (l-1)&15 }, false, addU16, true, false, true},
		{"v_add_nc_u16_e64_dpp v1.l, v2.l, v3.h dpp8:[1,2,3,4,5,6,7,0]", dpp8([8]int{1, 2, 3, 4, 5, 6, 7, 0}), true, addU16, false, true, false},
		{"v_add_nc_u16_e64_dpp v1.h, v2.l, v3.h row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1", func(l int) int {
			if l&15 == 15 {
				return -1
			}
			return l + 1
		}, true, addU16, false, true, true},
	}
	const exec = 0xffff_ffdf // lane 5 inactive: a source for lanes 4 (quad, ror), 2 (dpp8 mirror) ...
	half := func(v uint32, hi bool) uint16 {
		if hi {
			return uint16(v >> 16)
		}
		return uint16(v)
	}
	for _, tc := range tests {
		t.Run(tc.asm, func(t *testing.T) {
			run32(t, "gfx1100", tc.asm, func(w *Wave) {
				w.EXEC = exec
				for l := range 32 {
					w.V(1)[l], w.V(2)[l], w.V(3)[l] = t16Lanes(l)
				}
			}, func(t *testing.T, w *Wave) {
				for l := range 32 {
					old, _, v3 := t16Lanes(l)
					want := old
					s := tc.src(l)
					var a uint32
					switch {
					case exec>>l&1 == 0:
					case s >= 0 && exec>>s&1 != 0:
						_, a, _ = t16Lanes(s)
						fallthrough
					case tc.bound:
						r := uint32(tc.op(half(a, tc.s0hi), half(v3, tc.s1hi)))
						if tc.hi {
							want = old&0xffff | r<<16
						} else {
							want = old&^0xffff | r
						}
					}
					if got := w.V(1)[l]; got != want {
						t.Errorf("lane %d (source %d): v1 = %#08x, want %#08x", l, s, got, want)
					}
				}
			})
		})
	}
}

func TestRDNASwapB16(t *testing.T) {
	for _, tc := range []struct {
		asm          string
		want1, want2 uint32 // lane 0's v1 and v2 after
	}{
		{"v_swap_b16 v1.l, v2.h", 0x1111_4444, 0x2222_3333},
		{"v_swap_b16 v1.h, v2.l", 0x3333_2222, 0x4444_1111},
		{"v_swap_b16 v1.h, v2.h", 0x4444_2222, 0x1111_3333},
		{"v_swap_b16 v1.l, v1.h", 0x2222_1111, 0x4444_3333},
	} {
		t.Run(tc.asm, func(t *testing.T) {
			run32(t, "gfx1100", tc.asm, func(w *Wave) {
				w.EXEC = 0b01 // lane 1 inactive: unchanged
				for l := range 2 {
					w.V(1)[l], w.V(2)[l] = 0x1111_2222, 0x4444_3333
				}
			}, func(t *testing.T, w *Wave) {
				wantEq(t, fmt.Sprintf("%s: v1", tc.asm), w.V(1)[0], tc.want1)
				wantEq(t, fmt.Sprintf("%s: v2", tc.asm), w.V(2)[0], tc.want2)
				wantEq(t, "inactive lane 1 v1", w.V(1)[1], 0x1111_2222)
				wantEq(t, "inactive lane 1 v2", w.V(2)[1], 0x4444_3333)
			})
		})
	}
}

// TestRDNABVHStackFaultsWithReason: ds_bvh_stack_rtn_b32 faults as
// unimplemented, naming the op, the target and what the guide leaves out.
func TestRDNABVHStackFaultsWithReason(t *testing.T) {
	_, err := runAsm(t, "gfx1100", "ds_bvh_stack_rtn_b32 v1, v2, v3, v[4:7]", nil)
	var f *Fault
	if !errors.As(err, &f) || !strings.Contains(err.Error(), "unimplemented") ||
		!strings.Contains(err.Error(), "ds_bvh_stack_rtn_b32 on gfx1100: not run: the RDNA3 ISA guide does not define") {
		t.Fatalf("got %v, want an unimplemented fault naming ds_bvh_stack_rtn_b32 on gfx1100 and the reason", err)
	}
}
