// Package checkout takes a customer's payment: it prepares the Permit2
// message to sign, checks a signed submission thoroughly, and records it
// for the relayer, which settles it on chain.
package checkout

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/uuid"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/eip2612"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/permit2"
)

// Submission is a customer's signed payment as stored.
type Submission struct {
	ID        common.Hash
	InvoiceID invoice.ID
	// ChainID is the chain the payment was signed for, its invoice's
	// when it was checked.
	ChainID      int64
	Payer        common.Address
	PayInToken   common.Address
	AmountIn     *big.Int
	PermitNonce  *big.Int
	Deadline     int64
	Signature    []byte
	Status       string
	SettleTxHash common.Hash
	RefundTxHash common.Hash
	Error        string
	CreatedAt    time.Time
	// TokenPermit is the payer's EIP-2612 permit to Permit2, signed instead
	// of an approval transaction; nil when Permit2 was approved.
	TokenPermit *TokenPermit
	// Authorization marks a payment made with the payer's EIP-3009
	// authorization: Signature is it (valid from 0 until Deadline, its
	// nonce the invoice's witness hash), and PermitNonce only names the
	// submission.
	Authorization bool
}

// TokenPermit is a signed EIP-2612 permit letting Permit2 move Value of
// the pay-in token until Deadline.
type TokenPermit struct {
	Value     *big.Int
	Deadline  *big.Int
	Signature []byte
}

// Permit is the signed Permit2 transfer of a submission.
type Permit struct {
	Token    common.Address
	Amount   *big.Int
	Nonce    *big.Int
	Deadline *big.Int
}

// Witness is the invoice a permit is bound to.
type Witness struct {
	InvoiceID   invoice.ID
	Merchant    common.Address
	PayoutToken common.Address
	Amount      *big.Int
}

// Chain is what checkout needs from the chain.
type Chain interface {
	// Now is the chain's time (the latest block's), which permit deadlines
	// are judged by.
	Now(ctx context.Context) (time.Time, error)
	// Permit2Allowance is how much of token Permit2 may move for owner.
	Permit2Allowance(ctx context.Context, token, owner common.Address) (*big.Int, error)
	// ApproveCalldata is approve(spender, amount) calldata.
	ApproveCalldata(spender common.Address, amount *big.Int) []byte
	// PermitSigner recovers who signed the permit for the witness.
	PermitSigner(p Permit, w Witness, signature []byte) (common.Address, error)
	// WitnessHash is the EIP-712 struct hash of w.
	WitnessHash(w Witness) common.Hash
	// TokenPermitDomain is token's EIP-712 domain, or ErrNoTokenPermit
	// when the token has no EIP-2612 permit Paystead can sign for.
	TokenPermitDomain(ctx context.Context, token common.Address) (eip2612.Domain, error)
	// TokenPermitNonce is token's next permit nonce for owner.
	TokenPermitNonce(ctx context.Context, token, owner common.Address) (*big.Int, error)
	// TokenPermitSigner recovers who signed owner's permit of the token of
	// d to Permit2 at nonce.
	TokenPermitSigner(d eip2612.Domain, owner common.Address, value, nonce, deadline *big.Int, signature []byte) (common.Address, error)
	// NonceBitmap is Permit2's bitmap of owner's spent unordered nonces in word wordPos.
	NonceBitmap(ctx context.Context, owner common.Address, wordPos *big.Int) (*big.Int, error)
	// TokenTakesAuthorizations reports whether token takes EIP-3009 authorizations.
	TokenTakesAuthorizations(ctx context.Context, token common.Address) (bool, error)
	// AuthorizationSigner recovers who signed the EIP-3009 ReceiveWithAuthorization of value
	// to the gateway, valid from 0 until validBefore, under nonce, in the token of d.
	AuthorizationSigner(d eip2612.Domain, from common.Address, value, validBefore *big.Int, nonce common.Hash, signature []byte) (common.Address, error)
	// TokenPaused reports whether token's issuer has paused every transfer of it.
	TokenPaused(ctx context.Context, token common.Address) (bool, error)
	// TokenBlacklisted reports whether token's issuer bars who from sending or receiving it.
	TokenBlacklisted(ctx context.Context, token, who common.Address) (bool, error)
}

// ErrNoTokenPermit means a token has no EIP-2612 permit: its payers
// approve Permit2 with a transaction.
var ErrNoTokenPermit = errors.New("token has no EIP-2612 permit")

