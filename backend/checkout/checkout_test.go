package checkout_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/permit2"
)

var (
	chainID     = big.NewInt(1337)
	usdc        = common.HexToAddress("0x00000000000000000000000000000000000000Aa")
	eurc        = common.HexToAddress("0x00000000000000000000000000000000000000bB")
	permit2Addr = common.HexToAddress("0x000000000022D473030F116dDEE9F6B43aC78BA3")
	gatewayAddr = common.HexToAddress("0x00000000000000000000000000000000000000cC")
	maxUint256  = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))

	// chainTime is the fake chain's clock: ahead of the wall clock, as a dev chain that
	// travelled in time is, so deadlines visibly follow the chain.
	chainTime = time.Date(2031, 5, 1, 12, 0, 0, 0, time.UTC)
)

// fakeChain is a chain at a settable time. Its signatures are not ECDSA: a signature is the
// signer's address, a digest of the permit and witness signed, and padding to 65 bytes, so a
// signature over anything else recovers someone else, as ecrecover would.
type fakeChain struct {
	now          time.Time
	nowErr       error
	allowances   map[[2]common.Address]*big.Int // by token, owner
	allowanceErr error
	signerErr    error
}

func (c *fakeChain) Now(context.Context) (time.Time, error) { return c.now, c.nowErr }

func (c *fakeChain) Permit2Allowance(_ context.Context, token, owner common.Address) (*big.Int, error) {
	if c.allowanceErr != nil {
		return nil, c.allowanceErr
	}
	if a, ok := c.allowances[[2]common.Address{token, owner}]; ok {
		return a, nil
	}
	return new(big.Int), nil
}

func (c *fakeChain) ApproveCalldata(spender common.Address, amount *big.Int) []byte {
	return fakeApproveCalldata(spender, amount)
}

func fakeApproveCalldata(spender common.Address, amount *big.Int) []byte {
	return append(common.LeftPadBytes(spender.Bytes(), 32), common.LeftPadBytes(amount.Bytes(), 32)...)
}

func (c *fakeChain) PermitSigner(p checkout.Permit, w checkout.Witness, sig []byte) (common.Address, error) {
	if c.signerErr != nil {
		return common.Address{}, c.signerErr
	}
	if len(sig) != 65 {
		return common.Address{}, errors.New("fake chain: a signature is 65 bytes")
	}
	if !bytes.Equal(sig[20:52], permitDigest(p, w)) {
		return common.BytesToAddress(crypto.Keccak256(sig)[:20]), nil
	}
	return common.BytesToAddress(sig[:20]), nil
}

func (c *fakeChain) WitnessHash(w checkout.Witness) common.Hash {
	return crypto.Keccak256Hash(w.InvoiceID[:], w.Merchant.Bytes(), w.PayoutToken.Bytes(), word(w.Amount))
}

func permitDigest(p checkout.Permit, w checkout.Witness) []byte {
	return crypto.Keccak256(p.Token.Bytes(), word(p.Amount), word(p.Nonce), word(p.Deadline),
		w.InvoiceID[:], w.Merchant.Bytes(), w.PayoutToken.Bytes(), word(w.Amount))
}

func word(n *big.Int) []byte { return common.LeftPadBytes(n.Bytes(), 32) }

// fakeSign is signer's signature of the permit and witness, as fakeChain recovers it.
func fakeSign(signer common.Address, p checkout.Permit, w checkout.Witness) []byte {
	sig := append(signer.Bytes(), permitDigest(p, w)...)
	return append(sig, make([]byte, 65-len(sig))...)
}

// fakeStore keeps submissions in a map; CreateSubmission answers an existing id with the stored
// submission, as the real store's insert does.
type fakeStore struct {
	subs    map[common.Hash]checkout.Submission
	creates int
	reads   int   // calls of Submission
	err     error // of every call
	readErr error // of Submission only
}

func (s *fakeStore) CreateSubmission(_ context.Context, sub checkout.Submission) (checkout.Submission, error) {
	if s.err != nil {
		return checkout.Submission{}, s.err
	}
	s.creates++
	if prev, ok := s.subs[sub.ID]; ok {
		return prev, nil
	}
	s.subs[sub.ID] = sub
	return sub, nil
}

func (s *fakeStore) Submission(_ context.Context, id common.Hash) (checkout.Submission, error) {
	s.reads++
	if s.err != nil {
		return checkout.Submission{}, s.err
	}
	if s.readErr != nil {
		return checkout.Submission{}, s.readErr
	}
	sub, ok := s.subs[id]
	if !ok {
		return checkout.Submission{}, checkout.ErrNotFound
	}
	return sub, nil
}

type gateKey struct {
	merchantID uuid.UUID
	wallet     common.Address
}

// fakeGate allows the wallets it was told to, per merchant.
type fakeGate struct {
	allowed map[gateKey]bool
	asked   []gateKey
	err     error
}

func (g *fakeGate) HasFreshAllow(_ context.Context, merchantID uuid.UUID, wallet common.Address) (bool, error) {
	g.asked = append(g.asked, gateKey{merchantID, wallet})
	return g.allowed[gateKey{merchantID, wallet}], g.err
}

type fakeInvoices struct {
	byID map[invoice.ID]invoice.Invoice
	err  error
}

func (f *fakeInvoices) Get(_ context.Context, id invoice.ID) (invoice.Invoice, error) {
	if f.err != nil {
		return invoice.Invoice{}, f.err
	}
	inv, ok := f.byID[id]
	if !ok {
		return invoice.Invoice{}, invoice.ErrNotFound
	}
	return inv, nil
}

// fakeSwaps prices EURC in USDC at inNum/inDen EURC per USDC (100/108 to start: 1 EURC buys
// 1.08 USDC), rounding up, and records the slippage each call asked for.
type fakeSwaps struct {
	inNum, inDen int64
	slippages    []int
	err          error
}

func (s *fakeSwaps) MaxAmountIn(_ context.Context, tokenIn, tokenOut common.Address, amountOut *big.Int, slippageBps int) (*big.Int, error) {
	s.slippages = append(s.slippages, slippageBps)
	if s.err != nil {
		return nil, s.err
	}
	if tokenIn != eurc || tokenOut != usdc {
		return nil, errors.New("fake swaps: only EURC for USDC")
	}
	needed := ceilDiv(new(big.Int).Mul(amountOut, big.NewInt(s.inNum)), big.NewInt(s.inDen))
	return ceilDiv(needed.Mul(needed, big.NewInt(int64(10_000+slippageBps))), big.NewInt(10_000)), nil
}

