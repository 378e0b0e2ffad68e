package session

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the command reference in README.md")

const (
	refBegin = "<!-- commands:begin -->"
	refEnd   = "<!-- commands:end -->"
)

// TestREADMECommandReferenceIsCurrent fails when the README's command
// reference differs from the command table; -update rewrites it.
func TestREADMECommandReferenceIsCurrent(t *testing.T) {
	path := filepath.Join("..", "..", "README.md")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var ref bytes.Buffer
	ref.WriteString("\n## Debugger commands\n\nGenerated from the command table of `model/session` (`go test ./model/session -run README -update`).\n\n")
	Reference(&ref)
	ref.WriteString("\n")
	text := string(b)
	i, j := strings.Index(text, refBegin), strings.Index(text, refEnd)
	if i < 0 || j < i {
		if !*update {
			t.Fatalf("README.md has no %s ... %s section; run with -update", refBegin, refEnd)
		}
		text = strings.TrimRight(text, "\n") + "\n\n" + refBegin + refEnd + "\n"
		i, j = strings.Index(text, refBegin), strings.Index(text, refEnd)
	}
	cur := text[i+len(refBegin) : j]
	if cur == ref.String() {
		return
	}
	if !*update {
		t.Fatalf("the command reference in README.md is stale; run go test ./model/session -run README -update")
	}
	text = text[:i+len(refBegin)] + ref.String() + text[j:]
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestCommandLookupTakesUnambiguousPrefixes(t *testing.T) {
	cmds := Commands()
	for _, c := range []struct{ word, want string }{
		{"b", "break"}, {"br", "break"}, {"c", "continue"}, {"cont", "continue"}, {"disas", "disassemble"},
		{"bt", "backtrace"}, {"thread", "wave"}, {"p", "print"}, {"si", "stepi"}, {"ni", "nexti"},
		{"fin", "finish"}, {"tb", "tbreak"}, {"workg", "workgroup"}, {"i", "info"},
	} {
		got, err := Lookup(cmds, c.word)
		if err != nil || got.Name != c.want {
			t.Errorf("Lookup(%q) = %v, %v; want %s", c.word, got, err, c.want)
		}
	}
	for _, w := range []string{"wa", "st", "xyz"} {
		if _, err := Lookup(cmds, w); err == nil {
			t.Errorf("Lookup(%q) succeeded", w)
		}
	}
}

func TestEmptyLineRepeatsStepCommands(t *testing.T) {
	r := openKernel(t, "gfx900", "control", "O0", "divergent_if", 64, 64, 64, func(i int) int { return i })
	r.do("break control.cl:9")
	r.do("run")
	r.do("stepi")
	pc := r.stop().PC
	r.do("")
	if r.stop().PC == pc {
		t.Error("an empty line after stepi did not step again")
	}
	r.do("print 1")
	before := len(r.s.history)
	r.do("")
	if len(r.s.history) != before {
		t.Error("an empty line repeated print")
	}
}
