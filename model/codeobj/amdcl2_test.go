package codeobj

import (
	"bytes"
	"debug/elf"
	"errors"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/testkernels"
)

// TestAmdCL2UserDataLayout reads the clrxasm-built AMD OpenCL 2.0 binaries
// and checks each kernel's user SGPRs against the table of AmdCl2Abi.md
// (seed 004): useargs 6 (Vega 8), usesetup 8 (Vega 10), useenqueue 10,
// usegeneric 12; the setup (dispatch) pointer at s[4:5] with usesetup, the
// special buffer (queue) at s[6:7] with usegeneric, the arguments after them;
// and the argument layout: the six 8-byte setup arguments, then the user's;
// in the 32-bit binaries (feat32_*, ELF32 outer file) the same user SGPRs
// and 4-byte setup arguments and pointers.
func TestAmdCL2UserDataLayout(t *testing.T) {
	type layout struct {
		user                                  uint32
		dispatch, queue, kernarg, flatScratch bool
	}
	want := map[string]map[string]layout{
		"gfx803": {
			"args":    {6, false, false, true, false},
			"setup":   {8, true, false, true, false},
			"enqueue": {10, true, false, true, true},
			"generic": {12, true, true, true, true},
		},
		"gfx900": {
			"args":    {8, false, false, true, true},
			"setup":   {10, true, false, true, true},
			"enqueue": {10, true, false, true, true},
			"generic": {12, true, true, true, true},
		},
	}
	for _, ptr := range []int64{8, 4} {
		for target, feats := range want {
			for feat, w := range feats {
				prefix := map[int64]string{8: "feat_", 4: "feat32_"}[ptr]
				path := filepath.Join(testkernels.Dir(), "amdcl2", fmt.Sprintf("%s%s-%s.bin", prefix, feat, target))
				f, err := Open(path, Options{})
				if err != nil {
					t.Fatal(err)
				}
				if f.Pointer32 != (ptr == 4) {
					t.Errorf("%s: Pointer32 %v", path, f.Pointer32)
				}
				k, err := f.Kernel("")
				if err != nil {
					t.Fatal(err)
				}
				p := k.CodeT.Props
				got := layout{k.CodeT.Rsrc2.UserSGPRCount, p.EnableSGPRDispatchPtr != 0, p.EnableSGPRQueuePtr != 0, p.EnableSGPRKernargSegmentPtr != 0, p.EnableSGPRFlatScratchInit != 0}
				if got != w || p.EnableSGPRPrivateSegmentBuffer == 0 {
					t.Errorf("%s %s: user SGPRs %+v (private segment buffer %d), want %+v", target, feat, got, p.EnableSGPRPrivateSegmentBuffer, w)
				}
				if k.Name != "feat_"+feat || k.Meta == nil {
					t.Fatalf("%s %s: kernel %q, metadata %v", target, feat, k.Name, k.Meta != nil)
				}
				// gen.sh's kernels use v0-v6, and v7-v9 with usegeneric.
				if wantV := map[string]int64{"generic": 10}[feat]; k.Meta.VGPRCount != max(wantV, 7) {
					t.Errorf("%s %s: %d VGPRs, want %d", target, feat, k.Meta.VGPRCount, max(wantV, 7))
				}
				kinds := []string{"hidden_global_offset_x", "hidden_global_offset_y", "hidden_global_offset_z", "hidden_printf_buffer", "hidden_default_queue", "hidden_completion_action", "global_buffer", "global_buffer", "by_value"}
				names := []string{"", "", "", "", "", "", "out", "in", "scale"}
				sizes := []int64{ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, 4}
				if len(k.Meta.Args) != len(kinds) {
					t.Fatalf("%s %s: %d arguments, want %d", target, feat, len(k.Meta.Args), len(kinds))
				}
				for i, a := range k.Meta.Args {
					if a.ValueKind != kinds[i] || a.Offset != ptr*int64(i) || a.Size != sizes[i] || (names[i] != "" && a.Name != names[i]) {
						t.Errorf("%s %s: argument %d: %s %s at %d, %d bytes; want %s %s at %d, %d bytes", path, feat, i, a.ValueKind, a.Name, a.Offset, a.Size, kinds[i], names[i], ptr*int64(i), sizes[i])
					}
				}
				// 8 pointer-sized arguments and a uint, rounded up to 16.
				if want := (8*ptr + 4 + 15) / 16 * 16; k.Meta.KernargSegmentSize != want {
					t.Errorf("%s %s: kernarg segment %d bytes, want %d", path, feat, k.Meta.KernargSegmentSize, want)
				}
			}
		}
	}
}

