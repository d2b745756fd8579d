package chain

import (
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"
)

// batchPayers returns n payer keys (not funded: pass them to setupWith, then fundPayers).
func batchPayers(t testing.TB, n int) []*ecdsa.PrivateKey {
	t.Helper()
	keys := make([]*ecdsa.PrivateKey, n)
	for i := range keys {
		keys[i] = testKey(t, int64(1000+i))
	}
	return keys
}

// fundPayers gives each key 1,000,000 USDC and has it approve Permit2, in two blocks: every
// mint, then every approval.
func (f *fixture) fundPayers(t testing.TB, keys []*ecdsa.PrivateKey) {
	t.Helper()
	deployer := NewTransactor(f.client, testKey(t, 1), f.chainID, nil)
	var txs []*types.Transaction
	for _, k := range keys {
		tx, err := deployer.Send(f.ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
			o.GasLimit = 100_000
			return f.usdc.Mint(f.ctx, o, crypto.PubkeyToAddress(k.PublicKey), usdcUnits(1_000_000))
		})
		require.NoError(t, err)
		txs = append(txs, tx)
	}
	f.sim.Commit()
	for _, k := range keys {
		tx, err := NewTransactor(f.client, k, f.chainID, nil).Send(f.ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
			o.GasLimit = 100_000
			return f.usdc.Approve(f.ctx, o, f.addrs.Permit2, maxUint256)
		})
		require.NoError(t, err)
		txs = append(txs, tx)
	}
	f.sim.Commit()
	for _, tx := range txs {
		r, err := f.client.TransactionReceipt(f.ctx, tx.Hash())
		require.NoError(t, err)
		require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
	}
}

// nonceIn is the Permit2 unordered nonce of bit in word.
func nonceIn(word, bit int64) *big.Int {
	return new(big.Int).Or(new(big.Int).Lsh(big.NewInt(word), 8), big.NewInt(bit))
}

// payBatch sends payments in one payBatch from the relayer and returns its receipt and events.
func (f *fixture) payBatch(t testing.TB, payments []Payment) (*types.Receipt, Events) {
	t.Helper()
	r := f.mustSend(t, f.relayer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.PayBatch(f.ctx, o, payments)
	})
	require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
	ev, err := f.gateway.ParseEvents(r.Logs)
	require.NoError(t, err)
	return r, ev
}

var payBatchSizes = []int{1, 10, 50, 100}

// measureBatchGas measures payBatch per payment at each batch size, for payers' first payments
// (each creates its Permit2 nonce word) and later ones (the word exists), on a chain in the
// steady state measureGas describes. The payers are distinct, as a batch's are.
func measureBatchGas(t testing.TB) []gasMetric {
	t.Helper()
	keys := batchPayers(t, payBatchSizes[len(payBatchSizes)-1])
	f := setupWith(t, keys)
	f.fundPayers(t, keys)
	f.payUSDC(t, f.stage(t, "warm", 1_000_000)[0]) // the gateway holds USDC
	var out []gasMetric
	for word, n := range payBatchSizes {
		amounts := make([]int64, 2*n)
		for i := range amounts {
			amounts[i] = 19_990_000
		}
		invoices := f.stage(t, fmt.Sprintf("batch-%d", n), amounts...)
		for round, name := range []string{"FirstNonceWord", "UsedNonceWord"} {
			payments := make([]Payment, n)
			for i := range payments {
				inv := invoices[round*n+i]
				permit := Permit{Token: f.addrs.USDC, Amount: inv.Amount, Nonce: nonceIn(int64(1+word), int64(round)), Deadline: big.NewInt(permitDeadline)}
				payments[i] = f.payment(t, keys[i], inv, inv, permit)
			}
			r, ev := f.payBatch(t, payments)
			require.Len(t, ev.Paid, n)
			require.Empty(t, ev.Failed)
			out = append(out, gasMetric{fmt.Sprintf("PayBatch/batch=%d/%s", n, name), r.GasUsed / uint64(n)})
		}
	}
	return out
}

