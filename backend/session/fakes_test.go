package session_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/sha256"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/uuid"
	siwe "github.com/spruceid/siwe-go"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/backend/session"
)

const (
	baseURL = "https://pay.example.com"
	domain  = "pay.example.com"
	chainID = 84532
)

// fakeStore keeps used nonces and sessions in maps, judging expiry by the now it is given, as
// the real store does.
type fakeStore struct {
	used     map[string]time.Time // nonce -> expiresAt, once signed in with
	sessions map[string]session.Session
	lookups  []time.Time // the now of each SessionByHash
	deletes  int
	errs     map[string]error // by method name: that method fails with it
}

func (s *fakeStore) UseNonce(_ context.Context, nonce string, _, expiresAt time.Time) (bool, error) {
	if err := s.errs["UseNonce"]; err != nil {
		return false, err
	}
	if _, ok := s.used[nonce]; ok {
		return false, nil
	}
	s.used[nonce] = expiresAt
	return true, nil
}

func (s *fakeStore) CreateSession(_ context.Context, tokenHash []byte, sess session.Session) error {
	if err := s.errs["CreateSession"]; err != nil {
		return err
	}
	s.sessions[string(tokenHash)] = sess
	return nil
}

func (s *fakeStore) SessionByHash(_ context.Context, tokenHash []byte, now time.Time) (session.Session, error) {
	s.lookups = append(s.lookups, now)
	sess, ok := s.sessions[string(tokenHash)]
	if !ok || !now.Before(sess.ExpiresAt) {
		return session.Session{}, session.ErrNotFound
	}
	return sess, nil
}

func (s *fakeStore) DeleteSession(_ context.Context, tokenHash []byte) error {
	s.deletes++
	if err := s.errs["DeleteSession"]; err != nil {
		return err
	}
	delete(s.sessions, string(tokenHash))
	return nil
}

// fakeMerchants keeps merchants by owner wallet.
type fakeMerchants struct {
	byOwner    map[common.Address]merchant.Merchant
	creates    int
	byOwnerErr error
	createErr  error
	// raceWinner, when set, is created by a concurrent sign-in just before CreateMerchant
	// fails with createErr.
	raceWinner *merchant.Merchant
}

func (f *fakeMerchants) MerchantByOwner(_ context.Context, wallet common.Address) (merchant.Merchant, error) {
	if f.byOwnerErr != nil {
		return merchant.Merchant{}, f.byOwnerErr
	}
	m, ok := f.byOwner[wallet]
	if !ok {
		return merchant.Merchant{}, merchant.ErrNotFound
	}
	return m, nil
}

func (f *fakeMerchants) CreateMerchant(_ context.Context, m merchant.Merchant) (merchant.Merchant, error) {
	f.creates++
	if f.createErr != nil {
		if f.raceWinner != nil {
			f.byOwner[f.raceWinner.OwnerWallet] = *f.raceWinner
		}
		return merchant.Merchant{}, f.createErr
	}
	m.ID, m.CreatedAt = uuid.New(), time.Now()
	f.byOwner[m.OwnerWallet] = m
	return m, nil
}

// fakeChain has code at the contract wallets it is told of, which answer isValidSignature with
// answer (or fail with callErr).
type fakeChain struct {
	code    map[common.Address][]byte
	codeErr error
	answer  []byte
	callErr error
	calls   []ethereum.CallMsg
}

func (c *fakeChain) CodeAt(_ context.Context, contract common.Address, _ *big.Int) ([]byte, error) {
	return c.code[contract], c.codeErr
}

func (c *fakeChain) CallContract(_ context.Context, call ethereum.CallMsg, _ *big.Int) ([]byte, error) {
	c.calls = append(c.calls, call)
	return c.answer, c.callErr
}

// revertError is how an RPC client reports a revert: an error carrying the revert data.
type revertError struct{}

func (revertError) Error() string  { return "execution reverted" }
func (revertError) ErrorData() any { return "0x" }

type testBundle struct {
	svc       *session.Service
	store     *fakeStore
	merchants *fakeMerchants
	key       *ecdsa.PrivateKey
	wallet    common.Address
}

func setup(t *testing.T) *testBundle {
	t.Helper()
	return setupWith(t, session.Config{BaseURL: baseURL, ChainID: chainID, NonceKey: testNonceKey})
}

// testNonceKey signs the nonces of every test service.
var testNonceKey = []byte("0123456789abcdef0123456789abcdef")

func setupWith(t *testing.T, cfg session.Config) *testBundle {
	t.Helper()
	if cfg.NonceKey == nil {
		cfg.NonceKey = testNonceKey
	}
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	b := &testBundle{
		store: &fakeStore{
			used:     map[string]time.Time{},
			sessions: map[string]session.Session{}, errs: map[string]error{},
		},
		merchants: &fakeMerchants{byOwner: map[common.Address]merchant.Merchant{}},
		key:       key,
		wallet:    crypto.PubkeyToAddress(key.PublicKey),
	}
	b.svc, err = session.NewService(cfg, b.store, b.merchants)
	require.NoError(t, err)
	return b
}

// siweFields are what a sign-in message says.
type siweFields struct {
	domain, address, uri string
	chainID              int
	nonce                string
	expires, notBefore   *time.Time
	issuedAt             *time.Time // nil: now
}

// fields is a message this service accepts, with a fresh nonce.
func (b *testBundle) fields(t *testing.T) siweFields {
	t.Helper()
	nonce, _, err := b.svc.Nonce(context.Background())
	require.NoError(t, err)
	return siweFields{domain: domain, address: b.wallet.Hex(), uri: baseURL + "/m/login", chainID: chainID, nonce: nonce}
}

func message(t *testing.T, f siweFields) string {
	t.Helper()
	opts := map[string]any{"chainId": f.chainID, "statement": "Sign in to Paystead.", "issuedAt": time.Now().UTC()}
	if f.issuedAt != nil {
		opts["issuedAt"] = f.issuedAt.UTC()
	}
	if f.expires != nil {
		opts["expirationTime"] = *f.expires
	}
	if f.notBefore != nil {
		opts["notBefore"] = *f.notBefore
	}
	msg, err := siwe.InitMessage(f.domain, f.address, f.uri, f.nonce, opts)
	require.NoError(t, err)
	return msg.String()
}

// sign signs text as personal_sign does, with v of 27 or 28.
func sign(t *testing.T, key *ecdsa.PrivateKey, text string) string {
	t.Helper()
	sig, err := crypto.Sign(accounts.TextHash([]byte(text)), key)
	require.NoError(t, err)
	sig[64] += 27
	return hexutil.Encode(sig)
}

// signIn signs in with f, signed by the bundle's key.
func (b *testBundle) signIn(t *testing.T, f siweFields) (string, session.Session, merchant.Merchant, error) {
	t.Helper()
	msg := message(t, f)
	return b.svc.SignIn(context.Background(), msg, sign(t, b.key, msg))
}

func hashOf(token string) string {
	sum := sha256.Sum256([]byte(token))
	return string(sum[:])
}
