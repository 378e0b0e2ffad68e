package tui

import (
	"bytes"
	"strings"
	"testing"

	"github.com/muesli/termenv"

	"github.com/gcndbg/gcndbg/views"
)

// TestNoColorRendersWithoutEscapes checks NO_COLOR gives the ASCII
// profile, and that a whole screen drawn with it has no escape sequence.
func TestNoColorRendersWithoutEscapes(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	var out bytes.Buffer
	r := Renderer(&out)
	if p := r.ColorProfile(); p != termenv.Ascii {
		t.Fatalf("NO_COLOR gives colour profile %v, want Ascii", p)
	}
	s := openDemoWith(t, demoInputs()["range"])
	m := New(s, Options{Styles: views.DefaultStyles(r), HaveStyles: true, Keys: DefaultKeyMap(), Start: StartAtEntry(s)})
	m.SetSize(200, 50)
	press(m, "n", "n")
	if screen := m.View(); strings.Contains(screen, "\x1b") {
		t.Errorf("a NO_COLOR screen holds escape sequences:\n%q", screen)
	}
}
