package main

import (
	"encoding/json"
	"fmt"
	"github.com/gcndbg/gcndbg/internal/safetext"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/gcndbg/gcndbg/model/codeobj"
)

func init() { register(newInfoCmd) }

func newInfoCmd() *cobra.Command {
	var asJSON, directives bool
	var kernel, target string
	cmd := &cobra.Command{
		Use:   "info FILE [--json] [--kernel NAME] [--target T] [--directives]",
		Short: "Show a code object's target, kernels, descriptors, metadata, resources and occupancy",
		Long: `info prints the target and code object version, and per kernel every kernel
descriptor field by its AMDGPUUsage name, the metadata (unknown keys too), the
resource use (VGPRs, AGPRs, SGPRs with the VCC/FLAT_SCRATCH/XNACK_MASK
reservations, LDS, scratch) and the occupancy in waves per SIMD with the
resource that limits it. --directives prints each kernel descriptor as the
.amdhsa_kernel block llvm-objdump -D prints.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			f, err := codeobj.Open(args[0], codeobj.Options{Target: target, Kernel: kernel})
			if err != nil {
				return badInput(err)
			}
			kernels := f.Kernels
			if kernel != "" {
				k, err := f.Kernel(kernel)
				if err != nil {
					return badInput(err)
				}
				kernels = []*codeobj.Kernel{k}
			}
			out := safetext.Writer(cmd.OutOrStdout())
			switch {
			case directives:
				return badInput(printDirectives(out, f, kernels))
			case asJSON:
				enc := json.NewEncoder(out)
				enc.SetIndent("", "  ")
				return enc.Encode(infoReport(f, kernels))
			}
			printInfo(out, f, kernels)
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	cmd.Flags().BoolVar(&directives, "directives", false, "print each kernel descriptor as an .amdhsa_kernel block")
	cmd.Flags().StringVar(&kernel, "kernel", "", "show only this kernel (in a fat binary, from the code object that defines it)")
	cmd.Flags().StringVar(&target, "target", "", "code object to pick from a fat binary (gfxNNN or a target ID)")
	return cmd
}

// printDirectives prints the kernel descriptors in address order as
// llvm-objdump -D -j .rodata does: a <name.kd> label, then the
// .amdhsa_kernel block (or LLVM's error comment and the bytes).
func printDirectives(w io.Writer, f *codeobj.File, kernels []*codeobj.Kernel) error {
	if f.Version < 3 {
		return fmt.Errorf("%s: code object v%d has amd_kernel_code_t headers, not kernel descriptors", f.Name, f.Version)
	}
	ks := append([]*codeobj.Kernel(nil), kernels...)
	sort.SliceStable(ks, func(i, j int) bool { return ks[i].DescriptorAddr < ks[j].DescriptorAddr })
	for i, k := range ks {
		s, err := f.ObjdumpDirectives(k)
		if err != nil {
			return err
		}
		if i > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintf(w, "%016x <%s.kd>:\n%s", k.DescriptorAddr, k.Name, s)
	}
	return nil
}

// jsonInfo is the shape of `info --json`.
type jsonInfo struct {
	File    string     `json:"file"`
	Target  jsonTarget `json:"target"`
	Version int        `json:"version"`
	Type    string     `json:"type"`
	// Format is "amdcl2" for an AMD Catalyst OpenCL 2.0 binary, whose
	// PointerBits are 64 or 32.
	Format      string           `json:"format,omitempty"`
	PointerBits int              `json:"pointer_bits,omitempty"`
	Bundle      *jsonBundle      `json:"bundle,omitempty"`
	Metadata    *jsonMetadata    `json:"metadata,omitempty"`
	Kernels     []jsonKernel     `json:"kernels"`
	Symbols     []codeobj.Symbol `json:"symbols"`
}

type jsonTarget struct {
	ID             string             `json:"id"`
	Processor      string             `json:"processor"`
	Generation     codeobj.Generation `json:"generation"`
	XNACK          codeobj.Feature    `json:"xnack"`
	SRAMECC        codeobj.Feature    `json:"sramecc"`
	GenericVersion uint32             `json:"generic_version,omitempty"`
}

type jsonBundle struct {
	Entry   string   `json:"entry"`
	Entries []string `json:"entries"`
	// Index is the chosen entry's position in Entries: a library built
	// from several translation units has one entry per unit and target.
	Index int `json:"index"`
}

type jsonMetadata struct {
	Version []int64        `json:"amdhsa.version,omitempty"`
	Target  string         `json:"amdhsa.target,omitempty"`
	Printf  []string       `json:"amdhsa.printf,omitempty"`
	Extra   map[string]any `json:"unknown_keys,omitempty"`
}

type jsonKernel struct {
	Name          string              `json:"name"`
	Entry         uint64              `json:"entry"`
	CodeSize      uint64              `json:"code_size"`
	Descriptor    map[string]uint64   `json:"descriptor,omitempty"`
	AmdKernelCode map[string]uint64   `json:"amd_kernel_code_t,omitempty"`
	Metadata      *codeobj.KernelMeta `json:"metadata,omitempty"`
	Resources     codeobj.Resources   `json:"resources"`
	Occupancy     codeobj.Occupancy   `json:"occupancy"`
}

func fieldMap(fs []codeobj.Field) map[string]uint64 {
	m := make(map[string]uint64, len(fs))
	for _, f := range fs {
		m[f.Name] = f.Value
	}
	return m
}

func infoReport(f *codeobj.File, kernels []*codeobj.Kernel) jsonInfo {
	r := jsonInfo{
		File: f.Name, Version: f.Version, Type: f.Type.String(), Symbols: f.Symbols, Format: f.Format,
		Target: jsonTarget{ID: f.Target.String(), Processor: f.Target.Processor, Generation: f.Target.Generation(),
			XNACK: f.Target.XNACK, SRAMECC: f.Target.SRAMECC, GenericVersion: f.Target.GenericVersion},
		Kernels: []jsonKernel{},
	}
	if f.Format == codeobj.FormatAmdCL2 {
		r.PointerBits = 64
		if f.Pointer32 {
			r.PointerBits = 32
		}
	}
	if f.Bundle != nil {
		b := &jsonBundle{Entry: f.Bundle.ID}
		for i := range f.Bundles {
			b.Entries = append(b.Entries, f.Bundles[i].ID)
			if &f.Bundles[i] == f.Bundle {
				b.Index = i
			}
		}
		r.Bundle = b
	}
	if md := f.Metadata; md != nil {
		r.Metadata = &jsonMetadata{Version: md.Version, Target: md.Target, Printf: md.Printf, Extra: jsonSafe(md.Extra)}
	}
	for _, k := range kernels {
		jk := jsonKernel{Name: k.Name, Entry: k.Entry, CodeSize: k.CodeSize, Metadata: k.Meta,
			Resources: f.Resources(k), Occupancy: f.Occupancy(k)}
		if k.Descriptor != nil {
			jk.Descriptor = fieldMap(k.Descriptor.Fields())
		}
		if k.CodeT != nil {
			jk.AmdKernelCode = fieldMap(k.CodeT.Fields())
		}
		if jk.Metadata != nil && jk.Metadata.Extra != nil {
			m := *jk.Metadata
			m.Extra = jsonSafe(m.Extra)
			jk.Metadata = &m
		}
		r.Kernels = append(r.Kernels, jk)
	}
	return r
}

// jsonSafe converts decoded YAML/msgpack values (which may have non-string
// map keys or binary strings) into values encoding/json accepts.
func jsonSafe(m map[string]any) map[string]any {
	if m == nil {
		return nil
	}
	out := make(map[string]any, len(m))
	for k, v := range m {
		out[k] = jsonValue(v)
	}
	return out
}

func jsonValue(v any) any {
	switch x := v.(type) {
	case map[string]any:
		return jsonSafe(x)
	case map[any]any:
		m := make(map[string]any, len(x))
		for k, v := range x {
			m[fmt.Sprint(k)] = jsonValue(v)
		}
		return m
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = jsonValue(e)
		}
		return out
	case []byte:
		return fmt.Sprintf("%x", x)
	case float32, float64, string, bool, nil,
		int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64:
		return x
	}
	return fmt.Sprint(v)
}

func printInfo(w io.Writer, f *codeobj.File, kernels []*codeobj.Kernel) {
	t := f.Target
	fmt.Fprintf(w, "file:      %s\n", f.Name)
	fmt.Fprintf(w, "target:    %s (processor %s, %s, xnack %s, sramecc %s", t.String(), t.Processor, t.Generation(), t.XNACK, t.SRAMECC)
	if t.GenericVersion != 0 {
		fmt.Fprintf(w, ", generic version %d", t.GenericVersion)
	}
	fmt.Fprintln(w, ")")
	if f.Format == codeobj.FormatAmdCL2 {
		bits := "64-bit"
		if f.Pointer32 {
			bits = "32-bit (ELF32 outer file, 4-byte pointers and setup arguments)"
		}
		fmt.Fprintf(w, "format:    AMD Catalyst OpenCL 2.0 binary, %s (inner %s, kernel setups as amd_kernel_code_t)\n", bits, f.Type)
	} else {
		fmt.Fprintf(w, "version:   code object v%d, %s\n", f.Version, f.Type)
	}
	if f.Bundle != nil {
		fmt.Fprintf(w, "bundle:    %s (entries: %s)\n", f.Bundle.ID, bundleEntryCounts(f.Bundles))
		if pos, n := codeobj.EntryOf(f.Bundles, f.Bundle); n > 1 {
			fmt.Fprintf(w, "           the %s of %d code objects for %s; --kernel NAME picks the one that defines NAME\n", ordinal(pos), n, f.Bundle.TargetID())
		}
	}
	if md := f.Metadata; md != nil {
		fmt.Fprintf(w, "metadata:  version %s", metadataVersion(md.Version))
		if md.Target != "" {
			fmt.Fprintf(w, ", target %s", md.Target)
		}
		fmt.Fprintln(w)
		for i, p := range md.Printf {
			fmt.Fprintf(w, "  printf[%d]: %q\n", i, p)
		}
		printExtra(w, "  ", md.Extra)
	}
	fmt.Fprintf(w, "kernels:   %d\n", len(kernels))
	for _, k := range kernels {
		fmt.Fprintf(w, "\nkernel %s\n", k.Name)
		fmt.Fprintf(w, "  entry %#x, code %d bytes", k.Entry, k.CodeSize)
		if k.CodeSizeToNext {
			fmt.Fprintf(w, " (to the next function: its symbol has no size)")
		}
		if k.Descriptor != nil {
			fmt.Fprintf(w, ", descriptor at %#x", k.DescriptorAddr)
		}
		fmt.Fprintln(w)
		res, oc := f.Resources(k), f.Occupancy(k)
		fmt.Fprintf(w, "  resources: wavefront %d, VGPRs %d, AGPRs %d, SGPRs %d", res.WavefrontSize, res.VGPRs, res.AGPRs, res.SGPRs)
		if res.NumberedSGPRs >= 0 {
			fmt.Fprintf(w, " (numbered %d", res.NumberedSGPRs)
			if res.VCC >= 0 {
				fmt.Fprintf(w, ", VCC %d, FLAT_SCRATCH %d, XNACK_MASK %d", res.VCC, res.FlatScratch, res.XNACKMask)
			}
			fmt.Fprint(w, ")")
		}
		fmt.Fprintf(w, "\n             allocated VGPRs %d per lane, SGPRs %d per wave; LDS %d bytes; scratch %d bytes per lane", res.AllocatedVGPRs, res.AllocatedSGPRs, res.LDS, res.ScratchPerLane)
		if res.DynamicStack {
			fmt.Fprint(w, " + dynamic stack")
		}
		fmt.Fprintln(w)
		fmt.Fprintf(w, "  occupancy: %d waves per SIMD, limited by %s (VGPRs allow %d", oc.WavesPerSIMD, oc.Limiter, oc.ByVGPRs)
		if oc.BySGPRs > 0 {
			fmt.Fprintf(w, ", SGPRs %d", oc.BySGPRs)
		}
		if oc.ByLDS > 0 {
			fmt.Fprintf(w, ", LDS %d at work-group size %d", oc.ByLDS, res.WorkgroupSize)
		}
		fmt.Fprintf(w, ", hardware %d)\n", oc.MaxWaves)
		switch {
		case k.Descriptor != nil:
			fmt.Fprintln(w, "  kernel descriptor:")
			printFields(w, k.Descriptor.Fields())
		case k.CodeT != nil:
			fmt.Fprintln(w, "  amd_kernel_code_t:")
			printFields(w, k.CodeT.Fields())
		}
		if m := k.Meta; m != nil {
			printKernelMeta(w, m)
		}
	}
}

func printFields(w io.Writer, fs []codeobj.Field) {
	width := 0
	for _, f := range fs {
		width = max(width, len(f.Name))
	}
	for _, f := range fs {
		fmt.Fprintf(w, "    %-*s %d\n", width, f.Name, int64(f.Value))
	}
}

func printKernelMeta(w io.Writer, m *codeobj.KernelMeta) {
	fmt.Fprintln(w, "  metadata:")
	kv := func(k string, v any) { fmt.Fprintf(w, "    %-28s %v\n", k, v) }
	kv(".symbol", m.Symbol)
	if m.Language != "" {
		kv(".language", fmt.Sprintf("%s %v", m.Language, m.LanguageVersion))
	}
	kv(".kernarg_segment_size", m.KernargSegmentSize)
	kv(".kernarg_segment_align", m.KernargSegmentAlign)
	kv(".group_segment_fixed_size", m.GroupSegmentFixedSize)
	kv(".private_segment_fixed_size", m.PrivateSegmentFixedSize)
	kv(".wavefront_size", m.WavefrontSize)
	kv(".sgpr_count", m.SGPRCount)
	kv(".vgpr_count", m.VGPRCount)
	kv(".agpr_count", m.AGPRCount)
	kv(".sgpr_spill_count", m.SGPRSpillCount)
	kv(".vgpr_spill_count", m.VGPRSpillCount)
	kv(".max_flat_workgroup_size", m.MaxFlatWorkgroupSize)
	kv(".uses_dynamic_stack", m.UsesDynamicStack)
	if len(m.ReqdWorkgroupSize) > 0 {
		kv(".reqd_workgroup_size", m.ReqdWorkgroupSize)
	}
	if len(m.WorkgroupSizeHint) > 0 {
		kv(".workgroup_size_hint", m.WorkgroupSizeHint)
	}
	if m.VecTypeHint != "" {
		kv(".vec_type_hint", m.VecTypeHint)
	}
	if m.Kind != "" {
		kv(".kind", m.Kind)
	}
	if m.UniformWorkGroupSize != 0 {
		kv(".uniform_work_group_size", m.UniformWorkGroupSize)
	}
	if m.WorkgroupProcessorMode != 0 {
		kv(".workgroup_processor_mode", m.WorkgroupProcessorMode)
	}
	printExtra(w, "    ", m.Extra)
	if len(m.Args) > 0 {
		fmt.Fprintln(w, "    .args:")
	}
	for i, a := range m.Args {
		name := a.Name
		if name == "" {
			name = "-"
		}
		fmt.Fprintf(w, "      [%d] %-12s %-24s offset %-4d size %-3d", i, name, a.ValueKind, a.Offset, a.Size)
		if a.TypeName != "" {
			fmt.Fprintf(w, " type %s", a.TypeName)
		}
		if a.AddressSpace != "" {
			fmt.Fprintf(w, " %s", a.AddressSpace)
		}
		for _, q := range []struct {
			on   bool
			name string
		}{{a.IsConst, "const"}, {a.IsRestrict, "restrict"}, {a.IsVolatile, "volatile"}, {a.IsPipe, "pipe"}} {
			if q.on {
				fmt.Fprintf(w, " %s", q.name)
			}
		}
		if a.Access != "" {
			fmt.Fprintf(w, " access %s", a.Access)
		}
		if a.ValueType != "" {
			fmt.Fprintf(w, " value_type %s", a.ValueType)
		}
		fmt.Fprintln(w)
		printExtra(w, "          ", a.Extra)
	}
}

// printExtra shows metadata keys the spec does not list ("unknown").
func printExtra(w io.Writer, indent string, extra map[string]any) {
	keys := make([]string, 0, len(extra))
	for k := range extra {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		b, err := json.Marshal(jsonValue(extra[k]))
		if err != nil {
			b = []byte(fmt.Sprint(extra[k]))
		}
		fmt.Fprintf(w, "%s%s %s (unknown key)\n", indent, k, b)
	}
}

// metadataVersion prints amdhsa.version (or a v2 note's Version) as
// "major.minor", and "none" where the metadata has no version (AMD OpenCL
// 2.0 binaries: their per-kernel metadata headers carry none).
func metadataVersion(v []int64) string {
	if len(v) == 0 {
		return "none"
	}
	s := make([]string, len(v))
	for i, n := range v {
		s[i] = strconv.FormatInt(n, 10)
	}
	return strings.Join(s, ".")
}

// bundleEntryCounts lists a bundle's entry IDs in order, each once, with
// "x N" after one that occurs N > 1 times.
func bundleEntryCounts(es []codeobj.BundleEntry) string {
	var ids []string
	count := map[string]int{}
	for _, e := range es {
		if count[e.ID] == 0 {
			ids = append(ids, e.ID)
		}
		count[e.ID]++
	}
	for i, id := range ids {
		if n := count[id]; n > 1 {
			ids[i] = fmt.Sprintf("%s x%d", id, n)
		}
	}
	return strings.Join(ids, ", ")
}

// ordinal spells n as "1st", "2nd", "3rd", "4th", "11th", "21st"...
func ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return fmt.Sprintf("%d%s", n, suffix)
}
