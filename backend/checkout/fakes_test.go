package checkout_test

import (
	"bytes"
	"context"
	"errors"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/backend/internal/testkit"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/eip2612"
	"github.com/paystead/paystead/shared/invoiceapi"
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

	permitDomains map[common.Address]eip2612.Domain // tokens with an EIP-2612 permit
	domainErr     error
	permitNonces  map[[2]common.Address]*big.Int // by token, owner

	bitmapMu   sync.Mutex
	bitmaps    map[nonceWordKey]*big.Int // Permit2's spent nonces, by owner and word
	bitmapErr  error
	bitmapRead int

	// Tokens that take EIP-3009 authorizations.
	authorizations map[common.Address]bool

	// The issuers' controls: paused tokens, barred wallets by token.
	paused      map[common.Address]bool
	blacklisted map[[2]common.Address]bool // by token, wallet
	issuerErr   error
}

func (c *fakeChain) TokenTakesAuthorizations(_ context.Context, token common.Address) (bool, error) {
	return c.authorizations[token], c.issuerErr
}

// AuthorizationSigner recovers as PermitSigner does: the signer, then a digest of what was signed.
func (c *fakeChain) AuthorizationSigner(d eip2612.Domain, from common.Address, value, validBefore *big.Int, nonce common.Hash, sig []byte) (common.Address, error) {
	if len(sig) != 65 {
		return common.Address{}, errors.New("fake chain: a signature is 65 bytes")
	}
	if !bytes.Equal(sig[20:52], authorizationDigest(d, from, value, validBefore, nonce)) {
		return common.BytesToAddress(crypto.Keccak256(sig)[:20]), nil
	}
	return common.BytesToAddress(sig[:20]), nil
}

func authorizationDigest(d eip2612.Domain, from common.Address, value, validBefore *big.Int, nonce common.Hash) []byte {
	return crypto.Keccak256([]byte(d.Name), []byte(d.Version), []byte(d.ChainID), []byte(d.VerifyingContract),
		from.Bytes(), gatewayAddr.Bytes(), word(value), word(validBefore), nonce.Bytes())
}

// fakeSignAuthorization is signer's signature of its authorization in the token of d, as
// fakeChain recovers it.
func fakeSignAuthorization(signer common.Address, d eip2612.Domain, value, validBefore *big.Int, nonce common.Hash) []byte {
	sig := append(signer.Bytes(), authorizationDigest(d, signer, value, validBefore, nonce)...)
	sig = append(sig, make([]byte, 65-len(sig))...)
	sig[64] = 27
	return sig
}

func (c *fakeChain) TokenPaused(_ context.Context, token common.Address) (bool, error) {
	return c.paused[token], c.issuerErr
}

func (c *fakeChain) TokenBlacklisted(_ context.Context, token, who common.Address) (bool, error) {
	return c.blacklisted[[2]common.Address{token, who}], c.issuerErr
}

type nonceWordKey struct {
	owner common.Address
	word  string // the word position in decimal
}

func (c *fakeChain) NonceBitmap(_ context.Context, owner common.Address, wordPos *big.Int) (*big.Int, error) {
	c.bitmapMu.Lock()
	defer c.bitmapMu.Unlock()
	c.bitmapRead++
	if c.bitmapErr != nil {
		return nil, c.bitmapErr
	}
	if m, ok := c.bitmaps[nonceWordKey{owner, wordPos.String()}]; ok {
		return new(big.Int).Set(m), nil
	}
	return new(big.Int), nil
}

// spend marks owner's nonce spent on the fake chain, as a settled permit or an invalidation would.
func (c *fakeChain) spend(owner common.Address, nonce *big.Int) {
	c.bitmapMu.Lock()
	defer c.bitmapMu.Unlock()
	if c.bitmaps == nil {
		c.bitmaps = map[nonceWordKey]*big.Int{}
	}
	key := nonceWordKey{owner, new(big.Int).Rsh(nonce, 8).String()}
	m, ok := c.bitmaps[key]
	if !ok {
		m = new(big.Int)
		c.bitmaps[key] = m
	}
	m.SetBit(m, int(new(big.Int).And(nonce, big.NewInt(255)).Int64()), 1)
}

