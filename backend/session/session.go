// Package session signs merchants in with Sign-In with Ethereum (EIP-4361)
// and keeps their sessions: single-use expiring nonces, verification of the
// signed message against this service's own domain, URI and chain, and
// session tokens stored only as hashes.
package session

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/uuid"
	siwe "github.com/spruceid/siwe-go"

	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// Session is a signed-in merchant wallet.
type Session struct {
	MerchantID uuid.UUID
	Wallet     common.Address
	CreatedAt  time.Time
	ExpiresAt  time.Time
}

// Store keeps used nonces and sessions.
type Store interface {
	// UseNonce records nonce as used until expiresAt (and may drop those
	// past theirs); it reports false when nonce was used already.
	UseNonce(ctx context.Context, nonce string, now, expiresAt time.Time) (bool, error)
	CreateSession(ctx context.Context, tokenHash []byte, s Session) error
	// SessionByHash returns the unexpired session, or ErrNotFound.
	SessionByHash(ctx context.Context, tokenHash []byte, now time.Time) (Session, error)
	DeleteSession(ctx context.Context, tokenHash []byte) error
}

// ErrNotFound is returned by stores for missing or expired sessions.
var ErrNotFound = errors.New("session not found")

// Merchants is what sign-in needs of the merchant service.
type Merchants interface {
	MerchantByOwner(ctx context.Context, wallet common.Address) (merchant.Merchant, error)
	CreateMerchant(ctx context.Context, m merchant.Merchant) (merchant.Merchant, error)
}

// Config ties sign-in to this deployment.
type Config struct {
	BaseURL  string // the service's own base URL: its host is the SIWE domain
	ChainID  int64
	NonceTTL time.Duration // default 10 minutes
	// NonceKey signs the nonces (at least 32 bytes, the same in every
	// process): a nonce is issued without storing anything, and only a
	// signed-in one is recorded, once.
	NonceKey   []byte
	SessionTTL time.Duration // default 24 hours
	// Chain, when set, lets smart-contract wallets sign in: a signer
	// with code is verified with EIP-1271 isValidSignature.
	Chain ContractReader
	// SignUp says which wallets the service does not know may become
	// merchants by signing in; the zero value lets everyone.
	SignUp SignUpPolicy
}

// SignUpPolicy is who may sign up: everyone, nobody (Closed), or only the
// wallets of Allowed (when it is not empty).
type SignUpPolicy struct {
	Closed  bool
	Allowed []common.Address
}

// allows reports whether wallet may become a merchant.
func (p SignUpPolicy) allows(wallet common.Address) bool {
	if p.Closed {
		return false
	}
	return len(p.Allowed) == 0 || slices.Contains(p.Allowed, wallet)
}

// ContractReader is what EIP-1271 verification needs of the chain.
type ContractReader interface {
	CodeAt(ctx context.Context, contract common.Address, blockNumber *big.Int) ([]byte, error)
	CallContract(ctx context.Context, call ethereum.CallMsg, blockNumber *big.Int) ([]byte, error)
}

// MaxContractSignatureBytes bounds an EIP-1271 signature (multisig
// wallets concatenate several).
const MaxContractSignatureBytes = 4096

// Service issues nonces, signs in and resolves sessions.
type Service struct {
	cfg       Config
	origin    string // scheme://host[:port] of BaseURL
	domain    string // host[:port] of BaseURL
	store     Store
	merchants Merchants
	now       func() time.Time
}

// NewService returns a Service; it fails on a BaseURL that is not an http(s)
// origin and on a NonceKey shorter than 32 bytes.
func NewService(cfg Config, store Store, merchants Merchants) (*Service, error) {
	if len(cfg.NonceKey) < 32 {
		return nil, errors.New("session.NewService: the nonce key must be at least 32 bytes")
	}
	if cfg.NonceTTL <= 0 {
		cfg.NonceTTL = 10 * time.Minute
	}
	if cfg.SessionTTL <= 0 {
		cfg.SessionTTL = 24 * time.Hour
	}
	u, err := url.Parse(cfg.BaseURL)
	if err != nil || u.Host == "" {
		return nil, fmt.Errorf("session.NewService: base URL %q is not an absolute URL", cfg.BaseURL)
	}
	origin, err := invoiceapi.NormalizeOrigin(u.Scheme + "://" + u.Host)
	if err != nil {
		return nil, fmt.Errorf("session.NewService: %w", err)
	}
	return &Service{cfg: cfg, origin: origin, domain: strings.ToLower(u.Host), store: store, merchants: merchants, now: time.Now}, nil
}

