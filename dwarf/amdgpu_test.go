package dwarf

import (
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// The register numbers of AMDGPUUsage's "AMDGPU DWARF Register Mapping".
func TestDecodeRegFollowsTheMappingTable(t *testing.T) {
	tests := []struct {
		reg  uint64
		want string
		bits int
	}{
		{0, "PC_32", 32}, {1, "EXEC_MASK_32", 32}, {16, "PC_64", 64}, {17, "EXEC_MASK_64", 64},
		{32, "SGPR0", 32}, {95, "SGPR63", 32}, {128, "STATUS", 32},
		{512, "VCC_32", 32}, {768, "VCC_64", 64},
		{1088, "SGPR64", 32}, {1129, "SGPR105", 32},
		{1536, "VGPR0", 32 * 32}, {1791, "VGPR255", 32 * 32},
		{2048, "AGPR0", 32 * 32}, {2303, "AGPR255", 32 * 32},
		{2560, "VGPR0", 64 * 32}, {2815, "VGPR255", 64 * 32},
		{3072, "AGPR0", 64 * 32}, {3327, "AGPR255", 64 * 32},
	}
	for _, tc := range tests {
		r, err := DecodeReg(tc.reg)
		if err != nil || r.String() != tc.want || r.Bits != tc.bits {
			t.Errorf("DecodeReg(%d) = %v %d bits, %v; want %s %d bits", tc.reg, r, r.Bits, err, tc.want, tc.bits)
			continue
		}
		back, err := EncodeReg(r.Class, r.Index, max(r.WaveSize, 32))
		if r.Class != RegClassPC && (err != nil || back != tc.reg) {
			t.Errorf("EncodeReg(%v) = %d, %v; want %d", r, back, err, tc.reg)
		}
	}
	for _, reserved := range []uint64{2, 15, 18, 96, 127, 129, 513, 1024, 1130, 1792, 2304, 2816, 3328} {
		if _, err := DecodeReg(reserved); err == nil {
			t.Errorf("DecodeReg(%d): reserved register accepted", reserved)
		}
	}
}

// The swizzle formula of AMDGPUUsage "Address Space Identifier".
func TestPrivateLaneToWaveSwizzle(t *testing.T) {
	tests := []struct {
		laneAddr uint64
		lane, ws int
		waveAddr uint64
	}{
		{0, 0, 64, 0}, {0, 1, 64, 4}, {0, 63, 64, 252}, {4, 0, 64, 256}, {6, 3, 64, 256 + 12 + 2},
		{8, 5, 32, 2*128 + 20}, {1, 31, 32, 125},
	}
	for _, tc := range tests {
		if got := PrivateLaneToWave(tc.laneAddr, tc.lane, tc.ws); got != tc.waveAddr {
			t.Errorf("PrivateLaneToWave(%d, lane %d, wave%d) = %d, want %d", tc.laneAddr, tc.lane, tc.ws, got, tc.waveAddr)
		}
		la, l := PrivateWaveToLane(tc.waveAddr, tc.ws)
		if la != tc.laneAddr || l != tc.lane {
			t.Errorf("PrivateWaveToLane(%d) = %d lane %d", tc.waveAddr, la, l)
		}
	}
}

// TestFrameBaseScaleMatchesCompiledCode compares FrameBaseScale with what
// clang-22's own -O0 code does with the frame pointer: "s_lshr_b32 sN, s33,
// K" turns it into a lane address (scale 1<<K); targets with per-lane
// scratch use it as it is (scale 1).
func TestFrameBaseScaleMatchesCompiledCode(t *testing.T) {
	objdump := llvmtool.Path(t, "llvm-objdump")
	shift := regexp.MustCompile(`s_lshr_b32 s\d+, s33, (\d+)`)
	objs, _ := filepath.Glob("../testdata/co/gfx*/calls-O0.co")
	if len(objs) == 0 {
		t.Skip("no ../testdata/co/*/calls-O0.co")
	}
	for _, p := range objs {
		target := filepath.Base(filepath.Dir(p))
		out, err := exec.Command(objdump, "-d", "--no-show-raw-insn", p).CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		want := uint64(1)
		if m := shift.FindSubmatch(out); m != nil {
			k, _ := strconv.Atoi(string(m[1]))
			want = 1 << k
		}
		ws := 64
		if len(target) == 7 && strings.HasPrefix(target, "gfx1") { // gfx10xx-gfx12xx: wave32 by default
			ws = 32
		}
		if got := FrameBaseScale(target, ws); got != want {
			t.Errorf("%s: FrameBaseScale = %d, the code scales by %d", target, got, want)
		}
	}
}
