package tui

import (
	"io"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"github.com/gcndbg/gcndbg/views"
)

// BenchmarkStepAndRedraw200x50 times one `stepi` of the demo (with the
// snapshot the TUI takes after it) plus a full redraw at 200x50: the
// screen's panes, and every other pane drawn at 200x50 too, so all panes
// are rendered each iteration, in true colour as on a real terminal.
// DESIGN.md's goal: under 5 ms.
func BenchmarkStepAndRedraw200x50(b *testing.B) {
	in := demoInputs()["range"]
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.TrueColor)
	st := views.DefaultStyles(r)
	newM := func() *Model {
		s := openDemoWith(b, in)
		m := New(s, Options{Styles: st, HaveStyles: true, Keys: DefaultKeyMap(), Start: StartAtEntry(s)})
		m.SetSize(200, 50)
		return m
	}
	m := newM()
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := processCPU()
	for range b.N {
		if s := m.Snapshot(); s.Finished || (s.Wave != nil && s.Wave.Ended) {
			b.StopTimer()
			c := processCPU()
			m = newM()
			cpu0 += processCPU() - c
			b.StartTimer()
		}
		m.run("stepi")
		_ = m.View()
		for p := PaneID(0); p < numPanes; p++ {
			_ = m.renderPane(p, 200, 50)
		}
	}
	b.StopTimer()
	// CPU time per operation (all threads, GC included): on a machine
	// shared with other jobs this, not ns/op, is the cost of a step.
	if c := processCPU() - cpu0; c > 0 {
		b.ReportMetric(float64(c.Nanoseconds())/float64(b.N), "cpu-ns/op")
	}
}
