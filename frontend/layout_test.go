package frontend

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/shared/invoiceapi"
)

func TestMerchantBrandTakesOnlyPlainColours(t *testing.T) {
	t.Parallel()
	b := merchantBrand(invoiceapi.MerchantPublic{DisplayName: "Acme", LogoURL: "https://pay.example/brand/x/logo?v=1", AccentColor: "#6f3b1e", AccentInk: "#ffffff"})
	require.Equal(t, pageBrand{Name: "Acme", LogoURL: "https://pay.example/brand/x/logo?v=1", Accent: "#6f3b1e", Ink: "#ffffff"}, b)

	// Whatever the server answered, nothing but #rrggbb reaches the page's
	// style attribute.
	for _, c := range []string{"red", "#6F3B1E", "#fff", "#000;background:url(https://evil.example)", "", "#6f3b1e "} {
		b := merchantBrand(invoiceapi.MerchantPublic{DisplayName: "Acme", AccentColor: c, AccentInk: "#ffffff"})
		require.Empty(t, b.Accent, c)
		require.Empty(t, b.Ink, c)
	}
	b = merchantBrand(invoiceapi.MerchantPublic{DisplayName: "Acme", AccentColor: "#6f3b1e", AccentInk: "white"})
	require.Empty(t, b.Accent, "a colour comes with its ink or not at all")
}
