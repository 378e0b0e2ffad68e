package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"github.com/gcndbg/gcndbg/internal/safetext"
	"io"
	"os"
	"strings"

	"github.com/gcndbg/gcndbg/model/check"
	"github.com/gcndbg/gcndbg/model/session"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// openSession loads FILE with the root flags (--args, --kernel, --target,
// --printf-buffer, --printf-workitem). With printing, the text of the
// kernel's printf calls goes to the command's stdout (stderr for HIP's
// stderr stream) as each call completes; the TUI shows it in a pane
// instead.
func openSession(cmd *cobra.Command, file string, printing bool) (*session.Session, error) {
	argsPath, _ := cmd.Flags().GetString("args")
	if argsPath == "" {
		return nil, badInput(errors.New("--args A.yaml is required to debug a dispatch"))
	}
	// --check LIST: the checkers on from the first run, as `set check
	// LIST` before it (the names and their check as run --check's).
	var checkers string
	if f := cmd.Flags().Lookup("check"); f != nil && f.Changed {
		checkers = f.Value.String()
		if _, err := check.Parse(checkers); err != nil {
			return nil, badInput(fmt.Errorf("--check: %w", err))
		}
	}
	kernel, _ := cmd.Flags().GetString("kernel")
	target, _ := cmd.Flags().GetString("target")
	size, _ := cmd.Flags().GetUint64("printf-buffer")
	prefix, _ := cmd.Flags().GetBool("printf-workitem")
	opts := session.Options{Kernel: kernel, Target: target, PrintfBuffer: size}
	if printing {
		out, errw := safetext.Writer(cmd.OutOrStdout()), safetext.Writer(cmd.ErrOrStderr())
		opts.Output = func(l session.PrintfLine) {
			w := out
			if l.Stderr {
				w = errw
			}
			writePrintfLine(w, l, prefix)
		}
	}
	s, err := session.Open(file, argsPath, opts)
	if err != nil {
		return nil, badInput(err)
	}
	if checkers != "" {
		if _, err := s.SetCheck(checkers); err != nil {
			return nil, badInput(fmt.Errorf("--check: %w", err))
		}
	}
	return s, nil
}

// writePrintfLine writes the text of one printf call, with --printf-workitem
// the work-item before each of its lines.
func writePrintfLine(w io.Writer, l session.PrintfLine, prefix bool) {
	io.WriteString(w, printfText(l, prefix))
}

// printfText is the text of one printf call, with prefix the work-item
// before each of its lines.
func printfText(l session.PrintfLine, prefix bool) string {
	if !prefix {
		return l.Text
	}
	var b strings.Builder
	text := l.Text
	for text != "" {
		line, rest, nl := strings.Cut(text, "\n")
		b.WriteString(l.Prefix() + line)
		if nl {
			b.WriteString("\n")
		}
		text = rest
	}
	return b.String()
}

// addCheckFlag adds --check[=LIST] to a debugger entry point (the TUI,
// --batch, repl).
func addCheckFlag(f *pflag.FlagSet) {
	f.String("check", "", "start with checkers on (as `set check LIST`): a comma-separated LIST of "+strings.Join(check.Order, ", ")+" (--check alone: all); a finding stops the wave like a breakpoint")
	f.Lookup("check").NoOptDefVal = "all"
}

// addPrintfFlags adds the flags of the kernel's printf output.
func addPrintfFlags(f *pflag.FlagSet) {
	f.Uint64("printf-buffer", 0, "size in bytes of the printf buffer of a kernel that calls printf (0: 4 MiB)")
	f.Bool("printf-workitem", false, "put the workgroup and work-item before each line a kernel's printf prints")
}

// runBatch runs the commands of src (a file, or - for stdin) and prints
// what the REPL would. Every failing command prints one line on stderr;
// the exit status is 1 when any failed.
func runBatch(cmd *cobra.Command, file, src string) error {
	s, err := openSession(cmd, file, true)
	if err != nil {
		return err
	}
	var in io.Reader = cmd.InOrStdin()
	if src != "-" {
		f, err := os.Open(src)
		if err != nil {
			return badInput(err)
		}
		defer f.Close()
		in = f
	}
	failed := 0
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	out, errw := safetext.Writer(cmd.OutOrStdout()), safetext.Writer(cmd.ErrOrStderr())
	line := 0
	for sc.Scan() {
		line++
		text := sc.Text()
		if text == "" {
			continue // in a script an empty line does not repeat
		}
		err := s.Execute(context.Background(), text, out)
		if errors.Is(err, session.ErrQuit) {
			break
		}
		if err != nil {
			failed++
			fmt.Fprintf(errw, "%s:%d: %v\n", src, line, err)
		}
	}
	if err := sc.Err(); err != nil {
		return badInput(fmt.Errorf("%s: %v", src, err))
	}
	if failed > 0 {
		return fault(fmt.Errorf("%d of the batch commands failed", failed))
	}
	return nil
}
