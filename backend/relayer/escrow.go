package relayer

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/escrow"
	"github.com/paystead/paystead/backend/invoice"
)

// EscrowChain sends refunds and claims from the server wallet (the
// merchant's delegate) and, once they are mined, records how they ended.
// A request is answered once its transaction is stored and broadcast; Run
// follows every send to its receipt. It implements escrow.Chain.
type EscrowChain struct {
	store   EscrowStore
	sender  *Sender
	backend chain.Backend
	gateway *chain.Gateway
	log     *slog.Logger
	// Tokens, when set, is asked whether the token's issuer bars the
	// wallet a refund or claim would pay: such a send is refused, nothing
	// sent, rather than simulated into a revert.
	Tokens TokenStanding

	mu        sync.Mutex
	run       context.Context // Run's, nil until it starts
	following map[common.Hash]bool
}

// NewEscrowChain returns an EscrowChain that records outcomes in store.
func NewEscrowChain(store EscrowStore, sender *Sender, backend chain.Backend, gateway *chain.Gateway, log *slog.Logger) *EscrowChain {
	return &EscrowChain{store: store, sender: sender, backend: backend, gateway: gateway, log: log, following: map[common.Hash]bool{}}
}

var _ escrow.Chain = (*EscrowChain)(nil)

// Now is the latest block's time: the clock the refund window runs on.
func (c *EscrowChain) Now(ctx context.Context) (time.Time, error) {
	return chain.Now(ctx, c.backend)
}

// paidArg is p as the gateway committed it: its amount is what the
// gateway still holds, the amount paid less the refunds so far.
func paidArg(p escrow.Paid) chain.PaidInvoice {
	return chain.PaidInvoice{ID: p.ID, Merchant: p.Merchant, PayoutToken: p.PayoutToken, Amount: big.NewInt(p.Remaining()),
		Payer: p.Payer, PaidAt: uint64(p.PaidAt.Unix())}
}

// SendRefund sends a refund of amount of what the gateway holds for p to
// its payer and returns once it is stored and broadcast.
func (c *EscrowChain) SendRefund(ctx context.Context, p escrow.Paid, amount int64, consent *escrow.Consent) (common.Hash, error) {
	to := p.Payer
	if consent != nil {
		to = consent.To
	}
	if err := c.notFrozen(ctx, p.PayoutToken, to); err != nil {
		return common.Hash{}, err
	}
	send := EscrowSend{Purpose: PurposeRefund, Merchant: p.MerchantID, Invoices: []invoice.ID{p.ID}, Amount: amount}
	tx, err := c.sender.SendEscrow(ctx, send, func(opts *bind.TransactOpts) (*types.Transaction, error) {
		if consent != nil && len(consent.Signature) == 0 {
			// Paid from its deposit address: to the address the customer gave.
			return c.gateway.RefundDepositTo(ctx, opts, paidArg(p), big.NewInt(amount), consent.To)
		}
		if consent != nil {
			return c.gateway.RefundTo(ctx, opts, paidArg(p), big.NewInt(amount),
				chain.RefundConsent{To: consent.To, Deadline: big.NewInt(consent.Deadline), Signature: consent.Signature})
		}
		return c.gateway.Refund(ctx, opts, paidArg(p), big.NewInt(amount))
	})
	if name := chain.RevertName(err); name == "RefundConsentInvalid" || name == "RefundConsentExpired" {
		return common.Hash{}, fmt.Errorf("%w: %w", escrow.ErrConsentRefused, err)
	}
	if staleRefund(err) {
		return common.Hash{}, fmt.Errorf("%w: %w", escrow.ErrRefundRaced, err)
	}
	if err != nil {
		return common.Hash{}, err
	}
	c.follow(tx.Hash())
	return tx.Hash(), nil
}

// staleRefund reports whether the gateway refused a refund, at its gas
// estimate, because it holds something else for the invoice than the
// database said: the commitment moved (a partial refund went out first)
// or nothing is left.
func staleRefund(err error) bool {
	switch chain.RevertName(err) {
	case "RecordMismatch", "InvoiceAlreadyRefunded", "RefundExceedsRemaining":
		return true
	}
	return false
}

