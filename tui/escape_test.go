package tui

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/model/session"
)

// The TUI's screen shows no control character from the code object (the
// kernel's name, in ELF strings, metadata and DWARF, rewritten to hold
// escape sequences and C0/C1 controls) or from its source lines, in any
// pane or in the log of commands run at the : prompt.
func TestViewEscapesControlCharactersFromInputs(t *testing.T) {
	orig, err := os.ReadFile(testkernels.CodeObject(t, "gfx900", "vadd", "O2"))
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(testkernels.SourcePath(t, "vadd.cl"))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"\x1b[1m", "\r\x07\x08\x7f", "\u009b2J"} {
		dir := t.TempDir()
		co := filepath.Join(dir, "k.co")
		if err := os.WriteFile(co, bytes.ReplaceAll(orig, []byte("vadd"), []byte(name)), 0o644); err != nil {
			t.Fatal(err)
		}
		argsPath := filepath.Join(dir, "args.yaml")
		yaml := "grid: [64, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n  - {type: f32, count: 64}\n  - {type: f32, count: 64}\n  - {type: f32, count: 64, output: true}\n  - 64\n"
		if err := os.WriteFile(argsPath, []byte(yaml), 0o644); err != nil {
			t.Fatal(err)
		}
		s, err := session.Open(co, argsPath, session.Options{})
		if err != nil {
			t.Fatal(err)
		}
		s.AddSource("kernels/"+name+".cl", bytes.ReplaceAll(src, []byte("vadd"), []byte("\x1b]0;title\x07"+name)))
		m := newModel(t, s, 200, 60)
		for _, cmd := range []string{"break 6", "continue", "bt", "info kernel", "info source", "list 1,6", "info breakpoints"} {
			m.run(cmd)
		}
		press(m, "n")
		screen := m.View()
		if !strings.Contains(screen, `title\x07`) {
			t.Errorf("the source pane does not show the escaped source line:\n%s", screen)
		}
		for i, r := range screen {
			if r < 0x20 && r != '\n' && r != '\t' || r == 0x7f || r >= 0x80 && r <= 0x9f {
				t.Errorf("name %q: control character %#x on the screen near %q", name, r, screen[max(i-30, 0):min(i+10, len(screen))])
				break
			}
		}
	}
}
