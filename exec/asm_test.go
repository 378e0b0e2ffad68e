package exec

import (
	"debug/elf"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/isa"
)

// assembleFuncs assembles src with llvm-mc and returns .text and the
// offsets of its function symbols by name.
func assembleFuncs(t testing.TB, target, src string) ([]byte, map[string]uint64) {
	t.Helper()
	obj := filepath.Join(t.TempDir(), "a.o")
	cmd := exec.Command(llvmtool.Path(t, "llvm-mc"), "-triple=amdgcn-amd-amdhsa", "-mcpu="+target, "-filetype=obj", "-o", obj)
	cmd.Stdin = strings.NewReader(src)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("llvm-mc: %v\n%s", err, out)
	}
	f, err := elf.Open(obj)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	code, err := f.Section(".text").Data()
	if err != nil {
		t.Fatal(err)
	}
	syms, err := f.Symbols()
	if err != nil {
		t.Fatal(err)
	}
	at := map[string]uint64{}
	for _, s := range syms {
		if elf.ST_TYPE(s.Info) == elf.STT_FUNC {
			at[s.Name] = s.Value
		}
	}
	return code, at
}

// assemble turns assembly into machine code with llvm-mc (the oracle for
// encodings), so tests can run hand-written instruction sequences.
func assemble(t testing.TB, target, src string) []byte {
	t.Helper()
	code, _ := assembleFuncs(t, target, src)
	return code
}

// testEnv is a minimal Env for running waves outside a dispatch.
type testEnv struct {
	arch    Arch
	mem     *Memory
	acc     *Accessor
	lds     *LDS
	scratch *Scratch
}

func (e *testEnv) Global() *Accessor   { return e.acc }
func (e *testEnv) LDS() *LDS           { return e.lds }
func (e *testEnv) Scratch() *Scratch   { return e.scratch }
func (e *testEnv) Arch() *Arch         { return &e.arch }
func (e *testEnv) ProgramBase() uint64 { return 0x1000 }
func (e *testEnv) Atomic() *sync.Mutex { return nil }

// asmProgram assembles src (an s_endpgm is appended) into a Program with
// 32 VGPRs.
func asmProgram(t testing.TB, target, src string) *Program {
	t.Helper()
	arch, err := ArchByName(target)
	if err != nil {
		t.Fatal(err)
	}
	tgt, err := isa.LookupTarget(target)
	if err != nil {
		t.Fatal(err)
	}
	code := assemble(t, target, src+"\ns_endpgm\n")
	p, err := NewProgram(arch, tgt, KernelConfig{GranulatedWorkitemVGPRCount: 7, AccumOffset: 7}, "test", code, 0x1000, 0)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// runAsm runs src on one wave prepared by setup and returns the wave.
func runAsm(t testing.TB, target, src string, setup func(w *Wave, e *testEnv)) (*Wave, error) {
	t.Helper()
	p := asmProgram(t, target, src)
	mem := NewMemory()
	env := &testEnv{arch: p.Arch, mem: mem, acc: mem.Accessor(), lds: NewLDS(4096), scratch: &Scratch{WaveSize: 64}}
	w := NewWave(p.Arch.SGPRs, 32, 0)
	w.Env = env
	for l := range 64 {
		w.WorkItem[l] = [3]uint32{uint32(l), 0, 0}
	}
	w.Mode = 3<<ModeFPDenormShift | 3<<(ModeFPDenormShift+2) // denormals on, nearest even
	if setup != nil {
		setup(w, env)
	}
	err := RunWaves(p, []*Wave{w}, 16, 10000)
	return w, err
}