// needed is what the swap costs at the fake's price, without slippage.
func (s *fakeSwaps) needed(amountOut int64) *big.Int {
	return ceilDiv(big.NewInt(amountOut*s.inNum), big.NewInt(s.inDen))
}

func ceilDiv(a, b *big.Int) *big.Int {
	q, m := new(big.Int).DivMod(a, b, new(big.Int))
	if m.Sign() != 0 {
		q.Add(q, big.NewInt(1))
	}
	return q
}

type testBundle struct {
	svc      *checkout.Service
	cfg      checkout.Config
	chain    *fakeChain
	store    *fakeStore
	gate     *fakeGate
	invoices *fakeInvoices
	swaps    *fakeSwaps
}

func setup(t *testing.T) *testBundle {
	t.Helper()
	b := &testBundle{
		cfg: checkout.Config{
			ChainID: chainID,
			Permit2: permit2Addr,
			Gateway: gatewayAddr,
			Tokens:  map[invoiceapi.Token]common.Address{invoiceapi.USDC: usdc, invoiceapi.EURC: eurc},
		},
		chain:    &fakeChain{now: chainTime, allowances: map[[2]common.Address]*big.Int{}},
		store:    &fakeStore{subs: map[common.Hash]checkout.Submission{}},
		gate:     &fakeGate{allowed: map[gateKey]bool{}},
		invoices: &fakeInvoices{byID: map[invoice.ID]invoice.Invoice{}},
		swaps:    &fakeSwaps{inNum: 100, inDen: 108},
	}
	b.svc = b.newService(b.cfg, true)
	return b
}

// newService is a Service of cfg over b's fakes, with or without swaps.
func (b *testBundle) newService(cfg checkout.Config, withSwaps bool) *checkout.Service {
	svc := checkout.NewService(cfg, b.chain, b.store, b.gate, b.invoices)
	if withSwaps {
		svc.SetSwaps(b.swaps)
	}
	return svc
}

// openInvoice stores an open invoice of amount units, paid in token, settled in USDC.
func (b *testBundle) openInvoice(t *testing.T, token invoiceapi.Token, amount int64) invoice.Invoice {
	t.Helper()
	id, err := invoice.NewID()
	require.NoError(t, err)
	inv := invoice.Invoice{
		ID:             id,
		MerchantID:     uuid.New(),
		MerchantWallet: randomAddress(t),
		Amount:         amount,
		PayInToken:     token,
		PayoutToken:    usdc,
		Status:         invoice.Open,
		ChainID:        chainID.Int64(),
		Gateway:        gatewayAddr,
	}
	b.invoices.byID[id] = inv
	return inv
}

func (b *testBundle) setStatus(inv invoice.Invoice, status invoice.Status) {
	inv.Status = status
	b.invoices.byID[inv.ID] = inv
}

func (b *testBundle) allow(inv invoice.Invoice, payer common.Address) {
	b.gate.allowed[gateKey{inv.MerchantID, payer}] = true
}

func (b *testBundle) prepare(t *testing.T, inv invoice.Invoice, payer common.Address, payInToken string) checkoutapi.PrepareResponse {
	t.Helper()
	prep, err := b.svc.Prepare(context.Background(), checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: payer.Hex(), PayInToken: payInToken})
	require.NoError(t, err)
	return prep
}

// readyToSubmit is a submission of inv by payer, allowed by the gate, prepared and signed.
func (b *testBundle) readyToSubmit(t *testing.T, inv invoice.Invoice, payer common.Address) checkoutapi.SubmitRequest {
	t.Helper()
	b.allow(inv, payer)
	s := b.prepare(t, inv, payer, "").Submission
	req := checkoutapi.SubmitRequest{
		InvoiceID: s.InvoiceID, Payer: s.Payer, PayInToken: s.PayInToken, AmountIn: s.AmountIn, Permit2Data: s.Permit2Data,
	}
	signAs(t, &req, inv, payer)
	return req
}

// signAs signs req's permit for inv as signer.
func signAs(t *testing.T, req *checkoutapi.SubmitRequest, inv invoice.Invoice, signer common.Address) {
	t.Helper()
	req.Permit2Signature = hexutil.Encode(fakeSign(signer, permitOf(t, *req), witnessOf(inv)))
}

func permitOf(t *testing.T, req checkoutapi.SubmitRequest) checkout.Permit {
	t.Helper()
	return checkout.Permit{
		Token:    common.HexToAddress(req.PayInToken),
		Amount:   mustInt(t, req.AmountIn),
		Nonce:    mustInt(t, req.Permit2Data.Nonce),
		Deadline: mustInt(t, req.Permit2Data.Deadline),
	}
}

func witnessOf(inv invoice.Invoice) checkout.Witness {
	return checkout.Witness{InvoiceID: inv.ID, Merchant: inv.MerchantWallet, PayoutToken: inv.PayoutToken, Amount: big.NewInt(inv.Amount)}
}

func mustInt(t *testing.T, s string) *big.Int {
	t.Helper()
	n, ok := new(big.Int).SetString(s, 10)
	require.True(t, ok, "%q is a decimal integer", s)
	return n
}

func randomAddress(t *testing.T) common.Address {
	t.Helper()
	var a common.Address
	_, err := rand.Read(a[:])
	require.NoError(t, err)
	return a
}

// requireCode asserts err is an *apierr.Error with code.
func requireCode(t *testing.T, err error, code apierr.Code) *apierr.Error {
	t.Helper()
	require.Error(t, err)
	e, ok := apierr.As(err)
	require.True(t, ok, "an *apierr.Error, got %v", err)
	require.Equal(t, code, e.Code, "%v", err)
	return e
}

// requireFields asserts err is a bad_body naming exactly fields.
func requireFields(t *testing.T, err error, fields ...string) {
	t.Helper()
	e := requireCode(t, err, apierr.BadBody)
	var got []string
	for _, f := range e.Fields {
		got = append(got, f.Field)
	}
	require.Equal(t, fields, got, "%v", err)
}

