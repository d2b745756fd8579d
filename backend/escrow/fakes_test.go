package escrow_test

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/escrow"
	"github.com/paystead/paystead/backend/invoice"
)

// chainNow is years away from the wall clock, so a service that read
// time.Now instead of the chain's time would put every invoice in the
// wrong bucket.
var chainNow = time.Date(2031, 6, 1, 12, 0, 0, 0, time.UTC)

var (
	usdc      = common.HexToAddress("0x00000000000000000000000000000000000000aa")
	eurc      = common.HexToAddress("0x00000000000000000000000000000000000000bb")
	merchantW = common.HexToAddress("0x00000000000000000000000000000000000000cc")
)

// fakeStore keeps paid invoices in memory and reads them the way
// postgres.EscrowStore does: paidBefore inclusive, paidAfter exclusive,
// both in whole seconds of chain time, newest first.
type fakeStore struct {
	invoices  []escrow.Paid
	bucketErr error
	paidErr   error
	limits    []int // the limit of each Bucket call

	heldFunds  []escrow.Held            // what the gateway holds paid to no invoice
	held       map[invoice.ID]time.Time // invoice -> the token of the hold on it
	holds      int                      // Reserve calls that took something
	reserveErr error
}

func (s *fakeStore) Reserve(_ context.Context, ids []invoice.ID) (escrow.Hold, []invoice.ID, error) {
	if s.reserveErr != nil {
		return escrow.Hold{}, nil, s.reserveErr
	}
	if s.held == nil {
		s.held = map[invoice.ID]time.Time{}
	}
	s.holds++
	h := escrow.Hold{Token: time.Unix(int64(s.holds), 0)}
	var busy []invoice.ID
	for _, id := range ids {
		if _, ok := s.held[id]; ok {
			busy = append(busy, id)
			continue
		}
		s.held[id] = h.Token
		h.IDs = append(h.IDs, id)
	}
	return h, busy, nil
}

func (s *fakeStore) Release(_ context.Context, h escrow.Hold) error {
	for _, id := range h.IDs {
		if s.held[id] == h.Token {
			delete(s.held, id)
		}
	}
	return nil
}

// holdElsewhere holds ids as another request's refund or claim would.
func (s *fakeStore) holdElsewhere(ids ...invoice.ID) {
	if s.held == nil {
		s.held = map[invoice.ID]time.Time{}
	}
	for _, id := range ids {
		s.held[id] = time.Unix(-1, 0)
	}
}

func (s *fakeStore) Bucket(_ context.Context, merchantID uuid.UUID, f escrow.Filter, status invoice.Status, paidBefore, paidAfter time.Time, limit int) ([]escrow.Paid, error) {
	s.limits = append(s.limits, limit)
	if s.bucketErr != nil {
		return nil, s.bucketErr
	}
	var out []escrow.Paid
	for _, p := range s.invoices {
		paid := p.PaidAt.Unix()
		switch {
		case p.MerchantID != merchantID, p.Status != status, p.PaidAt.IsZero():
		case !paidBefore.IsZero() && paid > paidBefore.Unix():
		case !paidAfter.IsZero() && paid <= paidAfter.Unix():
		case !f.PaidFrom.IsZero() && paid < f.PaidFrom.Unix():
		case !f.PaidTo.IsZero() && paid > f.PaidTo.Unix():
		case f.Token != "" && p.Token != f.Token:
		default:
			out = append(out, p)
		}
	}
	slices.SortStableFunc(out, func(a, b escrow.Paid) int { return b.PaidAt.Compare(a.PaidAt) })
	return out[:min(limit, len(out))], nil
}

func (s *fakeStore) PaidInvoice(_ context.Context, id invoice.ID) (escrow.Paid, error) {
	if s.paidErr != nil {
		return escrow.Paid{}, s.paidErr
	}
	for _, p := range s.invoices {
		if p.ID == id {
			return p, nil
		}
	}
	return escrow.Paid{}, fmt.Errorf("fakeStore.PaidInvoice(%s): %w", id, invoice.ErrNotFound)
}

func (s *fakeStore) HeldFunds(_ context.Context, id invoice.ID) ([]escrow.Held, error) {
	var out []escrow.Held
	for _, h := range s.heldFunds {
		if h.InvoiceID == id {
			out = append(out, h)
		}
	}
	return out, nil
}

