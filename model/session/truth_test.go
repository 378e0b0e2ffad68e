package session

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/internal/truth"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/launch"
)

// The truth check: at the line of a "// store: v" mark, `print v` for a
// lane must show the value the kernel then writes for that lane. The
// expected values are read back from the output buffer after the dispatch
// ends; the lane's index into it is computed here from the workgroup, wave
// and lane (GLOBAL_ID(x) = group * size + local id) and the store's index
// expression in the source, never from the debugger.

const (
	truthGrid      = 256
	truthWorkgroup = 128
	truthBufElems  = 4 * truthGrid
)

var truthSources = []string{"vadd.cl", "control.cl", "calls.cl", "float.cl", "memory.cl", "matmul.cl", "traps.cl", "wave.cl", "hip_kernels.hip"}

// storeRe matches "NAME[INDEX] = VAR;".
var storeRe = regexp.MustCompile(`(\w+)\[([^\]]+)\]\s*=\s*(\w+)\s*;`)

// indexRe matches the index forms the check understands: i, K * i, i + C,
// K * i + C.
var indexRe = regexp.MustCompile(`^(?:(\d+)\s*\*\s*)?i(?:\s*\+\s*(\d+))?$`)

// kernelSig finds "KERNEL name(params)".
var kernelSig = regexp.MustCompile(`(?m)^KERNEL\s+(\w+)\s*\(([^)]*)\)`)

type truthKernel struct {
	name   string
	params []string // source names of the parameters
	types  []string // their source types
}

func kernelsOf(src string) map[string]truthKernel {
	out := map[string]truthKernel{}
	for _, m := range kernelSig.FindAllStringSubmatch(src, -1) {
		k := truthKernel{name: m[1]}
		for _, p := range strings.Split(m[2], ",") {
			f := strings.Fields(strings.ReplaceAll(p, "*", " * "))
			if len(f) == 0 {
				continue
			}
			k.params = append(k.params, f[len(f)-1])
			k.types = append(k.types, strings.Join(f[:len(f)-1], " "))
		}
		out[k.name] = k
	}
	return out
}

func TestPrintShowsWhatTheStoreWrites(t *testing.T) {
	dwarfdump := llvmtool.Path(t, "llvm-dwarfdump")
	var notRun []string
	checked := 0
	ref := newHostRefs(t)
	perColumn := map[string]int{}
	for _, col := range truthColumns {
		target, ws := col[0], col[1]
		for _, opt := range []string{"O0", "O2"} {
			sources := truthSources
			if only, ok := columnSources[target+" "+ws]; ok {
				sources = only
			}
			for _, srcName := range sources {
				srcPath := testkernels.SourcePath(t, srcName)
				srcBytes, err := os.ReadFile(srcPath)
				if err != nil {
					t.Fatal(err)
				}
				lines := strings.Split(string(srcBytes), "\n")
				kernels := kernelsOf(string(srcBytes))
				c := truth.Column{Target: target, WaveSize: 64, Opt: opt}
				if ws == "w32" {
					c.WaveSize = 32
				}
				co := testkernels.Path(t, c.Path(strings.TrimSuffix(srcName, filepath.Ext(srcName))))
				for _, mark := range testkernels.StoreMarks(t, srcName) {
					what := fmt.Sprintf("%s %s %s %s:%d (%s)", target, ws, opt, srcName, mark.Line, mark.Name)
					m := storeRe.FindStringSubmatch(lines[mark.Line-1])
					if m == nil || m[3] != mark.Name {
						notRun = append(notRun, what+": store not understood")
						continue
					}
					k, isKernel := kernels[mark.Function]
					if !isKernel {
						// A device function: debug it in a kernel that
						// passes it the output and i = GLOBAL_ID(x).
						var ok bool
						if k, ok = callerKernel(string(srcBytes), kernels, mark.Function, m[1]); !ok {
							notRun = append(notRun, what+": no kernel passes device function "+mark.Function+" its output and i")
							continue
						}
					}
					index := strings.TrimSpace(m[2])
					direct := strings.Contains(index, "GLOBAL_ID(x)")
					im := indexRe.FindStringSubmatch(strings.ReplaceAll(index, "GLOBAL_ID(x)", "i"))
					if im == nil || !direct && !globalIndex(string(srcBytes), k.name) {
						notRun = append(notRun, what+": index "+m[2]+" is not a linear form of GLOBAL_ID(x)")
						continue
					}
					scale, offset := 1, 0
					if im[1] != "" {
						scale, _ = strconv.Atoi(im[1])
					}
					if im[2] != "" {
						offset, _ = strconv.Atoi(im[2])
					}
					n, reason := checkStore(t, ref, co, srcPath, k, m[1], mark.Line, mark.Name, scale, offset, dwarfdump)
					if reason != "" {
						notRun = append(notRun, what+": "+reason)
					}
					checked += n
					perColumn[target+" "+ws] += n
				}
			}
		}
	}
	t.Logf("%d printed values checked against the host outputs", checked)
	for _, col := range truthColumns {
		k := col[0] + " " + col[1]
		t.Logf("  %s: %d", k, perColumn[k])
		if perColumn[k] == 0 {
			t.Errorf("%s: no value was checked", k)
		}
	}
	for _, r := range notRun {
		t.Logf("not checked: %s", r)
	}
	if checked == 0 {
		t.Fatal("no value was checked")
	}
}

