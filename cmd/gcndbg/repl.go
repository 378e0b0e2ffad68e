package main

import (
	"context"
	"errors"
	"fmt"
	"github.com/gcndbg/gcndbg/internal/safetext"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"

	"github.com/go-delve/liner"
	"github.com/spf13/cobra"

	"github.com/gcndbg/gcndbg/model/session"
)

func init() { register(newReplCmd) }

func newReplCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "repl FILE --args A.yaml [--kernel NAME] [--target gfxNNN] [--check[=LIST]]",
		Short: "Debug a dispatch with gdb-style commands (history, tab completion, Ctrl-C)",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			s, err := openSession(cmd, args[0], true)
			if err != nil {
				return err
			}
			return runREPL(s, safetext.Writer(cmd.OutOrStdout()), safetext.Writer(cmd.ErrOrStderr()))
		},
	}
	cmd.Flags().SetInterspersed(true)
	cmd.Flags().String("args", "", "args.yaml describing the dispatch")
	cmd.Flags().String("kernel", "", "kernel to debug when the code object has several")
	cmd.Flags().String("target", "", "code object to pick from a fat binary (gfxNNN)")
	addPrintfFlags(cmd.Flags())
	addCheckFlag(cmd.Flags())
	return cmd
}

// prompter is what the REPL loop needs of liner (a fake in tests).
type prompter interface {
	Prompt(string) (string, error)
	AppendHistory(string)
}

// historyPath is the REPL's history file under the user's cache directory.
func historyPath() string {
	dir, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "gcndbg", "history")
}

// runREPL reads commands with liner until quit or end of input.
func runREPL(s *session.Session, out, errw io.Writer) error {
	ln := liner.NewLiner()
	defer ln.Close()
	ln.SetCtrlCAborts(true)
	ln.SetTabCompletionStyle(liner.TabPrints)
	ln.SetCompleter(s.Complete)
	s.SetConfirm(func(q string) bool {
		// liner prompts on one line: the question's first lines go first.
		if i := strings.LastIndexByte(q, '\n'); i >= 0 {
			fmt.Fprintln(out, q[:i])
			q = q[i+1:]
		}
		a, err := ln.Prompt(q)
		return err == nil && strings.HasPrefix(strings.ToLower(strings.TrimSpace(a)), "y")
	})
	hist := historyPath()
	if hist != "" {
		if f, err := os.Open(hist); err == nil {
			_, _ = ln.ReadHistory(f)
			f.Close()
		}
		defer func() {
			if err := os.MkdirAll(filepath.Dir(hist), 0o755); err != nil {
				return
			}
			if f, err := os.Create(hist); err == nil {
				_, _ = ln.WriteHistory(f)
				f.Close()
			}
		}()
	}
	// Ctrl-C while a command runs interrupts it; at the prompt liner
	// reports it as ErrPromptAborted.
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt)
	defer signal.Stop(sig)
	done := make(chan struct{})
	defer close(done)
	go func() {
		for {
			select {
			case <-sig:
				s.Interrupt()
			case <-done:
				return
			}
		}
	}()
	replLoop(s, ln, out, errw)
	return nil
}

// replLoop is the REPL without the terminal: prompt, run, print.
func replLoop(s *session.Session, p prompter, out, errw io.Writer) {
	fmt.Fprintf(out, "gcndbg: kernel %s; type \"help\" for the commands, \"run\" to start.\n", s.Program().Name)
	for {
		line, err := p.Prompt("(gcndbg) ")
		if errors.Is(err, liner.ErrPromptAborted) {
			continue
		}
		if err != nil { // io.EOF: Ctrl-D
			fmt.Fprintln(out)
			return
		}
		if strings.TrimSpace(line) != "" {
			p.AppendHistory(line)
		}
		err = s.Execute(context.Background(), line, out)
		if errors.Is(err, session.ErrQuit) {
			return
		}
		if err != nil {
			fmt.Fprintf(errw, "%v\n", err)
		}
	}
}
