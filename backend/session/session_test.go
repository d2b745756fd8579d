package session_test

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"math/big"
	"strings"
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
	"github.com/paystead/paystead/shared/apierr"
)

const (
	baseURL = "https://pay.example.com"
	domain  = "pay.example.com"
	chainID = 84532
)

// fakeStore keeps nonces and sessions in maps, judging expiry by the now it is given, as the
// real store does.
type fakeStore struct {
	nonces   map[string]time.Time // nonce -> expiresAt
	issuedAt map[string]time.Time // nonce -> the now CreateNonce was given
	sessions map[string]session.Session
	lookups  []time.Time // the now of each SessionByHash
	deletes  int
	errs     map[string]error // by method name: that method fails with it
}

func (s *fakeStore) CreateNonce(_ context.Context, nonce string, now, expiresAt time.Time) error {
	if err := s.errs["CreateNonce"]; err != nil {
		return err
	}
	s.nonces[nonce], s.issuedAt[nonce] = expiresAt, now
	return nil
}

func (s *fakeStore) ConsumeNonce(_ context.Context, nonce string, now time.Time) (bool, error) {
	if err := s.errs["ConsumeNonce"]; err != nil {
		return false, err
	}
	exp, ok := s.nonces[nonce]
	delete(s.nonces, nonce)
	return ok && now.Before(exp), nil
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
	return setupWith(t, session.Config{BaseURL: baseURL, ChainID: chainID})
}

