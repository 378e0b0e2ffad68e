package testkernels

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// StoreMark is a source line that stores a source variable to an output
// buffer, marked in the kernel source with a trailing "// store: NAME".
// A debugger that stops on Line and prints Name must see the value that the
// line stores.
type StoreMark struct {
	Line     int    // 1-based line number in the source
	Name     string // the variable stored
	Function string // the function the line is in: a kernel, or a device function
}

// StoreMarks lists the "// store:" lines of a kernel source (e.g.
// "control.cl"), failing t when it cannot be read.
func StoreMarks(t testing.TB, source string) []StoreMark {
	t.Helper()
	f, err := os.Open(SourcePath(t, source))
	if err != nil {
		t.Fatalf("testkernels: %v", err)
	}
	defer f.Close()
	var marks []StoreMark
	function := ""
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if name, ok := definedFunction(line); ok {
			function = name
		}
		_, mark, ok := strings.Cut(line, "// store: ")
		if !ok {
			continue
		}
		marks = append(marks, StoreMark{Line: n, Name: strings.TrimSpace(mark), Function: function})
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("testkernels: %s: %v", source, err)
	}
	return marks
}

// definedFunction recognises the first line of a function definition in
// the sources' style: it starts in column 0 with a declaration (not a
// comment, directive or closing brace), has a parameter list, and does not
// end in ";" (so declarations and explicit instantiations are not counted).
func definedFunction(line string) (string, bool) {
	if line == "" || strings.ContainsRune(" \t#/}{", rune(line[0])) || strings.HasSuffix(strings.TrimSpace(line), ";") {
		return "", false
	}
	head, _, ok := strings.Cut(line, "(")
	if !ok {
		return "", false
	}
	fields := strings.Fields(head)
	if len(fields) < 2 {
		return "", false
	}
	return fields[len(fields)-1], true
}
