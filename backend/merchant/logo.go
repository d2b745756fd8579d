package merchant

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"image"
	"image/jpeg"
	"image/png"
	"io"
	"net/http"
	"time"

	"github.com/paystead/paystead/shared/apierr"
)

// Limits of a logo. A logo is shown about 40 px high in the page's header,
// so these are generous; they keep a page's first paint quick and the
// decoding of an upload small.
const (
	MaxLogoBytes     = 256 << 10
	MaxLogoDimension = 2048 // pixels on either side of a PNG, JPEG or WebP
)

// The logo's content types: the only ones stored and served.
const (
	LogoPNG  = "image/png"
	LogoJPEG = "image/jpeg"
	LogoWebP = "image/webp"
	LogoSVG  = "image/svg+xml"
)

// LogoRef describes a merchant's stored logo without its bytes.
type LogoRef struct {
	ContentType string
	SHA256      [32]byte
	UpdatedAt   time.Time
}

// Version is a short, URL-safe name of these exact bytes: the logo's URL
// carries it, so a new logo is a new URL and an old one may be cached for
// good.
func (l LogoRef) Version() string { return hex.EncodeToString(l.SHA256[:8]) }

// ETag is the logo's strong entity tag.
func (l LogoRef) ETag() string { return `"` + hex.EncodeToString(l.SHA256[:16]) + `"` }

// Logo is a stored logo and its bytes.
type Logo struct {
	LogoRef
	Bytes []byte
}

// ValidateLogo checks an uploaded logo and returns it as it is to be
// stored. The type is sniffed from the bytes (the declared one is never
// trusted): PNG, JPEG and WebP are checked to be images of at most
// MaxLogoDimension pixels a side and stored as they came; an SVG is
// parsed and written again from an allowlist (svg.go), and refused when
// it holds anything active. Every refusal is an *apierr.Error naming the
// field "logo": 413 over MaxLogoBytes, 415 not one of the four types, 400
// an image that is broken, too large or active.
func ValidateLogo(body []byte, at time.Time) (Logo, error) {
	if len(body) > MaxLogoBytes {
		return Logo{}, logoError(apierr.BodyTooLarge, "is %d bytes; a logo may be at most %d bytes (256 KiB)", len(body), MaxLogoBytes)
	}
	if len(bytes.TrimSpace(body)) == 0 {
		return Logo{}, logoError(apierr.BadBody, "is empty; send the image's bytes as the body")
	}
	var (
		contentType string
		stored      = body
		err         error
	)
	switch {
	case bytes.HasPrefix(body, []byte("\x89PNG\r\n\x1a\n")):
		contentType, err = LogoPNG, checkRaster(body, png.DecodeConfig, png.Decode)
	case bytes.HasPrefix(body, []byte("\xff\xd8\xff")):
		contentType, err = LogoJPEG, checkRaster(body, jpeg.DecodeConfig, jpeg.Decode)
	case len(body) >= 12 && string(body[:4]) == "RIFF" && string(body[8:12]) == "WEBP":
		contentType, err = LogoWebP, checkWebP(body)
	case looksLikeXML(body):
		contentType = LogoSVG
		stored, err = SanitizeSVG(body)
	default:
		return Logo{}, notAnImage(body)
	}
	if err != nil {
		return Logo{}, err
	}
	return Logo{LogoRef: LogoRef{ContentType: contentType, SHA256: sha256.Sum256(stored), UpdatedAt: at}, Bytes: stored}, nil
}

// notAnImage refuses a body of none of the four types, saying what it
// looks like.
func notAnImage(body []byte) *apierr.Error {
	return logoError(apierr.UnsupportedMediaType, "is not a PNG, JPEG, WebP or SVG image (its bytes read as %s; an SVG's root is <svg xmlns=\"%s\">)",
		http.DetectContentType(body), svgNS)
}

// logoError is a refusal of the logo: code's status, the field named.
func logoError(code apierr.Code, format string, args ...any) *apierr.Error {
	var f apierr.Fields
	f.Add("logo", format, args...)
	return &apierr.Error{Code: code, Message: "The logo was refused: " + f[0].Message + ".", Fields: f}
}

// checkRaster decodes the image's header, bounds its size, then decodes
// it whole: a file cut short or corrupt would show as a broken image.
func checkRaster(body []byte, config func(r io.Reader) (image.Config, error), decode func(r io.Reader) (image.Image, error)) error {
	c, err := config(bytes.NewReader(body))
	if err != nil {
		return logoError(apierr.BadBody, "is not a readable image: %v", err)
	}
	if err := checkDimensions(c.Width, c.Height); err != nil {
		return err
	}
	if _, err := decode(bytes.NewReader(body)); err != nil {
		return logoError(apierr.BadBody, "is a damaged image: %v", err)
	}
	return nil
}

func checkDimensions(w, h int) error {
	if w < 1 || h < 1 || w > MaxLogoDimension || h > MaxLogoDimension {
		return logoError(apierr.BadBody, "is %d×%d pixels; a logo may be at most %d×%d", w, h, MaxLogoDimension, MaxLogoDimension)
	}
	return nil
}

// checkWebP reads a WebP file's dimensions from its RIFF header (the
// standard library has no WebP decoder, and a logo needs no more): the
// first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended).
func checkWebP(body []byte) error {
	bad := logoError(apierr.BadBody, "is not a readable WebP image")
	if riffSize := binary.LittleEndian.Uint32(body[4:8]); int64(riffSize) != int64(len(body))-8 || len(body) < 30 {
		return bad
	}
	chunk, data := string(body[12:16]), body[20:]
	var w, h int
	switch chunk {
	case "VP8 ":
		// A key frame: 3 bytes of frame tag, the start code, then 14-bit
		// width and height.
		if data[3] != 0x9d || data[4] != 0x01 || data[5] != 0x2a {
			return bad
		}
		w, h = int(binary.LittleEndian.Uint16(data[6:8])&0x3fff), int(binary.LittleEndian.Uint16(data[8:10])&0x3fff)
	case "VP8L":
		if data[0] != 0x2f {
			return bad
		}
		bits := binary.LittleEndian.Uint32(data[1:5])
		w, h = int(bits&0x3fff)+1, int(bits>>14&0x3fff)+1
	case "VP8X":
		w = int(uint32(data[4])|uint32(data[5])<<8|uint32(data[6])<<16) + 1
		h = int(uint32(data[7])|uint32(data[8])<<8|uint32(data[9])<<16) + 1
	default:
		return bad
	}
	return checkDimensions(w, h)
}

// looksLikeXML reports whether body starts, after a byte order mark and
// white space, with markup: the only way an SVG may start.
func looksLikeXML(body []byte) bool {
	body = bytes.TrimPrefix(body, []byte("\xef\xbb\xbf"))
	body = bytes.TrimLeft(body, " \t\r\n")
	return len(body) > 0 && body[0] == '<'
}
