package session

import (
	"strings"
	"testing"
)

var exprSeeds = []string{
	"i == 37", "v", "$v0[5]", "$exec", "(float)x / 3", "a[i].y", "p->next->v", "*p + 1",
	"1 + 2 * 3 - 4 / 5 % 6", "-(int)3.5e2f", "~0u >> 3", "0x7fffffff + 1", "1 && 0 || !2",
	"((((((1))))))", "s.x.y[3][4]", "$_lane_count - $_lane", "1 / 0", "0x", "1e", "(unsigned long long)-1",
	"9223372036854775807 + 1", "-9223372036854775808 / -1", "1 << 63", "1.0 / 0", "'a'", "a[", "x->", "(int",
}

func FuzzParseExpr(f *testing.F) {
	for _, s := range exprSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		e, err := parseExpr(src)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("multi-line error for %q: %v", src, err)
			}
			return
		}
		_ = e.String()
		if constOnly(e) {
			if _, err := (&evalCtx{}).eval(e); err != nil && strings.Contains(err.Error(), "\n") {
				t.Fatalf("multi-line error for %q: %v", src, err)
			}
		}
	})
}

func FuzzCommandLine(f *testing.F) {
	for _, s := range []string{"break k.cl:12 if i == 37", "b *0x1000", "x/4xw local#0x10", "x/2dg private_lane#8",
		"print/x $v0[5]", "watch -l 8 global#0x100000", "info registers vector", "workgroup 1 0 0", "si 5", "p/", "x/"} {
		f.Add(s)
	}
	cmds := Commands()
	f.Fuzz(func(t *testing.T, line string) {
		word, rest := splitWord(strings.TrimSpace(line))
		if i := strings.IndexByte(word, '/'); i > 0 {
			word = word[:i]
		}
		if word != "" {
			if _, err := Lookup(cmds, word); err != nil && strings.Contains(err.Error(), "\n") {
				t.Fatalf("multi-line error for %q", line)
			}
		}
		_, _, _ = parseAddrSpec(rest)
		if loc, cond, ok := strings.Cut(rest, " if "); ok {
			_ = loc
			_, _ = parseExpr(cond)
		}
	})
}