// kernelBody returns the text of kernel name's body (up to the next kernel).
func kernelBody(src, name string) string {
	i := strings.Index(src, "KERNEL "+name+"(")
	if i < 0 {
		return ""
	}
	body := src[i:]
	if j := strings.Index(body[1:], "\nKERNEL "); j >= 0 {
		body = body[:j+1]
	}
	return body
}

// globalIndex reports whether kernel name sets i = GLOBAL_ID(x).
func globalIndex(src, name string) bool {
	return regexp.MustCompile(`\bi = GLOBAL_ID\(x\);`).MatchString(kernelBody(src, name))
}

// callerKernel finds a kernel that calls fn passing i and the output
// array out (a parameter of the kernel of the same name).
func callerKernel(src string, kernels map[string]truthKernel, fn, out string) (truthKernel, bool) {
	call := regexp.MustCompile(`\b` + regexp.QuoteMeta(fn) + `\(([^;]*)\);`)
	for _, k := range kernels {
		m := call.FindStringSubmatch(kernelBody(src, k.name))
		if m == nil || !globalIndex(src, k.name) {
			continue
		}
		hasOut, hasI := false, false
		for _, a := range strings.Split(m[1], ",") {
			a = strings.TrimSpace(a)
			hasOut = hasOut || a == out
			hasI = hasI || a == "i"
		}
		for _, p := range k.params {
			if p == out && hasOut && hasI {
				return k, true
			}
		}
	}
	return truthKernel{}, false
}

// truthArgs writes an args file for kernel k: every pointer a buffer of
// truthBufElems elements with varied contents, every value 8.
func truthArgs(t *testing.T, co string, k truthKernel) (string, []args.Param) {
	f, err := codeobj.Open(co, codeobj.Options{})
	if err != nil {
		t.Fatal(err)
	}
	kern, err := f.Kernel(k.name)
	if err != nil {
		t.Fatal(err)
	}
	params := launch.Params(kern.Meta)
	var b strings.Builder
	fmt.Fprintf(&b, "kernel: %s\ngrid: [%d, 1, 1]\nworkgroup: [%d, 1, 1]\ndynamic_lds: 4096\nargs:\n", k.name, truthGrid, truthWorkgroup)
	for i, p := range params {
		if !p.Pointer {
			v := 8
			if i < len(k.types) && strings.Contains(k.types[i], "LOCAL") {
				v = 4096 // a __local pointer: the bytes of LDS it gets
			}
			fmt.Fprintf(&b, "  %s: %d\n", p.DisplayName(), v)
			continue
		}
		et := paramElem(p, k, i)
		init := "{random: {seed: " + strconv.Itoa(i+1) + ", min: 0, max: 1000}}"
		if et == "i8" || et == "u8" {
			init = "{random: {seed: " + strconv.Itoa(i+1) + ", min: 0, max: 100}}"
		}
		if et == "f32" || et == "f64" {
			init = "{random: {seed: " + strconv.Itoa(i+1) + ", min: -4, max: 4}}"
		}
		fmt.Fprintf(&b, "  %s: {type: %s, count: %d, init: %s, output: true}\n", p.DisplayName(), et, truthBufElems, init)
	}
	path := filepath.Join(t.TempDir(), "args.yaml")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path, params
}

