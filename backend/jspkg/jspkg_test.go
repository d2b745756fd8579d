package jspkg_test

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/jspkg"
)

// tarball is a gzipped npm-style tarball of files (path → content), in
// the order given.
func tarball(t *testing.T, files ...[2]string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	tw := tar.NewWriter(zw)
	mtime := time.Date(1985, 10, 26, 8, 15, 0, 0, time.UTC) // npm's fixed time
	for _, f := range files {
		require.NoError(t, tw.WriteHeader(&tar.Header{Name: f[0], Mode: 0o644, Size: int64(len(f[1])), ModTime: mtime, Typeflag: tar.TypeReg}))
		_, err := tw.Write([]byte(f[1]))
		require.NoError(t, err)
	}
	require.NoError(t, tw.Close())
	require.NoError(t, zw.Close())
	return buf.Bytes()
}

// untar reads a gzipped tarball back: its paths in order and their
// contents.
func untar(t *testing.T, tgz []byte) ([]string, map[string]string) {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(tgz))
	require.NoError(t, err)
	tr := tar.NewReader(zr)
	var names []string
	files := map[string]string{}
	for {
		hdr, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		require.NoError(t, err)
		body, err := io.ReadAll(tr)
		require.NoError(t, err)
		require.EqualValues(t, len(body), hdr.Size, hdr.Name)
		names = append(names, hdr.Name)
		files[hdr.Name] = string(body)
	}
	return names, files
}

const sdkModule = `const servedFrom = '` + jspkg.Marker + `';` + "\n" + `export const INSTANCE_URL = /^https?:\/\//.test(servedFrom) ? servedFrom : undefined;` + "\n"

// packages writes the two tarballs make sdk would into a folder.
func packages(t *testing.T, version string) string {
	t.Helper()
	dir := t.TempDir()
	sdk := tarball(t,
		[2]string{"package/package.json", `{"name":"@paystead/sdk","version":"` + version + `"}`},
		[2]string{"package/dist/types.js", sdkModule},
		[2]string{"package/dist/paystead.min.js", `var G="` + jspkg.Marker + `",v=/^https?:\/\//.test(G)?G:void 0;`},
		[2]string{"package/README.md", "# @paystead/sdk\n"},
	)
	react := tarball(t,
		[2]string{"package/package.json", `{"name":"@paystead/react","version":"` + version + `","dependencies":{"@paystead/sdk":"` + version + `"}}`},
		[2]string{"package/dist/index.js", "export * from './CheckoutButton.js';\n"},
	)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "paystead-sdk-"+version+".tgz"), sdk, 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "paystead-react-"+version+".tgz"), react, 0o644))
	return dir
}

func TestLoadWritesTheAddressIntoThePackages(t *testing.T) {
	set, err := jspkg.Load(packages(t, "1.2.0"), "https://pay.example.com")
	require.NoError(t, err)
	require.Equal(t, "1.2.0", set.Version)
	require.Equal(t, "paystead-sdk-1.2.0.tgz", set.SDK.Name)
	require.Equal(t, "paystead-react-1.2.0.tgz", set.React.Name)

	names, files := untar(t, set.SDK.Body)
	require.Equal(t, []string{"package/package.json", "package/dist/types.js", "package/dist/paystead.min.js", "package/README.md"}, names,
		"every file kept, in its order")
	require.Contains(t, files["package/dist/types.js"], `const servedFrom = 'https://pay.example.com';`)
	require.NotContains(t, files["package/dist/types.js"]+files["package/dist/paystead.min.js"], jspkg.Marker)
	require.Equal(t, `{"name":"@paystead/sdk","version":"1.2.0"}`, files["package/package.json"])

	require.Equal(t, files["package/dist/paystead.min.js"], string(set.Bundle.Body), "the script-tag bundle is the package's")
	require.Contains(t, string(set.Bundle.Body), `var G="https://pay.example.com"`)
	require.Equal(t, "text/javascript; charset=utf-8", set.Bundle.ContentType)

	_, react := untar(t, set.React.Body)
	require.Contains(t, react["package/package.json"], `"@paystead/sdk":"1.2.0"`)

	other, err := jspkg.Load(packages(t, "1.2.0"), "http://127.0.0.1:8080")
	require.NoError(t, err)
	require.NotEqual(t, set.SDK.ETag, other.SDK.ETag, "another address is another file")
	require.Regexp(t, `^"[0-9a-f]{64}"$`, set.SDK.ETag)
}

