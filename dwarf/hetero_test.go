package dwarf

import (
	"encoding/binary"
	"errors"
	"fmt"
	"sort"
	"strings"
	"testing"
)

// Addresses of the regions of "lanes" in testdata/hetero.s (one 4-byte
// s_nop per step; llvm-dwarfdump --debug-loclists shows the same bounds).
const (
	lexStart    = 0x00
	lex1Start   = 0x08
	lex1Then    = 0x0c
	lex11Start  = 0x14
	lex11Then   = 0x18
	lex11Else   = 0x20
	lex11End    = 0x28
	lex1Else    = 0x30
	lex1End     = 0x38
	lanesEndAdr = 0x40
)

func scopeNamed(t *testing.T, d *Data, name string) *Scope {
	t.Helper()
	s := d.LookupFunction(name)
	if len(s) != 1 {
		t.Fatalf("%d subprograms named %s", len(s), name)
	}
	return s[0]
}

// TestLanePCOfNestedIfThenElse checks DW_AT_LLVM_lane_pc of AMDGPUUsage's
// nested IF/THEN/ELSE example for every lane in every region. The expected
// lane PCs follow the example's rules: an active lane is at the PC; an
// inactive lane of the THEN region is at the start of the region, one of
// the ELSE region at its end; a lane not active on entry is undefined.
func TestLanePCOfNestedIfThenElse(t *testing.T) {
	d := loadFixture(t, "hetero.o")
	fn := scopeNamed(t, d, "lanes")
	if !fn.HasLanePC() {
		t.Fatal("lanes has no DW_AT_LLVM_lane_pc")
	}
	const ws = 64
	var e0, c1, c2 uint64
	for l := 0; l < ws; l++ {
		if l < 48 {
			e0 |= 1 << l
		}
		if l%2 == 0 {
			c1 |= 1 << l
		}
		if l%4 == 0 {
			c2 |= 1 << l
		}
	}
	type region struct {
		name     string
		pc, exec uint64
		// where an inactive lane of E0 is: a function of its membership.
		inactive func(l int) uint64
	}
	in := func(m uint64, l int) bool { return m>>l&1 != 0 }
	regions := []region{
		{"a", lexStart + 4, e0, nil},
		{"b", lex1Then + 4, e0 & c1, func(l int) uint64 { return lex1Start }},
		{"c", lex11Then + 4, e0 & c1 & c2, func(l int) uint64 {
			if in(c1, l) {
				return lex11Start
			}
			return lex1Start
		}},
		{"d", lex11Else + 4, e0 & c1 &^ c2, func(l int) uint64 {
			if in(c1, l) {
				return lex11End
			}
			return lex1Start
		}},
		{"e", lex11End + 4, e0 & c1, func(l int) uint64 { return lex1Start }},
		{"f", lex1Else + 4, e0 &^ c1, func(l int) uint64 { return lex1End }},
		{"g", lex1End, e0, nil},
	}
	for _, r := range regions {
		t.Run(r.name, func(t *testing.T) {
			w := newFakeWave(ws)
			w.pc, w.exec = r.pc, r.exec
			// The saved masks of the example: %1 = E0 in SGPR4:5 and
			// %3 = E0&C1 in SGPR6:7.
			w.sgpr[4], w.sgpr[5] = uint32(e0), uint32(e0>>32)
			w.sgpr[6], w.sgpr[7] = uint32(e0&c1), uint32((e0&c1)>>32)
			pcs, err := fn.LanePCs(r.pc, Context{Regs: w, Mem: w, WaveSize: ws})
			if err != nil {
				t.Fatal(err)
			}
			for l := 0; l < ws; l++ {
				want := LanePC{}
				switch {
				case in(r.exec, l):
					want = LanePC{PC: r.pc, Defined: true}
				case in(e0, l) && r.inactive != nil:
					want = LanePC{PC: r.inactive(l), Defined: true}
				}
				if pcs[l] != want {
					t.Errorf("lane %d: %+v, want %+v", l, pcs[l], want)
				}
			}
			mask, ok, err := fn.ActiveLanes(r.pc, Context{Regs: w, Mem: w, WaveSize: ws})
			if err != nil || !ok || mask != r.exec {
				t.Errorf("active lanes %x %v %v, want %x", mask, ok, err, r.exec)
			}
		})
	}
}