// paramElem is the element type of pointer parameter i: from the
// metadata's .type_name, else (HIP metadata has none) from the source.
func paramElem(p args.Param, k truthKernel, i int) string {
	if p.TypeName == "" && i < len(k.types) {
		f := strings.Fields(strings.NewReplacer("*", " ", "const", " ", "GLOBAL", " ", "unsigned int", "uint").Replace(k.types[i]))
		return elemType(strings.Join(f, " "))
	}
	return elemType(p.TypeName)
}

func elemType(typeName string) string {
	switch strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(typeName), "*")) {
	case "float":
		return "f32"
	case "half", "f16":
		return "f16"
	case "double":
		return "f64"
	case "uint", "unsigned int":
		return "u32"
	case "long":
		return "i64"
	case "ulong", "unsigned long":
		return "u64"
	case "short":
		return "i16"
	case "ushort":
		return "u16"
	case "char":
		return "i8"
	case "uchar":
		return "u8"
	}
	return "i32"
}

// maxTruthStops bounds the stops of one truth check.
const maxTruthStops = 48

// truthColumns are the builds checked: the GCN/CDNA targets (wave64) and
// RDNA in wave32 and wave64 (testdata/co/wave64/).
var truthColumns = [][2]string{
	{"gfx900", "w64"}, {"gfx90a", "w64"}, {"gfx942", "w64"},
	{"gfx1100", "w32"}, {"gfx1100", "w64"}, {"gfx1151", "w32"},
	{"gfx1250", "w32"},
}

// columnSources limits a column to some of truthSources (to keep the
// test's time): gfx1250 checks the sources whose code differs most from
// GFX12's (calls.cl's private pointers through src_flat_scratch_base,
// scale_offset loads everywhere, wave.cl's VOPD3); all of them pass there
// (25,392 values when run in full).
var columnSources = map[string][]string{
	"gfx1250 w32": {"vadd.cl", "calls.cl", "wave.cl"},
}

// truthLanes are the lanes printed at each stop of a wave64; a wave32
// prints every lane.
var truthLanes = []int{0, 5, 31, 37, 63}

// lanesOf returns the lanes printed at a stop of a wave of waveSize lanes.
func lanesOf(waveSize int) []int {
	if waveSize == 32 {
		l := make([]int, 32)
		for i := range l {
			l[i] = i
		}
		return l
	}
	return truthLanes
}

type printed struct {
	index int // element of the output
	value string
	pc    uint64
}

