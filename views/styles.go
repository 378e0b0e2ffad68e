package views

import "github.com/charmbracelet/lipgloss"

// Styles are the lipgloss styles every pane draws with. Build them with
// DefaultStyles for one renderer (its colour profile decides whether any
// colour is emitted) and pass them explicitly.
type Styles struct {
	// Pane frames.
	Border        lipgloss.Style // an unfocused pane's frame
	FocusedBorder lipgloss.Style // the focused pane's frame
	Title         lipgloss.Style
	FocusedTitle  lipgloss.Style

	// Cells and lines.
	Normal   lipgloss.Style
	Dim      lipgloss.Style // inactive lanes, unused registers, addresses
	Changed  lipgloss.Style // a value the last step changed
	Current  lipgloss.Style // the line or instruction at the PC
	Cursor   lipgloss.Style // the source pane's cursor line
	Break    lipgloss.Style // a breakpoint marker
	Active   lipgloss.Style // an active lane cell
	Inactive lipgloss.Style // an inactive lane cell
	Focus    lipgloss.Style // the focused lane or wave
	Accessed lipgloss.Style // bytes the last instruction read or wrote
	Error    lipgloss.Style // a fault, a failed command
	Header   lipgloss.Style // column headings
	Guide    lipgloss.Style // the demo's on-screen guide

	// The status bar and command line.
	StatusBar lipgloss.Style
	Prompt    lipgloss.Style
}

// DefaultStyles returns gcndbg's styles for renderer r (nil: lipgloss's
// default renderer).
func DefaultStyles(r *lipgloss.Renderer) Styles {
	if r == nil {
		r = lipgloss.DefaultRenderer()
	}
	s := r.NewStyle
	return Styles{
		Border:        s().Foreground(lipgloss.Color("240")),
		FocusedBorder: s().Foreground(lipgloss.Color("39")),
		Title:         s().Foreground(lipgloss.Color("250")),
		FocusedTitle:  s().Foreground(lipgloss.Color("39")).Bold(true),
		Normal:        s(),
		Dim:           s().Foreground(lipgloss.Color("242")),
		Changed:       s().Foreground(lipgloss.Color("214")).Bold(true),
		Current:       s().Background(lipgloss.Color("24")).Foreground(lipgloss.Color("231")),
		Cursor:        s().Underline(true),
		Break:         s().Foreground(lipgloss.Color("196")).Bold(true),
		Active:        s().Foreground(lipgloss.Color("42")).Bold(true),
		Inactive:      s().Foreground(lipgloss.Color("239")),
		Focus:         s().Reverse(true),
		Accessed:      s().Foreground(lipgloss.Color("201")).Bold(true),
		Error:         s().Foreground(lipgloss.Color("196")).Bold(true),
		Header:        s().Foreground(lipgloss.Color("110")),
		Guide:         s().Foreground(lipgloss.Color("186")),
		StatusBar:     s().Background(lipgloss.Color("236")).Foreground(lipgloss.Color("252")),
		Prompt:        s().Foreground(lipgloss.Color("39")).Bold(true),
	}
}
