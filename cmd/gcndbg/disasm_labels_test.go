package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// Two files linked into one code object, as Tensile links its
// hand-written kernels: local labels (STT_NOTYPE) inside the code, several
// at one address (loop/top, done/"odd name"/zz_done), the same names again
// in the second file at other addresses, a label that needs quotes, a
// branch to a local function (STT_FUNC: no label), one to an address no
// symbol names, a label at the end of .text, and kernel symbols without a
// size (no .size directive).
var labelsAsm = map[string]string{
	"a.s": `	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.text
	.globl ka
	.p2align 8
	.type ka,@function
ka:
	s_mov_b32 s0, 0
loop:
top:
	s_add_u32 s0, s0, 1
	s_cmp_lt_u32 s0, 10
	s_cbranch_scc1 top
	s_cbranch_scc0 loop
	s_branch done
mid:
	v_mov_b32 v0, 0x12345678
	s_cbranch_vccz mid
	s_branch .Lhidden
	s_branch helper
.Lhidden:
	s_nop 0
	s_cbranch_execz "odd name"
"odd name":
done:
zz_done:
	s_endpgm
	.type helper,@function
helper:
	s_setpc_b64 s[30:31]
	.globl kb
	.p2align 8
	.type kb,@function
kb:
	s_cbranch_scc1 loop
	s_branch top
	s_endpgm
	.rodata
	.p2align 6
	.amdhsa_kernel ka
	.amdhsa_next_free_vgpr 1
	.amdhsa_next_free_sgpr 1
	.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel
	.amdhsa_kernel kb
	.amdhsa_next_free_vgpr 1
	.amdhsa_next_free_sgpr 1
	.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel
`,
	"b.s": `	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.text
	.globl kc
	.p2align 8
	.type kc,@function
kc:
	s_mov_b32 s0, 0
loop:
	s_add_u32 s0, s0, 1
top:
	s_cmp_lt_u32 s0, 10
	s_cbranch_scc1 loop
	s_cbranch_scc1 top
	s_branch done
done:
	s_endpgm
end_of_text:
	.rodata
	.p2align 6
	.amdhsa_kernel kc
	.amdhsa_next_free_vgpr 1
	.amdhsa_next_free_sgpr 1
	.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel
`,
}

// buildLabelsObject assembles labelsAsm with llvm-mc and links it with
// ld.lld.
func buildLabelsObject(t *testing.T) string {
	t.Helper()
	mc, lld := llvmtool.Path(t, "llvm-mc"), llvmtool.Path(t, "ld.lld")
	dir := t.TempDir()
	var objs []string
	for _, name := range []string{"a.s", "b.s"} {
		src := filepath.Join(dir, name)
		if err := os.WriteFile(src, []byte(labelsAsm[name]), 0o644); err != nil {
			t.Fatal(err)
		}
		obj := strings.TrimSuffix(src, ".s") + ".o"
		if out, err := exec.Command(mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-filetype=obj", src, "-o", obj).CombinedOutput(); err != nil {
			t.Fatalf("llvm-mc %s: %v: %s", name, err, out)
		}
		objs = append(objs, obj)
	}
	co := filepath.Join(dir, "labels.co")
	if out, err := exec.Command(lld, append([]string{"-shared", "-o", co}, objs...)...).CombinedOutput(); err != nil {
		t.Fatalf("ld.lld: %v: %s", err, out)
	}
	return co
}

// objdumpBlocks is llvm-objdump -d's listing as (header, instructions)
// blocks, instructions normalised as objdumpInstructions does.
type objdumpBlock struct {
	name  string
	insts []string
}

func objdumpBlocks(t *testing.T, co string) []objdumpBlock {
	t.Helper()
	out, err := exec.Command(llvmtool.Path(t, "llvm-objdump"), "-d", "--no-show-raw-insn", "--no-leading-addr", co).Output()
	if err != nil {
		t.Fatalf("llvm-objdump: %v", err)
	}
	var bs []objdumpBlock
	for _, l := range strings.Split(string(out), "\n") {
		if strings.HasPrefix(l, "<") && strings.HasSuffix(l, ">:") {
			bs = append(bs, objdumpBlock{name: l[1 : len(l)-2]})
			continue
		}
		if !strings.HasPrefix(l, "\t") || len(bs) == 0 {
			continue
		}
		if i := strings.Index(l, "//"); i >= 0 {
			l = l[:i]
		}
		b := &bs[len(bs)-1]
		b.insts = append(b.insts, strings.Join(strings.Fields(l), " "))
	}
	return bs
}