// checkStore runs the kernel under the debugger and checks the values.
func checkStore(t *testing.T, ref *hostRefs, co, srcPath string, k truthKernel, outName string, line int, v string, scale, offset int, dwarfdump string) (int, string) {
	argsPath, params := truthArgs(t, co, k)
	pos := -1
	for i, p := range k.params {
		if p == outName {
			pos = i
		}
	}
	if pos < 0 || pos >= len(params) {
		return 0, "output parameter " + outName + " not found"
	}
	s, err := Open(co, argsPath, Options{SourceDirs: []string{filepath.Dir(srcPath)}})
	if err != nil {
		return 0, "cannot load: " + oneLine(err.Error())
	}
	ctx := context.Background()
	var out bytes.Buffer
	exe := func(cmd string) error {
		out.Reset()
		return s.Execute(ctx, cmd, &out)
	}
	if err := exe(fmt.Sprintf("break %s:%d", filepath.Base(srcPath), line)); err != nil {
		return 0, "break: " + err.Error()
	}
	// A line may have several is_stmt locations (at -O2 the address of the
	// store is often computed early, before v is final): what counts is
	// the lane's last stop on the line before the store runs.
	last := map[int]printed{}
	first := true
	for stops := 0; stops < maxTruthStops; stops++ {
		cmd := "continue"
		if first {
			cmd, first = "run", false
		}
		if err := exe(cmd); err != nil {
			return 0, "the interpreter cannot run it: " + oneLine(err.Error())
		}
		st := s.stop
		if st != nil && st.Reason == StopDebugTrap {
			continue // the kernel's own s_trap 3 (traps.cl)
		}
		if st == nil || st.Reason != StopBreakpoint {
			break
		}
		for _, lane := range lanesOf(s.waveSize) {
			if lane >= s.waveSize || st.Lanes&(1<<uint(lane)) == 0 {
				continue
			}
			if err := exe(fmt.Sprintf("lane %d", lane)); err != nil {
				t.Errorf("%s: lane %d: %v", co, lane, err)
				continue
			}
			gid := int(st.Workgroup[0])*truthWorkgroup + st.WaveID*s.waveSize + lane
			p := printed{index: scale*gid + offset, pc: st.Addr}
			if err := exe("print " + v); err != nil {
				if !strings.Contains(err.Error(), "no symbol") {
					t.Errorf("%s:%d: print %s: %v", co, line, v, err)
					continue
				}
				// No DIE of v covers the PC: llvm-dwarfdump must agree.
				p.value = "<optimized out>"
			} else {
				p.value = strings.TrimSpace(out.String())
				if _, after, ok := strings.Cut(p.value, " = "); ok {
					p.value = after
				}
			}
			last[gid] = p
		}
	}
	if s.stop != nil && s.stop.Reason == StopBreakpoint {
		if err := exe("delete"); err != nil {
			t.Fatal(err)
		}
		if err := exe("continue"); err != nil {
			return 0, "the interpreter cannot finish it: " + oneLine(err.Error())
		}
	}
	if s.stop == nil || s.stop.Reason != StopExited {
		return 0, "the dispatch did not end"
	}
	// The expected values: the output of the same kernel built for the
	// host (wave.cl: the Go reference for the wave size), never the
	// interpreter's buffer.
	want, err := ref.output(co, srcPath, k.name, argsPath, s.waveSize)
	if err != nil {
		return 0, "no host reference: " + oneLine(err.Error())
	}
	data, ok := want[pos]
	if !ok {
		return 0, "the host reference has no output " + outName
	}
	et := paramElem(params[pos], k, pos)
	n := 0
	var optimizedOut []uint64
	for _, p := range last {
		if p.value == "<optimized out>" {
			optimizedOut = append(optimizedOut, p.pc)
			continue
		}
		if !hasLocation(t, dwarfdump, co, v, p.pc) {
			t.Errorf("%s:%d: %s printed %s at %#x, where llvm-dwarfdump gives it no location", co, line, v, p.value, p.pc)
		}
		want, ok := element(data, et, p.index)
		if !ok {
			t.Errorf("%s:%d: element %d outside the output", co, line, p.index)
			continue
		}
		if !sameValue(p.value, want, et) {
			t.Errorf("%s %s:%d at %#x: print %s = %s, but the kernel stored %s at %s[%d]", co, filepath.Base(srcPath), line, p.pc, v, p.value, want, outName, p.index)
		}
		n++
	}
	for _, pc := range optimizedOut {
		if hasLocation(t, dwarfdump, co, v, pc) {
			t.Errorf("%s:%d: %s printed <optimized out> at %#x, but llvm-dwarfdump gives it a location there", co, line, v, pc)
		}
	}
	if n == 0 && len(optimizedOut) > 0 {
		return 0, fmt.Sprintf("%s is optimized out at every stop (checked against llvm-dwarfdump)", v)
	}
	return n, ""
}

// element formats element i of a little-endian buffer of type et.
func element(b []byte, et string, i int) (string, bool) {
	size := map[string]int{"f16": 2, "f32": 4, "f64": 8, "i32": 4, "u32": 4, "i64": 8, "u64": 8, "i16": 2, "u16": 2, "i8": 1, "u8": 1}[et]
	if i < 0 || (i+1)*size > len(b) {
		return "", false
	}
	e := b[i*size : (i+1)*size]
	switch et {
	case "f16":
		return strconv.FormatFloat(halfToFloat(binary.LittleEndian.Uint16(e)), 'g', -1, 32), true
	case "f32":
		return strconv.FormatFloat(float64(math.Float32frombits(binary.LittleEndian.Uint32(e))), 'g', -1, 32), true
	case "f64":
		return strconv.FormatFloat(math.Float64frombits(binary.LittleEndian.Uint64(e)), 'g', -1, 64), true
	case "i32":
		return strconv.FormatInt(int64(int32(binary.LittleEndian.Uint32(e))), 10), true
	case "u32":
		return strconv.FormatUint(uint64(binary.LittleEndian.Uint32(e)), 10), true
	case "i64":
		return strconv.FormatInt(int64(binary.LittleEndian.Uint64(e)), 10), true
	case "u64":
		return strconv.FormatUint(binary.LittleEndian.Uint64(e), 10), true
	case "i16":
		return strconv.FormatInt(int64(int16(binary.LittleEndian.Uint16(e))), 10), true
	case "u16":
		return strconv.FormatUint(uint64(binary.LittleEndian.Uint16(e)), 10), true
	case "i8":
		return strconv.FormatInt(int64(int8(e[0])), 10), true
	case "u8":
		return strconv.FormatUint(uint64(e[0]), 10), true
	}
	return fmt.Sprint(e), true
}

