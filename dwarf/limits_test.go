package dwarf

import (
	"testing"
	"time"
)

// A location built to be huge (nested DW_OP_LLVM_extend) must not make an
// error message, which names the location, take long to build.
func TestHugeCompositeErrorIsQuick(t *testing.T) {
	e := []byte{DW_OP_regx, 0x24}
	for i := 0; i < 6; i++ {
		e = append(e, DW_OP_LLVM_user, DW_OP_LLVM_extend, 1, 0x80, 0x20)
	}
	e = append(e, DW_OP_lit1, DW_OP_plus)
	start := time.Now()
	_, err := Evaluate(e, evalCtx(evalWave()))
	if err == nil || time.Since(start) > time.Second {
		t.Fatalf("%v after %v", err, time.Since(start))
	}
}
