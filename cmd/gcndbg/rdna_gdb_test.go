package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The wave32 transcripts: gdbuse.cl built for gfx1100 in wave32 (its
// default) and wave64 (-mwavefrontsize64) by testdata/gdb/build.sh. As in
// gdb_test.go, vscale.yaml has in[i] = 0.5 + 0.25*i, n = 7, so y =
// scale(in[i], 2) = 2*in[i] + 1; a wave of W lanes holds work-items
// i = W*wave + lane.

// laneRows counts the rows of info lanes' table and returns the highest
// lane number listed.
func laneRows(out string) (rows, last int) {
	last = -1
	for _, m := range regexp.MustCompile(`(?m)^[* ] (\d+)\s+(active|inactive|exited|unused|faulted)`).FindAllStringSubmatch(out, -1) {
		rows++
		fmt.Sscan(m[1], &last)
	}
	return rows, last
}

func TestGDBWave32LanesMasksAndWideReferences(t *testing.T) {
	cmds := "break 17 if x > 1.6\nrun\nprint $_lane\nprint x\ninfo lanes\nprint $exec\nprint/x $exec\ninfo registers system\n" +
		"print $exec_hi\nprint $vcc_hi\nprint $v0[40]\nlane 40\nlane 31\nprint y\ninfo waves\n"
	out, errOut := gdbBatch(t, "gdbuse-gfx1100w32-O0.co", "vscale.yaml", cmds, exitFault)
	// x = 0.5 + 0.25*lane > 1.6 from lane 5 on, to the wave's last lane 31.
	inOrder(t, "stdout", out, "Wave 0 (0,0,0)/0 hit Breakpoint 1, lanes [5-31] at gdbuse.cl:17\n",
		"$1 = 5\n", "$2 = 1.75\n",
		"Wave 0 (0,0,0)/0: exec 0xffffffff, 32 active of 32 lanes\n",
		"* 5     active    (5,0,0)        0x", "  31    active    (31,0,0)       0x",
		"$3 = 4294967295\n", "$4 = 0xffffffff\n",
		"exec   0xffffffff\nvcc_lo 0x", "scc    ",
		// lane 31 is work-item 31: y = 2*(0.5 + 0.25*31) + 1.
		"[Focus: wave 0 (0,0,0)/0, lane 31 at gdbuse.cl:17]\n", "$5 = 17.5\n",
		"* 0     (0,0,0)/0      stopped    0x", " 0xffffffff         gdbuse.cl:17\n",
		"  1     (0,0,0)/1      ready      0x")
	if rows, last := laneRows(between(out, "32 active of 32 lanes", "$3 =")); rows != 32 || last != 31 {
		t.Errorf("info lanes lists %d lanes up to %d, want 32 up to 31", rows, last)
	}
	if m := regexp.MustCompile(`(?m)^vcc_lo 0x[0-9a-f]{8}\n`).FindString(out); m == "" {
		t.Errorf("info registers system shows no 32-bit vcc_lo:\n%s", out)
	}
	for _, wide := range []string{"0x00000000ffffffff", "0xffffffffffffffff", "\nvcc    "} {
		if strings.Contains(out, wide) {
			t.Errorf("a wave32 transcript shows the 64-lane %q:\n%s", wide, out)
		}
	}
	inOrder(t, "stderr", errOut,
		"cmds:9: print: $exec_hi: the wave has 32 lanes, its lane masks are 32 bits ($exec is $exec_lo)\n",
		"cmds:10: print: $vcc_hi: the wave has 32 lanes, its lane masks are 32 bits ($vcc is $vcc_lo)\n",
		"cmds:11: print: lane 40 is outside the wave of 32 lanes\n",
		"cmds:12: lane: no lane 40: the wave has 32 lanes\n",
		"gcndbg: 4 of the batch commands failed\n")
}

func TestGDBWave64OnRDNALanesAndMasks(t *testing.T) {
	cmds := "break 17 if x > 1.6\nrun\ninfo lanes\nprint/x $exec\ninfo registers system\nprint $exec_hi\nlane 40\nprint y\nprint $v0[63] == $v0[63]\n"
	out, _ := gdbBatch(t, "gdbuse-gfx1100w64-O0.co", "vscale.yaml", cmds, 0)
	inOrder(t, "stdout", out, "Wave 0 (0,0,0)/0 hit Breakpoint 1, lanes [5-63] at gdbuse.cl:17\n",
		"Wave 0 (0,0,0)/0: exec 0xffffffffffffffff, 64 active of 64 lanes\n",
		"$1 = 0xffffffffffffffff\n", "exec   0xffffffffffffffff\nvcc    0x",
		"$2 = 4294967295\n",
		// lane 40 is work-item 40: y = 2*(0.5 + 0.25*40) + 1.
		"[Focus: wave 0 (0,0,0)/0, lane 40 at gdbuse.cl:17]\n", "$3 = 22\n", "$4 = 1\n")
	if rows, last := laneRows(between(out, "64 active of 64 lanes", "$1 =")); rows != 64 || last != 63 {
		t.Errorf("info lanes lists %d lanes up to %d, want 64 up to 63", rows, last)
	}
}

// TestGDBWave32WatchAndReverseRoundTrip: a watchpoint on out[20] stops
// wave 0 where lane 20 stores y = 2*(0.5 + 0.25*20) + 1 = 12; reverse-stepi
// goes back before the store (out[20] still 0) and stepi forward again to
// the same PC and value; reverse-continue runs back to the dispatch start
// and continue comes to the same watchpoint stop.
func TestGDBWave32WatchAndReverseRoundTrip(t *testing.T) {
	for _, tc := range []struct{ co, lanes string }{
		{"gdbuse-gfx1100w32-O0.co", "[0-31]"},
		{"gdbuse-gfx1100w64-O0.co", "[0-63]"},
	} {
		t.Run(tc.co, func(t *testing.T) {
			cmds := "break 16\nrun\nlane 20\nwatch out[20]\ndelete 1\ncontinue\nprint out[20]\nprint $_lane\nprint $pc\n" +
				"reverse-stepi\nprint out[20]\nstepi\nprint out[20]\nprint $pc\nreverse-continue\ncontinue\nprint $pc\nprint out[20]\ninfo lanes\n"
			out, _ := gdbBatch(t, tc.co, "vscale.yaml", cmds, 0)
			hit := "Wave 0 (0,0,0)/0 hit Watchpoint 2, lane 20 wrote out[20] at gdbuse.cl:17\nOld value = 0\nNew value = 12\n"
			inOrder(t, "stdout", out, "Wave 0 (0,0,0)/0 hit Breakpoint 1, lanes "+tc.lanes+" at gdbuse.cl:16\n",
				"Watchpoint 2: out[20] (4 bytes)\n", hit,
				"$1 = 12\n", "$2 = 20\n", "$3 = (void (*)()) 0x",
				"Wave 0 (0,0,0)/0, lanes "+tc.lanes+" at gdbuse.cl:17\n", "$4 = 0\n",
				"$5 = 12\n", "$6 = (void (*)()) 0x",
				"\nNo more reverse-execution history.\n", hit,
				"$7 = (void (*)()) 0x", "$8 = 12\n")
			pc3 := between(out, "$3 = (void (*)()) ", "\n")
			if pc6, pc7 := between(out, "$6 = (void (*)()) ", "\n"), between(out, "$7 = (void (*)()) ", "\n"); pc3 == "" || pc6 != pc3 || pc7 != pc3 {
				t.Errorf("the round trips end at %q and %q, not at the watchpoint's %q", pc6, pc7, pc3)
			}
			want := 32
			if strings.Contains(tc.lanes, "63") {
				want = 64
			}
			if rows, last := laneRows(out[strings.LastIndex(out, "$8 = 12"):]); rows != want || last != want-1 {
				t.Errorf("info lanes lists %d lanes up to %d, want %d", rows, last, want)
			}
		})
	}
}

// TestGDBWave32LanePCsAfterTheNestedIf runs the gfx1100 wave32 demo object
// to demo.cl:15 (`v = v + 1000`, the x % 2 == 0 arm): with in[i] = i the
// even lanes of wave 0 are there and EXEC is 0x55555555; each odd lane's
// lane PC is in the other arm, demo.cl:17 (`v = v - 1000`), and x of lane 3
// is 3.
func TestGDBWave32LanePCsAfterTheNestedIf(t *testing.T) {
	cmdPath := filepath.Join(t.TempDir(), "cmds")
	if err := os.WriteFile(cmdPath, []byte("break 15\nrun\ninfo lanes\nlane 3\nprint x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join("..", "..", "internal", "demo")
	out, errOut, code := gcndbg(filepath.Join(dir, "demo-gfx1100.co"), "--args", filepath.Join(dir, "demo.yaml"), "--batch", cmdPath)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	inOrder(t, "stdout", out, "hit Breakpoint 1, lanes [0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30] at demo.cl:15\n",
		"Wave 0 (0,0,0)/0: exec 0x55555555, 16 active of 32 lanes\n")
	rows := regexp.MustCompile(`(?m)^[* ] (\d+)\s+(active|inactive)\s+\((\d+),0,0\)\s+0x[0-9a-f]+\s+demo\.cl:(\d+)$`).FindAllStringSubmatch(out, -1)
	if len(rows) != 32 {
		t.Fatalf("info lanes has %d lane rows, want 32:\n%s", len(rows), out)
	}
	for i, r := range rows {
		state, line := "active", "15"
		if i%2 == 1 {
			state, line = "inactive", "17"
		}
		if r[1] != strconv.Itoa(i) || r[2] != state || r[3] != strconv.Itoa(i) || r[4] != line {
			t.Errorf("lane row %d is %q, want lane %d %s at demo.cl:%s", i, r[0], i, state, line)
		}
	}
	inOrder(t, "stdout", out, "[Focus: wave 0 (0,0,0)/0, lane 3 at demo.cl:17]\n", "$1 = 3\n")
}

// TestRunInterruptedWave32ShowsEXECLo: an interrupted wave32 dispatch
// reports EXEC as its 32 bits (spin.yaml: 64 work-items, two full waves of
// 32 in the loop).
func TestRunInterruptedWave32ShowsEXECLo(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	var out, errb strings.Builder
	err := runDispatch(ctx, filepath.Join("testdata", "gdb", "gdbuse-gfx1100w32-O0.co"),
		runOptions{args: filepath.Join("testdata", "gdb", "spin.yaml"), out: t.TempDir(), format: "raw"}, &out, &errb)
	if err == nil || !strings.Contains(err.Error(), "interrupted (2 waves were running)") {
		t.Fatalf("error %v, want an interruption", err)
	}
	inOrder(t, "stdout", out.String(), "Interrupted; the waves that were running:\n  wave 0 of workgroup (0,0,0): running, pc 0x", ", exec 0xffffffff, ",
		"\n  wave 1 of workgroup (0,0,0): running, pc 0x", ", exec 0xffffffff, ")
}
