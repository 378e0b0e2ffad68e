package codeobj_test

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/codeobj/codeobjtest"
)

// fuzzSeedFiles are small testdata objects of each kind: v6 ET_DYN for
// several generations, v4, v5, a generic target, a bundle, a compressed
// fat binary; seedFiles adds AMD OpenCL 2.0 binaries (64- and 32-bit) and
// the mgpusim v2 and ET_REL objects when present.
var fuzzSeedFiles = []string{
	"gfx90a/vadd-O2.co", "gfx803/vadd-O2.co", "gfx1100/vadd-O2.co", "gfx942/vadd-O2.co",
	"cov/vadd-v4.co", "cov/vadd-v5.co", "generic/vadd-gfx9-generic-O2.co",
	"fatbin/hip_kernels.hipfb", "fatbin/hip_kernels-compressed.o",
}

func seedFiles(f *testing.F) [][]byte {
	var out [][]byte
	for _, rel := range fuzzSeedFiles {
		if b, err := os.ReadFile(filepath.Join(testdataCO, rel)); err == nil {
			out = append(out, b)
		}
	}
	// AMD OpenCL 2.0 binaries: 64-bit, and 32-bit (an ELF32 outer file
	// and 32-bit metadata).
	for _, rel := range []string{"feat_generic-gfx803.bin", "feat32_generic-gfx803.bin", "feat32_setup-gfx900.bin", "args32-gfx900.bin"} {
		if b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "amdcl2", rel)); err == nil {
			out = append(out, b)
		}
	}
	for _, p := range []string{
		"amd/benchmarks/amdappsdk/vectoradd/kernels.hsaco",
		"amd/benchmarks/amdappsdk/bitonicsort/kernels.hsaco",
		"amd/benchmarks/amdappsdk/bitonicsort/kernels_gfx942.hsaco",
	} {
		if b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "corpus", "mgpusim", p)); err == nil {
			out = append(out, b)
		}
	}
	return out
}

// checkErr fails unless err is nil, a *FormatError, or a target/kernel
// selection error.
func checkErr(t *testing.T, err error) {
	t.Helper()
	if err == nil || codeobj.IsFormatError(err) || errors.Is(err, codeobj.ErrNoTarget) {
		return
	}
	t.Fatalf("error of type %T is not a *codeobj.FormatError: %v", err, err)
}

func FuzzParse(f *testing.F) {
	for _, b := range seedFiles(f) {
		f.Add(b, "")
	}
	if b, err := os.ReadFile(filepath.Join(testdataCO, "gfx90a/vadd-O2.co")); err == nil {
		if cs, err := codeobjtest.BrokenELF(b); err == nil {
			for _, c := range cs {
				f.Add(c.Data, "")
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte, target string) {
		file, err := codeobj.Parse(data, "fuzz.co", codeobj.Options{Target: target})
		checkErr(t, err)
		if err != nil {
			return
		}
		for _, k := range file.Kernels {
			file.Resources(k)
			file.Occupancy(k)
			if k.Descriptor != nil {
				k.Descriptor.Fields()
				if _, err := file.ObjdumpDirectives(k); err != nil {
					t.Fatalf("ObjdumpDirectives: %v", err)
				}
			}
			if k.CodeT != nil {
				k.CodeT.Fields()
			}
		}
		file.Text()
	})
}

func FuzzNotes(f *testing.F) {
	for _, b := range seedFiles(f) {
		if file, err := codeobj.Parse(b, "seed", codeobj.Options{Target: "gfx90a"}); err == nil {
			if d, err := file.SectionData(".note"); err == nil {
				f.Add(d, uint8(4))
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte, align uint8) {
		notes, err := codeobj.ParseNotes(data, "fuzz.co", 0x100, uint64(align))
		checkErr(t, err)
		for _, n := range notes {
			if n.Off < 0x100 || n.Off-0x100+int64(len(n.Desc)) > int64(len(data)) {
				t.Fatalf("note descriptor at %#x (%d bytes) outside the %d-byte input", n.Off, len(n.Desc), len(data))
			}
			n.TypeName()
		}
	})
}

func FuzzMetadata(f *testing.F) {
	for _, b := range seedFiles(f) {
		file, err := codeobj.Parse(b, "seed", codeobj.Options{Target: "gfx90a"})
		if err != nil {
			continue
		}
		for _, n := range file.Notes {
			if n.Type == codeobj.NT_AMDGPU_METADATA {
				f.Add(n.Desc)
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		md, err := codeobj.ParseMetadata(data, "fuzz.co", 0x40)
		checkErr(t, err)
		if err == nil && md == nil {
			t.Fatal("nil metadata without an error")
		}
	})
}

func FuzzDescriptor(f *testing.F) {
	for _, b := range seedFiles(f) {
		file, err := codeobj.Parse(b, "seed", codeobj.Options{Target: "gfx90a"})
		if err != nil {
			continue
		}
		for _, k := range file.Kernels {
			if k.Descriptor != nil {
				f.Add(k.Descriptor.Raw[:], file.Target.Processor, uint8(file.Version))
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte, processor string, version uint8) {
		gen := codeobj.Target{Processor: processor}.Generation()
		kd, err := codeobj.ParseKernelDescriptor(data, gen, "fuzz.co", 0)
		checkErr(t, err)
		if err != nil {
			return
		}
		kd.Fields()
		kd.WavefrontSize()
		if _, err := kd.Directives("k", processor, int(version)); err != nil {
			var de *codeobj.DirectiveError
			if !errors.As(err, &de) {
				t.Fatalf("Directives: %T %v", err, err)
			}
		}
		if len(data) >= codeobj.AmdKernelCodeSize {
			c, err := codeobj.ParseAmdKernelCode(data, gen, "fuzz.co", 0)
			checkErr(t, err)
			if c != nil {
				c.Fields()
			}
		}
	})
}

func FuzzBundle(f *testing.F) {
	for _, rel := range []string{"fatbin/hip_kernels.hipfb"} {
		if b, err := os.ReadFile(filepath.Join(testdataCO, rel)); err == nil {
			f.Add(b)
		}
	}
	if b, err := os.ReadFile(filepath.Join(testdataCO, "fatbin/hip_kernels-compressed.o")); err == nil {
		if fat, err := codeobjtest.HipFatbin(b); err == nil {
			f.Add(fat)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		es, err := codeobj.ParseBundles(data, "fuzz.hipfb", 0)
		checkErr(t, err)
		for _, e := range es {
			if uint64(len(e.Data())) != e.Size {
				t.Fatalf("entry %s: %d bytes, header says %d", e.ID, len(e.Data()), e.Size)
			}
			e.TargetID()
			e.Kind()
		}
	})
}
