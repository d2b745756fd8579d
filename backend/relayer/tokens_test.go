package relayer

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
)

// fakeStanding is a token issuer's controls: paused tokens, barred wallets by token.
type fakeStanding struct {
	mu      sync.Mutex
	paused  map[common.Address]bool
	barred  map[[2]common.Address]bool
	err     error
	fresh   int // ReadPaused calls
	resumes int // Paused calls after which a paused token resumes (0: never)
	calls   int
}

func (f *fakeStanding) Paused(_ context.Context, token common.Address) (bool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls++
	if f.resumes > 0 && f.calls >= f.resumes {
		f.paused[token] = false
	}
	return f.paused[token], f.err
}

func (f *fakeStanding) ReadPaused(_ context.Context, token common.Address) (bool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.fresh++
	return f.paused[token], f.err
}

func (f *fakeStanding) IsBlacklisted(_ context.Context, token, who common.Address) (bool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.barred[[2]common.Address{token, who}], f.err
}

var (
	usdcToken = common.HexToAddress("0x00000000000000000000000000000000000000aa")
	eurcToken = common.HexToAddress("0x00000000000000000000000000000000000000bb")
	gatewayAt = common.HexToAddress("0x00000000000000000000000000000000000000cc")
	payerAt   = common.HexToAddress("0x00000000000000000000000000000000000000dd")
)

func newStanding() *fakeStanding {
	return &fakeStanding{paused: map[common.Address]bool{}, barred: map[[2]common.Address]bool{}}
}

// While a token a payment moves is paused, nothing is sent: the payment
// waits, polling, and goes on as soon as the token resumes, or gives up
// the attempt with ErrTokenPaused after the wait (the queue brings it
// back). A payment in a swap waits for the payout token too.
func TestAwaitTokens(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	require.NoError(t, awaitTokens(ctx, nil, time.Millisecond, time.Second, usdcToken), "no watch: nothing to wait for")

	s := newStanding()
	s.paused[eurcToken] = true
	start := time.Now()
	err := awaitTokens(ctx, s, time.Millisecond, 150*time.Millisecond, usdcToken, eurcToken)
	require.ErrorIs(t, err, ErrTokenPaused)
	require.ErrorContains(t, err, eurcToken.Hex())
	require.GreaterOrEqual(t, time.Since(start), 150*time.Millisecond, "it waited")

	s = newStanding()
	s.paused[usdcToken], s.resumes = true, 3
	require.NoError(t, awaitTokens(ctx, s, time.Millisecond, time.Minute, usdcToken), "resumed on the third look")

	s = newStanding()
	s.err = errors.New("connection refused")
	require.ErrorContains(t, awaitTokens(ctx, s, time.Millisecond, time.Minute, usdcToken), "connection refused")
}

// A refusal the token's issuer may explain is read against the token now:
// paused, the payment waits; the payer barred, it fails saying so (class
// frozen); the gateway barred, it fails for the operator (class other).
// Otherwise the issuer explains nothing.
func TestIssuerRefusal(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	payment := chain.Payment{Invoice: chain.Invoice{PayoutToken: usdcToken}, Payer: payerAt, Permit: chain.Permit{Token: usdcToken}}

	s := newStanding()
	_, ok, err := issuerRefusal(ctx, s, gatewayAt, payment)
	require.NoError(t, err)
	require.False(t, ok)
	_, ok, err = issuerRefusal(ctx, nil, gatewayAt, payment)
	require.NoError(t, err)
	require.False(t, ok, "no watch")

	s.paused[usdcToken] = true
	_, _, err = issuerRefusal(ctx, s, gatewayAt, payment)
	require.ErrorIs(t, err, ErrTokenPaused)
	require.Equal(t, 2, s.fresh, "read now each time")
	require.Zero(t, s.calls, "never from the last reading")

	s = newStanding()
	s.barred[[2]common.Address{usdcToken, payerAt}] = true
	r, ok, err := issuerRefusal(ctx, s, gatewayAt, payment)
	require.NoError(t, err)
	require.True(t, ok)
	require.Equal(t, refusal{FailFrozen, ReasonPayerFrozen}, r)

	s = newStanding()
	swap := payment
	swap.Permit.Token = eurcToken
	s.barred[[2]common.Address{usdcToken, gatewayAt}] = true
	r, ok, err = issuerRefusal(ctx, s, gatewayAt, swap)
	require.NoError(t, err)
	require.True(t, ok)
	require.Equal(t, refusal{FailOther, ReasonGatewayFrozen}, r, "the swap's payout token bars the gateway")
}

// Which refusals the issuer may explain, and Circle's FiatToken's own
// words for an authorization or a transfer.
func TestTokenRefusals(t *testing.T) {
	t.Parallel()
	revert := func(name string, args ...any) error {
		return fmt.Errorf("gateway pay: %w", &chain.RevertError{Name: name, Args: args})
	}
	require.True(t, issuerMayExplain(revert("Error", "TRANSFER_FROM_FAILED")))
	require.True(t, issuerMayExplain(revert("Error", "Pausable: paused")))
	require.True(t, issuerMayExplain(revert("TokenPermitFailed")))
	require.False(t, issuerMayExplain(revert("InvalidNonce")))
	for _, c := range []struct {
		err         error
		class, want string
	}{
		{revert("Error", "FiatTokenV2: invalid signature"), FailSignature, "the signature does not match the payment"},
		{revert("Error", "FiatTokenV2: authorization is used or canceled"), FailSignature, "this signed authorization was already used or canceled"},
		{revert("Error", "FiatTokenV2: authorization is expired"), FailSignature, "the signed authorization expired"},
		{revert("Error", "ERC20: transfer amount exceeds balance"), FailFunds, "the payer's token balance is too low"},
	} {
		got := explain(c.err)
		require.Equal(t, refusal{c.class, c.want}, got, "%v", c.err)
		require.False(t, gasMayCure(c.err), "a rule the payment broke: more gas cures nothing (%v)", c.err)
	}
}
