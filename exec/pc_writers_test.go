package exec

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/isa"
)

// Step's straight runs do not compare a wave's PC after each instruction:
// an instruction whose semantics move the PC must be program control, a
// SOPP or one of jumpOps, which never run inside a run of more than one
// instruction. This test reads exec's sources and lists every function
// that assigns to a PC field; a function it does not know fails it, so a
// new semantics that jumps is either a SOPP, or added to jumpOps and here.
func TestOnlyProgramControlMovesThePC(t *testing.T) {
	// The functions that may write a PC, and why they may.
	known := map[string]string{
		"step":          "the interpreter's loop",
		"stepEvent":     "the loop under a CheckHook",
		"internalError": "a fault report",
		"runWorkgroup":  "a wave's start",
		"ResumeStep":    "the debugger",
		"sBranch":       "SOPP (s_branch, s_cbranch_*)",
		"sTrap":         "SOPP (s_trap halting)",
		"sSetpc":        "jumpOps: s_setpc_b64",
		"sSwappc":       "jumpOps: s_swappc_b64",
		"sCall":         "jumpOps: s_call_b64",
		"init":          "jumpOps: s_add_pc_i64 (gfx1250.go)",
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	found := map[string]bool{}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				var lhs []ast.Expr
				switch s := n.(type) {
				case *ast.AssignStmt:
					lhs = s.Lhs
				case *ast.IncDecStmt:
					lhs = []ast.Expr{s.X}
				}
				for _, e := range lhs {
					if sel, ok := e.(*ast.SelectorExpr); ok && sel.Sel.Name == "PC" {
						if x, ok := sel.X.(*ast.Ident); ok && (x.Name == "ev" || x.Name == "in") {
							continue // an InstEvent's or a report's PC, not a wave's
						}
						where := fset.Position(sel.Pos())
						if _, ok := known[fd.Name.Name]; !ok {
							t.Errorf("%s:%d: %s writes a PC: if it is the semantics of an operation outside SOPP, add the operation to jumpOps (run.go), then the function here",
								filepath.Base(where.Filename), where.Line, fd.Name.Name)
						}
						if fd.Name.Name == "init" && filepath.Base(where.Filename) != "gfx1250.go" {
							t.Errorf("%s:%d: an init writes a PC: add its operation to jumpOps", filepath.Base(where.Filename), where.Line)
						}
						found[fd.Name.Name] = true
					}
				}
				return true
			})
		}
	}
	for _, name := range slices.Sorted(func(yield func(string) bool) {
		for k := range known {
			if !yield(k) {
				return
			}
		}
	}) {
		if !found[name] {
			t.Errorf("%s (%s) no longer writes a PC: drop it here (and its operation from jumpOps if it was one)", name, known[name])
		}
	}
	// The jumps outside SOPP are marked program control.
	addPC, ok := lookupOp("s_add_pc_i64")
	if !ok {
		t.Fatal("no s_add_pc_i64")
	}
	for _, op := range []isa.Op{isa.OpS_SETPC_B64, isa.OpS_SWAPPC_B64, isa.OpS_CALL_B64, addPC} {
		if !jumpOps[op] {
			t.Errorf("%v is not in jumpOps", op)
		}
	}
}

// A jump outside SOPP in the middle of what would otherwise be one
// straight run ends the run: the instructions after it do not run.
func TestJumpsEndStraightRuns(t *testing.T) {
	for _, c := range []struct{ target, asm string }{
		{"gfx900", "s_mov_b32 s9, 3\ns_getpc_b64 s[0:1]\ns_add_u32 s0, s0, 16\ns_addc_u32 s1, s1, 0\ns_setpc_b64 s[0:1]\ns_mov_b32 s6, 1\ns_mov_b32 s7, 2\ns_endpgm"},
		{"gfx1100", "s_mov_b32 s9, 3\ns_getpc_b64 s[0:1]\ns_add_u32 s0, s0, 16\ns_addc_u32 s1, s1, 0\ns_swappc_b64 s[2:3], s[0:1]\ns_mov_b32 s6, 1\ns_mov_b32 s7, 2\ns_endpgm"},
		{"gfx900", "s_mov_b32 s9, 3\ns_call_b64 s[4:5], skip\ns_mov_b32 s6, 1\nskip:\ns_mov_b32 s7, 2\ns_endpgm"},
	} {
		p := asmProgram(t, c.target, c.asm)
		w := NewWave(p.Arch.SGPRs, 4, 0)
		w.Env = &testEnv{arch: p.Arch}
		if err := Step(p, w, 100, 100); err != nil {
			t.Fatalf("%s %q: %v", c.target, c.asm, err)
		}
		if !w.Ended || w.SGPR[9] != 3 || w.SGPR[6] != 0 || w.SGPR[7] != 2 {
			t.Errorf("%s %q: ended %v, s9 %d, s6 %d (skipped: want 0), s7 %d (want 2)", c.target, c.asm, w.Ended, w.SGPR[9], w.SGPR[6], w.SGPR[7])
		}
	}
}
