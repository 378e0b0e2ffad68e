// Command opcoverage decodes every kernel of AMDGPU code objects (plain ELF
// files or fat binaries, every bundled target) with the interpreter's
// pre-decoder and reports, per target, the operations that decode but have
// no semantics in exec, with how many kernels and instructions use each.
//
//	go run ./internal/cmd/opcoverage [-json] FILE...
//
// It exits 0 when it could read every file, whatever the report says, and
// 2 when a file cannot be read or parsed.
package main

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/isa"
	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/launch"
)

// targetReport is the coverage of all kernels of one target.
type targetReport struct {
	Target       string `json:"target"`
	Objects      int    `json:"code_objects"`
	Kernels      int    `json:"kernels"`
	Instructions int    `json:"instructions"`
	// Functions and FunctionInstructions: the device functions (not
	// kernels) in .text, also counted in Illegal and Unimplemented.
	Functions            int `json:"functions"`
	FunctionInstructions int `json:"function_instructions"`
	Illegal              int `json:"illegal_dwords"`
	// Unimplemented: operation -> use counts.
	Unimplemented map[string]*use `json:"unimplemented"`
	// Invalid: instruction text -> reason (operands the interpreter refuses).
	Invalid map[string]string `json:"invalid,omitempty"`
	// Skipped: kernels not decoded, with why (no descriptor, unknown target).
	Skipped []string `json:"skipped,omitempty"`
}

type use struct {
	Kernels      int `json:"kernels"`
	Instructions int `json:"instructions"`
}

func main() {
	asJSON := flag.Bool("json", false, "print the report as JSON")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: opcoverage [-json] FILE...")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() == 0 {
		flag.Usage()
		os.Exit(2)
	}
	reports := map[string]*targetReport{}
	for _, path := range flag.Args() {
		if err := addFile(reports, path); err != nil {
			fmt.Fprintf(os.Stderr, "opcoverage: %v\n", err)
			os.Exit(2)
		}
	}
	var list []*targetReport
	for _, r := range reports {
		list = append(list, r)
	}
	slices.SortFunc(list, func(a, b *targetReport) int { return strings.Compare(a.Target, b.Target) })
	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(list); err != nil {
			fmt.Fprintf(os.Stderr, "opcoverage: %v\n", err)
			os.Exit(2)
		}
		return
	}
	for _, r := range list {
		printReport(os.Stdout, r)
	}
}

// addFile adds every code object of path (each bundled target of a fat
// binary) to the reports.
func addFile(reports map[string]*targetReport, path string) error {
	f, err := codeobj.Open(path, codeobj.Options{})
	switch {
	case err != nil && !errors.Is(err, codeobj.ErrNoTarget):
		return err
	case err == nil && len(f.Bundles) == 0:
		return addObject(reports, f)
	}
	// A fat binary (ErrNoTarget: several targets, as a ROCm library's
	// .hip_fatbin): every code object of every target, each from its own
	// bytes, since one of several translation units (Debian 13's rocRAND
	// has 15 per target) is not the one Open or --target picks.
	bundles, err := fatbinBundles(path)
	if err != nil {
		return err
	}
	for i, e := range bundles {
		if e.Kind() == "host" || e.Size == 0 {
			continue
		}
		g, err := codeobj.Parse(e.Data(), fmt.Sprintf("%s[entry %d, %s]", path, i, e.TargetID()), codeobj.Options{})
		if err != nil {
			return err
		}
		if err := addObject(reports, g); err != nil {
			return err
		}
	}
	return nil
}

// fatbinBundles lists the offload bundle entries, with their bytes, of a
// host ELF's .hip_fatbin section or of a file of concatenated bundles.
func fatbinBundles(path string) ([]codeobj.BundleEntry, error) {
	ef, err := elf.Open(path)
	if err != nil {
		data, rerr := os.ReadFile(path)
		if rerr != nil || !bytes.HasPrefix(data, []byte(codeobj.BundleMagic)) && !bytes.HasPrefix(data, []byte(codeobj.CompressedBundleMagic)) {
			return nil, err
		}
		return codeobj.ParseBundles(data, path, 0)
	}
	defer ef.Close()
	sec := ef.Section(".hip_fatbin")
	if sec == nil {
		return nil, fmt.Errorf("%s: no .hip_fatbin section", path)
	}
	data, err := sec.Data()
	if err != nil {
		return nil, fmt.Errorf("%s: .hip_fatbin: %w", path, err)
	}
	return codeobj.ParseBundles(data, path, int64(sec.Offset))
}

