package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/testkernels"
)

// amdcl2Entry is the address of the code of an AMD OpenCL 2.0 binary's
// kernel, from debug/elf: the inner .hsatext's address plus the kernel
// symbol's value plus the 256-byte setup.
func amdcl2Entry(t *testing.T, path string) uint64 {
	t.Helper()
	sec, s := amdcl2Kernel(t, path)
	return sec.Addr + s.Value + 256
}

// The debugger on the usesetup AMD OpenCL 2.0 kernels (gfx803 and Vega):
// stopped at the kernel's first instruction, s[4:5] points to the setup
// buffer and s[6:7] to the arguments (AmdCl2Abi.md's user data layout), the
// setup buffer holds 1 dimension, local size 64x1x1 and global size 128
// (its dwords 0-3 as AmdCl2Abi.md lists them), the arguments start with
// the three 64-bit global offsets (0) and the explicit ones follow the six
// 8-byte setup arguments and the two 8-byte buffer pointers: scale at 64.
// Both waves stop at the breakpoint and the dispatch ends.
func TestDebuggerShowsAmdCL2SetupAndArguments(t *testing.T) {
	argsPath := usesetupArgs(t)
	for _, target := range []string{"gfx803", "gfx900"} {
		t.Run(target, func(t *testing.T) {
			bin := filepath.Join(testkernels.Dir(), "amdcl2", "feat_setup-"+target+".bin")
			entry := amdcl2Entry(t, bin)
			cmds := fmt.Sprintf("break *%#x\nrun\nx/4xw $s[4:5]\nx/3xg $s[6:7]\nx/1dw $s[6:7] + 64\ncontinue\ncontinue\n", entry)
			out, errOut, code := batchRun(t, bin, argsPath, cmds)
			if code != 0 {
				t.Fatalf("exit %d\n%s\n%s", code, out, errOut)
			}
			if n := strings.Count(out, "hit Breakpoint 1"); n != 2 {
				t.Errorf("%d stops at the breakpoint, want 2 (one per wave):\n%s", n, out)
			}
			d := setupDwords(t, out)
			if d[0]>>16 != 1 || d[1] != 64|1<<16 || d[2]&0xffff != 1 || d[3] != 128 {
				t.Errorf("setup buffer dwords %x: want dimensions 1 (dword 0 bits 16-31), local size 64x1 (dword 1), 1 (dword 2), global size 128 (dword 3)", d)
			}
			if !regexp.MustCompile(`(?m)^global#0x[0-9a-f]+:\s+0x0{16}\s+0x0{16}\n.*0x0{16}`).MatchString(out) {
				t.Errorf("global offsets are not 0, 0, 0:\n%s", out)
			}
			if !regexp.MustCompile(`(?m)^global#0x[0-9a-f]+:\s+7$`).MatchString(out) {
				t.Errorf("scale at arguments + 64 is not 7:\n%s", out)
			}
			if !strings.Contains(out, "Dispatch ended: 2 workgroups") {
				t.Errorf("the dispatch did not end:\n%s", out)
			}
		})
	}
}

// The debugger on the 32-bit usesetup kernels (feat32_setup, ELF32 outer
// file): the same user SGPRs and setup buffer as the 64-bit ones, but the
// setup arguments and pointers are 4 bytes (AmdCl2Abi.md): the three global
// offsets are the dwords 0-2 (0), the buffer pointers out and in the dwords
// at 24 and 28, nonzero and below 4 GiB (4-byte pointers hold them), and
// scale the dword at 32 (7). The dispatch ends (model/launch's
// TestAmdCL2KernelsRun checks what the kernels store).
func TestDebuggerShowsAmdCL2Setup32(t *testing.T) {
	argsPath := usesetupArgs(t)
	for _, target := range []string{"gfx803", "gfx900"} {
		t.Run(target, func(t *testing.T) {
			bin := filepath.Join(testkernels.Dir(), "amdcl2", "feat32_setup-"+target+".bin")
			entry := amdcl2Entry(t, bin)
			cmds := fmt.Sprintf("break *%#x\nrun\nx/4xw $s[4:5]\nx/3xw $s[6:7]\nx/2xw $s[6:7] + 24\nx/1dw $s[6:7] + 32\ndelete 1\ncontinue\n", entry)
			out, errOut, code := batchRun(t, bin, argsPath, cmds)
			if code != 0 {
				t.Fatalf("exit %d\n%s\n%s", code, out, errOut)
			}
			d := setupDwords(t, out)
			if d[0]>>16 != 1 || d[1] != 64|1<<16 || d[2]&0xffff != 1 || d[3] != 128 {
				t.Errorf("setup buffer dwords %x: want dimensions 1, local size 64x1, 1, global size 128", d)
			}
			if !regexp.MustCompile(`(?m)^global#0x[0-9a-f]+:\s+0x0{8}\s+0x0{8}\s+0x0{8}$`).MatchString(out) {
				t.Errorf("global offsets (dwords 0-2) are not 0, 0, 0:\n%s", out)
			}
			ptrs := regexp.MustCompile(`(?m)^global#0x[0-9a-f]+:\s+0x([0-9a-f]{8})\s+0x([0-9a-f]{8})$`).FindStringSubmatch(out)
			if ptrs == nil || ptrs[1] == ptrs[2] || ptrs[1] == "00000000" || ptrs[2] == "00000000" {
				t.Errorf("out and in at arguments + 24 and + 28 are not two nonzero 4-byte pointers:\n%s", out)
			}
			if !regexp.MustCompile(`(?m)^global#0x[0-9a-f]+:\s+7$`).MatchString(out) {
				t.Errorf("scale at arguments + 32 is not 7:\n%s", out)
			}
			if !strings.Contains(out, "Dispatch ended: 2 workgroups") {
				t.Errorf("the dispatch did not end:\n%s", out)
			}
		})
	}
}

// usesetupArgs writes the args.yaml both usesetup tests run with: 128
// work-items in workgroups of 64, in[i] = 3i, scale 7.
func usesetupArgs(t *testing.T) string {
	t.Helper()
	var in []string
	for i := range 128 {
		in = append(in, strconv.Itoa(3*i))
	}
	argsPath := filepath.Join(t.TempDir(), "args.yaml")
	yaml := "grid: [128, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n  out: {type: u32, count: 128, output: true}\n  in: {type: u32, init: {data: [" + strings.Join(in, ", ") + "]}}\n  scale: 7\n"
	if err := os.WriteFile(argsPath, []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	return argsPath
}

// setupDwords reads the four setup buffer dwords `x/4xw $s[4:5]` printed.
func setupDwords(t *testing.T, out string) [4]uint64 {
	t.Helper()
	words := regexp.MustCompile(`(?m)^global#0x[0-9a-f]+:\s+0x([0-9a-f]{8})\s+0x([0-9a-f]{8})\s+0x([0-9a-f]{8})\s+0x([0-9a-f]{8})$`).FindStringSubmatch(out)
	if words == nil {
		t.Fatalf("no setup buffer dwords in:\n%s", out)
	}
	var d [4]uint64
	for i := range d {
		d[i], _ = strconv.ParseUint(words[i+1], 16, 32)
	}
	return d
}
