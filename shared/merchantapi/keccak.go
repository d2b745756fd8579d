package merchantapi

import "golang.org/x/crypto/sha3"

// Keccak256 is Ethereum's hash (the original Keccak padding, not SHA3-256):
// EIP-55 checksums are made with it. x/crypto is the Go team's own
// extension of the standard library, and its Keccak builds for js/wasm
// without pulling go-ethereum into the page.
func Keccak256(data []byte) [32]byte {
	h := sha3.NewLegacyKeccak256()
	h.Write(data)
	var out [32]byte
	h.Sum(out[:0])
	return out
}