// addObject decodes each kernel of one code object from its entry to the
// end of its code, and each device function (RCCL's kernels call some
// 1,500 of them through a table).
func addObject(reports map[string]*targetReport, f *codeobj.File) error {
	proc := f.Target.Processor
	r := reports[proc]
	if r == nil {
		r = &targetReport{Target: proc, Unimplemented: map[string]*use{}, Invalid: map[string]string{}}
		reports[proc] = r
	}
	r.Objects++
	arch, errArch := exec.ArchByName(proc)
	t, errTarget := isa.LookupTarget(proc)
	if err := errors.Join(errArch, errTarget); err != nil {
		why := strings.ReplaceAll(err.Error(), "\n", "; ")
		r.Skipped = append(r.Skipped, fmt.Sprintf("%s: all %d kernels: %s", f.Name, len(f.Kernels), why))
		return nil
	}
	textAddr, text, err := f.Text()
	if err != nil {
		return err
	}
	// extent is the code at addr: size bytes, and when size was measured
	// to the next kernel or function (a symbol without a size, as
	// Tensile's assembly kernels have: codeobj's ExtentToNext, as
	// llvm-objdump goes on to the next symbol, not to the end of .text
	// through every later kernel), without the zero padding before it
	// (v_illegal on gfx11), which llvm-objdump skips as "...".
	extent := func(addr, size uint64, measured bool) (start, end uint64, ok bool) {
		if addr < textAddr || addr-textAddr >= uint64(len(text)) {
			return 0, 0, false
		}
		start, end = addr-textAddr, uint64(len(text))
		if size > 0 && start+size <= end {
			end = start + size
		}
		for measured && end >= start+4 && binary.LittleEndian.Uint32(text[end-4:]) == 0 {
			end -= 4
		}
		return start, end, true
	}
	add := func(name string, cfg exec.KernelConfig, start, end uint64, c *int) bool {
		p, err := exec.NewProgram(arch, t, cfg, name, text[start:end], textAddr+start, 0)
		if err != nil {
			r.Skipped = append(r.Skipped, fmt.Sprintf("%s: %s: %v", f.Name, name, err))
			return false
		}
		cov := p.Coverage()
		*c += cov.Instructions
		r.Illegal += cov.Illegal
		for op, n := range cov.Unimplemented {
			u := r.Unimplemented[op]
			if u == nil {
				u = &use{}
				r.Unimplemented[op] = u
			}
			u.Kernels++
			u.Instructions += n
		}
		for text, why := range cov.Invalid {
			r.Invalid[text] = why
		}
		return true
	}
	entries := map[uint64]bool{}
	var fcfg *exec.KernelConfig // device functions: the largest register allocation of the object's kernels
	for _, k := range f.Kernels {
		entries[k.Entry] = true
		if k.Descriptor == nil {
			r.Skipped = append(r.Skipped, fmt.Sprintf("%s: kernel %s: no kernel descriptor", f.Name, k.Name))
			continue
		}
		start, end, ok := extent(k.Entry, k.CodeSize, k.CodeSizeToNext)
		if !ok {
			r.Skipped = append(r.Skipped, fmt.Sprintf("%s: kernel %s: entry %#x outside .text", f.Name, k.Name, k.Entry))
			continue
		}
		cfg := launch.ConfigFromDescriptor(k.Descriptor)
		if fcfg == nil {
			fcfg = &cfg
		}
		fcfg.GranulatedWorkitemVGPRCount = max(fcfg.GranulatedWorkitemVGPRCount, cfg.GranulatedWorkitemVGPRCount)
		fcfg.GranulatedWavefrontSGPRCount = max(fcfg.GranulatedWavefrontSGPRCount, cfg.GranulatedWavefrontSGPRCount)
		if add("kernel "+k.Name, cfg, start, end, &r.Instructions) {
			r.Kernels++
		}
	}
	for _, s := range f.Symbols {
		if s.Kind != codeobj.SymFunction || entries[s.Value] {
			continue
		}
		entries[s.Value] = true
		size, measured := s.Size, false
		if size == 0 {
			size, measured = f.ExtentToNext(&s)
		}
		start, end, ok := extent(s.Value, size, measured)
		switch {
		case !ok:
			continue // not in .text
		case fcfg == nil:
			// No kernel (rocFFT's library holds only its callback
			// functions): the whole register file, in the target's
			// default wave size (wave32 on RDNA).
			fcfg = &exec.KernelConfig{Wave32: arch.Gen.RDNA(), GranulatedWorkitemVGPRCount: 63, GranulatedWavefrontSGPRCount: 15}
		}
		if add("function "+s.Name, *fcfg, start, end, &r.FunctionInstructions) {
			r.Functions++
		}
	}
	return nil
}

func printReport(w io.Writer, r *targetReport) {
	fmt.Fprintf(w, "%s: %d code objects, %d kernels, %d instructions decoded, %d functions, %d instructions decoded, %d illegal dwords; %d operations without semantics\n",
		r.Target, r.Objects, r.Kernels, r.Instructions, r.Functions, r.FunctionInstructions, r.Illegal, len(r.Unimplemented))
	ops := make([]string, 0, len(r.Unimplemented))
	for op := range r.Unimplemented {
		ops = append(ops, op)
	}
	slices.Sort(ops)
	for _, op := range ops {
		u := r.Unimplemented[op]
		fmt.Fprintf(w, "  %-32s %5d kernels or functions %7d instructions\n", op, u.Kernels, u.Instructions)
	}
	texts := make([]string, 0, len(r.Invalid))
	for t := range r.Invalid {
		texts = append(texts, t)
	}
	slices.Sort(texts)
	for _, t := range texts {
		fmt.Fprintf(w, "  invalid: %s: %s\n", t, r.Invalid[t])
	}
	for _, s := range r.Skipped {
		fmt.Fprintf(w, "  skipped: %s\n", s)
	}
}
