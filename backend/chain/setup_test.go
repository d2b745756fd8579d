package chain

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/node"
	"github.com/ethereum/go-ethereum/params"
	"github.com/stretchr/testify/require"
)

// osakaRules runs the simulated chain under mainnet's current rules (through Osaka). The
// simulated backend's default config also enables the next fork (Bogota), whose state-creation
// and state-access repricing would make every gas figure incomparable with mainnet.
func osakaRules(_ *node.Config, ethConf *ethconfig.Config) {
	config := *params.AllDevChainProtocolChanges
	config.BogotaTime = nil
	ethConf.Genesis.Config = &config
}

// usdcUnits turns whole tokens into 6-decimal units.
func usdcUnits(whole int64) *big.Int {
	return new(big.Int).Mul(big.NewInt(whole), big.NewInt(1_000_000))
}

var maxUint256 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))

// fixture is one simulated chain with Paystead's contracts deployed, a merchant with a payout
// wallet and a delegate, and a funded payer who approved Permit2.
type fixture struct {
	ctx     context.Context
	sim     *simulated.Backend
	client  simulated.Client
	chainID *big.Int
	addrs   Addresses
	gateway *Gateway
	usdc    *Token
	eurc    *Token

	deployer, merchant, delegate, relayer, stranger *Transactor
	payer                                           *Transactor
	payerKey                                        *ecdsa.PrivateKey
	wallet                                          common.Address

	permitNonce int64
	spareKeys   []*ecdsa.PrivateKey // funded with ETH at genesis, for newPayer
}

type testKeys struct {
	deployer, merchant, delegate, relayer, stranger, payer *ecdsa.PrivateKey
}

// testKey derives the i-th test key from a fixed sequence, so every run uses the same
// addresses, which keeps calldata, and so gas, identical from run to run. Each test has its own
// chain, so tests sharing addresses do not interfere.
func testKey(t testing.TB, i int64) *ecdsa.PrivateKey {
	t.Helper()
	k, err := crypto.ToECDSA(crypto.Keccak256([]byte("paystead chain test key"), big.NewInt(i).Bytes()))
	require.NoError(t, err)
	return k
}

func setup(t testing.TB) *fixture {
	t.Helper()
	return setupWith(t, nil)
}

// setupWith is setup with more accounts holding ETH at genesis (payers for batches).
func setupWith(t testing.TB, extra []*ecdsa.PrivateKey) *fixture {
	t.Helper()
	keys := testKeys{testKey(t, 1), testKey(t, 2), testKey(t, 3), testKey(t, 4), testKey(t, 5), testKey(t, 6)}
	spare := []*ecdsa.PrivateKey{testKey(t, 7), testKey(t, 8), testKey(t, 9)}
	alloc := types.GenesisAlloc{}
	for _, k := range slices.Concat([]*ecdsa.PrivateKey{keys.deployer, keys.merchant, keys.delegate, keys.relayer, keys.stranger, keys.payer}, spare, extra) {
		alloc[crypto.PubkeyToAddress(k.PublicKey)] = types.Account{Balance: new(big.Int).Mul(big.NewInt(100), big.NewInt(params.Ether))}
	}
	// The deterministic deployment proxy, as real chains have it (deposit addresses, #34).
	alloc[DeterministicDeployer] = types.Account{Code: DeterministicDeployerCode, Nonce: 1, Balance: new(big.Int)}
	sim := simulated.NewBackend(alloc, osakaRules)
	t.Cleanup(func() { _ = sim.Close() })
	client := sim.Client()
	ctx := context.Background()
	chainID, err := client.ChainID(ctx)
	require.NoError(t, err)

	seal := func() { sim.Commit() }
	addrs, err := DeployDev(ctx, client, keys.deployer, chainID, seal)
	require.NoError(t, err)

	f := &fixture{
		ctx: ctx, sim: sim, client: client, chainID: chainID, addrs: addrs,
		gateway:   NewGateway(client, addrs.Gateway),
		usdc:      NewToken(client, addrs.USDC),
		eurc:      NewToken(client, addrs.EURC),
		deployer:  NewTransactor(client, keys.deployer, chainID, seal),
		merchant:  NewTransactor(client, keys.merchant, chainID, seal),
		delegate:  NewTransactor(client, keys.delegate, chainID, seal),
		relayer:   NewTransactor(client, keys.relayer, chainID, seal),
		stranger:  NewTransactor(client, keys.stranger, chainID, seal),
		payer:     NewTransactor(client, keys.payer, chainID, seal),
		payerKey:  keys.payer,
		wallet:    crypto.PubkeyToAddress(testKey(t, 10).PublicKey),
		spareKeys: spare,
	}
	f.mustSend(t, f.merchant, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.SetPayoutWallet(ctx, o, f.wallet)
	})
	// The delegate stages, refunds and claims; the relayer pays. Only a merchant's agents may
	// pay, so the relayer is one of its delegates too (Paystead's server wallet is both).
	for _, d := range []*Transactor{f.delegate, f.relayer} {
		f.mustSend(t, f.merchant, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.SetDelegate(ctx, o, d.Address(), true)
		})
	}
	f.fundPayer(t, f.payer)
	return f
}

