package sdk

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/paystead/paystead/shared/apierr"
)

// ErrorCode is the typed code of a ClientError. Branch on it; Message is
// for people.
type ErrorCode string

// The client library's error codes of spec section 7.3.
const (
	CodeInvalidAPIKey           ErrorCode = "INVALID_API_KEY"
	CodeNetwork                 ErrorCode = "NETWORK"
	CodeServerError             ErrorCode = "SERVER_ERROR"
	CodeInvalidURL              ErrorCode = "INVALID_URL"
	CodeTimeout                 ErrorCode = "TIMEOUT"
	CodeNoSecureRandom          ErrorCode = "NO_SECURE_RANDOM"
	CodePublishableKeyForbidden ErrorCode = "PUBLISHABLE_KEY_FORBIDDEN"
	CodeUnknown                 ErrorCode = "UNKNOWN"
)

// Codes this package adds where the spec names none.
const (
	// CodeInvalidAmount: AmountUSDC is NaN, infinite, zero or negative
	// (checked before sending), or the server refused it.
	CodeInvalidAmount ErrorCode = "INVALID_AMOUNT"
	// CodeInvalidEnvironment: an Environment other than Testnet or Mainnet.
	CodeInvalidEnvironment ErrorCode = "INVALID_ENVIRONMENT"
	// CodeNotInBrowser: OpenCheckout was called outside a browser.
	CodeNotInBrowser ErrorCode = "NOT_IN_BROWSER"
	// CodeOriginNotAllowed: the server refused the request's Origin (HTTP
	// 403 origin_not_allowed): a publishable key sent from a page whose
	// origin the merchant has not allowed at /m/settings, or without an
	// Origin at all. Message names the origin and where to allow it. Not
	// retried: the same origin is refused again until the merchant adds it.
	CodeOriginNotAllowed ErrorCode = "ORIGIN_NOT_ALLOWED"
)

// ClientError is the error every Client method returns.
type ClientError struct {
	// Code says what went wrong; see the package documentation.
	Code ErrorCode
	// Message explains it for the engineer reading the log.
	Message string
	// Status is the HTTP status of the last answer, 0 when there was none
	// (validation, network failure, timeout).
	Status int
	// RetryAfter is the server's Retry-After on the last answer, 0 when it
	// sent none. Set on SERVER_ERROR.
	RetryAfter time.Duration
	// ServerCode is the code of the server's error body (spec 7.1, such
	// as "chain_error" or "origin_not_allowed"), "" when there was none.
	ServerCode apierr.Code
	// Detail and Fields come from the server's error body.
	Detail string
	Fields []apierr.FieldError
	// RequestID identifies the request in the server's logs; quote it to
	// support.
	RequestID string
	// Err is the underlying cause: the transport error, the context's
	// error, or the server's *apierr.Error. Unwrap returns it.
	Err error
}

func (e *ClientError) Error() string {
	var b strings.Builder
	b.WriteString("paystead: ")
	b.WriteString(string(e.Code))
	if e.Status != 0 || e.ServerCode != "" {
		b.WriteString(" (")
		if e.Status != 0 {
			fmt.Fprintf(&b, "HTTP %d", e.Status)
		}
		if e.ServerCode != "" {
			if e.Status != 0 {
				b.WriteString(" ")
			}
			b.WriteString(string(e.ServerCode))
		}
		b.WriteString(")")
	}
	if e.Message != "" {
		b.WriteString(": ")
		b.WriteString(e.Message)
	}
	if e.Detail != "" {
		fmt.Fprintf(&b, " (%s)", e.Detail)
	}
	for _, f := range e.Fields {
		fmt.Fprintf(&b, "; %s: %s", f.Field, f.Message)
	}
	if e.RetryAfter > 0 {
		fmt.Fprintf(&b, "; retry after %s", e.RetryAfter)
	}
	if e.RequestID != "" {
		fmt.Fprintf(&b, " [request %s]", e.RequestID)
	}
	return b.String()
}

// Unwrap returns the underlying cause, so errors.Is(err,
// context.DeadlineExceeded) and errors.As(err, **apierr.Error) work.
func (e *ClientError) Unwrap() error { return e.Err }

// CodeOf returns the Code of the *ClientError in err's chain, or "" when
// there is none.
func CodeOf(err error) ErrorCode {
	var ce *ClientError
	if errors.As(err, &ce) {
		return ce.Code
	}
	return ""
}

func newError(code ErrorCode, format string, args ...any) *ClientError {
	return &ClientError{Code: code, Message: fmt.Sprintf(format, args...)}
}

// errorFromAnswer turns a non-2xx answer into a ClientError. env is the
// decoded error body, nil when the body was not one.
func errorFromAnswer(status int, retryAfter time.Duration, requestID string, env *apierr.Error) *ClientError {
	ce := &ClientError{Code: CodeUnknown, Status: status, RetryAfter: retryAfter, RequestID: requestID}
	if env != nil {
		ce.ServerCode = env.Code
		ce.Message = env.Message
		ce.Detail = env.Detail
		ce.Fields = env.Fields
		if env.RequestID != "" {
			ce.RequestID = env.RequestID
		}
		ce.Err = env
	}
	switch {
	case status == 401:
		ce.Code = CodeInvalidAPIKey
	case status == 403 && ce.ServerCode == apierr.PublishableKeyForbidden:
		ce.Code = CodePublishableKeyForbidden
	case status == 403 && ce.ServerCode == apierr.OriginNotAllowed:
		ce.Code = CodeOriginNotAllowed
	case status == 400 && ce.ServerCode == apierr.BadBody:
		ce.Code = codeForFields(ce.Fields)
	case status == 429 || status >= 500:
		ce.Code = CodeServerError
	}
	if ce.Message == "" {
		ce.Message = fmt.Sprintf("the server answered HTTP %d without an error body", status)
	}
	return ce
}

// codeForFields names a 400 bad_body by the fields it rejects: only URLs
// is INVALID_URL, only the amount is INVALID_AMOUNT, anything else (a
// token, metadata, a mix) UNKNOWN with the fields attached.
func codeForFields(fields []apierr.FieldError) ErrorCode {
	if len(fields) == 0 {
		return CodeUnknown
	}
	urls, amounts := 0, 0
	for _, f := range fields {
		switch f.Field {
		case "successUrl", "cancelUrl":
			urls++
		case "amountUsdc":
			amounts++
		}
	}
	switch len(fields) {
	case urls:
		return CodeInvalidURL
	case amounts:
		return CodeInvalidAmount
	}
	return CodeUnknown
}
