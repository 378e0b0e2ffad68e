package main

import (
	"github.com/spf13/cobra"

	"github.com/gcndbg/gcndbg/internal/demo"
	"github.com/gcndbg/gcndbg/model/session"
	"github.com/gcndbg/gcndbg/tui"
)

func init() { register(newDemoCmd) }

func newDemoCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "demo [--target gfx900|gfx1100] [--wave64]",
		Short: "Open the TUI on a built-in kernel that diverges and reconverges",
		Long: `demo opens the TUI on a kernel built into gcndbg (demo.cl, compiled at -O1 -g):
an if/else with a nested if/else and a per-lane loop, one workgroup of 128
work-items. It stops at the kernel's first instruction and shows a short guide
to what the EXEC and Source panes show as you step.

--target picks the build: gfx900 (GCN5, wave64; the default) or gfx1100
(RDNA3), which runs in wave32, its default wave size, or with --wave64 in
wave64. The same 128 work-items make four waves of 32 or two of 64, so the
same branch diverges differently: compare
  gcndbg demo --target gfx1100
  gcndbg demo --target gfx1100 --wave64`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			target, _ := cmd.Flags().GetString("target")
			wave64, _ := cmd.Flags().GetBool("wave64")
			v, err := demo.Select(target, wave64)
			if err != nil {
				return badInput(err)
			}
			s, err := v.Open(session.Options{})
			if err != nil {
				return err
			}
			return runTUI(cmd, s, tui.Options{Guide: v.Guide, Start: tui.StartAtEntry(s)})
		},
	}
	cmd.Flags().String("target", "gfx900", "processor of the demo build: "+demo.Targets)
	cmd.Flags().Bool("wave64", false, "run the gfx1100 build in wave64 instead of wave32")
	return cmd
}
