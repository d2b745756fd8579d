package chain

import (
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"
)

// Gas budgets for the gateway (see contracts/GAS.md).
const (
	payGasBudget       = 120_000
	lifecycleGasBudget = 150_000
	// #21: a payer's later payment in a batch of 50, and an invoice's whole life with its
	// payment batched (stage 100, payBatch 50 with a fresh nonce word, claim 100).
	batchPayGasBudget         = 60_000
	batchedLifecycleGasBudget = 110_000
)

var gasBatchSizes = []int{1, 10, 100}

type gasMetric struct {
	name string
	gas  uint64 // per invoice for batched operations
}

// measureGas runs every gateway operation once on a fresh chain and returns the gas each used.
// Gas is deterministic, so one run is the measurement.
//
// The state is a steady one: the gateway and the payout wallet already hold USDC, payers hold
// more than they pay, so no balance slot goes from or to zero.
func measureGas(t testing.TB) []gasMetric {
	t.Helper()
	f := setup(t)
	var out []gasMetric
	add := func(name string, gas uint64) { out = append(out, gasMetric{name, gas}) }

	// Warm the gateway's and the payout wallet's USDC balances.
	f.payUSDC(t, f.stage(t, "warm", 1_000_000)[0])
	f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.usdc.Mint(f.ctx, o, f.wallet, big.NewInt(1))
	})

	for _, n := range gasBatchSizes {
		amounts := make([]int64, n)
		for i := range amounts {
			amounts[i] = 19_990_000
		}
		staged := make([]StagedInvoice, n)
		for i := range staged {
			staged[i] = StagedInvoice{ID: invoiceID(t, fmt.Sprintf("stage-%d-%d", n, i)), PayoutToken: f.addrs.USDC, Amount: big.NewInt(amounts[i])}
		}
		r := f.mustSend(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.StageInvoices(f.ctx, o, f.merchant.Address(), staged)
		})
		add(fmt.Sprintf("Stage/batch=%d", n), r.GasUsed/uint64(n))
	}

	// A new payer's first payment writes a fresh Permit2 nonce word; its second reuses it.
	payer, key := f.newPayer(t)
	invoices := f.stage(t, "pay", 19_990_000, 19_990_000)
	_, first, err := f.pay(t, f.payment(t, key, invoices[0], invoices[0], f.permit(t, f.addrs.USDC, invoices[0].Amount)))
	require.NoError(t, err)
	add("Pay/FirstNonceWord", first.GasUsed)
	paid, second, err := f.pay(t, f.payment(t, key, invoices[1], invoices[1], f.permit(t, f.addrs.USDC, invoices[1].Amount)))
	require.NoError(t, err)
	add("Pay/UsedNonceWord", second.GasUsed)
	require.Equal(t, payer.Address(), paid.Payer)

	r := f.mustSend(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.Refund(f.ctx, o, paid, paid.Amount)
	})
	add("Refund/Full", r.GasUsed)

	// Claims: pay enough invoices for every batch, let them mature, claim each batch.
	var total int
	for _, n := range gasBatchSizes {
		total += n
	}
	amounts := make([]int64, total)
	for i := range amounts {
		amounts[i] = 19_990_000
	}
	var matured []PaidInvoice
	for _, inv := range f.stage(t, "claim", amounts...) {
		p, _ := f.payUSDC(t, inv)
		matured = append(matured, p)
	}
	f.elapseRefundWindow(t)
	for _, n := range gasBatchSizes {
		batch := matured[:n]
		matured = matured[n:]
		r := f.mustSend(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.Claim(f.ctx, o, f.merchant.Address(), f.addrs.USDC, batch)
		})
		add(fmt.Sprintf("Claim/batch=%d", n), r.GasUsed/uint64(n))
	}

	// Swap payments: EURC signed, exactly the invoice's USDC delivered through the real Uniswap
	// v3 SwapRouter, the unused EURC returned. Deployed last so the figures above are unchanged.
	// A first swap pays for the pool's one-time writes; the measured ones see a warm pool, like
	// the same-token figures see warm balances. The payer signs for the reverse quote plus 50 bps,
	// as prepare does.
	u := f.deployUniswapV3(t)
	quoter, err := NewQuoter(f.client, u.Quoter)
	require.NoError(t, err)
	payEURC := func(key *ecdsa.PrivateKey, inv Invoice) *types.Receipt {
		needed, err := quoter.QuoteExactOutputSingle(f.ctx, nil, f.addrs.EURC, f.addrs.USDC, DevPoolFee, inv.Amount)
		require.NoError(t, err)
		maxIn := new(big.Int).Div(new(big.Int).Mul(needed, big.NewInt(10_050)), big.NewInt(10_000))
		p := f.payment(t, key, inv, inv, f.permit(t, f.addrs.EURC, maxIn))
		p.PoolFee = DevPoolFee
		_, r, err := f.pay(t, p)
		require.NoError(t, err)
		return r
	}
	swapInvoices := f.stage(t, "swap", 19_990_000, 19_990_000, 19_990_000)
	payEURC(f.payerKey, swapInvoices[0]) // warm the pool
	_, swapKey := f.newPayer(t)
	add("PaySwap/FirstNonceWord", payEURC(swapKey, swapInvoices[1]).GasUsed)
	add("PaySwap/UsedNonceWord", payEURC(swapKey, swapInvoices[2]).GasUsed)

	// A payer holding no ETH who never approved Permit2: the relayer carries the token's
	// EIP-2612 permit in the payment (payWithTokenPermit). Measured last, like the swaps.
	gaslessKey, _ := f.gaslessPayer(t, 11)
	gasless := f.stage(t, "gasless", 19_990_000)[0]
	p := f.payment(t, gaslessKey, gasless, gasless, f.permit(t, f.addrs.USDC, gasless.Amount))
	p.TokenPermit = f.tokenPermit(t, gaslessKey, maxUint256)
	_, r, err = f.pay(t, p)
	require.NoError(t, err)
	add("Pay/FirstWithTokenPermit", r.GasUsed)

	// A refund in two parts: the first leaves a commitment to what remains, the second refunds
	// exactly that. Measured last, like the swaps, so the figures above are unchanged.
	partly, _ := f.payUSDC(t, f.stage(t, "partial", 19_990_000)[0])
	r = f.mustSend(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.Refund(f.ctx, o, partly, big.NewInt(4_990_000))
	})
	add("Refund/Partial", r.GasUsed)
	partly.Amount = big.NewInt(15_000_000)
	r = f.mustSend(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.Refund(f.ctx, o, partly, partly.Amount)
	})
	add("Refund/Rest", r.GasUsed)

	byName := map[string]uint64{}
	for _, m := range out {
		byName[m.name] = m.gas
	}
	add("Lifecycle/stage100+pay+claim100", byName["Stage/batch=100"]+byName["Pay/FirstNonceWord"]+byName["Claim/batch=100"])
	// Several networks (#32): an invoice is staged on its first network at creation, batched
	// with the others, and on another only when its customer chooses it there, alone. Beside
	// it, the choice not made: staging every invoice on each of two networks.
	add("Networks/StagedOnTheFirst", byName["Stage/batch=100"])
	add("Networks/StagedOnTheFirstThenMovedOnce", byName["Stage/batch=100"]+byName["Stage/batch=1"])
	add("Networks/StagedOnEachOfTwo", 2*byName["Stage/batch=100"])

	// Batched payments, on a chain of their own (with a hundred funded payers) so that the
	// figures above stay as they were.
	for _, m := range measureBatchGas(t) {
		add(m.name, m.gas)
		byName[m.name] = m.gas
	}
	for _, n := range []int{50, 100} {
		add(fmt.Sprintf("Lifecycle/stage100+payBatch%d+claim100", n),
			byName["Stage/batch=100"]+byName[fmt.Sprintf("PayBatch/batch=%d/FirstNonceWord", n)]+byName["Claim/batch=100"])
	}
	// Circle's USDC (#33), on a chain of its own, beside the test stablecoin's figures above.
	out = append(out, measureCircleGas(t)...)
	return out
}

