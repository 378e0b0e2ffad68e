package isa_test

import (
	"debug/elf"
	"os"
	"path/filepath"
	"testing"

	"github.com/gcndbg/gcndbg/isa"
)

// rocRAND906 returns the .text of rocRAND's gfx906 code object, or skips.
func rocRAND906(b *testing.B) (uint64, []byte) {
	var path string
	for _, d := range []string{os.Getenv("GCNDBG_ROCM_CORPUS"), "/work/rocm-corpus"} {
		if m, _ := filepath.Glob(filepath.Join(d, "co/librocrand1/*_gfx906*.co")); d != "" && len(m) > 0 {
			path = m[0]
		}
	}
	if path == "" {
		if cache, err := os.UserCacheDir(); err == nil {
			if m, _ := filepath.Glob(filepath.Join(cache, "gcndbg/rocm-corpus/co/librocrand1/*_gfx906*.co")); len(m) > 0 {
				path = m[0]
			}
		}
	}
	if path == "" {
		b.Skip("rocRAND gfx906 code object not extracted (see TestDisassemblyMatchesObjdumpOnRocRAND)")
	}
	f, err := elf.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	text := f.Section(".text")
	code, err := text.Data()
	if err != nil {
		b.Fatal(err)
	}
	return text.Addr, code
}

// BenchmarkDecodeAndPrintRocRAND906 decodes and prints every instruction of
// rocRAND's gfx906 .text (isa/bench.sh sets it beside llvm-objdump).
func BenchmarkDecodeAndPrintRocRAND906(b *testing.B) {
	addr, code := rocRAND906(b)
	tgt := isa.MustTarget("gfx906")
	n := 0
	isa.DisassembleObjdump(code, addr, tgt, func(l *isa.Line) bool { n++; return true })
	b.SetBytes(int64(len(code)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		chars := 0
		isa.DisassembleObjdump(code, addr, tgt, func(l *isa.Line) bool {
			chars += len(l.Text())
			return true
		})
		if chars == 0 {
			b.Fatal("nothing printed")
		}
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "insts/s")
}

// BenchmarkDecodeRocRAND906 decodes without printing (what the interpreter
// pays at load time).
func BenchmarkDecodeRocRAND906(b *testing.B) {
	addr, code := rocRAND906(b)
	tgt := isa.MustTarget("gfx906")
	b.SetBytes(int64(len(code)))
	for i := 0; i < b.N; i++ {
		isa.DisassembleObjdump(code, addr, tgt, func(l *isa.Line) bool { return true })
	}
}
