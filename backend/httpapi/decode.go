package httpapi

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strings"

	"github.com/paystead/paystead/shared/apierr"
)

// MaxBodyBytes caps every request body.
const MaxBodyBytes = 64 << 10

// decodeJSON reads r's body into dst: JSON only, one value, no unknown
// fields, at most MaxBodyBytes. Every failure is a 4xx *apierr.Error.
func decodeJSON(r *http.Request, dst any) error {
	mediaType, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mediaType != "application/json" {
		return apierr.New(apierr.UnsupportedMediaType, "Send the body as JSON with Content-Type: application/json.")
	}
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	dec.UseNumber()
	if err := dec.Decode(dst); err != nil {
		return decodeError(err)
	}
	if err := dec.Decode(&struct{}{}); !errors.Is(err, io.EOF) {
		var maxErr *http.MaxBytesError
		if errors.As(err, &maxErr) {
			return decodeError(err)
		}
		return apierr.New(apierr.BadBody, "The body must hold exactly one JSON value.")
	}
	return nil
}

func decodeError(err error) error {
	var (
		maxErr    *http.MaxBytesError
		syntaxErr *json.SyntaxError
		typeErr   *json.UnmarshalTypeError
	)
	switch {
	case errors.As(err, &maxErr):
		return apierr.New(apierr.BodyTooLarge, "The body is larger than %d bytes.", maxErr.Limit)
	case errors.Is(err, io.EOF):
		return apierr.New(apierr.BadBody, "The body is empty; send a JSON object.")
	case errors.Is(err, io.ErrUnexpectedEOF):
		return apierr.New(apierr.BadBody, "The body is not valid JSON: it ends too early.")
	case errors.As(err, &syntaxErr):
		return apierr.New(apierr.BadBody, "The body is not valid JSON (at byte %d): %s.", syntaxErr.Offset, syntaxErr.Error())
	case errors.As(err, &typeErr):
		field := typeErr.Field
		if field == "" {
			field = "(body)"
		}
		fe := apierr.Fields{}
		fe.Add(field, "must be a %s, not a JSON %s", jsonKind(typeErr.Type.Kind().String()), typeErr.Value)
		return fe.Err()
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		name := strings.Trim(strings.TrimPrefix(err.Error(), "json: unknown field "), `"`)
		fe := apierr.Fields{}
		fe.Add(name, "is not a field of this request")
		return fe.Err()
	default:
		return apierr.New(apierr.BadBody, "The body could not be read: %s.", err.Error())
	}
}

func jsonKind(goKind string) string {
	switch goKind {
	case "string":
		return "string"
	case "struct", "map":
		return "object"
	case "slice", "array":
		return "array"
	case "bool":
		return "boolean"
	case "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64", "float32", "float64":
		return "number"
	default:
		return fmt.Sprintf("%s value", goKind)
	}
}
