package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/goccy/go-yaml"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/codeobj/codeobjtest"
)

// gcndbg runs the command in-process and returns stdout, stderr and the
// exit status.
func gcndbg(args ...string) (string, string, int) {
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return out.String(), errb.String(), code
}

// oracle holds the LLVM tools the comparisons use.
type oracle struct {
	readelf, objdump, objcopy, bundler string
	// readelfOut holds llvm-readelf's output for files compareTree read
	// in one run.
	readelfOut map[string][]byte
	// kdOut holds llvm-objdump's output for the kernel descriptors of the
	// files compareTree read in one run (see compareTreePrefetch).
	kdOut map[string][]byte
}

// readelfArgs are the arguments readelfFacts runs llvm-readelf with.
var readelfArgs = []string{"-h", "--notes", "--symbols"}

// corpusCounts is what the comparisons covered.
type corpusCounts struct {
	files, kernels, fields, directiveLines, directiveKernels int
	fieldDiffs, directiveDiffs                               int
}

func (c corpusCounts) String() string {
	return fmt.Sprintf("%d code objects, %d kernels, %d values compared with llvm-readelf (%d differ), %d kernel descriptors (%d lines) compared with llvm-objdump (%d differ)",
		c.files, c.kernels, c.fields, c.fieldDiffs, c.directiveKernels, c.directiveLines, c.directiveDiffs)
}

// readelfKernel is what llvm-readelf --notes --symbols tells about a kernel.
type readelfKernel struct {
	name                                  string
	kernarg, group, private, sgprs, vgprs int64
	wavefront                             int64
	hasSymbol                             bool
	symValue, symSize                     uint64
	// nextFunc is the value of the next STT_FUNC symbol of the kernel
	// symbol's section (0: none), the end of a kernel without st_size.
	nextFunc uint64
}

// readelfFacts runs llvm-readelf --notes --symbols and extracts the kernel
// metadata (the note printed as YAML) and the kernel symbols.
func (o oracle) readelfFacts(t *testing.T, path string) (version int, kernels map[string]*readelfKernel, symbols map[string][2]uint64, kdNames []string, targetID string, flags []string) {
	t.Helper()
	out, ok := o.readelfOut[path]
	if !ok {
		var err error
		out, err = exec.Command(o.readelf, append(readelfArgs, path)...).CombinedOutput()
		if err != nil {
			t.Fatalf("llvm-readelf %s: %v\n%s", path, err, out)
		}
	}
	lines := strings.Split(string(out), "\n")
	var yamlDocs [][]string
	inYAML, v2 := false, false
	symtab, seenSymtab := "", false
	symbols = map[string][2]uint64{}
	symNdx := map[string]string{}
	funcs := map[string][]uint64{} // STT_FUNC values by section index
	abi := -1
	isaProcessor := ""
	for i, l := range lines {
		trimmed := strings.TrimSpace(l)
		switch {
		case strings.HasPrefix(trimmed, "Flags:"):
			// "Flags: 0x73f, gfx90a, xnack+, sramecc"
			for i, f := range strings.Split(strings.TrimPrefix(trimmed, "Flags:"), ",") {
				if i > 0 {
					flags = append(flags, strings.TrimSpace(f))
				}
			}
		case strings.HasPrefix(trimmed, "[Vendor: AMD, Architecture: AMDGPU, Major:"):
			// v2 names the processor in NT_AMD_HSA_ISA_VERSION; its
			// e_flags hold only the xnack and trap handler bits.
			var major, minor, stepping int
			fmt.Sscanf(trimmed, "[Vendor: AMD, Architecture: AMDGPU, Major: %d, Minor: %d, Stepping: %d]", &major, &minor, &stepping)
			isaProcessor = fmt.Sprintf("gfx%d%d%x", major, minor, stepping)
		case strings.HasPrefix(trimmed, "ABI Version:"):
			abi, _ = strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(trimmed, "ABI Version:")))
		case strings.HasPrefix(trimmed, "AMDGPU Metadata:") || strings.HasPrefix(trimmed, "AMD HSA Metadata:"):
			v2 = strings.HasPrefix(trimmed, "AMD HSA")
			if i+1 < len(lines) && strings.TrimSpace(lines[i+1]) == "---" {
				inYAML = true
				yamlDocs = append(yamlDocs, nil) // one document per note
			}
			continue
		case strings.HasPrefix(l, "Symbol table '"):
			symtab = strings.Split(l, "'")[1]
			if symtab == ".symtab" {
				seenSymtab = true
				kdNames = nil
			}
			continue
		}
		if inYAML {
			if trimmed == "---" {
				continue
			}
			if l == "..." {
				inYAML = false
				continue
			}
			yamlDocs[len(yamlDocs)-1] = append(yamlDocs[len(yamlDocs)-1], l)
			continue
		}
		if symtab != "" && (symtab == ".symtab" || !seenSymtab) {
			f := strings.Fields(l)
			if len(f) == 8 && strings.HasSuffix(f[0], ":") {
				val, _ := strconv.ParseUint(f[1], 16, 64)
				size, _ := strconv.ParseUint(f[2], 0, 64)
				symbols[f[7]] = [2]uint64{val, size}
				symNdx[f[7]] = f[6]
				if f[3] == "FUNC" {
					funcs[f[6]] = append(funcs[f[6]], val)
				}
				if (f[3] == "OBJECT" && strings.HasSuffix(f[7], ".kd")) || f[3] == "AMDGPU_HSA_KERNEL" {
					kdNames = append(kdNames, strings.TrimSuffix(f[7], ".kd"))
				}
			}
		}
	}
	switch {
	case v2 || abi == 0:
		version = 2
	default:
		version = abi + 2
	}
	// A code object linked from several objects has one metadata note
	// per object (Tensile's libraries); their kernels are all listed.
	key := "amdhsa.kernels"
	if v2 {
		key = "Kernels"
	}
	var list []any
	for i, doc := range yamlDocs {
		var md map[string]any
		if err := yaml.Unmarshal([]byte(strings.Join(doc, "\n")), &md); err != nil {
			t.Fatalf("%s: parsing llvm-readelf's metadata YAML: %v", path, err)
		}
		if i == 0 {
			targetID, _ = md["amdhsa.target"].(string)
		}
		l, _ := md[key].([]any)
		list = append(list, l...)
	}
	kernels = map[string]*readelfKernel{}
	for _, e := range list {
		m, _ := e.(map[string]any)
		k := &readelfKernel{}
		if v2 {
			k.name, _ = m["Name"].(string)
			cp, _ := m["CodeProps"].(map[string]any)
			k.kernarg, k.group, k.private = num(cp["KernargSegmentSize"]), num(cp["GroupSegmentFixedSize"]), num(cp["PrivateSegmentFixedSize"])
			k.sgprs, k.vgprs, k.wavefront = num(cp["NumSGPRs"]), num(cp["NumVGPRs"]), num(cp["WavefrontSize"])
		} else {
			sym, _ := m[".symbol"].(string)
			k.name = strings.TrimSuffix(sym, ".kd")
			k.kernarg, k.group, k.private = num(m[".kernarg_segment_size"]), num(m[".group_segment_fixed_size"]), num(m[".private_segment_fixed_size"])
			k.sgprs, k.vgprs, k.wavefront = num(m[".sgpr_count"]), num(m[".vgpr_count"]), num(m[".wavefront_size"])
		}
		if s, ok := symbols[k.name]; ok {
			k.hasSymbol, k.symValue, k.symSize = true, s[0], s[1]
			for _, v := range funcs[symNdx[k.name]] {
				if v > k.symValue && (k.nextFunc == 0 || v < k.nextFunc) {
					k.nextFunc = v
				}
			}
		}
		kernels[k.name] = k
	}
	if version == 2 && isaProcessor != "" {
		flags = []string{isaProcessor}
	}
	return version, kernels, symbols, kdNames, targetID, flags
}

