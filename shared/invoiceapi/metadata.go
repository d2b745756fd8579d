package invoiceapi

import (
	"bytes"
	"encoding/json"
	"reflect"
	"sort"
)

// Metadata is the merchant's string map attached to an invoice and to its
// webhook payloads. It is a map[string]string that decodes strictly: a
// JSON null value ({"k": null}) is a type error naming metadata.k instead
// of silently becoming "", and a non-object metadata is a type error naming
// metadata. Errors are *json.UnmarshalTypeError, which the server's
// decoder already turns into bad_body field errors. A null metadata as a
// whole means "no metadata", as for any optional field.
type Metadata map[string]string

// UnmarshalJSON implements json.Unmarshaler.
func (m *Metadata) UnmarshalJSON(data []byte) error {
	data = bytes.TrimSpace(data)
	if string(data) == "null" {
		return nil
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return &json.UnmarshalTypeError{Value: jsonKind(data), Type: reflect.TypeFor[Metadata]()}
	}
	keys := make([]string, 0, len(raw))
	for k := range raw {
		keys = append(keys, k)
	}
	sort.Strings(keys) // report the same key first every time
	out := make(Metadata, len(raw))
	for _, k := range keys {
		v := bytes.TrimSpace(raw[k])
		var s string
		if len(v) == 0 || v[0] != '"' || json.Unmarshal(v, &s) != nil {
			return &json.UnmarshalTypeError{Value: jsonKind(v), Type: reflect.TypeFor[string](), Field: k}
		}
		out[k] = s
	}
	*m = out
	return nil
}

// jsonKind names the kind of a JSON value as encoding/json's type errors
// do.
func jsonKind(v []byte) string {
	if len(v) == 0 {
		return "value"
	}
	switch v[0] {
	case '"':
		return "string"
	case '{':
		return "object"
	case '[':
		return "array"
	case 't', 'f':
		return "bool"
	case 'n':
		return "null"
	default:
		return "number"
	}
}
