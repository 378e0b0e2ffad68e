//go:build !(linux || darwin || freebsd || netbsd || openbsd)

package codeobj

import "os"

// mapFile returns the contents of the file at path (read: this system
// does not map files here).
func mapFile(path string) (data []byte, unmap func(), err error) {
	data, err = os.ReadFile(path)
	return data, nil, err
}
