package exec

import (
	"errors"
	"os/exec"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// A fault names the instruction as LLVM prints it, operands and all: the
// expected text is llvm-mc's own printing of the instruction.
func TestUnimplementedFaultNamesTheWholeInstruction(t *testing.T) {
	// GWS has no semantics (a dispatch has no global wave sync).
	const target, src = "gfx942", "ds_gws_sema_br v2 offset:65535 gds"
	cmd := exec.Command(llvmtool.Path(t, "llvm-mc"), "-triple=amdgcn-amd-amdhsa", "-mcpu="+target)
	cmd.Stdin = strings.NewReader(src + "\n")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("llvm-mc: %v\n%s", err, out)
	}
	var want string
	for _, line := range strings.Split(string(out), "\n") {
		if l := strings.TrimSpace(line); strings.HasPrefix(l, "ds_gws_sema_br") {
			want = l
		}
	}
	if want == "" {
		t.Fatalf("no instruction in llvm-mc's output:\n%s", out)
	}
	_, err = runAsm(t, target, src, nil)
	var f *Fault
	if !errors.As(err, &f) || f.Kind != FaultUnimplemented {
		t.Fatalf("got %v, want an unimplemented-instruction fault", err)
	}
	if f.Inst != want {
		t.Fatalf("Fault.Inst = %q, want llvm-mc's %q", f.Inst, want)
	}
}

// buffer_load_dword with the lds bit decodes as buffer_load_dword but
// writes LDS (lds_dma.go): vdata must keep its value. (It faulted as
// unimplemented until LDS DMA was modelled; lds_dma_test.go checks what
// it writes.)
func TestBufferLoadToLDSLeavesVdataAlone(t *testing.T) {
	w, err := runAsm(t, "gfx900", "buffer_load_dword v0, s[4:7], 0 offen lds", func(w *Wave, e *testEnv) {
		for l := range 64 {
			w.V(0)[l] = 0xdead_0000 + uint32(l)
		}
		// A null V# (num_records 0): every lane reads 0 into LDS.
	})
	if err != nil {
		t.Fatal(err)
	}
	for l := range 64 {
		if w.V(0)[l] != 0xdead_0000+uint32(l) {
			t.Fatalf("v0 lane %d = %#x: the LDS form wrote vdata", l, w.V(0)[l])
		}
	}
}
