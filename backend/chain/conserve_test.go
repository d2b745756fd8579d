package chain

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"
)

// TestGatewayConservesFundsThroughRandomSequences runs seeded random
// sequences of stage, pay, refund (partial, whole, and more than remains)
// and, after the window, claim (also of what was claimed or refunded
// already) on the simulated chain, and after every step checks that the
// gateway's USDC is exactly the sum of what it still holds per invoice and
// that the USDC of payer, gateway and payout wallet together never
// changes. A refused step must move nothing. (Issue #21 item 3, for the
// operations the gateway has today.)
func TestGatewayConservesFundsThroughRandomSequences(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3} {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			t.Parallel()
			rng := rand.New(rand.NewPCG(seed, 21))
			f := setup(t)
			total := f.usdcHeld(t)

			type escrowed struct {
				inv       Invoice
				paid      *PaidInvoice
				remaining int64
				claimed   bool
			}
			var invoices []*escrowed
			requireConserved := func(step string) {
				t.Helper()
				var held int64
				for _, e := range invoices {
					if e.paid != nil && !e.claimed {
						held += e.remaining
					}
				}
				require.Equal(t, big.NewInt(held).String(), f.balance(t, f.usdc, f.addrs.Gateway).String(), "the gateway holds what its invoices do, after %s", step)
				require.Equal(t, total.String(), f.usdcHeld(t).String(), "no USDC appears or vanishes, after %s", step)
			}
			with := func(e *escrowed, amount int64) PaidInvoice {
				p := *e.paid
				p.Amount = big.NewInt(amount)
				return p
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
			refund := func(e *escrowed, amount int64) error {
				_, err := f.send(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
					return f.gateway.Refund(f.ctx, o, with(e, e.remaining), big.NewInt(amount))
				})
				return err
			}

			// Inside the refund window.
			for i := range 30 {
				switch op := rng.IntN(10); {
				case op < 3 || len(invoices) == 0:
					amount := 1 + rng.Int64N(20_000_000)
					inv := f.stage(t, fmt.Sprintf("s%d-%d", seed, i), amount)[0]
					invoices = append(invoices, &escrowed{inv: inv})
					requireConserved("stage")
				case op < 6:
					e := pick(func(e *escrowed) bool { return e.paid == nil })
					if e == nil {
						continue
					}
					paid, _ := f.payUSDC(t, e.inv)
					e.paid, e.remaining = &paid, e.inv.Amount.Int64()
					requireConserved("pay")
				default:
					e := pick(func(e *escrowed) bool { return e.paid != nil && e.remaining > 0 })
					if e == nil {
						continue
					}
					amount := 1 + rng.Int64N(e.remaining+e.remaining/4) // now and then more than remains
					err := refund(e, amount)
					if amount > e.remaining {
						requireReverted(t, err, "RefundExceedsRemaining")
					} else {
						require.NoError(t, err)
						e.remaining -= amount
					}
					requireConserved("refund")
				}
			}

			// After it: no refund; a claim pays what remains of each, once.
			f.elapseRefundWindow(t)
			if e := pick(func(e *escrowed) bool { return e.paid != nil && e.remaining > 0 }); e != nil {
				requireReverted(t, refund(e, 1), "RefundWindowClosed")
				requireConserved("a refund after the window")
			}
			var claim []PaidInvoice
			var claimed []*escrowed
			for _, e := range invoices {
				if e.paid != nil && e.remaining > 0 {
					claim = append(claim, with(e, e.remaining))
					claimed = append(claimed, e)
				}
			}
			if len(claim) > 0 {
				f.mustSend(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
					return f.gateway.Claim(f.ctx, o, f.merchant.Address(), f.addrs.USDC, claim)
				})
				for _, e := range claimed {
					e.claimed = true
				}
				requireConserved("claim")
				_, err := f.send(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
					return f.gateway.Claim(f.ctx, o, f.merchant.Address(), f.addrs.USDC, claim[:1])
				})
				requireReverted(t, err, "InvoiceAlreadyClaimed")
				requireConserved("a second claim")
			}
			if e := pick(func(e *escrowed) bool { return e.paid != nil && e.remaining == 0 }); e != nil {
				_, err := f.send(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
					return f.gateway.Claim(f.ctx, o, f.merchant.Address(), f.addrs.USDC, []PaidInvoice{with(e, 0)})
				})
				requireReverted(t, err, "InvoiceAlreadyRefunded")
				requireConserved("a claim of a refunded invoice")
			}
			require.Equal(t, "0", f.balance(t, f.usdc, f.addrs.Gateway).String(), "everything was refunded or claimed")
		})
	}
}