func heteroVar(t *testing.T, d *Data, name string) *Variable {
	t.Helper()
	for _, v := range d.VariablesAt(scopeNamed(t, d, "lanes"), lexStart) {
		if v.Name == name {
			return v
		}
	}
	t.Fatalf("no variable %s", name)
	return nil
}

// TestHeterogeneousOperations evaluates a variable per DW_OP_LLVM_*
// operation of testdata/hetero.s; expected values follow from the
// operations' definitions in the heterogeneous-debugging extensions.
func TestHeterogeneousOperations(t *testing.T) {
	d := loadFixture(t, "hetero.o")
	const lane = 5
	w := newFakeWave(64)
	v0 := make([]uint32, 64)
	v2 := make([]uint32, 64)
	for l := range v0 {
		v0[l] = uint32(l*10 + 1)
		v2[l] = uint32(l * 3)
		w.store32(DW_ASPACE_AMDGPU_private_wave, -1, 0x100+uint64(l)*4, uint32(1000+l))
	}
	w.vgpr[0], w.vgpr[2] = v0, v2
	w.sgpr[8] = 0xbeef1234
	w.sgpr[9] = 0xab<<3 | 0x5
	w.sgpr[11] = 77
	w.sgpr[12], w.sgpr[13] = 0xffffffff, 0 // lanes 0-31 spilled
	w.sgpr[33] = 0x40
	w.store32(DW_ASPACE_AMDGPU_local, -1, 16, 777)
	w.store32(DW_ASPACE_AMDGPU_private_lane, lane, 0x48, 4242)
	entry := newFakeWave(64)
	entry.sgpr[10] = 99

	tests := []struct {
		name, want string
		lane       int
		loc        string // the location description, as Location.String
	}{
		{"v_lane", "51", lane, "VGPR0+160bits"},
		{"v_half", "-16657", lane, "SGPR8+16bits"},
		{"v_bits", `171 '\253'`, lane, "SGPR9+3bits"},
		{"v_local", "777", lane, "local:0x10"},
		{"v_priv", "4242", lane, "private_lane:0x48[lane 5]"},
		{"v_entry", "99", lane, "SGPR10@entry"},
		{"v_spill", "1005", lane, ""},
		{"v_spill", "120", 40, ""},
		{"v_pair", "<optimized out>", lane, "{SGPR11:32, undefined:32}"},
		{"v_pair_end", "<optimized out>", lane, "{SGPR11:32, undefined:32}"},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%s/lane%d", tc.name, tc.lane), func(t *testing.T) {
			v := heteroVar(t, d, tc.name)
			ctx := Context{Regs: w, Mem: w, EntryRegs: entry, Lane: tc.lane, WaveSize: 64}
			loc, err := v.Locate(lexStart, ctx)
			if err != nil {
				t.Fatal(err)
			}
			if tc.loc != "" && loc.String() != tc.loc {
				t.Errorf("location %s, want %s", loc, tc.loc)
			}
			got, err := v.Value(lexStart, ctx, FormatOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.want {
				t.Errorf("value %s, want %s", got, tc.want)
			}
		})
	}
	// The defined piece of v_pair is still readable.
	v := heteroVar(t, d, "v_pair")
	ctx := Context{Regs: w, Mem: w, Lane: lane, WaveSize: 64}
	loc, err := v.Locate(lexStart, ctx)
	if err != nil {
		t.Fatal(err)
	}
	a, err := loc.ReadBits(&ctx, 0, 32)
	if err != nil || binary.LittleEndian.Uint32(a) != 77 {
		t.Errorf("v_pair.a = % x, %v; want 77", a, err)
	}
	if _, err := loc.ReadBits(&ctx, 32, 32); !errors.Is(err, ErrUndefined) {
		t.Errorf("v_pair.b: %v, want ErrUndefined", err)
	}
}