func (c *fakeChain) TokenPermitDomain(_ context.Context, token common.Address) (eip2612.Domain, error) {
	if c.domainErr != nil {
		return eip2612.Domain{}, c.domainErr
	}
	d, ok := c.permitDomains[token]
	if !ok {
		return eip2612.Domain{}, checkout.ErrNoTokenPermit
	}
	return d, nil
}

func (c *fakeChain) TokenPermitNonce(_ context.Context, token, owner common.Address) (*big.Int, error) {
	if n, ok := c.permitNonces[[2]common.Address{token, owner}]; ok {
		return n, nil
	}
	return new(big.Int), nil
}

// TokenPermitSigner recovers as PermitSigner does: the signer, then a digest of what was signed.
func (c *fakeChain) TokenPermitSigner(d eip2612.Domain, owner common.Address, value, nonce, deadline *big.Int, sig []byte) (common.Address, error) {
	if len(sig) != 65 {
		return common.Address{}, errors.New("fake chain: a signature is 65 bytes")
	}
	if !bytes.Equal(sig[20:52], tokenPermitDigest(d, owner, value, nonce, deadline)) {
		return common.BytesToAddress(crypto.Keccak256(sig)[:20]), nil
	}
	return common.BytesToAddress(sig[:20]), nil
}

func tokenPermitDigest(d eip2612.Domain, owner common.Address, value, nonce, deadline *big.Int) []byte {
	return crypto.Keccak256([]byte(d.Name), []byte(d.Version), []byte(d.ChainID), []byte(d.VerifyingContract),
		owner.Bytes(), permit2Addr.Bytes(), word(value), word(nonce), word(deadline))
}

