package isa_test

import (
	"bytes"
	"fmt"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/isa"
)

var encodingRe = regexp.MustCompile(`encoding: \[([^\]]*)\]`)

// llvmMCEncode assembles instructions, one a line, with llvm-mc and
// returns the bytes of each.
func llvmMCEncode(t *testing.T, mc, cpu string, asm []string) [][]byte {
	t.Helper()
	cmd := exec.Command(mc, "-triple=amdgcn", "-mcpu="+cpu, "-show-encoding")
	cmd.Stdin = strings.NewReader(strings.Join(asm, "\n") + "\n")
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil || errb.Len() > 0 {
		t.Fatalf("llvm-mc -mcpu=%s cannot assemble: %v %s", cpu, err, errb.String())
	}
	ms := encodingRe.FindAllStringSubmatch(out.String(), -1)
	if len(ms) != len(asm) {
		t.Fatalf("llvm-mc -mcpu=%s gave %d encodings for %d instructions: %s", cpu, len(ms), len(asm), out.String())
	}
	var codes [][]byte
	for _, m := range ms {
		var b []byte
		for _, s := range strings.Split(m[1], ",") {
			v, err := strconv.ParseUint(strings.TrimSpace(s), 0, 8)
			if err != nil {
				t.Fatalf("llvm-mc encoding %q: %v", m[1], err)
			}
			b = append(b, byte(v))
		}
		codes = append(codes, b)
	}
	return codes
}