// Origin is the service's own origin: state-changing session requests
// must carry exactly this Origin.
func (s *Service) Origin() string { return s.origin }

// Secure reports whether the session cookie must be Secure (https).
func (s *Service) Secure() bool { return strings.HasPrefix(s.origin, "https://") }

// Domain is the SIWE domain messages must name.
func (s *Service) Domain() string { return s.domain }

// ChainID is the chain messages must name.
func (s *Service) ChainID() int64 { return s.cfg.ChainID }

// Nonce issues a fresh single-use nonce and when it expires. Nothing is
// stored: the nonce carries its expiry and a MAC under NonceKey (hex, as
// EIP-4361 wants it alphanumeric), so an anonymous GET /api/auth/nonce
// writes no row. SignIn records it as used.
func (s *Service) Nonce(context.Context) (string, time.Time, error) {
	var body [nonceRandom + 4]byte
	if _, err := rand.Read(body[:nonceRandom]); err != nil {
		return "", time.Time{}, fmt.Errorf("session.Nonce: %w", err)
	}
	exp := s.now().UTC().Add(s.cfg.NonceTTL).Truncate(time.Second)
	binary.BigEndian.PutUint32(body[nonceRandom:], uint32(exp.Unix()))
	return hex.EncodeToString(append(body[:], s.nonceMAC(body[:])...)), exp, nil
}

// A nonce is 12 random bytes, its expiry (Unix seconds, 4 bytes) and 16
// bytes of MAC: 64 hex digits.
const (
	nonceRandom = 12
	nonceMACLen = 16
)

func (s *Service) nonceMAC(body []byte) []byte {
	m := hmac.New(sha256.New, s.cfg.NonceKey)
	m.Write([]byte("paystead siwe nonce v1\x00"))
	m.Write(body)
	return m.Sum(nil)[:nonceMACLen]
}

// openNonce checks that nonce is one Nonce issued and returns when it
// expires.
func (s *Service) openNonce(nonce string) (time.Time, bool) {
	raw, err := hex.DecodeString(nonce)
	if err != nil || len(raw) != nonceRandom+4+nonceMACLen {
		return time.Time{}, false
	}
	body, mac := raw[:nonceRandom+4], raw[nonceRandom+4:]
	if !hmac.Equal(mac, s.nonceMAC(body)) {
		return time.Time{}, false
	}
	return time.Unix(int64(binary.BigEndian.Uint32(body[nonceRandom:])), 0).UTC(), true
}

func invalidMessage(format string, args ...any) error {
	return apierr.New(apierr.InvalidSIWEMessage, format, args...)
}

func invalidSignature(format string, args ...any) error {
	return apierr.New(apierr.InvalidSignature, format, args...)
}

// MaxClockSkew is how far ahead of the service's clock a SIWE message's
// Issued At may be (a wallet's clock running fast); later is refused.
const MaxClockSkew = 2 * time.Minute

// MaxMessageBytes bounds a SIWE message.
const MaxMessageBytes = 4096

