package chain

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain/internal/bindings"
)

// falseReturnToken is a deployed FalseReturnToken; its ERC-20 side is Token's.
type falseReturnToken struct {
	*Token
	abi      *bindings.FalseReturnToken
	contract *bind.BoundContract
}

func (f *fixture) deployFalseReturnToken(t testing.TB) *falseReturnToken {
	t.Helper()
	addr := f.deployTestContract(t, &bindings.FalseReturnTokenMetaData)
	b := bindings.NewFalseReturnToken()
	return &falseReturnToken{Token: NewToken(f.client, addr), abi: b, contract: b.Instance(f.client, addr)}
}

// returnFalse has transfer and transferFrom return false without moving anything, or behave.
func (tok *falseReturnToken) returnFalse(t testing.TB, f *fixture, onTransfer, onTransferFrom bool) {
	t.Helper()
	f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return bind.Transact(tok.contract, o, tok.abi.PackSetReturnsFalse(onTransfer, onTransferFrom))
	})
}

// TestFalseReturnToken pays, batch-pays, refunds and claims invoices whose payout token returns
// false from transfer or transferFrom instead of reverting, moving nothing. The gateway takes
// false for failure: the payment fails (in a batch, alone, named by Permit2's message), a refund or
// a claim reverts with SafeERC20FailedOperation; none of them moves a token or changes a record,
// and the very same call succeeds once the token behaves.
func TestFalseReturnToken(t *testing.T) {
	t.Parallel()

	type env struct {
		f   *fixture
		tok *falseReturnToken
	}
	start := func(t *testing.T) env {
		f := setup(t)
		tok := f.deployFalseReturnToken(t)
		f.fundPayerIn(t, tok.Token, f.payer)
		return env{f, tok}
	}
	// state is the balances of payer, gateway and wallet in both tokens and the records of ids.
	state := func(t *testing.T, e env, ids ...[32]byte) []string {
		t.Helper()
		f := e.f
		var out []string
		for _, token := range []*Token{f.usdc, e.tok.Token} {
			for _, a := range []common.Address{f.payer.Address(), f.addrs.Gateway, f.wallet} {
				out = append(out, f.balance(t, token, a).String())
			}
		}
		for _, id := range ids {
			r := f.record(t, id)
			out = append(out, common.Bytes2Hex(r[:]))
		}
		return out
	}

	t.Run("Pay", func(t *testing.T) {
		t.Parallel()
		e := start(t)
		f := e.f
		inv := f.stageIn(t, e.tok.Address(), "a", 1_000_000)[0]
		p := f.payment(t, f.payerKey, inv, inv, f.permit(t, e.tok.Address(), inv.Amount))
		e.tok.returnFalse(t, f, false, true)
		before := state(t, e, inv.ID)

		_, _, err := f.pay(t, p)
		requireReason(t, err, "Error: TRANSFER_FROM_FAILED") // solmate's, in Permit2
		require.Equal(t, before, state(t, e, inv.ID))
		require.Equal(t, stagedRecord(inv), f.record(t, inv.ID))

		e.tok.returnFalse(t, f, false, false)
		paid, _, err := f.pay(t, p) // the same signature: the failed pay spent no nonce
		require.NoError(t, err)
		require.Equal(t, paidRecord(paid), f.record(t, inv.ID))
		require.Equal(t, inv.Amount, f.balance(t, e.tok.Token, f.addrs.Gateway))
	})

	t.Run("PayBatch", func(t *testing.T) {
		t.Parallel()
		e := start(t)
		f := e.f
		hostile := f.stageIn(t, e.tok.Address(), "a", 1_000_000)[0]
		usdc := f.stage(t, "b", 2_000_000, 3_000_000)
		p := f.payment(t, f.payerKey, hostile, hostile, f.permit(t, e.tok.Address(), hostile.Amount))
		e.tok.returnFalse(t, f, false, true)
		payerUSDC := f.balance(t, f.usdc, f.payer.Address())
		before := state(t, e, hostile.ID)

		_, ev := f.payBatch(t, []Payment{
			f.payment(t, f.payerKey, usdc[0], usdc[0], f.permit(t, f.addrs.USDC, usdc[0].Amount)),
			p,
			f.payment(t, f.payerKey, usdc[1], usdc[1], f.permit(t, f.addrs.USDC, usdc[1].Amount)),
		})
		require.Len(t, ev.Failed, 1)
		require.Equal(t, hostile.ID, ev.Failed[0].ID)
		require.Equal(t, f.payer.Address(), ev.Failed[0].Payer)
		requireReason(t, ev.Failed[0].Reason, "Error: TRANSFER_FROM_FAILED")
		require.Len(t, ev.Paid, 2)
		for i, inv := range usdc {
			require.Equal(t, inv.ID, ev.Paid[i].ID)
			require.Equal(t, paidRecord(ev.Paid[i].PaidInvoice), f.record(t, inv.ID))
		}
		require.Equal(t, new(big.Int).Sub(payerUSDC, big.NewInt(5_000_000)), f.balance(t, f.usdc, f.payer.Address()))
		after := state(t, e, hostile.ID)
		require.Equal(t, before[3:], after[3:], "no false-return token moved, its invoice is still staged")

		e.tok.returnFalse(t, f, false, false)
		_, ev = f.payBatch(t, []Payment{p})
		require.Empty(t, ev.Failed)
		require.Len(t, ev.Paid, 1)
		require.Equal(t, paidRecord(ev.Paid[0].PaidInvoice), f.record(t, hostile.ID))
	})

	t.Run("Refund", func(t *testing.T) {
		t.Parallel()
		e := start(t)
		f := e.f
		e.tok.returnFalse(t, f, true, false) // transferFrom behaves: the payment goes through
		inv := f.stageIn(t, e.tok.Address(), "a", 1_000_000)[0]
		paid, _, err := f.pay(t, f.payment(t, f.payerKey, inv, inv, f.permit(t, e.tok.Address(), inv.Amount)))
		require.NoError(t, err)
		before := state(t, e, inv.ID)
		refund := func(amount int64) (*types.Receipt, error) {
			return f.send(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
				return f.gateway.Refund(f.ctx, o, paid, big.NewInt(amount))
			})
		}

		for _, amount := range []int64{400_000, 1_000_000} { // part, and all
			_, err := refund(amount)
			requireReverted(t, err, "SafeERC20FailedOperation")
			var re *RevertError
			require.ErrorAs(t, err, &re)
			require.Equal(t, []any{e.tok.Address()}, re.Args)
			require.Equal(t, before, state(t, e, inv.ID))
			require.Equal(t, paidRecord(paid), f.record(t, inv.ID))
		}

		e.tok.returnFalse(t, f, false, false)
		payerBefore := f.balance(t, e.tok.Token, f.payer.Address())
		r, err := refund(400_000)
		require.NoError(t, err)
		ev, err := f.gateway.ParseEvents(r.Logs)
		require.NoError(t, err)
		require.Len(t, ev.Refunded, 1)
		require.Equal(t, big.NewInt(600_000), ev.Refunded[0].Remaining)
		require.Equal(t, new(big.Int).Add(payerBefore, big.NewInt(400_000)), f.balance(t, e.tok.Token, f.payer.Address()))
		require.Equal(t, big.NewInt(600_000), f.balance(t, e.tok.Token, f.addrs.Gateway))
		paid.Amount = big.NewInt(600_000)
		require.Equal(t, paidRecord(paid), f.record(t, inv.ID))
	})

	t.Run("Claim", func(t *testing.T) {
		t.Parallel()
		e := start(t)
		f := e.f
		invs := f.stageIn(t, e.tok.Address(), "a", 1_000_000, 2_500_000)
		var paid []PaidInvoice
		for _, inv := range invs {
			p, _, err := f.pay(t, f.payment(t, f.payerKey, inv, inv, f.permit(t, e.tok.Address(), inv.Amount)))
			require.NoError(t, err)
			paid = append(paid, p)
		}
		f.elapseRefundWindow(t)
		e.tok.returnFalse(t, f, true, true)
		before := state(t, e, invs[0].ID, invs[1].ID)
		claim := func() (*types.Receipt, error) {
			return f.send(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
				return f.gateway.Claim(f.ctx, o, f.merchant.Address(), e.tok.Address(), paid)
			})
		}

		_, err := claim()
		requireReverted(t, err, "SafeERC20FailedOperation")
		require.Equal(t, before, state(t, e, invs[0].ID, invs[1].ID))
		for _, p := range paid {
			require.Equal(t, paidRecord(p), f.record(t, p.ID), "the claim's records are undone with it")
		}

		e.tok.returnFalse(t, f, false, false)
		r, err := claim()
		require.NoError(t, err)
		ev, err := f.gateway.ParseEvents(r.Logs)
		require.NoError(t, err)
		require.Len(t, ev.Claimed, 2)
		require.Equal(t, big.NewInt(3_500_000), f.balance(t, e.tok.Token, f.wallet))
		require.Equal(t, 0, f.balance(t, e.tok.Token, f.addrs.Gateway).Sign())
		for _, p := range paid {
			require.Equal(t, claimedRecord, f.record(t, p.ID))
		}
	})
}
