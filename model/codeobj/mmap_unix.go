//go:build linux || darwin || freebsd || netbsd || openbsd

package codeobj

import (
	"io"
	"os"
	"syscall"
)

// mapFile returns the contents of the file at path. A fat binary or
// offload bundle (anything but an AMDGPU ELF) is mapped, copy-on-write, and
// unmap releases it; other files are read (unmap is nil).
func mapFile(path string) (data []byte, unmap func(), err error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer fh.Close()
	st, err := fh.Stat()
	if err != nil {
		return nil, nil, err
	}
	var head [20]byte
	n, _ := io.ReadFull(fh, head[:])
	size := st.Size()
	amdgpuELF := n == len(head) && string(head[:4]) == "\x7fELF" && head[18] == 0xe0 && head[19] == 0
	if amdgpuELF || !st.Mode().IsRegular() || size < 1<<20 || int64(int(size)) != size {
		data, err := os.ReadFile(path)
		return data, nil, err
	}
	m, err := syscall.Mmap(int(fh.Fd()), 0, int(size), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE)
	if err != nil {
		data, err := os.ReadFile(path)
		return data, nil, err
	}
	return m, func() { _ = syscall.Munmap(m) }, nil
}