// clrxArg is one .arg line of clrxdisasm's dump.
type clrxArg struct{ name, typeName, typ string }

// clrxDump reads what model/codeobj's metadata test needs from a
// clrxdisasm -C -H dump (testdata/amdcl2/*.clrxdisasm, written by
// build.sh): the bitness, and each kernel's .kernarg_segment_size (the
// setup's, which clrxasm computes) and argument lines.
func clrxDump(t *testing.T, path string) (bits int, kernarg map[string]int64, args map[string][]clrxArg) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	kernarg, args = map[string]int64{}, map[string][]clrxArg{}
	argRE := regexp.MustCompile(`^\.arg ([^,]+), "([^"]*)", ([^ ,]+)`)
	kernel := ""
	for _, l := range strings.Split(string(b), "\n") {
		l = strings.TrimSpace(l)
		switch {
		case l == ".32bit":
			bits = 32
		case l == ".64bit":
			bits = 64
		case strings.HasPrefix(l, ".kernel "):
			kernel = strings.TrimPrefix(l, ".kernel ")
		case strings.HasPrefix(l, ".kernarg_segment_size "):
			n, err := strconv.ParseInt(strings.TrimPrefix(l, ".kernarg_segment_size "), 0, 64)
			if err != nil {
				t.Fatalf("%s: %q: %v", path, l, err)
			}
			kernarg[kernel] = n
		case strings.HasPrefix(l, ".arg "):
			m := argRE.FindStringSubmatch(l)
			if m == nil {
				t.Fatalf("%s: %q is not an .arg line", path, l)
			}
			args[kernel] = append(args[kernel], clrxArg{m[1], m[2], m[3]})
		}
	}
	return bits, kernarg, args
}

// clrxArgSize is the size and alignment of an argument of CLRX type typ in
// the kernarg segment, by AmdCl2Abi.md's rules (seed CLRX-AmdCl2Abi):
// pointers, structures, images, samplers, queues and events take a pointer
// (8 bytes, or 4 in a 32-bit binary); scalars their size, vectors that of
// their elements (3 as 4), aligned to the element.
func clrxArgSize(t *testing.T, typ string, ptr int64) (size, align int64) {
	t.Helper()
	if strings.HasSuffix(typ, "*") || typ == "structure" || typ == "sampler" || typ == "queue" || typ == "clkevent" || strings.HasPrefix(typ, "image") {
		return ptr, ptr
	}
	base := strings.TrimRight(typ, "0123456789")
	lanes := int64(1)
	if n := typ[len(base):]; n != "" {
		lanes, _ = strconv.ParseInt(n, 10, 64)
	}
	if lanes == 3 {
		lanes = 4
	}
	elem := map[string]int64{"char": 1, "uchar": 1, "short": 2, "ushort": 2, "int": 4, "uint": 4, "long": 8, "ulong": 8, "float": 4, "double": 8}[base]
	if elem == 0 {
		t.Fatalf("clrxdisasm type %q is not one the test knows", typ)
	}
	return elem * lanes, elem
}