func num(v any) int64 {
	switch x := v.(type) {
	case uint64:
		return int64(x)
	case int64:
		return x
	case int:
		return int64(x)
	case float64:
		return int64(x)
	case string:
		n, _ := strconv.ParseInt(x, 0, 64)
		return n
	}
	return -1
}

// objdumpDirectives returns the lines llvm-objdump prints under each
// <name.kd> label of path, and how many such labels there are: from the
// joint run of compareTreePrefetch where it decoded every descriptor,
// else from a run of llvm-objdump -D -j .rodata over the kernel
// descriptors' address range (the whole of .rodata can hold data tables
// that llvm-objdump 22 crashes on).
func (o oracle) objdumpDirectives(t *testing.T, path string, kdAddrs []uint64) ([]string, int) {
	t.Helper()
	if len(kdAddrs) == 0 {
		return nil, 0
	}
	if out, ok := o.kdOut[path]; ok && !bytes.Contains(out, []byte("; error decoding ")) {
		if lines, blocks := directiveLines(string(out)); blocks == len(kdAddrs) {
			return lines, blocks
		}
	}
	lo, hi := kdAddrs[0], kdAddrs[0]
	for _, a := range kdAddrs {
		lo, hi = min(lo, a), max(hi, a)
	}
	out, err := exec.Command(o.objdump, "-D", "-j", ".rodata",
		fmt.Sprintf("--start-address=%#x", lo), fmt.Sprintf("--stop-address=%#x", hi+64), path).CombinedOutput()
	if err != nil {
		t.Fatalf("llvm-objdump %s: %v\n%s", path, err, out)
	}
	return directiveLines(string(out))
}

// directiveLines returns the lines from each "<...kd>:" label to the next
// blank line, and the number of labels.
func directiveLines(s string) ([]string, int) {
	var lines []string
	in, blocks := false, 0
	for _, l := range strings.Split(s, "\n") {
		if strings.HasSuffix(l, ".kd>:") {
			in = true
			blocks++
		}
		if l == "" {
			in = false
		}
		if in {
			lines = append(lines, l)
		}
	}
	return lines, blocks
}

// jsonReport is the part of `info --json` the comparisons read.
type jsonReport struct {
	Version int    `json:"version"`
	Type    string `json:"type"`
	Target  struct {
		ID             string `json:"id"`
		Processor      string `json:"processor"`
		XNACK          string `json:"xnack"`
		SRAMECC        string `json:"sramecc"`
		GenericVersion int64  `json:"generic_version"`
	} `json:"target"`
	Kernels []struct {
		Name          string           `json:"name"`
		Entry         uint64           `json:"entry"`
		CodeSize      uint64           `json:"code_size"`
		Descriptor    map[string]int64 `json:"descriptor"`
		AmdKernelCode map[string]int64 `json:"amd_kernel_code_t"`
		Metadata      map[string]any   `json:"metadata"`
		Resources     map[string]int64 `json:"-"`
		Res           struct {
			Wavefront int64 `json:"wavefront_size"`
			VGPRs     int64 `json:"vgprs"`
			SGPRs     int64 `json:"sgprs"`
			LDS       int64 `json:"lds_bytes"`
			Scratch   int64 `json:"scratch_bytes_per_lane"`
		} `json:"resources"`
	} `json:"kernels"`
}

