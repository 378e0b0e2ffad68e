//go:build !unix

package tui

import "time"

func processCPU() time.Duration { return 0 }
