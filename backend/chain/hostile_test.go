package chain

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"maps"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain/internal/bindings"
)

// The gateway against hostile payout tokens (contracts/src/HostileTokens.sol, deployed only by
// these tests): one that reenters the gateway from inside its transfers, one that returns false
// instead of moving anything. (Issue #21 item 3.)

// The records the gateway commits an invoice's state to, worked out in Go.
var (
	stagedTagTest  = crypto.Keccak256([]byte("paystead.gateway.staged"))
	paidTag        = crypto.Keccak256([]byte("paystead.gateway.paid"))
	refundedRecord = [32]byte(common.BigToHash(big.NewInt(1)))
	claimedRecord  = [32]byte(common.BigToHash(big.NewInt(2)))
	voidedRecord   = [32]byte(common.BigToHash(big.NewInt(3)))
)

func word(b []byte) []byte { return common.LeftPadBytes(b, 32) }

// stagedRecord is records[id] of inv while it is staged and unpaid.
func stagedRecord(inv Invoice) [32]byte {
	expiresAt := new(big.Int).SetUint64(inv.ExpiresAt)
	return crypto.Keccak256Hash(stagedTagTest, word(inv.Merchant[:]), word(inv.PayoutToken[:]), word(inv.Amount.Bytes()), word(expiresAt.Bytes()))
}

// paidRecord is records[id] of a paid invoice still holding p.Amount.
func paidRecord(p PaidInvoice) [32]byte {
	paidAt := new(big.Int).SetUint64(p.PaidAt)
	return crypto.Keccak256Hash(paidTag, word(p.Merchant[:]), word(p.PayoutToken[:]), word(p.Amount.Bytes()), word(p.Payer[:]), word(paidAt.Bytes()))
}

func (f *fixture) record(t testing.TB, id [32]byte) [32]byte {
	t.Helper()
	r, err := f.gateway.Record(f.ctx, id)
	require.NoError(t, err)
	return r
}

// reason names a decoded revert: the error's name, or "Error: <message>" for Error(string).
func reason(err error) string {
	var re *RevertError
	if !errors.As(err, &re) {
		return ""
	}
	if re.Name == "Error" && len(re.Args) == 1 {
		return fmt.Sprintf("Error: %s", re.Args[0])
	}
	return re.Name
}

func requireReason(t testing.TB, err error, want string) {
	t.Helper()
	require.Error(t, err)
	require.Equal(t, want, reason(err), "unexpected error: %v", err)
}

// deployTestContract deploys a contract without constructor arguments from the deployer.
func (f *fixture) deployTestContract(t testing.TB, meta *bind.MetaData) common.Address {
	t.Helper()
	var addr common.Address
	f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		a, tx, err := bind.DeployContract(o, common.FromHex(meta.Bin), f.client, nil)
		addr = a
		return tx, err
	})
	return addr
}

// fundPayerIn gives payer 1,000,000 of token (whose mint anyone may call) and approves Permit2.
func (f *fixture) fundPayerIn(t testing.TB, token *Token, payer *Transactor) {
	t.Helper()
	f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return token.Mint(f.ctx, o, payer.Address(), usdcUnits(1_000_000))
	})
	f.mustSend(t, payer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return token.Approve(f.ctx, o, f.addrs.Permit2, maxUint256)
	})
}

// reentrantToken is a deployed ReentrantToken; its ERC-20 side is Token's.
type reentrantToken struct {
	*Token
	abi      *bindings.ReentrantToken
	contract *bind.BoundContract
}

func (f *fixture) deployReentrantToken(t testing.TB) *reentrantToken {
	t.Helper()
	addr := f.deployTestContract(t, &bindings.ReentrantTokenMetaData)
	b := bindings.NewReentrantToken()
	return &reentrantToken{Token: NewToken(f.client, addr), abi: b, contract: b.Instance(f.client, addr)}
}

