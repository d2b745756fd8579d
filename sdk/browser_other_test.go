//go:build !(js && wasm)

package sdk_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/sdk"
)

func TestOpenCheckoutOutsideABrowser(t *testing.T) {
	t.Parallel()
	c, err := sdk.NewClient("pk_live_x", sdk.WithBaseURL("https://pay.example"))
	require.NoError(t, err)
	err = c.OpenCheckout(&sdk.Invoice{InvoiceID: "0x1", URL: "https://pay.example/i/0x1"})
	requireCode(t, err, sdk.CodeNotInBrowser)
	requireCode(t, c.OpenCheckout(&sdk.Invoice{URL: "javascript:alert(1)"}), sdk.CodeInvalidURL)
	requireCode(t, c.OpenCheckout(nil), sdk.CodeInvalidURL)
}