// TestAmdCL2MetadataMatchesClrxdisasm compares the metadata of every AMD
// OpenCL 2.0 test binary, 64-bit and 32-bit, with CLRX's own decoder: the
// bitness, and each argument's name, type name and type as clrxdisasm dumps
// them (testdata/amdcl2/*.clrxdisasm); the offsets and sizes come from
// those types by AmdCl2Abi.md's rules (clrxArgSize), and the kernarg
// segment size must equal the setup's .kernarg_segment_size that clrxasm
// computed. args32-gfx900.bin has every kind of argument the loader lays
// out (char, short, ulong, uint3, local and constant pointers, float, a
// structure, double).
func TestAmdCL2MetadataMatchesClrxdisasm(t *testing.T) {
	bins, _ := filepath.Glob(filepath.Join(testkernels.Dir(), "amdcl2", "*.bin"))
	if len(bins) != 17 {
		t.Fatalf("%d AMD OpenCL 2.0 binaries, want 17", len(bins))
	}
	n32, nargs := 0, 0
	for _, path := range bins {
		bits, kernarg, cargs := clrxDump(t, strings.TrimSuffix(path, ".bin")+".clrxdisasm")
		f, err := Open(path, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if f.Pointer32 != (bits == 32) || bits == 0 {
			t.Errorf("%s: Pointer32 %v, clrxdisasm .%dbit", path, f.Pointer32, bits)
		}
		ptr := int64(8)
		if bits == 32 {
			ptr = 4
			n32++
		}
		if len(f.Kernels) != len(cargs) {
			t.Errorf("%s: %d kernels, clrxdisasm %d", path, len(f.Kernels), len(cargs))
		}
		for _, k := range f.Kernels {
			want := cargs[k.Name]
			if k.Meta == nil || len(k.Meta.Args) != len(want) {
				t.Fatalf("%s %s: metadata %v, clrxdisasm %d arguments", path, k.Name, k.Meta, len(want))
			}
			off := int64(0)
			for i, a := range k.Meta.Args {
				w := want[i]
				size, align := clrxArgSize(t, w.typ, ptr)
				off = (off + align - 1) / align * align
				if a.Name != w.name || a.TypeName != w.typeName || a.Offset != off || a.Size != size {
					t.Errorf("%s %s argument %d: %s %q at %d, %d bytes; clrxdisasm %s %q %s: at %d, %d bytes", path, k.Name, i, a.Name, a.TypeName, a.Offset, a.Size, w.name, w.typeName, w.typ, off, size)
				}
				off += size
				nargs++
			}
			if k.Meta.KernargSegmentSize != kernarg[k.Name] || kernarg[k.Name] != (off+15)/16*16 {
				t.Errorf("%s %s: kernarg segment %d bytes, clrxdisasm %d, from the arguments %d", path, k.Name, k.Meta.KernargSegmentSize, kernarg[k.Name], (off+15)/16*16)
			}
			if k.CodeT.Props.IsPtr64 != map[bool]uint32{true: 1, false: 0}[ptr == 8] {
				t.Errorf("%s %s: is_ptr64 %d in a %d-bit binary", path, k.Name, k.CodeT.Props.IsPtr64, bits)
			}
		}
	}
	t.Logf("%d binaries (%d 32-bit), %d arguments compared with clrxdisasm", len(bins), n32, nargs)
}

// TestAmdCL2DamagedInputIsAnError parses truncations and byte flips of an
// AMD OpenCL 2.0 binary: each gives a File or an error, never a panic.
func TestAmdCL2DamagedInputIsAnError(t *testing.T) {
	for _, name := range []string{"feat_generic-gfx803.bin", "feat32_generic-gfx803.bin", "args32-gfx900.bin"} {
		t.Run(name, func(t *testing.T) { damage(t, name) })
	}
}

func damage(t *testing.T, name string) {
	good, err := os.ReadFile(filepath.Join(testkernels.Dir(), "amdcl2", name))
	if err != nil {
		t.Fatal(err)
	}
	try := func(what string, b []byte) {
		defer func() {
			if r := recover(); r != nil {
				t.Fatalf("%s: panic: %v", what, r)
			}
		}()
		if _, err := Parse(b, "damaged.bin", Options{}); err != nil && strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: error of several lines: %q", what, err)
		}
	}
	for n := 0; n < len(good); n += 7 {
		try(fmt.Sprintf("truncated to %d bytes", n), good[:n])
	}
	rng := rand.New(rand.NewSource(4))
	for i := 0; i < 3000; i++ {
		b := bytes.Clone(good)
		for j := 0; j < 1+i%4; j++ {
			b[rng.Intn(len(b))] = byte(rng.Intn(256))
		}
		try(fmt.Sprintf("flip %d", i), b)
	}
}

