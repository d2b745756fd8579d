package token_test

import (
	"context"
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/token"
)

const chainID = 8453

var (
	usdcAddr = common.HexToAddress("0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913")
	eurcAddr = common.HexToAddress("0x60a3E35Cc302bFA44Cb288Bc5a4F316Fdb1adb42")
	thirdAdr = common.HexToAddress("0x0000000000000000000000000000000000000c03")
)

func usdc() token.Token {
	return token.Token{Symbol: "USDC", Decimals: 6, Addresses: map[int64]common.Address{chainID: usdcAddr}}
}

func eurc() token.Token {
	return token.Token{Symbol: "EURC", Decimals: 6, Addresses: map[int64]common.Address{chainID: eurcAddr}, SwapsInto: "USDC"}
}

func TestRegistry(t *testing.T) {
	t.Parallel()
	third := token.Token{Symbol: "PYUSD", Decimals: 6, Addresses: map[int64]common.Address{chainID: thirdAdr, 1: thirdAdr}}
	r, err := token.New(usdc(), eurc(), third)
	require.NoError(t, err)

	require.Equal(t, []string{"USDC", "EURC", "PYUSD"}, r.Symbols())
	got, ok := r.Lookup("EURC")
	require.True(t, ok)
	require.Equal(t, eurcAddr, got.Address(chainID))
	require.Equal(t, common.Address{}, got.Address(1), "no EURC on chain 1")
	_, ok = r.Lookup("eurc")
	require.False(t, ok, "symbols are exact")

	payout, ok := r.Payout("EURC")
	require.True(t, ok)
	require.Equal(t, "USDC", payout.Symbol, "EURC is swapped into USDC")
	payout, _ = r.Payout("PYUSD")
	require.Equal(t, "PYUSD", payout.Symbol, "a token that pays out as itself")
	_, ok = r.Payout("DAI")
	require.False(t, ok)

	byAddr, ok := r.ByAddress(1, thirdAdr)
	require.True(t, ok)
	require.Equal(t, "PYUSD", byAddr.Symbol)
	_, ok = r.ByAddress(1, usdcAddr)
	require.False(t, ok, "USDC's address on another chain is not USDC here")

	one, err := token.New(usdc())
	require.NoError(t, err)
	require.Equal(t, []string{"USDC"}, one.Symbols())
	two, err := token.New(usdc(), eurc())
	require.NoError(t, err)
	require.Equal(t, []string{"USDC", "EURC"}, two.Symbols(), "in the order declared")
}

func TestNewRefuses(t *testing.T) {
	t.Parallel()
	bad := func(mutate func(*token.Token)) token.Token {
		tk := usdc()
		mutate(&tk)
		return tk
	}
	for name, c := range map[string]struct {
		tokens []token.Token
		want   string
	}{
		"None":                     {nil, "at least one token"},
		"LowerCase":                {[]token.Token{bad(func(t *token.Token) { t.Symbol = "usdc" })}, `symbol "usdc"`},
		"TooLong":                  {[]token.Token{bad(func(t *token.Token) { t.Symbol = "ABCDEFGHIJKL" })}, "2 to 11"},
		"Twice":                    {[]token.Token{usdc(), usdc()}, "USDC is declared twice"},
		"TooPrecise":               {[]token.Token{usdc(), {Symbol: "WEIRD", Decimals: 37, Addresses: map[int64]common.Address{chainID: thirdAdr}, SwapsInto: "USDC"}}, "37 decimals"},
		"Nowhere":                  {[]token.Token{bad(func(t *token.Token) { t.Addresses = nil })}, "no contract"},
		"ZeroAddress":              {[]token.Token{bad(func(t *token.Token) { t.Addresses = map[int64]common.Address{1: {}} })}, "zero address on chain 1"},
		"SwapsIntoNone":            {[]token.Token{eurc()}, "swaps into USDC, which is not a token"},
		"PaidOutWithOtherDecimals": {[]token.Token{bad(func(t *token.Token) { t.Decimals = 18 })}, "USDC pays out as itself, so it needs 6 decimals"},
		"SwapChain": {[]token.Token{usdc(), eurc(), {Symbol: "GBPC", Decimals: 6, Addresses: map[int64]common.Address{chainID: thirdAdr}, SwapsInto: "EURC"}},
			"GBPC swaps into EURC, which itself swaps into USDC"},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			_, err := token.New(c.tokens...)
			require.ErrorContains(t, err, c.want)
		})
	}
}

func TestVerify(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("ReadsEachTokensStanding", func(t *testing.T) {
		t.Parallel()
		r, err := token.New(usdc(), eurc())
		require.NoError(t, err)
		c := newFakeChain()
		c.permit[usdcAddr] = usdcDomain
		c.controls[usdcAddr] = token.Controls{Pausable: true, Blacklists: true}
		w, err := r.Verify(ctx, chainID, c)
		require.NoError(t, err)
		s, err := w.Standing(ctx, usdcAddr)
		require.NoError(t, err)
		require.Equal(t, token.Domain{Domain: usdcDomain, Permit: true}, s.Domain)
		require.Equal(t, "USDC", s.Symbol)
		require.True(t, s.Controls.Pausable)
		s, err = w.Standing(ctx, eurcAddr)
		require.NoError(t, err)
		require.False(t, s.Domain.Permit, "EURC here has no permit: approved instead")
		_, err = w.Standing(ctx, common.HexToAddress("0x99"))
		require.ErrorIs(t, err, token.ErrNotWatched)
	})

	t.Run("WrongDecimalsRefuseTheStart", func(t *testing.T) {
		t.Parallel()
		r, err := token.New(usdc(), eurc())
		require.NoError(t, err)
		c := newFakeChain()
		c.decimals[eurcAddr] = 18
		_, err = r.Verify(ctx, chainID, c)
		require.ErrorContains(t, err, "EURC at "+eurcAddr.Hex()+" on chain 8453 has 18 decimals, not the 6 declared")
	})

	t.Run("AnUnreadableContractRefusesTheStart", func(t *testing.T) {
		t.Parallel()
		r, err := token.New(usdc())
		require.NoError(t, err)
		boom := errors.New("no contract code")
		c := newFakeChain()
		c.err = boom
		_, err = r.Verify(ctx, chainID, c)
		require.ErrorIs(t, err, boom)
		require.ErrorContains(t, err, "USDC")
	})

	t.Run("OnlyTheTokensOnTheChain", func(t *testing.T) {
		t.Parallel()
		r, err := token.New(usdc())
		require.NoError(t, err)
		c := newFakeChain()
		c.err = errors.New("never asked")
		_, err = r.Verify(ctx, 1, c)
		require.NoError(t, err, "USDC has no contract on chain 1 here")
	})
}