// sameValue compares a printed value with the stored one numerically (a
// float variable stored to an int buffer prints differently but must
// convert to the same number).
func sameValue(printed, stored, et string) bool {
	if n, _, ok := strings.Cut(printed, " '"); ok && strings.HasSuffix(printed, "'") {
		printed = n // gdb prints a char as 77 'M'
	}
	if printed == stored {
		return true
	}
	p, err1 := strconv.ParseFloat(printed, 64)
	q, err2 := strconv.ParseFloat(stored, 64)
	if err1 != nil || err2 != nil {
		return false
	}
	if et == "f32" || et == "f16" {
		return float32(p) == float32(q) || (math.IsNaN(p) && math.IsNaN(q))
	}
	return p == q
}

// dwarfdumpCache keeps llvm-dwarfdump's answers by object and name.
var dwarfdumpCache = map[string][]byte{}

// locRange is "[0xLO, 0xHI): ..." of llvm-dwarfdump's location lists.
var locRange = regexp.MustCompile(`\[0x([0-9a-f]+), 0x([0-9a-f]+)\)`)

// hasLocation reports whether llvm-dwarfdump shows a location for a
// variable named name covering pc: a location list entry whose range holds
// pc, or a single location in a scope (subprogram, inlined subroutine,
// lexical block) whose range holds pc. It reads the DIEs with their parents
// (--show-parents) so that a single location is tied to its scope.
func hasLocation(t *testing.T, dwarfdump, co, name string, pc uint64) bool {
	at := fmt.Sprintf("%s\x00%s\x00%#x", co, name, pc)
	if v, ok := hasLocationCache[at]; ok {
		return v
	}
	v := hasLocationAt(t, dwarfdump, co, name, pc)
	hasLocationCache[at] = v
	return v
}

// hasLocationCache keeps hasLocation's answers by object, name and pc (a
// wave32 check asks for every lane at the same few PCs).
var hasLocationCache = map[string]bool{}

func hasLocationAt(t *testing.T, dwarfdump, co, name string, pc uint64) bool {
	key := co + "\x00" + name
	out, ok := dwarfdumpCache[key]
	if !ok {
		var err error
		out, err = exec.Command(dwarfdump, "--debug-info", "--show-parents", "--name="+name, co).Output()
		if err != nil {
			t.Fatalf("llvm-dwarfdump: %v", err)
		}
		dwarfdumpCache[key] = out
	}
	type scope struct {
		indent int
		covers bool // its ranges hold pc (true when it has none: the CU)
	}
	var stack []scope
	for _, die := range strings.Split(string(out), "\n\n") {
		first, _, _ := strings.Cut(strings.TrimLeft(die, "\n"), "\n")
		indent := strings.Index(first, "DW_TAG")
		if indent < 0 {
			continue
		}
		for len(stack) > 0 && stack[len(stack)-1].indent >= indent {
			stack = stack[:len(stack)-1]
		}
		inScope := len(stack) == 0 || stack[len(stack)-1].covers
		if strings.Contains(die, "DW_AT_const_value") && inScope {
			return true
		}
		if i := strings.Index(die, "DW_AT_location"); i >= 0 {
			loc := die[i:]
			if !strings.Contains(loc, "loclist") {
				if inScope {
					return true
				}
				continue
			}
			for _, m := range locRange.FindAllStringSubmatch(loc, -1) {
				lo, _ := strconv.ParseUint(m[1], 16, 64)
				hi, _ := strconv.ParseUint(m[2], 16, 64)
				if pc >= lo && pc < hi {
					return true
				}
			}
			continue
		}
		covers, hasRange := false, false
		if lo, hi, ok := lowHigh(die); ok {
			hasRange, covers = true, pc >= lo && pc < hi
		}
		if strings.Contains(die, "DW_AT_ranges") {
			hasRange = true
			for _, m := range locRange.FindAllStringSubmatch(die, -1) {
				lo, _ := strconv.ParseUint(m[1], 16, 64)
				hi, _ := strconv.ParseUint(m[2], 16, 64)
				covers = covers || (pc >= lo && pc < hi)
			}
		}
		if !hasRange {
			covers = inScope
		} else {
			covers = covers && inScope
		}
		stack = append(stack, scope{indent: indent, covers: covers})
	}
	return false
}

