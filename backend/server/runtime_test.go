package server

import (
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestTuneGC(t *testing.T) {
	// Not parallel: the GC target is the whole process's.
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	env := func(gogc string) func(string) string {
		return func(name string) string {
			if name == "GOGC" {
				return gogc
			}
			return ""
		}
	}

	TuneGC(env(""))
	require.Equal(t, DefaultGCPercent, debug.SetGCPercent(100), "no GOGC: the default")

	TuneGC(env("50"))
	require.Equal(t, 100, debug.SetGCPercent(100), "GOGC set: left to the runtime, which read it at start")
}