// arm has the token call the gateway with data from inside every transfer and transferFrom (or,
// with hooks false, only when callTarget is sent), swallowing a failure or bubbling it.
func (tok *reentrantToken) arm(t testing.TB, f *fixture, data []byte, hooks, bubble bool) {
	t.Helper()
	f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return bind.Transact(tok.contract, o, tok.abi.PackArm(f.addrs.Gateway, data, hooks, hooks, bubble))
	})
}

// reentries decodes the token's Reentered events among logs.
func (tok *reentrantToken) reentries(t testing.TB, logs []*types.Log) []*bindings.ReentrantTokenReentered {
	t.Helper()
	var out []*bindings.ReentrantTokenReentered
	id := tok.abi.GetABI().Events["Reentered"].ID
	for _, l := range logs {
		if l.Address == tok.Address() && len(l.Topics) > 0 && l.Topics[0] == id {
			e, err := tok.abi.UnpackReenteredEvent(l)
			require.NoError(t, err)
			out = append(out, e)
		}
	}
	return out
}

// callTarget has the token make its armed call now, outside any gateway call, and returns how
// it went and the gateway's events.
func (tok *reentrantToken) callTarget(t testing.TB, f *fixture) (*bindings.ReentrantTokenReentered, Events) {
	t.Helper()
	r := f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return bind.Transact(tok.contract, o, tok.abi.PackCallTarget())
	})
	got := tok.reentries(t, r.Logs)
	require.Len(t, got, 1)
	ev, err := f.gateway.ParseEvents(r.Logs)
	require.NoError(t, err)
	return got[0], ev
}

// reentry is a call a hostile token makes into the gateway from inside one of its transfers: one
// that would succeed were it made outside any gateway call (bar payOne, which only the gateway
// may call), and the error the gateway refuses the reentry with.
type reentry struct {
	name    string
	data    []byte
	refusal string
}

// TestReentrantToken pays, batch-pays, refunds and claims invoices whose payout token reenters
// the gateway from inside the transfer (Permit2's pull, or the gateway's own transfer out), with
// each of pay, payBatch, payOne, refund and claim: calls the token may make, since it is one of
// the merchant's delegates, and would succeed from outside. Every reentry is refused (the
// reentrancy guard; payOne's caller check) and moves nothing. When the token swallows the
// refusal, the operation completes as with an honest token; when it bubbles it, the operation
// fails and moves nothing, in a batch that payment alone.
func TestReentrantToken(t *testing.T) {
	t.Parallel()
	for _, outer := range []string{"pay", "payBatch", "refund", "claim"} {
		for _, bubble := range []bool{false, true} {
			name := outer + "/Swallowed"
			if bubble {
				name = outer + "/Bubbled"
			}
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				testReentry(t, outer, bubble)
			})
		}
	}

	// The control: the token's call does run in the middle of the transfer, and succeeds there
	// when the gateway does not guard what it calls (staging, which the token may do as the
	// merchant's delegate); a bubbling token then lets the payment through.
	t.Run("ControlUnguardedStagingSucceeds", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		tok := f.deployReentrantToken(t)
		f.fundPayerIn(t, tok.Token, f.payer)
		f.mustSend(t, f.merchant, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.SetDelegate(f.ctx, o, tok.Address(), true)
		})
		staged := Invoice{ID: invoiceID(t, "staged-mid-transfer"), Merchant: f.merchant.Address(), PayoutToken: f.addrs.USDC, Amount: big.NewInt(1)}
		tok.arm(t, f, f.gateway.abi.PackStageInvoices(f.merchant.Address(), []bindings.CustodyEscrowGatewayStagedInvoice{
			{Id: staged.ID, PayoutToken: staged.PayoutToken, Amount: staged.Amount},
		}), true, true)

		inv := f.stageIn(t, tok.Address(), "a", 1_000_000)[0]
		paid, r, err := f.pay(t, f.payment(t, f.payerKey, inv, inv, f.permit(t, tok.Address(), inv.Amount)))
		require.NoError(t, err)
		got := tok.reentries(t, r.Logs)
		require.Len(t, got, 1)
		require.True(t, got[0].Success)
		ev, err := f.gateway.ParseEvents(r.Logs)
		require.NoError(t, err)
		require.Len(t, ev.Staged, 1)
		require.Equal(t, staged.ID, ev.Staged[0].ID)
		require.Equal(t, stagedRecord(staged), f.record(t, staged.ID))
		require.Equal(t, paidRecord(paid), f.record(t, inv.ID))
		require.Equal(t, inv.Amount, f.balance(t, tok.Token, f.addrs.Gateway))
	})
}