// fundPayer gives payer 1,000,000 USDC and EURC and approves Permit2 for both.
func (f *fixture) fundPayer(t testing.TB, payer *Transactor) {
	t.Helper()
	for _, token := range []*Token{f.usdc, f.eurc} {
		f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return token.Mint(f.ctx, o, payer.Address(), usdcUnits(1_000_000))
		})
		f.mustSend(t, payer, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return token.Approve(f.ctx, o, f.addrs.Permit2, maxUint256)
		})
	}
}

// newPayer returns a funded payer with its own key (and so its own Permit2 nonce bitmap).
func (f *fixture) newPayer(t testing.TB) (*Transactor, *ecdsa.PrivateKey) {
	t.Helper()
	require.NotEmpty(t, f.spareKeys, "fixture has no spare funded keys left")
	key := f.spareKeys[0]
	f.spareKeys = f.spareKeys[1:]
	payer := NewTransactor(f.client, key, f.chainID, func() { f.sim.Commit() })
	f.fundPayer(t, payer)
	return payer, key
}

// send sends through tr and returns the mined receipt.
func (f *fixture) send(t testing.TB, tr *Transactor, fn func(*bind.TransactOpts) (*types.Transaction, error)) (*types.Receipt, error) {
	t.Helper()
	tx, err := tr.Send(f.ctx, fn)
	if err != nil {
		return nil, err
	}
	return WaitMined(f.ctx, f.client, tx)
}

func (f *fixture) mustSend(t testing.TB, tr *Transactor, fn func(*bind.TransactOpts) (*types.Transaction, error)) *types.Receipt {
	t.Helper()
	r, err := f.send(t, tr, fn)
	require.NoError(t, err)
	return r
}

// invoiceID derives an invoice id from a label, distinct per label on one chain.
func invoiceID(_ testing.TB, label string) [32]byte {
	return crypto.Keccak256Hash([]byte("invoice"), []byte(label))
}

// stage stages invoices (USDC, the given amounts) for the merchant, sent by the delegate.
func (f *fixture) stage(t testing.TB, label string, amounts ...int64) []Invoice {
	t.Helper()
	return f.stageIn(t, f.addrs.USDC, label, amounts...)
}

// stageIn is stage with payoutToken as the invoices' payout token.
func (f *fixture) stageIn(t testing.TB, payoutToken common.Address, label string, amounts ...int64) []Invoice {
	t.Helper()
	staged := make([]StagedInvoice, len(amounts))
	invoices := make([]Invoice, len(amounts))
	for i, a := range amounts {
		id := invoiceID(t, label+"/"+big.NewInt(int64(i)).String())
		staged[i] = StagedInvoice{ID: id, PayoutToken: payoutToken, Amount: big.NewInt(a)}
		invoices[i] = Invoice{ID: id, Merchant: f.merchant.Address(), PayoutToken: payoutToken, Amount: big.NewInt(a)}
	}
	f.mustSend(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.StageInvoices(f.ctx, o, f.merchant.Address(), staged)
	})
	return invoices
}