// TestAmdCL2Malformed32BitErrors damages a 32-bit AMD OpenCL 2.0 binary in
// its ELF32 outer file, its inner ELF64 and its 32-bit metadata, and checks
// each gives a one-line FormatError at the damaged byte saying what is
// wrong. The offsets come from debug/elf and from the structures' layout in
// CLRX's AmdCL2Binaries.h (AmdCL2GPUMetadataHeader32: size at 0, the name
// lengths at 72 and 76, argsNum at 104, a 0xa4-byte header ending in
// vecTypeHintLength at 0x9c; AmdCL2GPUKernelArgEntry32: 64 bytes, size at 0).
func TestAmdCL2Malformed32BitErrors(t *testing.T) {
	path := filepath.Join(testkernels.Dir(), "amdcl2", "feat32_args-gfx900.bin")
	good, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ef, err := elf.NewFile(bytes.NewReader(good))
	if err != nil {
		t.Fatal(err)
	}
	if ef.Class != elf.ELFCLASS32 {
		t.Fatalf("%s is %v", path, ef.Class)
	}
	text := ef.Section(".text").Offset
	syms, err := ef.Symbols()
	if err != nil {
		t.Fatal(err)
	}
	var meta uint64
	for _, s := range syms {
		if strings.HasSuffix(s.Name, "_kernel_metadata") && strings.HasPrefix(s.Name, "__OpenCL_&") {
			meta = ef.Sections[s.Section].Offset + s.Value
		}
	}
	symtab := ef.Section(".symtab")
	symtabHdr := uint64(0)
	for i, s := range ef.Sections {
		if s == symtab {
			symtabHdr = uint64(le32(good[32:])) + uint64(i)*40 // e_shoff + index * sizeof(Elf32_Shdr)
		}
	}
	hsize := uint64(le32(good[meta:]))
	first, second := uint64(le32(good[meta+72:])), uint64(le32(good[meta+76:]))
	entries := hsize + first + second + 2
	if hint := uint64(le32(good[meta+0xa4-8:])); hsize >= 0xa4 && (hint != 0 || le32(good[meta+entries:]) == 64<<8) {
		entries += hint + 1
	}
	put := func(off uint64, v ...byte) []byte {
		b := bytes.Clone(good)
		copy(b[off:], v)
		return b
	}
	notCL2 := bytes.Clone(good)
	for i := bytes.Index(notCL2, []byte("__OpenCL_&__OpenCL_")); i >= 0; i = bytes.Index(notCL2, []byte("__OpenCL_&__OpenCL_")) {
		notCL2[i] = 'X'
	}
	cases := []struct {
		name string
		data []byte
		off  uint64
		msg  string
	}{
		{"e_shentsize 64", put(46, 64, 0), 46, "e_shentsize is 64, expected 40"},
		{"section header table past the end", put(32, 0xf0, 0xff, 0xff, 0), uint64(len(good)), "section header table (e_shoff): 280 bytes at 0xfffff0 run past the end of the file"},
		{".symtab sh_entsize 24", put(symtabHdr+36, 24), symtabHdr + 36, ".symtab: sh_entsize 24, expected 16"},
		{"no metadata symbol", notCL2, 4, "EI_CLASS is ELFCLASS32, expected ELFCLASS64"},
		{"inner binary ELFCLASS32", put(text+4, byte(elf.ELFCLASS32)), text + 4, "EI_CLASS is ELFCLASS32, expected ELFCLASS64"},
		{"metadata header size 0", put(meta, 0, 0, 0, 0), meta, "header size 0 is not within 112.."},
		{"metadata argsNum 2^40", put(meta+104, 0, 0, 0, 0, 0, 1), meta + 104, "arguments do not fit"},
		// The high byte: a change to the low one would also hide the
		// entries' start from the check of Crimson 16's layout (the
		// vecTypeHint's NUL then 64<<8), which CLRX's reader makes too.
		{"argument entry size 2^24+64", put(meta+entries+3, 1), meta + entries, "argument 0: entry size 16777280, expected 64"},
		{"argument name length 2^31", put(meta+entries+4, 0, 0, 0, 0x80), meta + entries + 4, "argument 0: name lengths"},
	}
	for _, c := range cases {
		_, err := Parse(c.data, "bad32.bin", Options{})
		var fe *FormatError
		if !errors.As(err, &fe) {
			t.Errorf("%s: error %v (%T), want a *FormatError", c.name, err, err)
			continue
		}
		if fe.Off != int64(c.off) || !strings.Contains(fe.Msg, c.msg) || strings.ContainsAny(err.Error(), "\n\r") {
			t.Errorf("%s: %q; want offset %#x and %q", c.name, err, c.off, c.msg)
		}
		t.Logf("%s: %v", c.name, err)
	}
}
