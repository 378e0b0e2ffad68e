package codeobjtest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

// OneTargetFatbin makes, with clang-offload-bundler (the path bundler), a
// .hip_fatbin of one bundle per object, all for target and 4096-aligned
// as clang lays them out: the shape of a library built from several
// translation units (Debian's rocRAND 6.4 has 15 code objects per target).
func OneTargetFatbin(bundler, target string, objs ...[]byte) ([]byte, error) {
	dir, err := os.MkdirTemp("", "fatbin")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	in, out := filepath.Join(dir, "in"), filepath.Join(dir, "out")
	var fat []byte
	for i, o := range objs {
		if err := os.WriteFile(in, o, 0o644); err != nil {
			return nil, err
		}
		if b, err := exec.Command(bundler, "--type=o", "--targets=host-x86_64-unknown-linux-gnu,hipv4-amdgcn-amd-amdhsa--"+target,
			"--input=/dev/null", "--input="+in, "--output="+out).CombinedOutput(); err != nil {
			return nil, fmt.Errorf("%s (object %d): %v\n%s", bundler, i, err, b)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			return nil, err
		}
		for len(fat)%4096 != 0 {
			fat = append(fat, 0)
		}
		fat = append(fat, b...)
	}
	return fat, nil
}
