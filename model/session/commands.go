package session

//go:generate go test . -run TestREADMECommandReferenceIsCurrent -update

import (
	"context"
	"fmt"
	"io"
	"sort"
	"strings"
)

// Command is one row of the command table that drives the REPL, --batch,
// the TUI's `:` prompt and the generated command reference.
type Command struct {
	Name    string
	Aliases []string
	Usage   string
	Help    string
	// Repeat says that an empty line runs the command again (step, next,
	// continue ... as in gdb).
	Repeat bool
	Run    func(s *Session, c *Call) error
}

// Call is one invocation: the text after the command name (and after
// "/FMT" for print and x), where to write, and the context that Ctrl-C
// cancels.
type Call struct {
	Ctx  context.Context
	Name string
	Mod  string // the "/x" of print/x, without the slash
	Args string
	Out  io.Writer
}

func (c *Call) printf(format string, a ...any) { fmt.Fprintf(c.Out, format, a...) }

// commandSet is the table with its lookup state.
type commandSet struct {
	cmds     []Command
	lastLine string
}

func newCommandSet() commandSet { return commandSet{cmds: Commands()} }

// Commands returns the command table, sorted by name.
func Commands() []Command {
	cmds := append(append(append(append([]Command(nil), runCommands...), breakCommands...), focusCommands...), dataCommands...)
	cmds = append(cmds, infoCommands...)
	cmds = append(append(append(cmds, gdbCommands...), reverseCommands...), explainCommands...)
	sort.Slice(cmds, func(i, j int) bool { return cmds[i].Name < cmds[j].Name })
	return cmds
}

// Lookup finds a command by name, alias or unambiguous prefix of a name.
func Lookup(cmds []Command, word string) (*Command, error) {
	for i := range cmds {
		if cmds[i].Name == word {
			return &cmds[i], nil
		}
		for _, a := range cmds[i].Aliases {
			if a == word {
				return &cmds[i], nil
			}
		}
	}
	var found []*Command
	for i := range cmds {
		if strings.HasPrefix(cmds[i].Name, word) {
			found = append(found, &cmds[i])
		}
	}
	switch len(found) {
	case 0:
		return nil, &Error{Msg: fmt.Sprintf("undefined command: %q; try \"help\"", word)}
	case 1:
		return found[0], nil
	}
	var names []string
	for _, c := range found {
		names = append(names, c.Name)
	}
	return nil, &Error{Msg: fmt.Sprintf("ambiguous command %q: %s", word, strings.Join(names, ", "))}
}

// ErrQuit is returned by Execute for the quit command.
var ErrQuit = fmt.Errorf("quit")

// Execute runs one command line, writing its answer to out. An empty line
// repeats the last repeatable command. Errors are one line (*Error); the
// session stays usable after them.
func (s *Session) Execute(ctx context.Context, line string, out io.Writer) (err error) {
	defer func() {
		// A bug must not take the user's session down with a stack trace.
		if r := recover(); r != nil {
			err = &Error{Msg: fmt.Sprintf("internal error: %v (please report this)", r)}
		}
	}()
	line = strings.TrimSpace(line)
	if strings.HasPrefix(line, "#") {
		return nil
	}
	if line == "" {
		line = s.tables.lastLine
		if line == "" {
			return nil
		}
	}
	word, rest := splitWord(line)
	mod := ""
	if i := strings.IndexByte(word, '/'); i > 0 {
		word, mod = word[:i], word[i+1:]
	}
	cmd, err := Lookup(s.tables.cmds, word)
	if err != nil {
		return err
	}
	if cmd.Repeat {
		s.tables.lastLine = line
	} else {
		s.tables.lastLine = ""
	}
	c := &Call{Ctx: ctx, Name: cmd.Name, Mod: mod, Args: rest, Out: out}
	if err := cmd.Run(s, c); err != nil {
		if e, ok := err.(*Error); ok && e.Cmd == "" {
			return &Error{Cmd: cmd.Name, Msg: e.Msg}
		}
		if err == ErrQuit {
			return err
		}
		return &Error{Cmd: cmd.Name, Msg: oneLine(err.Error())}
	}
	return nil
}

func oneLine(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "\n", " ")), " ")
}

func splitWord(line string) (string, string) {
	i := strings.IndexAny(line, " \t")
	if i < 0 {
		return line, ""
	}
	return line[:i], strings.TrimSpace(line[i+1:])
}

// Names lists the names an expression may use here: the focused frame's
// variables and the registers.
func (s *Session) Names() []string {
	names := []string{"$pc", "$exec", "$vcc", "$scc", "$m0", "$_lane", "$_lane_count", "$_wave", "$_dispatch_pos"}
	if g, wi, ok := s.focused(); ok && s.dw != nil {
		pc := s.addr(g.waves[wi].PC)
		if frames, err := s.dw.InlineFrames(pc); err == nil && len(frames) > 0 {
			for _, v := range s.dw.VariablesAt(frames[0], pc) {
				names = append(names, v.Name)
			}
		}
	}
	sort.Strings(names)
	return names
}

// Reference writes the command reference in Markdown (the README section).
func Reference(w io.Writer) {
	fmt.Fprintln(w, "| command | aliases | usage | what it does |")
	fmt.Fprintln(w, "|---|---|---|---|")
	for _, c := range Commands() {
		fmt.Fprintf(w, "| `%s` | %s | `%s` | %s |\n", c.Name, aliasList(c.Aliases), c.Usage, c.Help)
	}
}

func aliasList(a []string) string {
	if len(a) == 0 {
		return ""
	}
	return "`" + strings.Join(a, "`, `") + "`"
}
