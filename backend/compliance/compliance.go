// Package compliance screens wallet addresses against sanctions and risk
// sources. A Provider answers one question, "what is known about this
// address?", with a Category; the checkout gate (spec 4.2) and invoice
// creation (the merchant payout screen of spec 7.1) turn that into their
// decisions.
//
// Four providers exist, chosen by New from the operator's settings:
//
//	COMPLIANCE_PROVIDER          allowall | list | oracle | http
//	                             (allowall is the testnet default: every
//	                             address is Clear, spec 4.2)
//	COMPLIANCE_LIST_FILE         list: path of the address list (format in
//	                             NewListProvider); reloaded when it changes
//	COMPLIANCE_HTTP_URL          http: base URL of a screening API speaking
//	                             the Chainalysis sanctions API
//	                             (https://public.chainalysis.com)
//	COMPLIANCE_HTTP_API_KEY      http: its API key, sent as X-API-Key and
//	                             never logged
//	COMPLIANCE_FAIL_OPEN_FOR_INVOICE
//	                             true | false: when screening the merchant
//	                             payout address fails with ErrUnavailable,
//	                             create the invoice anyway (true) or answer
//	                             503 compliance_unavailable (false, spec 7.1).
//	                             Read by the invoice service, not here.
//
// The oracle provider reads the on-chain oracle at
// PAYSTEAD_SANCTIONS_ORACLE_ADDRESS through the SanctionsOracle the chain
// adapter provides.
//
// Errors: ErrInvalidAddress for input that is not an EVM address (a 400
// for the caller), ErrUnavailable for a provider that cannot answer now
// (5xx, 429, timeouts, network; fail-open applies to these only), and
// ErrProviderRejected for a provider that refuses our requests (bad API
// key, 4xx): a configuration fault that must stay loud, so it is neither
// retried nor failed open.
package compliance

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
)

// Category is what a provider knows about an address, most severe first.
type Category string

const (
	// Sanctioned addresses are refused (reject, SANCTIONED_WALLET).
	Sanctioned Category = "sanctioned"
	// HighRisk addresses are refused (reject, HIGH_RISK_WALLET).
	HighRisk Category = "high-risk"
	// Review addresses go to the merchant's review queue.
	Review Category = "review"
	// Clear addresses are allowed.
	Clear Category = "clear"
)

// Valid reports whether c is one of the four categories.
func (c Category) Valid() bool {
	switch c {
	case Sanctioned, HighRisk, Review, Clear:
		return true
	}
	return false
}

// Result is one screening answer.
type Result struct {
	Address    string   // lower-case 0x-prefixed hex, as NormalizeAddress returns it
	Category   Category //
	Reason     string   // why, for people; empty when Clear
	Provider   string   // the provider kind that answered: allowall, list, oracle or http
	ScreenedAt time.Time
}

// Provider screens addresses. Implementations are safe for concurrent use.
type Provider interface {
	// Screen returns what is known about address, which may be in any
	// letter case. Errors wrap ErrInvalidAddress, ErrUnavailable or
	// ErrProviderRejected.
	Screen(ctx context.Context, address string) (Result, error)
}

// Errors of Screen; test with errors.Is.
var (
	ErrInvalidAddress   = errors.New("compliance: not an EVM address")
	ErrUnavailable      = errors.New("compliance: screening provider unavailable")
	ErrProviderRejected = errors.New("compliance: screening provider refused the request")
)

// NormalizeAddress returns address as lower-case 0x-prefixed hex. Results
// use lower case rather than the EIP-55 checksum form because computing
// the checksum needs Keccak, which the standard library lacks; mixed-case
// input is accepted without checking its checksum, which is the wallet's
// job, not the screener's.
func NormalizeAddress(address string) (string, error) {
	if len(address) != 42 || address[0] != '0' || address[1] != 'x' {
		return "", fmt.Errorf("%w: %q must be 0x followed by 40 hex digits", ErrInvalidAddress, shorten(address, 64))
	}
	for _, c := range address[2:] {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
			return "", fmt.Errorf("%w: %q must be 0x followed by 40 hex digits", ErrInvalidAddress, address)
		}
	}
	return strings.ToLower(address), nil
}

// shorten cuts s to at most n bytes for messages.
func shorten(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