// Verify checks a signed SIWE message for this service (its domain, URI, chain, validity, a
// nonce it issued, used once here) and returns its signer: signing in, and a payer showing the
// subscriptions of its wallet (statement, when not "", must be the message's). Every refusal is
// an *apierr.Error.
func (s *Service) Verify(ctx context.Context, message, signature, statement string) (common.Address, error) {
	fail := func(err error) (common.Address, error) { return common.Address{}, err }
	if message == "" || len(message) > MaxMessageBytes {
		return fail(invalidMessage("message must be an EIP-4361 message of at most %d bytes.", MaxMessageBytes))
	}
	sig, err := hexutil.Decode(signature)
	if err != nil || len(sig) == 0 || len(sig) > MaxContractSignatureBytes {
		return fail(invalidSignature("signature must be 0x and 130 hex digits (65 bytes), or an EIP-1271 contract wallet's signature."))
	}
	msg, err := siwe.ParseMessage(message)
	if err != nil {
		return fail(invalidMessage("message is not a valid EIP-4361 message: %s", err.Error()))
	}
	if !strings.EqualFold(msg.GetDomain(), s.domain) {
		return fail(invalidMessage("message domain %q is not this service's domain %q.", msg.GetDomain(), s.domain))
	}
	uri := msg.GetURI()
	if o, err := invoiceapi.NormalizeOrigin(uri.Scheme + "://" + uri.Host); err != nil || o != s.origin {
		return fail(invalidMessage("message URI %q is not on this service (%s).", uri.String(), s.origin))
	}
	if got := msg.GetStatement(); statement != "" && (got == nil || *got != statement) {
		return fail(invalidMessage("message statement is not %q.", statement))
	}
	if int64(msg.GetChainID()) != s.cfg.ChainID {
		return fail(invalidMessage("message chain id %d is not this service's chain %d.", msg.GetChainID(), s.cfg.ChainID))
	}
	now := s.now().UTC()
	if _, err := msg.ValidAt(now); err != nil {
		var expired *siwe.ExpiredMessage
		if errors.As(err, &expired) {
			return fail(invalidMessage("message has expired."))
		}
		return fail(invalidMessage("message is not valid now: %s", err.Error()))
	}
	if at, err := time.Parse(time.RFC3339, msg.GetIssuedAt()); err != nil {
		return fail(invalidMessage("message's Issued At %q is not an RFC 3339 time.", msg.GetIssuedAt()))
	} else if at.After(now.Add(MaxClockSkew)) {
		return fail(invalidMessage("message was issued in the future (Issued At %s; the service's clock reads %s): check the device's clock.",
			msg.GetIssuedAt(), now.Format(time.RFC3339)))
	}
	if err := s.verifySignature(ctx, msg, message, sig); err != nil {
		return fail(err)
	}
	exp, issued := s.openNonce(msg.GetNonce())
	if !issued || !now.Before(exp) {
		return fail(invalidMessage("nonce is unknown, expired or already used; ask GET /api/auth/nonce for a new one."))
	}
	fresh, err := s.store.UseNonce(ctx, msg.GetNonce(), now, exp)
	if err != nil {
		return fail(fmt.Errorf("session.SignIn: %w", err))
	}
	if !fresh {
		return fail(invalidMessage("nonce is unknown, expired or already used; ask GET /api/auth/nonce for a new one."))
	}

	return msg.GetAddress(), nil
}

// SignIn verifies a signed SIWE message and opens a session for the
// signer, creating its merchant on first sign-in. It returns the session
// token (for the cookie; only its hash is stored). Every refusal is an
// *apierr.Error.
func (s *Service) SignIn(ctx context.Context, message, signature string) (string, Session, merchant.Merchant, error) {
	fail := func(err error) (string, Session, merchant.Merchant, error) {
		return "", Session{}, merchant.Merchant{}, err
	}
	wallet, err := s.Verify(ctx, message, signature, "")
	if err != nil {
		return fail(err)
	}
	now := s.now().UTC()
	m, err := s.merchantFor(ctx, wallet)
	if err != nil {
		return fail(err)
	}
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		return fail(fmt.Errorf("session.SignIn: %w", err))
	}
	token := hex.EncodeToString(b[:])
	sess := Session{MerchantID: m.ID, Wallet: wallet, CreatedAt: now, ExpiresAt: now.Add(s.cfg.SessionTTL)}
	if err := s.store.CreateSession(ctx, hashToken(token), sess); err != nil {
		return fail(fmt.Errorf("session.SignIn: %w", err))
	}
	return token, sess, m, nil
}

// merchantFor finds the merchant owned by wallet, creating it on first
// sign-in (a concurrent first sign-in loses the race and reads the winner's).
func (s *Service) merchantFor(ctx context.Context, wallet common.Address) (merchant.Merchant, error) {
	m, err := s.merchants.MerchantByOwner(ctx, wallet)
	if err == nil {
		return m, nil
	}
	if !errors.Is(err, merchant.ErrNotFound) {
		return merchant.Merchant{}, fmt.Errorf("session.SignIn: %w", err)
	}
	if !s.cfg.SignUp.allows(wallet) {
		return merchant.Merchant{}, apierr.New(apierr.SignUpClosed,
			"Wallet %s is not a merchant of this Paystead, and it does not take sign-ups from it; ask its operator to add you (paystead merchant create).", wallet.Hex())
	}
	m, err = s.merchants.CreateMerchant(ctx, merchant.Merchant{OwnerWallet: wallet})
	if err != nil {
		if again, err2 := s.merchants.MerchantByOwner(ctx, wallet); err2 == nil {
			return again, nil
		}
		return merchant.Merchant{}, fmt.Errorf("session.SignIn: %w", err)
	}
	return m, nil
}

