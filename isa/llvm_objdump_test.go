package isa_test

import (
	"debug/elf"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/isa"
)

// normalize collapses whitespace and drops llvm-objdump's trailing comment
// (the last "// ": a moved gfx1250 VGPR's "/*v260*/" may run into it).
func normalize(s string) string {
	if i := strings.LastIndex(s, "// "); i >= 0 {
		s = s[:i]
	}
	return strings.Join(strings.Fields(s), " ")
}

// objdumpArgs are the llvm-objdump arguments for code of tgt. For a wave64
// RDNA target they include --mattr=+wavefrontsize64 (plain llvm-objdump
// decodes RDNA code as wave32).
func objdumpArgs(tgt *isa.Target) []string {
	args := []string{"-d", "--no-show-raw-insn", "--no-leading-addr"}
	if tgt.Info().Gen.RDNA() && tgt.WaveSize() == 64 {
		args = append(args, "--mattr=+wavefrontsize64")
	}
	return args
}

// objdumpText returns the instruction lines of llvm-objdump's output, per
// symbol.
func objdumpText(out []byte) map[string][]string {
	res := map[string][]string{}
	cur := ""
	for _, line := range strings.Split(string(out), "\n") {
		if strings.HasPrefix(line, "<") && strings.HasSuffix(line, ">:") {
			cur = line[1 : len(line)-2]
			continue
		}
		if !strings.HasPrefix(line, "\t") || cur == "" {
			continue
		}
		res[cur] = append(res[cur], normalize(line))
	}
	return res
}

type symRange struct {
	name       string
	start, end uint64
}

// textSymbols splits .text at its symbols as llvm-objdump does.
func textSymbols(f *elf.File, text *elf.Section) []symRange {
	syms, _ := f.Symbols()
	var rs []symRange
	seen := map[uint64]bool{}
	for _, s := range syms {
		if int(s.Section) >= len(f.Sections) || f.Sections[s.Section] != text {
			continue
		}
		typ := elf.ST_TYPE(s.Info)
		if typ != elf.STT_FUNC && typ != elf.STT_NOTYPE && typ != elf.STT_OBJECT {
			continue
		}
		if s.Name == "" || seen[s.Value] {
			continue
		}
		seen[s.Value] = true
		rs = append(rs, symRange{name: s.Name, start: s.Value})
	}
	sort.Slice(rs, func(i, j int) bool { return rs[i].start < rs[j].start })
	end := text.Addr + text.Size
	if f.Type == elf.ET_REL {
		end = text.Size
	}
	for i := range rs {
		rs[i].end = end
		if i+1 < len(rs) {
			rs[i].end = rs[i+1].start
		}
	}
	return rs
}

// compareWithObjdump disassembles every symbol of .text and compares with
// llvm-objdump's output for the file (dump); it returns instructions
// compared and mismatches.
func compareWithObjdump(t *testing.T, dump []byte, path string, tgt *isa.Target, maxReport int) (n, bad int) {
	f, err := elf.Open(path)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	defer f.Close()
	text := f.Section(".text")
	if text == nil {
		return 0, 0
	}
	code, err := text.Data()
	if err != nil {
		t.Fatalf("%s: .text: %v", path, err)
	}
	want := objdumpText(dump)
	base := text.Addr
	if f.Type == elf.ET_REL {
		base = 0
	}
	for _, r := range textSymbols(f, text) {
		w, ok := want[r.name]
		if !ok {
			continue
		}
		var got []string
		isa.DisassembleObjdump(code[r.start-base:r.end-base], r.start, tgt, func(l *isa.Line) bool {
			got = append(got, normalize(l.Text()))
			return true
		})
		for i := 0; i < len(w) || i < len(got); i++ {
			var g, x string
			if i < len(got) {
				g = got[i]
			}
			if i < len(w) {
				x = w[i]
			}
			n++
			if g != x {
				bad++
				if bad <= maxReport {
					t.Errorf("%s <%s> #%d:\n got  %q\n want %q", filepath.Base(path), r.name, i, g, x)
				}
			}
		}
	}
	return n, bad
}

// moduleRoot is the repository root (isa's parent).
func moduleRoot() string {
	wd, _ := os.Getwd()
	return filepath.Dir(wd)
}