func setupWith(t *testing.T, cfg session.Config) *testBundle {
	t.Helper()
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	b := &testBundle{
		store: &fakeStore{
			nonces: map[string]time.Time{}, issuedAt: map[string]time.Time{},
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

func randomAddress(t *testing.T) common.Address {
	t.Helper()
	var a common.Address
	_, err := rand.Read(a[:])
	require.NoError(t, err)
	return a
}

func requireCode(t *testing.T, err error, code apierr.Code) *apierr.Error {
	t.Helper()
	require.Error(t, err)
	e, ok := apierr.As(err)
	require.True(t, ok, "an *apierr.Error, got %v", err)
	require.Equal(t, code, e.Code, "%v", err)
	return e
}

func requireInternal(t *testing.T, err error) {
	t.Helper()
	require.Error(t, err)
	_, isAPI := apierr.As(err)
	require.False(t, isAPI, "not an *apierr.Error: %v", err)
}

func ptr[T any](v T) *T { return &v }

func TestNewService(t *testing.T) {
	t.Parallel()

	t.Run("DerivesDomainAndOriginFromTheBaseURL", func(t *testing.T) {
		t.Parallel()
		for _, tc := range []struct {
			baseURL, domain, origin string
			secure                  bool
		}{
			{"https://pay.example.com", "pay.example.com", "https://pay.example.com", true},
			{"https://Pay.Example.COM/app/", "pay.example.com", "https://pay.example.com", true},
			{"http://localhost:8080", "localhost:8080", "http://localhost:8080", false},
		} {
			svc, err := session.NewService(session.Config{BaseURL: tc.baseURL, ChainID: 1}, nil, nil)
			require.NoError(t, err, tc.baseURL)
			require.Equal(t, tc.domain, svc.Domain(), tc.baseURL)
			require.Equal(t, tc.origin, svc.Origin(), tc.baseURL)
			require.Equal(t, tc.secure, svc.Secure(), tc.baseURL)
			require.Equal(t, int64(1), svc.ChainID())
		}
	})

	t.Run("RejectsABaseURLThatIsNotAnOrigin", func(t *testing.T) {
		t.Parallel()
		for _, raw := range []string{"", "pay.example.com", "/m/login", "ftp://pay.example.com", "https://", "://pay.example.com"} {
			_, err := session.NewService(session.Config{BaseURL: raw}, nil, nil)
			require.Error(t, err, "%q", raw)
		}
	})
}

func TestNonce(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("IssuesFreshNoncesValidFor10Minutes", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		first, exp, err := b.svc.Nonce(ctx)
		require.NoError(t, err)
		second, _, err := b.svc.Nonce(ctx)
		require.NoError(t, err)

		require.NotEqual(t, first, second)
		for _, n := range []string{first, second} {
			require.Len(t, n, 32)
			_, err := hex.DecodeString(n)
			require.NoError(t, err, "hex, which SIWE's nonce grammar accepts")
		}
		issued := b.store.issuedAt[first]
		require.Equal(t, time.UTC, issued.Location())
		require.WithinDuration(t, time.Now(), issued, 5*time.Second)
		require.Equal(t, issued.Add(10*time.Minute), exp)
		require.Equal(t, exp, b.store.nonces[first])
	})

	t.Run("NonceTTLIsConfigurable", func(t *testing.T) {
		t.Parallel()
		b := setupWith(t, session.Config{BaseURL: baseURL, ChainID: chainID, NonceTTL: 2 * time.Minute})
		n, exp, err := b.svc.Nonce(ctx)
		require.NoError(t, err)
		require.Equal(t, b.store.issuedAt[n].Add(2*time.Minute), exp)
	})

	t.Run("StoreFailureIsAnError", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.store.errs["CreateNonce"] = errors.New("connection reset")
		_, _, err := b.svc.Nonce(ctx)
		require.ErrorIs(t, err, b.store.errs["CreateNonce"])
	})
}

func TestSignIn(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("OpensASessionAndCreatesTheMerchant", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		f := b.fields(t)

		token, sess, m, err := b.signIn(t, f)
		require.NoError(t, err)

		require.Len(t, token, 64)
		require.Equal(t, b.wallet, m.OwnerWallet)
		require.Equal(t, 1, b.merchants.creates, "first sign-in creates the merchant")
		require.Equal(t, m.ID, sess.MerchantID)
		require.Equal(t, b.wallet, sess.Wallet)
		require.Equal(t, time.UTC, sess.CreatedAt.Location())
		require.WithinDuration(t, time.Now(), sess.CreatedAt, 5*time.Second)
		require.Equal(t, sess.CreatedAt.Add(24*time.Hour), sess.ExpiresAt, "sessions last a day")

		require.Equal(t, map[string]session.Session{hashOf(token): sess}, b.store.sessions, "only the token's hash is stored")
		require.NotContains(t, b.store.nonces, f.nonce, "the nonce is spent")
	})

	t.Run("SecondSignInFindsTheMerchant", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		first, _, m1, err := b.signIn(t, b.fields(t))
		require.NoError(t, err)
		second, _, m2, err := b.signIn(t, b.fields(t))
		require.NoError(t, err)

		require.Equal(t, m1.ID, m2.ID)
		require.Equal(t, 1, b.merchants.creates)
		require.NotEqual(t, first, second, "each sign-in has its own token")
		require.Len(t, b.store.sessions, 2)
	})

	t.Run("SessionTTLIsConfigurable", func(t *testing.T) {
		t.Parallel()
		b := setupWith(t, session.Config{BaseURL: baseURL, ChainID: chainID, SessionTTL: time.Hour})
		_, sess, _, err := b.signIn(t, b.fields(t))
		require.NoError(t, err)
		require.Equal(t, sess.CreatedAt.Add(time.Hour), sess.ExpiresAt)
	})

	t.Run("AcceptsAnyPathOnThisOriginAndAnyCaseOfTheDomain", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		f := b.fields(t)
		f.domain, f.uri = "Pay.Example.com", "https://PAY.example.com:443/m/settings?from=nav"
		_, _, _, err := b.signIn(t, f)
		require.NoError(t, err)
	})

	t.Run("AcceptsATimeBoundMessageWithinItsBounds", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		f := b.fields(t)
		f.notBefore, f.expires = ptr(time.Now().Add(-time.Minute)), ptr(time.Now().Add(time.Minute))
		_, _, _, err := b.signIn(t, f)
		require.NoError(t, err)
	})

	t.Run("AcceptsRecoveryIDsZeroAndOne", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		msg := message(t, b.fields(t))
		sig := hexutil.MustDecode(sign(t, b.key, msg))
		sig[64] -= 27 // as some hardware wallets sign

		_, _, _, err := b.svc.SignIn(ctx, msg, hexutil.Encode(sig))
		require.NoError(t, err)
	})

	t.Run("RefusesAReplayedMessage", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		msg := message(t, b.fields(t))
		sig := sign(t, b.key, msg)
		_, _, _, err := b.svc.SignIn(ctx, msg, sig)
		require.NoError(t, err)

		_, _, _, err = b.svc.SignIn(ctx, msg, sig)
		e := requireCode(t, err, apierr.InvalidSIWEMessage)
		require.Contains(t, e.Message, "nonce")
		require.Len(t, b.store.sessions, 1)
	})

	t.Run("RefusesANonceNeverIssued", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		f := b.fields(t)
		f.nonce = "neverIssued123"
		_, _, _, err := b.signIn(t, f)
		requireCode(t, err, apierr.InvalidSIWEMessage)
		require.Empty(t, b.store.sessions)
	})

	t.Run("RefusesAnExpiredNonce", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		f := b.fields(t)
		b.store.nonces[f.nonce] = time.Now().Add(-time.Second)
		_, _, _, err := b.signIn(t, f)
		requireCode(t, err, apierr.InvalidSIWEMessage)
		require.Empty(t, b.store.sessions)
		require.Zero(t, b.merchants.creates)
	})

	t.Run("RefusesAMessageForAnotherService", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		past, future := time.Now().Add(-time.Minute), time.Now().Add(time.Hour)
		for name, tc := range map[string]struct {
			mutate func(*siweFields)
			says   string
		}{
			"OtherDomain":    {func(f *siweFields) { f.domain = "evil.example.com" }, "domain"},
			"DomainWithPort": {func(f *siweFields) { f.domain = "pay.example.com:8443" }, "domain"},
			"OtherURIHost":   {func(f *siweFields) { f.uri = "https://evil.example.com/login" }, "URI"},
			"OtherURIScheme": {func(f *siweFields) { f.uri = "http://pay.example.com/login" }, "URI"},
			"OtherURIPort":   {func(f *siweFields) { f.uri = "https://pay.example.com:8443/login" }, "URI"},
			"URIWithoutHost": {func(f *siweFields) { f.uri = "urn:paystead:login" }, "URI"},
			"OtherChain":     {func(f *siweFields) { f.chainID = 1 }, "chain id"},
			"Expired":        {func(f *siweFields) { f.expires = &past }, "expired"},
			"NotYetValid":    {func(f *siweFields) { f.notBefore = &future }, "not valid now"},
		} {
			t.Run(name, func(t *testing.T) {
				f := b.fields(t)
				tc.mutate(&f)
				_, _, _, err := b.signIn(t, f)
				e := requireCode(t, err, apierr.InvalidSIWEMessage)
				require.Contains(t, e.Message, tc.says)
				require.Contains(t, b.store.nonces, f.nonce, "a refused message does not spend the nonce")
			})
		}
		require.Empty(t, b.store.sessions)
		require.Zero(t, b.merchants.creates)
	})

	t.Run("RefusesMalformedMessages", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		good := message(t, b.fields(t))
		sig := sign(t, b.key, good)
		for name, msg := range map[string]string{
			"Empty":     "",
			"Garbage":   "hello",
			"Truncated": good[:len(good)/2],
			"TooLong":   good + strings.Repeat("x", session.MaxMessageBytes),
		} {
			_, _, _, err := b.svc.SignIn(ctx, msg, sig)
			require.Error(t, err, name)
			requireCode(t, err, apierr.InvalidSIWEMessage)
		}
		require.Empty(t, b.store.sessions)
	})

	t.Run("RefusesSignaturesNotByTheWallet", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		f := b.fields(t)
		msg := message(t, f)
		other, err := crypto.GenerateKey()
		require.NoError(t, err)
		good := hexutil.MustDecode(sign(t, b.key, msg))
		badV := bytes.Clone(good)
		badV[64] = 30
		flipped := bytes.Clone(good)
		flipped[10] ^= 0xff

		for name, sig := range map[string]string{
			"Empty":          "",
			"BareOx":         "0x",
			"NotHex":         "0x" + strings.Repeat("zz", 65),
			"WithoutOx":      hex.EncodeToString(good),
			"Short":          "0x1234",
			"OneByteShort":   hexutil.Encode(good[:64]),
			"OneByteLong":    hexutil.Encode(append(bytes.Clone(good), 0)),
			"BeyondTheBound": hexutil.Encode(make([]byte, session.MaxContractSignatureBytes+1)),
			"AnotherKey":     sign(t, other, msg),
			"OtherMessage":   sign(t, b.key, msg+"\n"),
			"BadRecoveryID":  hexutil.Encode(badV),
			"Tampered":       hexutil.Encode(flipped),
		} {
			_, _, _, err := b.svc.SignIn(ctx, msg, sig)
			require.Error(t, err, name)
			requireCode(t, err, apierr.InvalidSignature)
		}
		require.Contains(t, b.store.nonces, f.nonce, "a bad signature does not spend the nonce")

		_, _, _, err = b.svc.SignIn(ctx, msg, hexutil.Encode(good))
		require.NoError(t, err, "so the wallet can still sign in with it")
	})

	t.Run("MerchantCreatedConcurrentlyIsFound", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		winner := merchant.Merchant{ID: uuid.New(), OwnerWallet: b.wallet}
		b.merchants.createErr, b.merchants.raceWinner = errors.New("duplicate key"), &winner

		_, sess, m, err := b.signIn(t, b.fields(t))
		require.NoError(t, err)
		require.Equal(t, winner, m)
		require.Equal(t, winner.ID, sess.MerchantID)
	})

	t.Run("MerchantFailuresAreInternal", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.merchants.createErr = errors.New("disk full")
		_, _, _, err := b.signIn(t, b.fields(t))
		requireInternal(t, err)
		require.ErrorIs(t, err, b.merchants.createErr)

		b.merchants.createErr, b.merchants.byOwnerErr = nil, errors.New("connection reset")
		_, _, _, err = b.signIn(t, b.fields(t))
		requireInternal(t, err)
		require.ErrorIs(t, err, b.merchants.byOwnerErr)
		require.Equal(t, 1, b.merchants.creates, "a failed read does not create")
		require.Empty(t, b.store.sessions)
	})

	t.Run("StoreFailuresAreInternal", func(t *testing.T) {
		t.Parallel()
		for _, method := range []string{"ConsumeNonce", "CreateSession"} {
			t.Run(method, func(t *testing.T) {
				b := setup(t)
				b.store.errs[method] = errors.New("connection reset")
				_, _, _, err := b.signIn(t, b.fields(t))
				requireInternal(t, err)
				require.ErrorIs(t, err, b.store.errs[method])
			})
		}
	})
}

