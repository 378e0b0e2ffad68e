package tui

import (
	"fmt"
	osexec "os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/model/session"
	"github.com/gcndbg/gcndbg/views"
)

// The output pane shows the kernel's printf text as the calls complete:
// empty at the entry, after `c` every line the same calls print on the
// host (testdata/printf/host_cl.c, compiled with clang-22); beside the
// log in the wide layout, and on `O` in the small one.
func TestOutputPaneShowsPrintfText(t *testing.T) {
	clang := llvmtool.Path(t, "clang")
	dir := filepath.Join(testkernels.Dir(), "printf")
	bin := filepath.Join(t.TempDir(), "host_cl")
	if out, err := osexec.Command(clang, "-O0", "-w", "-o", bin, filepath.Join(dir, "host_cl.c")).CombinedOutput(); err != nil {
		t.Fatalf("host build: %v\n%s", err, out)
	}
	want, err := osexec.Command(bin, "8", "4").Output()
	if err != nil {
		t.Fatal(err)
	}
	s, err := session.Open(filepath.Join(dir, "co", "printf-gfx900-O2.co"), filepath.Join(dir, "args_cl.yaml"), session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	m := newModel(t, s, 200, 50)
	if v := m.View(); !strings.Contains(v, "[O] Output") || !strings.Contains(v, "no printf output yet") {
		t.Fatalf("at the entry, no empty output pane beside the log:\n%s", v)
	}
	press(m, "c")
	lines := views.Output{Calls: s.PrintfLines()}.Lines()
	if got := strings.Join(lines, "\n") + "\n"; got != strings.ReplaceAll(string(want), "\t", "    ") {
		t.Errorf("output pane text:\n%s\nwant (host printf):\n%s", got, want)
	}
	v := m.View()
	title := fmt.Sprintf("[O] Output (%d printf calls)", len(s.PrintfLines()))
	if len(s.PrintfLines()) < 100 || !strings.Contains(v, title) || !strings.Contains(v, "end of work-item 7") {
		t.Errorf("after continue the pane does not show the last calls:\n%s", v)
	}
	m.SetSize(80, 24)
	press(m, "O")
	if m.Focus() != PaneOutput {
		t.Fatalf("O focuses %v", m.Focus())
	}
	if v := m.View(); !strings.Contains(v, "end of work-item 7") {
		t.Errorf("80x24 after O:\n%s", v)
	}
}