func TestLoadRefuses(t *testing.T) {
	_, err := jspkg.Load(filepath.Join(t.TempDir(), "missing"), "https://pay.example.com")
	require.ErrorIs(t, err, jspkg.ErrNotBuilt)
	_, err = jspkg.Load(t.TempDir(), "https://pay.example.com")
	require.ErrorIs(t, err, jspkg.ErrNotBuilt, "an empty folder")

	for _, base := range []string{"", "pay.example.com", "ftp://pay.example.com", "https://pay.example.com/'x", `https://pay.example.com/"`, "https://pay.example.com/a b", "https://pay.example.com/\\"} {
		_, err := jspkg.Load(packages(t, "1.2.0"), base)
		require.Error(t, err, "%q", base)
	}

	two := packages(t, "1.2.0")
	raw, err := os.ReadFile(filepath.Join(two, "paystead-sdk-1.2.0.tgz"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(two, "paystead-sdk-1.3.0.tgz"), raw, 0o644))
	_, err = jspkg.Load(two, "https://pay.example.com")
	require.ErrorContains(t, err, "two @paystead/sdk tarballs")

	mixed := packages(t, "1.2.0")
	require.NoError(t, os.Rename(filepath.Join(mixed, "paystead-react-1.2.0.tgz"), filepath.Join(mixed, "paystead-react-1.1.0.tgz")))
	_, err = jspkg.Load(mixed, "https://pay.example.com")
	require.ErrorContains(t, err, "@paystead/sdk 1.2.0 and @paystead/react 1.1.0")

	broken := packages(t, "1.2.0")
	require.NoError(t, os.WriteFile(filepath.Join(broken, "paystead-sdk-1.2.0.tgz"), []byte("not gzip"), 0o644))
	_, err = jspkg.Load(broken, "https://pay.example.com")
	require.ErrorContains(t, err, "not a gzipped tarball")
}

func TestHandlerServesTheFilesAndSaysHowToInstall(t *testing.T) {
	set, err := jspkg.Load(packages(t, "1.2.0"), "https://pay.example.com")
	require.NoError(t, err)
	srv := httptest.NewServer(jspkg.Handler(set))
	t.Cleanup(srv.Close)

	get := func(path string, header ...string) (*http.Response, string) {
		t.Helper()
		req, err := http.NewRequest(http.MethodGet, srv.URL+path, nil)
		require.NoError(t, err)
		for i := 0; i+1 < len(header); i += 2 {
			req.Header.Set(header[i], header[i+1])
		}
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		require.NoError(t, err)
		return resp, string(body)
	}

	resp, page := get("/sdk/")
	require.Equal(t, http.StatusOK, resp.StatusCode)
	require.Equal(t, "text/html; charset=utf-8", resp.Header.Get("Content-Type"))
	require.Contains(t, page, "npm install https://pay.example.com/sdk/paystead-sdk-1.2.0.tgz https://pay.example.com/sdk/paystead-react-1.2.0.tgz")
	require.Contains(t, page, `&lt;script src="https://pay.example.com/sdk/paystead.min.js"&gt;`)

	resp, body := get("/sdk/paystead-sdk-1.2.0.tgz")
	require.Equal(t, http.StatusOK, resp.StatusCode)
	require.Equal(t, "application/gzip", resp.Header.Get("Content-Type"))
	require.Equal(t, set.SDK.ETag, resp.Header.Get("ETag"))
	require.Equal(t, string(set.SDK.Body), body)

	resp, _ = get("/sdk/paystead-sdk-1.2.0.tgz", "If-None-Match", set.SDK.ETag)
	require.Equal(t, http.StatusNotModified, resp.StatusCode)

	resp, body = get("/sdk/paystead.min.js")
	require.Equal(t, http.StatusOK, resp.StatusCode)
	require.Equal(t, "text/javascript; charset=utf-8", resp.Header.Get("Content-Type"))
	require.True(t, strings.Contains(body, "https://pay.example.com"))

	for _, missing := range []string{"/sdk/paystead-sdk-9.9.9.tgz", "/sdk/x/paystead.min.js", "/sdk/README.md"} {
		resp, _ := get(missing)
		require.Equal(t, http.StatusNotFound, resp.StatusCode, missing)
	}
}

func TestHandlerWithoutPackagesSaysWhy(t *testing.T) {
	srv := httptest.NewServer(jspkg.Handler(nil))
	t.Cleanup(srv.Close)
	resp, err := http.Get(srv.URL + "/sdk/")
	require.NoError(t, err)
	body, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	resp.Body.Close()
	require.Equal(t, http.StatusNotFound, resp.StatusCode)
	require.Contains(t, string(body), "make sdk")

	resp, err = http.Get(srv.URL + "/sdk/paystead.min.js")
	require.NoError(t, err)
	resp.Body.Close()
	require.Equal(t, http.StatusNotFound, resp.StatusCode)
}
