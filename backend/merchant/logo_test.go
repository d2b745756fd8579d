package merchant_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/shared/apierr"
)

func pngOf(t *testing.T, w, h int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	img.Set(0, 0, color.RGBA{R: 11, G: 92, B: 171, A: 255})
	var b bytes.Buffer
	require.NoError(t, png.Encode(&b, img))
	return b.Bytes()
}

func jpegOf(t *testing.T, w, h int) []byte {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, jpeg.Encode(&b, image.NewGray(image.Rect(0, 0, w, h)), nil))
	return b.Bytes()
}

// webpOf is the header of a lossless WebP of w×h (all ValidateLogo reads).
func webpOf(w, h int) []byte {
	data := make([]byte, 5, 22)
	data[0] = 0x2f
	binary.LittleEndian.PutUint32(data[1:], uint32(w-1)|uint32(h-1)<<14)
	data = append(data, make([]byte, 17)...)
	chunk := append([]byte("VP8L"), binary.LittleEndian.AppendUint32(nil, uint32(len(data)))...)
	chunk = append(chunk, data...)
	body := append([]byte("WEBP"), chunk...)
	return append(append([]byte("RIFF"), binary.LittleEndian.AppendUint32(nil, uint32(len(body)))...), body...)
}

// requireLogoRefused checks a refusal names the field "logo" with code.
func requireLogoRefused(t *testing.T, err error, code apierr.Code, about string) {
	t.Helper()
	e, ok := apierr.As(err)
	require.True(t, ok, "want an *apierr.Error, got %v", err)
	require.Equal(t, code, e.Code, "%v", e)
	require.Len(t, e.Fields, 1)
	require.Equal(t, "logo", e.Fields[0].Field)
	require.Contains(t, e.Fields[0].Message, about)
}

