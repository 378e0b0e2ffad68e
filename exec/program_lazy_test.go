package exec

import (
	"strings"
	"sync"
	"testing"

	"github.com/gcndbg/gcndbg/isa"
)

// lazySrc is three functions: the dispatched kernel (8 VGPRs), a device
// function it could call, and another kernel whose descriptor gives it 64
// VGPRs. Each line after a label is one instruction as llvm-mc's input
// spells it (the oracle for the decoded text).
const lazySrc = `
	.text
	.globl k0
	.type k0,@function
k0:
	v_mov_b32_e32 v1, v2
	s_endpgm
	.p2align 8
	.globl dev
	.type dev,@function
dev:
	v_add_f32_e32 v7, 1.0, v6
	v_mov_b32_e32 v40, v1
	s_setpc_b64 s[30:31]
	.p2align 8
	.globl k1
	.type k1,@function
k1:
	v_mov_b32_e32 v60, 0
	v_mul_f32_e32 v61, v60, v60
	s_endpgm
`

// TestProgramDecodesPerFunction checks that a program decodes only its
// kernel's function at first, each other function when an instruction of
// it is first needed, with the register counts of that function's own
// kernel (device functions: the dispatched kernel's), and that the
// instructions are those llvm-mc assembled.
func TestProgramDecodesPerFunction(t *testing.T) {
	code, at := assembleFuncs(t, "gfx900", lazySrc)
	arch, _ := ArchByName("gfx900")
	tgt, err := isa.LookupTarget("gfx900")
	if err != nil {
		t.Fatal(err)
	}
	k1 := KernelConfig{GranulatedWorkitemVGPRCount: 15} // 64 VGPRs
	p, err := NewProgramFuncs(arch, tgt, KernelConfig{GranulatedWorkitemVGPRCount: 1}, "k0", code, 0x1000, at["k0"],
		[]Function{{Start: at["dev"]}, {Start: at["k1"], Config: &k1}})
	if err != nil {
		t.Fatal(err)
	}
	// decoded counts the decoded instructions from offset lo on (k0's
	// range also holds the s_nop padding of .p2align).
	decoded := func(lo uint64) (n int) {
		for i := lo / 4; i < uint64(len(p.insts)); i++ {
			if p.insts[i].Load() != nil {
				n++
			}
		}
		return n
	}
	if n := decoded(at["dev"]); n != 0 || p.insts[at["k0"]/4].Load() == nil {
		t.Fatalf("after NewProgramFuncs %d instructions of dev and k1 are decoded, want none (and k0's)", n)
	}
	want := map[string][]string{}
	var fn string
	for _, l := range strings.Split(lazySrc, "\n") {
		l = strings.TrimSpace(l)
		switch {
		case strings.HasSuffix(l, ":"):
			fn = strings.TrimSuffix(l, ":")
		case fn != "" && l != "" && !strings.HasPrefix(l, "."):
			want[fn] = append(want[fn], l)
		}
	}
	for _, name := range []string{"k1", "dev", "k0"} {
		pc := at[name]
		for i, w := range want[name] {
			d := p.at(pc)
			if d == nil {
				t.Fatalf("%s: no instruction at %#x", name, pc)
			}
			if got := d.text(); got != w {
				t.Errorf("%s+%#x: %q, want %q", name, pc-at[name], got, w)
			}
			invalid := d.err != nil && strings.Contains(d.err.Error(), "beyond")
			// Only dev's v40 is beyond its allocation (k0's 8 VGPRs);
			// k1's v60 and v61 are within its own 64.
			if wantInvalid := name == "dev" && i == 1; invalid != wantInvalid {
				t.Errorf("%s: %q: invalid %v (%v), want %v", name, w, invalid, d.err, wantInvalid)
			}
			pc += uint64(d.size)
		}
	}
	if n := decoded(at["dev"]); n != int(at["k1"]-at["dev"])/4+3 {
		t.Errorf("%d instructions of dev (with its padding) and k1 decoded, want %d", n, int(at["k1"]-at["dev"])/4+3)
	}
}

// TestProgramDecodesConcurrently has goroutines ask for the instructions of
// functions nobody decoded yet at the same time (go test -race checks the
// publication), and every one gets the same instruction.
func TestProgramDecodesConcurrently(t *testing.T) {
	var src strings.Builder
	src.WriteString("\t.text\n")
	const funcs = 64
	for i := range funcs {
		src.WriteString("\t.p2align 6\n")
		src.WriteString("\t.globl f" + strings.Repeat("x", i) + "\n\t.type f" + strings.Repeat("x", i) + ",@function\nf" + strings.Repeat("x", i) + ":\n")
		src.WriteString("\tv_mov_b32_e32 v1, v2\n\tv_add_f32_e32 v3, v1, v2\n\ts_setpc_b64 s[30:31]\n")
	}
	code, at := assembleFuncs(t, "gfx900", src.String())
	arch, _ := ArchByName("gfx900")
	tgt, _ := isa.LookupTarget("gfx900")
	var fs []Function
	for _, off := range at {
		fs = append(fs, Function{Start: off})
	}
	p, err := NewProgramFuncs(arch, tgt, KernelConfig{GranulatedWorkitemVGPRCount: 1}, "f", code, 0, 0, fs)
	if err != nil {
		t.Fatal(err)
	}
	got := make([][]*instr, 8)
	var wg sync.WaitGroup
	for g := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range funcs {
				off := at["f"+strings.Repeat("x", (i+g*7)%funcs)] + 4
				d := p.at(off)
				got[g] = append(got[g], d)
				if d == nil || d.freshText() == "" || d.straight == 0 {
					t.Errorf("goroutine %d: instruction at %#x: %v", g, off, d)
				}
			}
		}()
	}
	wg.Wait()
	for g := range got {
		for i, d := range got[g] {
			if want := p.at(at["f"+strings.Repeat("x", (i+g*7)%funcs)] + 4); d != want {
				t.Errorf("goroutine %d got another instruction at function %d", g, i)
			}
		}
	}
}
