package main

import (
	"github.com/spf13/cobra"

	"github.com/gcndbg/gcndbg/internal/demo"
	"github.com/gcndbg/gcndbg/model/session"
	"github.com/gcndbg/gcndbg/tui"
)

func init() { register(newDemoCmd) }

func newDemoCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "demo",
		Short: "Open the TUI on a built-in kernel that diverges and reconverges",
		Long: `demo opens the TUI on a kernel built into gcndbg (demo.cl, compiled for gfx900
at -O1 -g): an if/else with a nested if/else and a per-lane loop, one workgroup
of 128 work-items. It stops at the kernel's first instruction and shows a
short guide to what the EXEC and Source panes show as you step.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			s, err := demo.Open(session.Options{})
			if err != nil {
				return err
			}
			return runTUI(cmd, s, tui.Options{Guide: demo.Guide, Start: tui.StartAtEntry(s)})
		},
	}
}