// compareCodeObject checks `gcndbg info` on path (with extra flags such as
// --target) against llvm-readelf and llvm-objdump run on oraclePath (the
// same code object, cut out of a fat binary by the oracle's own tools).
func (o oracle) compareCodeObject(t *testing.T, path, oraclePath string, extra []string, c *corpusCounts) {
	t.Helper()
	version, rk, syms, kdNames, targetID, flags := o.readelfFacts(t, oraclePath)
	stdout, stderr, code := gcndbg(append([]string{"info", "--json", path}, extra...)...)
	if code != 0 {
		t.Errorf("%s: gcndbg info exit %d: %s", path, code, stderr)
		return
	}
	var rep jsonReport
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatalf("%s: info --json output: %v", path, err)
	}
	c.files++
	eq := func(what string, got, want int64) {
		if want < 0 {
			return // llvm-readelf shows no such key (v2 CodeProps are optional)
		}
		c.fields++
		if got != want {
			c.fieldDiffs++
			t.Errorf("%s: %s = %d, llvm-readelf says %d", path, what, got, want)
		}
	}
	eq("code object version", int64(rep.Version), int64(version))
	if len(flags) > 0 {
		// llvm-readelf -h decodes e_flags: "gfx90a, xnack+, sramecc",
		// "gfx9-generic, xnack, generic_v1" (a bare feature means "any").
		c.fields++
		want := struct{ proc, xnack, sramecc string }{flags[0], "unsupported", "unsupported"}
		var generic int64
		for _, f := range flags[1:] {
			feat := map[string]string{"": "any", "+": "on", "-": "off"}
			switch {
			case strings.HasPrefix(f, "xnack"):
				want.xnack = feat[strings.TrimPrefix(f, "xnack")]
			case strings.HasPrefix(f, "sramecc"):
				want.sramecc = feat[strings.TrimPrefix(f, "sramecc")]
			case strings.HasPrefix(f, "generic_v"):
				generic, _ = strconv.ParseInt(strings.TrimPrefix(f, "generic_v"), 10, 64)
			}
		}
		got := rep.Target
		switch {
		case got.Processor != want.proc:
			c.fieldDiffs++
			t.Errorf("%s: processor %s, llvm-readelf -h says %s", path, got.Processor, want.proc)
		case version >= 4 && (got.XNACK != want.xnack || got.SRAMECC != want.sramecc || got.GenericVersion != generic):
			c.fieldDiffs++
			t.Errorf("%s: xnack %s, sramecc %s, generic version %d; llvm-readelf -h says %v", path, got.XNACK, got.SRAMECC, got.GenericVersion, flags)
		}
	}
	if targetID != "" && version >= 4 {
		// The metadata's target ID (v4+ spell out the xnack/sramecc
		// settings) against the target decoded from e_flags.
		c.fields++
		if want := strings.TrimPrefix(targetID, "amdgcn-amd-amdhsa--"); rep.Target.ID != want {
			c.fieldDiffs++
			t.Errorf("%s: target ID %q, llvm-readelf's amdhsa.target says %q", path, rep.Target.ID, want)
		}
	}
	var names []string
	for _, k := range rep.Kernels {
		names = append(names, k.Name)
	}
	sort.Strings(names)
	sort.Strings(kdNames)
	if strings.Join(names, ",") != strings.Join(kdNames, ",") {
		t.Errorf("%s: kernels %v, llvm-readelf's kernel symbols %v", path, names, kdNames)
	}
	for _, k := range rep.Kernels {
		want, ok := rk[k.Name]
		if !ok {
			t.Errorf("%s: kernel %s is not in llvm-readelf's metadata", path, k.Name)
			continue
		}
		c.kernels++
		n := path + " kernel " + k.Name
		m := k.Metadata
		eq(n+" metadata .kernarg_segment_size", num(m[".kernarg_segment_size"]), want.kernarg)
		eq(n+" metadata .group_segment_fixed_size", num(m[".group_segment_fixed_size"]), want.group)
		eq(n+" metadata .private_segment_fixed_size", num(m[".private_segment_fixed_size"]), want.private)
		eq(n+" metadata .sgpr_count", num(m[".sgpr_count"]), want.sgprs)
		eq(n+" metadata .vgpr_count", num(m[".vgpr_count"]), want.vgprs)
		eq(n+" metadata .wavefront_size", num(m[".wavefront_size"]), want.wavefront)
		eq(n+" resources.vgprs", k.Res.VGPRs, want.vgprs)
		eq(n+" resources.sgprs", k.Res.SGPRs, want.sgprs)
		// From the descriptor / amd_kernel_code_t bytes, not the metadata.
		eq(n+" resources.wavefront_size", k.Res.Wavefront, want.wavefront)
		eq(n+" resources.lds_bytes", k.Res.LDS, want.group)
		eq(n+" resources.scratch_bytes_per_lane", k.Res.Scratch, want.private)
		if d := k.Descriptor; d != nil {
			eq(n+" GROUP_SEGMENT_FIXED_SIZE", d["GROUP_SEGMENT_FIXED_SIZE"], want.group)
			eq(n+" PRIVATE_SEGMENT_FIXED_SIZE", d["PRIVATE_SEGMENT_FIXED_SIZE"], want.private)
		}
		if a := k.AmdKernelCode; a != nil {
			eq(n+" kernarg_segment_byte_size", a["kernarg_segment_byte_size"], want.kernarg)
			eq(n+" wavefront_sgpr_count", a["wavefront_sgpr_count"], want.sgprs)
			eq(n+" workitem_vgpr_count", a["workitem_vgpr_count"], want.vgprs)
		}
		if version >= 3 && want.hasSymbol {
			switch {
			case want.symSize != 0:
				eq(n+" code_size (kernel symbol st_size)", int64(k.CodeSize), int64(want.symSize))
			case want.nextFunc != 0:
				eq(n+" code_size (st_size 0: to the next function symbol)", int64(k.CodeSize), int64(want.nextFunc-want.symValue))
			case k.CodeSize == 0:
				// To the section's end: TestDisasmKernelWithoutSizeIsWhole
				// checks that against the section headers.
				t.Errorf("%s: code_size 0 for a kernel symbol without st_size", n)
			}
			if rep.Type == "ET_DYN" {
				eq(n+" entry (kernel symbol st_value, via KERNEL_CODE_ENTRY_BYTE_OFFSET)", int64(k.Entry), int64(want.symValue))
			}
		}
	}
	if version < 3 {
		return
	}
	var kdAddrs []uint64
	for _, n := range kdNames {
		kdAddrs = append(kdAddrs, syms[n+".kd"][0])
	}
	wantLines, blocks := o.objdumpDirectives(t, oraclePath, kdAddrs)
	stdout, stderr, code = gcndbg(append([]string{"info", "--directives", path}, extra...)...)
	if code != 0 {
		t.Errorf("%s: gcndbg info --directives exit %d: %s", path, code, stderr)
		return
	}
	gotLines, gotBlocks := directiveLines(stdout)
	if gotBlocks != blocks {
		t.Errorf("%s: %d kernel descriptors, llvm-objdump prints %d", path, gotBlocks, blocks)
	}
	for i := 0; i < max(len(gotLines), len(wantLines)); i++ {
		var g, w string
		if i < len(gotLines) {
			g = gotLines[i]
		}
		if i < len(wantLines) {
			w = wantLines[i]
		}
		if g != w {
			c.directiveDiffs++
			t.Errorf("%s: directive line %d: got %q, llvm-objdump prints %q", path, i+1, g, w)
			break
		}
	}
	c.directiveKernels += blocks
	c.directiveLines += len(wantLines)
}

