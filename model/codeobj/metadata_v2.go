package codeobj

import (
	"strings"
	"unicode"

	"github.com/goccy/go-yaml"
)

// maxV2MetadataSize caps the v2 YAML metadata note (the largest in the
// mgpusim corpus is 31 KiB).
const maxV2MetadataSize = 256 << 10

// parseMetadataV2 decodes the v2 NT_AMD_HSA_METADATA note: a YAML
// document (AMDGPUUsage "Code Object V2 Metadata") with CamelCase keys.
// It is translated to the v3 names (Kernels -> amdhsa.kernels, CodeProps
// .KernargSegmentSize -> .kernarg_segment_size, GlobalBuffer ->
// global_buffer, ...); keys without a v3 name are kept in Extra.
func parseMetadataV2(r *reader, desc []byte, off int64) (*Metadata, error) {
	// The YAML decoder allocates several hundred bytes per input byte;
	// real v2 notes are tens of KiB, so a cap keeps allocation bounded.
	if len(desc) > maxV2MetadataSize {
		return nil, r.errorf(off, "NT_AMD_HSA_METADATA: %d bytes of YAML, more than the %d this reader accepts", len(desc), maxV2MetadataSize)
	}
	text := desc
	if i := indexNUL(text); i >= 0 {
		text = text[:i]
	}
	var root map[string]any
	if err := yaml.Unmarshal(text, &root); err != nil {
		return nil, r.errorf(off, "NT_AMD_HSA_METADATA: YAML: %s", firstLine(err.Error()))
	}
	// Aliases share nodes when decoded but expand when walked: a few bytes
	// of anchors can stand for billions of nodes. Each node written out
	// takes at least a byte, so more nodes than bytes means aliases.
	if budget := len(text) + 1; !withinNodes(root, &budget) {
		return nil, r.errorf(off, "NT_AMD_HSA_METADATA: YAML aliases expand to more values than the note's %d bytes can hold", len(text))
	}
	p := metaPath{r, off}
	md := &Metadata{Raw: root}
	for _, k := range sortedKeys(root) {
		v := root[k]
		var err error
		switch k {
		case "Version":
			md.Version, err = intList(v, k, p)
		case "Printf":
			md.Printf, err = strList(v, k, p)
		case "Kernels":
			list, ok := v.([]any)
			if !ok {
				return nil, p.errorf(k, "expected a list, found %s", kindOf(v))
			}
			for i, kv := range list {
				m, ok := asMap(kv)
				if !ok {
					return nil, p.errorf("Kernels", "entry %d: expected a map, found %s", i, kindOf(kv))
				}
				km, err := typeKernelMeta(translateV2Kernel(m), "Kernels", p)
				if err != nil {
					return nil, err
				}
				md.Kernels = append(md.Kernels, km)
			}
		default:
			if md.Extra == nil {
				md.Extra = map[string]any{}
			}
			md.Extra[k] = v
		}
		if err != nil {
			return nil, err
		}
	}
	return md, nil
}

// translateV2Kernel flattens a v2 kernel map (Name, SymbolName, Args,
// CodeProps{...}, Attrs{...}) into v3 keys.
func translateV2Kernel(m map[string]any) map[string]any {
	out := map[string]any{}
	for k, v := range m {
		switch k {
		case "SymbolName":
			out[".symbol"] = v
		case "CodeProps", "Attrs":
			if sub, ok := asMap(v); ok {
				for sk, sv := range sub {
					out[v2KernelKey(sk)] = sv
				}
			} else {
				out[k] = v
			}
		case "Args":
			list, ok := v.([]any)
			if !ok {
				out[".args"] = v
				continue
			}
			args := make([]any, len(list))
			var offset int64
			for i, a := range list {
				am, ok := asMap(a)
				if !ok {
					args[i] = a
					continue
				}
				args[i], offset = translateV2Arg(am, offset)
			}
			out[".args"] = args
		default:
			out[v2KernelKey(k)] = v
		}
	}
	return out
}

// v2KernelKey maps a v2 key to its v3 name.
func v2KernelKey(k string) string {
	switch k {
	case "NumSGPRs":
		return ".sgpr_count"
	case "NumVGPRs":
		return ".vgpr_count"
	case "NumSpilledSGPRs":
		return ".sgpr_spill_count"
	case "NumSpilledVGPRs":
		return ".vgpr_spill_count"
	case "MaxFlatWorkGroupSize":
		return ".max_flat_workgroup_size"
	case "ReqdWorkGroupSize":
		return ".reqd_workgroup_size"
	case "WorkGroupSizeHint":
		return ".workgroup_size_hint"
	case "IsDynamicCallStack", "IsXNACKEnabled":
		return "v2." + k
	}
	return "." + snake(k)
}

// translateV2Arg renames an argument's keys and computes its .offset: v2
// gives Size and Align, and arguments are laid out in order.
func translateV2Arg(m map[string]any, offset int64) (map[string]any, int64) {
	out := map[string]any{}
	size, _ := toInt(m["Size"])
	align, _ := toInt(m["Align"])
	if align > 0 {
		offset = (offset + align - 1) / align * align
	}
	out[".offset"] = offset
	for k, v := range m {
		switch k {
		case "ValueKind", "ValueType", "AddrSpaceQual", "AccQual", "ActualAccQual":
			if s, ok := v.(string); ok {
				v = snake(s)
			}
		}
		switch k {
		case "AddrSpaceQual":
			out[".address_space"] = v
		case "AccQual":
			out[".access"] = v
		case "ActualAccQual":
			out[".actual_access"] = v
		case "Align":
			out["v2.align"] = v
		default:
			out["."+snake(k)] = v
		}
	}
	return out, offset + size
}

// snake turns CamelCase into snake_case ("HiddenGlobalOffsetX" ->
// "hidden_global_offset_x").
func snake(s string) string {
	var b strings.Builder
	rs := []rune(s)
	for i, c := range rs {
		if unicode.IsUpper(c) {
			if i > 0 && (unicode.IsLower(rs[i-1]) || unicode.IsDigit(rs[i-1]) || i+1 < len(rs) && unicode.IsLower(rs[i+1])) {
				b.WriteByte('_')
			}
			c = unicode.ToLower(c)
		}
		b.WriteRune(c)
	}
	return b.String()
}

func indexNUL(b []byte) int {
	for i, c := range b {
		if c == 0 {
			return i
		}
	}
	return -1
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// withinNodes walks v, counting values against budget; it stops and
// reports false once the budget is spent.
func withinNodes(v any, budget *int) bool {
	*budget--
	if *budget < 0 {
		return false
	}
	switch x := v.(type) {
	case map[string]any:
		for _, e := range x {
			if !withinNodes(e, budget) {
				return false
			}
		}
	case map[any]any:
		for _, e := range x {
			if !withinNodes(e, budget) {
				return false
			}
		}
	case []any:
		for _, e := range x {
			if !withinNodes(e, budget) {
				return false
			}
		}
	}
	return true
}