func TestSignInContractWallet(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	magic := hexutil.MustDecode("0x1626ba7e")

	// setupContract is a bundle whose chain has a contract wallet that answers isValidSignature
	// with answer, and a message from that wallet.
	setupContract := func(t *testing.T, answer []byte) (*testBundle, *fakeChain, common.Address, string) {
		t.Helper()
		wallet := randomAddress(t)
		chain := &fakeChain{code: map[common.Address][]byte{wallet: {0x60, 0x80}}, answer: answer}
		b := setupWith(t, session.Config{BaseURL: baseURL, ChainID: chainID, Chain: chain})
		f := b.fields(t)
		f.address = wallet.Hex()
		return b, chain, wallet, message(t, f)
	}

	t.Run("AsksTheWalletThroughEIP1271", func(t *testing.T) {
		t.Parallel()
		b, chain, wallet, msg := setupContract(t, append(bytes.Clone(magic), make([]byte, 28)...))
		sig := bytes.Repeat([]byte{0xab}, 130) // two owners' signatures, say

		_, sess, m, err := b.svc.SignIn(ctx, msg, hexutil.Encode(sig))
		require.NoError(t, err)
		require.Equal(t, wallet, sess.Wallet)
		require.Equal(t, wallet, m.OwnerWallet)

		require.Len(t, chain.calls, 1)
		call := chain.calls[0]
		require.Equal(t, &wallet, call.To)
		want := append(bytes.Clone(magic), accounts.TextHash([]byte(msg))...) // isValidSignature(bytes32 hash,
		want = append(want, common.LeftPadBytes([]byte{64}, 32)...)           // bytes signature): offset,
		want = append(want, common.LeftPadBytes([]byte{130}, 32)...)          // length,
		want = append(want, common.RightPadBytes(sig, 160)...)                // data padded to 32
		require.Equal(t, want, call.Data)
	})

	t.Run("RefusesWhatTheWalletDoesNotAccept", func(t *testing.T) {
		t.Parallel()
		for name, tc := range map[string]struct {
			answer  []byte
			callErr error
		}{
			"OtherValue":    {answer: hexutil.MustDecode("0xffffffff")},
			"NoAnswer":      {answer: nil},
			"ShortAnswer":   {answer: magic[:3]},
			"Reverted":      {callErr: revertError{}},
			"RevertMessage": {callErr: errors.New("execution revert: not an owner")},
		} {
			t.Run(name, func(t *testing.T) {
				b, chain, _, msg := setupContract(t, tc.answer)
				chain.callErr = tc.callErr
				_, _, _, err := b.svc.SignIn(ctx, msg, hexutil.Encode(make([]byte, 65)))
				requireCode(t, err, apierr.InvalidSignature)
				require.Len(t, b.store.nonces, 1, "the nonce is not spent")
			})
		}
	})

	t.Run("ChainFailuresAreChainErrors", func(t *testing.T) {
		t.Parallel()
		b, chain, _, msg := setupContract(t, magic)
		chain.callErr = errors.New("dial tcp: connection refused")
		_, _, _, err := b.svc.SignIn(ctx, msg, "0x01")
		requireCode(t, err, apierr.ChainError)

		chain.callErr, chain.codeErr = nil, errors.New("dial tcp: connection refused")
		_, _, _, err = b.svc.SignIn(ctx, msg, "0x01")
		requireCode(t, err, apierr.ChainError)
		require.Len(t, b.store.nonces, 1, "the nonce is not spent")
	})

	t.Run("WalletWithoutCodeSignsWithECDSA", func(t *testing.T) {
		t.Parallel()
		chain := &fakeChain{answer: magic}
		b := setupWith(t, session.Config{BaseURL: baseURL, ChainID: chainID, Chain: chain})
		msg := message(t, b.fields(t))

		_, _, _, err := b.svc.SignIn(ctx, msg, hexutil.Encode(bytes.Repeat([]byte{1}, 65)))
		requireCode(t, err, apierr.InvalidSignature)
		_, _, _, err = b.svc.SignIn(ctx, msg, sign(t, b.key, msg))
		require.NoError(t, err)
		require.Empty(t, chain.calls, "only contract wallets are asked")
	})
}