// compareFatBinary cuts every AMDGPU code object out of a fat binary with
// llvm-objcopy and clang-offload-bundler and compares `info --target` on
// the fat binary with the oracles run on the cut-out object.
func (o oracle) compareFatBinary(t *testing.T, path string, c *corpusCounts) {
	t.Helper()
	dir := t.TempDir()
	bundle := path
	if isHostELF(path) {
		bundle = filepath.Join(dir, "fatbin")
		if out, err := exec.Command(o.objcopy, "-O", "binary", "--only-section=.hip_fatbin", path, bundle).CombinedOutput(); err != nil {
			t.Fatalf("llvm-objcopy %s: %v\n%s", path, err, out)
		}
	}
	out, err := exec.Command(o.bundler, "--list", "--type=o", "--input="+bundle).CombinedOutput()
	if err != nil {
		t.Fatalf("clang-offload-bundler --list %s: %v\n%s", path, err, out)
	}
	var ids []string
	for _, id := range strings.Fields(string(out)) {
		if strings.Contains(id, "amdgcn") {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		t.Errorf("%s: clang-offload-bundler lists no AMDGPU code object", path)
	}
	for i, id := range ids {
		co := filepath.Join(dir, fmt.Sprintf("%d.co", i))
		if out, err := exec.Command(o.bundler, "--unbundle", "--type=o", "--input="+bundle, "--targets="+id, "--output="+co).CombinedOutput(); err != nil {
			t.Fatalf("clang-offload-bundler --unbundle %s %s: %v\n%s", path, id, err, out)
		}
		_, target, _ := strings.Cut(id, "--")
		o.compareCodeObject(t, path, co, []string{"--target", target}, c)
	}
	// Without --target, a fat binary with several code objects is bad
	// input and the error lists the targets.
	if len(ids) > 1 {
		_, stderr, code := gcndbg("info", path)
		if code != exitBadInput || !strings.Contains(stderr, "--target") {
			t.Errorf("%s without --target: exit %d, %q; want exit 2 listing the targets", path, code, stderr)
		}
		_, stderr, code = gcndbg("info", path, "--target", "gfx1")
		if code != exitBadInput || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%s --target gfx1: exit %d, %q; want exit 2 and one line", path, code, stderr)
		}
	}
}

func readMagic(path string) []byte {
	f, err := os.Open(path)
	if err != nil {
		return nil
	}
	defer f.Close()
	b := make([]byte, 24)
	n, _ := f.Read(b)
	return b[:n]
}

func isELF(path string) bool { return bytes.HasPrefix(readMagic(path), []byte("\x7fELF")) }

// isAMDGPUELF reads e_machine directly (EM_AMDGPU = 224).
func isAMDGPUELF(path string) bool {
	b := readMagic(path)
	return len(b) >= 20 && bytes.HasPrefix(b, []byte("\x7fELF")) && b[18] == 224 && b[19] == 0
}

func isHostELF(path string) bool { return isELF(path) && !isAMDGPUELF(path) }

func isBundle(path string) bool {
	b := readMagic(path)
	return bytes.HasPrefix(b, []byte("__CLANG_OFFLOAD_BUNDLE__")) || bytes.HasPrefix(b, []byte("CCOB"))
}

// codeObjects lists the files under dir that are code objects or fat
// binaries.
func codeObjects(t *testing.T, dir string) []string {
	var files []string
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() && (isELF(p) || isBundle(p)) {
			files = append(files, p)
		}
		return nil
	})
	sort.Strings(files)
	return files
}

func newOracle(t *testing.T) oracle {
	return oracle{
		readelf: llvmtool.Path(t, "llvm-readelf"), objdump: llvmtool.Path(t, "llvm-objdump"),
		objcopy: llvmtool.Path(t, "llvm-objcopy"), bundler: llvmtool.Path(t, "clang-offload-bundler"),
	}
}

func (o oracle) compareTree(t *testing.T, files []string) corpusCounts {
	var c corpusCounts
	o.compareTreePrefetch(t, files)
	for _, f := range files {
		switch {
		case isAMDGPUELF(f):
			o.compareCodeObject(t, f, f, nil, &c)
		case isHostELF(f) || isBundle(f):
			o.compareFatBinary(t, f, &c)
		}
	}
	return c
}

