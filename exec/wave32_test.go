package exec

import (
	"fmt"
	"math/bits"
	"testing"

	"github.com/gcndbg/gcndbg/isa"
)

// Wave32 behaviour, run on GCN encodings (llvm-mc assembles them for
// gfx900/gfx90a) in a wave made 32 lanes wide. The expected values are
// references written here from the ISA guides' definitions for a wave of
// 32 lanes (RDNA ISA "Wave32": masks are 32 bits in VCC_LO, EXEC_LO or one
// SGPR; lane selects take S1[4:0]; ds_bpermute/ds_permute name lane
// (addr/4) mod 32; DPP wave shifts run across 32 lanes), not from the
// interpreter's output.

// sentinel fills the lanes 32..63 of the storage, which are no lanes of a
// wave32: nothing may write them.
const sentinel = 0x5e5e_5e5e

// run32 runs src on a wave32 made by setup (lane l of v0 holds l), once
// with the fast paths and lane kernels and once without, and calls check
// on each result.
func run32(t *testing.T, target, src string, setup func(w *Wave), check func(t *testing.T, w *Wave)) {
	t.Helper()
	for _, slow := range []bool{false, true} {
		t.Run(fmt.Sprintf("fastpaths=%v", !slow), func(t *testing.T) {
			fastPathsOff = slow
			defer func() { fastPathsOff = false }()
			w, err := runAsm(t, target, src, func(w *Wave, _ *testEnv) {
				w.SetWaveSize(32)
				for r := range w.NumVGPRs() {
					v := w.V(r)
					for l := range 64 {
						if l >= 32 {
							v[l] = sentinel
						} else if r == 0 {
							v[l] = uint32(l)
						}
					}
				}
				if setup != nil {
					setup(w)
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			for r := range w.NumVGPRs() {
				for l := 32; l < 64; l++ {
					if got := w.V(r)[l]; got != sentinel {
						t.Fatalf("v%d storage lane %d (beyond the wave32) = %#x, was written", r, l, got)
					}
				}
			}
			if w.EXEC>>32 != 0 {
				t.Fatalf("EXEC %#x has bits beyond lane 31", w.EXEC)
			}
			check(t, w)
		})
	}
}

// mask32 is the reference compare: the bits of the lanes below 32 active
// in exec where f holds.
func mask32(exec uint64, f func(l int) bool) uint64 {
	var m uint64
	for l := range 32 {
		if exec>>l&1 != 0 && f(l) {
			m |= 1 << l
		}
	}
	return m
}

func TestWave32API(t *testing.T) {
	w := NewWave(16, 4, 2)
	wantEq(t, "wave64 LaneCount", w.LaneCount(), 64)
	w.SetWaveSize(32)
	wantEq(t, "LaneCount", w.LaneCount(), 32)
	wantEq(t, "LaneMask", w.LaneMask(), uint64(0xffff_ffff))
	wantEq(t, "EXEC", w.EXEC, uint64(0xffff_ffff))
	wantEq(t, "Lanes", w.Lanes, 32)
	wantEq(t, "len(VLanes)", len(w.VLanes(3)), 32)
	wantEq(t, "len(ALanes)", len(w.ALanes(1)), 32)
	if w.VLanes(4) != nil || w.ALanes(2) != nil {
		t.Error("VLanes/ALanes of a register the wave does not have are not nil")
	}
	w.V(2)[7] = 42
	if v, ok := w.VGPRLane(2, 7); !ok || v != 42 {
		t.Errorf("VGPRLane(2, 7) = %d, %v; want 42, true", v, ok)
	}
	if _, ok := w.VGPRLane(2, 32); ok {
		t.Error("VGPRLane(2, 32) of a wave32 is ok")
	}
	if _, ok := w.AGPRLane(0, -1); ok {
		t.Error("AGPRLane(0, -1) is ok")
	}
	var zero Wave
	wantEq(t, "zero Wave LaneCount", zero.LaneCount(), 64)
}

func TestWave32CompareWritesVCCLo(t *testing.T) {
	// v_cmp_gt_u32 vcc, v0, 5 on lanes 0..31 with half of them active: the
	// mask is 32 bits in VCC_LO, inactive lanes 0; VCC_HI (an ordinary SGPR
	// in wave32) keeps its value.
	const exec = 0x0ff0_f0f3
	run32(t, "gfx900", "v_cmp_gt_u32 vcc, v0, v1", func(w *Wave) {
		w.EXEC, w.VCC = exec, 0xdead_beef_0000_0000|0x1234
		for l := range 32 {
			w.V(1)[l] = 5
		}
	}, func(t *testing.T, w *Wave) {
		want := mask32(exec, func(l int) bool { return l > 5 })
		wantEq(t, "VCC_LO", uint32(w.VCC), uint32(want))
		wantEq(t, "VCC_HI", uint32(w.VCC>>32), uint32(0xdead_beef))
	})
}

func TestWave32CompareE64WritesOneSGPR(t *testing.T) {
	// The VOP3 form's destination is one SGPR in wave32: s5 (the high half
	// of the pair a wave64 writes) keeps its value.
	run32(t, "gfx900", "v_cmp_lt_i32_e64 s[4:5], v0, 20", func(w *Wave) {
		w.SGPR[4], w.SGPR[5] = 0xffff_ffff, 0x7777
	}, func(t *testing.T, w *Wave) {
		want := mask32(0xffff_ffff, func(l int) bool { return l < 20 })
		wantEq(t, "s4", w.SGPR[4], uint32(want))
		wantEq(t, "s5", w.SGPR[5], uint32(0x7777))
	})
}

func TestWave32CompareXWritesExecLo(t *testing.T) {
	run32(t, "gfx900", "v_cmpx_ne_u32 vcc, 3, v0\nv_mov_b32 v2, 9", func(w *Wave) {
		w.VCC = 0xabcd_0000_0000_0000
	}, func(t *testing.T, w *Wave) {
		want := mask32(0xffff_ffff, func(l int) bool { return l != 3 })
		wantEq(t, "EXEC", w.EXEC, want)
		wantEq(t, "VCC", w.VCC, 0xabcd_0000_0000_0000|want)
		for l := range 32 {
			if wantV := map[bool]uint32{true: 9, false: 0}[l != 3]; w.V(2)[l] != wantV {
				t.Errorf("v2[%d] = %d, want %d", l, w.V(2)[l], wantV)
			}
		}
	})
}

func TestWave32CndmaskReadsVCCLo(t *testing.T) {
	// VCC_HI is garbage to a wave32: only VCC_LO selects.
	run32(t, "gfx900", "v_cndmask_b32 v2, v1, v0, vcc\nv_cndmask_b32_e64 v3, v1, v0, s[6:7]", func(w *Wave) {
		w.VCC = 0xffff_ffff_0000_00f0
		w.SGPR[6], w.SGPR[7] = 0x8000_0001, 0xffff_ffff
		for l := range 32 {
			w.V(1)[l] = 100
		}
	}, func(t *testing.T, w *Wave) {
		for l := range 32 {
			want2, want3 := uint32(100), uint32(100)
			if 0xf0>>l&1 != 0 {
				want2 = uint32(l)
			}
			if 0x8000_0001>>l&1 != 0 {
				want3 = uint32(l)
			}
			if w.V(2)[l] != want2 || w.V(3)[l] != want3 {
				t.Errorf("lane %d: v2 %d v3 %d, want %d %d", l, w.V(2)[l], w.V(3)[l], want2, want3)
			}
		}
	})
}

func TestWave32CarryOut(t *testing.T) {
	// v_add_co_u32 writes its carry to VCC_LO (e32) or one SGPR (e64);
	// v_addc_co_u32 reads the carry-in from VCC_LO.
	run32(t, "gfx900", "v_add_co_u32 v2, vcc, v0, v1\nv_addc_co_u32 v3, vcc, 0, v0, vcc\nv_add_co_u32_e64 v4, s[8:9], v0, v1", func(w *Wave) {
		w.VCC = 0x5555_0000_0000_0000
		w.SGPR[9] = 0x99
		for l := range 32 {
			w.V(1)[l] = 0xffff_fff0 // carries for lanes >= 16
		}
	}, func(t *testing.T, w *Wave) {
		carry := mask32(0xffff_ffff, func(l int) bool { return l >= 16 })
		wantEq(t, "s8", w.SGPR[8], uint32(carry))
		wantEq(t, "s9", w.SGPR[9], uint32(0x99))
		// v3 = 0 + v0 + carry: no lane carries out again.
		wantEq(t, "VCC", w.VCC, uint64(0x5555_0000_0000_0000))
		for l := range 32 {
			if want := uint32(l) + uint32(carry>>l&1); w.V(3)[l] != want {
				t.Errorf("v3[%d] = %d, want %d", l, w.V(3)[l], want)
			}
		}
	})
}

func TestWave32LaneSelects(t *testing.T) {
	// v_readlane/v_writelane select lane S1[4:0]; v_readfirstlane reads
	// the lowest active lane (lane 0 when none is active).
	src := "v_readlane_b32 s0, v0, 37\nv_writelane_b32 v2, s0, 33\ns_mov_b32 exec_lo, 0x00f00000\nv_readfirstlane_b32 s1, v0\n" +
		"s_mov_b64 exec, 0\nv_readfirstlane_b32 s2, v1\ns_mov_b64 exec, -1\nv_mov_b32 v3, 0"
	run32(t, "gfx900", src, func(w *Wave) {
		for l := range 32 {
			w.V(1)[l] = uint32(500 + l)
		}
	}, func(t *testing.T, w *Wave) {
		wantEq(t, "s0 (lane 37&31 = 5)", w.SGPR[0], 5)
		wantEq(t, "v2[1]", w.V(2)[1], 5)
		wantEq(t, "s1 (lowest of lanes 20-23)", w.SGPR[1], 20)
		wantEq(t, "s2 (lane 0 with EXEC 0)", w.SGPR[2], 500)
		wantEq(t, "EXEC after s_mov_b64 exec, -1", w.EXEC, uint64(0xffff_ffff))
	})
}

func TestWave32Permutes(t *testing.T) {
	// ds_bpermute: lane l reads lane ((addr[l])/4) mod 32 of v2; the
	// addresses 4*(l+1) and 4*(l+33) wrap at 128 bytes. ds_permute: lane l
	// writes to lane (addr/4) mod 32.
	src := "v_add_u32 v1, 33, v0\nv_lshlrev_b32 v1, 2, v1\nds_bpermute_b32 v3, v1, v2\nds_permute_b32 v4, v1, v2\ns_waitcnt lgkmcnt(0)"
	run32(t, "gfx900", src, func(w *Wave) {
		for l := range 32 {
			w.V(2)[l] = uint32(1000 + l)
		}
	}, func(t *testing.T, w *Wave) {
		for l := range 32 {
			if want := uint32(1000 + (l+33)%32); w.V(3)[l] != want {
				t.Errorf("bpermute lane %d = %d, want %d", l, w.V(3)[l], want)
			}
			// Lane l receives from the lane k with (k+33)%32 == l.
			if want := uint32(1000 + (l+31)%32); w.V(4)[l] != want {
				t.Errorf("permute lane %d = %d, want %d", l, w.V(4)[l], want)
			}
		}
	})
}

func TestWave32DPPWaveShifts(t *testing.T) {
	// wave_ror:1: lane l reads lane (l-1) mod 32; wave_shl:1 leaves lane 31
	// (no lane 32 to read) unwritten; wave_rol:1 reads (l+1) mod 32.
	src := "v_mov_b32_dpp v2, v0 wave_ror:1 row_mask:0xf bank_mask:0xf\n" +
		"v_mov_b32_dpp v3, v0 wave_shl:1 row_mask:0xf bank_mask:0xf\n" +
		"v_mov_b32_dpp v4, v0 wave_rol:1 row_mask:0xf bank_mask:0xf"
	run32(t, "gfx900", src, func(w *Wave) {
		for l := range 32 {
			w.V(3)[l] = 77
		}
	}, func(t *testing.T, w *Wave) {
		for l := range 32 {
			want3 := uint32(l + 1)
			if l == 31 {
				want3 = 77
			}
			if w.V(2)[l] != uint32((l+31)%32) || w.V(3)[l] != want3 || w.V(4)[l] != uint32((l+1)%32) {
				t.Errorf("lane %d: ror %d shl %d rol %d, want %d %d %d", l, w.V(2)[l], w.V(3)[l], w.V(4)[l], (l+31)%32, want3, (l+1)%32)
			}
		}
	})
}

func TestWave32ExecAndVCCBranches(t *testing.T) {
	// VCCZ looks at VCC_LO only; EXEC_HI cannot be set in a wave32, so
	// s_mov_b32 exec_hi leaves EXEC zero and s_cbranch_execz jumps.
	src := "s_cbranch_vccz 1\ns_mov_b32 s0, 1\ns_mov_b32 exec_lo, 0\ns_mov_b32 exec_hi, -1\ns_cbranch_execz 1\ns_mov_b32 s1, 1\n" +
		"s_and_saveexec_b64 s[2:3], -1\ns_bcnt1_i32_b64 s4, exec\ns_mov_b64 exec, -1\ns_bcnt1_i32_b64 s5, exec\nv_mbcnt_lo_u32_b32 v1, -1, 0\nv_mbcnt_hi_u32_b32 v1, -1, v1"
	run32(t, "gfx900", src, func(w *Wave) {
		w.VCC = 0xffff_ffff_0000_0000
		w.SGPR[0], w.SGPR[1] = 7, 7
	}, func(t *testing.T, w *Wave) {
		wantEq(t, "s0 (VCCZ branch taken)", w.SGPR[0], 7)
		wantEq(t, "s1 (EXECZ branch taken)", w.SGPR[1], 7)
		wantEq(t, "s[2:3] (the old EXEC)", uint64(w.SGPR[3])<<32|uint64(w.SGPR[2]), 0)
		wantEq(t, "s4 (lanes after s_and_saveexec_b64 -1)", w.SGPR[4], 0)
		wantEq(t, "s5 (lanes of a full wave32)", w.SGPR[5], 32)
		for l := range 32 {
			// mbcnt counts the set bits below the lane: lane l has l.
			if w.V(1)[l] != uint32(bits.OnesCount32(1<<l-1)) {
				t.Errorf("mbcnt lane %d = %d, want %d", l, w.V(1)[l], l)
			}
		}
	})
}

func TestWave32VectorALUWritesOnlyItsLanes(t *testing.T) {
	// Full-EXEC fast paths and the lane kernels must stop at lane 31
	// (run32 checks the storage beyond); the 32 lanes get the sums.
	src := "v_add_u32 v1, v0, v0\nv_and_b32 v2, 7, v0\nv_add_f32 v3, 1.0, v3\nv_mov_b32 v4, s0\nv_lshlrev_b64 v[5:6], 1, v[0:1]\nv_mad_u64_u32 v[7:8], s[2:3], v0, v0, 0"
	run32(t, "gfx900", src, func(w *Wave) { w.SGPR[0] = 11 }, func(t *testing.T, w *Wave) {
		for l := range 32 {
			if w.V(1)[l] != uint32(2*l) || w.V(2)[l] != uint32(l&7) || w.V(3)[l] != 0x3f80_0000 || w.V(4)[l] != 11 || w.V(7)[l] != uint32(l*l) {
				t.Errorf("lane %d: %d %d %#x %d %d", l, w.V(1)[l], w.V(2)[l], w.V(3)[l], w.V(4)[l], w.V(7)[l])
			}
		}
	})
}

// archOf builds an Arch from the processor table for a processor
// ArchByName does not run yet (RDNA), to set up wave32 dispatches.
func archOf(t *testing.T, name string) Arch {
	t.Helper()
	p, ok := isa.LookupProcessor(name)
	if !ok {
		t.Fatalf("no processor %s", name)
	}
	return Arch{Name: name, Gen: p.Gen, WaveSize: p.DefaultWaveSize,
		PackedWorkItemIDs: p.PackedWorkItemIDs, ArchitectedFlatScratch: p.ArchitectedFlatScratch,
		ApertureRegs: p.ApertureRegs, LDSBytes: p.LDSBytes, SGPRs: p.SGPRs, VGPRs: p.VGPRs}
}

// A wave32 kernel's workgroup of 80 work-items is three waves of 32, 32
// and 16 lanes (AMDGPUUsage "Initial Kernel Execution State": work-items
// fill the waves in order, x fastest); a wave64-only processor refuses a
// wave32 descriptor.
func TestWave32DispatchSplitsWorkgroupsIn32Lanes(t *testing.T) {
	cfg := &KernelConfig{Wave32: true, EnableVGPRWorkitemID: 1, PrivateSegmentFixedSize: 16}
	if _, err := NewSetup(mustArch(t, "gfx900"), cfg, &Dispatch{Grid: [3]uint32{80, 1, 1}, Workgroup: [3]uint32{80, 1, 1}}, NewMemory(), 3); err == nil {
		t.Error("gfx900 accepted a wave32 kernel")
	}
	arch := archOf(t, "gfx1100")
	d := &Dispatch{Grid: [3]uint32{40, 4, 1}, Workgroup: [3]uint32{40, 2, 1}}
	s, err := NewSetup(arch, cfg, d, NewMemory(), 3)
	if err != nil {
		t.Fatal(err)
	}
	wantEq(t, "scratch bytes per wave", s.Scratch.WaveBytes(), 16*32)
	waves, err := s.NewWorkgroupWaves([3]uint32{0, 1, 0}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(waves) != 3 {
		t.Fatalf("%d waves, want 3", len(waves))
	}
	for i, want := range []struct {
		lanes int
		exec  uint64
	}{{32, 0xffff_ffff}, {32, 0xffff_ffff}, {16, 0xffff}} {
		w := waves[i]
		if w.LaneCount() != 32 || w.Lanes != want.lanes || w.EXEC != want.exec {
			t.Errorf("wave %d: %d lanes of %d, EXEC %#x; want %d of 32, %#x", i, w.Lanes, w.LaneCount(), w.EXEC, want.lanes, want.exec)
		}
		for l := range w.Lanes {
			item := 32*i + l
			x, y := uint32(item%40), uint32(item/40)
			if got := w.WorkItem[l]; got != [3]uint32{x, y, 0} {
				t.Errorf("wave %d lane %d: work-item %v, want (%d,%d,0)", i, l, got, x, y)
			}
			// Packed IDs (gfx11): v0 = x | y << 10; else v0 = x, v1 = y.
			v0, _ := w.VGPRLane(0, l)
			v1, _ := w.VGPRLane(1, l)
			if arch.PackedWorkItemIDs && v0 != x|y<<10 || !arch.PackedWorkItemIDs && (v0 != x || v1 != y) {
				t.Errorf("wave %d lane %d: v0 %#x v1 %#x for work-item (%d,%d) (packed %v)", i, l, v0, v1, x, y, arch.PackedWorkItemIDs)
			}
		}
	}
}
