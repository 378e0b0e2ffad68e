package dwarf

import (
	"fmt"
	"regexp"
	"strconv"
	"testing"
)

func TestTypeAccessors(t *testing.T) {
	d := loadFixture(t, "types-gfx900-O0.co")
	fn := d.LookupFunction("__clang_ocl_kern_imp_k")[0]
	pcs, err := d.LineToPCs("types.cl", 13)
	if err != nil {
		t.Fatal(err)
	}
	arr, ok := d.LookupVariable(fn, pcs[0], "arr")
	if !ok {
		t.Fatal("no arr")
	}
	row, off, err := arr.Type.Element(1)
	if err != nil || off != 12 || row.String() != "int [3]" {
		t.Errorf("arr[1]: %v at %d, %v; want int [3] at 12", row, off, err)
	}
	el, off, err := row.Element(2)
	if err != nil || off != 8 || el.String() != "int" {
		t.Errorf("arr[1][2]: %v at %d, %v; want int at 8", el, off, err)
	}
	if _, _, err := row.Element(3); err == nil {
		t.Error("arr[1][3] accepted")
	}
	p, _ := d.LookupVariable(fn, pcs[0], "p")
	if m, ok := p.Type.MemberNamed("y"); !ok || m.Offset != 4 || m.Type.String() != "float" {
		t.Errorf("p.y: %+v %v", m, ok)
	}
	out, _ := d.LookupVariable(fn, pcs[0], "out")
	// clang gives __global pointers no address class: generic.
	if as := out.Type.PointeeAddrSpace(); as != DW_ASPACE_AMDGPU_generic {
		t.Errorf("out points into %s", as)
	}
}

// At -O2 clang inlines the kernel body into the kernel entry: the body's
// locals belong to the inlined frame, the parameters to the entry.
func TestVisibleVariablesSpanInlinedFrames(t *testing.T) {
	d := loadFixture(t, "types-gfx900-O2.co")
	pcs, err := d.LineToPCs("types.cl", 13)
	if err != nil {
		t.Fatal(err)
	}
	frames, err := d.InlineFrames(pcs[0])
	if err != nil || len(frames) != 2 || frames[0].Kind != ScopeInlined {
		t.Fatalf("frames at line 13: %v %v", frames, err)
	}
	vars, err := d.VisibleVariables(pcs[0])
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, v := range vars {
		names = append(names, v.Name)
	}
	// llvm-dwarfdump: the inlined_subroutine holds c, i, f, v; the
	// subprogram k holds out, fv, n.
	want := "[c i f v out fv n]"
	if got := fmt.Sprint(names); got != want {
		t.Errorf("visible: %s, want %s", got, want)
	}
}

// clang-22 writes DWARF address spaces in DW_AT_address_class: testdata/
// addrspaces.cl has a pointer into each OpenCL address space.
func TestPointerAddressSpaces(t *testing.T) {
	d := loadFixture(t, "addrspaces-gfx900-O0.co")
	fn := d.LookupFunction("__clang_ocl_kern_imp_spaces")
	if len(fn) != 1 {
		t.Fatal("no __clang_ocl_kern_imp_spaces")
	}
	want := map[string]AddrSpace{
		"l":   DW_ASPACE_AMDGPU_local,
		"px":  DW_ASPACE_AMDGPU_private_lane,
		"gen": DW_ASPACE_AMDGPU_generic,
		// __global and __constant pointers carry no address class: flat
		// addresses outside the apertures are global memory.
		"g": DW_ASPACE_AMDGPU_generic,
		"c": DW_ASPACE_AMDGPU_generic,
	}
	for name, as := range want {
		v, ok := d.LookupVariable(fn[0], fn[0].LowPC(), name)
		if !ok {
			t.Errorf("no %s", name)
			continue
		}
		if got := v.Type.PointeeAddrSpace(); got != as {
			t.Errorf("%s points into %s, want %s", name, got, as)
		}
	}
}

// A HIP kernel at -O0 (clang-22): frame slots are "DW_OP_fbreg N,
// DW_OP_lit1, DW_OP_swap, DW_OP_xderef" and hold the lane's private memory.
func TestHIPFrameSlotIsPrivate(t *testing.T) {
	d := loadFixture(t, "shared-gfx90a-O0.co")
	out := dwarfdump(t, "--debug-info", "testdata/shared-gfx90a-O0.co")
	m := regexp.MustCompile(`DW_OP_fbreg \+(\d+), DW_OP_lit1, DW_OP_swap, DW_OP_xderef\)\n\s+DW_AT_name\t\("i"\)`).FindStringSubmatch(out)
	if m == nil {
		t.Fatal("llvm-dwarfdump shows no frame slot for i")
	}
	slot, _ := strconv.Atoi(m[1])
	fn := d.LookupFunction("hk")
	if len(fn) != 1 {
		t.Fatal("no hk")
	}
	const lane = 7
	w := newFakeWave(64)
	w.sgpr[33] = 0x1000 // gfx90a: wave-scaled, lane frame base 0x40
	w.store32(DW_ASPACE_AMDGPU_private_lane, lane, 0x40+uint64(slot), 1234)
	v, ok := d.LookupVariable(fn[0], fn[0].HighPC()-4, "i")
	if !ok {
		t.Fatal("no i")
	}
	ctx := Context{Regs: w, Mem: w, Lane: lane, WaveSize: 64, StackScale: FrameBaseScale("gfx90a", 64)}
	got, err := v.Value(fn[0].HighPC()-4, ctx, FormatOptions{})
	if err != nil || got != "1234" {
		t.Errorf("i = %q (%v), want 1234", got, err)
	}
}

// A session's goroutines (the REPL, the TUI) share one Data: reading types
// lazily must not race (run with -race).
func TestDataIsSafeForConcurrentUse(t *testing.T) {
	d := loadFixture(t, "types-gfx900-O2.co")
	fn := d.Subprograms[0]
	done := make(chan error)
	for g := 0; g < 4; g++ {
		go func() {
			var err error
			for i := 0; i < 50 && err == nil; i++ {
				ctx := fn.Context(fn.LowPC(), Context{})
				_, err = ctx.BaseTypeAt(0x3a) // "int" (llvm-dwarfdump: DIE 0x3a of the unit at 0)
				for off := range d.dies {
					d.typeAt(off)
					break
				}
			}
			done <- err
		}()
	}
	for g := 0; g < 4; g++ {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
}