func TestPrepare(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("TypedDataBindsTheInvoice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 19_990_000)
		payer := randomAddress(t)

		prep := b.prepare(t, inv, payer, "USDC")

		td := prep.TypedData
		require.Equal(t, permit2.PrimaryType, td.PrimaryType)
		require.Equal(t, "1337", td.Domain.ChainID)
		require.Equal(t, permit2Addr.Hex(), td.Domain.VerifyingContract)
		require.Equal(t, gatewayAddr.Hex(), td.Message.Spender)
		require.Equal(t, usdc.Hex(), td.Message.Permitted.Token)
		require.Equal(t, "19990000", td.Message.Permitted.Amount, "a same-token payment signs for exactly the invoice")
		require.Equal(t, permit2.Invoice{
			InvoiceID: inv.ID.String(), Merchant: inv.MerchantWallet.Hex(), Amount: "19990000", PayoutToken: usdc.Hex(),
		}, td.Message.Witness)

		s := prep.Submission
		require.Equal(t, inv.ID.String(), s.InvoiceID)
		require.Equal(t, payer.Hex(), s.Payer)
		require.Equal(t, usdc.Hex(), s.PayInToken)
		require.Equal(t, "19990000", s.AmountIn)
		require.Equal(t, td.Message.Nonce, s.Permit2Data.Nonce, "the submission carries the nonce signed")
		require.Equal(t, td.Message.Deadline, s.Permit2Data.Deadline, "and the deadline signed")
		require.Equal(t, b.chain.WitnessHash(witnessOf(inv)).Hex(), s.Permit2Data.Witness)
		require.Equal(t, permit2.WitnessTypeString, s.Permit2Data.WitnessTypeString)
	})

	t.Run("DrawsAFreshNonceEachTime", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 1_000_000)
		payer := randomAddress(t)

		first := mustInt(t, b.prepare(t, inv, payer, "").Submission.Permit2Data.Nonce)
		second := mustInt(t, b.prepare(t, inv, payer, "").Submission.Permit2Data.Nonce)
		require.NotEqual(t, first, second)
		require.LessOrEqual(t, first.BitLen(), 248)
	})

	t.Run("DeadlineIsChainTimePlusPermitLifetime", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 1_000_000)

		prep := b.prepare(t, inv, randomAddress(t), "")
		require.Equal(t, chainTime.Add(30*time.Minute).Unix(), mustInt(t, prep.Submission.Permit2Data.Deadline).Int64(),
			"the default lifetime is 30 minutes of chain time")

		cfg := b.cfg
		cfg.PermitLifetime = 5 * time.Minute
		prep, err := b.newService(cfg, true).Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: randomAddress(t).Hex()})
		require.NoError(t, err)
		require.Equal(t, chainTime.Add(5*time.Minute).Unix(), mustInt(t, prep.Submission.Permit2Data.Deadline).Int64())
	})

	t.Run("DeadlineNeverBeforeWallClockWhenTheChainLags", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.chain.now = time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
		inv := b.openInvoice(t, invoiceapi.USDC, 1_000_000)

		prep := b.prepare(t, inv, randomAddress(t), "")
		deadline := time.Unix(mustInt(t, prep.Submission.Permit2Data.Deadline).Int64(), 0)
		require.WithinDuration(t, time.Now().Add(30*time.Minute), deadline, 5*time.Second)
	})

	t.Run("AsksForApprovalWhenPermit2AllowanceIsShort", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer := randomAddress(t)

		prep := b.prepare(t, inv, payer, "")
		require.NotNil(t, prep.Approval, "no allowance at all")
		require.Equal(t, usdc.Hex(), prep.Approval.To)
		require.Equal(t, hexutil.Encode(fakeApproveCalldata(permit2Addr, maxUint256)), prep.Approval.Data,
			"approve Permit2 for the maximum, once")

		b.chain.allowances[[2]common.Address{usdc, payer}] = big.NewInt(4_999_999)
		require.NotNil(t, b.prepare(t, inv, payer, "").Approval, "one unit short")

		b.chain.allowances[[2]common.Address{usdc, payer}] = big.NewInt(5_000_000)
		require.Nil(t, b.prepare(t, inv, payer, "").Approval, "exactly enough")

		b.chain.allowances[[2]common.Address{eurc, payer}] = maxUint256
		b.chain.allowances[[2]common.Address{usdc, payer}] = big.NewInt(0)
		require.NotNil(t, b.prepare(t, inv, payer, "").Approval, "another token's allowance does not count")
	})

	t.Run("AcceptsPayInTokenBySymbolOrAddress", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 1_000_000)
		for _, raw := range []string{"", "USDC", "usdc", usdc.Hex(), strings.ToLower(usdc.Hex())} {
			prep := b.prepare(t, inv, randomAddress(t), raw)
			require.Equal(t, usdc.Hex(), prep.Submission.PayInToken, "payInToken %q", raw)
		}
	})

	t.Run("ChecksumsALowerCasePayer", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 1_000_000)
		payer := common.HexToAddress("0x52908400098527886E0F7030069857D2E4169EE7")

		prep, err := b.svc.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: strings.ToLower(payer.Hex())})
		require.NoError(t, err)
		require.Equal(t, payer.Hex(), prep.Submission.Payer)
	})

	t.Run("RejectsMalformedRequest", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 1_000_000)
		payer := randomAddress(t).Hex()
		for name, tc := range map[string]struct {
			req    checkoutapi.PrepareRequest
			fields []string
		}{
			"ShortInvoiceID":    {checkoutapi.PrepareRequest{InvoiceID: "0x12", Payer: payer}, []string{"invoiceId"}},
			"NonHexInvoiceID":   {checkoutapi.PrepareRequest{InvoiceID: "0x" + strings.Repeat("zz", 32), Payer: payer}, []string{"invoiceId"}},
			"MissingPayer":      {checkoutapi.PrepareRequest{InvoiceID: inv.ID.String()}, []string{"payer"}},
			"PayerWithoutOx":    {checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: payer[2:] + "00"}, []string{"payer"}},
			"NonHexPayer":       {checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: "0x" + strings.Repeat("g", 40)}, []string{"payer"}},
			"BothAtOnce":        {checkoutapi.PrepareRequest{InvoiceID: "42", Payer: "alice"}, []string{"invoiceId", "payer"}},
			"OtherSymbol":       {checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: payer, PayInToken: "EURC"}, []string{"payInToken"}},
			"UnknownSymbol":     {checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: payer, PayInToken: "DAI"}, []string{"payInToken"}},
			"OtherTokenAddress": {checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: payer, PayInToken: eurc.Hex()}, []string{"payInToken"}},
		} {
			t.Run(name, func(t *testing.T) {
				_, err := b.svc.Prepare(ctx, tc.req)
				requireFields(t, err, tc.fields...)
			})
		}
	})

	t.Run("RejectsUnknownInvoice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		_, err := b.svc.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: "0x" + strings.Repeat("cd", 32), Payer: randomAddress(t).Hex()})
		requireCode(t, err, apierr.NotFound)
	})

	t.Run("RejectsInvoiceThatIsNotOpen", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		for _, status := range []invoice.Status{invoice.Staging, invoice.Paid, invoice.Refunded, invoice.Claimed, invoice.Failed} {
			inv := b.openInvoice(t, invoiceapi.USDC, 1_000_000)
			b.setStatus(inv, status)
			_, err := b.svc.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: randomAddress(t).Hex()})
			e := requireCode(t, err, apierr.InvoiceNotOpen)
			require.Contains(t, e.Message, string(status))
		}
	})

	t.Run("PassesOnInvoiceStoreFailure", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 1_000_000)
		b.invoices.err = errors.New("connection reset")
		_, err := b.svc.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: randomAddress(t).Hex()})
		require.ErrorIs(t, err, b.invoices.err)
		_, isAPI := apierr.As(err)
		require.False(t, isAPI, "a storage failure is the service's, not the caller's")
	})

	t.Run("ChainReadFailuresAreChainErrors", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 1_000_000)
		req := checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: randomAddress(t).Hex()}

		b.chain.allowanceErr = errors.New("node timeout")
		_, err := b.svc.Prepare(ctx, req)
		require.Equal(t, "node timeout", requireCode(t, err, apierr.ChainError).Detail)

		b.chain.allowanceErr, b.chain.nowErr = nil, errors.New("no head")
		_, err = b.svc.Prepare(ctx, req)
		require.Equal(t, "no head", requireCode(t, err, apierr.ChainError).Detail)
	})

	t.Run("SwapPaymentSignsForTheReverseQuotePlusSlippage", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.EURC, 19_990_000)
		payer := randomAddress(t)

		prep := b.prepare(t, inv, payer, "EURC")
		want := ceilDiv(new(big.Int).Mul(b.swaps.needed(19_990_000), big.NewInt(10_050)), big.NewInt(10_000))
		require.Equal(t, want.String(), prep.Submission.AmountIn, "the reverse quote plus 50 bps")
		require.Equal(t, []int{50}, b.swaps.slippages, "the default cushion")
		require.Equal(t, eurc.Hex(), prep.Submission.PayInToken)
		require.Equal(t, eurc.Hex(), prep.TypedData.Message.Permitted.Token)
		require.Equal(t, want.String(), prep.TypedData.Message.Permitted.Amount)
		require.Equal(t, "19990000", prep.TypedData.Message.Witness.Amount, "the witness binds the USDC invoice amount")
		require.Equal(t, usdc.Hex(), prep.TypedData.Message.Witness.PayoutToken)

		// The approval is judged against the cushioned swap amount, not the invoice's.
		b.chain.allowances[[2]common.Address{eurc, payer}] = new(big.Int).Sub(want, big.NewInt(1))
		require.NotNil(t, b.prepare(t, inv, payer, "").Approval)
		b.chain.allowances[[2]common.Address{eurc, payer}] = want
		require.Nil(t, b.prepare(t, inv, payer, "").Approval)
	})

	t.Run("SwapSlippageIsConfigurable", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		cfg := b.cfg
		cfg.SwapSlippageBps = 120
		inv := b.openInvoice(t, invoiceapi.EURC, 10_000_000)

		_, err := b.newService(cfg, true).Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: randomAddress(t).Hex()})
		require.NoError(t, err)
		require.Equal(t, []int{120}, b.swaps.slippages)
	})

	t.Run("SwapQuoteFailurePassesThrough", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.swaps.err = apierr.New(apierr.NoLiquidity, "The pool cannot fill this swap.")
		inv := b.openInvoice(t, invoiceapi.EURC, 10_000_000)

		_, err := b.svc.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: randomAddress(t).Hex()})
		requireCode(t, err, apierr.NoLiquidity)
	})

	t.Run("SwapUnavailableWithoutSwaps", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		svc := b.newService(b.cfg, false)
		inv := b.openInvoice(t, invoiceapi.EURC, 10_000_000)

		_, err := svc.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: randomAddress(t).Hex()})
		requireCode(t, err, apierr.SwapUnavailable)
		require.Empty(t, b.swaps.slippages)

		usdcInv := b.openInvoice(t, invoiceapi.USDC, 10_000_000)
		_, err = svc.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: usdcInv.ID.String(), Payer: randomAddress(t).Hex()})
		require.NoError(t, err, "same-token payments need no swaps")
	})

	t.Run("SwapUnavailableForAnUnconfiguredToken", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		cfg := b.cfg
		cfg.Tokens = map[invoiceapi.Token]common.Address{invoiceapi.USDC: usdc}
		inv := b.openInvoice(t, invoiceapi.EURC, 10_000_000)

		_, err := b.newService(cfg, true).Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: randomAddress(t).Hex()})
		requireCode(t, err, apierr.SwapUnavailable)
	})
}