// measureCircleGas measures payments, a refund and claims in Circle's FiatToken v2.2 (USDC
// behind its proxy), in the same steady state as measureGas: the gateway's and the payout
// wallet's balances warm.
func measureCircleGas(t testing.TB) []gasMetric {
	t.Helper()
	f := setupWith(t, []*ecdsa.PrivateKey{testKey(t, 20)})
	c := f.circleUSDC(t)
	usdc := c.dep.Proxy
	var out []gasMetric
	add := func(name string, gas uint64) { out = append(out, gasMetric{"CircleUSDC/" + name, gas}) }
	f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return c.token.ConfigureMinter(f.ctx, o, f.deployer.Address(), usdcUnits(100_000_000))
	})
	f.fundPayerIn(t, c.token.Token, f.payer)
	payIn := func(key *ecdsa.PrivateKey, inv Invoice) (PaidInvoice, *types.Receipt) {
		paid, r, err := f.pay(t, f.payment(t, key, inv, inv, f.permit(t, usdc, inv.Amount)))
		require.NoError(t, err)
		return paid, r
	}
	payIn(f.payerKey, f.stageIn(t, usdc, "warm", 1_000_000)[0])
	f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return c.token.Mint(f.ctx, o, f.wallet, big.NewInt(1))
	})

	key := testKey(t, 20) // a payer of its own, so of its own Permit2 nonce bitmap
	f.fundPayerIn(t, c.token.Token, NewTransactor(f.client, key, f.chainID, f.sealer()))
	invoices := f.stageIn(t, usdc, "pay", 19_990_000, 19_990_000)
	_, first := payIn(key, invoices[0])
	add("Pay/FirstNonceWord", first.GasUsed)
	paid, second := payIn(key, invoices[1])
	add("Pay/UsedNonceWord", second.GasUsed)
	r := f.mustSend(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.Refund(f.ctx, o, paid, paid.Amount)
	})
	add("Refund/Full", r.GasUsed)

	var matured []PaidInvoice
	amounts := make([]int64, 101)
	for i := range amounts {
		amounts[i] = 19_990_000
	}
	for _, inv := range f.stageIn(t, usdc, "claim", amounts...) {
		p, _ := payIn(f.payerKey, inv)
		matured = append(matured, p)
	}
	f.elapseRefundWindow(t)
	for _, batch := range [][]PaidInvoice{matured[:1], matured[1:]} {
		r := f.mustSend(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.Claim(f.ctx, o, f.merchant.Address(), usdc, batch)
		})
		add(fmt.Sprintf("Claim/batch=%d", len(batch)), r.GasUsed/uint64(len(batch)))
	}

	// A first payment by payers who never approved Permit2 and hold no ETH (#33): two signatures
	// (the token's EIP-2612 permit to Permit2, then the Permit2 payment: payWithTokenPermit), or
	// one EIP-3009 authorization (payWithAuthorization), alone and in a payAuthorizedBatch of 10.
	domain, err := c.token.PermitDomain(f.ctx, f.chainID)
	require.NoError(t, err)
	gasless := func(i int64) *ecdsa.PrivateKey {
		key := testKey(t, 100+i)
		f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return c.token.Mint(f.ctx, o, crypto.PubkeyToAddress(key.PublicKey), usdcUnits(1_000))
		})
		return key
	}
	authorize := func(key *ecdsa.PrivateKey, inv Invoice) Payment {
		sig, err := SignReceiveAuthorization(key, domain, f.addrs.Gateway, inv, big.NewInt(0), big.NewInt(permitDeadline))
		require.NoError(t, err)
		return Payment{Invoice: inv, Payer: crypto.PubkeyToAddress(key.PublicKey),
			Authorization: &Authorization{ValidAfter: big.NewInt(0), ValidBefore: big.NewInt(permitDeadline), Signature: sig}}
	}
	firsts := f.stageIn(t, usdc, "first", 19_990_000, 19_990_000)
	key = gasless(0)
	p := f.payment(t, key, firsts[0], firsts[0], f.permit(t, usdc, firsts[0].Amount))
	nonce, err := c.token.PermitNonce(f.ctx, crypto.PubkeyToAddress(key.PublicKey))
	require.NoError(t, err)
	permitSig, err := SignTokenPermit(key, domain, f.addrs.Permit2, maxUint256, nonce, big.NewInt(permitDeadline))
	require.NoError(t, err)
	p.TokenPermit = &TokenPermit{Value: maxUint256, Deadline: big.NewInt(permitDeadline), Signature: permitSig}
	_, r, err = f.pay(t, p)
	require.NoError(t, err)
	add("Pay/FirstWithTokenPermit", r.GasUsed)
	_, r, err = f.pay(t, authorize(gasless(1), firsts[1]))
	require.NoError(t, err)
	add("Pay/FirstWithAuthorization", r.GasUsed)
	batch := make([]Payment, 10)
	for i, inv := range f.stageIn(t, usdc, "authorized", 19_990_000, 19_990_000, 19_990_000, 19_990_000, 19_990_000,
		19_990_000, 19_990_000, 19_990_000, 19_990_000, 19_990_000) {
		batch[i] = authorize(gasless(int64(2+i)), inv)
	}
	r = f.mustSend(t, f.relayer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.PayAuthorizedBatch(f.ctx, o, batch)
	})
	add("PayAuthorizedBatch/batch=10", r.GasUsed/10)

	// A partial refund to another address the payer consented to (refundTo), beside a partial
	// refund to the payer.
	consented, _ := payIn(f.payerKey, f.stageIn(t, usdc, "refund-to", 19_990_000)[0])
	to := common.HexToAddress("0x00000000000000000000000000000000000A11CE")
	sig, err := SignRefundConsent(f.payerKey, f.chainID, f.addrs.Gateway, consented.ID, to, big.NewInt(permitDeadline))
	require.NoError(t, err)
	r = f.mustSend(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.RefundTo(f.ctx, o, consented, big.NewInt(4_990_000), RefundConsent{To: to, Deadline: big.NewInt(permitDeadline), Signature: sig})
	})
	add("RefundTo/Partial", r.GasUsed)
	consented.Amount = big.NewInt(15_000_000)
	r = f.mustSend(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.Refund(f.ctx, o, consented, big.NewInt(4_990_000))
	})
	add("Refund/Partial", r.GasUsed)
	return append(out, measureDepositGas(t)...)
}

