package session

import (
	"path"
	"sort"
	"strings"
)

// Complete returns the completions of a partial command line, each a
// whole line (the REPL's liner and the TUI's `:` prompt both use it): a
// command's name for the first word; after `info` its subcommands (and
// after `info registers` the register files); after a command that takes
// a location (break, tbreak, until, advance, list) the source files, as
// "FILE:", and the functions; after `help` the commands; elsewhere the
// variables in scope, the registers and the functions.
func (s *Session) Complete(line string) []string {
	word, rest := splitWord(line)
	if !strings.ContainsAny(line, " \t") {
		var names []string
		for _, c := range s.tables.cmds {
			names = append(names, c.Name)
		}
		return completions("", word, names)
	}
	cmd, err := Lookup(s.tables.cmds, strings.SplitN(word, "/", 2)[0])
	if err != nil {
		return nil
	}
	head := line[:len(line)-len(rest)]
	switch cmd.Name {
	case "info":
		sub, args := splitWord(rest)
		if !strings.ContainsAny(rest, " \t") {
			var subs []string
			for _, ic := range infoSubs {
				subs = append(subs, ic.name)
			}
			return completions(head, sub, subs)
		}
		if strings.HasPrefix("registers", sub) && !strings.ContainsAny(args, " \t") {
			return completions(line[:len(line)-len(args)], args, []string{"scalar", "vector", "system"})
		}
		return nil
	case "help":
		if strings.ContainsAny(rest, " \t") {
			return nil
		}
		var names []string
		for _, c := range s.tables.cmds {
			names = append(names, c.Name)
		}
		return completions(head, rest, names)
	case "break", "tbreak", "until", "advance", "list":
		// The location is the first word; a condition may follow.
		if strings.ContainsAny(rest, " \t") || strings.Contains(rest, ":") || strings.HasPrefix(rest, "*") {
			break
		}
		var locs []string
		for _, f := range s.sourceFiles() {
			locs = append(locs, f+":")
		}
		return completions(head, rest, append(locs, s.functionNames()...))
	}
	// The last identifier of an expression.
	i := strings.LastIndexFunc(rest, func(r rune) bool { return !(r == '_' || r == '$' || r < 128 && isAlnum(byte(r))) })
	return completions(line[:len(line)-len(rest)]+rest[:i+1], rest[i+1:], append(s.Names(), s.functionNames()...))
}

// completions are prefix+c for each candidate c that starts with part,
// sorted, without duplicates.
func completions(prefix, part string, candidates []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, c := range candidates {
		if strings.HasPrefix(c, part) && !seen[c] {
			seen[c] = true
			out = append(out, prefix+c)
		}
	}
	sort.Strings(out)
	return out
}

// sourceFiles are the base names of the source files of the line tables.
func (s *Session) sourceFiles() []string {
	if s.dw == nil {
		return nil
	}
	var out []string
	for _, f := range s.dw.Files() {
		out = append(out, path.Base(f))
	}
	return out
}

// functionNames are the kernel's and its device functions' names.
func (s *Session) functionNames() []string {
	out := []string{s.prog.Name}
	if s.dw != nil {
		for _, fn := range s.dw.AllSubprograms() {
			if fn.Name != "" {
				out = append(out, fn.Name)
			}
		}
	}
	return out
}
