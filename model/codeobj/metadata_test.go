package codeobj_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/vmihailenco/msgpack/v5"

	"github.com/gcndbg/gcndbg/model/codeobj"
)

func encode(t *testing.T, v any) []byte {
	t.Helper()
	b, err := msgpack.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestMetadataKeepsUnknownKeysAtEveryLevel(t *testing.T) {
	doc := map[string]any{
		"amdhsa.version": []any{1, 2},
		"amdhsa.target":  "amdgcn-amd-amdhsa--gfx90a",
		"amdhsa.future":  "kept",
		"amdhsa.printf":  []any{"1:4:%d\\n"},
		"amdhsa.kernels": []any{map[string]any{
			".name": "k", ".symbol": "k.kd", ".sgpr_count": 12, ".vgpr_count": 8, ".wavefront_size": 64,
			".kernarg_segment_size": 16, ".reqd_workgroup_size": []any{64, 1, 1}, ".vendor_thing": map[string]any{"a": 1},
			".args": []any{
				map[string]any{".offset": 0, ".size": 8, ".value_kind": "global_buffer", ".address_space": "global", ".new_flag": true},
				map[string]any{".offset": 8, ".size": 8, ".value_kind": "hidden_printf_buffer"},
			},
		}},
	}
	md, err := codeobj.ParseMetadata(encode(t, doc), "m", 0x10)
	if err != nil {
		t.Fatal(err)
	}
	if md.Extra["amdhsa.future"] != "kept" {
		t.Errorf("root unknown key lost: %v", md.Extra)
	}
	k := md.Kernels[0]
	if _, ok := k.Extra[".vendor_thing"]; !ok {
		t.Errorf("kernel unknown key lost: %v", k.Extra)
	}
	if k.Args[0].Extra[".new_flag"] != true {
		t.Errorf("argument unknown key lost: %v", k.Args[0].Extra)
	}
	if !k.Args[1].IsHidden() || k.Args[0].IsHidden() {
		t.Errorf("hidden kinds: %v %v", k.Args[0].IsHidden(), k.Args[1].IsHidden())
	}
	if !reflect.DeepEqual(k.ReqdWorkgroupSize, []int64{64, 1, 1}) || k.SGPRCount != 12 || k.VGPRCount != 8 || md.Printf[0] != "1:4:%d\\n" {
		t.Errorf("typed fields: %+v", k)
	}
}

func TestMetadataOfTheWrongKindIsAFormatErrorNamingTheKey(t *testing.T) {
	tests := []struct {
		name string
		doc  any
		key  string
	}{
		{"kernels not an array", map[string]any{"amdhsa.kernels": 3}, "amdhsa.kernels"},
		{"kernel name a number", map[string]any{"amdhsa.kernels": []any{map[string]any{".name": 5}}}, "amdhsa.kernels[0]..name"},
		{"arg size a string", map[string]any{"amdhsa.kernels": []any{map[string]any{".args": []any{map[string]any{".size": "8"}}}}}, ".args[0]..size"},
		{"version not integers", map[string]any{"amdhsa.version": []any{"1"}}, "amdhsa.version[0]"},
		{"top level an array", []any{1, 2}, "map at the top"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := codeobj.ParseMetadata(encode(t, tt.doc), "m.co", 0x214)
			if err == nil {
				t.Fatal("no error")
			}
			if !codeobj.IsFormatError(err) || !strings.Contains(err.Error(), tt.key) || !strings.Contains(err.Error(), "m.co: offset 0x214") {
				t.Errorf("error %q does not name m.co, offset 0x214 and %q", err, tt.key)
			}
		})
	}
}

// Every value kind AMDGPUUsage lists for v3 to v6, hidden ones included.
func TestValueKindsListEveryHiddenKind(t *testing.T) {
	want := []string{"hidden_global_offset_x", "hidden_none", "hidden_printf_buffer", "hidden_hostcall_buffer",
		"hidden_default_queue", "hidden_completion_action", "hidden_multigrid_sync_arg", "hidden_block_count_x",
		"hidden_group_size_z", "hidden_remainder_y", "hidden_grid_dims", "hidden_heap_v1",
		"hidden_dynamic_lds_size", "hidden_private_base", "hidden_shared_base", "hidden_queue_ptr"}
	have := map[string]bool{}
	for _, k := range codeobj.ValueKinds {
		have[k] = true
	}
	for _, k := range want {
		if !have[k] {
			t.Errorf("%s missing", k)
		}
	}
}
