package safetext

import (
	"bytes"
	"testing"
)

func TestEscape(t *testing.T) {
	for _, c := range []struct{ in, want, line string }{
		{"vadd", "vadd", "vadd"},
		{"\x1b[31mred", `\x1b[31mred`, `\x1b[31mred`},
		{"a\tb\nc\rd\x7f", `a\x09b\x0ac\x0dd\x7f`, "a\tb\\x0ac\\x0dd\\x7f"},
		{"csi\u009b2J é", `csi\u009b2J é`, `csi\u009b2J é`},
		{"bad\xffutf8", "bad\xffutf8", "bad\xffutf8"},
	} {
		if got := Escape(c.in); got != c.want {
			t.Errorf("Escape(%q) = %q, want %q", c.in, got, c.want)
		}
		if got := EscapeLine(c.in); got != c.line {
			t.Errorf("EscapeLine(%q) = %q, want %q", c.in, got, c.line)
		}
	}
}

func TestWriterKeepsNewlinesAndTabs(t *testing.T) {
	var b bytes.Buffer
	in := "k\x1b]0;x\x07\tname \\x0a\n"
	n, err := Writer(&b).Write([]byte(in))
	if err != nil || n != len(in) {
		t.Fatalf("Write = %d, %v", n, err)
	}
	if got, want := b.String(), "k\\x1b]0;x\\x07\tname \\x0a\n"; got != want {
		t.Errorf("wrote %q, want %q", got, want)
	}
}
