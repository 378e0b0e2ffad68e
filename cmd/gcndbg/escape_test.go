package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/testkernels"
)

// hostileNames replace the 4-byte kernel name "vadd" everywhere in a code
// object (ELF string tables, the msgpack metadata, the .kd symbol, DWARF
// names and the source file's name): a colour change, C0 controls that
// move the cursor or ring the bell, and a C1 CSI in UTF-8.
var hostileNames = []string{"\x1b[1m", "\r\x07\x08\x7f", "\u009b2J", "a\nb\t"}

// controlBytes lists the bytes below 0x20 other than tab and newline, DEL
// and C1 controls in out.
func controlBytes(out string) []string {
	var bad []string
	for i, r := range out {
		if r < 0x20 && r != '\t' && r != '\n' || r == 0x7f || r >= 0x80 && r <= 0x9f {
			lo := max(i-20, 0)
			bad = append(bad, strings.ReplaceAll(out[lo:min(i+10, len(out))], "\n", "|"))
		}
	}
	return bad
}

// Every command that prints strings from a code object or a source file
// writes their control characters escaped: info (text and JSON), disasm
// (plain, --source, --llvm), run (summary, errors) and --batch.
func TestOutputEscapesControlCharactersFromInputs(t *testing.T) {
	orig, err := os.ReadFile(testkernels.CodeObject(t, "gfx900", "vadd", "O2"))
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(filepath.Join(testkernels.Dir(), "kernels", "vadd.cl"))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range hostileNames {
		t.Run(strings.ToValidUTF8(name, "?"), func(t *testing.T) {
			dir := t.TempDir()
			t.Chdir(dir) // the DWARF names the source ./kernels/NAME.cl
			co := filepath.Join(dir, "k.co")
			mutated := bytes.ReplaceAll(orig, []byte("vadd"), []byte(name))
			if err := os.WriteFile(co, mutated, 0o644); err != nil {
				t.Fatal(err)
			}
			// The source itself holds control bytes too.
			hostileSrc := bytes.Replace(src, []byte("//"), []byte("// \x1b[2J\x07 "+name), 1)
			if err := os.MkdirAll(filepath.Join(dir, "kernels"), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, "kernels", name+".cl"), hostileSrc, 0o644); err != nil && !strings.Contains(name, "\n") {
				t.Fatal(err)
			}
			args := writeArgs(t, strings.Replace(vaddArgs, "kernel: vadd\n", "", 1))
			bad := writeArgs(t, strings.Replace(vaddArgs, "kernel: vadd\n", "", 1)+"  - 7\n")
			cmds := filepath.Join(dir, "cmds")
			if err := os.WriteFile(cmds, []byte("info kernel\nbreak 6\nrun\nbt\nlist 1,8\ninfo line\ninfo source\ninfo breakpoints\ndisassemble\ninfo waves\nbreak nosuch\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			sawName := false
			for _, argv := range [][]string{
				{"info", co}, {"info", co, "--json"}, {"disasm", co}, {"disasm", co, "--source"}, {"disasm", co, "--llvm"},
				{"run", co, "--args", args, "--out", dir}, {"run", co, "--args", bad}, {"run", co, "--args", args, "--kernel", name + "x"},
				{co, "--args", args, "--batch", cmds},
			} {
				stdout, stderr, _ := gcndbg(argv...)
				if b := controlBytes(stdout + stderr); len(b) > 0 {
					t.Errorf("gcndbg %q writes control characters: %q", argv, b)
				}
				sawName = sawName || strings.Contains(stdout, `\x`) || strings.Contains(stdout, `\u009b`)
			}
			if !sawName {
				t.Error("no output showed the escaped name")
			}
		})
	}
}