// compareTreePrefetch runs llvm-readelf once for all the code objects
// among files, and llvm-objdump once for all their kernel descriptors
// (-D --disassemble-symbols naming every file's NAME.kd symbols, grouped
// by processor by llvmtool.Outputs). llvm-objdump 22 decodes a
// descriptor symbol only when its region, up to the next symbol or the
// section's end, is 64 bytes: where .rodata has unlabelled data after the
// last descriptor (matmul-O0 and hip_kernels-O0 in testdata, 30 files) it
// prints "error decoding NAME.kd: kernel descriptor must be 64-byte
// aligned", and objdumpDirectives reruns that file alone over the
// descriptors' address range, which cuts the region at 64 bytes.
func (o *oracle) compareTreePrefetch(t *testing.T, files []string) {
	var elfs []string
	for _, f := range files {
		if isAMDGPUELF(f) {
			elfs = append(elfs, f)
		}
	}
	o.readelfOut = llvmtool.Outputs(t, o.readelf, "", readelfArgs, elfs)
	seen := map[string]bool{}
	var names []string
	var withKD []string // code object v3+ (v2 has no descriptors)
	for _, f := range elfs {
		version, _, _, kds, _, _ := o.readelfFacts(t, f)
		if version < 3 || len(kds) == 0 {
			continue
		}
		withKD = append(withKD, f)
		for _, n := range kds {
			if !seen[n] {
				seen[n] = true
				names = append(names, n+".kd")
			}
		}
	}
	if len(names) > 0 {
		o.kdOut = llvmtool.Outputs(t, o.objdump, "", []string{"-D", "--disassemble-symbols=" + strings.Join(names, ",")}, withKD)
	}
}

// mgpusimDir is the vendored MGPUSim corpus (testdata/corpus/mgpusim).
var mgpusimDir = filepath.Join("..", "..", "testdata", "corpus", "mgpusim")

func TestInfoMatchesLLVMOnTestdataKernels(t *testing.T) {
	o := newOracle(t)
	files := codeObjects(t, filepath.Join("..", "..", "testdata", "co"))
	if len(files) == 0 {
		t.Fatal("no code objects under testdata/co")
	}
	c := o.compareTree(t, files)
	t.Logf("testdata: %v", c)
	fmt.Printf("info oracle summary, testdata: %v\n", c)
}

// TestInfoMatchesLLVMOnScratchObjects compares code objects outside the
// repository, named by the glob GCNDBG_SCRATCH_CO (e.g. Debian's rocBLAS
// Tensile libraries: exec/README.md "Real RDNA code").
func TestInfoMatchesLLVMOnScratchObjects(t *testing.T) {
	files, _ := filepath.Glob(os.Getenv("GCNDBG_SCRATCH_CO"))
	if len(files) == 0 {
		t.Skip("GCNDBG_SCRATCH_CO not set")
	}
	o := newOracle(t)
	c := o.compareTree(t, files)
	t.Logf("scratch: %v", c)
}

func TestInfoMatchesLLVMOnMGPUSimCorpus(t *testing.T) {
	o := newOracle(t)
	files := codeObjects(t, mgpusimDir)
	if len(files) == 0 {
		t.Fatalf("no code objects in %s", mgpusimDir)
	}
	c := o.compareTree(t, files)
	t.Logf("mgpusim: %v", c)
	fmt.Printf("info oracle summary, mgpusim: %v\n", c)
}

// rocmCorpus returns the directory of rocRAND's extraction (debs/, ext/,
// co/librocrand1/*.co as scripts/debian-rocm-extract.sh lays it out):
// $GCNDBG_ROCM_CORPUS, else the user cache directory, where it is fetched
// with apt-get when missing.
func rocmCorpus(t *testing.T) string {
	d := os.Getenv("GCNDBG_ROCM_CORPUS")
	if d == "" {
		cache, err := os.UserCacheDir()
		if err != nil {
			cache = os.TempDir()
		}
		d = filepath.Join(cache, "gcndbg", "rocm-corpus")
	}
	if fs, _ := filepath.Glob(filepath.Join(d, "co", "librocrand1", "*.co")); len(fs) > 0 {
		return d
	}
	if _, err := exec.LookPath("apt-get"); err != nil {
		if llvmtool.Required() {
			t.Fatalf("rocRAND corpus missing in %s and apt-get is not there to fetch it", d)
		}
		t.Skip("rocRAND corpus missing; fetching it needs apt-get")
	}
	t.Logf("fetching librocrand1 into %s", d)
	start := time.Now()
	fetchRocRAND(t, d)
	t.Logf("fetched in %v", time.Since(start).Round(time.Second))
	return d
}

// fetchRocRAND does what debian-rocm-extract.sh does for librocrand1:
// apt-get download, dpkg -x, cut .hip_fatbin out with llvm-objcopy and
// split its offload bundles into per-target code objects. The splitting
// is this test's own (the layout is in scripts/debian-rocm-extract.sh), so
// the inputs do not depend on the parser under test.
func fetchRocRAND(t *testing.T, d string) {
	run := func(dir string, name string, args ...string) {
		cmd := exec.Command(name, args...)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s %v: %v\n%s", name, args, err, out)
		}
	}
	debs, ext, co := filepath.Join(d, "debs"), filepath.Join(d, "ext", "librocrand1"), filepath.Join(d, "co", "librocrand1")
	for _, dir := range []string{debs, ext, co} {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	run(debs, "apt-get", "download", "librocrand1")
	deb, _ := filepath.Glob(filepath.Join(debs, "librocrand1_*.deb"))
	if len(deb) == 0 {
		t.Fatal("apt-get download librocrand1 left no .deb")
	}
	run(d, "dpkg", "-x", deb[0], ext)
	so := rocRANDLibrary(t, d)
	fatbin := filepath.Join(d, "fatbin.bin")
	run(d, llvmtool.Path(t, "llvm-objcopy"), "-O", "binary", "--only-section=.hip_fatbin", so, fatbin)
	data, err := os.ReadFile(fatbin)
	if err != nil {
		t.Fatal(err)
	}
	const magic = "__CLANG_OFFLOAD_BUNDLE__"
	le := func(b []byte) uint64 {
		var v uint64
		for i := 7; i >= 0; i-- {
			v = v<<8 | uint64(b[i])
		}
		return v
	}
	idx := 0
	for pos := bytes.Index(data, []byte(magic)); pos >= 0; idx++ {
		n, p := le(data[pos+24:]), pos+32
		for i := uint64(0); i < n; i++ {
			off, size, idlen := le(data[p:]), le(data[p+8:]), le(data[p+16:])
			id := string(data[p+24 : p+24+int(idlen)])
			p += 24 + int(idlen)
			if size == 0 || !strings.Contains(id, "amdgcn") {
				continue
			}
			_, arch, _ := strings.Cut(id, "--")
			name := fmt.Sprintf("b%03d_%s.co", idx, strings.ReplaceAll(arch, ":", "_"))
			if err := os.WriteFile(filepath.Join(co, name), data[pos+int(off):pos+int(off+size)], 0o644); err != nil {
				t.Fatal(err)
			}
		}
		next := bytes.Index(data[pos+24:], []byte(magic))
		if next < 0 {
			break
		}
		pos += 24 + next
	}
}

