package main

import (
	"errors"
	"os"

	"github.com/mattn/go-isatty"
	"github.com/spf13/cobra"

	"github.com/gcndbg/gcndbg/model/session"
	"github.com/gcndbg/gcndbg/tui"
)

// runTUI shows the TUI for s on the terminal. It needs one: without a
// terminal on stdin and stdout it says to use --batch instead.
func runTUI(cmd *cobra.Command, s *session.Session, opts tui.Options) error {
	in, out := cmd.InOrStdin(), cmd.OutOrStdout()
	fi, okIn := in.(*os.File)
	fo, okOut := out.(*os.File)
	if !okIn || !okOut || !isatty.IsTerminal(fi.Fd()) || !isatty.IsTerminal(fo.Fd()) {
		return badInput(errors.New("the TUI needs a terminal; use --batch CMDS (or `gcndbg repl`) without one"))
	}
	return tui.Run(s, opts, fi, fo)
}

// openTUI is `gcndbg FILE --args A.yaml`: the TUI, stopped at the kernel's
// first instruction.
func openTUI(cmd *cobra.Command, file string) error {
	s, err := openSession(cmd, file, false)
	if err != nil {
		return err
	}
	prefix, _ := cmd.Flags().GetBool("printf-workitem")
	return runTUI(cmd, s, tui.Options{Start: tui.StartAtEntry(s), PrintfWorkItem: prefix})
}
