package check

import (
	"context"
	"fmt"
	"math/bits"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/launch"
)

// laneAccess is one access of a work-item in the reference model of
// TestMemcheckLanes: off bytes into buffer buf ("" for LDS).
type laneAccess struct {
	buf   string
	off   int64
	size  int64
	write bool
}

// memlanesKernels is, for each kernel of kernels/memlanes.cl, what its
// source says each work-item (global id g, local id l) accesses, by
// instruction class (instClass), in the order of the instruction's
// operands (ds_read2: the first offset, then the second). p holds the
// by-value arguments of the args file.
var memlanesKernels = map[string]func(p map[string]int64, g, l int64) map[string][]laneAccess{
	"global_load_lanes": func(p map[string]int64, g, l int64) map[string][]laneAccess {
		return map[string][]laneAccess{
			"global load":  {{"a", 4 * (g + p["skip"]), 4, false}},
			"global store": {{"out", 4 * g, 4, true}},
		}
	},
	"global_store_lanes": func(p map[string]int64, g, l int64) map[string][]laneAccess {
		return map[string][]laneAccess{"global store": {{"out", 4 * (g + p["skip"]), 4, true}}}
	},
	"gap_lanes": func(p map[string]int64, g, l int64) map[string][]laneAccess {
		ld := laneAccess{"b", 4 * g, 4, false}
		switch {
		case g < p["g"]:
			ld = laneAccess{"a", 4 * g, 4, false}
		case g == p["g"]:
			ld = laneAccess{"a", 4 * (p["n"] + p["off"]), 4, false}
		}
		return map[string][]laneAccess{"global load": {ld}, "global store": {{"out", 4 * g, 4, true}}}
	},
	"lds_lanes": func(p map[string]int64, g, l int64) map[string][]laneAccess {
		return map[string][]laneAccess{
			"LDS write":    {{"", 4 * l, 4, true}},
			"LDS read":     {{"", 4 * (l + p["skip"]), 4, false}, {"", 4 * (l + p["skip"] + 8), 4, false}},
			"global store": {{"out", 4 * g, 4, true}},
		}
	},
	"lds_misaligned": func(p map[string]int64, g, l int64) map[string][]laneAccess {
		off := 4 * l
		if l == p["bad"] {
			off += 2
		}
		return map[string][]laneAccess{
			"LDS write":    {{"", 4 * l, 4, true}},
			"LDS read":     {{"", off, 4, false}},
			"global store": {{"out", 4 * g, 4, true}},
		}
	},
	"lds_misaligned64": func(p map[string]int64, g, l int64) map[string][]laneAccess {
		off := 8 * l
		if l == p["bad"] {
			off += 4
		}
		return map[string][]laneAccess{
			"LDS write":    {{"", 8 * l, 8, true}},
			"LDS read":     {{"", off, 8, false}},
			"global store": {{"out", 8 * g, 8, true}},
		}
	},
}

// memlanesPositional names the arguments of the kernels whose args files
// give them by position (arg0, arg1, ...), in the source's order.
var memlanesPositional = map[string][]string{
	"lds_lanes":        {"out", "tile", "skip"},
	"lds_misaligned":   {"out", "tile", "bad"},
	"lds_misaligned64": {"out", "tile", "bad"},
}

// instClass is the class of a memory instruction by its mnemonic.
func instClass(inst string) string {
	op, _, _ := strings.Cut(inst, " ")
	lds := strings.HasPrefix(op, "ds_")
	load := strings.Contains(op, "load") || strings.Contains(op, "read")
	switch {
	case lds && load:
		return "LDS read"
	case lds:
		return "LDS write"
	case load:
		return "global load"
	}
	return "global store"
}

// ldsAlign is the alignment an LDS access of size bytes needs on target,
// as the memcheck documentation gives it (requiredAlign): GFX8 min(size,
// 4); gfx1010 in WGP mode (clang's default for GFX10) size for accesses
// wider than a dword; 1 elsewhere.
func ldsAlign(target string, size int64) int64 {
	switch {
	case target == "gfx803":
		return min(size, 4)
	case target == "gfx1010" && size > 4:
		return size
	}
	return 1
}

