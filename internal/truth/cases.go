package truth

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/gcndbg/gcndbg/model/args"
)

// Targets are the processors the harness runs every kernel on: GCN and
// CDNA in wave64, RDNA in wave32 (their default) and in wave64
// (testdata/co/wave64, built with -mwavefrontsize64), gfx1250 in wave32
// alone (clang 22 builds no wave64 for it).
var Targets = []string{"gfx803", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx942", "gfx1030", "gfx1100", "gfx1151", "gfx1200", "gfx1201", "gfx1250"}

// rdnaTargets are the Targets with a wave64 build besides wave32.
var rdnaTargets = map[string]bool{"gfx1030": true, "gfx1100": true, "gfx1151": true, "gfx1200": true, "gfx1201": true}

// wave32Only are the Targets built in wave32 alone.
var wave32Only = map[string]bool{"gfx1250": true}

// Column is one build of the testdata kernels: a target, a wave size and
// an optimisation level.
type Column struct {
	Target   string
	WaveSize int
	Opt      string // O0, O0v4 (gfx803 at code object v4), O2, O3
}

// Label names the column in tables and known_failures.txt: "gfx900-O2",
// and for RDNA "gfx1100-O2" (wave32) or "gfx1100w64-O2".
func (c Column) Label() string {
	if rdnaTargets[c.Target] && c.WaveSize == 64 {
		return c.Target + "w64-" + c.Opt
	}
	return c.Target + "-" + c.Opt
}

// Path is the code object of source in the column, relative to testdata/co.
func (c Column) Path(source string) string {
	if rdnaTargets[c.Target] && c.WaveSize == 64 {
		return "wave64/" + source + "-" + c.Target + "-" + c.Opt + ".co"
	}
	return c.Target + "/" + source + "-" + c.Opt + ".co"
}

// Columns lists every column the harness may run (those whose objects
// exist run).
func Columns() []Column {
	var cols []Column
	for _, tg := range Targets {
		sizes := []int{64}
		if rdnaTargets[tg] {
			sizes = []int{32, 64}
		}
		if wave32Only[tg] {
			sizes = []int{32}
		}
		for _, ws := range sizes {
			for _, opt := range []string{"O0", "O0v4", "O2", "O3"} {
				if opt == "O0v4" && tg != "gfx803" {
					continue // -O0 at code object v4: built for gfx803 only (testdata/build.sh)
				}
				cols = append(cols, Column{Target: tg, WaveSize: ws, Opt: opt})
			}
		}
	}
	return cols
}

// Case is one dispatch of one testdata kernel: testdata/args/<Source>/<Name>.yaml.
type Case struct {
	Source string // base name of the kernel source ("memory")
	Name   string // the args file's base name ("lds_reduce", "saxpy_f32")
	Kernel string // the args file's kernel: key (a mangled name for templates)
	Args   string // path of the args file
}

// ID names the case in tables and in known_failures.txt.
func (c Case) ID() string { return c.Source + "/" + c.Name }

// Cases lists every args file under dir (testdata/args), sorted by ID.
// Each must name its kernel.
func Cases(dir string) ([]Case, error) {
	srcs, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var cs []Case
	for _, s := range srcs {
		if !s.IsDir() {
			continue
		}
		files, err := filepath.Glob(filepath.Join(dir, s.Name(), "*.yaml"))
		if err != nil {
			return nil, err
		}
		for _, p := range files {
			a, err := args.Load(p)
			if err != nil {
				return nil, err
			}
			if a.Kernel == "" {
				return nil, fmt.Errorf("%s: the harness needs a kernel: key", p)
			}
			cs = append(cs, Case{Source: s.Name(), Name: strings.TrimSuffix(filepath.Base(p), ".yaml"), Kernel: a.Kernel, Args: p})
		}
	}
	sort.Slice(cs, func(i, j int) bool { return cs[i].ID() < cs[j].ID() })
	return cs, nil
}

// SourceFile finds the kernel source of a case under testdata/kernels.
func SourceFile(kernelsDir, source string) (string, error) {
	for _, ext := range []string{".cl", ".c", ".hip"} {
		p := filepath.Join(kernelsDir, source+ext)
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
	}
	return "", fmt.Errorf("no kernel source %s.{cl,c,hip} in %s", source, kernelsDir)
}
