package views

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"

	"github.com/gcndbg/gcndbg/internal/demo"
	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/model/session"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// asciiStyles renders without escape sequences (the ASCII colour profile).
func asciiStyles() Styles {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.Ascii)
	return DefaultStyles(r)
}

// colourStyles render in true colour.
func colourStyles() Styles {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.TrueColor)
	return DefaultStyles(r)
}

// execAll runs command lines on s, failing the test on an error.
func execAll(t *testing.T, s *session.Session, lines ...string) string {
	t.Helper()
	var out bytes.Buffer
	for _, l := range lines {
		if err := s.Execute(context.Background(), l, &out); err != nil {
			t.Fatalf("%s: %v\n%s", l, err, out.String())
		}
	}
	return out.String()
}

// demoState is the demo stopped in the then arm of its if (lanes split),
// with the snapshot before the last step for the highlights.
func demoState(t *testing.T, allLanes bool) (prev, cur *session.ViewSnapshot, log []string) {
	t.Helper()
	s, err := demo.Open(session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	out := execAll(t, s, fmt.Sprintf("tbreak *%#x", s.L.Kernel.Entry), "run", "next", "next", "next", "next")
	opts := session.ViewOptions{LocalsAllLanes: allLanes}
	prev = s.ViewSnapshot(opts)
	out += execAll(t, s, "next")
	return prev, s.ViewSnapshot(opts), strings.Split(strings.TrimRight(out, "\n"), "\n")
}

// memoryState stops a testdata kernel of memory.cl (gfx900) at the line
// holding stopAt, with its source given to the session.
func memoryState(t *testing.T, kernel, opt, args, stopAt string) *session.ViewSnapshot {
	return kernelState(t, "gfx900", "memory", kernel, opt, args, stopAt)
}

// kernelState stops a testdata kernel of source.cl for target at the line
// holding stopAt.
func kernelState(t *testing.T, target, source, kernel, opt, args, stopAt string) *session.ViewSnapshot {
	t.Helper()
	dir := t.TempDir()
	argsPath := filepath.Join(dir, "args.yaml")
	if err := os.WriteFile(argsPath, []byte(args), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := session.Open(testkernels.CodeObject(t, target, source, opt), argsPath, session.Options{Kernel: kernel})
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(testkernels.SourcePath(t, source+".cl"))
	if err != nil {
		t.Fatal(err)
	}
	s.AddSource("kernels/"+source+".cl", src)
	line := 0
	for i, l := range strings.Split(string(src), "\n") {
		if strings.Contains(l, stopAt) && line == 0 {
			line = i + 1
		}
	}
	execAll(t, s, fmt.Sprintf("break %s.cl:%d", source, line), "run")
	return s.ViewSnapshot(session.ViewOptions{ScratchWave: true})
}

// checkGolden compares got with testdata/name.golden (rewritten with
// -update) and checks the frame's size.
func checkGolden(t *testing.T, name, got string, w, h int) {
	t.Helper()
	lines := strings.Split(got, "\n")
	if len(lines) != h {
		t.Errorf("%s: %d lines, want %d", name, len(lines), h)
	}
	for i, l := range lines {
		if n := lipgloss.Width(l); n != w {
			t.Errorf("%s: line %d is %d cells wide, want %d: %q", name, i, n, w, l)
			break
		}
	}
	path := filepath.Join("testdata", name+".golden")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs from %s (go test -update rewrites it after review):\n%s", name, path, got)
	}
}

// TestPanesMatchGoldenFiles renders every pane at 80x24 and 200x50.
func TestPanesMatchGoldenFiles(t *testing.T) {
	st := asciiStyles()
	prev, cur, log := demoState(t, false)
	_, all, _ := demoState(t, true)
	lds := memoryState(t, "lds_reverse", "O2",
		"kernel: lds_reverse\ngrid: [64, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n  arg0: {type: i32, count: 64, init: {range: [100, 3]}}\n  arg1: {type: i32, count: 64, output: true}\n",
		"out[GLOBAL_ID(x)] = v; // store: v")
	scratch := memoryState(t, "scratch_array", "O0",
		"kernel: scratch_array\ngrid: [64, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n  arg0: {type: u32, count: 64, init: {range: [0, 1]}}\n  arg1: {type: u32, count: 64, output: true}\n",
		"uint idx = x % 64;")
	// gfx90a at -O0 uses AGPRs (metadata .agpr_count 2): they follow the VGPRs.
	agpr := kernelState(t, "gfx90a", "control", "divergent_if", "O0",
		"kernel: divergent_if\ngrid: [64, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n  arg0: {type: i32, count: 64, init: {range: [0, 1]}}\n  arg1: {type: i32, count: 64, output: true}\n",
		"out[i] = v; // store: v")
	if agpr.KernelInfo.Resources.AGPRs == 0 {
		t.Fatalf("divergent_if on gfx90a at -O0 uses no AGPRs: %+v", agpr.KernelInfo.Resources)
	}
	// The demo at its global_load of in[i]: the bytes it will read marked.
	ds, err := demo.Open(session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	execAll(t, ds, fmt.Sprintf("tbreak *%#x", ds.L.Kernel.Entry+0x3c), "run")
	access := ds.ViewSnapshot(session.ViewOptions{})
	if len(access.Disasm) == 0 || !strings.HasPrefix(access.Disasm[0].Text, "s_load") || access.Wave.Addr != ds.L.Kernel.Entry+0x3c {
		t.Fatalf("not at the global_load: %+v", access.Stop)
	}
	type pane interface {
		Render(*session.ViewSnapshot, Styles, int, int) string
	}
	cases := []struct {
		name string
		p    pane
		s    *session.ViewSnapshot
	}{
		{"source", Source{Focused: true}, cur},
		{"disasm", Disasm{}, cur},
		{"exec", Exec{}, cur},
		{"exec-steps", Exec{Steps: true}, cur},
		{"vector-hex", Vector{Prev: prev}, cur},
		{"vector-signed-scrolled", Vector{Prev: prev, Format: Signed, FirstLane: 30, FirstReg: 2}, cur},
		{"scalar", Scalar{Prev: prev}, cur},
		{"locals", Locals{}, cur},
		{"locals-all-lanes", Locals{AllLanes: true}, all},
		{"lanes", Lanes{}, cur},
		{"waves", Waves{}, cur},
		{"buffers", Memory{Kind: MemBuffers}, cur},
		{"buffers-out", Memory{Kind: MemBuffers, Buffer: 1}, cur},
		{"buffers-next-access", Memory{Kind: MemBuffers}, access},
		{"kernel", Kernel{}, cur},
		{"log", Log{Lines: log}, cur},
		{"lds", Memory{Kind: MemLDS}, lds},
		{"vector-agpr-gfx90a", Vector{FirstReg: 1 << 10}, agpr},
		{"scratch", Memory{Kind: MemScratch}, scratch},
		{"scratch-wave", Memory{Kind: MemScratch, Wave: true, Format: Unsigned}, scratch},
	}
	color := colourStyles()
	for _, c := range cases {
		for _, size := range [][2]int{{80, 24}, {200, 50}} {
			name := fmt.Sprintf("%s-%dx%d", c.name, size[0], size[1])
			t.Run(name, func(t *testing.T) {
				plain := c.p.Render(c.s, st, size[0], size[1])
				checkGolden(t, name, plain, size[0], size[1])
				// Colour only adds escape sequences: the same cells remain.
				if got := ansi.Strip(c.p.Render(c.s, color, size[0], size[1])); got != plain {
					t.Errorf("in colour, without its escapes, %s differs from the ASCII frame:\n%s", name, got)
				}
			})
		}
	}
	for _, w := range []int{80, 200} {
		name := fmt.Sprintf("status-%d", w)
		t.Run(name, func(t *testing.T) { checkGolden(t, name, Status(cur, st, w), w, 1) })
	}
}