// rocRANDLibrary is the extracted host library that holds .hip_fatbin.
func rocRANDLibrary(t *testing.T, d string) string {
	var so string
	filepath.WalkDir(filepath.Join(d, "ext", "librocrand1"), func(p string, e os.DirEntry, err error) error {
		if err == nil && e.Type().IsRegular() && strings.Contains(e.Name(), ".so.") && so == "" {
			so = p
		}
		return nil
	})
	if so == "" {
		t.Fatalf("no librocrand .so under %s", d)
	}
	return so
}

func TestInfoMatchesLLVMOnRocRAND(t *testing.T) {
	o := newOracle(t)
	compareRocRAND(t, &o, rocmCorpus(t))
}

// Debian 13's rocRAND (scripts/setup.sh fetches it): its RDNA objects,
// gfx1010, gfx1030 and gfx1100-1102, cut out and picked by --target.
func TestInfoMatchesLLVMOnRocRANDTrixieRDNA(t *testing.T) {
	o := newOracle(t)
	d := llvmtool.RocRANDTrixie(t)
	if n := len(llvmtool.RocRANDTrixieObjects(t)); n != 5 {
		t.Fatalf("%d RDNA objects", n)
	}
	compareRocRAND(t, &o, d)
}

// compareRocRAND compares info on the code objects of a rocRAND extraction
// (d/co/librocrand1/*.co, one bundle per target) and on the host library
// with --target with the oracles.
func compareRocRAND(t *testing.T, o *oracle, d string) {
	files := codeObjects(t, filepath.Join(d, "co", "librocrand1"))
	if len(files) == 0 {
		t.Fatalf("no code objects in %s", d)
	}
	c := o.compareTree(t, files)
	t.Logf("rocRAND: %v", c)
	fmt.Printf("info oracle summary, rocRAND: %v\n", c)

	// The same code objects picked out of the host library's .hip_fatbin
	// by gcndbg itself (--target), against the oracles on the cut-out ones.
	so := rocRANDLibrary(t, d)
	var fc corpusCounts
	for _, f := range files {
		_, arch, _ := strings.Cut(strings.TrimSuffix(filepath.Base(f), ".co"), "_")
		target := strings.Replace(strings.Replace(arch, "_xnack", ":xnack", 1), "_sramecc", ":sramecc", 1)
		o.compareCodeObject(t, so, f, []string{"--target", target}, &fc)
	}
	t.Logf("rocRAND host library with --target: %v", fc)
	fmt.Printf("info oracle summary, rocRAND host library with --target: %v\n", fc)
}

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

// sweepKernel exercises LDS, scratch, a non-inlined recursive call
// (dynamic stack) and by-value arguments.
const sweepKernel = `__attribute__((noinline)) int rec(__global int *p, int n) { return n <= 0 ? p[0] : rec(p, n - 1) + p[n]; }
__kernel void sweep(__global int *o, __global const int *in, int k, float s) {
  __local int l[128];
  int priv[24];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  for (int j = 0; j < 24; j++) priv[j] = in[j + t] * k;
  l[t & 127] = priv[k % 24];
  __builtin_amdgcn_s_barrier();
  o[t] = l[(t + k) & 127] + rec(o, k) + (int)(s * 2.0f);
}
__kernel void tiny(__global float *o) { o[__builtin_amdgcn_workitem_id_x()] = 1.0f; }
__kernel void big(__global float *o, __global const float *in) {
  unsigned t = __builtin_amdgcn_workitem_id_x();
  float a[48];
  #pragma unroll
  for (int j = 0; j < 48; j++) a[j] = in[t * 48 + j];
  float s = 0;
  #pragma unroll
  for (int j = 0; j < 48; j++) s += a[j] * a[47 - j] + a[(j * 7) % 48];
  #pragma unroll
  for (int j = 0; j < 48; j++) o[t * 48 + j] = a[j] * s;
}
__kernel void huge(__global float *o, __global const float *in) {
  unsigned t = __builtin_amdgcn_workitem_id_x();
  float a[160];
  #pragma unroll
  for (int j = 0; j < 160; j++) a[j] = in[t * 160 + j];
  float s = 0;
  #pragma unroll
  for (int j = 0; j < 160; j++) s += a[j] * a[159 - j] + a[(j * 7) % 160];
  #pragma unroll
  for (int j = 0; j < 160; j++) o[t * 160 + j] = a[j] * s;
}
__kernel void __attribute__((reqd_work_group_size(64, 1, 1))) lds(__global int *o) {
  __local int l[8192];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  l[t] = t;
  __builtin_amdgcn_s_barrier();
  o[t] = l[(t + 1) & 8191];
}
__kernel void __attribute__((reqd_work_group_size(64, 1, 1))) lds24k(__global int *o) {
  __local int l[6000];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  l[t] = t;
  __builtin_amdgcn_s_barrier();
  o[t] = l[(t + 7) % 6000];
}
`