func TestValidateLogo(t *testing.T) {
	t.Parallel()
	at := time.Date(2030, 1, 2, 3, 4, 5, 0, time.UTC)

	t.Run("AcceptsRasterImagesAsTheyCame", func(t *testing.T) {
		t.Parallel()
		for _, tc := range []struct {
			body        []byte
			contentType string
		}{
			{pngOf(t, 120, 40), merchant.LogoPNG},
			{jpegOf(t, 120, 40), merchant.LogoJPEG},
			{webpOf(120, 40), merchant.LogoWebP},
		} {
			l, err := merchant.ValidateLogo(tc.body, at)
			require.NoError(t, err, tc.contentType)
			require.Equal(t, tc.contentType, l.ContentType)
			require.Equal(t, tc.body, l.Bytes)
			require.Equal(t, at, l.UpdatedAt)
			require.Len(t, l.Version(), 16)
			require.Regexp(t, `^"[0-9a-f]{32}"$`, l.ETag())
		}
	})

	t.Run("SniffsNeverTrustsTheName", func(t *testing.T) {
		t.Parallel()
		// HTML sent as a "PNG": what it is decides, and it is no image.
		for _, body := range []string{
			"<!DOCTYPE html><html><script>alert(1)</script></html>",
			"<html><body onload=alert(1)></body></html>",
			"GIF89a\x01\x00\x01\x00\x00\x00\x00;",
			"%PDF-1.7\n",
			"just some text",
		} {
			_, err := merchant.ValidateLogo([]byte(body), at)
			require.Error(t, err, body)
			e, _ := apierr.As(err)
			require.Contains(t, []int{http.StatusBadRequest, http.StatusUnsupportedMediaType}, e.Status(), body)
			require.Equal(t, "logo", e.Fields[0].Field)
		}
		_, err := merchant.ValidateLogo([]byte("<html><body>hi</body></html>"), at)
		requireLogoRefused(t, err, apierr.UnsupportedMediaType, "not a PNG, JPEG, WebP or SVG")
		_, err = merchant.ValidateLogo([]byte("GIF89a"), at)
		requireLogoRefused(t, err, apierr.UnsupportedMediaType, "image/gif")
	})

	t.Run("RefusesAPNGHeaderWithoutAnImage", func(t *testing.T) {
		t.Parallel()
		_, err := merchant.ValidateLogo([]byte("\x89PNG\r\n\x1a\n<html><script>alert(1)</script></html>"), at)
		requireLogoRefused(t, err, apierr.BadBody, "not a readable image")
		good := pngOf(t, 64, 64)
		_, err = merchant.ValidateLogo(good[:len(good)-20], at)
		requireLogoRefused(t, err, apierr.BadBody, "damaged")
		_, err = merchant.ValidateLogo([]byte("\xff\xd8\xff<svg onload=alert(1)>"), at)
		requireLogoRefused(t, err, apierr.BadBody, "not a readable image")
		_, err = merchant.ValidateLogo([]byte("RIFF\x04\x00\x00\x00WEBP<script>"), at)
		requireLogoRefused(t, err, apierr.BadBody, "WebP")
	})

	t.Run("RefusesOverTheCap", func(t *testing.T) {
		t.Parallel()
		body := append(pngOf(t, 8, 8), make([]byte, merchant.MaxLogoBytes)...)
		_, err := merchant.ValidateLogo(body, at)
		requireLogoRefused(t, err, apierr.BodyTooLarge, "at most 262144 bytes")
		svg := `<svg xmlns="http://www.w3.org/2000/svg">` + strings.Repeat(" ", merchant.MaxLogoBytes) + `</svg>`
		_, err = merchant.ValidateLogo([]byte(svg), at)
		requireLogoRefused(t, err, apierr.BodyTooLarge, "256 KiB")
	})

	t.Run("RefusesTooManyPixels", func(t *testing.T) {
		t.Parallel()
		_, err := merchant.ValidateLogo(pngOf(t, merchant.MaxLogoDimension+1, 1), at)
		requireLogoRefused(t, err, apierr.BadBody, "2049×1 pixels")
		_, err = merchant.ValidateLogo(webpOf(10, 5000), at)
		requireLogoRefused(t, err, apierr.BadBody, "10×5000 pixels")
		_, err = merchant.ValidateLogo(pngOf(t, merchant.MaxLogoDimension, 8), at)
		require.NoError(t, err, "the cap itself is allowed")
	})

	t.Run("RefusesEmpty", func(t *testing.T) {
		t.Parallel()
		_, err := merchant.ValidateLogo(nil, at)
		requireLogoRefused(t, err, apierr.BadBody, "empty")
		_, err = merchant.ValidateLogo([]byte(" \n"), at)
		requireLogoRefused(t, err, apierr.BadBody, "empty")
	})
}

func TestSetLogo(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("StoresAndRemoves", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		m, err := b.svc.SetLogo(ctx, b.merchant.ID, pngOf(t, 10, 10))
		require.NoError(t, err)
		require.NotNil(t, m.Logo)
		require.Equal(t, merchant.LogoPNG, m.Logo.ContentType)
		require.Equal(t, t0, m.Logo.UpdatedAt)
		l, err := b.svc.Logo(ctx, b.merchant.ID)
		require.NoError(t, err)
		require.Equal(t, pngOf(t, 10, 10), l.Bytes)

		m, err = b.svc.DeleteLogo(ctx, b.merchant.ID)
		require.NoError(t, err)
		require.Nil(t, m.Logo)
		_, err = b.svc.Logo(ctx, b.merchant.ID)
		require.ErrorIs(t, err, merchant.ErrNotFound)
	})

	t.Run("ARefusedLogoStoresNothing", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		_, err := b.svc.SetLogo(ctx, b.merchant.ID, pngOf(t, 10, 10))
		require.NoError(t, err)
		_, err = b.svc.SetLogo(ctx, b.merchant.ID, []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`))
		requireLogoRefused(t, err, apierr.BadBody, "<script>")
		l, err := b.svc.Logo(ctx, b.merchant.ID)
		require.NoError(t, err)
		require.Equal(t, merchant.LogoPNG, l.ContentType, "the earlier logo stays")
	})

	t.Run("NeedsAStoreThatKeepsLogos", func(t *testing.T) {
		t.Parallel()
		svc := merchant.NewService(basicStore{newFakeStore()})
		_, err := svc.SetLogo(ctx, uuid.New(), pngOf(t, 1, 1))
		require.ErrorContains(t, err, "cannot keep logos")
	})
}
