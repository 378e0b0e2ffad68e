package launch

import (
	"encoding/binary"
	"os"
	osexec "os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
)

// absGV finds, with llvm-readelf -r, the R_AMDGPU_ABS64 entry against gv
// in testdata/reloc/reloc-gfx900-O2.co: the field's address and gv's value.
func absGV(t *testing.T, path string) (off, value uint64) {
	t.Helper()
	out, err := osexec.Command(llvmtool.Path(t, "llvm-readelf"), "-r", path).Output()
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^([0-9a-f]{16})\s+[0-9a-f]{16}\s+R_AMDGPU_ABS64\s+([0-9a-f]{16}) gv \+ 0$`).FindStringSubmatch(string(out))
	if m == nil {
		t.Fatalf("llvm-readelf -r %s shows no R_AMDGPU_ABS64 against gv:\n%s", path, out)
	}
	off, _ = strconv.ParseUint(m[1], 16, 64)
	value, _ = strconv.ParseUint(m[2], 16, 64)
	return off, value
}

// TestRelocationTypes rewrites the type of the ABS64 entry against gv to
// each 32-bit type the loader applies and checks the field it writes (from
// llvm-readelf's symbol value and the image's load address), and to types
// no loader applies, which New refuses naming the type and offset.
func TestRelocationTypes(t *testing.T) {
	path := filepath.Join(testkernels.Dir(), "reloc", "reloc-gfx900-O2.co")
	off, gv := absGV(t, path)
	orig, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	f0, err := codeobj.Parse(orig, path, codeobj.Options{})
	if err != nil {
		t.Fatal(err)
	}
	rels, err := f0.DynamicRelocations()
	if err != nil {
		t.Fatal(err)
	}
	entry := uint64(0)
	for _, r := range rels {
		if r.Offset == off && r.Type == codeobj.R_AMDGPU_ABS64 {
			entry = r.Entry
		}
	}
	if entry == 0 {
		t.Fatalf("no ABS64 entry at %#x", off)
	}
	load := func(typ uint32) (*Launch, error) {
		data := append([]byte(nil), orig...)
		binary.LittleEndian.PutUint32(data[entry+8:], typ) // r_info's low word: the type
		f, err := codeobj.Parse(data, "mutated.co", codeobj.Options{})
		if err != nil {
			t.Fatal(err)
		}
		a, err := args.Load(filepath.Join(testkernels.Dir(), "reloc", "args.yaml"))
		if err != nil {
			t.Fatal(err)
		}
		return New(f, "", a)
	}
	for _, c := range []struct {
		typ        uint32
		lo, hi     func(s uint64) uint32 // the two words at the field after relocation
		fieldBytes int
	}{
		{codeobj.R_AMDGPU_ABS64, func(s uint64) uint32 { return uint32(s) }, func(s uint64) uint32 { return uint32(s >> 32) }, 8},
		{codeobj.R_AMDGPU_ABS32_LO, func(s uint64) uint32 { return uint32(s) }, nil, 4},
		{codeobj.R_AMDGPU_ABS32_HI, func(s uint64) uint32 { return uint32(s >> 32) }, nil, 4},
	} {
		l, err := load(c.typ)
		if err != nil {
			t.Errorf("%s: %v", codeobj.RelocTypeName(c.typ), err)
			continue
		}
		s := l.Image.Base + gv
		field := l.Image.Data[off:]
		if got := binary.LittleEndian.Uint32(field); got != c.lo(s) {
			t.Errorf("%s: field %#x, expected %#x (gv %#x loaded at %#x)", codeobj.RelocTypeName(c.typ), got, c.lo(s), gv, l.Image.Base)
		}
		// The word after a 32-bit field is the file's (lld leaves zero).
		want := binary.LittleEndian.Uint32(orig[l.fileOffset(t, off+4):])
		if c.hi != nil {
			want = c.hi(s)
		}
		if got := binary.LittleEndian.Uint32(field[4:]); got != want {
			t.Errorf("%s: word after the field %#x, expected %#x", codeobj.RelocTypeName(c.typ), got, want)
		}
	}
	for _, typ := range []uint32{codeobj.R_AMDGPU_REL32, codeobj.R_AMDGPU_GOTPCREL, codeobj.R_AMDGPU_REL64, 99} {
		_, err := load(typ)
		want := codeobj.RelocTypeName(typ) + " at offset 0x" + strconv.FormatUint(off, 16)
		if err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("type %d: error %v, expected one line naming %q", typ, err, want)
		}
	}
}

// fileOffset maps an address of the loaded image to its file offset.
func (l *Launch) fileOffset(t *testing.T, addr uint64) uint64 {
	for _, s := range l.File.Segments {
		if s.Vaddr <= addr && addr < s.Vaddr+s.Filesz {
			return s.Offset + addr - s.Vaddr
		}
	}
	t.Fatalf("address %#x is in no segment's file bytes", addr)
	return 0
}
