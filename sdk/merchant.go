package sdk

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/paystead/paystead/shared/merchantapi"
)

// The merchant session API (/api/auth, /api/merchant) behind the
// dashboard pages. A page client (NewPageClient) in the browser calls it
// with the session cookie, which the browser keeps and sends, and the
// browser adds the Origin header the server checks on state changes.
// Outside a browser, give the client an HTTPClient with a cookie jar and
// a transport that sets Origin to the server's own origin.

// SIWENonce is GET /api/auth/nonce: a single-use nonce and the values the
// Sign-In with Ethereum message must carry.
type SIWENonce struct {
	Nonce     string    `json:"nonce"`
	ExpiresAt time.Time `json:"expiresAt"`
	// Domain is the service's host[:port]; URI its origin.
	Domain  string `json:"domain"`
	URI     string `json:"uri"`
	ChainID int64  `json:"chainId"`
}

// MerchantSession is the answer to a successful sign-in.
type MerchantSession struct {
	MerchantID string    `json:"merchantId"`
	Wallet     string    `json:"wallet"`
	ExpiresAt  time.Time `json:"expiresAt"`
}

// SignInNonce asks for a fresh sign-in nonce.
func (c *Client) SignInNonce(ctx context.Context) (*SIWENonce, error) {
	var out SIWENonce
	if err := c.Do(ctx, Call{Path: "/api/auth/nonce", Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// SignIn posts a signed EIP-4361 message (personal_sign's signature, 0x
// hex); the answer sets the session cookie.
func (c *Client) SignIn(ctx context.Context, message, signature string) (*MerchantSession, error) {
	var out MerchantSession
	body := map[string]string{"message": message, "signature": signature}
	if err := c.Do(ctx, Call{Method: http.MethodPost, Path: "/api/auth/siwe", Body: body}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// SignOut ends the session and clears its cookie.
func (c *Client) SignOut(ctx context.Context) error {
	return c.Do(ctx, Call{Method: http.MethodPost, Path: "/api/auth/logout", Repeatable: true}, nil)
}

// MerchantProfile is the signed-in merchant's profile.
type MerchantProfile struct {
	MerchantID   string `json:"merchantId"`
	OwnerWallet  string `json:"ownerWallet"`
	DisplayName  string `json:"displayName"`
	SupportEmail string `json:"supportEmail"`
	// PayoutWallet is "" until one is set.
	PayoutWallet string    `json:"payoutWallet"`
	CreatedAt    time.Time `json:"createdAt"`
}

// ProfileUpdate changes the fields that are not nil.
type ProfileUpdate struct {
	DisplayName  *string `json:"displayName,omitempty"`
	SupportEmail *string `json:"supportEmail,omitempty"`
	PayoutWallet *string `json:"payoutWallet,omitempty"`
}

// MerchantProfile reads the profile; it fails with HTTP 401 and
// ServerCode "not_signed_in" without a valid session.
func (c *Client) MerchantProfile(ctx context.Context) (*MerchantProfile, error) {
	var out MerchantProfile
	if err := c.Do(ctx, Call{Path: "/api/merchant/profile", Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// UpdateMerchantProfile saves update. A payout wallet that fails
// sanctions screening is refused with 403 MERCHANT_PAYOUT_BLOCKED.
func (c *Client) UpdateMerchantProfile(ctx context.Context, update ProfileUpdate) (*MerchantProfile, error) {
	var out MerchantProfile
	if err := c.Do(ctx, Call{Method: http.MethodPatch, Path: "/api/merchant/profile", Body: update}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// KeyKind is an API key's kind.
type KeyKind string

// API key kinds (spec 5).
const (
	KeySecret      KeyKind = "secret"
	KeyPublishable KeyKind = "publishable"
)

// APIKey is an API key as listed: its secret is never shown again.
type APIKey struct {
	ID   string  `json:"id"`
	Kind KeyKind `json:"kind"`
	// Prefix is the key's public beginning, enough to recognise it.
	Prefix     string    `json:"prefix"`
	Label      string    `json:"label"`
	CreatedAt  time.Time `json:"createdAt"`
	LastUsedAt time.Time `json:"lastUsedAt,omitzero"`
	RevokedAt  time.Time `json:"revokedAt,omitzero"`
}

// NewAPIKey is a key just created, with its full secret, shown this once.
type NewAPIKey struct {
	APIKey
	Key string `json:"key"`
}

// APIKeys lists the merchant's keys, revoked ones included.
func (c *Client) APIKeys(ctx context.Context) ([]APIKey, error) {
	var out struct {
		Keys []APIKey `json:"keys"`
	}
	if err := c.Do(ctx, Call{Path: "/api/merchant/keys", Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return out.Keys, nil
}

// CreateAPIKey creates a key of kind labelled label (at most 100 bytes).
func (c *Client) CreateAPIKey(ctx context.Context, kind KeyKind, label string) (*NewAPIKey, error) {
	var out NewAPIKey
	body := map[string]string{"kind": string(kind), "label": label}
	if err := c.Do(ctx, Call{Method: http.MethodPost, Path: "/api/merchant/keys", Body: body}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// RevokeAPIKey revokes the key with id; requests carrying it fail from
// then on.
func (c *Client) RevokeAPIKey(ctx context.Context, id string) error {
	return c.Do(ctx, Call{Method: http.MethodDelete, Path: "/api/merchant/keys/" + url.PathEscape(id)}, nil)
}

// AllowedOrigins lists the origins publishable-key checkouts are accepted
// from.
func (c *Client) AllowedOrigins(ctx context.Context) ([]string, error) {
	var out struct {
		Origins []string `json:"origins"`
	}
	if err := c.Do(ctx, Call{Path: "/api/merchant/origins", Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return out.Origins, nil
}

// SetAllowedOrigins replaces the allowed origins and returns them as the
// server normalized them. An empty list allows none.
func (c *Client) SetAllowedOrigins(ctx context.Context, origins []string) ([]string, error) {
	if origins == nil {
		origins = []string{}
	}
	var out struct {
		Origins []string `json:"origins"`
	}
	// A PUT of the whole list is safe to repeat.
	call := Call{Method: http.MethodPut, Path: "/api/merchant/origins", Body: map[string][]string{"origins": origins}, Repeatable: true}
	if err := c.Do(ctx, call, &out); err != nil {
		return nil, err
	}
	return out.Origins, nil
}

// DelegateTransaction is a transaction for the merchant's wallet to send.
type DelegateTransaction struct {
	To   string `json:"to"`
	Data string `json:"data"` // 0x calldata
}

// DelegateStatus says whether the service's server wallet may stage
// invoices for the merchant on the gateway, and how to authorize it.
type DelegateStatus struct {
	Gateway      string `json:"gateway"`
	ServerWallet string `json:"serverWallet"`
	Authorized   bool   `json:"authorized"`
	// Transaction calls the gateway's setDelegate(serverWallet, true).
	Transaction DelegateTransaction `json:"transaction"`
}

// DelegateStatus reads the delegate authorization from the chain.
func (c *Client) DelegateStatus(ctx context.Context) (*DelegateStatus, error) {
	var out DelegateStatus
	if err := c.Do(ctx, Call{Path: "/api/merchant/delegate", Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// The treasury's types are the wire types the server answers with.
type (
	// TokenTotals counts escrows and sums them, as exact decimal strings.
	TokenTotals = merchantapi.TokenTotals
	// MaturityDay is one day of the coming refund-window ends.
	MaturityDay = merchantapi.MaturityDay
	// TreasuryClaim is one recent claim to the payout wallet.
	TreasuryClaim = merchantapi.TreasuryClaim
	// Treasury is the merchant's escrow rollup.
	Treasury = merchantapi.Treasury
)

// Treasury reads the rollup (spec 4.7).
func (c *Client) Treasury(ctx context.Context) (*Treasury, error) {
	var out Treasury
	if err := c.Do(ctx, Call{Path: "/api/merchant/treasury", Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// MerchantEscrows lists the signed-in merchant's paid invoices by bucket,
// as Escrows does with the secret key (GET /api/merchant/escrows).
func (c *Client) MerchantEscrows(ctx context.Context) (*EscrowSummary, error) {
	var out EscrowSummary
	if err := c.Do(ctx, Call{Path: "/api/merchant/escrows", Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// ClaimResult lists the invoices claimed and the transactions that did it.
type ClaimResult struct {
	Claimed  []string `json:"claimed"`
	TxHashes []string `json:"txHashes"`
}

// ClaimMatured claims every matured escrow to the payout wallet; with
// invoiceIDs, only those.
func (c *Client) ClaimMatured(ctx context.Context, invoiceIDs ...string) (*ClaimResult, error) {
	body := map[string]any{"all": true}
	if len(invoiceIDs) > 0 {
		body = map[string]any{"invoiceIds": invoiceIDs}
	}
	var out ClaimResult
	if err := c.Do(ctx, Call{Method: http.MethodPost, Path: "/api/merchant/claims", Body: body}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// PayoutScreening is the merchant's own onboarding screen: the payout
// wallet's screening result.
type PayoutScreening struct {
	PayoutWallet string `json:"payoutWallet"`
	// Result is "" until the wallet has been screened.
	Result     string    `json:"result"`
	Reason     string    `json:"reason"`
	ScreenedAt time.Time `json:"screenedAt,omitzero"`
}

// ReviewTicket is a customer wallet the compliance gate sent to review
// (the server's wire type).
type ReviewTicket = merchantapi.ReviewTicket

// ComplianceOverview is GET /api/merchant/compliance (spec 4.8).
type ComplianceOverview struct {
	Onboarding PayoutScreening `json:"onboarding"`
	Queue      []ReviewTicket  `json:"queue"`
}

// MerchantCompliance reads the onboarding screen and the review queue.
func (c *Client) MerchantCompliance(ctx context.Context) (*ComplianceOverview, error) {
	var out ComplianceOverview
	if err := c.Do(ctx, Call{Path: "/api/merchant/compliance", Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// TicketVerdict is a merchant's answer to a review ticket.
type TicketVerdict string

// Review ticket verdicts.
const (
	ApproveTicket TicketVerdict = "approve"
	DenyTicket    TicketVerdict = "deny"
)

// TicketDecision is the recorded verdict.
type TicketDecision struct {
	TicketID  string        `json:"ticketId"`
	Decision  TicketVerdict `json:"decision"`
	DecidedBy string        `json:"decidedBy"`
}

// DecideReviewTicket approves or denies a ticket; deciding one twice
// fails with "ticket_already_decided".
func (c *Client) DecideReviewTicket(ctx context.Context, ticketID string, verdict TicketVerdict) (*TicketDecision, error) {
	var out TicketDecision
	call := Call{Method: http.MethodPost, Path: "/api/merchant/compliance/tickets/" + url.PathEscape(ticketID), Body: map[string]string{"decision": string(verdict)}}
	if err := c.Do(ctx, call, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// WebhookEndpoint is where the merchant receives events.
type WebhookEndpoint struct {
	ID        string    `json:"id"`
	URL       string    `json:"url"`
	Events    []string  `json:"events"`
	CreatedAt time.Time `json:"createdAt"`
	// PreviousSecretExpiresAt is set after a rotation: until then
	// deliveries are signed with the old secret too.
	PreviousSecretExpiresAt time.Time `json:"previousSecretExpiresAt,omitzero"`
}

// NewWebhookEndpoint is an endpoint with its signing secret, shown once.
type NewWebhookEndpoint struct {
	WebhookEndpoint
	Secret string `json:"secret"`
}

// WebhookAttempt is one try of a delivery.
type WebhookAttempt struct {
	At time.Time `json:"at"`
	// StatusCode is 0 when no answer came.
	StatusCode int    `json:"statusCode,omitempty"`
	LatencyMs  int64  `json:"latencyMs"`
	Error      string `json:"error,omitempty"`
}

// WebhookDelivery is one event sent to one endpoint.
type WebhookDelivery struct {
	ID         int64  `json:"id"`
	EventID    string `json:"eventId"`
	EventType  string `json:"eventType"`
	EndpointID string `json:"endpointId"`
	URL        string `json:"url"`
	// Status is pending, delivered or failed.
	Status      string           `json:"status"`
	CreatedAt   time.Time        `json:"createdAt"`
	CompletedAt time.Time        `json:"completedAt,omitzero"`
	Attempts    []WebhookAttempt `json:"attempts"`
}

// WebhookEndpoints lists the merchant's endpoints.
func (c *Client) WebhookEndpoints(ctx context.Context) ([]WebhookEndpoint, error) {
	var out struct {
		Endpoints []WebhookEndpoint `json:"endpoints"`
	}
	if err := c.Do(ctx, Call{Path: "/api/merchant/webhooks/endpoints", Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return out.Endpoints, nil
}

// CreateWebhookEndpoint adds an endpoint for events (every event type
// when empty). The URL must pass the SSRF guard.
func (c *Client) CreateWebhookEndpoint(ctx context.Context, endpointURL string, events ...string) (*NewWebhookEndpoint, error) {
	body := map[string]any{"url": endpointURL}
	if len(events) > 0 {
		body["events"] = events
	}
	var out NewWebhookEndpoint
	if err := c.Do(ctx, Call{Method: http.MethodPost, Path: "/api/merchant/webhooks/endpoints", Body: body}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// DeleteWebhookEndpoint stops deliveries to the endpoint with id.
func (c *Client) DeleteWebhookEndpoint(ctx context.Context, id string) error {
	return c.Do(ctx, Call{Method: http.MethodDelete, Path: "/api/merchant/webhooks/endpoints/" + url.PathEscape(id)}, nil)
}

// RotateWebhookSecret gives the endpoint a new secret, shown once.
func (c *Client) RotateWebhookSecret(ctx context.Context, id string) (*NewWebhookEndpoint, error) {
	var out NewWebhookEndpoint
	if err := c.Do(ctx, Call{Method: http.MethodPost, Path: "/api/merchant/webhooks/endpoints/" + url.PathEscape(id) + "/rotate"}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// WebhookDeliveries lists the latest deliveries, newest first; limit is
// 1 to 200 (50 when 0).
func (c *Client) WebhookDeliveries(ctx context.Context, limit int) ([]WebhookDelivery, error) {
	path := "/api/merchant/webhooks/deliveries"
	if limit > 0 {
		path += "?limit=" + strconv.Itoa(limit)
	}
	var out struct {
		Deliveries []WebhookDelivery `json:"deliveries"`
	}
	if err := c.Do(ctx, Call{Path: path, Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return out.Deliveries, nil
}

// ResendWebhookEvent queues the event again for every endpoint it went
// to and returns how many deliveries were queued.
func (c *Client) ResendWebhookEvent(ctx context.Context, eventID string) (int, error) {
	var out struct {
		Queued int `json:"queued"`
	}
	if err := c.Do(ctx, Call{Method: http.MethodPost, Path: "/api/merchant/webhooks/events/" + url.PathEscape(eventID) + "/resend"}, &out); err != nil {
		return 0, err
	}
	return out.Queued, nil
}
