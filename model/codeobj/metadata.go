package codeobj

import (
	"bytes"
	"fmt"
	"slices"
	"sort"

	"github.com/vmihailenco/msgpack/v5"
)

// Metadata is the code object metadata: the v3+ NT_AMDGPU_METADATA
// MessagePack map (AMDGPUUsage "Code Object V3 to V6 Metadata"), or the v2
// NT_AMD_HSA_METADATA YAML document translated to the same names. Keys the
// spec does not list are kept in Extra, never dropped.
type Metadata struct {
	Version []int64        `json:"amdhsa.version,omitempty"`
	Target  string         `json:"amdhsa.target,omitempty"`
	Printf  []string       `json:"amdhsa.printf,omitempty"`
	Kernels []KernelMeta   `json:"amdhsa.kernels"`
	Extra   map[string]any `json:"extra,omitempty"`
	// Raw is the metadata as decoded, before typing (msgpack or YAML).
	Raw map[string]any `json:"-"`
}

// KernelMeta is one entry of amdhsa.kernels.
type KernelMeta struct {
	Name                    string      `json:".name"`
	Symbol                  string      `json:".symbol"`
	Language                string      `json:".language,omitempty"`
	LanguageVersion         []int64     `json:".language_version,omitempty"`
	Args                    []KernelArg `json:".args,omitempty"`
	ReqdWorkgroupSize       []int64     `json:".reqd_workgroup_size,omitempty"`
	WorkgroupSizeHint       []int64     `json:".workgroup_size_hint,omitempty"`
	VecTypeHint             string      `json:".vec_type_hint,omitempty"`
	DeviceEnqueueSymbol     string      `json:".device_enqueue_symbol,omitempty"`
	KernargSegmentSize      int64       `json:".kernarg_segment_size"`
	GroupSegmentFixedSize   int64       `json:".group_segment_fixed_size"`
	PrivateSegmentFixedSize int64       `json:".private_segment_fixed_size"`
	KernargSegmentAlign     int64       `json:".kernarg_segment_align"`
	UsesDynamicStack        bool        `json:".uses_dynamic_stack"`
	WavefrontSize           int64       `json:".wavefront_size"`
	SGPRCount               int64       `json:".sgpr_count"`
	VGPRCount               int64       `json:".vgpr_count"`
	AGPRCount               int64       `json:".agpr_count"`
	MaxFlatWorkgroupSize    int64       `json:".max_flat_workgroup_size"`
	SGPRSpillCount          int64       `json:".sgpr_spill_count"`
	VGPRSpillCount          int64       `json:".vgpr_spill_count"`
	Kind                    string      `json:".kind,omitempty"`
	UniformWorkGroupSize    int64       `json:".uniform_work_group_size,omitempty"`
	WorkgroupProcessorMode  int64       `json:".workgroup_processor_mode,omitempty"`
	ClusterDims             []int64     `json:".cluster_dims,omitempty"`
	// v2 only (CodeProps).
	IsDynamicCallStack bool `json:"is_dynamic_call_stack,omitempty"`
	IsXNACKEnabled     bool `json:"is_xnack_enabled,omitempty"`
	// Keys the spec does not list.
	Extra map[string]any `json:"extra,omitempty"`
}

// KernelArg is one entry of a kernel's .args.
type KernelArg struct {
	Name         string         `json:".name,omitempty"`
	TypeName     string         `json:".type_name,omitempty"`
	Size         int64          `json:".size"`
	Offset       int64          `json:".offset"`
	ValueKind    string         `json:".value_kind"`
	ValueType    string         `json:".value_type,omitempty"` // removed in v5; kept when present
	PointeeAlign int64          `json:".pointee_align,omitempty"`
	AddressSpace string         `json:".address_space,omitempty"`
	Access       string         `json:".access,omitempty"`
	ActualAccess string         `json:".actual_access,omitempty"`
	IsConst      bool           `json:".is_const,omitempty"`
	IsRestrict   bool           `json:".is_restrict,omitempty"`
	IsVolatile   bool           `json:".is_volatile,omitempty"`
	IsPipe       bool           `json:".is_pipe,omitempty"`
	Align        int64          `json:"align,omitempty"` // v2 Align; v3+ derive from Offset
	Extra        map[string]any `json:"extra,omitempty"`
}

