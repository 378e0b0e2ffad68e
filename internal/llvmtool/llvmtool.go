// Package llvmtool finds the LLVM 22 tools that serve gcndbg's tests as
// independent oracles (llvm-objdump, llvm-mc, llvm-readelf, llvm-dwarfdump,
// clang, ld.lld).
//
// A test that needs a tool calls Path. Where the tool is missing the test is
// skipped on a developer's machine, but fails when CI=true or
// GCNDBG_REQUIRE_ORACLES=1 is set: oracle tests never skip silently in CI.
package llvmtool

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// Dir is where Debian's llvm-22 packages install the tools.
const Dir = "/usr/lib/llvm-22/bin"

// Lookup returns the path of tool ("llvm-objdump", "clang", ...) from LLVM 22,
// or "" when it is not installed.
func Lookup(tool string) string {
	p := filepath.Join(Dir, tool)
	if _, err := os.Stat(p); err == nil {
		return p
	}
	if p, err := exec.LookPath(tool + "-22"); err == nil {
		return p
	}
	return ""
}

// Required reports whether oracle tests must run (CI).
func Required() bool {
	return os.Getenv("CI") == "true" || os.Getenv("GCNDBG_REQUIRE_ORACLES") == "1"
}

// Path returns the tool's path, skipping the test when it is missing on a
// developer machine and failing it when oracles are required.
func Path(t testing.TB, tool string) string {
	t.Helper()
	p := Lookup(tool)
	if p == "" {
		if Required() {
			t.Fatalf("%s (LLVM 22) is required but not installed: run scripts/setup.sh", tool)
		}
		t.Skipf("%s (LLVM 22) not installed; run scripts/setup.sh", tool)
	}
	return p
}