// TestHeteroExpressionsDecodeAsLLVMDwarfdump checks that the hand-written
// expressions say what llvm-dwarfdump reads in them, so the semantic tests
// above test the operations they name.
func TestHeteroExpressionsDecodeAsLLVMDwarfdump(t *testing.T) {
	d := loadFixture(t, "hetero.o")
	dies := parseDumpDIEs(dwarfdump(t, "--debug-info", "testdata/hetero.o"))
	vars := allVars(d)
	n := 0
	for _, die := range dies {
		v := vars[die.off]
		if v == nil || die.expr == "" {
			continue
		}
		e, err := v.LocationExpr(lexStart)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := numericDisasm(t, e), normRegs(die.expr); got != want {
			t.Errorf("%s: %s, llvm-dwarfdump %s", v.Name, got, want)
		}
		n++
	}
	if n < 9 {
		t.Fatalf("checked %d expressions, want 9", n)
	}
}

// cfiRowText renders a row as llvm-dwarfdump --debug-frame prints it, with
// registers as R<number>.
func cfiRowText(t *testing.T, r UnwindRow) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "0x%x: CFA=R%d%+d", r.Loc, r.CFA.Reg, r.CFA.Offset)
	if r.CFA.AddrSpace != 0 {
		fmt.Fprintf(&sb, " in addrspace%d", r.CFA.AddrSpace)
	}
	sb.WriteString(":")
	var regs []uint64
	for k := range r.Regs {
		regs = append(regs, k)
	}
	sort.Slice(regs, func(i, j int) bool { return regs[i] < regs[j] })
	for i, k := range regs {
		if i > 0 {
			sb.WriteString(",")
		}
		rule := r.Regs[k]
		switch rule.Kind {
		case RuleOffset:
			fmt.Fprintf(&sb, " R%d=[CFA%+d]", k, rule.Offset)
		case RuleExpression:
			fmt.Fprintf(&sb, " R%d=[%s]", k, numericDisasm(t, rule.Expr))
		default:
			fmt.Fprintf(&sb, " R%d=<rule %d>", k, rule.Kind)
		}
	}
	return sb.String()
}

func TestCFIRowsMatchLLVMDwarfdump(t *testing.T) {
	for _, tc := range []struct{ fixture, flag string }{
		{"hetero.o", "--debug-frame"},  // relocatable, .debug_frame
		{"hetero-eh.co", "--eh-frame"}, // linked, .eh_frame with pcrel pointers
	} {
		t.Run(tc.fixture, func(t *testing.T) {
			d := loadFixture(t, tc.fixture)
			fr, err := d.Frames()
			if err != nil || fr == nil {
				t.Fatalf("frames: %v", err)
			}
			out := dwarfdump(t, tc.flag, "testdata/"+tc.fixture)
			n := 0
			for _, l := range strings.Split(out, "\n") {
				l = strings.TrimSpace(l)
				if !strings.HasPrefix(l, "0x") || !strings.Contains(l, "CFA=") {
					continue
				}
				var pc uint64
				fmt.Sscanf(l, "0x%x:", &pc)
				row, err := fr.RowAt(pc)
				if err != nil {
					t.Fatalf("0x%x: %v", pc, err)
				}
				want := normRegs(l)
				if got := cfiRowText(t, row); got != want {
					t.Errorf("\n got %s\nwant %s", got, want)
				}
				n++
			}
			if n != 3 {
				t.Fatalf("compared %d rows, llvm-dwarfdump shows 3", n)
			}
		})
	}
}

