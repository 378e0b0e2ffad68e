package printf

import (
	"fmt"
	"math"
	"os"
	osexec "os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// formatCase is one conversion and one value for it.
type formatCase struct {
	format string
	kind   byte // i: integer (raw bits, C type from the length), f: double, p: pointer, s: string
	bits   uint64
	str    string
}

// formatCases crosses conversion specifications with values: flags,
// widths, precisions and length modifiers of every conversion.
func formatCases() []formatCase {
	var cs []formatCase
	ints := []uint64{0, 1, 7, 42, 255, 256, 65535, 1 << 31, 1<<32 - 1, 1 << 40, 1<<63 - 1, 1 << 63, math.MaxUint64, uint64(1<<64 - 1000), 0x123456789abcdef}
	for _, conv := range []string{"d", "i", "u", "x", "X", "o"} {
		for _, length := range []string{"", "hh", "h", "l", "ll", "z", "j"} {
			for _, fl := range []string{"", "-", "+", " ", "#", "0", "-#", "+0", "08", "-8", "8", ".0", ".3", "12.5", "-12.5", "#012", "+.4", " 6"} {
				for _, v := range ints {
					cs = append(cs, formatCase{format: "%" + fl + length + conv, kind: 'i', bits: v})
				}
			}
		}
	}
	for _, fl := range []string{"", "5", "-5"} {
		for _, v := range []uint64{'a', 'Z', ' ', 0x1ff} {
			cs = append(cs, formatCase{format: "%" + fl + "c", kind: 'i', bits: v})
		}
	}
	floats := []float64{0, math.Copysign(0, -1), 1, -1, 0.5, 1.37, 2.5, 3.5, 0.1, 1.0 / 3, 123456789, 1e-5, 9.9999e-5, 1e-4, 99999.95, 999999.5, 1e15, 1e16, 1e100, 1e300, 1e-300,
		5e-324, 2.2250738585072014e-308, 1.5e-310, math.MaxFloat64, math.Inf(1), math.Inf(-1), 0.0625, 1.9999999, 255.96875, 1e21, -0.000123456}
	for _, conv := range []string{"f", "F", "e", "E", "g", "G", "a", "A"} {
		for _, fl := range []string{"", "+", " ", "#", "-", "0", "12", "-12", "012", "+012", ".0", ".1", ".3", ".10", ".17", "#.0", "20.8", "-20.3", "#12.3", ".13", ".15", "0.2"} {
			if (conv == "f" || conv == "F") && strings.Contains(fl, ".17") {
				continue // 1e300 with 17 decimals is long but fine; keep the table small
			}
			for _, v := range floats {
				cs = append(cs, formatCase{format: "%" + fl + conv, kind: 'f', bits: math.Float64bits(v)})
			}
		}
	}
	for _, fl := range []string{"", "20", "-20", ".3"} {
		for _, v := range []uint64{0, 0x1234, 0x100000020, math.MaxUint64} {
			cs = append(cs, formatCase{format: "%" + fl + "p", kind: 'p', bits: v})
		}
	}
	for _, fl := range []string{"", "10", "-10", ".2", "8.3", ".0"} {
		for _, v := range []string{"", "a", "hello", "a longer string"} {
			cs = append(cs, formatCase{format: "%" + fl + "s", kind: 's', str: v})
		}
	}
	return cs
}

// cArg is the C expression of a case's value, typed as the conversion
// expects it.
func (c formatCase) cArg() string {
	switch c.kind {
	case 'f':
		return fmt.Sprintf("d(0x%016xULL)", c.bits)
	case 'p':
		return fmt.Sprintf("(void *)0x%xULL", c.bits)
	case 's':
		return strconv.Quote(c.str)
	}
	s := &spec{}
	p, _ := parseSpec(c.format[1:])
	s = p
	signed := s.conv == 'd' || s.conv == 'i'
	typ := map[string]string{"hh": "int", "h": "int", "": "int", "l": "long", "ll": "long long", "z": "size_t", "j": "intmax_t"}[s.length]
	if !signed && (typ == "int" || typ == "long" || typ == "long long") {
		typ = "unsigned " + typ
	}
	if s.conv == 'c' {
		typ = "int"
	}
	return fmt.Sprintf("(%s)0x%xULL", typ, c.bits)
}

// TestFormattingMatchesHostPrintf formats every case as the decoder does
// and compares it with what the host's C library printf prints for the
// same format and value (a program compiled with clang-22 and run).
func TestFormattingMatchesHostPrintf(t *testing.T) {
	clang := llvmtool.Path(t, "clang")
	cs := formatCases()
	var src strings.Builder
	src.WriteString("#include <stdio.h>\n#include <stdint.h>\n#include <string.h>\n#include <stddef.h>\n")
	src.WriteString("static double d(unsigned long long b) { double x; memcpy(&x, &b, 8); return x; }\nint main(void) {\n")
	for _, c := range cs {
		fmt.Fprintf(&src, "\tprintf(%s \"\\n\", %s);\n", strconv.Quote(c.format), c.cArg())
	}
	src.WriteString("\treturn 0;\n}\n")
	dir := t.TempDir()
	cfile, bin := filepath.Join(dir, "f.c"), filepath.Join(dir, "f")
	if err := os.WriteFile(cfile, []byte(src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := osexec.Command(clang, "-O0", "-w", "-o", bin, cfile).CombinedOutput(); err != nil {
		t.Fatalf("host compile: %v\n%s", err, out)
	}
	out, err := osexec.Command(bin).Output()
	if err != nil {
		t.Fatalf("host run: %v", err)
	}
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(lines) != len(cs) {
		t.Fatalf("host printed %d lines for %d cases", len(lines), len(cs))
	}
	bad, known := 0, 0
	for i, c := range cs {
		s, _ := parseSpec(c.format[1:])
		var got string
		switch c.kind {
		case 'f':
			got = formatFloat(s, math.Float64frombits(c.bits))
		case 'p':
			got = formatPointer(s, c.bits)
		case 's':
			got = formatString(s, []byte(c.str))
		default:
			got = formatInt(s, c.bits)
		}
		if got != lines[i] && glibcDeviates(c, lines[i]) {
			known++
			continue
		}
		if got != lines[i] {
			bad++
			if bad <= 20 {
				t.Errorf("%s of %s: got %q, host printf %q", c.format, c.cArg(), got, lines[i])
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d cases differ from the host's printf", bad, len(cs))
	}
	t.Logf("%d conversions agree with the host's printf (%d known glibc deviations from C11)", len(cs)-bad-known, known)
	if known > 2 {
		t.Errorf("%d known glibc deviations, expected at most 2", known)
	}
}

// glibcDeviates recognises glibc's one known deviation from C11 7.21.6.1
// here: %#g of 999999.5 rounds to 1.00000e+06 (the '#' keeps the five
// zeros), but glibc prints "1.e+06".
func glibcDeviates(c formatCase, host string) bool {
	return c.kind == 'f' && math.Float64frombits(c.bits) == 999999.5 &&
		(c.format == "%#g" || c.format == "%#G") && strings.EqualFold(host, "1.e+06")
}