// Store keeps submissions and each payer's Permit2 nonce word.
type Store interface {
	// CreateSubmission stores sub and queues its settlement in one
	// transaction; when sub.ID exists it returns the stored one instead.
	CreateSubmission(ctx context.Context, sub Submission) (Submission, error)
	Submission(ctx context.Context, id common.Hash) (Submission, error)
	// PayerNonceWord is payer's nonce word; a payer without one gets fresh, from bit 0.
	PayerNonceWord(ctx context.Context, payer common.Address, fresh *big.Int) (NonceWord, error)
	// ReserveNonceBit atomically takes the first bit at or after from that no
	// earlier call took in payer's word wordPos; ok is false when payer's
	// word is no longer wordPos or has no bit left.
	ReserveNonceBit(ctx context.Context, payer common.Address, wordPos *big.Int, from int) (bit int, ok bool, err error)
	// MovePayerNonceWord replaces payer's word from by to, from bit 0,
	// unless payer's word is no longer from (another prepare moved it).
	MovePayerNonceWord(ctx context.Context, payer common.Address, from, to *big.Int) error
}

// NonceWord is a payer's Permit2 nonce word (a nonce is Pos<<8 | bit) and
// the first of its bits not yet offered.
type NonceWord struct {
	Pos     *big.Int
	NextBit int
}

// Gate answers whether a wallet holds a fresh allow decision.
type Gate interface {
	HasFreshAllow(ctx context.Context, merchantID uuid.UUID, wallet common.Address) (bool, error)
}

// Invoices reads invoices.
type Invoices interface {
	Get(ctx context.Context, id invoice.ID) (invoice.Invoice, error)
}

// Swaps prices the swap of a payment whose pay-in token differs from the invoice's payout token
// (quote.Service).
type Swaps interface {
	// MaxAmountIn is how much of tokenIn buys exactly amountOut of tokenOut at the latest block,
	// raised by slippageBps.
	MaxAmountIn(ctx context.Context, tokenIn, tokenOut common.Address, amountOut *big.Int, slippageBps int) (*big.Int, error)
}

// ErrNotFound is returned by stores for missing rows.
var ErrNotFound = errors.New("not found")

// ErrNetworkChanged is the store's refusal of a submission signed for a
// chain its invoice has moved from since.
var ErrNetworkChanged = errors.New("the invoice moved to another network")

// Network is a chain checkout takes payments on: its contracts and
// tokens, a reader of it, and its swaps.
type Network struct {
	ChainID *big.Int
	Permit2 common.Address
	Gateway common.Address
	Tokens  map[invoiceapi.Token]common.Address
	Chain   Chain
	// Swaps lets invoices whose pay-in token differs from the payout token
	// (EURC invoices) be paid through the gateway's swap; nil where the
	// chain has none: such invoices answer swap_unavailable.
	Swaps Swaps
}

// Config is how checkout prepares permits.
type Config struct {
	// PermitLifetime is how long a prepared permit stays valid.
	PermitLifetime time.Duration
	// SwapSlippageBps cushions the pay-in amount prepare signs for when the payment swaps
	// (default 50, 0.5%).
	SwapSlippageBps int
}

// Service is the checkout. Each invoice is paid on the network it is
// staged on (its ChainID).
type Service struct {
	cfg      Config
	networks map[int64]*Network
	store    Store
	gate     Gate
	invoices Invoices
	now      func() time.Time
}

// NewService wires a Service taking payments on networks.
func NewService(cfg Config, networks []Network, store Store, gate Gate, invoices Invoices) *Service {
	if cfg.PermitLifetime == 0 {
		cfg.PermitLifetime = 30 * time.Minute
	}
	if cfg.SwapSlippageBps == 0 {
		cfg.SwapSlippageBps = 50
	}
	s := &Service{cfg: cfg, networks: make(map[int64]*Network, len(networks)), store: store, gate: gate, invoices: invoices, now: time.Now}
	for _, n := range networks {
		s.networks[n.ChainID.Int64()] = &n
	}
	return s
}

// networkOf is the network inv is paid on.
func (s *Service) networkOf(inv invoice.Invoice) (*Network, error) {
	n, ok := s.networks[inv.ChainID]
	if !ok {
		return nil, apierr.New(apierr.InvoiceNotOpen, "The invoice is staged on chain %d, which this deployment no longer settles on; ask the merchant for a new invoice.", inv.ChainID)
	}
	return n, nil
}

var maxUint256 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))

