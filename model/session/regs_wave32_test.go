package session

import (
	"encoding/binary"
	"fmt"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/dwarf"
)

// TestDWARFRegistersFollowTheWaveSize reads registers of a gfx1100 wave32
// wave (vadd at -O0, stopped in its body) by their AMDGPUUsage DWARF
// numbers: the wave32 numbers (EXEC_MASK_32 = 1, VCC_32 = 512, VGPR0 =
// 1536) give the wave's EXEC_LO, VCC_LO and a lane's v0 (its work-item id
// at entry: AMDGPUUsage's initial state packs the work-item ids into v0 on
// gfx11, x in bits 0-9, and lane l of wave 0 is work-item (l,0,0)), and the wave64 numbers (17, 768, 2560) are refused with the reason.
func TestDWARFRegistersFollowTheWaveSize(t *testing.T) {
	r := openKernel(t, "gfx1100", "vadd", "O0", "vadd", 64, 64, 64, func(i int) int { return i })
	if r.s.WaveSize() != 32 {
		t.Fatalf("gfx1100 vadd runs in wave%d", r.s.WaveSize())
	}
	r.do(fmt.Sprintf("tbreak *%#x", r.s.L.Kernel.Entry))
	r.do("run")
	g, wi, err := r.s.mustFocus()
	if err != nil {
		t.Fatal(err)
	}
	w := g.waves[wi]
	regs := &waveRegs{s: r.s, w: w}
	u := func(b []byte) uint64 {
		var x [8]byte
		copy(x[:], b)
		return binary.LittleEndian.Uint64(x[:])
	}
	for _, tc := range []struct {
		reg  uint64
		lane int
		want uint64
		n    int
	}{
		{dwarf.RegEXEC32, 0, 0xffffffff, 4},
		{dwarf.RegVCC32, 0, uint64(uint32(w.VCC)), 4},
		{dwarf.RegVGPR0Wave32, 0, 0, 4},
		{dwarf.RegVGPR0Wave32, 17, 17, 4},
		{dwarf.RegVGPR0Wave32, 31, 31, 4},
	} {
		b, err := regs.ReadReg(tc.reg, tc.lane)
		if err != nil || len(b) != tc.n || u(b) != tc.want {
			t.Errorf("DWARF register %d lane %d: %x (%v), want %d bytes %#x", tc.reg, tc.lane, b, err, tc.n, tc.want)
		}
	}
	if b, err := regs.ReadReg(dwarf.RegVGPR0Wave32, dwarf.AllLanes); err != nil || len(b) != 32*4 {
		t.Errorf("VGPR0 of all lanes: %d bytes (%v), want 128", len(b), err)
	}
	for _, reg := range []uint64{dwarf.RegEXEC64, dwarf.RegVCC64, dwarf.RegVGPR0Wave64, dwarf.RegAGPR0Wave64} {
		_, err := regs.ReadReg(reg, 0)
		if err == nil || !strings.Contains(err.Error(), "of a wave64, but this wave has 32 lanes") {
			t.Errorf("DWARF register %d in a wave32: %v, want a refusal", reg, err)
		}
	}
}
