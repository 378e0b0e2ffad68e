package launch

import (
	"context"
	"encoding/binary"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	gexec "github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
)

// byValueAddrKernel declares its two buffers as by_value u64 addresses, as
// Tensile's assembly kernels do (rocBLAS: AddressD, AddressA, ... with
// .value_kind by_value, .value_type u64), and writes d[i] = a[i] + scale
// for 32 lanes (wave32, gfx1100).
const byValueAddrKernel = `.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.text
.globl k
.p2align 8
.type k,@function
k:
  s_load_b128 s[4:7], s[0:1], 0x0
  s_load_b32 s8, s[0:1], 0x10
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  global_load_b32 v2, v1, s[6:7]
  s_waitcnt vmcnt(0)
  v_add_nc_u32 v2, s8, v2
  global_store_b32 v1, v2, s[4:5]
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 4
  .amdhsa_next_free_sgpr 16
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_wavefront_size32 1
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [ 1, 1 ]
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 24
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 32
    .sgpr_count: 16
    .vgpr_count: 4
    .max_flat_workgroup_size: 32
    .args:
      - { .name: AddressD, .size: 8, .offset: 0, .value_kind: by_value, .value_type: u64 }
      - { .name: AddressA, .size: 8, .offset: 8, .value_kind: by_value, .value_type: u64 }
      - { .name: Scale, .size: 4, .offset: 16, .value_kind: by_value, .value_type: u32 }
...
.end_amdgpu_metadata
`

// A buffer given `pointer: true` for a by-value 8-byte argument is
// allocated and its address goes into the kernarg segment; the kernel
// reads and writes through it. Expected: a[i] + 7 (the kernel's one add).
func TestByValueAddressTakesABuffer(t *testing.T) {
	mc, lld := llvmtool.Path(t, "llvm-mc"), llvmtool.Path(t, "ld.lld")
	dir := t.TempDir()
	s, o, co := filepath.Join(dir, "k.s"), filepath.Join(dir, "k.o"), filepath.Join(dir, "k.co")
	if err := os.WriteFile(s, []byte(byValueAddrKernel), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, cmd := range [][]string{
		{mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-filetype=obj", s, "-o", o},
		{lld, "-shared", o, "-o", co},
	} {
		if out, err := exec.Command(cmd[0], cmd[1:]...).CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", filepath.Base(cmd[0]), err, out)
		}
	}
	f, err := codeobj.Open(co, codeobj.Options{})
	if err != nil {
		t.Fatal(err)
	}
	a, err := args.Parse([]byte(`grid: [32, 1, 1]
workgroup: [32, 1, 1]
args:
  AddressD: {type: u32, count: 32, output: true, pointer: true}
  AddressA: {type: u32, count: 32, init: {range: [100, 3]}, pointer: true}
  Scale: 7
`), "k.yaml")
	if err != nil {
		t.Fatal(err)
	}
	l, err := New(f, "", a)
	if err != nil {
		t.Fatal(err)
	}
	kb := l.Dispatch.Kernarg
	if got, want := binary.LittleEndian.Uint64(kb[0:]), l.Buffer("AddressD").Base; got != want || want == 0 {
		t.Errorf("kernarg AddressD = %#x, want the buffer's address %#x", got, want)
	}
	if got, want := binary.LittleEndian.Uint64(kb[8:]), l.Buffer("AddressA").Base; got != want || want == 0 {
		t.Errorf("kernarg AddressA = %#x, want the buffer's address %#x", got, want)
	}
	if _, err := l.Run(context.Background(), gexec.Options{Jobs: 1}); err != nil {
		t.Fatal(err)
	}
	outs := l.Outputs()
	if len(outs) != 1 || outs[0].Name != "AddressD" {
		t.Fatalf("outputs %+v, want AddressD", outs)
	}
	for i := range 32 {
		if got, want := binary.LittleEndian.Uint32(outs[0].Data[4*i:]), uint32(100+3*i+7); got != want {
			t.Fatalf("d[%d] = %d, want %d", i, got, want)
		}
	}

	// A 4-byte by-value argument cannot hold a buffer above 4 GiB.
	bad, err := args.Parse([]byte("grid: [32]\nworkgroup: [32]\nargs:\n  AddressD: {type: u32, count: 32, pointer: true}\n  AddressA: {type: u32, count: 32, pointer: true}\n  Scale: {type: u32, count: 1, pointer: true}\n"), "bad.yaml")
	if err != nil {
		t.Fatal(err)
	}
	_, err = New(f, "", bad)
	if err == nil || !strings.Contains(err.Error(), `"Scale"`) || !strings.Contains(err.Error(), "cannot hold its buffer's address") || strings.Contains(err.Error(), "\n") {
		t.Errorf("err = %v, want one line naming Scale", err)
	}
}
