package chain

import (
	"embed"
	"encoding/json"
	"fmt"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
)

// artifact is a contract embedded in the binary as its publisher built it: its ABI, its
// bytecode (with the places of the libraries it links zeroed) and where each library's
// address goes.
type artifact struct {
	abi abi.ABI
	bin []byte
	// links are the byte offsets in bin where each library's address goes, by library name.
	links map[string][]int
}

// artifactSet is the named artifacts of one folder of an embedded file system, each
// {abi, bytecode, linkReferences} as hardhat writes them, read once.
type artifactSet struct {
	fsys   embed.FS
	dir    string
	names  []string
	once   sync.Once
	loaded map[string]artifact
	err    error
}

func (s *artifactSet) get(name string) (artifact, error) {
	s.once.Do(func() {
		s.loaded = map[string]artifact{}
		for _, n := range s.names {
			a, err := parseArtifact(s.fsys, s.dir+"/"+n+".json")
			if err != nil {
				s.err = fmt.Errorf("artifact %s: %w", n, err)
				return
			}
			s.loaded[n] = a
		}
	})
	if s.err != nil {
		return artifact{}, s.err
	}
	a, ok := s.loaded[name]
	if !ok {
		return artifact{}, fmt.Errorf("no artifact %s in %s", name, s.dir)
	}
	return a, nil
}

func parseArtifact(fsys embed.FS, path string) (artifact, error) {
	raw, err := fsys.ReadFile(path)
	if err != nil {
		return artifact{}, err
	}
	var a struct {
		ABI            json.RawMessage                                     `json:"abi"`
		Bytecode       string                                              `json:"bytecode"`
		LinkReferences map[string]map[string][]struct{ Start, Length int } `json:"linkReferences"`
	}
	if err := json.Unmarshal(raw, &a); err != nil {
		return artifact{}, err
	}
	parsed, err := abi.JSON(strings.NewReader(string(a.ABI)))
	if err != nil {
		return artifact{}, err
	}
	art := artifact{abi: parsed, links: map[string][]int{}}
	// Library placeholders (__$…$__) are not hex: zero them before decoding; linking writes
	// the address there.
	code := []byte(strings.TrimPrefix(a.Bytecode, "0x"))
	for _, libs := range a.LinkReferences {
		for lib, refs := range libs {
			for _, r := range refs {
				if r.Length != common.AddressLength || 2*(r.Start+r.Length) > len(code) {
					return artifact{}, fmt.Errorf("a link of %d bytes at %d", r.Length, r.Start)
				}
				copy(code[2*r.Start:2*(r.Start+r.Length)], strings.Repeat("0", 2*r.Length))
				art.links[lib] = append(art.links[lib], r.Start)
			}
		}
	}
	art.bin = common.FromHex(string(code))
	return art, nil
}

// linked is the artifact's bytecode with each library's address written where it is linked.
func (a artifact) linked(libs map[string]common.Address) ([]byte, error) {
	code := append([]byte(nil), a.bin...)
	for lib, offsets := range a.links {
		addr, ok := libs[lib]
		if !ok {
			return nil, fmt.Errorf("no address for library %s", lib)
		}
		for _, at := range offsets {
			copy(code[at:at+common.AddressLength], addr.Bytes())
		}
	}
	return code, nil
}
