//go:build unix

package tui

import (
	"syscall"
	"time"
)

// processCPU is the CPU time the test process has used (user + system),
// to report a benchmark's cost on a shared, loaded machine where wall time
// overstates it.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
