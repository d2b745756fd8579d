package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestGatewayABIIsCurrent fails when sdk/gateway_abi.go is not what the
// generator makes from the committed artifact: run `go generate ./sdk`.
func TestGatewayABIIsCurrent(t *testing.T) {
	t.Parallel()
	root := filepath.Join("..", "..", "..")
	artifact, err := os.ReadFile(filepath.Join(root, artifactName))
	if err != nil {
		t.Fatal(err)
	}
	want, err := render(artifact)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join(root, "sdk", "gateway_abi.go"))
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Fatalf("sdk/gateway_abi.go is out of date with %s: run `go generate ./sdk`", artifactName)
	}
}
