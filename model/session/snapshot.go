package session

// Snapshot is the view state with the default memory windows: an
// immutable plain-data copy of everything a pane draws (see ViewSnapshot,
// kept with the TUI's needs in snapshot_views.go).
func (s *Session) Snapshot() *ViewSnapshot { return s.ViewSnapshot(ViewOptions{}) }
