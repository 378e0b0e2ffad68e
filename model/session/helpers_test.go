package session

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/launch"
)

// kernelRun is a session on a testdata kernel with a known input.
type kernelRun struct {
	t  *testing.T
	s  *Session
	co string
}

// openKernel loads kernel of testdata/<source> built for target at opt.
// Every pointer argument is a buffer of n 32-bit elements; argument 0 holds
// in0(i) at element i (the others are zero), by-value arguments are 8.
func openKernel(t *testing.T, target, source, opt, kernel string, grid, wg, n int, in0 func(i int) int) *kernelRun {
	t.Helper()
	co := testkernels.CodeObject(t, target, source, opt)
	f, err := codeobj.Open(co, codeobj.Options{})
	if err != nil {
		t.Fatal(err)
	}
	k, err := f.Kernel(kernel)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "kernel: %s\ngrid: [%d, 1, 1]\nworkgroup: [%d, 1, 1]\nargs:\n", kernel, grid, wg)
	for i, p := range launch.Params(k.Meta) {
		if !p.Pointer {
			fmt.Fprintf(&b, "  %s: 8\n", p.DisplayName())
			continue
		}
		et := elemType(p.TypeName)
		if i == 0 && in0 != nil {
			var data []string
			for e := range n {
				data = append(data, fmt.Sprint(in0(e)))
			}
			fmt.Fprintf(&b, "  %s: {type: %s, count: %d, init: {data: [%s]}}\n", p.DisplayName(), et, n, strings.Join(data, ", "))
			continue
		}
		fmt.Fprintf(&b, "  %s: {type: %s, count: %d, output: true}\n", p.DisplayName(), et, n)
	}
	path := filepath.Join(t.TempDir(), "args.yaml")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := Open(co, path, Options{SourceDirs: []string{filepath.Dir(testkernels.SourcePath(t, source+".cl"))}})
	if err != nil {
		t.Fatal(err)
	}
	return &kernelRun{t: t, s: s, co: co}
}

// do runs a command that must succeed and returns its output.
func (r *kernelRun) do(cmd string) string {
	r.t.Helper()
	var out bytes.Buffer
	if err := r.s.Execute(context.Background(), cmd, &out); err != nil {
		r.t.Fatalf("%s: %s: %v", filepath.Base(r.co), cmd, err)
	}
	return out.String()
}

// fail runs a command that must fail and returns the error text.
func (r *kernelRun) fail(cmd string) string {
	r.t.Helper()
	var out bytes.Buffer
	err := r.s.Execute(context.Background(), cmd, &out)
	if err == nil {
		r.t.Fatalf("%s: %s succeeded: %s", filepath.Base(r.co), cmd, out.String())
	}
	return err.Error()
}

// stop is the last stop.
func (r *kernelRun) stop() *Stop {
	r.t.Helper()
	if r.s.stop == nil {
		r.t.Fatal("no stop")
	}
	return r.s.stop
}

// runToEnd deletes every breakpoint and runs the dispatch to its end.
func (r *kernelRun) runToEnd() {
	r.t.Helper()
	r.do("delete")
	if !r.s.Started() {
		r.do("run")
	}
	for !r.s.Finished() {
		r.do("continue")
	}
	if st := r.stop(); st.Reason != StopExited {
		r.t.Fatalf("the dispatch ended with %s", st)
	}
}

// output reads element i of an output buffer as int32.
func (r *kernelRun) output(arg string, i int) int32 {
	r.t.Helper()
	b := r.s.L.Buffer(arg)
	if b == nil || (i+1)*4 > len(b.Data) {
		r.t.Fatalf("no element %d of %s", i, arg)
	}
	d := b.Data[4*i:]
	return int32(uint32(d[0]) | uint32(d[1])<<8 | uint32(d[2])<<16 | uint32(d[3])<<24)
}