// Lookup resolves a session token; unknown and expired tokens are ErrNotFound.
func (s *Service) Lookup(ctx context.Context, token string) (Session, error) {
	if token == "" || len(token) > 128 {
		return Session{}, ErrNotFound
	}
	return s.store.SessionByHash(ctx, hashToken(token), s.now().UTC())
}

// SignOut ends the session of token (nothing happens for unknown tokens).
func (s *Service) SignOut(ctx context.Context, token string) error {
	if token == "" || len(token) > 128 {
		return nil
	}
	return s.store.DeleteSession(ctx, hashToken(token))
}

func hashToken(t string) []byte {
	sum := sha256.Sum256([]byte(t))
	return sum[:]
}

// eip1271MagicValue is what isValidSignature(bytes32,bytes) returns for a
// valid signature: its own selector.
var eip1271MagicValue = crypto.Keccak256([]byte("isValidSignature(bytes32,bytes)"))[:4]

// verifySignature checks that sig signs message for msg's address. A
// signer with code (a smart-contract wallet) is asked through EIP-1271:
// isValidSignature(EIP-191 hash of the message, sig) must return
// 0x1626ba7e. Any other signer must have made a 65-byte ECDSA signature
// (checked before siwe-go sees it: it indexes byte 64 without a length
// check).
func (s *Service) verifySignature(ctx context.Context, msg *siwe.Message, message string, sig []byte) error {
	addr := msg.GetAddress()
	if s.cfg.Chain != nil {
		code, err := s.cfg.Chain.CodeAt(ctx, addr, nil)
		if err != nil {
			return apierr.New(apierr.ChainError, "Could not read the signer's code.").WithDetail(err.Error())
		}
		if len(code) > 0 {
			ok, err := s.isValidSignature(ctx, addr, accounts.TextHash([]byte(message)), sig)
			if err != nil {
				return apierr.New(apierr.ChainError, "Could not ask the contract wallet to check the signature.").WithDetail(err.Error())
			}
			if !ok {
				return invalidSignature("the contract wallet %s did not accept the signature (EIP-1271).", addr.Hex())
			}
			return nil
		}
	}
	if len(sig) != 65 {
		return invalidSignature("signature must be 0x and 130 hex digits (65 bytes).")
	}
	if _, err := msg.VerifyEIP191(hexutil.Encode(sig)); err != nil {
		return invalidSignature("signature does not match the message's address (%s).", err.Error())
	}
	return nil
}

// isValidSignature calls wallet.isValidSignature(hash, sig) (EIP-1271),
// ABI-encoded by hand: selector, hash, offset of the bytes (64), their
// length and the bytes padded to 32. A revert or any answer but the magic
// value is a refusal.
func (s *Service) isValidSignature(ctx context.Context, wallet common.Address, hash []byte, sig []byte) (bool, error) {
	data := make([]byte, 0, 4+32*3+(len(sig)+31)/32*32)
	data = append(data, eip1271MagicValue...)
	data = append(data, common.LeftPadBytes(hash, 32)...)
	data = append(data, common.LeftPadBytes(big.NewInt(64).Bytes(), 32)...)
	data = append(data, common.LeftPadBytes(big.NewInt(int64(len(sig))).Bytes(), 32)...)
	data = append(data, common.RightPadBytes(sig, (len(sig)+31)/32*32)...)
	out, err := s.cfg.Chain.CallContract(ctx, ethereum.CallMsg{To: &wallet, Data: data}, nil)
	if err != nil {
		// A revert is the wallet saying no; transport errors are ours.
		var de interface{ ErrorData() any }
		if errors.As(err, &de) || strings.Contains(err.Error(), "revert") {
			return false, nil
		}
		return false, err
	}
	return len(out) >= 4 && string(out[:4]) == string(eip1271MagicValue), nil
}
