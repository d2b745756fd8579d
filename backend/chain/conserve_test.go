package chain

import (
	"cmp"
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"
)

// TestGatewayConservesFundsThroughRandomSequences runs seeded random sequences of stage, pay,
// payBatch, refund and claim on the simulated chain, in rounds separated by the refund window, and
// checks every outcome against a model: a payBatch mixes valid payments with invalid ones (of an
// invoice already paid or refunded, or paid earlier in the batch, with an expired permit, a
// signature over another invoice, a nonce spent before or earlier in the batch) and each payment
// must settle or fail exactly as the model says, with its reason; a refund (partial, whole, more
// than remains, after the window) and a claim (of matured invoices, and of ones still in their
// window, already claimed, refunded, or twice in one claim) succeed or are refused as the model
// says. After every step the gateway's USDC is exactly the sum of what it holds per invoice, the
// USDC of payer, gateway and payout wallet together never changes, and every invoice's record is
// the commitment of its modelled state. (Issue #21 item 3.)
func TestGatewayConservesFundsThroughRandomSequences(t *testing.T) {
	// Every outcome the sequences are meant to reach, reached by at least one of them: the
	// check that the seeds and the step mix still cover what the test claims to.
	var mu sync.Mutex
	seen := map[string]int{}
	saw := func(outcome string) {
		mu.Lock()
		defer mu.Unlock()
		seen[outcome]++
	}
	t.Cleanup(func() {
		if t.Failed() {
			return
		}
		for _, outcome := range []string{
			"pay", "payBatch: settled", "payBatch: InvoiceNotPayable", "payBatch: SignatureExpired",
			"payBatch: InvalidSigner", "payBatch: InvalidNonce",
			"refund: settled", "refund: RefundExceedsRemaining", "refund: RefundWindowClosed",
			"claim: settled", "claim: RefundWindowOpen", "claim: InvoiceAlreadyClaimed", "claim: InvoiceAlreadyRefunded",
		} {
			require.NotZero(t, seen[outcome], "no sequence reached %q: %v", outcome, seen)
		}
	})

	for _, seed := range []uint64{1, 2, 3} {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			t.Parallel()
			rng := rand.New(rand.NewPCG(seed, 21))
			f := setup(t)
			total := f.usdcHeld(t)

			type escrowed struct {
				inv       Invoice
				paid      *PaidInvoice
				round     int // the round it was paid in: refundable then, claimable after
				remaining int64
				claimed   bool
			}
			var invoices []*escrowed
			var spent []*big.Int // Permit2 nonces of the payer's settled payments
			round := 0

			with := func(e *escrowed, amount int64) PaidInvoice {
				p := *e.paid
				p.Amount = big.NewInt(amount)
				return p
			}
			requireConserved := func(step string) {
				t.Helper()
				var held int64
				for _, e := range invoices {
					want := stagedRecord(e.inv)
					switch {
					case e.paid == nil:
					case e.claimed:
						want = claimedRecord
					case e.remaining == 0:
						want = refundedRecord
					default:
						held += e.remaining
						want = paidRecord(with(e, e.remaining))
					}
					require.Equal(t, want, f.record(t, e.inv.ID), "the record of %x, after %s", e.inv.ID[:4], step)
				}
				require.Equal(t, big.NewInt(held).String(), f.balance(t, f.usdc, f.addrs.Gateway).String(), "the gateway holds what its invoices do, after %s", step)
				require.Equal(t, total.String(), f.usdcHeld(t).String(), "no USDC appears or vanishes, after %s", step)
			}
			pick := func(ok func(*escrowed) bool) *escrowed {
				var candidates []*escrowed
				for _, e := range invoices {
					if ok(e) {
						candidates = append(candidates, e)
					}
				}
				if len(candidates) == 0 {
					return nil
				}
				return candidates[rng.IntN(len(candidates))]
			}
			// mostly picks an invoice for which ok is true, and now and then any invoice for which
			// anyOf is, to be refused.
			mostly := func(ok, anyOf func(*escrowed) bool) *escrowed {
				if rng.IntN(4) > 0 {
					if e := pick(ok); e != nil {
						return e
					}
				}
				return pick(anyOf)
			}
			settled := func(e *escrowed, p PaidInvoice) {
				e.paid, e.round, e.remaining = &p, round, p.Amount.Int64()
			}

			stage := func(i int) {
				n := 1 + rng.IntN(3)
				amounts := make([]int64, n)
				for j := range amounts {
					amounts[j] = 1 + rng.Int64N(20_000_000)
				}
				for _, inv := range f.stage(t, fmt.Sprintf("s%d-%d-%d", seed, round, i), amounts...) {
					invoices = append(invoices, &escrowed{inv: inv})
				}
				requireConserved("stage")
			}

			pay := func() {
				e := pick(func(e *escrowed) bool { return e.paid == nil })
				if e == nil {
					return
				}
				permit := f.permit(t, f.addrs.USDC, e.inv.Amount)
				paid, _, err := f.pay(t, f.payment(t, f.payerKey, e.inv, e.inv, permit))
				require.NoError(t, err)
				settled(e, paid)
				spent = append(spent, permit.Nonce)
				saw("pay")
				requireConserved("pay")
			}

			payBatch := func() {
				type outcome struct {
					id     [32]byte
					reason string // "" when the payment settles
				}
				var payments []Payment
				var want []outcome
				paidNow := map[*escrowed]bool{}
				spentNow := slices.Clone(spent)
				isSpent := func(n *big.Int) bool {
					return slices.ContainsFunc(spentNow, func(s *big.Int) bool { return s.Cmp(n) == 0 })
				}
				for range 1 + rng.IntN(6) {
					e := mostly(func(e *escrowed) bool { return e.paid == nil }, func(*escrowed) bool { return true })
					permit := f.permit(t, f.addrs.USDC, e.inv.Amount)
					signedFor := e.inv
					defect := []string{"", "", "expired", "signed over another invoice", "spent nonce"}[rng.IntN(5)]
					switch defect {
					case "expired":
						permit.Deadline = big.NewInt(1)
					case "signed over another invoice":
						signedFor.Amount = new(big.Int).Add(e.inv.Amount, big.NewInt(1))
					case "spent nonce": // if any
						if len(spentNow) > 0 {
							permit.Nonce = new(big.Int).Set(spentNow[rng.IntN(len(spentNow))])
						}
					}
					// What the gateway, then Permit2, check first.
					o := outcome{id: e.inv.ID}
					switch {
					case e.paid != nil || paidNow[e]:
						o.reason = "InvoiceNotPayable"
					case defect == "expired":
						o.reason = "SignatureExpired"
					case isSpent(permit.Nonce):
						o.reason = "InvalidNonce"
					case defect == "signed over another invoice":
						o.reason = "InvalidSigner"
					default:
						paidNow[e] = true
						spentNow = append(spentNow, permit.Nonce)
					}
					payments = append(payments, f.payment(t, f.payerKey, e.inv, signedFor, permit))
					want = append(want, o)
				}

				_, ev := f.payBatch(t, payments)
				var wantPaid, gotPaid [][32]byte
				var wantFailed, gotFailed []outcome
				for _, o := range want {
					if o.reason == "" {
						wantPaid = append(wantPaid, o.id)
					} else {
						wantFailed = append(wantFailed, o)
					}
				}
				for _, p := range ev.Paid {
					gotPaid = append(gotPaid, p.ID)
				}
				for _, fl := range ev.Failed {
					require.Equal(t, f.payer.Address(), fl.Payer)
					gotFailed = append(gotFailed, outcome{fl.ID, reason(fl.Reason)})
				}
				for _, o := range want {
					saw("payBatch: " + cmp.Or(o.reason, "settled"))
				}
				require.Equal(t, wantPaid, gotPaid, "the payments the batch settled")
				require.Equal(t, wantFailed, gotFailed, "the payments the batch refused, and why")
				for _, p := range ev.Paid {
					i := slices.IndexFunc(invoices, func(e *escrowed) bool { return e.inv.ID == p.ID })
					settled(invoices[i], p.PaidInvoice)
				}
				spent = spentNow
				requireConserved("payBatch")
			}

			refund := func() {
				e := mostly(func(e *escrowed) bool { return e.paid != nil && e.round == round && e.remaining > 0 },
					func(e *escrowed) bool { return e.paid != nil && !e.claimed && e.remaining > 0 })
				if e == nil {
					return
				}
				amount := 1 + rng.Int64N(e.remaining) // a part
				switch rng.IntN(5) {
				case 0: // all that remains
					amount = e.remaining
				case 1: // more than remains
					amount = e.remaining + 1 + rng.Int64N(e.remaining)
				}
				_, err := f.send(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
					return f.gateway.Refund(f.ctx, o, with(e, e.remaining), big.NewInt(amount))
				})
				var refusal string
				switch {
				case e.round != round:
					refusal = "RefundWindowClosed"
				case amount > e.remaining:
					refusal = "RefundExceedsRemaining"
				}
				if refusal != "" {
					requireReverted(t, err, refusal)
				} else {
					require.NoError(t, err)
					e.remaining -= amount
				}
				saw("refund: " + cmp.Or(refusal, "settled"))
				requireConserved("refund")
			}

			// claim claims up to three paid invoices (now and then the same one twice): all of
			// them, or none when the first the gateway cannot claim is claimed, refunded, or in its
			// window.
			claim := func() {
				var batch []*escrowed
				for range 1 + rng.IntN(3) {
					if e := mostly(func(e *escrowed) bool { return e.paid != nil && !e.claimed && e.remaining > 0 && e.round < round },
						func(e *escrowed) bool { return e.paid != nil }); e != nil {
						batch = append(batch, e)
					}
				}
				if len(batch) == 0 {
					return
				}
				var refusal string
				claimedNow := map[*escrowed]bool{}
				var args []PaidInvoice
				for _, e := range batch {
					args = append(args, with(e, e.remaining))
					if refusal != "" {
						continue
					}
					switch {
					case e.claimed || claimedNow[e]:
						refusal = "InvoiceAlreadyClaimed"
					case e.remaining == 0:
						refusal = "InvoiceAlreadyRefunded"
					case e.round == round:
						refusal = "RefundWindowOpen"
					}
					claimedNow[e] = true
				}
				r, err := f.send(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
					return f.gateway.Claim(f.ctx, o, f.merchant.Address(), f.addrs.USDC, args)
				})
				if refusal != "" {
					requireReverted(t, err, refusal)
				} else {
					require.NoError(t, err)
					ev, err := f.gateway.ParseEvents(r.Logs)
					require.NoError(t, err)
					require.Len(t, ev.Claimed, len(batch))
					for _, e := range batch {
						e.claimed = true
					}
				}
				saw("claim: " + cmp.Or(refusal, "settled"))
				requireConserved("claim")
			}

			// Rounds of steps, each ending with the refund window elapsing: what was paid in a round
			// can be refunded in it and claimed after it.
			for ; round < 3; round++ {
				for i := range 20 {
					switch op := rng.IntN(10); {
					case op < 3 || len(invoices) == 0:
						stage(i)
					case op < 4:
						pay()
					case op < 6:
						payBatch()
					case op < 8:
						refund()
					default:
						claim()
					}
				}
				f.elapseRefundWindow(t)
			}

			// Everything still held is claimable now: one claim takes it all, the gateway is empty.
			var rest []PaidInvoice
			var restOf []*escrowed
			for _, e := range invoices {
				if e.paid != nil && !e.claimed && e.remaining > 0 {
					rest = append(rest, with(e, e.remaining))
					restOf = append(restOf, e)
				}
			}
			require.NotEmpty(t, rest)
			f.mustSend(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
				return f.gateway.Claim(f.ctx, o, f.merchant.Address(), f.addrs.USDC, rest)
			})
			for _, e := range restOf {
				e.claimed = true
			}
			requireConserved("the last claim")
			require.Equal(t, "0", f.balance(t, f.usdc, f.addrs.Gateway).String(), "everything was refunded or claimed")
		})
	}
}