func TestSubmit(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("QueuesAPendingSubmission", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 19_990_000)
		payer := randomAddress(t)
		req := b.readyToSubmit(t, inv, payer)

		sub, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)

		nonce := mustInt(t, req.Permit2Data.Nonce)
		require.Equal(t, checkout.SubmissionID(chainID, inv.ID, payer, nonce), sub.ID)
		require.Equal(t, inv.ID, sub.InvoiceID)
		require.Equal(t, payer, sub.Payer)
		require.Equal(t, usdc, sub.PayInToken)
		require.Equal(t, big.NewInt(19_990_000), sub.AmountIn)
		require.Equal(t, nonce, sub.PermitNonce)
		require.Equal(t, chainTime.Add(30*time.Minute).Unix(), sub.Deadline)
		require.Equal(t, hexutil.MustDecode(req.Permit2Signature), sub.Signature)
		require.Equal(t, checkoutapi.StatusPending, sub.Status)
		require.Equal(t, time.UTC, sub.CreatedAt.Location())
		require.WithinDuration(t, time.Now(), sub.CreatedAt, 5*time.Second)
		require.Equal(t, sub, b.store.subs[sub.ID], "stored for the relayer")
		require.Equal(t, []gateKey{{inv.MerchantID, payer}}, b.gate.asked, "the gate is asked about this merchant and payer")
	})

	t.Run("AcceptsAmountAboveTheInvoice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer := randomAddress(t)
		req := b.readyToSubmit(t, inv, payer)
		req.AmountIn = "5000001"
		signAs(t, &req, inv, payer)

		sub, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)
		require.Equal(t, big.NewInt(5_000_001), sub.AmountIn)
	})

	t.Run("RejectsMalformedFields", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		good := b.readyToSubmit(t, inv, randomAddress(t))
		tooBig := new(big.Int).Add(maxUint256, big.NewInt(1)).String()
		for name, tc := range map[string]struct {
			mutate func(*checkoutapi.SubmitRequest)
			fields []string
		}{
			"ShortInvoiceID":             {func(r *checkoutapi.SubmitRequest) { r.InvoiceID = "0x12" }, []string{"invoiceId"}},
			"PayerNotAnAddress":          {func(r *checkoutapi.SubmitRequest) { r.Payer = "alice" }, []string{"payer"}},
			"PayInTokenAsSymbol":         {func(r *checkoutapi.SubmitRequest) { r.PayInToken = "USDC" }, []string{"payInToken"}},
			"NegativeAmount":             {func(r *checkoutapi.SubmitRequest) { r.AmountIn = "-5" }, []string{"amountIn"}},
			"ZeroAmount":                 {func(r *checkoutapi.SubmitRequest) { r.AmountIn = "0" }, []string{"amountIn"}},
			"DecimalAmount":              {func(r *checkoutapi.SubmitRequest) { r.AmountIn = "5.5" }, []string{"amountIn"}},
			"ExponentAmount":             {func(r *checkoutapi.SubmitRequest) { r.AmountIn = "5e6" }, []string{"amountIn"}},
			"EmptyAmount":                {func(r *checkoutapi.SubmitRequest) { r.AmountIn = "" }, []string{"amountIn"}},
			"AmountAboveUint256":         {func(r *checkoutapi.SubmitRequest) { r.AmountIn = tooBig }, []string{"amountIn"}},
			"NonceNotDecimal":            {func(r *checkoutapi.SubmitRequest) { r.Permit2Data.Nonce = "0x10" }, []string{"permit2Data.nonce"}},
			"NonceAboveUint256":          {func(r *checkoutapi.SubmitRequest) { r.Permit2Data.Nonce = tooBig }, []string{"permit2Data.nonce"}},
			"DeadlineNotDecimal":         {func(r *checkoutapi.SubmitRequest) { r.Permit2Data.Deadline = "soon" }, []string{"permit2Data.deadline"}},
			"DeadlineBeyondInt64":        {func(r *checkoutapi.SubmitRequest) { r.Permit2Data.Deadline = "9223372036854775808" }, []string{"permit2Data.deadline"}},
			"ShortWitness":               {func(r *checkoutapi.SubmitRequest) { r.Permit2Data.Witness = "0x1234" }, []string{"permit2Data.witness"}},
			"NonHexWitness":              {func(r *checkoutapi.SubmitRequest) { r.Permit2Data.Witness = "0x" + strings.Repeat("zz", 32) }, []string{"permit2Data.witness"}},
			"WrongWitnessTypeString":     {func(r *checkoutapi.SubmitRequest) { r.Permit2Data.WitnessTypeString = "Invoice witness)" }, []string{"permit2Data.witnessTypeString"}},
			"ShortSignature":             {func(r *checkoutapi.SubmitRequest) { r.Permit2Signature = "0x1234" }, []string{"permit2Signature"}},
			"LongSignature":              {func(r *checkoutapi.SubmitRequest) { r.Permit2Signature += "00" }, []string{"permit2Signature"}},
			"SignatureWithoutOx":         {func(r *checkoutapi.SubmitRequest) { r.Permit2Signature = r.Permit2Signature[2:] }, []string{"permit2Signature"}},
			"EveryFieldNamedAtOnce":      {func(r *checkoutapi.SubmitRequest) { *r = checkoutapi.SubmitRequest{} }, []string{"invoiceId", "payer", "payInToken", "amountIn", "permit2Data.nonce", "permit2Data.deadline", "permit2Data.witness", "permit2Data.witnessTypeString", "permit2Signature"}},
			"InvoiceIDAndAmountTogether": {func(r *checkoutapi.SubmitRequest) { r.InvoiceID, r.AmountIn = "", "x" }, []string{"invoiceId", "amountIn"}},
		} {
			t.Run(name, func(t *testing.T) {
				req := good
				tc.mutate(&req)
				_, err := b.svc.Submit(ctx, req)
				requireFields(t, err, tc.fields...)
			})
		}
		require.Empty(t, b.store.subs)
	})

	t.Run("RejectsAmountBelowTheInvoice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer := randomAddress(t)
		req := b.readyToSubmit(t, inv, payer)
		req.AmountIn = "4999999"
		signAs(t, &req, inv, payer)

		_, err := b.svc.Submit(ctx, req)
		requireFields(t, err, "amountIn")
		require.Empty(t, b.store.subs)
	})

	t.Run("RejectsAnotherToken", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer := randomAddress(t)
		req := b.readyToSubmit(t, inv, payer)
		req.PayInToken = eurc.Hex()
		signAs(t, &req, inv, payer)

		_, err := b.svc.Submit(ctx, req)
		requireFields(t, err, "payInToken")
	})

	t.Run("RejectsPermitDeadlineWithinAMinuteOfChainTime", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer := randomAddress(t)
		req := b.readyToSubmit(t, inv, payer)
		withDeadline := func(d time.Time) checkoutapi.SubmitRequest {
			r := req
			r.Permit2Data.Deadline = big.NewInt(d.Unix()).String()
			signAs(t, &r, inv, payer)
			return r
		}

		for name, d := range map[string]time.Time{
			"Passed":          chainTime.Add(-time.Second),
			"Now":             chainTime,
			"ExactlyAMinute":  chainTime.Add(time.Minute),
			"LongPassed":      time.Unix(1000, 0),
			"WallClockFuture": time.Now().Add(time.Hour), // the chain is ahead of it
		} {
			_, err := b.svc.Submit(ctx, withDeadline(d))
			require.Error(t, err, name)
			requireFields(t, err, "permit2Data.deadline")
		}
		require.Empty(t, b.store.subs)

		_, err := b.svc.Submit(ctx, withDeadline(chainTime.Add(time.Minute+time.Second)))
		require.NoError(t, err, "a minute and a second left is enough")
	})

	t.Run("JudgesDeadlineByChainTimeNotWallClock", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		lagging := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
		b.chain.now = lagging
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer := randomAddress(t)
		req := b.readyToSubmit(t, inv, payer)
		req.Permit2Data.Deadline = big.NewInt(lagging.Add(2 * time.Minute).Unix()).String()
		signAs(t, &req, inv, payer)

		_, err := b.svc.Submit(ctx, req)
		require.NoError(t, err, "years past by the wall clock, two minutes ahead by the chain's")
	})

	t.Run("RejectsWitnessOfAnotherInvoice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		other := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer := randomAddress(t)
		b.allow(other, payer)
		req := b.readyToSubmit(t, inv, payer)
		req.InvoiceID = other.ID.String()

		_, err := b.svc.Submit(ctx, req)
		requireFields(t, err, "permit2Data.witness")
	})

	t.Run("ReportsEveryRuleBrokenAtOnce", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		other := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer := randomAddress(t)
		req := b.readyToSubmit(t, inv, payer)
		req.InvoiceID = other.ID.String()
		req.AmountIn = "1"
		req.Permit2Data.Deadline = "1000"

		_, err := b.svc.Submit(ctx, req)
		requireFields(t, err, "amountIn", "permit2Data.deadline", "permit2Data.witness")
	})

	t.Run("RejectsSignatureNotByThePayer", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer, stranger := randomAddress(t), randomAddress(t)
		good := b.readyToSubmit(t, inv, payer)
		b.allow(inv, stranger)

		for name, mutate := range map[string]func(*checkoutapi.SubmitRequest){
			"SignedByAnotherWallet": func(r *checkoutapi.SubmitRequest) { signAs(t, r, inv, stranger) },
			"PayerIsNotTheSigner":   func(r *checkoutapi.SubmitRequest) { r.Payer = stranger.Hex() },
			"OverAnotherNonce":      func(r *checkoutapi.SubmitRequest) { r.Permit2Data.Nonce = "7" },
			"OverAnotherAmount":     func(r *checkoutapi.SubmitRequest) { r.AmountIn = "5000001" },
			"OverAnotherDeadline": func(r *checkoutapi.SubmitRequest) {
				r.Permit2Data.Deadline = big.NewInt(chainTime.Add(time.Hour).Unix()).String()
			},
		} {
			req := good
			mutate(&req)
			_, err := b.svc.Submit(ctx, req)
			require.Error(t, err, name)
			requireCode(t, err, apierr.InvalidSignature)
		}
		require.Empty(t, b.store.subs)
		require.Empty(t, b.gate.asked, "the gate is asked only about a proven payer")
	})

	t.Run("UnrecoverableSignatureIsInvalid", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		req := b.readyToSubmit(t, inv, randomAddress(t))
		b.chain.signerErr = errors.New("invalid signature recovery id")

		_, err := b.svc.Submit(ctx, req)
		requireCode(t, err, apierr.InvalidSignature)
	})

	t.Run("RequiresAFreshAllowFromTheGate", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer := randomAddress(t)
		req := b.readyToSubmit(t, inv, payer)
		delete(b.gate.allowed, gateKey{inv.MerchantID, payer})

		_, err := b.svc.Submit(ctx, req)
		requireCode(t, err, apierr.ComplianceRequired)
		require.Empty(t, b.store.subs)

		// An allow for this wallet from another merchant does not count.
		b.gate.allowed[gateKey{uuid.New(), payer}] = true
		_, err = b.svc.Submit(ctx, req)
		requireCode(t, err, apierr.ComplianceRequired)
	})

	t.Run("GateFailurePassesThrough", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		req := b.readyToSubmit(t, inv, randomAddress(t))
		b.gate.err = errors.New("gate store down")

		_, err := b.svc.Submit(ctx, req)
		require.ErrorIs(t, err, b.gate.err)
		require.Empty(t, b.store.subs)
	})

	t.Run("ChainClockFailureIsAChainError", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		req := b.readyToSubmit(t, inv, randomAddress(t))
		b.chain.nowErr = errors.New("no head")

		_, err := b.svc.Submit(ctx, req)
		requireCode(t, err, apierr.ChainError)
	})

	t.Run("RejectsUnknownInvoice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		req := b.readyToSubmit(t, inv, randomAddress(t))
		req.InvoiceID = "0x" + strings.Repeat("00", 32)

		_, err := b.svc.Submit(ctx, req)
		requireCode(t, err, apierr.NotFound)
	})

	t.Run("RejectsInvoiceThatIsNotOpen", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		for _, status := range []invoice.Status{invoice.Staging, invoice.Paid, invoice.Refunded, invoice.Claimed, invoice.Failed} {
			inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
			req := b.readyToSubmit(t, inv, randomAddress(t))
			b.setStatus(inv, status)

			_, err := b.svc.Submit(ctx, req)
			require.Error(t, err, status)
			requireCode(t, err, apierr.InvoiceNotOpen)
		}
		require.Empty(t, b.store.subs)
	})

	t.Run("RepeatAnswersWithTheFirst", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		req := b.readyToSubmit(t, inv, randomAddress(t))

		first, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)
		again, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)
		require.Equal(t, first, again)
		require.Len(t, b.store.subs, 1)
	})

	t.Run("RepeatAfterTheInvoiceWasPaidAnswersWithTheFirst", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		req := b.readyToSubmit(t, inv, randomAddress(t))
		first, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)

		// The relayer settled it and the invoice is paid: a retry whose first response was
		// lost finds the payment made, not invoice_not_open.
		settled := first
		settled.Status, settled.SettleTxHash = checkoutapi.StatusSettled, common.HexToHash("0x5e771e")
		b.store.subs[first.ID] = settled
		b.setStatus(inv, invoice.Paid)
		creates := b.store.creates

		again, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)
		require.Equal(t, settled, again)
		require.Equal(t, creates, b.store.creates, "nothing new is queued")
	})

	t.Run("OtherSignatureForAPaidInvoiceIsNotOpen", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer := randomAddress(t)
		req := b.readyToSubmit(t, inv, payer)
		_, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)
		b.setStatus(inv, invoice.Paid)

		// Same payer and nonce, so the same submission id, but a different signed permit.
		other := req
		other.AmountIn = "6000000"
		signAs(t, &other, inv, payer)
		_, err = b.svc.Submit(ctx, other)
		requireCode(t, err, apierr.InvoiceNotOpen)

		// A fresh submission for the paid invoice.
		fresh := req
		fresh.Permit2Data.Nonce = "12345"
		signAs(t, &fresh, inv, payer)
		_, err = b.svc.Submit(ctx, fresh)
		requireCode(t, err, apierr.InvoiceNotOpen)
		require.Len(t, b.store.subs, 1)
	})

	t.Run("FirstSubmitAndPlainRepeatReadNoSubmission", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		req := b.readyToSubmit(t, inv, randomAddress(t))

		_, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)
		_, err = b.svc.Submit(ctx, req)
		require.NoError(t, err)
		require.Zero(t, b.store.reads, "a submission that meets every rule is only stored (its repeat answered by the store)")
	})

	t.Run("RepeatAfterTheDeadlineNearedAnswersWithTheFirst", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer := randomAddress(t)
		req := b.readyToSubmit(t, inv, payer)
		first, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)

		// Still pending, and the chain has come within a minute of the signed deadline: a
		// retry whose first response was lost is not told to prepare again.
		b.chain.now = time.Unix(first.Deadline, 0).Add(-30 * time.Second)
		creates := b.store.creates
		again, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)
		require.Equal(t, first, again)
		require.Equal(t, creates, b.store.creates, "nothing new is queued")

		b.chain.now = time.Unix(first.Deadline, 0).Add(time.Hour)
		again, err = b.svc.Submit(ctx, req)
		require.NoError(t, err, "nor once the deadline has passed")
		require.Equal(t, first, again)
	})

	t.Run("RepeatAfterTheGateAllowExpiredAnswersWithTheFirst", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer := randomAddress(t)
		req := b.readyToSubmit(t, inv, payer)
		first, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)

		delete(b.gate.allowed, gateKey{inv.MerchantID, payer}) // the 24 h allow ran out
		creates := b.store.creates
		again, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)
		require.Equal(t, first, again)
		require.Equal(t, creates, b.store.creates, "nothing new is queued")
	})

	t.Run("OtherSubmissionIsStillRefusedByRulesOfTheMoment", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer := randomAddress(t)
		req := b.readyToSubmit(t, inv, payer)
		first, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)

		otherNonce := req
		otherNonce.Permit2Data.Nonce = "12345"
		signAs(t, &otherNonce, inv, payer)
		// Same payer and nonce, so the same submission id, but another signed permit.
		otherSignature := req
		otherSignature.AmountIn = "5000001"
		signAs(t, &otherSignature, inv, payer)
		// The stored signature over another permit is not a valid signature of it.
		copiedSignature := req
		copiedSignature.AmountIn = "5000001"

		b.chain.now = time.Unix(first.Deadline, 0).Add(-30 * time.Second)
		for name, r := range map[string]checkoutapi.SubmitRequest{
			"OtherNonce": otherNonce, "OtherSignature": otherSignature, "CopiedSignature": copiedSignature,
		} {
			_, err := b.svc.Submit(ctx, r)
			require.Error(t, err, name)
			requireFields(t, err, "permit2Data.deadline")
		}

		b.chain.now = chainTime
		delete(b.gate.allowed, gateKey{inv.MerchantID, payer})
		for name, r := range map[string]checkoutapi.SubmitRequest{"OtherNonce": otherNonce, "OtherSignature": otherSignature} {
			_, err := b.svc.Submit(ctx, r)
			require.Error(t, err, name)
			requireCode(t, err, apierr.ComplianceRequired)
		}
		_, err = b.svc.Submit(ctx, copiedSignature)
		requireCode(t, err, apierr.InvalidSignature)
		require.Len(t, b.store.subs, 1)
	})

	t.Run("RepeatBreakingARuleForGoodIsRefusedWithoutALookup", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer := randomAddress(t)
		req := b.readyToSubmit(t, inv, payer)
		_, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)

		// The deadline is near, but the body also names another invoice: no stored
		// submission can be this one.
		b.chain.now = chainTime.Add(30 * time.Minute)
		other := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		req.InvoiceID = other.ID.String()
		_, err = b.svc.Submit(ctx, req)
		requireFields(t, err, "permit2Data.deadline", "permit2Data.witness")
		require.Zero(t, b.store.reads)
	})

	t.Run("LookupFailureWhileRefusingPassesThrough", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		req := b.readyToSubmit(t, inv, randomAddress(t))
		first, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)

		// Whether this is the stored submission cannot be told: a refusal would send the
		// payer to sign again for a payment that may be queued.
		b.chain.now = time.Unix(first.Deadline, 0)
		b.store.readErr = errors.New("connection reset")
		_, err = b.svc.Submit(ctx, req)
		require.ErrorIs(t, err, b.store.readErr)
		_, isAPI := apierr.As(err)
		require.False(t, isAPI)
	})

	t.Run("StoreFailurePassesThrough", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		req := b.readyToSubmit(t, inv, randomAddress(t))
		b.store.err = errors.New("disk full")

		_, err := b.svc.Submit(ctx, req)
		require.ErrorIs(t, err, b.store.err)
	})
}

