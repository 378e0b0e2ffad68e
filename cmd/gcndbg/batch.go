package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"github.com/gcndbg/gcndbg/internal/safetext"
	"io"
	"os"

	"github.com/gcndbg/gcndbg/model/session"
	"github.com/spf13/cobra"
)

// openSession loads FILE with the root flags (--args, --kernel, --target).
func openSession(cmd *cobra.Command, file string) (*session.Session, error) {
	argsPath, _ := cmd.Flags().GetString("args")
	if argsPath == "" {
		return nil, badInput(errors.New("--args A.yaml is required to debug a dispatch"))
	}
	kernel, _ := cmd.Flags().GetString("kernel")
	target, _ := cmd.Flags().GetString("target")
	s, err := session.Open(file, argsPath, session.Options{Kernel: kernel, Target: target})
	if err != nil {
		return nil, badInput(err)
	}
	return s, nil
}

// runBatch runs the commands of src (a file, or - for stdin) and prints
// what the REPL would. Every failing command prints one line on stderr;
// the exit status is 1 when any failed.
func runBatch(cmd *cobra.Command, file, src string) error {
	s, err := openSession(cmd, file)
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