// Instructions gcndbg once decoded or printed differently from LLVM:
// each is assembled with llvm-mc, and gcndbg's text of its bytes must be
// llvm-mc's disassembly of the same bytes.
func TestAssembledCornerCasesMatchLLVMMC(t *testing.T) {
	mc := llvmtool.Path(t, "llvm-mc")
	madak := []string{
		// VOP2 with a mandatory literal K whose src0 is the literal as well.
		"v_madak_f32 v0, 0x41200000, v1, 0x41200000",
		"v_madmk_f32 v0, 0x41200000, 0x41200000, v1",
		"v_madak_f16 v0, 0x4120, v1, 0x4120",
		"v_madmk_f16 v0, 0x4120, 0x4120, v1",
		"v_madak_f32 v5, 0xbf800000, v7, 0xbf800000",
		"v_madak_f32 v0, v2, v1, 0x41200000",
		"v_madmk_f32 v0, v3, 0x41200000, v1",
	}
	smem := []string{
		// gfx9 SMEM with an SGPR offset and an immediate one, 0 included.
		"s_load_dword s0, s[0:1], s2 offset:0x0",
		"s_load_dword s0, s[0:1], s2 offset:0x10",
		"s_load_dwordx2 s[4:5], s[2:3], s7 offset:0x0",
		"s_buffer_load_dword s0, s[0:3], s2 offset:0x0",
		"s_store_dword s0, s[0:1], s2 offset:0x0",
		"s_load_dword s0, s[0:1], s2",
		"s_load_dword s0, s[0:1], 0x0",
	}
	// VOPD fmaak/fmamk: either half's source 255 reads the K dword
	// (bits 95:64 of the word), not a literal after it (Debian 13's
	// rocRAND has these on gfx1100-1102).
	vopdK := []string{
		"v_dual_fmaak_f32 v7, 0x2f800000, v7, 0x2f800000 :: v_dual_lshlrev_b32 v6, 2, v6",
		"v_dual_mov_b32 v23, v8 :: v_dual_fmaak_f32 v2, 0x30c90fdb, v2, 0x30c90fdb",
		"v_dual_fmaak_f32 v9, 0x2f800000, v10, 0x2f800000 :: v_dual_fmaak_f32 v10, 0x2f800000, v12, 0x2f800000",
		"v_dual_fmamk_f32 v9, 0x2f800000, 0x2f800000, v10 :: v_dual_mov_b32 v10, 0x2f800000",
		"v_dual_fmaak_f32 v0, 0x2f800000, v0, 0x2f800000 :: v_dual_mul_f32 v1, 0.15915494, v1",
	}
	cases := map[string][]string{
		"gfx1100": vopdK,
		"gfx803":  madak,
		"gfx900":  append(append([]string{}, madak...), smem...),
		"gfx90a":  append(append([]string{}, madak...), smem...),
		"gfx942": append([]string{
			"v_fmaak_f32 v0, 0x41200000, v1, 0x41200000",
			"v_fmamk_f32 v0, 0x41200000, 0x41200000, v1",
			"v_madak_f16 v0, 0x4120, v1, 0x4120",
			"v_madmk_f16 v0, 0x4120, 0x4120, v1",
		}, smem...),
		// GFX10 SDWA: sources s102-s105 are SGPRs (SRC_SGPR_MAX_GFX10), and the
		// carry-in / v_cndmask vcc after src1 is printed for SDWA9 rows too.
		"gfx1030": {
			"v_mov_b32_sdwa v1, s104 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1",
			"v_add_f32_sdwa v1, s102, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD",
			"v_add_co_ci_u32_sdwa v1, vcc_lo, v2, v3, vcc_lo dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD",
			"v_cndmask_b32_sdwa v1, v2, v3, vcc_lo dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD",
		},
		// GFX12 VBUFFER offsets are 24 bits, printed signed (printOffset).
		"gfx1200": append([]string{
			"buffer_load_b32 v1, off, s[0:3], null offset:0x7fff00",
			"buffer_load_b32 v1, off, s[0:3], null offset:0xff00",
			"buffer_store_b32 v1, off, s[0:3], s4 offset:0x123456",
		}, vopdK...),
		// gfx1250 v_fmaak/fmamk_f64: the 64-bit K crosses the decoder's
		// first 64-bit word (bits 95:32), printed high half alone when
		// the low half is 0, lit64() when the high half is 0.
		"gfx1250": {
			"v_fmaak_f64 v[2:3], v[4:5], v[2:3], 0x3ff8000000000001",
			"v_fmaak_f64 v[2:3], s[4:5], v[2:3], 0x3ff80000",
			"v_fmaak_f64 v[2:3], v[4:5], v[2:3], lit64(0x41)",
			"v_fmamk_f64 v[2:3], v[4:5], 0x3ff4cccccccccccd, v[2:3]",
			"v_fmamk_f64 v[2:3], v[4:5], 0xfffffffffffffff0, v[2:3]",
			"v_fmamk_f64 v[2:3], v[4:5], 0x1, v[2:3]",
			"s_load_b32 s0, s[6:7], s2 offset:0xc scale_offset",
			"s_add_pc_i64 lit64(0x38)",
			"s_add_pc_i64 s[4:5]",
			vopdK[0], vopdK[1], vopdK[2], vopdK[3],
		},
	}
	n := 0
	for cpu, lines := range cases {
		tgt, err := isa.LookupTarget(cpu)
		if err != nil {
			t.Fatal(err)
		}
		codes := llvmMCEncode(t, mc, cpu, lines)
		want, stderr := llvmMCText(t, mc, cpu, bytes.Join(codes, nil))
		if len(want) != len(lines) || stderr != "" {
			t.Fatalf("%s: llvm-mc disassembles %d instructions as %d: %q %s", cpu, len(lines), len(want), want, stderr)
		}
		for i, code := range codes {
			var got []string
			isa.DisassembleObjdump(code, 0, tgt, func(l *isa.Line) bool {
				if l.Err != nil {
					got = append(got, l.Err.Error())
				} else {
					got = append(got, normalize(l.Text()))
				}
				return true
			})
			if len(got) != 1 || got[0] != want[i] {
				t.Errorf("%s: %s (% x): gcndbg %q, llvm-mc %q", cpu, lines[i], code, got, want[i])
			}
			n++
		}
	}
	t.Logf("%d instructions compared", n)
}

