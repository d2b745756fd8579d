// Package qrsvg draws QR codes as SVG images for the hosted page: the
// code comes from github.com/yeqown/go-qrcode; this package only draws its
// modules, one path, with the quiet zone scanners need and nothing a
// browser would run.
package qrsvg

import (
	"bytes"
	"fmt"
	"html"

	qrcode "github.com/yeqown/go-qrcode/v2"
)

// QuietZone is the light margin around the code, in modules (ISO/IEC
// 18004 asks for 4).
const QuietZone = 4

// Encode returns text as an SVG QR code (error correction level M) whose
// title is title.
func Encode(text, title string) ([]byte, error) {
	modules, err := Modules(text)
	if err != nil {
		return nil, err
	}
	return draw(modules, title), nil
}

// Modules is the QR code of text as rows of dark (true) and light
// modules, without the quiet zone.
func Modules(text string) ([][]bool, error) {
	code, err := qrcode.NewWith(text, qrcode.WithErrorCorrectionLevel(qrcode.ErrorCorrectionMedium))
	if err != nil {
		return nil, fmt.Errorf("qrsvg: encode: %w", err)
	}
	var w matrixWriter
	if err := code.Save(&w); err != nil {
		return nil, fmt.Errorf("qrsvg: encode: %w", err)
	}
	return w.modules, nil
}

// matrixWriter takes the code's matrix (qrcode.Writer).
type matrixWriter struct{ modules [][]bool }

func (w *matrixWriter) Write(m qrcode.Matrix) error {
	w.modules = m.Bitmap()
	return nil
}

func (w *matrixWriter) Close() error { return nil }

// draw writes the modules as one path of unit squares, each row's runs
// of dark modules joined, on a white square.
func draw(modules [][]bool, title string) []byte {
	size := len(modules) + 2*QuietZone
	var path bytes.Buffer
	for y, row := range modules {
		for x := 0; x < len(row); {
			if !row[x] {
				x++
				continue
			}
			run := 1
			for x+run < len(row) && row[x+run] {
				run++
			}
			fmt.Fprintf(&path, "M%d %dh%dv1h-%dz", x+QuietZone, y+QuietZone, run, run)
			x += run
		}
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" shape-rendering="crispEdges" role="img">`, size, size)
	fmt.Fprintf(&b, `<title>%s</title>`, html.EscapeString(title))
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="#fff"/>`, size, size)
	fmt.Fprintf(&b, `<path fill="#000" d="%s"/></svg>`, path.String())
	return b.Bytes()
}