var (
	lowPCRe  = regexp.MustCompile(`DW_AT_low_pc\s*\(0x([0-9a-f]+)\)`)
	highPCRe = regexp.MustCompile(`DW_AT_high_pc\s*\(0x([0-9a-f]+)\)`)
)

// lowHigh reads a DIE's DW_AT_low_pc and DW_AT_high_pc (llvm-dwarfdump
// prints high_pc as an address).
func lowHigh(die string) (uint64, uint64, bool) {
	l, h := lowPCRe.FindStringSubmatch(die), highPCRe.FindStringSubmatch(die)
	if l == nil || h == nil {
		return 0, 0, false
	}
	lo, _ := strconv.ParseUint(l[1], 16, 64)
	hi, _ := strconv.ParseUint(h[1], 16, 64)
	return lo, hi, true
}

// halfToFloat decodes an IEEE binary16 (written from the format's
// definition: 1 sign, 5 exponent bits biased by 15, 10 fraction bits).
func halfToFloat(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	exp := int(h>>10) & 0x1f
	frac := float64(h & 0x3ff)
	switch exp {
	case 0:
		return sign * frac * math.Pow(2, -24)
	case 0x1f:
		if frac != 0 {
			return math.NaN()
		}
		return sign * math.Inf(1)
	}
	return sign * (1 + frac/1024) * math.Pow(2, float64(exp-15))
}

// hostRefs builds each kernel source for the host once and runs it on an
// args file, giving the outputs the device build must produce.
type hostRefs struct {
	t     *testing.T
	clang string
	work  string
	hosts map[string]*truth.HostBuild
}

func newHostRefs(t *testing.T) *hostRefs {
	return &hostRefs{t: t, clang: llvmtool.Path(t, "clang"), work: t.TempDir(), hosts: map[string]*truth.HostBuild{}}
}

// output returns the outputs (by parameter index) of kernel run on the
// args file: the host build of srcPath, or for wave.cl the Go reference
// written for waveSize lanes.
func (r *hostRefs) output(co, srcPath, kernel, argsPath string, waveSize int) (map[int][]byte, error) {
	a, err := args.Load(argsPath)
	if err != nil {
		return nil, err
	}
	f, err := codeobj.Open(co, codeobj.Options{})
	if err != nil {
		return nil, err
	}
	kern, err := f.Kernel(kernel)
	if err != nil {
		return nil, err
	}
	bindings, err := a.Bind(launch.ParamsOf(f, kern))
	if err != nil {
		return nil, err
	}
	if strings.TrimSuffix(filepath.Base(srcPath), filepath.Ext(srcPath)) == "wave" {
		return truth.WaveReference(kernel, a, bindings, waveSize)
	}
	h := r.hosts[srcPath]
	if h == nil {
		src, err := os.ReadFile(srcPath)
		if err != nil {
			return nil, err
		}
		var syms []string
		for name := range kernelsOf(string(src)) {
			syms = append(syms, name)
		}
		sort.Strings(syms)
		if h, err = truth.BuildHost(r.clang, srcPath, filepath.Join(filepath.Dir(filepath.Dir(srcPath)), "host"), r.work, syms); err != nil {
			return nil, err
		}
		r.hosts[srcPath] = h
	}
	dir, err := os.MkdirTemp(r.work, "run")
	if err != nil {
		return nil, err
	}
	return h.RunHost(dir, kernel, a, bindings)
}