// TestUnwindThroughDeviceCall unwinds "callee" of hetero.s: CFA in
// private_wave at SGPR32, return address in SGPR30:31, SGPR33 saved at
// CFA+8 and VGPR40 spilled under the mask in SGPR12:13 to CFA+0x100.
func TestUnwindThroughDeviceCall(t *testing.T) {
	d := loadFixture(t, "hetero.o")
	fr, err := d.Frames()
	if err != nil {
		t.Fatal(err)
	}
	callee := scopeNamed(t, d, "callee")
	w := newFakeWave(64)
	w.sgpr[30], w.sgpr[31] = 0x12345678, 0x7f
	w.sgpr[32] = 0x2000
	w.sgpr[33] = 0x1111 // the callee's own frame pointer
	w.sgpr[12], w.sgpr[13] = 0x0000000f, 0x80000000
	w.store32(DW_ASPACE_AMDGPU_private_wave, -1, 0x2008, 0xdead)
	v40 := make([]uint32, 64)
	for l := range v40 {
		v40[l] = uint32(l)
		w.store32(DW_ASPACE_AMDGPU_private_wave, -1, 0x2100+uint64(l)*4, uint32(500+l))
	}
	w.vgpr[40] = v40
	ctx := Context{Mem: w, WaveSize: 64}

	f, err := fr.Unwind(callee.LowPC()+8, w, ctx)
	if err != nil {
		t.Fatal(err)
	}
	if f.PC != 0x7f12345678 {
		t.Errorf("return PC 0x%x, want 0x7f12345678", f.PC)
	}
	if want := MemoryAt(DW_ASPACE_AMDGPU_private_wave, 0x2000, 0); f.CFA.String() != want.String() {
		t.Errorf("CFA %s, want %s", f.CFA, want)
	}
	s33, err := f.Regs.ReadReg(32+33, 0)
	if err != nil || binary.LittleEndian.Uint32(s33) != 0xdead {
		t.Errorf("caller SGPR33 % x %v, want 0xdead", s33, err)
	}
	for _, tc := range []struct{ lane, want int }{{0, 500}, {3, 503}, {4, 4}, {62, 62}, {63, 563}} {
		b, err := f.Regs.ReadReg(2560+40, tc.lane)
		if err != nil || int(binary.LittleEndian.Uint32(b)) != tc.want {
			t.Errorf("caller VGPR40 lane %d: % x %v, want %d", tc.lane, b, err, tc.want)
		}
	}
	// Before the saves, the caller's SGPR33 is the callee's.
	f, err = fr.Unwind(callee.LowPC(), w, ctx)
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := f.Regs.ReadReg(32+33, 0); binary.LittleEndian.Uint32(b) != 0x1111 {
		t.Errorf("caller SGPR33 before the save: % x", b)
	}
	if cfa, err := fr.CFA(callee.LowPC()+8, w, ctx); err != nil || cfa.Addr != 0x2000 || cfa.AddrSpace != DW_ASPACE_AMDGPU_private_wave {
		t.Errorf("CFA %s %v", cfa, err)
	}
	// After DW_CFA_def_cfa_offset 16.
	f, err = fr.Unwind(callee.LowPC()+12, w, ctx)
	if err != nil || f.CFA.Addr != 0x2010 {
		t.Errorf("CFA after def_cfa_offset: %s %v, want 0x2010", f.CFA, err)
	}
	if _, err := fr.RowAt(lexStart); !errors.Is(err, ErrUnknownPC) {
		t.Errorf("RowAt outside any FDE: %v", err)
	}
}

// TestUnwindUpstreamEmptyFDE: clang-22 emits FDEs without instructions for
// AMDGPU; the return address then comes from SGPR30:31 per the calling
// convention.
func TestUnwindUpstreamEmptyFDE(t *testing.T) {
	d := loadFixture(t, "calls-gfx900-O0.co")
	fr, err := d.Frames()
	if err != nil || fr == nil {
		t.Fatalf("frames: %v", err)
	}
	fn := d.LookupFunction("scale")
	if len(fn) != 1 {
		t.Fatal("no scale")
	}
	w := newFakeWave(64)
	w.sgpr[30], w.sgpr[31] = 0x1750, 0
	f, err := fr.Unwind(fn[0].LowPC()+4, w, Context{Mem: w, WaveSize: 64})
	if err != nil || f.PC != 0x1750 {
		t.Errorf("return PC 0x%x %v, want 0x1750", f.PC, err)
	}
}