// BenchmarkGas reports the gas of each gateway operation as gas/op (per invoice for batches);
// PaySwap/* is a pay in EURC swapped into USDC through Uniswap v3, beside Pay/* in USDC.
// Gas does not vary between runs, so the operations run once, outside the timed loop, and the
// time metric is suppressed.
func BenchmarkGas(b *testing.B) {
	for _, m := range measureGas(b) {
		b.Run(m.name, func(b *testing.B) {
			for b.Loop() {
			}
			b.ReportMetric(float64(m.gas), "gas/op")
			b.ReportMetric(0, "ns/op")
		})
	}
}

func TestGasWithinBudget(t *testing.T) {
	t.Parallel()
	metrics := measureGas(t)
	var table strings.Builder
	gas := map[string]uint64{}
	for _, m := range metrics {
		gas[m.name] = m.gas
		fmt.Fprintf(&table, "| %s | %d |\n", m.name, m.gas)
	}
	t.Logf("gas per invoice:\n%s", table.String())

	require.LessOrEqual(t, gas["Pay/FirstNonceWord"], uint64(payGasBudget), "pay with a fresh Permit2 nonce word")
	require.LessOrEqual(t, gas["Pay/UsedNonceWord"], uint64(payGasBudget), "pay with a used Permit2 nonce word")
	require.LessOrEqual(t, gas["Lifecycle/stage100+pay+claim100"], uint64(lifecycleGasBudget), "one invoice's whole life")
	require.LessOrEqual(t, gas["PayBatch/batch=50/UsedNonceWord"], uint64(batchPayGasBudget), "a payer's later payment in a batch of 50")
	require.LessOrEqual(t, gas["Lifecycle/stage100+payBatch50+claim100"], uint64(batchedLifecycleGasBudget), "one invoice's whole life, its payment batched")
}