// fakeSignTokenPermit is signer's signature of its permit of the token of d, as fakeChain
// recovers it.
func fakeSignTokenPermit(signer common.Address, d eip2612.Domain, value, nonce, deadline *big.Int) []byte {
	sig := append(signer.Bytes(), tokenPermitDigest(d, signer, value, nonce, deadline)...)
	sig = append(sig, make([]byte, 65-len(sig))...)
	sig[64] = 28 // a recovery id as a wallet spells it
	return sig
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
	if sig[64] != 27 && sig[64] != 28 {
		return common.Address{}, errors.New("fake chain: invalid signature recovery id (Permit2 reads 27 or 28)")
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
	sig = append(sig, make([]byte, 65-len(sig))...)
	sig[64] = 27 // a recovery id as a wallet spells it
	return sig
}

// fakeStore keeps submissions in a map; CreateSubmission answers an existing id with the stored
// submission, as the real store's insert does.
type fakeStore struct {
	subs    map[common.Hash]checkout.Submission
	creates int
	reads   int   // calls of Submission
	err     error // of every submission call
	readErr error // of Submission only

	wordsMu sync.Mutex
	words   map[common.Address]checkout.NonceWord // each payer's nonce word, as the real store keeps it
}

func (s *fakeStore) PayerNonceWord(_ context.Context, payer common.Address, fresh *big.Int) (checkout.NonceWord, error) {
	s.wordsMu.Lock()
	defer s.wordsMu.Unlock()
	if s.words == nil {
		s.words = map[common.Address]checkout.NonceWord{}
	}
	w, ok := s.words[payer]
	if !ok {
		w = checkout.NonceWord{Pos: new(big.Int).Set(fresh)}
		s.words[payer] = w
	}
	return w, nil
}

func (s *fakeStore) ReserveNonceBit(_ context.Context, payer common.Address, wordPos *big.Int, from int) (int, bool, error) {
	s.wordsMu.Lock()
	defer s.wordsMu.Unlock()
	w, ok := s.words[payer]
	if !ok || w.Pos.Cmp(wordPos) != 0 {
		return 0, false, nil
	}
	bit := max(w.NextBit, from)
	if bit >= 256 {
		return 0, false, nil
	}
	w.NextBit = bit + 1
	s.words[payer] = w
	return bit, true, nil
}

func (s *fakeStore) MovePayerNonceWord(_ context.Context, payer common.Address, from, to *big.Int) error {
	s.wordsMu.Lock()
	defer s.wordsMu.Unlock()
	if w, ok := s.words[payer]; ok && w.Pos.Cmp(from) == 0 {
		s.words[payer] = checkout.NonceWord{Pos: new(big.Int).Set(to)}
	}
	return nil
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
	cfg      checkout.Network
	chain    *fakeChain
	store    *fakeStore
	gate     *fakeGate
	invoices *fakeInvoices
	swaps    *fakeSwaps
}

func setup(t *testing.T) *testBundle {
	t.Helper()
	b := &testBundle{
		cfg: checkout.Network{
			ChainID: chainID,
			Permit2: permit2Addr,
			Gateway: gatewayAddr,
			Tokens:  map[invoiceapi.Token]common.Address{invoiceapi.USDC: usdc, invoiceapi.EURC: eurc},
		},
		chain: &fakeChain{now: chainTime, allowances: map[[2]common.Address]*big.Int{},
			permitDomains: map[common.Address]eip2612.Domain{}, permitNonces: map[[2]common.Address]*big.Int{},
			paused: map[common.Address]bool{}, blacklisted: map[[2]common.Address]bool{}, authorizations: map[common.Address]bool{}},
		store:    &fakeStore{subs: map[common.Hash]checkout.Submission{}},
		gate:     &fakeGate{allowed: map[gateKey]bool{}},
		invoices: &fakeInvoices{byID: map[invoice.ID]invoice.Invoice{}},
		swaps:    &fakeSwaps{inNum: 100, inDen: 108},
	}
	b.svc = b.newService(b.cfg, true)
	return b
}

// newService is a Service of cfg (the defaults when none) paying on
// network n over b's fakes, with or without swaps.
func (b *testBundle) newService(n checkout.Network, withSwaps bool, cfg ...checkout.Config) *checkout.Service {
	n.Chain = b.chain
	if withSwaps {
		n.Swaps = b.swaps
	}
	return checkout.NewService(append(cfg, checkout.Config{})[0], []checkout.Network{n}, b.store, b.gate, b.invoices)
}

// openInvoice stores an open invoice of amount units, paid in token, settled in USDC.
func (b *testBundle) openInvoice(t *testing.T, token invoiceapi.Token, amount int64) invoice.Invoice {
	t.Helper()
	id, err := invoice.NewID()
	require.NoError(t, err)
	inv := invoice.Invoice{
		ID:             id,
		MerchantID:     uuid.New(),
		MerchantWallet: testkit.RandomAddress(t),
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

// submitted is readyToSubmit's request, submitted: the request and the submission stored.
func (b *testBundle) submitted(t *testing.T, inv invoice.Invoice, payer common.Address) (checkoutapi.SubmitRequest, checkout.Submission) {
	t.Helper()
	req := b.readyToSubmit(t, inv, payer)
	sub, err := b.svc.Submit(context.Background(), req)
	require.NoError(t, err)
	return req, sub
}

// requireRepeatAnswered submits req again and checks that the answer is stored, the
// submission already stored under its id, and that nothing new is queued.
func (b *testBundle) requireRepeatAnswered(t *testing.T, req checkoutapi.SubmitRequest, stored checkout.Submission) {
	t.Helper()
	creates := b.store.creates
	again, err := b.svc.Submit(context.Background(), req)
	require.NoError(t, err)
	require.Equal(t, stored, again)
	require.Equal(t, creates, b.store.creates, "nothing new is queued")
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