// Branch targets print as llvm-objdump prints them (the first STT_NOTYPE
// symbol at the target, by name; the offset when there is none), and the
// listing is split and headed as llvm-objdump splits it (at every symbol's
// address, headed by the last non-data symbol there).
func TestDisasmLabelsMatchObjdump(t *testing.T) {
	co := buildLabelsObject(t)
	blocks := objdumpBlocks(t, co)
	var want, wantHeads []string
	for _, b := range blocks {
		wantHeads = append(wantHeads, b.name)
		want = append(want, b.insts...)
	}
	// The object has what the test is about.
	for _, s := range []string{"s_branch done", "s_cbranch_scc1 top", `s_cbranch_execz done`, "s_branch loop", "s_branch 3"} {
		found := false
		for _, w := range want {
			found = found || w == s
		}
		if !found {
			t.Fatalf("llvm-objdump's listing lacks %q:\n%s", s, strings.Join(want, "\n"))
		}
	}

	var out, errb bytes.Buffer
	if code := run([]string{"disasm", "--llvm", co}, &out, &errb); code != 0 {
		t.Fatalf("disasm --llvm: exit %d: %s", code, errb.String())
	}
	if got := normalizedLines(out.String()); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("disasm --llvm:\n%s\nllvm-objdump:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}

	out.Reset()
	if code := run([]string{"disasm", co}, &out, &errb); code != 0 {
		t.Fatalf("disasm: exit %d: %s", code, errb.String())
	}
	var heads []string
	for _, m := range regexp.MustCompile(`(?m)^[0-9a-f]{16} <(.*)>:$`).FindAllStringSubmatch(out.String(), -1) {
		heads = append(heads, m[1])
	}
	if strings.Join(heads, "|") != strings.Join(wantHeads, "|") {
		t.Errorf("listing headers %q, llvm-objdump %q", heads, wantHeads)
	}
}

// A kernel whose symbol has no size is listed whole by --kernel (up to the
// next function symbol, across its local labels), and info gives that
// extent as its code size; llvm-objdump's blocks and llvm-readelf's symbol
// values are the oracle.
func TestDisasmKernelWithoutSizeIsWhole(t *testing.T) {
	co := buildLabelsObject(t)
	blocks := objdumpBlocks(t, co)
	out, err := exec.Command(llvmtool.Path(t, "llvm-readelf"), "-s", co).Output()
	if err != nil {
		t.Fatalf("llvm-readelf: %v", err)
	}
	value := map[string]uint64{}
	for _, l := range strings.Split(string(out), "\n") {
		f := strings.Fields(l)
		if len(f) == 8 && f[3] == "FUNC" {
			v, err := strconv.ParseUint(f[1], 16, 64)
			if err != nil {
				t.Fatalf("llvm-readelf line %q: %v", l, err)
			}
			value[f[7]] = v
		}
	}
	for _, c := range []struct{ kernel, next string }{{"ka", "helper"}, {"kb", "kc"}, {"kc", ""}} {
		// llvm-objdump's instructions from the kernel's block up to the
		// next function's.
		var want []string
		in := false
		for _, b := range blocks {
			if b.name == c.kernel {
				in = true
			} else if b.name == c.next {
				in = false
			}
			if in {
				want = append(want, b.insts...)
			}
		}
		var o, errb bytes.Buffer
		if code := run([]string{"disasm", "--llvm", "--kernel", c.kernel, co}, &o, &errb); code != 0 {
			t.Fatalf("disasm --kernel %s: exit %d: %s", c.kernel, code, errb.String())
		}
		if got := normalizedLines(o.String()); len(want) < 2 || strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("disasm --llvm --kernel %s:\n%s\nllvm-objdump:\n%s", c.kernel, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		o.Reset()
		if code := run([]string{"disasm", "--kernel", c.kernel, co}, &o, &errb); code != 0 {
			t.Fatalf("disasm --kernel %s: exit %d: %s", c.kernel, code, errb.String())
		}
		if n := strings.Count(o.String(), "\n  0000"); n != len(want) {
			t.Errorf("disasm --kernel %s lists %d instructions, llvm-objdump %d:\n%s", c.kernel, n, len(want), o.String())
		}

		o.Reset()
		if code := run([]string{"info", co, "--kernel", c.kernel}, &o, &errb); code != 0 {
			t.Fatalf("info --kernel %s: exit %d: %s", c.kernel, code, errb.String())
		}
		m := regexp.MustCompile(`code (\d+) bytes`).FindStringSubmatch(o.String())
		if m == nil {
			t.Fatalf("info --kernel %s: no code size:\n%s", c.kernel, o.String())
		}
		end := value[c.next]
		if c.next == "" {
			end = textEnd(t, co)
		}
		if got, want := m[1], strconv.FormatUint(end-value[c.kernel], 10); got != want {
			t.Errorf("info --kernel %s: code %s bytes, want %s (llvm-readelf)", c.kernel, got, want)
		}
	}
}

// textEnd is the address past .text, from llvm-readelf's section headers.
func textEnd(t *testing.T, co string) uint64 {
	t.Helper()
	out, err := exec.Command(llvmtool.Path(t, "llvm-readelf"), "-S", co).Output()
	if err != nil {
		t.Fatalf("llvm-readelf -S: %v", err)
	}
	for _, l := range strings.Split(string(out), "\n") {
		f := strings.Fields(strings.ReplaceAll(l, "]", "] "))
		for i := 0; i+4 < len(f); i++ {
			if f[i] == ".text" {
				a, err1 := strconv.ParseUint(f[i+2], 16, 64)
				n, err2 := strconv.ParseUint(f[i+4], 16, 64)
				if err1 != nil || err2 != nil {
					t.Fatalf("llvm-readelf -S line %q", l)
				}
				return a + n
			}
		}
	}
	t.Fatalf("llvm-readelf -S: no .text")
	return 0
}