// TestMemcheckLanes runs the kernels of memlanes.cl on gfx900, gfx803,
// gfx1010 and gfx1100 (wave32) with args whose sizes put a few lanes of
// one instruction out of bounds or misaligned, and expects exactly the
// findings a reference derives from the args file's buffer and LDS sizes
// and the kernels' sources: which instruction, kind, first wave, lanes,
// message and how many waves. memcheck checks most instructions whole
// (InstEvent.Span, DSLanes) and goes lane by lane only when that fails, so
// a whole-instruction check that let one bad lane through (the last of
// 64, the last of a half-EXEC wave64, a lane in the gap between two
// buffers whose other lanes are in bounds, a misaligned lane) fails here.
// Each case also runs with every access listed (Run.memLanes), which must
// give the same.
func TestMemcheckLanes(t *testing.T) {
	dir := checkDir()
	files, _ := filepath.Glob(filepath.Join(dir, "args", "memlanes", "*.yaml"))
	if len(files) < 10 {
		t.Fatalf("%d args files in args/memlanes, want 10", len(files))
	}
	for _, target := range []string{"gfx900", "gfx803", "gfx1010", "gfx1100"} {
		obj := filepath.Join(dir, "co", target, "memlanes-O2.co")
		for _, af := range files {
			name := strings.TrimSuffix(filepath.Base(af), ".yaml")
			t.Run(target+"/"+name, func(t *testing.T) {
				var first string
				for _, lanes := range []bool{false, true} {
					got, want := memlanesRun(t, target, obj, af, lanes)
					if got != want {
						t.Errorf("memLanes %v: findings:\n%s\nwant (from %s):\n%s", lanes, got, filepath.Base(af), want)
					}
					if !lanes {
						first = got
						t.Logf("findings:\n%s", got)
					} else if got != first {
						t.Errorf("listing every access gives\n%s\nthe summaries\n%s", got, first)
					}
				}
			})
		}
	}
}

