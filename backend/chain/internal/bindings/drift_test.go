package bindings

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// repoRoot is the repository root relative to this package's directory.
const repoRoot = "../../../.."

// TestGeneratedFilesAreCurrent fails when a Solidity source, an artifact or a binding changed
// (or appeared, or vanished) without running `make contracts` (contracts/generate.sh).
func TestGeneratedFilesAreCurrent(t *testing.T) {
	t.Parallel()
	recorded, packages := readGenerated(t)

	current := map[string]string{}
	for kind, pattern := range map[string]string{
		"source":   "contracts/src/*.sol",
		"artifact": "contracts/artifacts/*.json",
		"binding":  "backend/chain/internal/bindings/*.go",
	} {
		matches, err := filepath.Glob(filepath.Join(repoRoot, pattern))
		require.NoError(t, err)
		for _, m := range matches {
			if strings.HasSuffix(m, "_test.go") {
				continue
			}
			rel, err := filepath.Rel(repoRoot, m)
			require.NoError(t, err)
			current[kind+" "+filepath.ToSlash(rel)] = fileSHA256(t, m)
		}
	}

	var problems []string
	for key, want := range recorded {
		got, ok := current[key]
		switch {
		case !ok:
			problems = append(problems, key+" is recorded in GENERATED.txt but no longer exists")
		case got != want:
			problems = append(problems, key+" changed since it was generated")
		}
	}
	for key := range current {
		if _, ok := recorded[key]; !ok {
			problems = append(problems, key+" is not recorded in GENERATED.txt")
		}
	}
	sort.Strings(problems)
	require.Empty(t, problems, "contracts and bindings drifted; run `make contracts` (contracts/generate.sh)")

	// The pinned npm versions must be the ones the artifacts were built from.
	var pkg struct {
		DevDependencies map[string]string `json:"devDependencies"`
	}
	raw, err := os.ReadFile(filepath.Join(repoRoot, "contracts/package.json"))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(raw, &pkg))
	for name, version := range packages {
		pinned := strings.TrimPrefix(pkg.DevDependencies[name], "npm:solc@")
		require.Equal(t, version, pinned, "contracts/package.json pins %s differently from the generated artifacts", name)
	}
}

// readGenerated parses GENERATED.txt into "kind path" -> sha256 and package -> version.
func readGenerated(t *testing.T) (map[string]string, map[string]string) {
	t.Helper()
	f, err := os.Open("GENERATED.txt")
	require.NoError(t, err)
	defer f.Close()

	files := map[string]string{}
	packages := map[string]string{}
	scanner := bufio.NewScanner(f)
	for scanner.Scan() {
		line := strings.TrimSpace(scanner.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		require.Len(t, fields, 3, "malformed GENERATED.txt line %q", line)
		if fields[0] == "package" {
			packages[fields[1]] = fields[2]
			continue
		}
		files[fields[0]+" "+fields[1]] = fields[2]
	}
	require.NoError(t, scanner.Err())
	require.NotEmpty(t, files)
	return files, packages
}

func fileSHA256(t *testing.T, path string) string {
	t.Helper()
	raw, err := os.ReadFile(path)
	require.NoError(t, err)
	sum := sha256.Sum256(raw)
	return hex.EncodeToString(sum[:])
}