func testReentry(t *testing.T, outer string, bubble bool) {
	f := setup(t)
	tok := f.deployReentrantToken(t)
	f.fundPayerIn(t, tok.Token, f.payer)
	victim, victimKey := f.newPayer(t) // pays in USDC the invoices the reentries go for
	f.mustSend(t, f.merchant, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.SetDelegate(f.ctx, o, tok.Address(), true)
	})
	payIn := func(key *ecdsa.PrivateKey, token common.Address, inv Invoice) PaidInvoice {
		t.Helper()
		paid, _, err := f.pay(t, f.payment(t, key, inv, inv, f.permit(t, token, inv.Amount)))
		require.NoError(t, err)
		return paid
	}

	// Paid before the refund window elapses, so claimable at the reentries: what the claim
	// reentry claims, and what the claims the token is in claim.
	claimTarget := payIn(victimKey, f.addrs.USDC, f.stage(t, "claim-target", 3_000_000)[0])
	var matured []PaidInvoice
	for _, inv := range f.stageIn(t, tok.Address(), "matured", 1_000_000, 1_100_000, 1_200_000, 1_300_000, 1_400_000) {
		matured = append(matured, payIn(f.payerKey, tok.Address(), inv))
	}
	f.elapseRefundWindow(t)
	// Paid after it, so refundable: what the refund reentry refunds, what the refunds the token
	// is in refund.
	refundTarget := payIn(victimKey, f.addrs.USDC, f.stage(t, "refund-target", 4_000_000)[0])
	refundable := payIn(f.payerKey, tok.Address(), f.stageIn(t, tok.Address(), "refundable", 2_000_000)[0])
	toPay := f.stageIn(t, tok.Address(), "to-pay", 500_000, 600_000, 700_000, 800_000, 900_000)
	payTargets := f.stage(t, "pay-targets", 5_000_000, 6_000_000, 7_000_000)

	victimPayment := func(inv Invoice) bindings.CustodyEscrowGatewayPayment {
		return batchArg(f.payment(t, victimKey, inv, inv, f.permit(t, f.addrs.USDC, inv.Amount)))
	}
	g := f.gateway.abi
	pay := victimPayment(payTargets[0])
	reentries := []reentry{
		{"pay", g.PackPay(pay.Inv, pay.Payer, pay.Permit, pay.Signature, pay.Fee), "ReentrancyGuardReentrantCall"},
		{"payBatch", g.PackPayBatch([]bindings.CustodyEscrowGatewayPayment{victimPayment(payTargets[1])}), "ReentrancyGuardReentrantCall"},
		{"payOne", g.PackPayOne(victimPayment(payTargets[2]), f.delegate.Address()), "OnlySelf"},
		{"refund", g.PackRefund(paidArg(refundTarget), big.NewInt(1_000_000)), "ReentrancyGuardReentrantCall"},
		{"claim", g.PackClaim(f.merchant.Address(), f.addrs.USDC, []bindings.CustodyEscrowGatewayPaidInvoice{paidArg(claimTarget)}), "ReentrancyGuardReentrantCall"},
	}

	// The state the test watches: balances of everyone involved in both tokens, and the records
	// of every invoice.
	holders := map[string]common.Address{"payer": f.payer.Address(), "victim": victim.Address(), "gateway": f.addrs.Gateway, "wallet": f.wallet}
	records := map[string][32]byte{"claim-target": claimTarget.ID, "refund-target": refundTarget.ID, "refundable": refundable.ID}
	for i, inv := range payTargets {
		records[fmt.Sprint("pay-target-", i)] = inv.ID
	}
	for i := range toPay {
		records[fmt.Sprint("to-pay-", i)] = toPay[i].ID
		records[fmt.Sprint("matured-", i)] = matured[i].ID
	}
	snapshot := func() map[string]string {
		t.Helper()
		out := map[string]string{}
		for who, addr := range holders {
			out["USDC "+who] = f.balance(t, f.usdc, addr).String()
			out["REENTER "+who] = f.balance(t, tok.Token, addr).String()
		}
		for name, id := range records {
			r := f.record(t, id)
			out["record "+name] = common.Bytes2Hex(r[:])
		}
		return out
	}
	move := func(state map[string]string, token, from, to string, amount *big.Int) {
		for who, sign := range map[string]int64{from: -1, to: 1} {
			v, ok := new(big.Int).SetString(state[token+" "+who], 10)
			require.True(t, ok)
			state[token+" "+who] = v.Add(v, new(big.Int).Mul(amount, big.NewInt(sign))).String()
		}
	}
	setRecord := func(state map[string]string, name string, r [32]byte) {
		require.Contains(t, state, "record "+name)
		state["record "+name] = common.Bytes2Hex(r[:])
	}

	for i, re := range reentries {
		t.Logf("the token reenters %s", re.name)
		tok.arm(t, f, re.data, true, bubble)
		before := snapshot()
		want := maps.Clone(before)
		var receipt *types.Receipt
		var err error

		switch outer {
		case "pay":
			inv := toPay[i]
			receipt, err = f.send(t, f.relayer, func(o *bind.TransactOpts) (*types.Transaction, error) {
				return f.gateway.Pay(f.ctx, o, f.payment(t, f.payerKey, inv, inv, f.permit(t, tok.Address(), inv.Amount)))
			})
			if bubble {
				// Permit2's transfer (solmate's SafeTransferLib) reverts with its own message.
				requireReason(t, err, "Error: TRANSFER_FROM_FAILED")
				break
			}
			require.NoError(t, err)
			ev, err := f.gateway.ParseEvents(receipt.Logs)
			require.NoError(t, err)
			require.Len(t, ev.Paid, 1)
			require.Equal(t, inv.ID, ev.Paid[0].ID)
			move(want, "REENTER", "payer", "gateway", inv.Amount)
			setRecord(want, fmt.Sprint("to-pay-", i), paidRecord(ev.Paid[0].PaidInvoice))

		case "payBatch":
			usdc := f.stage(t, fmt.Sprint("batch-usdc-", i), 10_000_000, 11_000_000)
			records[fmt.Sprint("batch-usdc-", i, "-0")], records[fmt.Sprint("batch-usdc-", i, "-1")] = usdc[0].ID, usdc[1].ID
			before = snapshot()
			want = maps.Clone(before)
			hostile := toPay[i]
			var ev Events
			receipt, ev = f.payBatch(t, []Payment{
				f.payment(t, f.payerKey, usdc[0], usdc[0], f.permit(t, f.addrs.USDC, usdc[0].Amount)),
				f.payment(t, f.payerKey, hostile, hostile, f.permit(t, tok.Address(), hostile.Amount)),
				f.payment(t, f.payerKey, usdc[1], usdc[1], f.permit(t, f.addrs.USDC, usdc[1].Amount)),
			})
			paid := map[[32]byte]PaidInvoice{}
			for _, p := range ev.Paid {
				paid[p.ID] = p.PaidInvoice
			}
			if bubble {
				require.Len(t, ev.Failed, 1, "the hostile payment alone fails")
				require.Equal(t, hostile.ID, ev.Failed[0].ID)
				require.Equal(t, f.payer.Address(), ev.Failed[0].Payer)
				requireReason(t, ev.Failed[0].Reason, "Error: TRANSFER_FROM_FAILED")
				require.Len(t, paid, 2)
			} else {
				require.Empty(t, ev.Failed)
				require.Len(t, paid, 3)
				move(want, "REENTER", "payer", "gateway", hostile.Amount)
				setRecord(want, fmt.Sprint("to-pay-", i), paidRecord(paid[hostile.ID]))
			}
			for j, inv := range usdc {
				require.Contains(t, paid, inv.ID)
				move(want, "USDC", "payer", "gateway", inv.Amount)
				setRecord(want, fmt.Sprint("batch-usdc-", i, "-", j), paidRecord(paid[inv.ID]))
			}

		case "refund":
			amount := big.NewInt(100_000)
			receipt, err = f.send(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
				return f.gateway.Refund(f.ctx, o, refundable, amount)
			})
			if bubble {
				// SafeERC20 bubbles the token's revert: the gateway's answer to the reentry.
				requireReason(t, err, re.refusal)
				break
			}
			require.NoError(t, err)
			ev, err := f.gateway.ParseEvents(receipt.Logs)
			require.NoError(t, err)
			require.Len(t, ev.Refunded, 1)
			refundable.Amount = new(big.Int).Sub(refundable.Amount, amount)
			require.Equal(t, refundable.Amount, ev.Refunded[0].Remaining)
			move(want, "REENTER", "gateway", "payer", amount)
			setRecord(want, "refundable", paidRecord(refundable))

		case "claim":
			p := matured[i]
			receipt, err = f.send(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
				return f.gateway.Claim(f.ctx, o, f.merchant.Address(), tok.Address(), []PaidInvoice{p})
			})
			if bubble {
				requireReason(t, err, re.refusal)
				break
			}
			require.NoError(t, err)
			ev, err := f.gateway.ParseEvents(receipt.Logs)
			require.NoError(t, err)
			require.Len(t, ev.Claimed, 1)
			require.Equal(t, p.ID, ev.Claimed[0].ID)
			move(want, "REENTER", "gateway", "wallet", p.Amount)
			setRecord(want, fmt.Sprint("matured-", i), claimedRecord)
		}

		if receipt != nil {
			got := tok.reentries(t, receipt.Logs)
			if bubble {
				require.Empty(t, got, "a bubbled reentry is undone with the payment that made it")
			} else {
				require.Len(t, got, 1, "the token reentered once")
				require.Equal(t, f.addrs.Gateway, got[0].Target)
				require.False(t, got[0].Success, "the reentry into %s succeeded", re.name)
				require.Equal(t, knownSelector(t, re.refusal), got[0].ReturnData, "the reentry was refused with %s", re.refusal)
			}
		}
		require.Equal(t, want, snapshot(), "after %s reentering %s", outer, re.name)
	}

	// The same calls made by the token outside any gateway call succeed (payOne's excepted): the
	// reentries failed for being reentries, and left their targets as they were.
	for _, re := range reentries {
		tok.arm(t, f, re.data, false, false)
		got, ev := tok.callTarget(t, f)
		switch re.name {
		case "payOne":
			require.False(t, got.Success)
			require.Equal(t, knownSelector(t, "OnlySelf"), got.ReturnData)
		case "pay":
			require.True(t, got.Success)
			require.Len(t, ev.Paid, 1)
			require.Equal(t, payTargets[0].ID, ev.Paid[0].ID)
			require.Equal(t, victim.Address(), ev.Paid[0].Payer)
		case "payBatch":
			require.True(t, got.Success)
			require.Len(t, ev.Paid, 1)
			require.Equal(t, payTargets[1].ID, ev.Paid[0].ID)
		case "refund":
			require.True(t, got.Success)
			require.Len(t, ev.Refunded, 1)
			require.Equal(t, refundTarget.ID, ev.Refunded[0].ID)
		case "claim":
			require.True(t, got.Success)
			require.Len(t, ev.Claimed, 1)
			require.Equal(t, claimTarget.ID, ev.Claimed[0].ID)
		}
	}
}