// SendClaim sends a claim of the invoices to the merchant's payout wallet
// in one transaction and returns once it is stored and broadcast.
func (c *EscrowChain) SendClaim(ctx context.Context, merchant, payoutToken common.Address, invoices []escrow.Paid) (common.Hash, error) {
	if len(invoices) == 0 {
		return common.Hash{}, errors.New("relayer: a claim of no invoices")
	}
	wallet, err := c.gateway.PayoutWallet(ctx, merchant)
	if err != nil {
		return common.Hash{}, err
	}
	if err := c.notFrozen(ctx, payoutToken, wallet); err != nil {
		return common.Hash{}, err
	}
	args := make([]chain.PaidInvoice, len(invoices))
	send := EscrowSend{Purpose: PurposeClaim, Merchant: invoices[0].MerchantID, Invoices: make([]invoice.ID, len(invoices))}
	for i, p := range invoices {
		args[i] = paidArg(p)
		send.Invoices[i] = p.ID
	}
	tx, err := c.sender.SendEscrow(ctx, send, func(opts *bind.TransactOpts) (*types.Transaction, error) {
		return c.gateway.Claim(ctx, opts, merchant, payoutToken, args)
	})
	if id, ok := staleClaim(err); ok {
		return common.Hash{}, &escrow.StaleClaimError{ID: id, Err: err}
	}
	if err != nil {
		return common.Hash{}, err
	}
	c.follow(tx.Hash())
	return tx.Hash(), nil
}

// SendReturn sends amount of what the gateway holds of h's token for its invoice, paid to no
// invoice, to to (returnHeld), and returns once it is stored and broadcast. The reconciler
// records the return from the gateway's HeldReturned event.
func (c *EscrowChain) SendReturn(ctx context.Context, h escrow.Held, to common.Address, amount *big.Int) (common.Hash, error) {
	if err := c.notFrozen(ctx, h.Token, to); err != nil {
		return common.Hash{}, err
	}
	tx, err := c.sender.Send(ctx, PurposeReturn, func(opts *bind.TransactOpts) (*types.Transaction, error) {
		return c.gateway.ReturnHeld(ctx, opts, h.InvoiceID, h.Token, to, amount)
	})
	if err != nil {
		return common.Hash{}, err
	}
	c.log.InfoContext(ctx, "returning held funds", "invoice", h.InvoiceID, "chain", h.ChainID, "token", h.Token, "to", to, "amount", amount, "tx", tx.Hash())
	return tx.Hash(), nil
}

// notFrozen is a *escrow.FrozenError when token's issuer bars wallet.
func (c *EscrowChain) notFrozen(ctx context.Context, token, wallet common.Address) error {
	if c.Tokens == nil || wallet == (common.Address{}) {
		return nil
	}
	barred, err := c.Tokens.IsBlacklisted(ctx, token, wallet)
	if err != nil {
		return err
	}
	if barred {
		return &escrow.FrozenError{Wallet: wallet}
	}
	return nil
}

// staleClaim names the invoice a claim was refused for at its gas
// estimate because the gateway holds it otherwise than the database said
// (refunded or claimed already, a different amount left, not matured by
// the chain's clock).
func staleClaim(err error) (invoice.ID, bool) {
	var re *chain.RevertError
	if !errors.As(err, &re) || len(re.Args) == 0 {
		return invoice.ID{}, false
	}
	switch re.Name {
	case "InvoiceAlreadyRefunded", "InvoiceAlreadyClaimed", "RecordMismatch", "RefundWindowOpen":
		id, ok := re.Args[0].([32]byte)
		return invoice.ID(id), ok
	}
	return invoice.ID{}, false
}

// followEvery is how often Run looks for sends no one follows (sent by a
// process that died, or whose wait timed out) and for sends that can no
// longer be mined; followFor is how long one wait for a receipt lasts
// before it is handed back to that look.
const (
	followEvery = time.Minute
	followFor   = 5 * time.Minute
)

// Run follows sends to their receipts until ctx ends: those this process
// sends, and, at start and every followEvery, every open send (one a
// process that died left open is recorded by another).
func (c *EscrowChain) Run(ctx context.Context) error {
	c.mu.Lock()
	c.run = ctx
	c.mu.Unlock()
	tick := time.NewTicker(followEvery)
	defer tick.Stop()
	for {
		if err := c.resume(ctx); err != nil && ctx.Err() == nil {
			c.log.WarnContext(ctx, "escrow sends: look for open ones", "err", err)
		}
		select {
		case <-ctx.Done():
			return nil
		case <-tick.C:
		}
	}
}

