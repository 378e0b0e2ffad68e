package tui

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"github.com/gcndbg/gcndbg/internal/demo"
	"github.com/gcndbg/gcndbg/model/session"
	"github.com/gcndbg/gcndbg/views"
)

// asciiStyles are the styles with the ASCII profile: no escape sequences,
// so frames compare as text.
func asciiStyles() views.Styles {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.Ascii)
	return views.DefaultStyles(r)
}

// openDemoWith opens the embedded demo kernel on input data in (128
// work-items, one workgroup), written by the test as an args file.
func openDemoWith(t testing.TB, in []int32) *session.Session {
	t.Helper()
	dir := t.TempDir()
	co := filepath.Join(dir, "demo.co")
	if err := os.WriteFile(co, demo.CodeObject, 0o644); err != nil {
		t.Fatal(err)
	}
	var vals []string
	for _, v := range in {
		vals = append(vals, fmt.Sprint(v))
	}
	yaml := fmt.Sprintf("kernel: divergence\ngrid: [%d, 1, 1]\nworkgroup: [%d, 1, 1]\nargs:\n  in: {type: i32, count: %d, init: {data: [%s]}}\n  out: {type: i32, count: %d, output: true}\n",
		len(in), len(in), len(in), strings.Join(vals, ", "), len(in))
	argsPath := filepath.Join(dir, "args.yaml")
	if err := os.WriteFile(argsPath, []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := session.Open(co, argsPath, session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s.AddSource(demo.SourceName, demo.Source)
	return s
}

// newModel makes a model at the kernel's entry.
func newModel(t testing.TB, s *session.Session, w, h int) *Model {
	t.Helper()
	m := New(s, Options{Styles: asciiStyles(), HaveStyles: true, Keys: DefaultKeyMap(), Start: StartAtEntry(s)})
	m.SetSize(w, h)
	if m.Snapshot().Wave == nil {
		t.Fatalf("not stopped at entry; log:\n%s", strings.Join(m.LogLines(), "\n"))
	}
	return m
}

// press sends keys ("n", "]", "tab", "enter" ...) to the model's Update.
func press(m *Model, keys ...string) {
	for _, k := range keys {
		var msg tea.KeyMsg
		switch k {
		case "tab":
			msg = tea.KeyMsg{Type: tea.KeyTab}
		case "shift+tab":
			msg = tea.KeyMsg{Type: tea.KeyShiftTab}
		case "enter":
			msg = tea.KeyMsg{Type: tea.KeyEnter}
		case "up":
			msg = tea.KeyMsg{Type: tea.KeyUp}
		case "down":
			msg = tea.KeyMsg{Type: tea.KeyDown}
		case "esc":
			msg = tea.KeyMsg{Type: tea.KeyEsc}
		case "pgup":
			msg = tea.KeyMsg{Type: tea.KeyPgUp}
		case "pgdown":
			msg = tea.KeyMsg{Type: tea.KeyPgDown}
		case "left":
			msg = tea.KeyMsg{Type: tea.KeyLeft}
		case "right":
			msg = tea.KeyMsg{Type: tea.KeyRight}
		case " ":
			msg = tea.KeyMsg{Type: tea.KeySpace}
		default:
			msg = tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(k)}
		}
		deliver(m, msg)
	}
}

// deliver sends msg to Update and runs the commands it returns (a step
// running off the UI goroutine) until none is left, as the Bubble Tea
// runtime would.
func deliver(m *Model, msg tea.Msg) {
	_, cmd := m.Update(msg)
	for cmd != nil {
		next := cmd()
		if _, quit := next.(tea.QuitMsg); quit || next == nil {
			return
		}
		_, cmd = m.Update(next)
	}
}

// typeCommand types `:line` and Enter.
func typeCommand(m *Model, line string) {
	press(m, ":")
	for _, r := range line {
		press(m, string(r))
	}
	press(m, "enter")
}

// sourceLine finds the 1-based line of demo.cl holding text: tests name
// lines by their code, not their numbers.
func sourceLine(t testing.TB, text string) int {
	t.Helper()
	for i, l := range strings.Split(string(demo.Source), "\n") {
		if strings.TrimSpace(l) == text {
			return i + 1
		}
	}
	t.Fatalf("demo.cl has no line %q", text)
	return 0
}

// ranges formats a lane mask as "0-3,5" (written here, independently of
// session.FormatLanes).
func ranges(mask uint64) string {
	var parts []string
	for l := 0; l < 64; l++ {
		if mask>>uint(l)&1 == 0 {
			continue
		}
		e := l
		for e+1 < 64 && mask>>uint(e+1)&1 == 1 {
			e++
		}
		if e == l {
			parts = append(parts, fmt.Sprint(l))
		} else {
			parts = append(parts, fmt.Sprintf("%d-%d", l, e))
		}
		l = e
	}
	return strings.Join(parts, ",")
}

// cells draws a 64-lane mask as the EXEC pane should: '#' set, '.' clear,
// a space after every 8 lanes (written here from the pane's contract).
func cells(mask uint64) string {
	var b strings.Builder
	for l := range 64 {
		if l > 0 && l%8 == 0 {
			b.WriteByte(' ')
		}
		if mask>>uint(l)&1 == 1 {
			b.WriteByte('#')
		} else {
			b.WriteByte('.')
		}
	}
	return b.String()
}
