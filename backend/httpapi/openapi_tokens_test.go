package httpapi

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/shared/invoiceapi"
)

// The served document describes the deployment (#31 item 2): with spec
// 2.1's tokens it is the embedded document byte for byte; with more, its
// PayInToken enum lists them, and nothing else changes.
func TestOpenAPIListsTheDeploymentsTokens(t *testing.T) {
	t.Parallel()
	spec := openAPIFor(nil)
	require.Equal(t, openAPIDocument, spec.body)
	require.Equal(t, spec, openAPIFor(invoiceapi.Tokens()))

	three := openAPIFor([]invoiceapi.Token{"USDC", "EURC", "PYUSD"})
	require.NotEqual(t, spec.etag, three.etag, "another document, another validator")
	var doc struct {
		Components struct {
			Schemas map[string]json.RawMessage `json:"schemas"`
		} `json:"components"`
	}
	require.NoError(t, json.Unmarshal(three.body, &doc))
	var payIn struct {
		Enum []string `json:"enum"`
	}
	require.NoError(t, json.Unmarshal(doc.Components.Schemas["PayInToken"], &payIn))
	require.Equal(t, []string{"USDC", "EURC", "PYUSD"}, payIn.Enum)
	require.Equal(t, len(openAPIDocument)+len(`, "PYUSD"`), len(three.body), "only the enum changed")
}
