package llvmtool

import (
	"os"
	"path/filepath"
	"testing"
)

// RDNATargets are the RDNA targets of Debian 13's rocRAND (librocrand1
// 5.7.1-6), one code object each.
var RDNATargets = []string{"gfx1010", "gfx1030", "gfx1100", "gfx1101", "gfx1102"}

// RocRANDTrixie returns the directory where scripts/setup.sh puts Debian
// 13's rocRAND, laid out as scripts/debian-rocm-extract.sh does:
// co/librocrand1/b000_TARGET.co for each of RDNATargets and the unpacked
// package under ext/librocrand1. Where it is missing the test is skipped,
// or fails when oracles are required.
func RocRANDTrixie(t testing.TB) string {
	t.Helper()
	d, err := rocRANDTrixieDir()
	if err == nil {
		return d
	}
	if Required() {
		t.Fatalf("Debian 13's rocRAND is required but missing (%v): run scripts/setup.sh", err)
	}
	t.Skipf("Debian 13's rocRAND missing (%v); run scripts/setup.sh", err)
	return ""
}

// RocRANDTrixieObjects returns the RDNA code objects of RocRANDTrixie, in
// the order of RDNATargets; a missing one fails the test.
func RocRANDTrixieObjects(t testing.TB) []string {
	t.Helper()
	d := RocRANDTrixie(t)
	var files []string
	for _, tgt := range RDNATargets {
		p := filepath.Join(d, "co", "librocrand1", "b000_"+tgt+".co")
		if _, err := os.Stat(p); err != nil {
			t.Fatalf("%v (run scripts/setup.sh again after removing %s)", err, d)
		}
		files = append(files, p)
	}
	return files
}

// RocRANDTrixieObject returns the code object of target in RocRANDTrixie's
// directory, or "" when it is not there.
func RocRANDTrixieObject(target string) string {
	d, err := rocRANDTrixieDir()
	if err != nil {
		return ""
	}
	p := filepath.Join(d, "co", "librocrand1", "b000_"+target+".co")
	if _, err := os.Stat(p); err != nil {
		return ""
	}
	return p
}

func rocRANDTrixieDir() (string, error) {
	cache, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	d := filepath.Join(cache, "gcndbg", "rocrand-trixie")
	_, err = os.Stat(filepath.Join(d, "ok"))
	return d, err
}
