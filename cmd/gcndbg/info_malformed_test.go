package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/model/codeobj/codeobjtest"
)

func TestInfoOnMalformedFilesExitsTwoWithOneLine(t *testing.T) {
	co := filepath.Join("..", "..", "testdata", "co")
	read := func(rel string) []byte {
		b, err := os.ReadFile(filepath.Join(co, rel))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	cases, err := codeobjtest.BrokenELF(read("gfx90a/vadd-O2.co"))
	if err != nil {
		t.Fatal(err)
	}
	b, err := codeobjtest.BrokenBundle(read("fatbin/hip_kernels.hipfb"))
	if err != nil {
		t.Fatal(err)
	}
	cases = append(cases, b...)
	dir := t.TempDir()
	for i, c := range cases {
		path := filepath.Join(dir, "broken.co")
		if err := os.WriteFile(path, c.Data, 0o644); err != nil {
			t.Fatal(err)
		}
		for _, args := range [][]string{{"info", path, "--target", "gfx90a"}, {"info", "--json", path, "--target", "gfx90a"}, {"info", "--directives", path, "--target", "gfx90a"}} {
			stdout, stderr, code := gcndbg(args...)
			if code != exitBadInput {
				t.Errorf("case %d (%s): %v: exit %d, want 2 (stderr %q)", i, c.Name, args[:len(args)-3], code, stderr)
			}
			if strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, path) || !strings.Contains(stderr, "offset 0x") {
				t.Errorf("case %d (%s): stderr is not one line naming the file and offset: %q", i, c.Name, stderr)
			}
			if strings.Contains(stderr, "panic") || strings.Contains(stderr, "internal error") {
				t.Errorf("case %d (%s): %q", i, c.Name, stderr)
			}
			_ = stdout
		}
	}
	t.Logf("%d malformed files, each exit 2 with a one-line error", len(cases))
}

func TestInfoKernelAndTargetErrorsListWhatIsThere(t *testing.T) {
	co := filepath.Join("..", "..", "testdata", "co")
	_, stderr, code := gcndbg("info", filepath.Join(co, "gfx90a", "vadd-O2.co"), "--kernel", "nosuch")
	if code != exitBadInput || !strings.Contains(stderr, "nosuch") || !strings.Contains(stderr, "vadd") {
		t.Errorf("--kernel nosuch: exit %d, %q; want exit 2 listing the kernels", code, stderr)
	}
	_, stderr, code = gcndbg("info", filepath.Join(co, "fatbin", "hip_kernels.o"), "--target", "gfx1100")
	if code != exitBadInput || !strings.Contains(stderr, "gfx900") || !strings.Contains(stderr, "gfx90a") {
		t.Errorf("--target gfx1100: exit %d, %q; want exit 2 listing gfx900 and gfx90a", code, stderr)
	}
	_, stderr, code = gcndbg("info", filepath.Join(co, "no-such-file.co"))
	if code != exitBadInput || strings.Count(stderr, "\n") != 1 {
		t.Errorf("missing file: exit %d, %q", code, stderr)
	}
}
