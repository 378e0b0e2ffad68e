package truth

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/gcndbg/gcndbg/model/args"
)

// Targets are the wave64 processors the harness runs every kernel on.
var Targets = []string{"gfx803", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx942"}

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
