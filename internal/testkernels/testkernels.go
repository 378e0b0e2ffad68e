// Package testkernels locates the kernel sources and the code objects built
// from them in the repository's testdata directory, for other packages'
// tests.
//
// The objects under testdata/co are made by testdata/build.sh with clang-22
// and ld.lld-22 (never by gcndbg) and are committed, so tests that read them
// need no compiler. This package's own test rebuilds them and requires the
// recipe to reproduce every committed byte.
//
// Layout of testdata/co (see testdata/README.md):
//
//	<target>/<source>-<opt>.co   linked (ET_DYN) code objects, e.g. gfx900/vadd-O2.co
//	rel/<source>-<target>-<opt>.o  unlinked (ET_REL) objects
//	cov/vadd-v<N>.co             gfx900 vadd at code object version N
//	generic/<source>-<target>-<opt>.co  objects for generic targets (gfx9-generic, ...)
//	wave64/<source>-<target>-<opt>.co   RDNA objects built for wave64 (-mwavefrontsize64)
//	fatbin/*                     HIP host objects with .hip_fatbin, and a raw offload bundle
//	TOOLCHAIN                    the clang version that built everything
package testkernels

import (
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"
)

// Targets are the processors every kernel source is built for.
var Targets = []string{"gfx803", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx942", "gfx1030", "gfx1100", "gfx1151", "gfx1200", "gfx1201", "gfx1250"}

// Object is one built file under testdata/co.
type Object struct {
	Path   string // absolute path
	Rel    string // slash-separated path below testdata/co, e.g. "gfx900/vadd-O2.co"
	Group  string // first element of Rel: a target ("gfx900") or "rel", "cov", "generic", "wave64", "fatbin"
	Target string // processor the code was built for, when the path names one
	Source string // base name of the kernel source, when the path names one ("vadd")
	Opt    string // optimisation level ("O0", "O2", "O3"), when the path names one
}

// Dir returns the absolute path of the repository's testdata directory, or ""
// when it cannot be found (a binary built with -trimpath run outside the
// module).
func Dir() string {
	if _, file, _, ok := runtime.Caller(0); ok && filepath.IsAbs(file) {
		d := filepath.Join(filepath.Dir(file), "..", "..", "testdata")
		if isTestdata(d) {
			return d
		}
	}
	wd, err := os.Getwd()
	if err != nil {
		return ""
	}
	for d := wd; ; d = filepath.Dir(d) {
		if isTestdata(filepath.Join(d, "testdata")) {
			return filepath.Join(d, "testdata")
		}
		if filepath.Dir(d) == d {
			return ""
		}
	}
}

func isTestdata(d string) bool {
	_, err := os.Stat(filepath.Join(d, "build.sh"))
	return err == nil
}

// ObjectDir returns the absolute path of testdata/co, failing t when the
// testdata directory cannot be found.
func ObjectDir(t testing.TB) string {
	t.Helper()
	d := Dir()
	if d == "" {
		t.Fatal("testkernels: cannot find the repository's testdata directory")
	}
	return filepath.Join(d, "co")
}

// SourcePath returns the absolute path of a kernel source, e.g.
// SourcePath(t, "vadd.cl"), failing t when it does not exist.
func SourcePath(t testing.TB, name string) string {
	t.Helper()
	d := Dir()
	if d == "" {
		t.Fatal("testkernels: cannot find the repository's testdata directory")
	}
	p := filepath.Join(d, "kernels", name)
	if _, err := os.Stat(p); err != nil {
		t.Fatalf("testkernels: kernel source %s: %v", name, err)
	}
	return p
}

// Path returns the absolute path of testdata/co/rel (slash-separated, e.g.
// "gfx900/vadd-O2.co"), failing t when the file does not exist.
func Path(t testing.TB, rel string) string {
	t.Helper()
	p := filepath.Join(ObjectDir(t), filepath.FromSlash(rel))
	if _, err := os.Stat(p); err != nil {
		t.Fatalf("testkernels: %v (rebuild with testdata/build.sh?)", err)
	}
	return p
}

// CodeObject returns the path of the linked code object built from source
// for target at opt, e.g. CodeObject(t, "gfx90a", "control", "O2").
func CodeObject(t testing.TB, target, source, opt string) string {
	t.Helper()
	return Path(t, target+"/"+source+"-"+opt+".co")
}

// Objects lists every built file under testdata/co (TOOLCHAIN excepted),
// sorted by Rel. It fails t when there are none.
func Objects(t testing.TB) []Object {
	t.Helper()
	objs, err := List(ObjectDir(t))
	if err != nil {
		t.Fatalf("testkernels: %v", err)
	}
	if len(objs) == 0 {
		t.Fatal("testkernels: testdata/co holds no objects (run testdata/build.sh)")
	}
	return objs
}

// List walks a directory laid out like testdata/co and describes each file
// in it, sorted by Rel.
func List(root string) ([]Object, error) {
	var objs []Object
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			return nil
		}
		rel, err := filepath.Rel(root, p)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		if rel == "TOOLCHAIN" {
			return nil
		}
		abs, err := filepath.Abs(p)
		if err != nil {
			return err
		}
		objs = append(objs, describe(abs, rel))
		return nil
	})
	if err != nil {
		return nil, err
	}
	sort.Slice(objs, func(i, j int) bool { return objs[i].Rel < objs[j].Rel })
	return objs, nil
}

// describe reads what a path under co/ says about its object.
func describe(abs, rel string) Object {
	o := Object{Path: abs, Rel: rel}
	group, file, ok := strings.Cut(rel, "/")
	if !ok {
		return o
	}
	o.Group = group
	base := strings.TrimSuffix(strings.TrimSuffix(file, ".co"), ".o")
	parts := strings.Split(base, "-")
	switch {
	case strings.HasPrefix(group, "gfx") && len(parts) == 2:
		o.Target, o.Source, o.Opt = group, parts[0], parts[1]
	case (group == "rel" || group == "generic" || group == "wave64") && len(parts) >= 3:
		// The target may itself hold dashes (gfx9-4-generic).
		o.Source = parts[0]
		o.Target = strings.Join(parts[1:len(parts)-1], "-")
		o.Opt = parts[len(parts)-1]
	case group == "cov" && len(parts) == 2:
		o.Target, o.Source, o.Opt = "gfx900", parts[0], "O2"
	}
	return o
}
