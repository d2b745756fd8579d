package sdk_test

import (
	"bytes"
	"context"
	"encoding/json"
	"maps"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/require"
)

// GetInvoice returns every field the endpoint answers. The sample,
// testdata/invoice_view.json, is GET /api/invoices/{id} as the owning
// merchant's secret key reads it with every field set (none null or left
// out; the JavaScript client's test reads it too). It holds every property
// openapi.json gives the response (so a property added there fails this
// test until the sample has it), it is a valid response, and GetInvoice's
// result, encoded again, is the sample. The
// handler's own answers are checked against the same schema by the
// server's OpenAPI conformance tests.
func TestGetInvoiceReturnsEveryField(t *testing.T) {
	t.Parallel()
	raw, err := os.ReadFile(filepath.Join("..", "backend", "httpapi", "openapi.json"))
	require.NoError(t, err)
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	require.NoError(t, err)
	frag := "#/paths/" + url.PathEscape("~1api~1invoices~1{id}") + "/get/responses/200/content/application~1json/schema"
	resolve := func(frag string) map[string]any {
		var cur any = doc
		for _, tok := range strings.Split(strings.TrimPrefix(frag, "#/"), "/") {
			tok, err := url.PathUnescape(tok)
			require.NoError(t, err)
			cur = cur.(map[string]any)[strings.ReplaceAll(strings.ReplaceAll(tok, "~1", "/"), "~0", "~")]
		}
		node, ok := cur.(map[string]any)
		require.True(t, ok, "%s is a schema", frag)
		return node
	}

	served, err := os.ReadFile(filepath.Join("testdata", "invoice_view.json"))
	require.NoError(t, err)
	var sample map[string]any
	require.NoError(t, json.Unmarshal(served, &sample))

	t.Run("TheSampleHasEveryPropertyAndIsAValidResponse", func(t *testing.T) {
		props := properties(resolve, resolve(frag))
		requireKeys(t, props, sample, "the invoice")
		requireKeys(t, properties(resolve, props["merchant"]), sample["merchant"].(map[string]any), "merchant")
		requireKeys(t, properties(resolve, props["lineItems"]["items"].(map[string]any)), sample["lineItems"].([]any)[0].(map[string]any), "a line item")

		c := jsonschema.NewCompiler()
		c.DefaultDraft(jsonschema.Draft2020)
		const docURL = "https://paystead.example/openapi.json"
		require.NoError(t, c.AddResource(docURL, doc))
		sch, err := c.Compile(docURL + frag)
		require.NoError(t, err)
		inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(served))
		require.NoError(t, err)
		require.NoError(t, sch.Validate(inst))
	})

	t.Run("GetInvoiceKeepsEveryField", func(t *testing.T) {
		f := newFakePaystead(t, answerJSON(200, sample))
		inv, err := f.client(t, "ak_live_secret").GetInvoice(context.Background(), sample["invoiceId"].(string))
		require.NoError(t, err)
		again, err := json.Marshal(inv)
		require.NoError(t, err)
		var got map[string]any
		require.NoError(t, json.Unmarshal(again, &got))
		require.Equal(t, sample, got)
	})
}

// properties gathers the properties schema may have, through $ref, allOf,
// oneOf and anyOf.
func properties(resolve func(string) map[string]any, schema map[string]any) map[string]map[string]any {
	out := map[string]map[string]any{}
	if ref, ok := schema["$ref"].(string); ok {
		maps.Copy(out, properties(resolve, resolve(ref)))
	}
	if props, ok := schema["properties"].(map[string]any); ok {
		for name, p := range props {
			p := p.(map[string]any)
			if ref, ok := p["$ref"].(string); ok {
				p = resolve(ref)
			}
			out[name] = p
		}
	}
	for _, key := range []string{"allOf", "oneOf", "anyOf"} {
		subs, _ := schema[key].([]any)
		for _, s := range subs {
			maps.Copy(out, properties(resolve, s.(map[string]any)))
		}
	}
	return out
}

func requireKeys(t *testing.T, props map[string]map[string]any, sample map[string]any, what string) {
	t.Helper()
	require.Equal(t, slices.Sorted(maps.Keys(props)), slices.Sorted(maps.Keys(sample)), "%s: the schema's properties and the sample's fields", what)
}
