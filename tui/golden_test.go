package tui

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// TestScreenMatchesGoldenFiles draws the whole screen of the demo stopped
// in the then arm at 80x24 (one pane at a time) and 200x50 (all panes),
// and the help screen.
func TestScreenMatchesGoldenFiles(t *testing.T) {
	thenLine := sourceLine(t, "v = x * 3;")
	for _, size := range [][2]int{{80, 24}, {200, 50}} {
		m := newModel(t, openDemoWith(t, demoInputs()["range"]), size[0], size[1])
		stepUntil(t, m, "n", thenLine)
		screens := map[string]string{"screen": m.View()}
		press(m, "?")
		screens["help"] = m.View()
		press(m, "esc")
		for kind, got := range screens {
			name := fmt.Sprintf("%s-%dx%d", kind, size[0], size[1])
			lines := strings.Split(got, "\n")
			if len(lines) != size[1] {
				t.Errorf("%s: %d lines, want %d", name, len(lines), size[1])
			}
			for i, l := range lines {
				if lipgloss.Width(l) != size[0] {
					t.Errorf("%s: line %d is %d cells wide, want %d", name, i, lipgloss.Width(l), size[0])
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
				continue
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (go test -update creates it)", err)
			}
			if got != string(want) {
				t.Errorf("%s differs from %s:\n%s", name, path, got)
			}
		}
	}
}