// supported reports whether the ELF's processor is one isa decodes, and
// gives its target: for RDNA in the wave size of the object's kernels
// (wave64 when no kernel descriptor sets ENABLE_WAVEFRONT_SIZE32).
func supported(t testing.TB, path string) (*isa.Target, bool) {
	name, ok := machName(path)
	if !ok {
		return nil, false
	}
	tgt, err := isa.LookupTarget(name)
	if err != nil {
		return nil, false
	}
	if tgt.Info().Gen.RDNA() && kernelWaveSize(path) == 64 {
		if tgt, err = tgt.WithWaveSize(64); err != nil {
			return nil, false
		}
	}
	return tgt, true
}

// kernelWaveSize reads the kernel descriptors (<name>.kd symbols) of an
// object: 32 when one of them sets ENABLE_WAVEFRONT_SIZE32 (bit 10 of
// kernel_code_properties at byte 56), else 64.
func kernelWaveSize(path string) int {
	f, err := elf.Open(path)
	if err != nil {
		return 64
	}
	defer f.Close()
	syms, _ := f.Symbols()
	for _, s := range syms {
		if !strings.HasSuffix(s.Name, ".kd") || int(s.Section) >= len(f.Sections) || s.Section == elf.SHN_UNDEF {
			continue
		}
		sec := f.Sections[s.Section]
		data, err := sec.Data()
		off := s.Value - sec.Addr
		if f.Type == elf.ET_REL {
			off = s.Value
		}
		if err != nil || off+64 > uint64(len(data)) {
			continue
		}
		if data[off+57]&(1<<2) != 0 {
			return 32
		}
	}
	return 64
}

func machName(path string) (string, bool) {
	fh, err := os.Open(path)
	if err != nil {
		return "", false
	}
	defer fh.Close()
	var hdr [64]byte
	if _, err := fh.Read(hdr[:]); err != nil || string(hdr[1:4]) != "ELF" {
		return "", false
	}
	flags := uint32(hdr[48]) | uint32(hdr[49])<<8 | uint32(hdr[50])<<16 | uint32(hdr[51])<<24
	for _, p := range isa.ProcessorTable() {
		if p.Mach == flags&0xff {
			return p.Name, true
		}
	}
	return "", false
}

// compareFiles compares every file of a processor isa decodes with
// llvm-objdump, run once per set of arguments (wave32 and wave64) for all
// of them.
func compareFiles(t *testing.T, files []string) {
	objdump := llvmtool.Path(t, "llvm-objdump")
	total, bad, used, skipped := 0, 0, 0, 0
	var perFile []string
	tgts := map[string]*isa.Target{}
	groups := map[string][]string{} // objdump arguments -> files
	for _, p := range files {
		tgt, ok := supported(t, p)
		if !ok {
			skipped++
			continue
		}
		tgts[p] = tgt
		k := strings.Join(objdumpArgs(tgt), " ")
		groups[k] = append(groups[k], p)
	}
	dumps := map[string][]byte{}
	for k, fs := range groups {
		for p, out := range llvmtool.Outputs(t, objdump, "", strings.Fields(k), fs) {
			dumps[p] = out
		}
	}
	for _, p := range files {
		tgt, ok := tgts[p]
		if !ok {
			continue
		}
		used++
		n, b := compareWithObjdump(t, dumps[p], p, tgt, maxReport())
		perFile = append(perFile, fmt.Sprintf("%s (%s, wave%d): %d instructions, %d mismatches", p, tgt.Processor, tgt.WaveSize(), n, b))
		total += n
		bad += b
	}
	t.Logf("files: %d (skipped %d for other processors); instructions compared: %d, mismatches: %d", used, skipped, total, bad)
	if os.Getenv("GCNDBG_PER_FILE") != "" {
		for _, l := range perFile {
			t.Log(l)
		}
	}
	if used == 0 {
		t.Fatal("no code objects found")
	}
}

// maxReport is how many mismatches a comparison prints
// (GCNDBG_MAX_REPORT, default 10).
func maxReport() int {
	if n, err := strconv.Atoi(os.Getenv("GCNDBG_MAX_REPORT")); err == nil {
		return n
	}
	return 10
}

