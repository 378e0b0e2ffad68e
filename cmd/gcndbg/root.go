package main

import (
	"github.com/spf13/cobra"
)

func addRootFlags(root *cobra.Command) {
	root.Flags().String("args", "", "args.yaml describing the dispatch")
	root.Flags().String("kernel", "", "kernel to debug when the code object has several")
	root.Flags().String("target", "", "code object to pick from a fat binary (gfxNNN)")
	root.Flags().String("batch", "", "run REPL commands from a file (- for stdin) and exit")
	addPrintfFlags(root.Flags())
	addCheckFlag(root.Flags())
}

// rootAction is `gcndbg FILE ...`: the TUI, or --batch.
func rootAction(cmd *cobra.Command, args []string) error {
	if batch, _ := cmd.Flags().GetString("batch"); batch != "" {
		return runBatch(cmd, args[0], batch)
	}
	return openTUI(cmd, args[0])
}
