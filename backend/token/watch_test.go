package token_test

import (
	"context"
	"errors"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/token"
	"github.com/paystead/paystead/shared/eip2612"
)

var usdcDomain = eip2612.Domain{Name: "USD Coin", Version: "2", ChainID: "8453", VerifyingContract: usdcAddr.Hex()}

// fakeChain is the tokens' contracts as a map per address: 6 decimals,
// no controls, no permit unless told; it counts the calls the watch makes.
type fakeChain struct {
	mu          sync.Mutex
	decimals    map[common.Address]uint8
	permit      map[common.Address]eip2612.Domain
	controls    map[common.Address]token.Controls
	paused      map[common.Address]bool
	blacklisted map[common.Address]bool // by account
	err         error
	calls       map[string]int
}

func newFakeChain() *fakeChain {
	return &fakeChain{decimals: map[common.Address]uint8{}, permit: map[common.Address]eip2612.Domain{},
		controls: map[common.Address]token.Controls{}, paused: map[common.Address]bool{},
		blacklisted: map[common.Address]bool{}, calls: map[string]int{}}
}

func (c *fakeChain) call(name string) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.calls[name]++
	return c.err
}

func (c *fakeChain) count(name string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.calls[name]
}

func (c *fakeChain) set(f func()) {
	c.mu.Lock()
	defer c.mu.Unlock()
	f()
}

func (c *fakeChain) Decimals(_ context.Context, a common.Address) (uint8, error) {
	if err := c.call("decimals"); err != nil {
		return 0, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if d, ok := c.decimals[a]; ok {
		return d, nil
	}
	return 6, nil
}

func (c *fakeChain) PermitDomain(_ context.Context, a common.Address) (eip2612.Domain, bool, error) {
	if err := c.call("permitDomain"); err != nil {
		return eip2612.Domain{}, false, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	d, ok := c.permit[a]
	return d, ok, nil
}

// DomainSeparator stands for the hash of the domain: its name and version.
func (c *fakeChain) DomainSeparator(_ context.Context, a common.Address) (common.Hash, bool, error) {
	if err := c.call("separator"); err != nil {
		return common.Hash{}, false, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	d, ok := c.permit[a]
	if !ok {
		return common.Hash{}, false, nil
	}
	return common.BytesToHash([]byte(d.Name + "/" + d.Version)), true, nil
}

func (c *fakeChain) Controls(_ context.Context, a common.Address) (token.Controls, error) {
	if err := c.call("controls"); err != nil {
		return token.Controls{}, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.controls[a], nil
}

func (c *fakeChain) Paused(_ context.Context, a common.Address) (bool, error) {
	if err := c.call("paused"); err != nil {
		return false, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.paused[a], nil
}

func (c *fakeChain) IsBlacklisted(_ context.Context, _, who common.Address) (bool, error) {
	if err := c.call("isBlacklisted"); err != nil {
		return false, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.blacklisted[who], nil
}

// watchOf is the watch of USDC (Circle's: pausable, blacklisting, with a
// permit) and EURC (a plain token) on chainID.
func watchOf(t *testing.T, c *fakeChain) *token.Watch {
	t.Helper()
	c.permit[usdcAddr] = usdcDomain
	c.controls[usdcAddr] = token.Controls{Pausable: true, Blacklists: true}
	r, err := token.New(usdc(), eurc())
	require.NoError(t, err)
	w, err := r.Verify(context.Background(), chainID, c)
	require.NoError(t, err)
	return w
}

// A burst of readers costs the node one call per MaxAge; once the
// reading is older, the next reader reads the pause again, and the
// operator's hook sees it.
func TestWatchReadsThePauseOncePerMaxAge(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	c := newFakeChain()
	w := watchOf(t, c)
	var seen []token.Standing
	var seenMu sync.Mutex
	w.OnRead = func(s token.Standing) {
		seenMu.Lock()
		defer seenMu.Unlock()
		seen = append(seen, s)
	}
	w.MaxAge = 1 << 62 // never old
	require.Equal(t, 1, c.count("paused"), "read at start")
	var readers sync.WaitGroup
	for range 50 {
		readers.Go(func() {
			paused, err := w.Paused(ctx, usdcAddr)
			require.NoError(t, err)
			require.False(t, paused)
		})
	}
	readers.Wait()
	require.Equal(t, 1, c.count("paused"), "answered from the reading at start")

	c.set(func() { c.paused[usdcAddr] = true })
	w.MaxAge = 0
	paused, err := w.Paused(ctx, usdcAddr)
	require.NoError(t, err)
	require.True(t, paused, "read again once the reading is old")
	require.Equal(t, []string{"USDC"}, w.PausedSymbols())
	require.Len(t, seen, 1)
	require.True(t, seen[0].Paused)

	paused, err = w.Paused(ctx, eurcAddr)
	require.NoError(t, err)
	require.False(t, paused)
	require.Equal(t, 2, c.count("paused"), "a token that cannot be paused is never asked")

	c.set(func() { c.paused[usdcAddr] = false })
	require.NoError(t, w.Refresh(ctx))
	require.Empty(t, w.PausedSymbols(), "the loop's refresh reads every token")
}

// An upgrade of the implementation that changes the domain (its
// version here) is read at the next reading: permits are signed under
// the new domain. While the separator stays, the domain is not read
// again.
func TestWatchFollowsAnUpgradedDomain(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	c := newFakeChain()
	w := watchOf(t, c)
	w.MaxAge = 0
	reads := c.count("permitDomain")
	d, err := w.PermitDomain(ctx, usdcAddr)
	require.NoError(t, err)
	require.Equal(t, "2", d.Version)
	require.Equal(t, reads, c.count("permitDomain"), "the separator did not change: the domain is not read again")

	next := usdcDomain
	next.Version = "3"
	c.set(func() { c.permit[usdcAddr] = next })
	d, err = w.PermitDomain(ctx, usdcAddr)
	require.NoError(t, err)
	require.Equal(t, token.Domain{Domain: next, Permit: true}, d)
}

// The blacklist is asked of a token that has one, each time (a bar may
// come at any block); a token without one is never asked. A node that
// cannot answer is an error, never a false "not barred".
func TestWatchAsksTheBlacklist(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	c := newFakeChain()
	w := watchOf(t, c)
	payer := common.HexToAddress("0xbad")
	barred, err := w.IsBlacklisted(ctx, usdcAddr, payer)
	require.NoError(t, err)
	require.False(t, barred)
	c.set(func() { c.blacklisted[payer] = true })
	barred, err = w.IsBlacklisted(ctx, usdcAddr, payer)
	require.NoError(t, err)
	require.True(t, barred)
	barred, err = w.IsBlacklisted(ctx, eurcAddr, payer)
	require.NoError(t, err)
	require.False(t, barred)
	require.Equal(t, 2, c.count("isBlacklisted"))
	unknown := common.HexToAddress("0x99")
	barred, err = w.IsBlacklisted(ctx, unknown, payer)
	require.NoError(t, err)
	require.False(t, barred, "a token the watch does not know: nothing known of its controls")
	paused, err := w.Paused(ctx, unknown)
	require.NoError(t, err)
	require.False(t, paused)

	down := errors.New("connection refused")
	c.set(func() { c.err = down })
	_, err = w.IsBlacklisted(ctx, usdcAddr, payer)
	require.ErrorIs(t, err, down)
	w.MaxAge = 0
	_, err = w.Paused(ctx, usdcAddr)
	require.ErrorIs(t, err, down, "no stale answer when the reading is due")
}