// TestUnifiedBufferFormatsMatchLLVMMC prints every value of the GFX10+
// 7-bit MTBUF format field (named unified formats, GFX10 and GFX11+ tables,
// the default left out, format:N past the table) as llvm-mc does.
func TestUnifiedBufferFormatsMatchLLVMMC(t *testing.T) {
	mc := llvmtool.Path(t, "llvm-mc")
	for _, cpu := range []string{"gfx1030", "gfx1100", "gfx1200"} {
		tgt, err := isa.LookupTarget(cpu)
		if err != nil {
			t.Fatal(err)
		}
		var lines []string
		for v := range 128 {
			lines = append(lines, fmt.Sprintf("tbuffer_load_format_x v1, off, s[0:3], s4 format:%d", v),
				fmt.Sprintf("tbuffer_store_format_xy v[2:3], v5, s[8:11], s6 format:%d offen offset:16", v))
		}
		codes := llvmMCEncode(t, mc, cpu, lines)
		want, stderr := llvmMCText(t, mc, cpu, bytes.Join(codes, nil))
		if len(want) != len(lines) || stderr != "" {
			t.Fatalf("%s: llvm-mc disassembles %d instructions as %d: %s", cpu, len(lines), len(want), stderr)
		}
		named := 0
		for i, code := range codes {
			in, err := isa.Decode(code, 0, tgt)
			if err != nil {
				t.Errorf("%s: %s (% x): %v", cpu, lines[i], code, err)
				continue
			}
			if got := normalize(isa.LLVMSyntax(in)); got != want[i] {
				t.Errorf("%s: %s (% x): gcndbg %q, llvm-mc %q", cpu, lines[i], code, got, want[i])
			}
			if strings.Contains(want[i], "BUF_FMT_") {
				named++
			}
		}
		// 78 names on GFX10, 64 on GFX11+, the default unprinted, two
		// instructions a value.
		if wantNamed := map[string]int{"gfx1030": 2 * 77, "gfx1100": 2 * 63, "gfx1200": 2 * 63}[cpu]; named != wantNamed {
			t.Errorf("%s: llvm-mc names %d formats, want %d", cpu, named, wantNamed)
		}
	}
}

// TestUnifiedFormatSplitMatchesLLVMMC checks UnifiedFormat against
// llvm-mc's own mapping: each named format, written as the data and
// numeric format pair UnifiedFormat gives, must assemble to that format.
func TestUnifiedFormatSplitMatchesLLVMMC(t *testing.T) {
	mc := llvmtool.Path(t, "llvm-mc")
	dfmt := []string{"INVALID", "8", "16", "8_8", "32", "16_16", "10_11_11", "11_11_10", "10_10_10_2", "2_10_10_10",
		"8_8_8_8", "32_32", "16_16_16_16", "32_32_32", "32_32_32_32"}
	nfmt := []string{"UNORM", "SNORM", "USCALED", "SSCALED", "UINT", "SINT", "", "FLOAT"}
	for _, cpu := range []string{"gfx1030", "gfx1100", "gfx1200"} {
		gfx11 := cpu != "gfx1030"
		var lines, names []string
		for v := 1; ; v++ {
			d, n, ok := isa.UnifiedFormat(v, gfx11)
			if !ok {
				if v != map[bool]int{false: 78, true: 64}[gfx11] {
					t.Errorf("%s: the named formats end at %d", cpu, v)
				}
				break
			}
			lines = append(lines, fmt.Sprintf("tbuffer_load_format_x v1, off, s[0:3], s4 format:[BUF_DATA_FORMAT_%s,BUF_NUM_FORMAT_%s]", dfmt[d], nfmt[n]))
			names = append(names, isa.UnifiedFormatName(v, gfx11))
		}
		codes := llvmMCEncode(t, mc, cpu, lines)
		want, _ := llvmMCText(t, mc, cpu, bytes.Join(codes, nil))
		for i, l := range lines {
			// The default (BUF_FMT_8_UNORM) prints no format.
			if i >= len(want) || !strings.Contains(want[i], "["+names[i]+"]") && !(i == 0 && !strings.Contains(want[i], "format:")) {
				t.Errorf("%s: %s is not %s in llvm-mc", cpu, l, names[i])
			}
		}
	}
}