// Prepare answers the typed data to sign for paying req.InvoiceID from
// req.Payer, the submission to send with the signature, and the Permit2
// approval to send first when one is missing.
func (s *Service) Prepare(ctx context.Context, req checkoutapi.PrepareRequest) (checkoutapi.PrepareResponse, error) {
	var fields apierr.Fields
	id, idErr := invoice.ParseID(req.InvoiceID)
	if idErr != nil {
		fields.Add("invoiceId", "%s", idErr.Error())
	}
	payer, ok := parseAddress(req.Payer)
	if !ok {
		fields.Add("payer", "must be a 0x-prefixed 20-byte address")
	}
	if err := fields.Err(); err != nil {
		return checkoutapi.PrepareResponse{}, err
	}
	inv, err := s.payableInvoice(ctx, id)
	if err != nil {
		return checkoutapi.PrepareResponse{}, err
	}
	n, err := s.networkOf(inv)
	if err != nil {
		return checkoutapi.PrepareResponse{}, err
	}
	token, err := n.payInToken(inv, req.PayInToken, "payInToken")
	if err != nil {
		return checkoutapi.PrepareResponse{}, err
	}
	if err := n.issuerAllows(ctx, inv, token, payer, true); err != nil {
		return checkoutapi.PrepareResponse{}, err
	}
	nonce, err := s.permitNonce(ctx, n, payer)
	if err != nil {
		return checkoutapi.PrepareResponse{}, err
	}
	invoiceAmount := big.NewInt(inv.Amount)
	amount := invoiceAmount
	if token != inv.PayoutToken {
		// A swap payment: the payer signs for the reverse quote plus slippage; the gateway
		// swaps for exactly the invoice amount and returns what the swap did not use.
		if amount, err = n.Swaps.MaxAmountIn(ctx, token, inv.PayoutToken, invoiceAmount, s.cfg.SwapSlippageBps); err != nil {
			return checkoutapi.PrepareResponse{}, err
		}
	}
	chainNow, err := n.now(ctx)
	if err != nil {
		return checkoutapi.PrepareResponse{}, err
	}
	deadline := big.NewInt(latest(chainNow, s.now()).Add(s.cfg.PermitLifetime).Unix())
	if last := s.lastDeadline(inv, chainNow); last != nil && deadline.Cmp(last) > 0 {
		deadline = last
	}
	w := witnessOf(inv)
	typed := permit2.New(permit2.Params{
		ChainID:       n.ChainID,
		Permit2:       n.Permit2.Hex(),
		Spender:       n.Gateway.Hex(),
		Token:         token.Hex(),
		Amount:        amount,
		Nonce:         nonce,
		Deadline:      deadline,
		InvoiceID:     inv.ID.String(),
		Merchant:      inv.MerchantWallet.Hex(),
		InvoiceAmount: invoiceAmount,
		PayoutToken:   inv.PayoutToken.Hex(),
	})
	resp := checkoutapi.PrepareResponse{
		TypedData: typed,
		Submission: checkoutapi.Submission{
			InvoiceID:  inv.ID.String(),
			Payer:      payer.Hex(),
			PayInToken: token.Hex(),
			AmountIn:   amount.String(),
			ChainID:    inv.ChainID,
			Permit2Data: checkoutapi.Permit2Data{
				Nonce:             nonce.String(),
				Deadline:          deadline.String(),
				Witness:           n.Chain.WitnessHash(w).Hex(),
				WitnessTypeString: permit2.WitnessTypeString,
			},
		},
	}
	allowance, err := n.Chain.Permit2Allowance(ctx, token, payer)
	if err != nil {
		return checkoutapi.PrepareResponse{}, apierr.New(apierr.ChainError, "Could not read the payer's Permit2 allowance; try again.").WithDetail(err.Error())
	}
	if allowance.Cmp(amount) < 0 {
		resp.Approval = &checkoutapi.Approval{
			To:   token.Hex(),
			Data: hexutil.Encode(n.Chain.ApproveCalldata(n.Permit2, maxUint256)),
		}
		if resp.TokenPermit, err = n.tokenPermitOffer(ctx, token, payer, deadline); err != nil {
			return checkoutapi.PrepareResponse{}, err
		}
		if token == inv.PayoutToken {
			if resp.Authorization, err = n.authorizationOffer(ctx, token, payer, invoiceAmount, deadline, w); err != nil {
				return checkoutapi.PrepareResponse{}, err
			}
		}
	}
	return resp, nil
}

