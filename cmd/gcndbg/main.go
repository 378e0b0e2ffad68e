// Command gcndbg loads AMDGPU code objects, runs kernels in a built-in
// interpreter of the GCN/CDNA/RDNA instruction set and debugs them.
package main

import (
	"errors"
	"fmt"
	"github.com/gcndbg/gcndbg/internal/safetext"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
	"strings"

	"github.com/spf13/cobra"

	"github.com/gcndbg/gcndbg/model/check"
)

// Exit statuses of the command-line contract (DESIGN.md).
const (
	exitOK       = 0
	exitFault    = 1 // the kernel faulted, or a batch command failed
	exitBadInput = 2 // the user's input (files, flags, args.yaml) is wrong
)

// exitError carries the exit status an error should end the process with.
type exitError struct {
	code int
	err  error
	// more are lines printed after the error's, indented (a barrier
	// deadlock's report, one line per barrier).
	more []string
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

// badInput marks err as the user's fault: exit status 2.
func badInput(err error) error {
	if err == nil {
		return nil
	}
	return &exitError{code: exitBadInput, err: err}
}

// fault marks err as a kernel fault: exit status 1.
func fault(err error) error {
	if err == nil {
		return nil
	}
	return &exitError{code: exitFault, err: err}
}

// subcommands are added by the files that implement them (info.go, disasm.go, ...).
var subcommands []func() *cobra.Command

func register(f func() *cobra.Command) { subcommands = append(subcommands, f) }

func newRootCmd(stdout, stderr io.Writer) *cobra.Command {
	root := &cobra.Command{
		Use:   "gcndbg [FILE] [--args A.yaml] [--kernel NAME] [--target gfxNNN] [--check[=LIST]]",
		Short: "Debug AMD GPU kernels without an AMD GPU",
		Long: `gcndbg loads an AMDGPU code object (ELF or HIP fat binary), sets up a kernel
dispatch from an args.yaml and runs it in a built-in interpreter of the
GCN/CDNA/RDNA instruction set.`,
		SilenceUsage:  true,
		SilenceErrors: true,
		Args:          cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return cmd.Help()
			}
			return rootAction(cmd, args)
		},
	}
	root.SetOut(stdout)
	root.SetErr(stderr)
	root.Flags().SetInterspersed(true)
	addRootFlags(root)
	for _, f := range subcommands {
		root.AddCommand(f())
	}
	return root
}

// run executes gcndbg with args and returns the process exit status.
// Every error ends as one line on stderr; no panic reaches the user.
func run(args []string, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "gcndbg: internal error: %v (please report this)\n", r)
			code = exitFault
		}
	}()
	root := newRootCmd(stdout, stderr)
	root.SetArgs(checkValue(args))
	err := root.Execute()
	if err == nil {
		return exitOK
	}
	fmt.Fprintf(stderr, "gcndbg: %s\n", safetext.Escape(err.Error()))
	var ee *exitError
	if errors.As(err, &ee) {
		for _, l := range ee.more {
			fmt.Fprintf(stderr, "  %s\n", safetext.Escape(l))
		}
		return ee.code
	}
	// cobra's own errors (unknown flag, wrong argument count) are bad input.
	return exitBadInput
}

// checkValue lets --check take its LIST as the next argument
// (`--check race,mem`): pflag gives a flag with a default for its bare
// form (--check alone: all) a value only after "=". A next argument that
// is a list of checker names (or a word without a dot or slash: a
// misspelt one), and not a file, is that value; anything else (the code
// object in `--check kernel.co`) stays an argument.
func checkValue(args []string) []string {
	var out []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return append(out, args[i:]...)
		}
		if a == "--check" && i+1 < len(args) {
			next := args[i+1]
			_, err := check.Parse(next)
			// A misspelt name (no dot or slash: not a path) is the value
			// too, so that its error lists the valid names.
			list := err == nil || !strings.ContainsAny(next, "./")
			if list && next != "" && !strings.HasPrefix(next, "-") {
				if _, err := os.Stat(next); err != nil {
					out = append(out, "--check="+next)
					i++
					continue
				}
			}
		}
		out = append(out, a)
	}
	return out
}

func main() {
	os.Exit(profiled(func() int { return run(os.Args[1:], os.Stdout, os.Stderr) }))
}

// profiled runs f, writing a CPU profile of it to the file
// $GCNDBG_CPUPROFILE names, if any, and a profile of its allocations to
// $GCNDBG_MEMPROFILE's (for `go tool pprof`).
func profiled(f func() int) int {
	if path := os.Getenv("GCNDBG_MEMPROFILE"); path != "" {
		runtime.MemProfileRate = 64 << 10
		defer func() {
			runtime.GC() // the profile is as of the last collection
			out, err := os.Create(path)
			if err == nil {
				err = pprof.Lookup("allocs").WriteTo(out, 0)
				out.Close()
			}
			if err != nil {
				fmt.Fprintf(os.Stderr, "gcndbg: GCNDBG_MEMPROFILE: %v\n", err)
			}
		}()
	}
	path := os.Getenv("GCNDBG_CPUPROFILE")
	if path == "" {
		return f()
	}
	out, err := os.Create(path)
	if err != nil {
		fmt.Fprintf(os.Stderr, "gcndbg: GCNDBG_CPUPROFILE: %v\n", err)
		return exitBadInput
	}
	defer out.Close()
	if err := pprof.StartCPUProfile(out); err != nil {
		fmt.Fprintf(os.Stderr, "gcndbg: GCNDBG_CPUPROFILE: %v\n", err)
		return exitBadInput
	}
	defer pprof.StopCPUProfile()
	return f()
}
