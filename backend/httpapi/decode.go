package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"reflect"
	"strings"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"github.com/paystead/paystead/shared/apierr"
)

// MaxBodyBytes caps every request body.
const MaxBodyBytes = 64 << 10

// decodeJSON reads r's body into dst, exactly: JSON only, one value, at
// most MaxBodyBytes; member names match dst's case-sensitively, an unknown
// or repeated one is refused, and no string (name or value) may hold
// invalid UTF-8 or U+0000, which Postgres cannot store. What a proxy or a
// client validated is then what is stored. Every failure is a 4xx
// *apierr.Error naming the field where there is one.
//
// It decodes with go-json-experiment/json (the candidate encoding/json/v2),
// whose defaults are this strictness; encoding/json matches names
// case-insensitively and lets a repeated name win last, so that
// {"amountUsdc":"1","AmountUSDC":"1000"} made an invoice for 1000.
func decodeJSON(r *http.Request, dst any) error {
	if err := requireJSON(r); err != nil {
		return err
	}
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return decodeError(err)
	}
	return decodeBody(body, dst)
}

// requireJSON refuses a request whose body is not declared JSON.
func requireJSON(r *http.Request) error {
	mediaType, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mediaType != "application/json" {
		return apierr.New(apierr.UnsupportedMediaType, "Send the body as JSON with Content-Type: application/json.")
	}
	return nil
}

// decodeBody is decodeJSON on a body already read.
func decodeBody(body []byte, dst any) error {
	if len(bytes.TrimSpace(body)) == 0 {
		return apierr.New(apierr.BadBody, "The body is empty; send a JSON object.")
	}
	if err := scanStrings(body); err != nil {
		return err
	}
	if err := jsonv2.Unmarshal(body, dst, jsonv2.RejectUnknownMembers(true)); err != nil {
		return decodeError(err)
	}
	return nil
}

// scanStrings reads body token by token (refusing bad syntax, invalid
// UTF-8, repeated names and a second value) and refuses any string that
// holds U+0000, naming where.
func scanStrings(body []byte) error {
	dec := jsontext.NewDecoder(bytes.NewReader(body))
	values := 0
	for {
		tok, err := dec.ReadToken()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return decodeError(err)
		}
		if tok.Kind() == '"' && strings.ContainsRune(tok.String(), 0) {
			kind, n := dec.StackIndex(dec.StackDepth())
			fe := apierr.Fields{}
			if kind == '{' && n%2 == 1 { // a member name
				fe.Add(fieldOf(dec.StackPointer().Parent()), "has a key holding the character U+0000, which is not allowed")
			} else {
				fe.Add(fieldOf(dec.StackPointer()), "holds the character U+0000, which is not allowed")
			}
			return fe.Err()
		}
		if dec.StackDepth() == 0 {
			if values++; values > 1 {
				return apierr.New(apierr.BadBody, "The body must hold exactly one JSON value.")
			}
		}
	}
}

// fieldOf names the value at p as the error envelope's fields do:
// member names joined by dots ("metadata.order"); "(body)" for the whole.
func fieldOf(p jsontext.Pointer) string {
	var parts []string
	for tok := range p.Tokens() {
		parts = append(parts, tok)
	}
	if len(parts) == 0 {
		return "(body)"
	}
	return strings.Join(parts, ".")
}

func decodeError(err error) error {
	var (
		maxErr *http.MaxBytesError
		synErr *jsontext.SyntacticError
		semErr *jsonv2.SemanticError
	)
	switch {
	case errors.As(err, &maxErr):
		return apierr.New(apierr.BodyTooLarge, "The body is larger than %d bytes.", maxErr.Limit)
	case errors.Is(err, io.ErrUnexpectedEOF):
		return apierr.New(apierr.BadBody, "The body is not valid JSON: it ends too early.")
	case errors.As(err, &synErr):
		field := fieldOf(synErr.JSONPointer)
		switch {
		case errors.Is(synErr.Err, jsontext.ErrDuplicateName):
			fe := apierr.Fields{}
			fe.Add(field, "appears more than once; send each key once")
			return fe.Err()
		case strings.Contains(synErr.Error(), "invalid UTF-8"):
			fe := apierr.Fields{}
			fe.Add(field, "is not valid UTF-8")
			return fe.Err()
		}
		return apierr.New(apierr.BadBody, "The body is not valid JSON (at byte %d): %s.", synErr.ByteOffset, strings.TrimPrefix(synErr.Error(), "jsontext: "))
	case errors.As(err, &semErr):
		return semanticError(semErr)
	default:
		return apierr.New(apierr.BadBody, "The body could not be read: %s.", err.Error())
	}
}

// semanticError turns a value that does not fit its field into a field
// error: an unknown (or wrongly cased) name, or the wrong kind of value.
func semanticError(e *jsonv2.SemanticError) error {
	field := fieldOf(e.JSONPointer)
	fe := apierr.Fields{}
	// A type's own UnmarshalJSON (invoiceapi.Metadata, say) reports what
	// it refused in encoding/json's terms.
	var typeErr *json.UnmarshalTypeError
	switch {
	case errors.Is(e.Err, jsonv2.ErrUnknownName):
		fe.Add(field, "is not a field of this request (names are case-sensitive)")
	case errors.As(e.Err, &typeErr):
		if typeErr.Field != "" {
			field += "." + typeErr.Field
		}
		fe.Add(field, "must be %s, not a JSON %s", goKindWords(typeErr.Type), typeErr.Value)
	case e.GoType != nil && e.JSONKind != 0:
		fe.Add(field, "must be %s, not %s", goKindWords(e.GoType), jsonKindWords(e.JSONKind))
	case e.Err != nil:
		fe.Add(field, "is not valid: %s", e.Err)
	default:
		fe.Add(field, "is not valid")
	}
	return fe.Err()
}

// jsonKindWords says a JSON kind: "a JSON string".
func jsonKindWords(k jsontext.Kind) string {
	switch k {
	case 'n':
		return "null"
	case 't', 'f':
		return "a JSON boolean"
	case '"':
		return "a JSON string"
	case '0':
		return "a JSON number"
	case '{':
		return "a JSON object"
	case '[':
		return "a JSON array"
	}
	return "that JSON value"
}

// goKindWords says what a Go type takes in JSON: "a string".
func goKindWords(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Struct, reflect.Map:
		return "an object"
	case reflect.Slice, reflect.Array:
		return "an array"
	case reflect.Bool:
		return "a boolean"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Float32, reflect.Float64:
		return "a number"
	}
	return fmt.Sprintf("a %s value", t.Kind())
}