// llvmOccupancy reads the "; Occupancy: N" comments the AMDGPU backend
// writes after each kernel in its assembly output.
func llvmOccupancy(asm string) map[string]int64 {
	occ := map[string]int64{}
	fn := ""
	for _, l := range strings.Split(asm, "\n") {
		// A function label: "big:                ; @big".
		if f := strings.Fields(l); len(f) > 0 && strings.HasSuffix(f[0], ":") && l[0] != '.' && l[0] != '\t' && l[0] != ' ' && l[0] != ';' {
			fn = strings.TrimSuffix(f[0], ":")
		}
		if rest, ok := strings.CutPrefix(strings.TrimSpace(l), "; Occupancy:"); ok {
			n, _ := strconv.ParseInt(strings.TrimSpace(rest), 10, 64)
			occ[fn] = n
		}
	}
	return occ
}

// TestInfoMatchesLLVMAcrossProcessorsAndOptions builds a kernel with
// clang-22 for every processor family, both wavefront sizes, code object
// versions 4 to 6, explicit xnack/sramecc settings, kernarg preload and
// GFX10+ CU mode, and compares gcndbg info with llvm-readelf and llvm-objdump on each.
func TestInfoMatchesLLVMAcrossProcessorsAndOptions(t *testing.T) {
	o := newOracle(t)
	clang, lld := llvmtool.Path(t, "clang"), llvmtool.Path(t, "ld.lld")
	dir := t.TempDir()
	src := filepath.Join(dir, "sweep.cl")
	if err := os.WriteFile(src, []byte(sweepKernel), 0o644); err != nil {
		t.Fatal(err)
	}
	builds := [][]string{
		{"-mcpu=gfx803"}, {"-mcpu=gfx900"}, {"-mcpu=gfx906:sramecc+:xnack-"}, {"-mcpu=gfx908:xnack+"},
		{"-mcpu=gfx909"}, {"-mcpu=gfx90c"}, {"-mcpu=gfx90a:sramecc-:xnack+"}, {"-mcpu=gfx942"},
		{"-mcpu=gfx950"}, {"-mcpu=gfx1010"}, {"-mcpu=gfx1012", "-mwavefrontsize64"}, {"-mcpu=gfx1030"},
		{"-mcpu=gfx1036", "-mwavefrontsize64"}, {"-mcpu=gfx1100"}, {"-mcpu=gfx1101", "-mwavefrontsize64"},
		{"-mcpu=gfx1103"}, {"-mcpu=gfx1151"}, {"-mcpu=gfx1200"}, {"-mcpu=gfx1201", "-mwavefrontsize64"},
		{"-mcpu=gfx9-generic"}, {"-mcpu=gfx10-1-generic"}, {"-mcpu=gfx11-generic"}, {"-mcpu=gfx12-generic"},
		{"-mcpu=gfx90a", "-mcode-object-version=4"}, {"-mcpu=gfx1030", "-mcode-object-version=5"},
		{"-mcpu=gfx942", "-mllvm", "-amdgpu-kernarg-preload-count=3"},
		{"-mcpu=gfx90a", "-mllvm", "-amdgpu-kernarg-preload-count=1"},
		// CU mode (WGP_MODE 0): a work-group's LDS comes from one CU's
		// 64 KiB instead of the WGP's 128 KiB, and two SIMDs share it, so
		// lds24k's occupancy differs from the WGP-mode builds' (gfx1100
		// wave32: 2 waves per SIMD, 3 in WGP mode).
		{"-mcpu=gfx1100", "-mcumode"}, {"-mcpu=gfx1030", "-mcumode", "-mwavefrontsize64"}, {"-mcpu=gfx1200", "-mcumode"},
	}
	var c corpusCounts
	occupancies := 0
	type build struct {
		flags        []string
		asm, obj, co string
	}
	var built []build
	for i, flags := range builds {
		// One code generation per build: the assembly (whose "; Occupancy:"
		// comments are the backend's figures) is assembled into the object.
		asm := filepath.Join(dir, fmt.Sprintf("%d.s", i))
		obj, co := filepath.Join(dir, fmt.Sprintf("%d.o", i)), filepath.Join(dir, fmt.Sprintf("%d.co", i))
		args := append([]string{"-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-O2", "-w", "-S", src, "-o", asm}, flags...)
		if out, err := exec.Command(clang, args...).CombinedOutput(); err != nil {
			t.Errorf("clang %v: %v\n%s", flags, err, out)
			continue
		}
		args = append([]string{"-x", "assembler", "-target", "amdgcn-amd-amdhsa", "-w", "-c", asm, "-o", obj}, flags...)
		if out, err := exec.Command(clang, args...).CombinedOutput(); err != nil {
			t.Fatalf("clang -x assembler %v: %v\n%s", flags, err, out)
		}
		if out, err := exec.Command(lld, "-shared", obj, "-o", co).CombinedOutput(); err != nil {
			t.Fatalf("ld.lld: %v\n%s", err, out)
		}
		built = append(built, build{flags, asm, obj, co})
	}
	// The oracles run once for all the objects (grouped by processor).
	var files []string
	for _, b := range built {
		files = append(files, b.co, b.obj)
	}
	o.compareTreePrefetch(t, files)
	for _, b := range built {
		flags, asm, obj, co := b.flags, b.asm, b.obj, b.co
		o.compareCodeObject(t, co, co, nil, &c)
		o.compareCodeObject(t, obj, obj, nil, &c) // ET_REL
		text, _ := os.ReadFile(asm)
		want := llvmOccupancy(string(text))
		stdout, stderr, code := gcndbg("info", "--json", co)
		if code != 0 {
			t.Fatalf("info %s: %s", co, stderr)
		}
		var rep struct {
			Kernels []struct {
				Name      string `json:"name"`
				Occupancy struct {
					Waves int64 `json:"waves_per_simd"`
				} `json:"occupancy"`
			} `json:"kernels"`
		}
		if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
			t.Fatal(err)
		}
		for _, k := range rep.Kernels {
			w, ok := want[k.Name]
			if !ok {
				t.Errorf("%v: no \"; Occupancy:\" for %s in the assembly", flags, k.Name)
				continue
			}
			occupancies++
			if k.Occupancy.Waves != w {
				t.Errorf("%v kernel %s: %d waves per SIMD, the AMDGPU backend says %d", flags, k.Name, k.Occupancy.Waves, w)
			}
		}
	}
	t.Logf("processor sweep: %v; %d occupancies compared with the backend's", c, occupancies)
	fmt.Printf("info oracle summary, processor sweep: %v; %d occupancies compared with the backend's\n", c, occupancies)
}