func TestSubmitSwap(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("AcceptsThePreparedCushionedAmount", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.EURC, 19_990_000)
		payer := randomAddress(t)
		req := b.readyToSubmit(t, inv, payer)

		sub, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)
		require.Equal(t, eurc, sub.PayInToken)
		require.Equal(t, mustInt(t, req.AmountIn), sub.AmountIn)
		require.Equal(t, []int{50, 0}, b.swaps.slippages, "prepare cushions; submit checks the bare price")
	})

	t.Run("AcceptsAPriceMoveWithinTheCushion", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.EURC, 19_990_000)
		req := b.readyToSubmit(t, inv, randomAddress(t))
		b.swaps.inNum, b.swaps.inDen = 10_040, 10_800 // EURC weakened by 0.4%

		_, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)
	})

	t.Run("RejectsAnAmountTheSwapNoLongerCovers", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.EURC, 19_990_000)
		req := b.readyToSubmit(t, inv, randomAddress(t))
		b.swaps.inNum, b.swaps.inDen = 10_100, 10_800 // EURC weakened by 1%, past the 0.5% cushion

		_, err := b.svc.Submit(ctx, req)
		requireFields(t, err, "amountIn")
		require.Empty(t, b.store.subs)
	})

	t.Run("RepeatAfterThePriceMovedAnswersWithTheFirst", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.EURC, 19_990_000)
		payer := randomAddress(t)
		req := b.readyToSubmit(t, inv, payer)
		first, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)

		b.swaps.inNum, b.swaps.inDen = 10_100, 10_800 // EURC weakened by 1%, past the 0.5% cushion
		creates := b.store.creates
		again, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)
		require.Equal(t, first, again)
		require.Equal(t, creates, b.store.creates, "nothing new is queued")

		// Another submission for the same amount at the new price is refused.
		other := req
		other.Permit2Data.Nonce = "12345"
		signAs(t, &other, inv, payer)
		_, err = b.svc.Submit(ctx, other)
		requireFields(t, err, "amountIn")

		// So is a repeat when the quote itself fails and nothing is stored under its id, and
		// the stored one is answered when it is.
		b.swaps.err = apierr.New(apierr.NoLiquidity, "The pool cannot fill this swap.")
		_, err = b.svc.Submit(ctx, other)
		requireCode(t, err, apierr.NoLiquidity)
		again, err = b.svc.Submit(ctx, req)
		require.NoError(t, err)
		require.Equal(t, first, again)
		require.Len(t, b.store.subs, 1)
	})

	t.Run("AcceptsExactlyTheBarePrice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.EURC, 5_000_000)
		payer := randomAddress(t)
		req := b.readyToSubmit(t, inv, payer)
		needed := b.swaps.needed(5_000_000)

		req.AmountIn = needed.String()
		signAs(t, &req, inv, payer)
		_, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)

		req.AmountIn = new(big.Int).Sub(needed, big.NewInt(1)).String()
		req.Permit2Data.Nonce = "99"
		signAs(t, &req, inv, payer)
		_, err = b.svc.Submit(ctx, req)
		requireFields(t, err, "amountIn")
	})

	t.Run("AmountBelowTheInvoiceIsFineWhenTheSwapCoversIt", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.EURC, 10_800_000)
		req := b.readyToSubmit(t, inv, randomAddress(t))
		require.Less(t, mustInt(t, req.AmountIn).Int64(), int64(10_800_000), "EURC is worth more than USDC here")

		_, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)
	})

	t.Run("SwapQuoteFailurePassesThrough", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.EURC, 5_000_000)
		req := b.readyToSubmit(t, inv, randomAddress(t))
		b.swaps.err = apierr.New(apierr.NoLiquidity, "The pool cannot fill this swap.")

		_, err := b.svc.Submit(ctx, req)
		requireCode(t, err, apierr.NoLiquidity)
	})

	t.Run("SwapUnavailableWithoutSwaps", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.EURC, 5_000_000)
		req := b.readyToSubmit(t, inv, randomAddress(t))

		_, err := b.newService(b.cfg, false).Submit(ctx, req)
		requireCode(t, err, apierr.SwapUnavailable)
	})
}