// tokenPermitOffer is the EIP-2612 permit of token to Permit2 a payer may
// sign instead of sending the approval, or nil for a token without one.
// Like the approval it is for the most a uint256 holds, so the payer signs
// it once per token; it lapses with the payment's own permit.
func (n *Network) tokenPermitOffer(ctx context.Context, token, payer common.Address, deadline *big.Int) (*checkoutapi.TokenPermitOffer, error) {
	domain, err := n.Chain.TokenPermitDomain(ctx, token)
	if errors.Is(err, ErrNoTokenPermit) {
		return nil, nil
	}
	if err != nil {
		return nil, apierr.New(apierr.ChainError, "Could not read the token's permit domain; try again.").WithDetail(err.Error())
	}
	nonce, err := n.Chain.TokenPermitNonce(ctx, token, payer)
	if err != nil {
		return nil, apierr.New(apierr.ChainError, "Could not read the payer's token permit nonce; try again.").WithDetail(err.Error())
	}
	return &checkoutapi.TokenPermitOffer{
		TypedData: eip2612.New(domain, payer.Hex(), n.Permit2.Hex(), maxUint256, nonce, deadline),
		Value:     maxUint256.String(),
		Deadline:  deadline.String(),
	}, nil
}

// SubmissionID is deterministic for (chain, invoice, payer, Permit2 nonce).
func SubmissionID(chainID *big.Int, id invoice.ID, payer common.Address, nonce *big.Int) common.Hash {
	return crypto.Keccak256Hash(
		common.LeftPadBytes(chainID.Bytes(), 32),
		id[:],
		common.LeftPadBytes(payer.Bytes(), 32),
		common.LeftPadBytes(nonce.Bytes(), 32),
	)
}

func (s *Service) payableInvoice(ctx context.Context, id invoice.ID) (invoice.Invoice, error) {
	inv, err := s.invoices.Get(ctx, id)
	if errors.Is(err, invoice.ErrNotFound) {
		return inv, apierr.New(apierr.NotFound, "No invoice has id %s.", id)
	}
	if err != nil {
		return inv, err
	}
	switch {
	case inv.Status == invoice.Failed:
		return inv, apierr.New(apierr.InvoiceNotOpen, "The invoice could not be put on chain, so it cannot be paid; ask the merchant for a new invoice.").WithDetail(inv.Failure)
	case inv.Status == invoice.Expired || inv.ExpiredAt(s.now()):
		return inv, apierr.New(apierr.InvoiceExpired, "The invoice expired at %s unpaid and can no longer be paid; ask the merchant for a new one.", inv.ExpiresAt.UTC().Format(time.RFC3339))
	case inv.Status == invoice.Voided:
		return inv, apierr.New(apierr.InvoiceVoided, "The merchant voided this invoice; it can no longer be paid.")
	case !inv.Status.Payable():
		return inv, apierr.New(apierr.InvoiceNotOpen, "The invoice is %s and cannot be paid.", inv.Status)
	}
	return inv, nil
}

// lastDeadline is the latest Permit2 deadline a payment of inv may carry,
// on the chain's clock: its expiry, moved by as much as the chain's clock
// runs ahead of this one (a dev chain that travelled in time). The
// signature itself then bounds the payment: Permit2 refuses it on chain
// after the expiry, whoever relays it. Nil: inv never expires.
func (s *Service) lastDeadline(inv invoice.Invoice, chainNow time.Time) *big.Int {
	if inv.ExpiresAt == nil {
		return nil
	}
	at := *inv.ExpiresAt
	if ahead := chainNow.Sub(s.now()); ahead > 0 {
		at = at.Add(ahead)
	}
	return big.NewInt(at.Unix())
}

// symbolOf is the symbol of the network's token at a (its address when
// it has none).
func (n *Network) symbolOf(a common.Address) string {
	for sym, addr := range n.Tokens {
		if addr == a {
			return string(sym)
		}
	}
	return a.Hex()
}

// payInToken resolves the token a payer pays with (a symbol or an address)
// and checks it is the invoice's.
func (n *Network) payInToken(inv invoice.Invoice, raw, field string) (common.Address, error) {
	want := n.Tokens[inv.PayInToken]
	if want == (common.Address{}) || (want != inv.PayoutToken && n.Swaps == nil) {
		return common.Address{}, apierr.New(apierr.SwapUnavailable,
			"This invoice is paid in %s, which settles through a swap into %s; swaps are not available on this network.", inv.PayInToken, n.symbolOf(inv.PayoutToken))
	}
	var got common.Address
	switch {
	case raw == "" || strings.EqualFold(raw, string(inv.PayInToken)):
		got = want
	case common.IsHexAddress(raw) && strings.HasPrefix(raw, "0x"):
		got = common.HexToAddress(raw)
	default:
		got = common.Address{1}
	}
	if got != want {
		f := apierr.Fields{}
		f.Add(field, "must be the invoice's pay-in token, %s (%s)", inv.PayInToken, want.Hex())
		return common.Address{}, f.Err()
	}
	return want, nil
}

