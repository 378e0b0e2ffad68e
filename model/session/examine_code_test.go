package session

import (
	"fmt"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// TestExamineCodeAddressReadsTheInstructionWords: x/Nxw $pc reads the
// loaded code object, as gdb's x reads the instruction bytes at $pc, and
// labels the lines with code addresses and symbols ("0x58ec <fn+492>:").
// The oracle is llvm-objdump-22's encoding column for the same addresses.
func TestExamineCodeAddressReadsTheInstructionWords(t *testing.T) {
	objdump := llvmtool.Path(t, "llvm-objdump")
	for _, target := range []string{"gfx900", "gfx1100"} {
		t.Run(target, func(t *testing.T) {
			r := openKernel(t, target, "control", "O0", "divergent_if", 64, 64, 64, func(i int) int { return i })
			r.do(fmt.Sprintf("break control.cl:%d", divIfStore))
			r.do("run")
			pc := r.s.addr(r.s.groups[0].waves[0].PC)
			out := r.do("x/4xw $pc")
			m := regexp.MustCompile(`^(0x[0-9a-f]+) <[^>]+>:((?:\t0x[0-9a-f]{8}){4})\n$`).FindStringSubmatch(out)
			if m == nil {
				t.Fatalf("x/4xw $pc printed %q, want one line \"0x.. <fn+off>:\" and four words", out)
			}
			if m[1] != fmt.Sprintf("%#x", pc) {
				t.Errorf("x/4xw $pc labels its line %s, want the pc %#x", m[1], pc)
			}
			// llvm-objdump's comment column: "// 0000000058EC: DC510014 00210000".
			dis, err := exec.Command(objdump, "-d", fmt.Sprintf("--start-address=%#x", pc), fmt.Sprintf("--stop-address=%#x", pc+16), r.co).Output()
			if err != nil {
				t.Fatal(err)
			}
			var want []string
			for _, l := range regexp.MustCompile(`// [0-9A-F]+:((?: [0-9A-F]{8})+)`).FindAllStringSubmatch(string(dis), -1) {
				for _, w := range strings.Fields(l[1]) {
					want = append(want, "0x"+strings.ToLower(w))
				}
			}
			if len(want) < 4 {
				t.Fatalf("llvm-objdump gave %d words at %#x:\n%s", len(want), pc, dis)
			}
			if got := strings.Fields(m[2]); strings.Join(got, " ") != strings.Join(want[:4], " ") {
				t.Errorf("x/4xw $pc = %v, llvm-objdump's words %v", got, want[:4])
			}
		})
	}
}
