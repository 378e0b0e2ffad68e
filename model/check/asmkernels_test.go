package check

import (
	"context"
	"debug/dwarf"
	"debug/elf"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	gexec "github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/isa"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/check/hazard"
	"github.com/gcndbg/gcndbg/model/check/waitcnt"
	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/launch"
)

var asmBugMark = regexp.MustCompile(`// BUG: (\S+) (\S+)`)

// TestAsmKernels runs the hand-written kernels of testdata/check/asm
// (llvm-mc, linked with ld.lld here as build.sh does) under waitcheck and
// hazards (and initcheck for initcheck-*.s, register-level: a VGPR or
// SGPR never written reaching a store, an address or an indirect jump):
// each NAME-bug.s gives exactly the finding its "// BUG: CHECKER
// KIND" line names, at that line (the DWARF line llvm-mc -g wrote for the
// reported PC); each NAME-fix.s, the same code waited or padded as the
// rule's source prescribes, gives none.
func TestAsmKernels(t *testing.T) {
	dir := filepath.Join(testkernels.Dir(), "check", "asm")
	srcs, _ := filepath.Glob(filepath.Join(dir, "*.s"))
	if len(srcs) < 40 {
		t.Fatalf("%d kernels in %s, want at least 40", len(srcs), dir)
	}
	mc, lld := llvmtool.Path(t, "llvm-mc"), llvmtool.Path(t, "ld.lld")
	a, err := args.Load(filepath.Join(dir, "args.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	for _, src := range srcs {
		name := strings.TrimSuffix(filepath.Base(src), ".s")
		t.Run(name, func(t *testing.T) {
			text, target, co := assembleKernel(t, mc, lld, dir, src, tmp)
			wantLine, wantChecker, wantKind := 0, "", ""
			for i, l := range strings.Split(string(text), "\n") {
				if m := asmBugMark.FindStringSubmatch(l); m != nil {
					wantLine, wantChecker, wantKind = i+1, m[1], m[2]
				}
			}
			f, err := codeobj.Open(co, codeobj.Options{})
			if err != nil {
				t.Fatal(err)
			}
			l, err := launch.New(f, "", a)
			if err != nil && strings.Contains(err.Error(), "is not one the interpreter runs") {
				// Not run yet (RDNA): the kernel's straight-line code
				// goes through the same checkers in address order.
				staticKernel(t, co, target, name, wantLine, wantChecker, wantKind)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			names := []string{"waitcheck", "hazards"}
			if strings.HasPrefix(name, "initcheck-") {
				names = append(names, "initcheck")
			}
			r, err := New(l, names)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := l.Run(context.Background(), r.Options(gexec.Options{Jobs: 1})); err != nil {
				t.Fatal(err)
			}
			fs := r.Findings()
			// The same run without the checkers' filters (Wants) gives
			// the same findings.
			l2, err := launch.New(f, "", a)
			if err != nil {
				t.Fatal(err)
			}
			r2, err := New(l2, names)
			if err != nil {
				t.Fatal(err)
			}
			r2.noFilter = true
			if _, err := l2.Run(context.Background(), r2.Options(gexec.Options{Jobs: 1})); err != nil {
				t.Fatal(err)
			}
			if a, b := findingsJSON(t, fs), findingsJSON(t, r2.Findings()); a != b {
				t.Errorf("findings with the filters:\n%s\nwithout:\n%s", a, b)
			}
			if strings.HasSuffix(name, "-fix") {
				for _, x := range fs {
					t.Errorf("fixed kernel: %s %s at %s: %s", x.Checker, x.Kind, x.Line, x.Message)
				}
				return
			}
			if wantLine == 0 {
				t.Fatal("no // BUG: line")
			}
			if len(fs) != 1 {
				t.Fatalf("%d findings, want 1: %+v", len(fs), fs)
			}
			x := fs[0]
			if x.Checker != wantChecker || x.Kind != wantKind || lineOf(x.Line) != wantLine {
				t.Errorf("got %s %s at %q, want %s %s at line %d", x.Checker, x.Kind, x.Line, wantChecker, wantKind, wantLine)
			}
			// One-instruction rules, and initcheck's register findings
			// (whose cause is an absence of writes).
			single := wantKind == "Offset3fBug" || wantKind == "FlatSegmentOffsetBug" || wantChecker == "initcheck"
			if !single && (x.Other == nil || lineOf(x.Other.Line) == 0 || lineOf(x.Other.Line) >= wantLine) {
				t.Errorf("other side %+v: want an earlier line", x.Other)
			}
		})
	}
}

// staticKernel checks a kernel the interpreter does not run yet: its
// .text decoded in address order (the kernels' branches only skip
// forward over s_nop) through the waitcnt and hazard checkers, each PC's
// line read from the DWARF line table llvm-mc wrote.
func staticKernel(t *testing.T, co, target, name string, wantLine int, wantChecker, wantKind string) {
	t.Helper()
	ef, err := elf.Open(co)
	if err != nil {
		t.Fatal(err)
	}
	defer ef.Close()
	text := ef.Section(".text")
	code, err := text.Data()
	if err != nil {
		t.Fatal(err)
	}
	lines := map[uint64]int{}
	d, err := ef.DWARF()
	if err != nil {
		t.Fatal(err)
	}
	r := d.Reader()
	for {
		e, err := r.Next()
		if err != nil || e == nil {
			break
		}
		lr, err := d.LineReader(e)
		if err != nil || lr == nil {
			continue
		}
		var le dwarf.LineEntry
		for lr.Next(&le) == nil {
			lines[le.Address] = le.Line
		}
	}
	tg, err := isa.LookupTarget(target)
	if err != nil {
		t.Fatal(err)
	}
	wc := waitcnt.New(tg, text.Addr, len(code)).NewWave()
	hcc := hazard.New(tg, text.Addr, len(code))
	hcc.SetWaveSize(64) // the kernels' .wavefront_size
	hc := hcc.NewWave()
	type got struct {
		checker, kind string
		line          int
	}
	var all []got
	for off := 0; off < len(code); {
		in, err := isa.Decode(code[off:], text.Addr+uint64(off), tg)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range wc.Step(in.PC, &in) {
			all = append(all, got{"waitcheck", f.Kind, lines[in.PC]})
		}
		for _, f := range hc.Step(in.PC, &in) {
			all = append(all, got{"hazards", f.Rule, lines[in.PC]})
		}
		off += in.Size
	}
	if strings.HasSuffix(name, "-fix") {
		for _, x := range all {
			t.Errorf("fixed kernel (static): %s %s at line %d", x.checker, x.kind, x.line)
		}
		return
	}
	if len(all) != 1 || all[0] != (got{wantChecker, wantKind, wantLine}) {
		t.Errorf("static: got %+v, want %s %s at line %d", all, wantChecker, wantKind, wantLine)
	}
}

// assembleKernel assembles a hand-written kernel of testdata/check with
// llvm-mc (-g, DWARF 5, so findings carry the .s line) and links it with
// ld.lld as build.sh does; it returns the source, the target its
// .amdgcn_target names and the code object's path.
func assembleKernel(t *testing.T, mc, lld, dir, src, tmp string) (text []byte, target, co string) {
	t.Helper()
	text, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`amdgcn-amd-amdhsa--(gfx[0-9a-f]+)`).FindSubmatch(text)
	if m == nil {
		t.Fatal("no .amdgcn_target")
	}
	target = string(m[1])
	name := strings.TrimSuffix(filepath.Base(src), ".s")
	obj, co := filepath.Join(tmp, name+".o"), filepath.Join(tmp, name+".co")
	for _, c := range [][]string{
		{mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=" + target, "-g", "-dwarf-version=5", "--fdebug-compilation-dir=.", "-filetype=obj", filepath.Base(src), "-o", obj},
		{lld, "-shared", obj, "-o", co},
	} {
		cmd := exec.Command(c[0], c[1:]...)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%v: %v\n%s", c, err, out)
		}
	}
	return text, target, co
}

// findingsJSON is fs as JSON (both sides, lanes and waves), to compare
// two runs' findings.
func findingsJSON(t *testing.T, fs []Finding) string {
	t.Helper()
	b, err := json.Marshal(fs)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
