// Package tui is gcndbg's terminal user interface: a Bubble Tea program
// that lays out the panes of package views, routes keys (KeyMap) and the
// mouse, and runs every debugger action as a command line of the session's
// command table (model/session), so it holds no debugger logic of its
// own. Its `:` prompt runs any REPL command; the output goes to the log
// pane.
package tui