// memlanesRun runs one case and returns its findings and the reference's,
// one line each, sorted.
func memlanesRun(t *testing.T, target, obj, af string, listAll bool) (got, want string) {
	t.Helper()
	f, err := codeobj.Open(obj, codeobj.Options{})
	if err != nil {
		t.Fatal(err)
	}
	a, err := args.Load(af)
	if err != nil {
		t.Fatal(err)
	}
	l, err := launch.New(f, "", a)
	if err != nil {
		t.Fatal(err)
	}
	r, err := New(l, []string{"memcheck"})
	if err != nil {
		t.Fatal(err)
	}
	r.memLanes = listAll
	if _, err := l.Run(context.Background(), r.Options(exec.Options{Jobs: 2})); err != nil {
		t.Fatalf("run: %v", err)
	}
	var gl []string
	for _, fd := range r.Findings() {
		gl = append(gl, fmt.Sprintf("%s %s wg %v wave %d lanes %#x waves %d: %s", instClass(fd.Inst), fd.Kind, fd.Workgroup, fd.Wave, fd.Lanes, fd.Waves, fd.Message))
	}
	sort.Strings(gl)

	// The reference: sizes from the args file, bases from the launch's
	// allocations (the messages give addresses).
	if l.Program.Config.GroupSegmentFixedSize != 0 {
		t.Fatalf("%s: static LDS %d: the reference puts the tile at LDS offset 0", a.Kernel, l.Program.Config.GroupSegmentFixedSize)
	}
	p := map[string]int64{}
	size := map[string]int64{}
	var ldsBytes int64
	for _, arg := range a.Args {
		name := arg.Name
		if n, ok := memlanesPositional[a.Kernel]; ok && arg.Index < len(n) {
			name = n[arg.Index]
		}
		switch {
		case arg.Buffer != nil:
			size[name] = arg.Buffer.Count * int64(arg.Buffer.Type.Size())
		case len(arg.Value) == 1 && name == "tile":
			ldsBytes = arg.Value[0].Int.Int64()
		case len(arg.Value) == 1:
			p[name] = arg.Value[0].Int.Int64()
		}
	}
	base := map[string]uint64{}
	for _, b := range r.Buffers {
		base[b.Name] = b.Alloc.Base
	}
	model := memlanesKernels[a.Kernel]
	if model == nil {
		t.Fatalf("no reference for kernel %s", a.Kernel)
	}
	waveSize := int64(64)
	if target == "gfx1100" || target == "gfx1010" {
		waveSize = 32 // clang's default for GFX10+
	}
	type key struct{ class, kind string }
	type finding struct {
		wg, wave         int64
		lanes            uint64
		firstMsg, last   string
		waves            int
		lastLane, nLanes int64
	}
	found := map[key]*finding{}
	wgSize, grid := int64(a.Workgroup[0]), int64(a.Grid[0])
	for wg := int64(0); wg*wgSize < grid; wg++ {
		for wave := int64(0); wave*waveSize < wgSize; wave++ {
			inWave := map[key]*finding{}
			var order []key
			for lane := int64(0); lane < waveSize; lane++ {
				lid := wave*waveSize + lane
				if lid >= wgSize || wg*wgSize+lid >= grid {
					break
				}
				accs := model(p, wg*wgSize+lid, lid)
				classes := make([]string, 0, len(accs))
				for c := range accs {
					classes = append(classes, c)
				}
				sort.Strings(classes)
				for _, c := range classes {
					for _, x := range accs[c] {
						kind, what := memlanesJudge(target, x, size, base, ldsBytes)
						if kind == "" {
							continue
						}
						k := key{c, kind}
						fd := inWave[k]
						if fd == nil {
							fd = &finding{wg: wg, wave: wave, firstMsg: fmt.Sprintf("lane %d: %s", lane, what)}
							inWave[k] = fd
							order = append(order, k)
						}
						if fd.lanes&(1<<uint(lane)) == 0 {
							fd.lanes |= 1 << uint(lane)
							fd.last = fmt.Sprintf("lane %d: %s", lane, what)
						}
					}
				}
			}
			for _, k := range order {
				if fd := found[k]; fd != nil {
					fd.waves++
					continue
				}
				found[k] = inWave[k]
				found[k].waves = 1
			}
		}
	}
	kindText := map[string]string{"out-of-bounds": "out-of-bounds access", "misaligned": "misaligned access"}
	var wl []string
	for k, fd := range found {
		msg := kindText[k.kind] + ": " + fd.firstMsg
		if bits.OnesCount64(fd.lanes) > 1 {
			msg += "; last lane: " + fd.last
		}
		wl = append(wl, fmt.Sprintf("%s %s wg [%d 0 0] wave %d lanes %#x waves %d: %s", k.class, k.kind, fd.wg, fd.wave, fd.lanes, fd.waves, msg))
	}
	sort.Strings(wl)
	return strings.Join(gl, "\n"), strings.Join(wl, "\n")
}

// memlanesJudge is the reference's verdict on one access: its kind (""
// when it is fine) and description, in the words memcheck's
// documentation and the issue give ("N bytes after the end of the
// B-byte buffer `name`").
func memlanesJudge(target string, x laneAccess, size map[string]int64, base map[string]uint64, ldsBytes int64) (kind, what string) {
	op := "read"
	if x.write {
		op = "write"
	}
	after := func(limit int64, desc string) string {
		if x.off >= limit {
			return fmt.Sprintf("%d bytes after the end of %s", x.off-limit, desc)
		}
		return fmt.Sprintf("its last %d bytes after the end of %s", x.off+x.size-limit, desc)
	}
	if x.buf == "" {
		if x.off+x.size > ldsBytes {
			return "out-of-bounds", fmt.Sprintf("%d-byte LDS %s at offset %#x, %s", x.size, op, x.off, after(ldsBytes, fmt.Sprintf("the %d-byte LDS allocation of the workgroup", ldsBytes)))
		}
		if al := ldsAlign(target, x.size); x.off%al != 0 {
			return "misaligned", fmt.Sprintf("%d-byte LDS %s at %#x, not a multiple of %d", x.size, op, x.off, al)
		}
		return "", ""
	}
	if x.off+x.size > size[x.buf] {
		return "out-of-bounds", fmt.Sprintf("%d-byte %s at %#x, %s", x.size, op, base[x.buf]+uint64(x.off), after(size[x.buf], fmt.Sprintf("the %d-byte buffer `%s`", size[x.buf], x.buf)))
	}
	return "", ""
}
