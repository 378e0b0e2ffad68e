// Package views renders gcndbg's TUI panes as text: each pane is a small
// value holding its view settings (scroll position, display format) whose
// Render(snapshot, styles, width, height) draws one frame of a
// session.Snapshot into exactly width x height cells.
//
// Views are pure: they read the snapshot and never change it or the
// session, and they know nothing of Bubble Tea (the tui package owns keys,
// focus and layout). Every highlight has a textual twin (a marker
// character or a bracket) so that a frame keeps its meaning without
// colour: with NO_COLOR, or in golden files rendered with the ASCII colour
// profile.
package views
