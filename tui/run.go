package tui

import (
	"fmt"
	"io"
	"os"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"github.com/gcndbg/gcndbg/model/session"
	"github.com/gcndbg/gcndbg/views"
)

// Renderer returns the lipgloss renderer for out: with NO_COLOR set (to
// anything), the ASCII profile, so no colour or attribute is emitted.
func Renderer(out io.Writer) *lipgloss.Renderer {
	r := lipgloss.NewRenderer(out)
	if os.Getenv("NO_COLOR") != "" {
		r.SetColorProfile(termenv.Ascii)
	}
	return r
}

// Run shows the TUI for s on the terminal (in, out) until the user quits.
// Bubble Tea restores the terminal on every exit, a panic included (which
// Run returns as an error). opts.Styles and opts.Keys default to
// views.DefaultStyles for out and DefaultKeyMap.
func Run(s *session.Session, opts Options, in io.Reader, out io.Writer) (err error) {
	if !opts.HaveStyles {
		opts.Styles = views.DefaultStyles(Renderer(out))
	}
	if opts.Keys.Quit.Keys() == nil {
		opts.Keys = DefaultKeyMap()
	}
	m := New(s, opts)
	p := tea.NewProgram(m, tea.WithAltScreen(), tea.WithMouseCellMotion(), tea.WithInput(in), tea.WithOutput(out))
	if _, err := p.Run(); err != nil {
		return fmt.Errorf("terminal: %w", err)
	}
	return nil
}

// StartAtEntry are the command lines that open a session stopped at the
// first instruction of its kernel: a temporary breakpoint there, and run.
func StartAtEntry(s *session.Session) []string {
	return []string{fmt.Sprintf("tbreak *%#x", s.L.Kernel.Entry), "run"}
}