func TestStatus(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("ReportsProgress", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		settleTx, refundTx := common.HexToHash("0x5e771e"), common.HexToHash("0x7ef0d")
		for name, tc := range map[string]struct {
			sub  checkout.Submission
			want checkoutapi.Status
		}{
			"Pending": {
				checkout.Submission{Status: checkoutapi.StatusPending},
				checkoutapi.Status{Status: "pending"},
			},
			"Settled": {
				checkout.Submission{Status: checkoutapi.StatusSettled, SettleTxHash: settleTx},
				checkoutapi.Status{Status: "settled", SettleTxHash: ptr(settleTx.Hex())},
			},
			"Refunded": {
				checkout.Submission{Status: checkoutapi.StatusRefunded, SettleTxHash: settleTx, RefundTxHash: refundTx},
				checkoutapi.Status{Status: "refunded", SettleTxHash: ptr(settleTx.Hex()), RefundTxHash: ptr(refundTx.Hex())},
			},
			"Failed": {
				checkout.Submission{Status: checkoutapi.StatusFailed, Error: "the invoice was already paid"},
				checkoutapi.Status{Status: "failed", Error: ptr("the invoice was already paid")},
			},
		} {
			tc.sub.ID = crypto.Keccak256Hash([]byte(name))
			b.store.subs[tc.sub.ID] = tc.sub
			got, err := b.svc.Status(ctx, tc.sub.ID.Hex())
			require.NoError(t, err, name)
			require.Equal(t, tc.want, got, name)
		}
	})

	t.Run("RejectsMalformedID", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		for _, id := range []string{"", "nope", "0x1234", "0x" + strings.Repeat("zz", 32), strings.Repeat("ab", 32)} {
			_, err := b.svc.Status(ctx, id)
			requireFields(t, err, "submissionId")
		}
	})

	t.Run("UnknownIDIsNotFound", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		_, err := b.svc.Status(ctx, "0x"+strings.Repeat("00", 32))
		requireCode(t, err, apierr.NotFound)
	})

	t.Run("StoreFailurePassesThrough", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.store.err = errors.New("connection reset")
		_, err := b.svc.Status(ctx, "0x"+strings.Repeat("00", 32))
		require.ErrorIs(t, err, b.store.err)
		_, isAPI := apierr.As(err)
		require.False(t, isAPI)
	})
}

func TestSubmissionID(t *testing.T) {
	t.Parallel()
	id := invoice.ID{1}
	payer := common.HexToAddress("0x52908400098527886E0F7030069857D2E4169EE7")
	base := checkout.SubmissionID(chainID, id, payer, big.NewInt(7))

	require.Equal(t, base, checkout.SubmissionID(big.NewInt(1337), invoice.ID{1}, payer, big.NewInt(7)), "deterministic")
	for name, other := range map[string]common.Hash{
		"Chain":   checkout.SubmissionID(big.NewInt(1), id, payer, big.NewInt(7)),
		"Invoice": checkout.SubmissionID(chainID, invoice.ID{2}, payer, big.NewInt(7)),
		"Payer":   checkout.SubmissionID(chainID, id, common.Address{1}, big.NewInt(7)),
		"Nonce":   checkout.SubmissionID(chainID, id, payer, big.NewInt(8)),
	} {
		require.NotEqual(t, base, other, "another %s, another id", name)
	}
}

func ptr[T any](v T) *T { return &v }