// resume follows the open sends no one here follows, and fails those that
// can no longer be mined.
func (c *EscrowChain) resume(ctx context.Context) error {
	open, err := c.store.OpenSends(ctx, c.sender.ChainID(), 1000)
	if err != nil {
		return err
	}
	for _, s := range open {
		if s.Gone {
			if err := c.store.FailSend(ctx, s.Hash, "it was never mined: the server wallet's nonce it was sent with went to another transaction; nothing moved, send it again"); err != nil {
				return err
			}
			continue
		}
		c.follow(s.Hash)
	}
	return nil
}

// follow waits for hash's receipt in the background and records the
// outcome, unless it is followed already or Run has not started (Run's
// first look finds it).
func (c *EscrowChain) follow(hash common.Hash) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.run == nil || c.following[hash] {
		return
	}
	c.following[hash] = true
	go func(ctx context.Context) {
		defer func() {
			c.mu.Lock()
			delete(c.following, hash)
			c.mu.Unlock()
		}()
		if err := c.await(ctx, hash); err != nil && ctx.Err() == nil {
			c.log.WarnContext(ctx, "escrow send: record its outcome; tried again within a minute", "tx", hash.Hex(), "err", err)
		}
	}(c.run)
}

// await waits up to followFor for sent's receipt (of whichever version
// was mined) and records it.
func (c *EscrowChain) await(ctx context.Context, sent common.Hash) error {
	waitCtx, cancel := context.WithTimeout(ctx, followFor)
	defer cancel()
	receipt, err := c.sender.WaitReceipt(waitCtx, sent)
	if err != nil {
		return err
	}
	if receipt.Status != types.ReceiptStatusSuccessful {
		why := escrowRefusal(c.sender.RevertReason(ctx, receipt.TxHash, receipt))
		c.log.WarnContext(ctx, "escrow send reverted", "tx", receipt.TxHash.Hex(), "reason", why)
		return c.store.FailSend(ctx, sent, why)
	}
	at, err := minedAt(ctx, c.backend, receipt)
	if err != nil {
		return err
	}
	ev, err := c.gateway.ParseEvents(receipt.Logs)
	if err != nil {
		return err
	}
	switch {
	case len(ev.Refunded) == 1:
		return c.store.RecordRefund(ctx, sent, ev.Refunded[0], at)
	case len(ev.Claimed) > 0:
		ids := make([]invoice.ID, len(ev.Claimed))
		for i, e := range ev.Claimed {
			ids[i] = invoice.ID(e.ID)
		}
		return c.store.RecordClaim(ctx, sent, ids, receipt.TxHash, at)
	}
	return fmt.Errorf("escrow send %s mined as %s with %d InvoiceRefunded and no InvoiceClaimed events", sent.Hex(), receipt.TxHash.Hex(), len(ev.Refunded))
}

// escrowRefusal is why the gateway reverted a refund or claim, in words
// for the merchant.
func escrowRefusal(err error) string {
	switch chain.RevertName(err) {
	case "RefundWindowClosed":
		return "the refund window closed before the refund was mined; nothing was refunded"
	case "RecordMismatch", "InvoiceAlreadyRefunded", "RefundExceedsRemaining", "InvoiceAlreadyClaimed":
		return "another refund or claim of the invoice was mined first; nothing moved, read the invoice and try again"
	case "":
		if err == nil {
			return "the gateway reverted the transaction; nothing moved"
		}
	}
	return "the gateway reverted the transaction, nothing moved: " + err.Error()
}

// minedAt is the time of the block holding receipt: the blockTimestamp
// its logs carry, or, from a node that leaves it out, its block header's.
func minedAt(ctx context.Context, backend chain.Backend, receipt *types.Receipt) (time.Time, error) {
	for _, l := range receipt.Logs {
		if l.BlockTimestamp != 0 {
			return time.Unix(int64(l.BlockTimestamp), 0).UTC(), nil
		}
	}
	head, err := backend.HeaderByNumber(ctx, receipt.BlockNumber)
	if err != nil {
		return time.Time{}, fmt.Errorf("block %s of %s: %w", receipt.BlockNumber, receipt.TxHash.Hex(), err)
	}
	return time.Unix(int64(head.Time), 0).UTC(), nil
}
