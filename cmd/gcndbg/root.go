package main

import (
	"errors"

	"github.com/spf13/cobra"
)

func addRootFlags(root *cobra.Command) {
	root.Flags().String("args", "", "args.yaml describing the dispatch")
	root.Flags().String("kernel", "", "kernel to debug when the code object has several")
	root.Flags().String("target", "", "code object to pick from a fat binary (gfxNNN)")
	root.Flags().String("batch", "", "run REPL commands from a file (- for stdin) and exit")
}

// rootAction is `gcndbg FILE ...`: the TUI, or --batch.
func rootAction(cmd *cobra.Command, args []string) error {
	return badInput(errors.New("the debugger front ends are not built yet (issues 5 and 6); try `gcndbg info FILE`"))
}