func latest(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

func witnessOf(inv invoice.Invoice) Witness {
	return Witness{InvoiceID: inv.ID, Merchant: inv.MerchantWallet, PayoutToken: inv.PayoutToken, Amount: big.NewInt(inv.Amount)}
}

func parseAddress(s string) (common.Address, bool) {
	if len(s) != 42 || !strings.HasPrefix(s, "0x") {
		return common.Address{}, false
	}
	if _, err := hex.DecodeString(s[2:]); err != nil {
		return common.Address{}, false
	}
	return common.HexToAddress(s), true
}

func parseUint256(s string) (*big.Int, bool) {
	if s == "" || len(s) > 78 || strings.TrimLeft(s, "0123456789") != "" {
		return nil, false
	}
	v, ok := new(big.Int).SetString(s, 10)
	if !ok || v.Cmp(maxUint256) > 0 {
		return nil, false
	}
	return v, true
}

// permitNonce reserves payer's next Permit2 nonce in the payer's word, so
// that consecutive payments flip bits of one bitmap word: after the first,
// Permit2 rewrites a non-zero word (~17,000 gas less than a new one). The
// counter in the store keeps concurrent prepares, in any process, apart; the
// chain's bitmap, read once, skips nonces spent elsewhere (Permit2's nonce
// space is shared by every spender of the payer). A word with nothing left
// is replaced by a fresh random one. A nonce prepared and never signed is
// only a gap.
func (s *Service) permitNonce(ctx context.Context, n *Network, payer common.Address) (*big.Int, error) {
	for range maxNonceWords {
		fresh, err := randomWordPos()
		if err != nil {
			return nil, err
		}
		word, err := s.store.PayerNonceWord(ctx, payer, fresh)
		if err != nil {
			return nil, err
		}
		spent, err := n.Chain.NonceBitmap(ctx, payer, word.Pos)
		if err != nil {
			return nil, apierr.New(apierr.ChainError, "Could not read the payer's Permit2 nonces; try again.").WithDetail(err.Error())
		}
		for from := firstClearBit(spent, word.NextBit); from < 256; from = firstClearBit(spent, from) {
			bit, ok, err := s.store.ReserveNonceBit(ctx, payer, word.Pos, from)
			if err != nil {
				return nil, err
			}
			if !ok {
				break
			}
			if spent.Bit(bit) == 0 {
				return new(big.Int).Or(new(big.Int).Lsh(word.Pos, 8), big.NewInt(int64(bit))), nil
			}
			// Another prepare advanced the counter past from onto a spent bit.
			from = bit + 1
		}
		next, err := randomWordPos()
		if err != nil {
			return nil, err
		}
		if err := s.store.MovePayerNonceWord(ctx, payer, word.Pos, next); err != nil {
			return nil, err
		}
	}
	return nil, fmt.Errorf("checkout: no free Permit2 nonce for %s in %d words", payer.Hex(), maxNonceWords)
}

// maxNonceWords bounds how many words one prepare tries; each full word
// takes 256 prepares (or spends elsewhere) to use up.
const maxNonceWords = 4

// firstClearBit is the first bit at or after from that bitmap does not set,
// or 256.
func firstClearBit(bitmap *big.Int, from int) int {
	for from < 256 && bitmap.Bit(from) == 1 {
		from++
	}
	return from
}

// randomWordPos draws a Permit2 nonce word in the upper half of the 248-bit
// word space, far from the low words wallets and dapps count up from.
func randomWordPos() (*big.Int, error) {
	var b [31]byte
	if _, err := rand.Read(b[:]); err != nil {
		return nil, fmt.Errorf("checkout: no secure randomness: %w", err)
	}
	b[0] |= 0x80
	return new(big.Int).SetBytes(b[:]), nil
}

// now is the chain's clock, which windows and deadlines run on.
func (n *Network) now(ctx context.Context) (time.Time, error) {
	now, err := n.Chain.Now(ctx)
	if err != nil {
		return time.Time{}, apierr.New(apierr.ChainError, "Could not read the chain's time; try again.").WithDetail(err.Error())
	}
	return now, nil
}
