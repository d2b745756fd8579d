package merchantapi

import "time"

// The bodies of the merchant session API (/api/auth, /api/merchant) behind
// the dashboard pages, as the server writes them and the Go client reads
// them.

// SignInNonce is GET /api/auth/nonce: a single-use nonce and the values
// the Sign-In with Ethereum message (SIWEMessage) must carry.
type SignInNonce struct {
	Nonce     string    `json:"nonce"`
	ExpiresAt time.Time `json:"expiresAt"`
	// Domain is the service's host[:port]; URI its origin.
	Domain  string `json:"domain"`
	URI     string `json:"uri"`
	ChainID int64  `json:"chainId"`
}

// SignInRequest is the body of POST /api/auth/siwe: the EIP-4361 message
// and its personal_sign signature (0x hex).
type SignInRequest struct {
	Message   string `json:"message"`
	Signature string `json:"signature"`
}

// Session is the answer to a successful sign-in, which also sets the
// session cookie.
type Session struct {
	MerchantID string    `json:"merchantId"`
	Wallet     string    `json:"wallet"`
	ExpiresAt  time.Time `json:"expiresAt"`
}

// Profile is GET and PATCH /api/merchant/profile: the signed-in
// merchant's profile.
type Profile struct {
	MerchantID   string `json:"merchantId"`
	OwnerWallet  string `json:"ownerWallet"`
	DisplayName  string `json:"displayName"`
	SupportEmail string `json:"supportEmail"`
	// PayoutWallet is null until one is set.
	PayoutWallet *string   `json:"payoutWallet"`
	CreatedAt    time.Time `json:"createdAt"`
	// The brand on the hosted page: the accent colour (#rrggbb) and the
	// text colour readable on it (#ffffff or #000000), both null for
	// Paystead's own; the logo's address, null when there is none.
	AccentColor *string `json:"accentColor"`
	AccentInk   *string `json:"accentInk"`
	LogoURL     *string `json:"logoUrl"`
}

// ProfileUpdate is the body of PATCH /api/merchant/profile: it changes the
// fields that are not nil. An empty PayoutWallet or AccentColor clears
// it; an empty DisplayName is refused (a merchant always has a name).
type ProfileUpdate struct {
	DisplayName  *string `json:"displayName,omitempty"`
	SupportEmail *string `json:"supportEmail,omitempty"`
	PayoutWallet *string `json:"payoutWallet,omitempty"`
	AccentColor  *string `json:"accentColor,omitempty"`
}

// LogoPath is where the merchant's logo is uploaded (PUT, the image's
// bytes as the body) and removed (DELETE).
const LogoPath = "/api/merchant/brand/logo"

// KeyKind is an API key's kind (spec 5).
type KeyKind string

// API key kinds: a secret key (ak_live_…) may do everything, a
// publishable key (pk_live_…) only create checkouts from allowed origins.
const (
	KeySecret      KeyKind = "secret"
	KeyPublishable KeyKind = "publishable"
)

// MaxKeyLabelBytes bounds an API key's label.
const MaxKeyLabelBytes = 100

// APIKey is an API key as listed: its secret is never shown again.
type APIKey struct {
	ID   string  `json:"id"`
	Kind KeyKind `json:"kind"`
	// Prefix is the key's public beginning, enough to recognise it.
	Prefix    string    `json:"prefix"`
	Label     string    `json:"label"`
	CreatedAt time.Time `json:"createdAt"`
	// LastUsedAt and RevokedAt are null until the key is used, revoked.
	LastUsedAt *time.Time `json:"lastUsedAt"`
	RevokedAt  *time.Time `json:"revokedAt"`
}

// NewAPIKey is the 201 answer of POST /api/merchant/keys: the key just
// created, with its full secret, shown this once.
type NewAPIKey struct {
	APIKey
	Key string `json:"key"`
}

// CreateKeyRequest is the body of POST /api/merchant/keys. Label is at most
// MaxKeyLabelBytes.
type CreateKeyRequest struct {
	Kind  KeyKind `json:"kind"`
	Label string  `json:"label"`
}

// KeyList is GET /api/merchant/keys: every key, revoked ones included.
type KeyList struct {
	Keys []APIKey `json:"keys"`
}

// Origins is GET and PUT /api/merchant/origins, both the body and the
// answer: the origins publishable-key checkouts are accepted from. An
// empty list allows none; PUT refuses a missing one.
type Origins struct {
	Origins []string `json:"origins"`
}

// Networks is GET and PUT /api/merchant/networks: the networks the
// merchant takes payments on. PUT takes Networks alone.
type Networks struct {
	// Networks are chain ids in the merchant's order of preference (an
	// invoice created without networks is payable on these, staged on the
	// first); null: every network of the deployment.
	Networks []int64 `json:"networks"`
	// Available are the deployment's networks (GET only).
	Available []Network `json:"available,omitempty"`
}

// Network is a network of the deployment.
type Network struct {
	ChainID int64  `json:"chainId"`
	Name    string `json:"name"`
}

// Transaction is a transaction for the merchant's wallet to send.
type Transaction struct {
	To   string `json:"to"`
	Data string `json:"data"` // 0x calldata
}

// Delegate is GET /api/merchant/delegate: whether the service's server
// wallet may stage invoices for the merchant on the gateway, and how to
// authorize it. Gateway, Authorized and Transaction are the first
// network's; Networks has each network of the deployment.
type Delegate struct {
	Gateway      string `json:"gateway"`
	ServerWallet string `json:"serverWallet"`
	Authorized   bool   `json:"authorized"`
	// Transaction calls the gateway's setDelegate(serverWallet, true).
	Transaction Transaction       `json:"transaction"`
	Networks    []DelegateNetwork `json:"networks"`
}

// DelegateNetwork is the merchant's standing on one network's gateway:
// whether the server wallet acts for it there (a delegate it set, or an
// operator relayer it trusts), and the payout wallet that network's
// claims pay. Each network keeps its own: a merchant authorizes, and sets
// a payout wallet, on each.
type DelegateNetwork struct {
	ChainID    int64  `json:"chainId"`
	Name       string `json:"name"`
	Gateway    string `json:"gateway"`
	Authorized bool   `json:"authorized"`
	// Transaction calls this gateway's setDelegate(serverWallet, true).
	Transaction Transaction `json:"transaction"`
	// PayoutWallet is the wallet the gateway pays this network's claims
	// to; null while none is set (claims there cannot be sent).
	PayoutWallet *string `json:"payoutWallet"`
	// PayoutTransaction calls setPayoutWallet with the profile's payout
	// wallet; null when that is already the one set here, or the profile
	// has none.
	PayoutTransaction *Transaction `json:"payoutTransaction"`
	// Error says the network's gateway could not be read (its node does
	// not answer); the fields above it are then unknown.
	Error string `json:"error,omitempty"`
}