func TestPayBatch(t *testing.T) {
	t.Parallel()

	// One batch mixing good payments with every way a payment can fail: each failure is
	// undone alone and named with its reason, the good ones settle, and no USDC appears or
	// vanishes.
	t.Run("EachPaymentStandsAlone", func(t *testing.T) {
		t.Parallel()
		keys := batchPayers(t, 3)
		f := setupWith(t, keys)
		payerBefore := f.balance(t, f.usdc, f.payer.Address())
		f.fundPayers(t, keys)
		poor, _ := crypto.GenerateKey() // holds no USDC, approved nothing

		invs := f.stage(t, "mixed", 1_000_000, 2_000_000, 3_000_000, 4_000_000, 5_000_000, 6_000_000, 7_000_000, 8_000_000)
		alreadyPaid, _ := f.payUSDC(t, invs[1])
		unstaged := Invoice{ID: invoiceID(t, "never"), Merchant: f.merchant.Address(), PayoutToken: f.addrs.USDC, Amount: big.NewInt(1_000_000)}
		permit := func(inv Invoice, nonce int64) Permit {
			return Permit{Token: f.addrs.USDC, Amount: inv.Amount, Nonce: big.NewInt(nonce), Deadline: big.NewInt(permitDeadline)}
		}
		expired := permit(invs[4], 5)
		expired.Deadline = big.NewInt(1)
		badSig := f.payment(t, keys[1], invs[3], invs[3], permit(invs[3], 4))
		badSig.Signature[10] ^= 0xff
		spent := f.payment(t, keys[0], invs[6], invs[6], permit(invs[6], 1)) // nonce 1 of keys[0], spent below
		swapNoRouter := f.payment(t, f.payerKey, invs[7], invs[7], Permit{Token: f.addrs.EURC, Amount: usdcUnits(10), Nonce: big.NewInt(8), Deadline: big.NewInt(permitDeadline)})

		payments := []Payment{
			f.payment(t, keys[0], invs[0], invs[0], permit(invs[0], 1)),    // good
			f.payment(t, keys[1], invs[1], invs[1], permit(invs[1], 2)),    // already paid
			f.payment(t, keys[1], unstaged, unstaged, permit(unstaged, 3)), // never staged
			badSig,
			f.payment(t, keys[1], invs[4], invs[4], expired),
			f.payment(t, poor, invs[5], invs[5], permit(invs[5], 6)), // no balance, no approval
			spent,        // the first payment used this nonce
			swapNoRouter, // a swap with no router set
			f.payment(t, keys[2], invs[2], invs[2], permit(invs[2], 9)), // good, after all of them
		}
		gatewayBefore := f.balance(t, f.usdc, f.addrs.Gateway)
		held := func() *big.Int {
			sum := new(big.Int)
			for _, k := range keys {
				sum.Add(sum, f.balance(t, f.usdc, crypto.PubkeyToAddress(k.PublicKey)))
			}
			return sum.Add(sum, f.balance(t, f.usdc, f.addrs.Gateway))
		}
		before := held()

		_, ev := f.payBatch(t, payments)

		require.Len(t, ev.Paid, 2)
		require.Equal(t, invs[0].ID, ev.Paid[0].ID)
		require.Equal(t, invs[2].ID, ev.Paid[1].ID)
		reasons := map[[32]byte]string{}
		for _, failed := range ev.Failed {
			var re *RevertError
			require.ErrorAs(t, failed.Reason, &re)
			reasons[failed.ID] = re.Name
			if re.Name == "Error" {
				reasons[failed.ID] += ": " + re.Args[0].(string)
			}
		}
		require.Equal(t, map[[32]byte]string{
			invs[1].ID:  "InvoiceNotPayable",
			unstaged.ID: "InvoiceNotPayable",
			invs[3].ID:  "InvalidSigner",
			invs[4].ID:  "SignatureExpired",
			invs[5].ID:  "Error: TRANSFER_FROM_FAILED", // solmate's, in Permit2
			invs[6].ID:  "InvalidNonce",
			invs[7].ID:  "SwapRouterUnset",
		}, reasons)
		for _, failed := range ev.Failed {
			require.NotEqual(t, common.Address{}, failed.Payer)
		}

		require.Equal(t, before.String(), held().String(), "no USDC appears or vanishes")
		require.Equal(t, payerBefore.String(), new(big.Int).Add(f.balance(t, f.usdc, f.payer.Address()), invs[1].Amount).String(), "the swap's payer paid only the earlier invoice")
		require.Equal(t, new(big.Int).Add(gatewayBefore, big.NewInt(1_000_000+3_000_000)).String(), f.balance(t, f.usdc, f.addrs.Gateway).String())
		// What failed is still payable.
		for i, inv := range []Invoice{invs[3], invs[4], invs[6]} {
			_, _, err := f.pay(t, f.payment(t, keys[1], inv, inv, permit(inv, int64(20+i))))
			require.NoError(t, err, "a payment that failed in a batch can be made again")
		}
		require.Equal(t, alreadyPaid.ID, invs[1].ID)
	})

	t.Run("AllFailingStillMines", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		inv := f.stage(t, "a", 1_000_000)[0]
		f.payUSDC(t, inv)
		_, ev := f.payBatch(t, []Payment{f.payment(t, f.payerKey, inv, inv, f.permit(t, f.addrs.USDC, inv.Amount))})
		require.Empty(t, ev.Paid)
		require.Len(t, ev.Failed, 1)
		require.Equal(t, "InvoiceNotPayable", RevertName(ev.Failed[0].Reason))
	})

	t.Run("RejectsEmptyBatch", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		_, err := f.send(t, f.relayer, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.PayBatch(f.ctx, o, nil)
		})
		requireReverted(t, err, "EmptyBatch")
	})

	// payOne pays an invoice with no lock of its own: only payBatch may call it.
	t.Run("PayOneIsTheGatewaysOwn", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		inv := f.stage(t, "a", 1_000_000)[0]
		p := f.payment(t, f.payerKey, inv, inv, f.permit(t, f.addrs.USDC, inv.Amount))
		_, err := f.send(t, f.relayer, func(o *bind.TransactOpts) (*types.Transaction, error) {
			data, err := f.gateway.abi.TryPackPayOne(batchArg(p), f.relayer.Address())
			if err != nil {
				return nil, err
			}
			return f.gateway.transact(f.ctx, o, "payOne", data)
		})
		requireReverted(t, err, "OnlySelf")
	})

	t.Run("RefusesTokenPermitPayments", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		inv := f.stage(t, "a", 1_000_000)[0]
		p := f.payment(t, f.payerKey, inv, inv, f.permit(t, f.addrs.USDC, inv.Amount))
		p.TokenPermit = &TokenPermit{Value: big.NewInt(1), Deadline: big.NewInt(1), Signature: make([]byte, 65)}
		_, err := f.gateway.PayBatch(f.ctx, &bind.TransactOpts{}, []Payment{p})
		require.ErrorIs(t, err, ErrBatchTokenPermit)
	})
}

// CheckGatewayCode refuses, at start, a contract that does not dispatch every function Paystead
// calls: a gateway from an older build (no payBatch) would revert every batch sent to it.
func TestCheckGatewayCode(t *testing.T) {
	t.Parallel()
	f := setup(t)
	require.NoError(t, CheckGatewayCode(f.ctx, f.client, f.gateway))

	err := CheckGatewayCode(f.ctx, f.client, NewGateway(f.client, f.addrs.USDC))
	require.ErrorIs(t, err, ErrGatewayOutdated)
	require.ErrorContains(t, err, "payBatch(")
	require.ErrorContains(t, err, f.addrs.USDC.Hex())

	err = CheckGatewayCode(f.ctx, f.client, NewGateway(f.client, common.HexToAddress("0x1234")))
	require.ErrorIs(t, err, ErrGatewayOutdated)
	require.ErrorContains(t, err, "no contract")
}
