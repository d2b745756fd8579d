// Package apierr defines Paystead's error envelope and the table of error
// codes every endpoint answers with. It is shared by the server, the Go
// client and the WebAssembly frontend, so it imports only the standard
// library.
package apierr

import (
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
)

// Code is a stable, machine-readable error code. Clients branch on it; the
// message is for people.
type Code string

// Codes from spec section 7.1, spelled exactly as the spec spells them.
const (
	BadBody                 Code = "bad_body"
	MissingAPIKey           Code = "missing_api_key"
	InvalidAPIKey           Code = "invalid_api_key"
	MerchantPayoutBlocked   Code = "MERCHANT_PAYOUT_BLOCKED"
	DelegateNotAuthorized   Code = "delegate_not_authorized"
	ChainError              Code = "chain_error"
	ComplianceUnavailable   Code = "compliance_unavailable"
	PublishableKeyForbidden Code = "publishable_key_forbidden"
)

// Codes of the HTTP layer that the spec leaves open.
const (
	OriginNotAllowed     Code = "origin_not_allowed"
	InvalidSignature     Code = "invalid_signature"
	InvoiceNotRefundable Code = "invoice_not_refundable"
	RefundWindowClosed   Code = "refund_window_closed"
	// RefundExceedsRemaining: a refund asks for more than the gateway
	RefundExceedsRemaining Code = "refund_exceeds_remaining"
	NotClaimable           Code = "not_claimable"
	ComplianceRequired     Code = "compliance_required"
	SwapUnavailable        Code = "swap_unavailable"
	UnknownToken           Code = "unknown_token" // a quote names a token that is not USDC or EURC
	NoLiquidity            Code = "no_liquidity"  // the pool cannot quote or fill the swap
	IdempotencyKeyReused   Code = "idempotency_key_reused"
	IdempotencyInProgress  Code = "idempotency_in_progress"
	UnsupportedMediaType   Code = "unsupported_media_type"
	BodyTooLarge           Code = "body_too_large"
	NotFound               Code = "not_found"
	MethodNotAllowed       Code = "method_not_allowed"
	RateLimited            Code = "rate_limited"
	InvoiceNotOpen         Code = "invoice_not_open"       // authorize: the invoice is not open for payment
	InvoiceExpired         Code = "invoice_expired"        // prepare, submit: the invoice's expiry passed unpaid
	InvoiceVoided          Code = "invoice_voided"         // prepare, submit: the merchant voided the invoice
	PaymentInFlight        Code = "payment_in_flight"      // void: a payment of the invoice is being settled
	TicketAlreadyDecided   Code = "ticket_already_decided" // a review ticket was approved or denied before
	SlugTaken              Code = "slug_taken"             // a payment link's address is another link's
	PaymentLinkDisabled    Code = "payment_link_disabled"  // a payment link its merchant turned off
	SignUpClosed           Code = "signup_closed"          // SIWE by a wallet that is no merchant, when sign-ups are closed to it
	NotSignedIn            Code = "not_signed_in"          // merchant session endpoints without a valid session cookie
	InvalidSIWEMessage     Code = "invalid_siwe_message"   // a SIWE message that is malformed, foreign, expired or replayed
	NetworkChanged         Code = "network_changed"        // submit: the invoice moved to another network since prepare
	WalletFrozen           Code = "wallet_frozen"          // the token's issuer bars the wallet funds would come from or go to
	TokenPaused            Code = "token_paused"           // the token's issuer has paused every transfer of it
	RefundLinkClosed       Code = "refund_link_closed"     // a refund link used, being used, canceled or expired
	ReceiptEmailClosed     Code = "receipt_email_closed"   // an invoice that takes no (more) receipt addresses
	Unavailable            Code = "unavailable"
	Internal               Code = "internal_error"
)

