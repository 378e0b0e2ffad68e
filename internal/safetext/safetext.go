// Package safetext makes text from input files safe to show on a
// terminal: a control byte (below 0x20, DEL, or a C1 control U+0080 to
// U+009F) becomes a visible escape (\x1b, \u009b), so a kernel name, a
// metadata string, a file name or a source line can neither move the
// cursor, change colours nor forge lines. Escape is for one string;
// Writer for a whole output stream of text gcndbg writes itself.
package safetext

import (
	"io"
	"strings"
	"unicode/utf8"
)

// Escape returns s with every control character escaped, newlines and
// tabs included (a name is one line). s is returned as it is when it has
// none, so the common case costs one scan.
func Escape(s string) string { return escape(s, 0) }

// EscapeLine is Escape keeping tabs (for a line of source text).
func EscapeLine(s string) string { return escape(s, keepTab) }

// What escape leaves as it is.
const (
	keepTab = 1 << iota
	keepNewline
)

func unsafe(r rune, keep int) bool {
	switch {
	case r == '\t' && keep&keepTab != 0, r == '\n' && keep&keepNewline != 0:
		return false
	}
	return r < 0x20 || r == 0x7f || r >= 0x80 && r <= 0x9f
}

func escape(s string, keep int) string {
	clean := true
	for _, r := range s {
		if unsafe(r, keep) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			b.WriteByte(s[i])
		case r < 0x80 && unsafe(r, keep):
			b.WriteString(`\x`)
			b.WriteByte(hex[r>>4])
			b.WriteByte(hex[r&15])
		case unsafe(r, keep):
			b.WriteString(`\u00`)
			b.WriteByte(hex[r>>4&15])
			b.WriteByte(hex[r&15])
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

const hex = "0123456789abcdef"

// Writer wraps w so that everything written through it keeps only
// newlines and tabs of the control characters: the rest are escaped as
// Escape does. It suits the plain-text output of info, disasm, the REPL
// and --batch, which hold no control bytes of gcndbg's own.
func Writer(w io.Writer) io.Writer { return &writer{w: w} }

type writer struct{ w io.Writer }

func (x *writer) Write(p []byte) (int, error) {
	s := string(p)
	e := escape(s, keepTab|keepNewline)
	if e == s {
		return x.w.Write(p)
	}
	if _, err := io.WriteString(x.w, e); err != nil {
		return 0, err
	}
	return len(p), nil
}