// IsHidden reports whether the argument is one the runtime fills in
// (value kinds hidden_*).
func (a KernelArg) IsHidden() bool {
	return len(a.ValueKind) > 7 && a.ValueKind[:7] == "hidden_"
}

// ValueKinds lists every .value_kind AMDGPUUsage defines for v3 to v6.
var ValueKinds = []string{
	"by_value", "global_buffer", "dynamic_shared_pointer", "sampler", "image", "pipe", "queue",
	"hidden_global_offset_x", "hidden_global_offset_y", "hidden_global_offset_z", "hidden_none",
	"hidden_printf_buffer", "hidden_hostcall_buffer", "hidden_default_queue",
	"hidden_completion_action", "hidden_multigrid_sync_arg", "hidden_block_count_x",
	"hidden_block_count_y", "hidden_block_count_z", "hidden_group_size_x", "hidden_group_size_y",
	"hidden_group_size_z", "hidden_remainder_x", "hidden_remainder_y", "hidden_remainder_z",
	"hidden_grid_dims", "hidden_heap_v1", "hidden_dynamic_lds_size", "hidden_private_base",
	"hidden_shared_base", "hidden_queue_ptr",
}

// metaPath reports metadata values of the wrong kind at the note's offset.
type metaPath struct {
	r   *reader
	off int64 // offset of the metadata note's descriptor
}

func (p metaPath) errorf(key, format string, args ...any) error {
	return p.r.errorf(p.off, "metadata %s: %s", key, fmt.Sprintf(format, args...))
}

// merge adds the kernels of a further metadata note, as comgr does: both
// notes must have the same amdhsa.version and at most one amdhsa.printf.
func (md *Metadata) merge(o *Metadata) error {
	if !slices.Equal(md.Version, o.Version) || len(md.Version) == 0 {
		return fmt.Errorf("a further metadata note has amdhsa.version %v, the first %v: the notes cannot be merged", o.Version, md.Version)
	}
	if len(o.Printf) > 0 {
		if len(md.Printf) > 0 {
			return fmt.Errorf("two metadata notes have amdhsa.printf: the notes cannot be merged")
		}
		md.Printf = o.Printf
		md.Raw["amdhsa.printf"] = o.Raw["amdhsa.printf"]
	}
	md.Kernels = append(md.Kernels, o.Kernels...)
	if more, _ := o.Raw["amdhsa.kernels"].([]any); more != nil {
		mine, _ := md.Raw["amdhsa.kernels"].([]any)
		md.Raw["amdhsa.kernels"] = append(mine, more...)
	}
	return nil
}

// ParseMetadata decodes a v3+ NT_AMDGPU_METADATA descriptor. off is its
// file offset, for messages.
func ParseMetadata(desc []byte, name string, off int64) (*Metadata, error) {
	r := &reader{name: name, data: desc, base: 0}
	return parseMetadataMsgpack(r, desc, off)
}

func parseMetadataMsgpack(r *reader, desc []byte, off int64) (*Metadata, error) {
	n, err := checkMsgpack(desc)
	if err != nil {
		return nil, r.errorf(off, "NT_AMDGPU_METADATA: %v", err)
	}
	dec := msgpack.NewDecoder(bytes.NewReader(desc[:n]))
	v, err := dec.DecodeInterface()
	if err != nil {
		return nil, r.errorf(off, "NT_AMDGPU_METADATA: msgpack: %v", err)
	}
	root, ok := asMap(v)
	if !ok {
		return nil, r.errorf(off, "NT_AMDGPU_METADATA: expected a msgpack map at the top, found %T", v)
	}
	return typeMetadata(root, metaPath{r, off})
}