// claimCall is one Chain.SendClaim the service made.
type claimCall struct {
	merchant, payoutToken common.Address
	invoices              []escrow.Paid
}

// fakeChain has a settable clock and records refunds and claims.
type fakeChain struct {
	now       time.Time
	nowErr    error
	refundErr error
	// failClaim makes the claim with this number (from 1) fail with claimErr.
	failClaim int
	claimErr  error
	// stale are invoices the gateway refuses to claim (StaleClaimError),
	// as it would at the claim's gas estimate.
	stale map[invoice.ID]bool

	refunds []refundCall
	claims  []claimCall
	returns []returnCall
}

// returnCall is one Chain.SendReturn the service made.
type returnCall struct {
	held   escrow.Held
	to     common.Address
	amount *big.Int
}

func (c *fakeChain) SendReturn(_ context.Context, h escrow.Held, to common.Address, amount *big.Int) (common.Hash, error) {
	if c.refundErr != nil {
		return common.Hash{}, c.refundErr
	}
	c.returns = append(c.returns, returnCall{h, to, amount})
	return txHash(200 + len(c.returns)), nil
}

func (c *fakeChain) Now(context.Context) (time.Time, error) { return c.now, c.nowErr }

// refundCall is one Chain.SendRefund the service made.
type refundCall struct {
	paid    escrow.Paid
	amount  int64
	consent *escrow.Consent
}

func (c *fakeChain) SendRefund(_ context.Context, p escrow.Paid, amount int64, consent *escrow.Consent) (common.Hash, error) {
	if c.refundErr != nil {
		return common.Hash{}, c.refundErr
	}
	c.refunds = append(c.refunds, refundCall{p, amount, consent})
	return txHash(len(c.refunds)), nil
}

func (c *fakeChain) SendClaim(_ context.Context, merchant, payoutToken common.Address, invoices []escrow.Paid) (common.Hash, error) {
	if c.failClaim == len(c.claims)+1 {
		return common.Hash{}, c.claimErr
	}
	for _, p := range invoices {
		if c.stale[p.ID] {
			return common.Hash{}, &escrow.StaleClaimError{ID: p.ID, Err: errors.New("execution reverted: InvoiceAlreadyRefunded")}
		}
	}
	c.claims = append(c.claims, claimCall{merchant, payoutToken, slices.Clone(invoices)})
	return txHash(100 + len(c.claims)), nil
}

func txHash(n int) common.Hash { return common.BigToHash(big.NewInt(int64(n))) }

type testBundle struct {
	svc        *escrow.Service
	store      *fakeStore
	chain      *fakeChain
	merchantID uuid.UUID
}

func setup(t *testing.T) *testBundle {
	t.Helper()
	store, chain := &fakeStore{}, &fakeChain{now: chainNow}
	return &testBundle{svc: escrow.NewService(store, chain), store: store, chain: chain, merchantID: uuid.New()}
}

// add stores p, filling what it leaves zero with a paid USDC invoice of
// the bundle's merchant worth 10 USDC, and returns it.
func (b *testBundle) add(t *testing.T, p escrow.Paid) escrow.Paid {
	t.Helper()
	if p.ID == (invoice.ID{}) {
		id, err := invoice.NewID()
		require.NoError(t, err)
		p.ID = id
	}
	if p.MerchantID == uuid.Nil {
		p.MerchantID = b.merchantID
	}
	if p.Merchant == (common.Address{}) {
		p.Merchant = merchantW
	}
	if p.PayoutToken == (common.Address{}) {
		p.PayoutToken = usdc
	}
	if p.Token == "" {
		p.Token = "USDC"
	}
	if p.Status == "" {
		p.Status = invoice.Paid
	}
	if p.Amount == 0 {
		p.Amount = 10_000_000
	}
	b.store.invoices = append(b.store.invoices, p)
	return p
}

// paidAgo stores a paid invoice paid age before chain time.
func (b *testBundle) paidAgo(t *testing.T, age time.Duration) escrow.Paid {
	t.Helper()
	return b.add(t, escrow.Paid{PaidAt: chainNow.Add(-age)})
}

func ids(ps []escrow.Paid) []invoice.ID {
	out := make([]invoice.ID, len(ps))
	for i, p := range ps {
		out[i] = p.ID
	}
	return out
}

var errBoom = errors.New("boom")
