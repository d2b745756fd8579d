package config

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestReadmeDocumentsEveryVariable keeps the README's table in step with Vars.
func TestReadmeDocumentsEveryVariable(t *testing.T) {
	t.Parallel()
	readme, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	for _, v := range Vars {
		require.True(t, strings.Contains(string(readme), "| `"+v.Name+"` |"), "README.md has no row for %s", v.Name)
	}
}