// typeMetadata fills the typed structs from the decoded map.
func typeMetadata(root map[string]any, p metaPath) (*Metadata, error) {
	md := &Metadata{Raw: root}
	var err error
	for _, k := range sortedKeys(root) {
		v := root[k]
		switch k {
		case "amdhsa.version":
			md.Version, err = intList(v, k, p)
		case "amdhsa.target":
			md.Target, err = str(v, k, p)
		case "amdhsa.printf":
			md.Printf, err = strList(v, k, p)
		case "amdhsa.kernels":
			list, ok := v.([]any)
			if !ok {
				return nil, p.errorf(k, "expected an array, found %s", kindOf(v))
			}
			for i, kv := range list {
				km, err := typeKernelMeta(kv, fmt.Sprintf("amdhsa.kernels[%d]", i), p)
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

func typeKernelMeta(v any, path string, p metaPath) (KernelMeta, error) {
	var km KernelMeta
	m, ok := asMap(v)
	if !ok {
		return km, p.errorf(path, "expected a map, found %s", kindOf(v))
	}
	var err error
	for _, k := range sortedKeys(m) {
		v := m[k]
		key := path + "." + k
		switch k {
		case ".name":
			km.Name, err = str(v, key, p)
		case ".symbol":
			km.Symbol, err = str(v, key, p)
		case ".language":
			km.Language, err = str(v, key, p)
		case ".language_version":
			km.LanguageVersion, err = intList(v, key, p)
		case ".reqd_workgroup_size":
			km.ReqdWorkgroupSize, err = intList(v, key, p)
		case ".workgroup_size_hint":
			km.WorkgroupSizeHint, err = intList(v, key, p)
		case ".cluster_dims":
			km.ClusterDims, err = intList(v, key, p)
		case ".vec_type_hint":
			km.VecTypeHint, err = str(v, key, p)
		case ".device_enqueue_symbol":
			km.DeviceEnqueueSymbol, err = str(v, key, p)
		case ".kind":
			km.Kind, err = str(v, key, p)
		case ".kernarg_segment_size":
			km.KernargSegmentSize, err = integer(v, key, p)
		case ".group_segment_fixed_size":
			km.GroupSegmentFixedSize, err = integer(v, key, p)
		case ".private_segment_fixed_size":
			km.PrivateSegmentFixedSize, err = integer(v, key, p)
		case ".kernarg_segment_align":
			km.KernargSegmentAlign, err = integer(v, key, p)
		case ".wavefront_size":
			km.WavefrontSize, err = integer(v, key, p)
		case ".sgpr_count":
			km.SGPRCount, err = integer(v, key, p)
		case ".vgpr_count":
			km.VGPRCount, err = integer(v, key, p)
		case ".agpr_count":
			km.AGPRCount, err = integer(v, key, p)
		case ".max_flat_workgroup_size":
			km.MaxFlatWorkgroupSize, err = integer(v, key, p)
		case ".sgpr_spill_count":
			km.SGPRSpillCount, err = integer(v, key, p)
		case ".vgpr_spill_count":
			km.VGPRSpillCount, err = integer(v, key, p)
		case ".uniform_work_group_size":
			km.UniformWorkGroupSize, err = integer(v, key, p)
		case ".workgroup_processor_mode":
			km.WorkgroupProcessorMode, err = integer(v, key, p)
		case ".uses_dynamic_stack":
			km.UsesDynamicStack, err = boolean(v, key, p)
		case "v2.IsDynamicCallStack":
			km.IsDynamicCallStack, err = boolean(v, key, p)
		case "v2.IsXNACKEnabled":
			km.IsXNACKEnabled, err = boolean(v, key, p)
		case ".args":
			list, ok := v.([]any)
			if !ok {
				return km, p.errorf(key, "expected an array, found %s", kindOf(v))
			}
			for i, av := range list {
				a, err := typeKernelArg(av, fmt.Sprintf("%s[%d]", key, i), p)
				if err != nil {
					return km, err
				}
				km.Args = append(km.Args, a)
			}
		default:
			if km.Extra == nil {
				km.Extra = map[string]any{}
			}
			km.Extra[k] = v
		}
		if err != nil {
			return km, err
		}
	}
	return km, nil
}

func typeKernelArg(v any, path string, p metaPath) (KernelArg, error) {
	var a KernelArg
	m, ok := asMap(v)
	if !ok {
		return a, p.errorf(path, "expected a map, found %s", kindOf(v))
	}
	var err error
	for _, k := range sortedKeys(m) {
		v := m[k]
		key := path + "." + k
		switch k {
		case ".name":
			a.Name, err = str(v, key, p)
		case ".type_name":
			a.TypeName, err = str(v, key, p)
		case ".size":
			a.Size, err = integer(v, key, p)
		case ".offset":
			a.Offset, err = integer(v, key, p)
		case ".value_kind":
			a.ValueKind, err = str(v, key, p)
		case ".value_type":
			a.ValueType, err = str(v, key, p)
		case ".pointee_align":
			a.PointeeAlign, err = integer(v, key, p)
		case ".address_space":
			a.AddressSpace, err = str(v, key, p)
		case ".access":
			a.Access, err = str(v, key, p)
		case ".actual_access":
			a.ActualAccess, err = str(v, key, p)
		case ".is_const":
			a.IsConst, err = boolean(v, key, p)
		case ".is_restrict":
			a.IsRestrict, err = boolean(v, key, p)
		case ".is_volatile":
			a.IsVolatile, err = boolean(v, key, p)
		case ".is_pipe":
			a.IsPipe, err = boolean(v, key, p)
		case "v2.align":
			a.Align, err = integer(v, key, p)
		default:
			if a.Extra == nil {
				a.Extra = map[string]any{}
			}
			a.Extra[k] = v
		}
		if err != nil {
			return a, err
		}
	}
	return a, nil
}

func sortedKeys(m map[string]any) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// asMap accepts the map shapes the msgpack and YAML decoders produce.
func asMap(v any) (map[string]any, bool) {
	switch m := v.(type) {
	case map[string]any:
		return m, true
	case map[any]any:
		out := make(map[string]any, len(m))
		for k, v := range m {
			ks, ok := k.(string)
			if !ok {
				ks = fmt.Sprint(k)
			}
			out[ks] = v
		}
		return out, true
	}
	return nil, false
}

func kindOf(v any) string {
	switch v.(type) {
	case nil:
		return "nil"
	case string:
		return "a string"
	case bool:
		return "a boolean"
	case []any:
		return "an array"
	case map[string]any, map[any]any:
		return "a map"
	case float32, float64:
		return "a float"
	}
	if _, ok := toInt(v); ok {
		return "an integer"
	}
	return fmt.Sprintf("%T", v)
}

func toInt(v any) (int64, bool) {
	switch x := v.(type) {
	case int:
		return int64(x), true
	case int8:
		return int64(x), true
	case int16:
		return int64(x), true
	case int32:
		return int64(x), true
	case int64:
		return x, true
	case uint:
		return int64(x), true
	case uint8:
		return int64(x), true
	case uint16:
		return int64(x), true
	case uint32:
		return int64(x), true
	case uint64:
		if x > 1<<63-1 {
			return 0, false
		}
		return int64(x), true
	}
	return 0, false
}

func integer(v any, key string, p metaPath) (int64, error) {
	if n, ok := toInt(v); ok {
		return n, nil
	}
	return 0, p.errorf(key, "expected an integer, found %s", kindOf(v))
}

func str(v any, key string, p metaPath) (string, error) {
	if s, ok := v.(string); ok {
		return s, nil
	}
	return "", p.errorf(key, "expected a string, found %s", kindOf(v))
}

func boolean(v any, key string, p metaPath) (bool, error) {
	switch x := v.(type) {
	case bool:
		return x, nil
	}
	if n, ok := toInt(v); ok && (n == 0 || n == 1) {
		return n == 1, nil
	}
	return false, p.errorf(key, "expected a boolean, found %s", kindOf(v))
}

func intList(v any, key string, p metaPath) ([]int64, error) {
	list, ok := v.([]any)
	if !ok {
		return nil, p.errorf(key, "expected an array of integers, found %s", kindOf(v))
	}
	out := make([]int64, len(list))
	for i, e := range list {
		n, err := integer(e, fmt.Sprintf("%s[%d]", key, i), p)
		if err != nil {
			return nil, err
		}
		out[i] = n
	}
	return out, nil
}

func strList(v any, key string, p metaPath) ([]string, error) {
	list, ok := v.([]any)
	if !ok {
		return nil, p.errorf(key, "expected an array of strings, found %s", kindOf(v))
	}
	out := make([]string, len(list))
	for i, e := range list {
		s, err := str(e, fmt.Sprintf("%s[%d]", key, i), p)
		if err != nil {
			return nil, err
		}
		out[i] = s
	}
	return out, nil
}
