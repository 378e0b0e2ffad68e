package llvmtool

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Outputs runs tool (llvm-objdump, llvm-readelf or llvm-dwarfdump) once
// with args followed by all files, in directory dir ("" for the current
// one), and returns each file's part of the output: what a run on that
// file alone prints, from the tool's header line for the file on. Loading
// LLVM costs a tenth of a CPU-second per process, more than the work on
// most testdata objects, so one process for a test's hundreds of files
// is many times quicker than one per file.
//
// Files of different processors are run apart (see elfKind).
//
// When the joint run fails, each file is run alone, and the test fails
// with the first failing file's error (its own run's message).
func Outputs(t testing.TB, tool, dir string, args, files []string) map[string][]byte {
	t.Helper()
	res, err := outputs(tool, dir, args, files)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func outputs(tool, dir string, args, files []string) (map[string][]byte, error) {
	res := map[string][]byte{}
	if len(files) == 0 {
		return res, nil
	}
	run := func(files []string) ([]byte, error) {
		cmd := exec.Command(tool, append(append([]string(nil), args...), files...)...)
		cmd.Dir = dir
		var errb bytes.Buffer
		cmd.Stderr = &errb
		out, err := cmd.Output()
		if err != nil {
			return out, fmt.Errorf("%s %s %s: %v\n%s", filepath.Base(tool), strings.Join(args, " "), strings.Join(files, " "), err, errb.Bytes())
		}
		return out, nil
	}
	groups := map[string][]string{}
	var keys []string
	for _, f := range files {
		k := elfKind(dir, f)
		if _, ok := groups[k]; !ok {
			keys = append(keys, k)
		}
		groups[k] = append(groups[k], f)
	}
	for _, k := range keys {
		files := groups[k]
		out, err := run(files)
		if err == nil {
			if parts, ok := splitOutput(tool, out, files); ok {
				for f, p := range parts {
					res[f] = p
				}
				continue
			}
		}
		for _, f := range files {
			if _, done := res[f]; done {
				continue
			}
			out, err := run([]string{f})
			if err != nil {
				return nil, err
			}
			res[f] = out
		}
	}
	return res, nil
}

// elfKind is an ELF file's machine and flags (e_machine, e_flags), which
// give its processor. llvm-objdump takes the processor for all files from
// the first one (it fills its -mcpu option in), so a joint run holds the
// files of one kind only.
func elfKind(dir, f string) string {
	if dir != "" && !filepath.IsAbs(f) {
		f = filepath.Join(dir, f)
	}
	fh, err := os.Open(f)
	if err != nil {
		return ""
	}
	defer fh.Close()
	var h [52]byte
	if _, err := io.ReadFull(fh, h[:]); err != nil || string(h[1:4]) != "ELF" {
		return ""
	}
	return string(h[4:6]) + string(h[18:20]) + string(h[48:52])
}

// splitOutput cuts a run's output at each file's header line, which the
// files' order fixes: "FILE:\tfile format ..." (llvm-objdump,
// llvm-dwarfdump) or "File: FILE" (llvm-readelf, which prints it only
// for more than one file). It reports false when a header is missing.
func splitOutput(tool string, out []byte, files []string) (map[string][]byte, bool) {
	res := map[string][]byte{}
	if len(files) == 1 {
		res[files[0]] = out
		return res, true
	}
	readelf := strings.Contains(filepath.Base(tool), "readelf")
	header := func(f string) []byte {
		if readelf {
			return []byte("File: " + f + "\n")
		}
		return []byte(f + ":\tfile format ")
	}
	starts := make([]int, len(files))
	pos := 0
	for i, f := range files {
		h := header(f)
		j := pos
		for {
			k := bytes.Index(out[j:], h)
			if k < 0 {
				return nil, false
			}
			j += k
			if j == 0 || out[j-1] == '\n' {
				break
			}
			j++
		}
		starts[i] = j
		pos = j + len(h)
	}
	for i, f := range files {
		end := len(out)
		if i+1 < len(files) {
			end = starts[i+1]
		}
		if _, dup := res[f]; !dup {
			res[f] = out[starts[i]:end]
		}
	}
	return res, true
}
