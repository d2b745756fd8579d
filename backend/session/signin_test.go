package session_test

import (
	"bytes"
	"context"
	"encoding/hex"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/internal/testkit"
	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/backend/session"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/apierr/apierrtest"
)

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
		require.Contains(t, b.store.used, f.nonce, "the nonce is spent")
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

	// A wallet's clock may run a little ahead of the server's.
	t.Run("AcceptsAMessageIssuedWithinTheClockSkew", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		f := b.fields(t)
		f.issuedAt = ptr(time.Now().Add(session.MaxClockSkew - 30*time.Second))
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
		e := apierrtest.RequireCode(t, err, apierr.InvalidSIWEMessage)
		require.Contains(t, e.Message, "nonce")
		require.Len(t, b.store.sessions, 1)
	})

	t.Run("RefusesANonceNeverIssued", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		f := b.fields(t)
		f.nonce = "neverIssued123"
		_, _, _, err := b.signIn(t, f)
		apierrtest.RequireCode(t, err, apierr.InvalidSIWEMessage)
		require.Empty(t, b.store.sessions)
	})

	t.Run("RefusesAnExpiredNonce", func(t *testing.T) {
		t.Parallel()
		b := setupWith(t, session.Config{BaseURL: baseURL, ChainID: chainID, NonceKey: testNonceKey, NonceTTL: time.Nanosecond})
		f := b.fields(t) // its expiry, kept to the second, is already past
		_, _, _, err := b.signIn(t, f)
		apierrtest.RequireCode(t, err, apierr.InvalidSIWEMessage)
		require.Empty(t, b.store.sessions)
		require.Empty(t, b.store.used)
		require.Zero(t, b.merchants.creates)
	})

	// A nonce is signed, not stored: one changed by a digit, or signed
	// with another deployment's key, was never issued here.
	t.Run("RefusesATamperedOrForeignNonce", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		f := b.fields(t)
		tampered := []byte(f.nonce)
		tampered[len(tampered)-1] ^= 1 // '0'<->'1', 'a'<->'`'... keep it hex:
		if tampered[len(tampered)-1] == '`' {
			tampered[len(tampered)-1] = 'b'
		}
		other := setupWith(t, session.Config{BaseURL: baseURL, ChainID: chainID, NonceKey: []byte("another deployment's key, 32 b..")})
		foreign, _, err := other.svc.Nonce(context.Background())
		require.NoError(t, err)
		for _, nonce := range []string{string(tampered), foreign} {
			f.nonce = nonce
			_, _, _, err := b.signIn(t, f)
			e := apierrtest.RequireCode(t, err, apierr.InvalidSIWEMessage)
			require.Contains(t, e.Message, "nonce")
		}
		require.Empty(t, b.store.sessions)
		require.Empty(t, b.store.used)
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
			"IssuedLater":    {func(f *siweFields) { f.issuedAt = &future }, "issued in the future"},
		} {
			t.Run(name, func(t *testing.T) {
				f := b.fields(t)
				tc.mutate(&f)
				_, _, _, err := b.signIn(t, f)
				e := apierrtest.RequireCode(t, err, apierr.InvalidSIWEMessage)
				require.Contains(t, e.Message, tc.says)
				require.NotContains(t, b.store.used, f.nonce, "a refused message does not spend the nonce")
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
			apierrtest.RequireCode(t, err, apierr.InvalidSIWEMessage)
		}
		require.Empty(t, b.store.sessions)
	})

	t.Run("AcceptsAMessageOfTheMaximumSize", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		f := b.fields(t)
		// A query on the URI pads the message to exactly MaxMessageBytes.
		f.uri += "?" + strings.Repeat("x", session.MaxMessageBytes-len(message(t, f))-1)
		msg := message(t, f)
		require.Len(t, msg, session.MaxMessageBytes)

		_, _, _, err := b.svc.SignIn(ctx, msg, sign(t, b.key, msg))
		require.NoError(t, err)
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
			apierrtest.RequireCode(t, err, apierr.InvalidSignature)
		}
		require.NotContains(t, b.store.used, f.nonce, "a bad signature does not spend the nonce")

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
		apierrtest.RequireInternal(t, err)
		require.ErrorIs(t, err, b.merchants.createErr)

		b.merchants.createErr, b.merchants.byOwnerErr = nil, errors.New("connection reset")
		_, _, _, err = b.signIn(t, b.fields(t))
		apierrtest.RequireInternal(t, err)
		require.ErrorIs(t, err, b.merchants.byOwnerErr)
		require.Equal(t, 1, b.merchants.creates, "a failed read does not create")
		require.Empty(t, b.store.sessions)
	})

	t.Run("StoreFailuresAreInternal", func(t *testing.T) {
		t.Parallel()
		for _, method := range []string{"UseNonce", "CreateSession"} {
			t.Run(method, func(t *testing.T) {
				b := setup(t)
				b.store.errs[method] = errors.New("connection reset")
				_, _, _, err := b.signIn(t, b.fields(t))
				apierrtest.RequireInternal(t, err)
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
		wallet := testkit.RandomAddress(t)
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
				apierrtest.RequireCode(t, err, apierr.InvalidSignature)
				require.Empty(t, b.store.used, "the nonce is not spent")
			})
		}
	})

	t.Run("ChainFailuresAreChainErrors", func(t *testing.T) {
		t.Parallel()
		b, chain, _, msg := setupContract(t, magic)
		chain.callErr = errors.New("dial tcp: connection refused")
		_, _, _, err := b.svc.SignIn(ctx, msg, "0x01")
		apierrtest.RequireCode(t, err, apierr.ChainError)

		chain.callErr, chain.codeErr = nil, errors.New("dial tcp: connection refused")
		_, _, _, err = b.svc.SignIn(ctx, msg, "0x01")
		apierrtest.RequireCode(t, err, apierr.ChainError)
		require.Empty(t, b.store.used, "the nonce is not spent")
	})

	t.Run("WalletWithoutCodeSignsWithECDSA", func(t *testing.T) {
		t.Parallel()
		chain := &fakeChain{answer: magic}
		b := setupWith(t, session.Config{BaseURL: baseURL, ChainID: chainID, Chain: chain})
		msg := message(t, b.fields(t))

		_, _, _, err := b.svc.SignIn(ctx, msg, hexutil.Encode(bytes.Repeat([]byte{1}, 65)))
		apierrtest.RequireCode(t, err, apierr.InvalidSignature)
		_, _, _, err = b.svc.SignIn(ctx, msg, sign(t, b.key, msg))
		require.NoError(t, err)
		require.Empty(t, chain.calls, "only contract wallets are asked")
	})
}

func ptr[T any](v T) *T { return &v }