// unknownKeysAsm is a kernel whose metadata carries keys AMDGPUUsage does
// not define, at the top, kernel and argument levels.
const unknownKeysAsm = `.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.text
.globl k
.p2align 8
.type k,@function
k:
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 1
  .amdhsa_accum_offset 4
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.vendor_extension: hello
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 2
    .vgpr_count: 1
    .max_flat_workgroup_size: 256
    .my_tool_key: 42
    .args:
      - .size: 8
        .offset: 0
        .value_kind: global_buffer
        .address_space: global
        .custom_arg_flag: true
...
.end_amdgpu_metadata
`

func TestInfoShowsUnknownMetadataKeys(t *testing.T) {
	o := newOracle(t)
	mc, lld := llvmtool.Path(t, "llvm-mc"), llvmtool.Path(t, "ld.lld")
	dir := t.TempDir()
	src, obj, co := filepath.Join(dir, "k.s"), filepath.Join(dir, "k.o"), filepath.Join(dir, "k.co")
	if err := os.WriteFile(src, []byte(unknownKeysAsm), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx90a", "-filetype=obj", src, "-o", obj).CombinedOutput(); err != nil {
		t.Fatalf("llvm-mc: %v\n%s", err, out)
	}
	if out, err := exec.Command(lld, "-shared", obj, "-o", co).CombinedOutput(); err != nil {
		t.Fatalf("ld.lld: %v\n%s", err, out)
	}
	var c corpusCounts
	o.compareCodeObject(t, co, co, nil, &c)
	text, stderr, code := gcndbg("info", co)
	if code != 0 {
		t.Fatalf("info: %s", stderr)
	}
	for _, want := range []string{`amdhsa.vendor_extension "hello" (unknown key)`, `.my_tool_key 42 (unknown key)`, `.custom_arg_flag true (unknown key)`} {
		if !strings.Contains(text, want) {
			t.Errorf("info does not show %q:\n%s", want, text)
		}
	}
	js, _, _ := gcndbg("info", "--json", co)
	var rep struct {
		Metadata struct {
			Unknown map[string]any `json:"unknown_keys"`
		} `json:"metadata"`
		Kernels []struct {
			Metadata struct {
				Extra map[string]any `json:"extra"`
				Args  []struct {
					Extra map[string]any `json:"extra"`
				} `json:".args"`
			} `json:"metadata"`
		} `json:"kernels"`
	}
	if err := json.Unmarshal([]byte(js), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Metadata.Unknown["amdhsa.vendor_extension"] != "hello" || len(rep.Kernels) != 1 ||
		rep.Kernels[0].Metadata.Extra[".my_tool_key"] != float64(42) || rep.Kernels[0].Metadata.Args[0].Extra[".custom_arg_flag"] != true {
		t.Errorf("info --json lost unknown keys: %s", js)
	}
}

func TestKernelPicksAmongCodeObjectsOfOneTarget(t *testing.T) {
	co := filepath.Join("..", "..", "testdata", "co", "gfx1100")
	first, err := os.ReadFile(filepath.Join(co, "control-O2.co"))
	if err != nil {
		t.Fatal(err)
	}
	second, err := os.ReadFile(filepath.Join(co, "float-O2.co"))
	if err != nil {
		t.Fatal(err)
	}
	f1, err := codeobj.Parse(first, "control", codeobj.Options{})
	if err != nil {
		t.Fatal(err)
	}
	f2, err := codeobj.Parse(second, "float", codeobj.Options{})
	if err != nil {
		t.Fatal(err)
	}
	k := f2.Kernels[0].Name
	if _, err := f1.Kernel(k); err == nil {
		t.Fatalf("both objects define %s", k)
	}
	fat, err := codeobjtest.OneTargetFatbin(llvmtool.Path(t, "clang-offload-bundler"), "gfx1100", first, second)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "lib.hipfb")
	if err := os.WriteFile(path, fat, 0o644); err != nil {
		t.Fatal(err)
	}
	entries := "bundle:    hipv4-amdgcn-amd-amdhsa--gfx1100 (entries: host-x86_64-unknown-linux-gnu- x2, hipv4-amdgcn-amd-amdhsa--gfx1100 x2)"
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"info", path}, "\n           the 1st of 2 code objects for gfx1100; --kernel NAME picks"},
		{[]string{"info", path, "--kernel", k}, "\n           the 2nd of 2 code objects for gfx1100; --kernel NAME picks"},
		{[]string{"info", path, "--target", "gfx1100", "--kernel", k}, "the 2nd of 2 code objects"},
	} {
		out, stderr, code := gcndbg(tt.args...)
		if code != 0 || !strings.Contains(out, tt.want) || !strings.Contains(out, entries) {
			t.Errorf("%v: exit %d, stderr %q; want %q and %q in:\n%.600s", tt.args, code, stderr, tt.want, entries, out)
		}
	}
	out, stderr, code := gcndbg("disasm", path, "--kernel", k)
	if code != 0 || !strings.Contains(out, "<"+k+">:") {
		t.Errorf("disasm --kernel %s: exit %d, %q; want its code", k, code, stderr)
	}
	_, stderr, code = gcndbg("disasm", path, "--kernel", "nosuch")
	if code != exitBadInput || !strings.Contains(stderr, `"nosuch": none of the 2 code objects for gfx1100 defines it`) || strings.Count(stderr, "\n") != 1 {
		t.Errorf("disasm --kernel nosuch: exit %d, %q; want exit 2 and one line", code, stderr)
	}
}
