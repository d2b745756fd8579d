// Package jspkg serves the JavaScript client packages from the Paystead
// that runs them: the @paystead/sdk and @paystead/react tarballs that
// make sdk packs, and the script-tag bundle inside @paystead/sdk, each with
// the deployment's own address written in place of the packages' marker.
// A developer installs them with one npm command against the instance, and
// a client made without baseUrl then talks to that instance and to no
// other host.
//
// The tarballs are read once, at start: the address is written into every
// file that carries the marker, the archive is written again (sizes change
// with the address), and the result is kept in memory. They are small (a
// few tens of kilobytes).
package jspkg

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// Marker is the text the packages carry where the instance's address
// goes (sdk/js/core/src/types.ts): a package built from source keeps it,
// and its clients then need a baseUrl.
const Marker = "paystead-instance-url-not-set"

// BundleName is the script-tag bundle's name under /sdk/ (the package's
// dist/paystead.min.js: the global Paystead).
const BundleName = "paystead.min.js"

// ErrNotBuilt says the folder holds no packages: make sdk builds them.
var ErrNotBuilt = errors.New("the JavaScript packages are not built (make sdk packs them into bin/sdk)")

// tarballName is what make sdk names the tarballs:
// paystead-<package>-<version>.tgz.
var tarballName = regexp.MustCompile(`^paystead-(sdk|react)-([0-9]+\.[0-9]+\.[0-9]+[0-9A-Za-z.+-]*)\.tgz$`)

// File is one file served under /sdk/.
type File struct {
	Name        string
	ContentType string
	Body        []byte
	ETag        string // quoted SHA-256 of Body
}

// Set is the packages one deployment serves.
type Set struct {
	// BaseURL is the address written into the packages.
	BaseURL string
	// Version is @paystead/sdk's version.
	Version string
	// SDK and React are the two tarballs; Bundle is the script-tag bundle.
	SDK, React, Bundle File
}

// Load reads the tarballs in dir and writes baseURL into them. A dir
// without them is ErrNotBuilt; a dir with more than one version of a
// package is an error (which one would the page offer?).
func Load(dir, baseURL string) (*Set, error) {
	if err := checkBaseURL(baseURL); err != nil {
		return nil, err
	}
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNotBuilt
	}
	if err != nil {
		return nil, err
	}
	found := map[string]string{} // package → file name
	for _, e := range entries {
		m := tarballName.FindStringSubmatch(e.Name())
		if m == nil || !e.Type().IsRegular() {
			continue
		}
		if prev, ok := found[m[1]]; ok {
			return nil, fmt.Errorf("%s holds two @paystead/%s tarballs (%s and %s): keep the one this Paystead ships", dir, m[1], prev, e.Name())
		}
		found[m[1]] = e.Name()
	}
	if found["sdk"] == "" || found["react"] == "" {
		return nil, ErrNotBuilt
	}
	s := &Set{BaseURL: baseURL, Version: tarballName.FindStringSubmatch(found["sdk"])[2]}
	if v := tarballName.FindStringSubmatch(found["react"])[2]; v != s.Version {
		return nil, fmt.Errorf("%s holds @paystead/sdk %s and @paystead/react %s: make sdk packs the two of one version", dir, s.Version, v)
	}
	for _, p := range []struct {
		pkg string
		out *File
	}{{"sdk", &s.SDK}, {"react", &s.React}} {
		raw, err := os.ReadFile(filepath.Join(dir, found[p.pkg]))
		if err != nil {
			return nil, err
		}
		baked, files, err := Bake(raw, baseURL)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", found[p.pkg], err)
		}
		*p.out = newFile(found[p.pkg], "application/gzip", baked)
		if p.pkg == "sdk" {
			bundle, ok := files["package/dist/"+BundleName]
			if !ok {
				return nil, fmt.Errorf("%s has no dist/%s", found[p.pkg], BundleName)
			}
			s.Bundle = newFile(BundleName, "text/javascript; charset=utf-8", bundle)
		}
	}
	return s, nil
}

// Files are the set's files by name.
func (s *Set) Files() map[string]File {
	return map[string]File{s.SDK.Name: s.SDK, s.React.Name: s.React, s.Bundle.Name: s.Bundle}
}

func newFile(name, contentType string, body []byte) File {
	sum := sha256.Sum256(body)
	return File{Name: name, ContentType: contentType, Body: body, ETag: `"` + hex.EncodeToString(sum[:]) + `"`}
}

// checkBaseURL makes sure the address can stand inside a JavaScript
// string literal of either quote as it is: an absolute http(s) URL with
// nothing a literal would have to escape.
func checkBaseURL(baseURL string) error {
	u, err := url.Parse(baseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("the packages need the deployment's http(s) address (PAYSTEAD_BASE_URL), got %q", baseURL)
	}
	if strings.ContainsAny(baseURL, "'\"`\\<>") || strings.IndexFunc(baseURL, func(r rune) bool { return r < 0x21 || r > 0x7e }) >= 0 {
		return fmt.Errorf("PAYSTEAD_BASE_URL %q has characters a script would have to escape", baseURL)
	}
	return nil
}

// Bake writes baseURL in place of Marker in every regular file of the
// gzipped tarball tgz. It returns the new tarball and the files' new
// contents by their path in the archive (npm's package/…). Everything
// else (names, modes, times, order) is kept.
func Bake(tgz []byte, baseURL string) ([]byte, map[string][]byte, error) {
	if err := checkBaseURL(baseURL); err != nil {
		return nil, nil, err
	}
	zr, err := gzip.NewReader(bytes.NewReader(tgz))
	if err != nil {
		return nil, nil, fmt.Errorf("not a gzipped tarball: %w", err)
	}
	tr := tar.NewReader(zr)
	var out bytes.Buffer
	zw, err := gzip.NewWriterLevel(&out, gzip.BestCompression)
	if err != nil {
		return nil, nil, err
	}
	tw := tar.NewWriter(zw)
	files := map[string][]byte{}
	for {
		hdr, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, nil, fmt.Errorf("reading the tarball: %w", err)
		}
		body, err := io.ReadAll(io.LimitReader(tr, 64<<20))
		if err != nil {
			return nil, nil, fmt.Errorf("reading %s: %w", hdr.Name, err)
		}
		if hdr.Typeflag == tar.TypeReg {
			body = bytes.ReplaceAll(body, []byte(Marker), []byte(baseURL))
			hdr.Size = int64(len(body))
			files[hdr.Name] = body
		}
		if err := tw.WriteHeader(hdr); err != nil {
			return nil, nil, err
		}
		if _, err := tw.Write(body); err != nil {
			return nil, nil, err
		}
	}
	if err := tw.Close(); err != nil {
		return nil, nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, nil, err
	}
	return out.Bytes(), files, nil
}