// statusByCode is the one table from code to HTTP status.
var statusByCode = map[Code]int{
	BadBody:                 http.StatusBadRequest,
	MissingAPIKey:           http.StatusUnauthorized,
	InvalidAPIKey:           http.StatusUnauthorized,
	MerchantPayoutBlocked:   http.StatusForbidden,
	PublishableKeyForbidden: http.StatusForbidden,
	DelegateNotAuthorized:   http.StatusPreconditionFailed,
	ChainError:              http.StatusBadGateway,
	ComplianceUnavailable:   http.StatusServiceUnavailable,
	OriginNotAllowed:        http.StatusForbidden,
	InvalidSignature:        http.StatusBadRequest,
	InvoiceNotRefundable:    http.StatusConflict,
	RefundWindowClosed:      http.StatusConflict,
	RefundExceedsRemaining:  http.StatusConflict,
	NotClaimable:            http.StatusConflict,
	ComplianceRequired:      http.StatusForbidden,
	SwapUnavailable:         http.StatusUnprocessableEntity,
	UnknownToken:            http.StatusBadRequest,
	NoLiquidity:             http.StatusUnprocessableEntity,
	IdempotencyKeyReused:    http.StatusConflict,
	IdempotencyInProgress:   http.StatusConflict,
	UnsupportedMediaType:    http.StatusUnsupportedMediaType,
	BodyTooLarge:            http.StatusRequestEntityTooLarge,
	NotFound:                http.StatusNotFound,
	MethodNotAllowed:        http.StatusMethodNotAllowed,
	RateLimited:             http.StatusTooManyRequests,
	InvoiceNotOpen:          http.StatusConflict,
	InvoiceExpired:          http.StatusGone,
	InvoiceVoided:           http.StatusGone,
	PaymentInFlight:         http.StatusConflict,
	TicketAlreadyDecided:    http.StatusConflict,
	SlugTaken:               http.StatusConflict,
	PaymentLinkDisabled:     http.StatusGone,
	SignUpClosed:            http.StatusForbidden,
	NotSignedIn:             http.StatusUnauthorized,
	InvalidSIWEMessage:      http.StatusBadRequest,
	NetworkChanged:          http.StatusConflict,
	WalletFrozen:            http.StatusForbidden,
	TokenPaused:             http.StatusServiceUnavailable,
	RefundLinkClosed:        http.StatusConflict,
	ReceiptEmailClosed:      http.StatusConflict,
	Unavailable:             http.StatusServiceUnavailable,
	Internal:                http.StatusInternalServerError,
}

// Status is the HTTP status that goes with code; unknown codes are 500s so
// that a forgotten table entry is loud rather than silently a 200.
func (c Code) Status() int {
	if s, ok := statusByCode[c]; ok {
		return s
	}
	return http.StatusInternalServerError
}

// FieldError names one offending field of a request body.
type FieldError struct {
	Field   string `json:"field"`
	Message string `json:"message"`
}

// Error is the body of every error response:
//
//	{"code": "...", "message": "...", "detail"?: "...", "fields"?: [...], "requestId"?: "..."}
type Error struct {
	Code      Code         `json:"code"`
	Message   string       `json:"message"`
	Detail    string       `json:"detail,omitempty"`
	Fields    []FieldError `json:"fields,omitempty"`
	RequestID string       `json:"requestId,omitempty"`
}

// New returns an error with code and a message written for the caller's
// engineer.
func New(code Code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// Status is the HTTP status of e.
func (e *Error) Status() int { return e.Code.Status() }

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(string(e.Code))
	b.WriteString(": ")
	b.WriteString(e.Message)
	if e.Detail != "" {
		b.WriteString(" (")
		b.WriteString(e.Detail)
		b.WriteString(")")
	}
	for _, f := range e.Fields {
		fmt.Fprintf(&b, "; %s: %s", f.Field, f.Message)
	}
	return b.String()
}

// WithDetail returns a copy of e carrying detail.
func (e *Error) WithDetail(detail string) *Error {
	c := *e
	c.Detail = detail
	return &c
}

// WithField returns a copy of e naming field as the one at fault, and why.
func (e *Error) WithField(field, format string, args ...any) *Error {
	c := *e
	c.Fields = append(append([]FieldError(nil), e.Fields...), FieldError{Field: field, Message: fmt.Sprintf(format, args...)})
	return &c
}

// Fields collects field errors while a request body is validated.
type Fields []FieldError

// Add records that field is wrong and why.
func (f *Fields) Add(field, format string, args ...any) {
	*f = append(*f, FieldError{Field: field, Message: fmt.Sprintf(format, args...)})
}

// Err is nil when no field was rejected, else a bad_body error carrying
// every field error; its message names each field once.
func (f Fields) Err() error {
	if len(f) == 0 {
		return nil
	}
	names := make([]string, 0, len(f))
	for _, fe := range f {
		if !slices.Contains(names, fe.Field) {
			names = append(names, fe.Field)
		}
	}
	return &Error{
		Code:    BadBody,
		Message: "The request was rejected: check " + strings.Join(names, ", ") + ".",
		Fields:  append([]FieldError(nil), f...),
	}
}

// As reports whether err is or wraps an *Error and returns it.
func As(err error) (*Error, bool) {
	var e *Error
	ok := errors.As(err, &e)
	return e, ok
}
