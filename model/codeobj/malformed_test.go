package codeobj_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/codeobj/codeobjtest"
)

// testdataCO is the repository's testdata/co directory.
var testdataCO = filepath.Join("..", "..", "testdata", "co")

func readTestdata(t testing.TB, rel string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(testdataCO, rel))
	if err != nil {
		t.Fatalf("testdata kernel missing (built by testdata/build.sh): %v", err)
	}
	return b
}

// brokenCases gathers every malformed file derived from the testdata.
func brokenCases(t testing.TB) []codeobjtest.Case {
	t.Helper()
	var all []codeobjtest.Case
	elfCases, err := codeobjtest.BrokenELF(readTestdata(t, "gfx90a/vadd-O2.co"))
	if err != nil {
		t.Fatal(err)
	}
	all = append(all, elfCases...)
	bundleCases, err := codeobjtest.BrokenBundle(readTestdata(t, "fatbin/hip_kernels.hipfb"))
	if err != nil {
		t.Fatal(err)
	}
	all = append(all, bundleCases...)
	fat, err := codeobjtest.HipFatbin(readTestdata(t, "fatbin/hip_kernels-compressed.o"))
	if err != nil {
		t.Fatal(err)
	}
	ccob, err := codeobjtest.BrokenCompressedBundle(fat)
	if err != nil {
		t.Fatal(err)
	}
	return append(all, ccob...)
}

// allocBound is what parsing may allocate for an input of n bytes: the
// parsed structures are a small multiple of the input, plus a fixed
// allowance for the decoders' own state.
func allocBound(n int) uint64 { return uint64(16*n) + 4<<20 }

func TestMalformedFilesGiveOneLineFormatErrorsWithOffsets(t *testing.T) {
	cases := brokenCases(t)
	if len(cases) < 30 {
		t.Fatalf("only %d malformed files", len(cases))
	}
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			f, err := parseNoPanic(t, c.Data, "broken.co", codeobj.Options{Target: "gfx90a"})
			runtime.ReadMemStats(&after)
			if err == nil {
				t.Fatalf("parsed without error: %d kernels", len(f.Kernels))
			}
			var fe *codeobj.FormatError
			if !errors.As(err, &fe) {
				t.Fatalf("error %q (%T) is not a *codeobj.FormatError", err, err)
			}
			msg := err.Error()
			if strings.ContainsAny(msg, "\n\r") {
				t.Errorf("error is not one line: %q", msg)
			}
			if !strings.HasPrefix(msg, "broken.co") || !strings.Contains(msg, "offset 0x") {
				t.Errorf("error does not name the file and offset: %q", msg)
			}
			if fe.Off < 0 || fe.Off > int64(len(c.Data)) && !strings.Contains(c.Name, "compressed") {
				t.Errorf("offset %#x is outside the %d-byte file", fe.Off, len(c.Data))
			}
			if got, max := after.TotalAlloc-before.TotalAlloc, allocBound(len(c.Data)); got > max {
				t.Errorf("allocated %d bytes for a %d-byte file (bound %d)", got, len(c.Data), max)
			}
			t.Logf("%s", msg)
		})
	}
}

func parseNoPanic(t *testing.T, data []byte, name string, opts codeobj.Options) (f *codeobj.File, err error) {
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("panic: %v", r)
		}
	}()
	return codeobj.Parse(data, name, opts)
}

// The msgpack decoder allocates per item; items take at least a byte, so
// the worst inputs are many one-byte containers. The bound stays linear.
func TestMetadataAllocationIsLinearInItsSize(t *testing.T) {
	const n = 1 << 20
	prefix := []byte{0x81, 0xa1, 'x', 0xdd, 0, 0x10, 0, 0} // {"x": array32 of 2^20}
	for _, c := range []struct {
		name string
		item []byte
	}{
		{"empty arrays", []byte{0x90}},
		{"empty maps", []byte{0x80}},
		{"nils", []byte{0xc0}},
		{"one-byte strings", []byte{0xa0}},
	} {
		data := append(append([]byte(nil), prefix...), bytes.Repeat(c.item, n)...)
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		if _, err := codeobj.ParseMetadata(data, "m", 0); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		runtime.ReadMemStats(&after)
		if per := float64(after.TotalAlloc-before.TotalAlloc) / float64(len(data)); per > 128 {
			t.Errorf("%s: %.0f bytes allocated per input byte", c.name, per)
		} else {
			t.Logf("%s: %.0f bytes allocated per input byte", c.name, per)
		}
	}
}
