package brand_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/shared/brand"
)

func TestNormalizeColor(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"#0B5CAB": "#0b5cab", " #0b5cab ": "#0b5cab", "#abc": "#aabbcc", "#FFF": "#ffffff",
	} {
		got, err := brand.NormalizeColor(in)
		require.NoError(t, err, in)
		require.Equal(t, want, got, in)
	}
	for _, bad := range []string{"", "#", "0b5cab", "#0b5ca", "#0b5cab0", "#0b5cabff", "#ggg", "red", "rgb(1,2,3)", "#12 345", "＃abc", "#abc;}", "#٠١٢"} {
		_, err := brand.NormalizeColor(bad)
		require.ErrorIs(t, err, brand.ErrColor, "%q", bad)
	}
}

func TestInkIsReadable(t *testing.T) {
	t.Parallel()
	require.Equal(t, brand.LightInk, brand.Ink("#0b5cab"))
	require.Equal(t, brand.LightInk, brand.Ink("#000000"))
	require.Equal(t, brand.DarkInk, brand.Ink("#ffffff"))
	require.Equal(t, brand.DarkInk, brand.Ink("#ffcc00"), "yellow takes black text")
	// Every grey and a sweep of colours: the ink chosen reaches 4.5:1.
	for r := 0; r < 256; r += 15 {
		for g := 0; g < 256; g += 15 {
			for b := 0; b < 256; b += 15 {
				c := fmt.Sprintf("#%02x%02x%02x", r, g, b)
				lc, ok := brand.Luminance(c)
				require.True(t, ok)
				li, _ := brand.Luminance(brand.Ink(c))
				require.GreaterOrEqual(t, brand.ContrastRatio(lc, li), brand.MinContrast, c)
			}
		}
	}
}
