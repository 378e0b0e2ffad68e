package tui

import (
	"debug/elf"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/model/session"
)

// funcSymbol reads a function symbol's address and size with debug/elf
// (independently of gcndbg's loader).
func funcSymbol(t *testing.T, co, name string) (uint64, uint64) {
	t.Helper()
	f, err := elf.Open(co)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	syms, err := f.Symbols()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range syms {
		if s.Name == name && elf.ST_TYPE(s.Info) == elf.STT_FUNC {
			return s.Value, s.Size
		}
	}
	t.Fatalf("%s has no function symbol %s", co, name)
	return 0, 0
}

// objdumpAt maps each instruction address of a function to its text, as
// llvm-objdump prints it.
func objdumpAt(t *testing.T, co, name string) map[uint64]string {
	t.Helper()
	out, err := exec.Command(llvmtool.Path(t, "llvm-objdump"), "-d", "--no-show-raw-insn", "--disassemble-symbols="+name, co).Output()
	if err != nil {
		t.Fatalf("llvm-objdump: %v", err)
	}
	re := regexp.MustCompile(`^\t(.*?)\s*// ([0-9A-F]+):`)
	got := map[uint64]string{}
	for _, l := range strings.Split(string(out), "\n") {
		if m := re.FindStringSubmatch(l); m != nil {
			var a uint64
			fmt.Sscanf(m[2], "%X", &a)
			got[a] = strings.Join(strings.Fields(m[1]), " ")
		}
	}
	if len(got) == 0 {
		t.Fatalf("llvm-objdump printed no instruction of %s", name)
	}
	return got
}

// TestDisasmPaneFollowsPCIntoCalledFunction steps (key i) a clang-22 -O0
// OpenCL kernel from its entry into __clang_ocl_kern_imp_call_device_fn,
// where its body runs: the Disassembly pane then shows that function,
// named in its title, with the PC row on screen and llvm-objdump's
// instruction there; at the entry it showed the kernel.
func TestDisasmPaneFollowsPCIntoCalledFunction(t *testing.T) {
	co := filepath.Join("..", "testdata", "co", "gfx900", "calls-O0.co")
	const kernel, body = "call_device_fn", "__clang_ocl_kern_imp_call_device_fn"
	lo, size := funcSymbol(t, co, body)
	kLo, _ := funcSymbol(t, co, kernel)
	want := objdumpAt(t, co, body)
	s, err := session.Open(co, filepath.Join("..", "testdata", "args", "calls", "call_device_fn.yaml"), session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	m := newModel(t, s, 200, 50)
	pane := func() string { return m.renderPane(PaneDisasm, 100, 30) }
	if p := pane(); !strings.Contains(strings.SplitN(p, "\n", 2)[0], "Disassembly  "+kernel) {
		t.Errorf("at the entry the pane's title is not the kernel's:\n%s", p)
	}
	if a := m.Snapshot().Wave.Addr; a != kLo {
		t.Fatalf("entry at %#x, the kernel symbol is at %#x", a, kLo)
	}
	for n := 0; ; n++ {
		if a := m.Snapshot().Wave.Addr; a >= lo && a < lo+size {
			break
		}
		if n == 500 {
			t.Fatalf("500 stepi did not reach %s at %#x; PC %#x", body, lo, m.Snapshot().Wave.Addr)
		}
		press(m, "i")
	}
	pc := m.Snapshot().Wave.Addr
	p := pane()
	lines := strings.Split(p, "\n")
	if !strings.Contains(lines[0], "Disassembly  "+body) {
		t.Errorf("in %s the title is %q", body, lines[0])
	}
	var pcRow string
	for _, l := range lines {
		if strings.Contains(l, fmt.Sprintf(">    %06x", pc)) || strings.Contains(l, fmt.Sprintf("> %06x", pc)) {
			pcRow = l
		}
		if i := strings.Index(l, fmt.Sprintf("%06x", kLo)); i >= 0 {
			t.Errorf("the pane still shows the kernel's first instruction: %q", l)
		}
	}
	if pcRow == "" {
		t.Fatalf("no row of the pane marks the PC %#x with '>':\n%s", pc, p)
	}
	if !strings.Contains(strings.Join(strings.Fields(pcRow), " "), want[pc]) {
		t.Errorf("PC row %q, llvm-objdump has %q at %#x", pcRow, want[pc], pc)
	}
	// Every row of the snapshot is an instruction of the function, as
	// llvm-objdump lists them.
	rows := m.Snapshot().Disasm
	if len(rows) != len(want) {
		t.Errorf("%d rows, llvm-objdump lists %d instructions of %s", len(rows), len(want), body)
	}
	for _, r := range rows {
		if w, ok := want[r.Addr]; !ok || strings.Join(strings.Fields(r.Text), " ") != w {
			t.Errorf("row %#x %q, llvm-objdump %q", r.Addr, r.Text, w)
			break
		}
	}
	checkGolden(t, "disasm-calls-O0-100x30", p)
}

// checkGolden compares got with testdata/name.golden (go test -update
// rewrites it).
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test -update creates it)", err)
	}
	if got != string(want) {
		t.Errorf("differs from %s:\n%s", path, got)
	}
}
