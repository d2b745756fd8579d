package qrsvg

import (
	"encoding/xml"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// parsed reads back the dark modules drawn by draw's path.
func parsed(t *testing.T, svg []byte) (size int, dark map[[2]int]bool, title string) {
	t.Helper()
	var doc struct {
		ViewBox string `xml:"viewBox,attr"`
		Title   string `xml:"title"`
		Path    struct {
			D string `xml:"d,attr"`
		} `xml:"path"`
	}
	require.NoError(t, xml.Unmarshal(svg, &doc), "well-formed")
	_, err := fmt.Sscanf(doc.ViewBox, "0 0 %d %d", &size, &size)
	require.NoError(t, err)
	dark = map[[2]int]bool{}
	for _, seg := range strings.Split(strings.TrimSuffix(doc.Path.D, "z"), "z") {
		var x, y, run, back int
		_, err := fmt.Sscanf(seg, "M%d %dh%dv1h-%d", &x, &y, &run, &back)
		require.NoError(t, err, seg)
		require.Equal(t, run, back)
		for i := range run {
			dark[[2]int{x + i, y}] = true
		}
	}
	return size, dark, doc.Title
}

func TestEncode(t *testing.T) {
	t.Parallel()
	const url = "https://pay.example/i/0x5f0c2f4a8e3b1d6c7a9e0b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f12"
	modules, err := Modules(url)
	require.NoError(t, err)
	n := len(modules)
	require.Zero(t, (n-21)%4, "a QR code is 21 + 4k modules wide, not %d", n)
	for _, row := range modules {
		require.Len(t, row, n, "square")
	}
	// The three finder patterns: 7×7 dark rings at the corners.
	for _, corner := range [][2]int{{0, 0}, {n - 7, 0}, {0, n - 7}} {
		for i := range 7 {
			require.True(t, modules[corner[1]][corner[0]+i], "finder top edge")
			require.True(t, modules[corner[1]+6][corner[0]+i], "finder bottom edge")
			require.True(t, modules[corner[1]+i][corner[0]], "finder left edge")
		}
		require.False(t, modules[corner[1]+1][corner[0]+1], "finder's light ring")
		require.True(t, modules[corner[1]+3][corner[0]+3], "finder's centre")
	}

	svg, err := Encode(url, `Scan to open <this> page`)
	require.NoError(t, err)
	size, dark, title := parsed(t, svg)
	require.Equal(t, n+2*QuietZone, size, "a quiet zone of 4 modules")
	require.Equal(t, "Scan to open <this> page", title, "escaped, and read back")
	for y := range size {
		for x := range size {
			want := x >= QuietZone && y >= QuietZone && x < n+QuietZone && y < n+QuietZone && modules[y-QuietZone][x-QuietZone]
			require.Equal(t, want, dark[[2]int{x, y}], "module %d,%d", x, y)
		}
	}
	lower := strings.ToLower(string(svg))
	for _, active := range []string{"<script", "onload", "href", "<foreignobject"} {
		require.NotContains(t, lower, active)
	}

	other, err := Modules(url + "0")
	require.NoError(t, err)
	require.NotEqual(t, modules, other, "another text, another code")
}
