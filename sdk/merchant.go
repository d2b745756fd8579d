package sdk

import (
	"context"
	"net/http"
	"net/url"
	"strconv"

	"github.com/paystead/paystead/shared/merchantapi"
	"github.com/paystead/paystead/shared/webhookapi"
)

// The merchant session API (/api/auth, /api/merchant) behind the
// dashboard pages. A page client (NewPageClient) in the browser calls it
// with the session cookie, which the browser keeps and sends, and the
// browser adds the Origin header the server checks on state changes.
// Outside a browser, give the client an HTTPClient with a cookie jar and
// a transport that sets Origin to the server's own origin.
//
// Its types are the wire types the server answers with.

type (
	// SIWENonce is GET /api/auth/nonce: a single-use nonce and the values
	// the Sign-In with Ethereum message must carry.
	SIWENonce = merchantapi.SignInNonce
	// MerchantSession is the answer to a successful sign-in.
	MerchantSession = merchantapi.Session
)

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
	body := merchantapi.SignInRequest{Message: message, Signature: signature}
	if err := c.Do(ctx, Call{Method: http.MethodPost, Path: "/api/auth/siwe", Body: body}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// SignOut ends the session and clears its cookie.
func (c *Client) SignOut(ctx context.Context) error {
	return c.Do(ctx, Call{Method: http.MethodPost, Path: "/api/auth/logout", Repeatable: true}, nil)
}

type (
	// MerchantProfile is the signed-in merchant's profile; PayoutWallet is
	// nil until one is set.
	MerchantProfile = merchantapi.Profile
	// ProfileUpdate changes the fields that are not nil.
	ProfileUpdate = merchantapi.ProfileUpdate
)

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

// UploadMerchantLogo replaces the logo shown on the hosted page with image:
// a PNG, JPEG or WebP of at most 2048 pixels a side, or an SVG, at most
// 256 KiB. The server reads the type from the bytes (contentType is only
// sent along) and refuses a bad image with a ClientError whose
// ServerCode is bad_body, body_too_large or unsupported_media_type and
// whose message says why.
func (c *Client) UploadMerchantLogo(ctx context.Context, image []byte, contentType string) (*MerchantProfile, error) {
	if contentType == "" {
		contentType = "application/octet-stream"
	}
	var out MerchantProfile
	err := c.do(ctx, request{method: http.MethodPut, path: merchantapi.LogoPath, body: image, contentType: contentType, once: true}, &out)
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// DeleteMerchantLogo removes the logo: the hosted page shows the display
// name alone.
func (c *Client) DeleteMerchantLogo(ctx context.Context) (*MerchantProfile, error) {
	var out MerchantProfile
	if err := c.Do(ctx, Call{Method: http.MethodDelete, Path: merchantapi.LogoPath}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// KeyKind is an API key's kind.
type KeyKind = merchantapi.KeyKind

// API key kinds (spec 5).
const (
	KeySecret      = merchantapi.KeySecret
	KeyPublishable = merchantapi.KeyPublishable
)

type (
	// APIKey is an API key as listed: its secret is never shown again.
	// LastUsedAt and RevokedAt are nil until it is used, revoked.
	APIKey = merchantapi.APIKey
	// NewAPIKey is a key just created, with its full secret, shown this
	// once.
	NewAPIKey = merchantapi.NewAPIKey
)

// APIKeys lists the merchant's keys, revoked ones included.
func (c *Client) APIKeys(ctx context.Context) ([]APIKey, error) {
	var out merchantapi.KeyList
	if err := c.Do(ctx, Call{Path: "/api/merchant/keys", Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return out.Keys, nil
}

// CreateAPIKey creates a key of kind labelled label (at most 100 bytes).
func (c *Client) CreateAPIKey(ctx context.Context, kind KeyKind, label string) (*NewAPIKey, error) {
	var out NewAPIKey
	body := merchantapi.CreateKeyRequest{Kind: kind, Label: label}
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
	var out merchantapi.Origins
	if err := c.Do(ctx, Call{Path: "/api/merchant/origins", Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return out.Origins, nil
}

// Networks reads the networks the merchant takes payments on (nil: every
// network of the deployment) and the deployment's networks (GET
// /api/merchant/networks, an extension of the specification).
func (c *Client) Networks(ctx context.Context) (*merchantapi.Networks, error) {
	var out merchantapi.Networks
	if err := c.Do(ctx, Call{Path: "/api/merchant/networks", Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// SetNetworks replaces the networks the merchant takes payments on (chain
// ids of the deployment, in order of preference; nil: every network) and
// returns them with the deployment's (PUT /api/merchant/networks).
func (c *Client) SetNetworks(ctx context.Context, networks []int64) (*merchantapi.Networks, error) {
	var out merchantapi.Networks
	// A PUT of the whole list is safe to repeat.
	call := Call{Method: http.MethodPut, Path: "/api/merchant/networks", Body: merchantapi.Networks{Networks: networks}, Repeatable: true}
	if err := c.Do(ctx, call, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// SetAllowedOrigins replaces the allowed origins and returns them as the
// server normalized them. An empty list allows none.
func (c *Client) SetAllowedOrigins(ctx context.Context, origins []string) ([]string, error) {
	if origins == nil {
		origins = []string{}
	}
	var out merchantapi.Origins
	// A PUT of the whole list is safe to repeat.
	call := Call{Method: http.MethodPut, Path: "/api/merchant/origins", Body: merchantapi.Origins{Origins: origins}, Repeatable: true}
	if err := c.Do(ctx, call, &out); err != nil {
		return nil, err
	}
	return out.Origins, nil
}

type (
	// DelegateTransaction is a transaction for the merchant's wallet to
	// send.
	DelegateTransaction = merchantapi.Transaction
	// DelegateStatus says whether the service's server wallet may stage
	// invoices for the merchant on the gateway, and how to authorize it.
	DelegateStatus = merchantapi.Delegate
)

// DelegateStatus reads the delegate authorization from the chain.
func (c *Client) DelegateStatus(ctx context.Context) (*DelegateStatus, error) {
	var out DelegateStatus
	if err := c.Do(ctx, Call{Path: "/api/merchant/delegate", Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

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

// ClaimMatured claims every matured escrow to the payout wallet for the
// signed-in merchant (POST /api/merchant/claims), as Claim does with the
// secret key; with invoiceIDs, only those (at most 1000).
func (c *Client) ClaimMatured(ctx context.Context, invoiceIDs ...string) (*ClaimResult, error) {
	return c.claim(ctx, "/api/merchant/claims", ClaimParams{InvoiceIDs: invoiceIDs, All: len(invoiceIDs) == 0})
}

type (
	// PayoutScreening is the merchant's own onboarding screen: the payout
	// wallet's screening result. PayoutWallet is nil until one is set;
	// Result and ScreenedAt are nil until it has been screened.
	PayoutScreening = merchantapi.Onboarding
	// ReviewTicket is a customer wallet the compliance gate sent to
	// review.
	ReviewTicket = merchantapi.ReviewTicket
	// ComplianceOverview is GET /api/merchant/compliance (spec 4.8).
	ComplianceOverview = merchantapi.Compliance
)

// MerchantCompliance reads the onboarding screen and the review queue.
func (c *Client) MerchantCompliance(ctx context.Context) (*ComplianceOverview, error) {
	var out ComplianceOverview
	if err := c.Do(ctx, Call{Path: "/api/merchant/compliance", Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// TicketVerdict is a merchant's answer to a review ticket.
type TicketVerdict = merchantapi.Verdict

// Review ticket verdicts.
const (
	ApproveTicket = merchantapi.Approve
	DenyTicket    = merchantapi.Deny
)

// TicketDecision is the recorded verdict.
type TicketDecision = merchantapi.TicketDecision

// DecideReviewTicket approves or denies a ticket; deciding one twice
// fails with "ticket_already_decided".
func (c *Client) DecideReviewTicket(ctx context.Context, ticketID string, verdict TicketVerdict) (*TicketDecision, error) {
	var out TicketDecision
	call := Call{Method: http.MethodPost, Path: "/api/merchant/compliance/tickets/" + url.PathEscape(ticketID), Body: merchantapi.DecideRequest{Decision: verdict}}
	if err := c.Do(ctx, call, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// The webhook calls act at /api/webhooks with a client holding the secret
// key, and at /api/merchant/webhooks with the session of a page client.

type (
	// WebhookEndpoint is where the merchant receives events.
	// PreviousSecretExpiresAt is set after a rotation: until then
	// deliveries are signed with the old secret too.
	WebhookEndpoint = webhookapi.Endpoint
	// NewWebhookEndpoint is an endpoint with its signing secret, shown
	// once.
	NewWebhookEndpoint = webhookapi.NewEndpoint
	// WebhookAttempt is one try of a delivery; StatusCode is nil when no
	// answer came.
	WebhookAttempt = webhookapi.Attempt
	// WebhookDelivery is one event sent to one endpoint; Status is
	// pending, delivered or failed.
	WebhookDelivery = webhookapi.Delivery
)

// webhooksPath is where the client's webhook calls go: the secret key's
// routes when it holds a key, else the session's.
func (c *Client) webhooksPath() string {
	if c.apiKey != "" {
		return "/api/webhooks"
	}
	return "/api/merchant/webhooks"
}

// WebhookEndpoints lists the merchant's endpoints.
func (c *Client) WebhookEndpoints(ctx context.Context) ([]WebhookEndpoint, error) {
	var out webhookapi.EndpointList
	if err := c.Do(ctx, Call{Path: c.webhooksPath() + "/endpoints", Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return out.Endpoints, nil
}

// CreateWebhookEndpoint adds an endpoint for events (webhookapi.InvoicePaid,
// …; every event type when empty). The URL must pass the SSRF guard.
func (c *Client) CreateWebhookEndpoint(ctx context.Context, endpointURL string, events ...webhookapi.EventType) (*NewWebhookEndpoint, error) {
	body := webhookapi.CreateEndpointRequest{URL: endpointURL, Events: events}
	var out NewWebhookEndpoint
	if err := c.Do(ctx, Call{Method: http.MethodPost, Path: c.webhooksPath() + "/endpoints", Body: body}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// DeleteWebhookEndpoint stops deliveries to the endpoint with id.
func (c *Client) DeleteWebhookEndpoint(ctx context.Context, id string) error {
	return c.Do(ctx, Call{Method: http.MethodDelete, Path: c.webhooksPath() + "/endpoints/" + url.PathEscape(id)}, nil)
}

// RotateWebhookSecret gives the endpoint a new secret, shown once.
func (c *Client) RotateWebhookSecret(ctx context.Context, id string) (*NewWebhookEndpoint, error) {
	var out NewWebhookEndpoint
	if err := c.Do(ctx, Call{Method: http.MethodPost, Path: c.webhooksPath() + "/endpoints/" + url.PathEscape(id) + "/rotate"}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// WebhookDeliveries lists the latest deliveries, newest first; limit is
// 1 to 200 (50 when 0).
func (c *Client) WebhookDeliveries(ctx context.Context, limit int) ([]WebhookDelivery, error) {
	path := c.webhooksPath() + "/deliveries"
	if limit > 0 {
		path += "?limit=" + strconv.Itoa(limit)
	}
	var out webhookapi.DeliveryList
	if err := c.Do(ctx, Call{Path: path, Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return out.Deliveries, nil
}

// ResendWebhookEvent queues the event again for every endpoint it went
// to and returns how many deliveries were queued.
func (c *Client) ResendWebhookEvent(ctx context.Context, eventID string) (int, error) {
	var out webhookapi.ResendResult
	if err := c.Do(ctx, Call{Method: http.MethodPost, Path: c.webhooksPath() + "/events/" + url.PathEscape(eventID) + "/resend"}, &out); err != nil {
		return 0, err
	}
	return out.Queued, nil
}