func TestLookup(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("FindsTheSessionOfAToken", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		token, sess, _, err := b.signIn(t, b.fields(t))
		require.NoError(t, err)

		got, err := b.svc.Lookup(ctx, token)
		require.NoError(t, err)
		require.Equal(t, sess, got)
		now := b.store.lookups[0]
		require.Equal(t, time.UTC, now.Location())
		require.WithinDuration(t, time.Now(), now, 5*time.Second, "expiry is judged now")
	})

	t.Run("UnknownOrExpiredTokenIsNotFound", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		token, sess, _, err := b.signIn(t, b.fields(t))
		require.NoError(t, err)

		_, err = b.svc.Lookup(ctx, strings.Repeat("0", 64))
		require.ErrorIs(t, err, session.ErrNotFound)
		_, err = b.svc.Lookup(ctx, hashOf(token))
		require.ErrorIs(t, err, session.ErrNotFound, "the stored hash is not a token")

		sess.ExpiresAt = time.Now().Add(-time.Second)
		b.store.sessions[hashOf(token)] = sess
		_, err = b.svc.Lookup(ctx, token)
		require.ErrorIs(t, err, session.ErrNotFound)
	})

	t.Run("EmptyOrOverlongTokenIsNotLookedUp", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		for _, token := range []string{"", strings.Repeat("a", 129)} {
			_, err := b.svc.Lookup(ctx, token)
			require.ErrorIs(t, err, session.ErrNotFound)
		}
		require.Empty(t, b.store.lookups)
	})
}

func TestSignOut(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("EndsOnlyThatSession", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		token, _, _, err := b.signIn(t, b.fields(t))
		require.NoError(t, err)
		other, _, _, err := b.signIn(t, b.fields(t))
		require.NoError(t, err)

		require.NoError(t, b.svc.SignOut(ctx, token))
		_, err = b.svc.Lookup(ctx, token)
		require.ErrorIs(t, err, session.ErrNotFound)
		_, err = b.svc.Lookup(ctx, other)
		require.NoError(t, err, "the wallet's other session stays")
	})

	t.Run("UnknownTokenIsFine", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		require.NoError(t, b.svc.SignOut(ctx, strings.Repeat("0", 64)))
	})

	t.Run("EmptyOrOverlongTokenIsIgnored", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		for _, token := range []string{"", strings.Repeat("a", 129)} {
			require.NoError(t, b.svc.SignOut(ctx, token))
		}
		require.Zero(t, b.store.deletes)
	})

	t.Run("StoreFailureIsAnError", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.store.errs["DeleteSession"] = errors.New("connection reset")
		require.ErrorIs(t, b.svc.SignOut(ctx, strings.Repeat("0", 64)), b.store.errs["DeleteSession"])
	})
}