// permitDeadline is a fixed deadline (2100-01-01) so calldata, and so gas, do not depend on the
// wall clock the simulated chain's timestamps follow.
const permitDeadline = 4_102_444_800

// permit returns a permit for amount of token with the next unused Permit2 nonce.
func (f *fixture) permit(t testing.TB, token common.Address, amount *big.Int) Permit {
	t.Helper()
	f.permitNonce++
	return Permit{
		Token:    token,
		Amount:   new(big.Int).Set(amount),
		Nonce:    big.NewInt(f.permitNonce),
		Deadline: big.NewInt(permitDeadline),
	}
}

// payment builds a payment of inv by the fixture's payer, signed over signedFor.
func (f *fixture) payment(t testing.TB, key *ecdsa.PrivateKey, inv, signedFor Invoice, permit Permit) Payment {
	t.Helper()
	sig, err := SignPermit(key, f.chainID, f.addrs.Permit2, f.addrs.Gateway, permit, signedFor)
	require.NoError(t, err)
	return Payment{Invoice: inv, Payer: crypto.PubkeyToAddress(key.PublicKey), Permit: permit, Signature: sig}
}

// pay sends p through the relayer and returns the paid invoice from the InvoicePaid event.
func (f *fixture) pay(t testing.TB, p Payment) (PaidInvoice, *types.Receipt, error) {
	t.Helper()
	r, err := f.send(t, f.relayer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.Pay(f.ctx, o, p)
	})
	if err != nil {
		return PaidInvoice{}, nil, err
	}
	ev, err := f.gateway.ParseEvents(r.Logs)
	require.NoError(t, err)
	require.Len(t, ev.Paid, 1)
	return ev.Paid[0].PaidInvoice, r, nil
}

// payUSDC pays inv in USDC with a fresh permit for exactly its amount.
func (f *fixture) payUSDC(t testing.TB, inv Invoice) (PaidInvoice, *types.Receipt) {
	t.Helper()
	paid, r, err := f.pay(t, f.payment(t, f.payerKey, inv, inv, f.permit(t, f.addrs.USDC, inv.Amount)))
	require.NoError(t, err)
	return paid, r
}

// elapseRefundWindow moves chain time past the refund window of everything paid so far.
func (f *fixture) elapseRefundWindow(t testing.TB) {
	t.Helper()
	f.elapse(t, RefundWindow+time.Second)
}

// elapse moves chain time forward by d.
func (f *fixture) elapse(t testing.TB, d time.Duration) {
	t.Helper()
	// The tx pool drops mined transactions asynchronously after a block, and AdjustTime refuses
	// to run while it still lists any; wait for it to catch up.
	var err error
	for range 200 {
		if err = f.sim.AdjustTime(d); err == nil {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
	require.NoError(t, err)
}

// usdcHeld sums the USDC of the payer, the gateway and the payout wallet.
func (f *fixture) usdcHeld(t testing.TB) *big.Int {
	t.Helper()
	sum := new(big.Int)
	for _, a := range []common.Address{f.payer.Address(), f.addrs.Gateway, f.wallet} {
		bal, err := f.usdc.BalanceOf(f.ctx, a)
		require.NoError(t, err)
		sum.Add(sum, bal)
	}
	return sum
}

func (f *fixture) balance(t testing.TB, token *Token, account common.Address) *big.Int {
	t.Helper()
	bal, err := token.BalanceOf(f.ctx, account)
	require.NoError(t, err)
	return bal
}

// requireReverted asserts err is a decoded revert with the given custom error name.
func requireReverted(t testing.TB, err error, name string) {
	t.Helper()
	require.Error(t, err)
	require.Equal(t, name, RevertName(err), "unexpected error: %v", err)
}