func globAll(patterns ...string) []string {
	var out []string
	for _, p := range patterns {
		m, _ := filepath.Glob(p)
		out = append(out, m...)
	}
	sort.Strings(out)
	return out
}

func TestDisassemblyMatchesObjdumpOnTestdata(t *testing.T) {
	root := moduleRoot()
	files := globAll(filepath.Join(root, "testdata/co/*/*.co"), filepath.Join(root, "testdata/co/*/*.o"),
		filepath.Join(root, "testdata/co/*/*/*.co"))
	if pat := os.Getenv("GCNDBG_TESTDATA_GLOB"); pat != "" { // e.g. "gfx1100/*.co" to look at one target
		files = globAll(filepath.Join(root, "testdata/co", pat))
	}
	if len(files) == 0 {
		t.Skip("testdata/co is empty")
	}
	compareFiles(t, files)
}

// mgpusimDir is the vendored MGPUSim corpus (testdata/corpus/mgpusim).
func mgpusimDir() string { return filepath.Join(moduleRoot(), "testdata", "corpus", "mgpusim") }

func TestDisassemblyMatchesObjdumpOnMGPUSimGfx942(t *testing.T) {
	dir := mgpusimDir()
	var files []string
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".hsaco") &&
			(strings.HasSuffix(p, "_gfx942.hsaco") || strings.Contains(p, "/native/")) {
			files = append(files, p)
		}
		return nil
	})
	if len(files) == 0 {
		t.Fatalf("no mgpusim objects under %s", dir)
	}
	compareFiles(t, files)
}

// rocmCorpus returns the directory of the extracted rocRAND code objects,
// extracting them with the corpus script into the user cache when needed.
func rocmCorpus(t *testing.T) string {
	for _, d := range []string{os.Getenv("GCNDBG_ROCM_CORPUS"), "/work/rocm-corpus"} {
		if d == "" {
			continue
		}
		if m, _ := filepath.Glob(filepath.Join(d, "co/librocrand1/*.co")); len(m) > 0 {
			return d
		}
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		t.Skip("no cache dir")
	}
	d := filepath.Join(cache, "gcndbg", "rocm-corpus")
	if m, _ := filepath.Glob(filepath.Join(d, "co/librocrand1/*.co")); len(m) > 0 {
		return d
	}
	script := filepath.Join(moduleRoot(), "scripts", "debian-rocm-extract.sh")
	if _, err := os.Stat(script); err != nil || testing.Short() {
		if llvmtool.Required() {
			t.Fatalf("rocRAND corpus missing and %s unavailable", script)
		}
		t.Skip("rocRAND corpus not extracted")
	}
	cmd := exec.Command(script, d)
	cmd.Env = append(os.Environ(), "PKGS=librocrand1")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", script, err, out)
	}
	return d
}

func TestDisassemblyMatchesObjdumpOnRocRAND(t *testing.T) {
	d := rocmCorpus(t)
	var files []string
	for _, p := range globAll(filepath.Join(d, "co/librocrand1/*.co")) {
		b := filepath.Base(p)
		for _, want := range []string{"gfx803", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx1030"} {
			if strings.Contains(b, "_"+want) {
				files = append(files, p)
			}
		}
	}
	compareFiles(t, files)
}

// Debian 13's rocRAND (scripts/setup.sh fetches it): every RDNA object,
// gfx1010, gfx1030 and gfx1100-1102 (wave32), against llvm-objdump. The
// gfx11 objects hold VOPD fmaak/fmamk pairs whose source 255 names the K
// dword (11,600 mismatches per gfx11 object before the decoder knew it).
func TestDisassemblyMatchesObjdumpOnRocRANDTrixieRDNA(t *testing.T) {
	files := llvmtool.RocRANDTrixieObjects(t)
	for _, f := range files {
		if _, ok := supported(t, f); !ok {
			t.Fatalf("%s: not a processor isa decodes", f)
		}
	}
	compareFiles(t, files)
}

func TestDisassemblyMatchesObjdumpOnScratchKernels(t *testing.T) {
	files, _ := filepath.Glob(os.Getenv("GCNDBG_SCRATCH_CO"))
	if len(files) == 0 {
		t.Skip("GCNDBG_SCRATCH_CO not set")
	}
	compareFiles(t, files)
}
