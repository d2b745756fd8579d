package invoice_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/internal/testkit"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// fakeClock is a settable clock. It starts off UTC, which the service must
// convert for what it stores.
type fakeClock struct{ t time.Time }

func (c *fakeClock) Now() time.Time          { return c.t }
func (c *fakeClock) Advance(d time.Duration) { c.t = c.t.Add(d) }

type keyRef struct {
	merchantID uuid.UUID
	key        string
}

type keyed struct {
	id   invoice.ID
	hash [32]byte
}

type lookup struct {
	merchantID uuid.UUID
	key        string
	now        time.Time
}

type stagedMark struct {
	id     invoice.ID
	tx     common.Hash
	at     time.Time
	ctxErr error // the context's state when called: records must outlive the caller
}

type failedMark struct {
	id     invoice.ID
	reason string
	ctxErr error
}

// fakeStore keeps invoices and idempotency keys in maps and records every
// call that changes them.
type fakeStore struct {
	invoices    map[invoice.ID]invoice.Invoice
	keys        map[keyRef]keyed
	lookups     []lookup
	staged      []stagedMark
	failed      []failedMark
	staleBefore time.Time
	staleLimit  int
	errs        map[string]error // by method name: that method fails with it
	// creates are the CreateInvoice calls; create, when set, answers them
	// instead of insert.
	creates []stageCall
	create  func(ctx context.Context, inv invoice.Invoice, idem *invoice.Idempotency) error
	// stagedOn is where an invoice was before it moved, by (id, chain);
	// inFlight are the invoices with a payment pending or in flight.
	stagedOn map[placementKey]invoice.Invoice
	inFlight map[invoice.ID]bool
}

type placementKey struct {
	id    invoice.ID
	chain int64
}

func (s *fakeStore) MoveInvoice(_ context.Context, id invoice.ID, from int64, to invoice.Placement) (invoice.Invoice, error) {
	if err := s.errs["MoveInvoice"]; err != nil {
		return invoice.Invoice{}, err
	}
	inv, ok := s.invoices[id]
	if !ok {
		return inv, invoice.ErrNotFound
	}
	unsent := inv.Status == invoice.Staging && inv.StageTxHash == (common.Hash{})
	if inv.ChainID != from || (inv.Status != invoice.Open && !unsent) || s.inFlight[id] {
		return inv, invoice.ErrMoveRefused
	}
	if s.stagedOn == nil {
		s.stagedOn = map[placementKey]invoice.Invoice{}
	}
	if !unsent {
		s.stagedOn[placementKey{id, from}] = inv
	}
	if before, ok := s.stagedOn[placementKey{id, to.ChainID}]; ok {
		inv = before
	} else {
		inv.ChainID, inv.Gateway, inv.PayoutToken = to.ChainID, to.Gateway, to.PayoutToken
		inv.Status, inv.StageTxHash, inv.StagedAt = invoice.Staging, common.Hash{}, nil
	}
	s.invoices[id] = inv
	return inv, nil
}

func (s *fakeStore) CreateInvoice(ctx context.Context, inv invoice.Invoice, idem *invoice.Idempotency) error {
	s.creates = append(s.creates, stageCall{inv: inv, idem: idem})
	if err := s.errs["CreateInvoice"]; err != nil {
		return err
	}
	if s.create != nil {
		return s.create(ctx, inv, idem)
	}
	return s.insert(inv, idem)
}

func (s *fakeStore) IdempotentInvoice(_ context.Context, merchantID uuid.UUID, key string, now time.Time) (*invoice.Invoice, [32]byte, error) {
	s.lookups = append(s.lookups, lookup{merchantID, key, now})
	if err := s.errs["IdempotentInvoice"]; err != nil {
		return nil, [32]byte{}, err
	}
	k, ok := s.keys[keyRef{merchantID, key}]
	if !ok {
		return nil, [32]byte{}, nil
	}
	inv := s.invoices[k.id]
	return &inv, k.hash, nil
}

// insert stores inv with its key, as CreateInvoice does in its database
// transaction: a key another request holds stores nothing.
func (s *fakeStore) insert(inv invoice.Invoice, idem *invoice.Idempotency) error {
	if idem != nil {
		ref := keyRef{inv.MerchantID, idem.Key}
		if _, taken := s.keys[ref]; taken {
			return fmt.Errorf("InvoiceStore.CreateInvoice: %w", invoice.ErrIdempotencyKeyTaken)
		}
		s.keys[ref] = keyed{inv.ID, idem.RequestHash}
	}
	s.invoices[inv.ID] = inv
	return nil
}

func (s *fakeStore) MarkStaged(ctx context.Context, id invoice.ID, tx common.Hash, at time.Time) error {
	s.staged = append(s.staged, stagedMark{id, tx, at, ctx.Err()})
	if err := s.errs["MarkStaged"]; err != nil {
		return err
	}
	inv := s.invoices[id]
	inv.Status, inv.StageTxHash, inv.StagedAt = invoice.Open, tx, &at
	s.invoices[id] = inv
	return nil
}

func (s *fakeStore) MarkFailed(ctx context.Context, id invoice.ID, reason string) error {
	s.failed = append(s.failed, failedMark{id, reason, ctx.Err()})
	if err := s.errs["MarkFailed"]; err != nil {
		return err
	}
	inv := s.invoices[id]
	inv.Status, inv.Failure = invoice.Failed, reason
	s.invoices[id] = inv
	return nil
}

func (s *fakeStore) ForgetIdempotencyKeys(context.Context, time.Time, int) (int, error) {
	return 0, nil
}

func (s *fakeStore) ExpireDue(_ context.Context, now time.Time, _ int) (int, error) {
	n := 0
	for id, inv := range s.invoices {
		if inv.ExpiredAt(now) {
			inv.Status = invoice.Expired
			s.invoices[id] = inv
			n++
		}
	}
	return n, nil
}

func (s *fakeStore) Void(_ context.Context, merchantID uuid.UUID, id invoice.ID) (invoice.Invoice, bool, error) {
	inv, ok := s.invoices[id]
	if !ok || inv.MerchantID != merchantID {
		return inv, false, invoice.ErrNotFound
	}
	if !inv.Status.Payable() {
		return inv, false, nil
	}
	inv.Status = invoice.Voided
	s.invoices[id] = inv
	return inv, true, nil
}

func (s *fakeStore) Invoice(_ context.Context, id invoice.ID) (invoice.Invoice, error) {
	if err := s.errs["Invoice"]; err != nil {
		return invoice.Invoice{}, err
	}
	inv, ok := s.invoices[id]
	if !ok {
		return invoice.Invoice{}, fmt.Errorf("invoice %s: %w", id, invoice.ErrNotFound)
	}
	return inv, nil
}

func (s *fakeStore) StaleStaging(_ context.Context, before time.Time, limit int) ([]invoice.Invoice, error) {
	s.staleBefore, s.staleLimit = before, limit
	if err := s.errs["StaleStaging"]; err != nil {
		return nil, err
	}
	var stale []invoice.Invoice
	for _, inv := range s.invoices {
		if inv.Status == invoice.Staging && inv.CreatedAt.Before(before) {
			stale = append(stale, inv)
		}
	}
	slices.SortFunc(stale, func(a, b invoice.Invoice) int { return a.CreatedAt.Compare(b.CreatedAt) })
	if len(stale) > limit {
		stale = stale[:limit]
	}
	return stale, nil
}

type stageCall struct {
	inv  invoice.Invoice
	idem *invoice.Idempotency
}

// fakeIssuer is the gateway and the relayer behind it (invoice.Issuer):
// it counts its wake-ups; what it stages is the relayer's tests' business.
type fakeIssuer struct {
	delegates     map[common.Address]bool
	delegateErr   error
	delegateAsked []common.Address
	wakes         int
	onChain       map[invoice.ID]bool
	isStagedErrs  map[invoice.ID]error
	isStagedAsked []invoice.ID
}

func (c *fakeIssuer) ServerIsAgent(_ context.Context, merchant common.Address) (bool, error) {
	c.delegateAsked = append(c.delegateAsked, merchant)
	if c.delegateErr != nil {
		return false, c.delegateErr
	}
	return c.delegates[merchant], nil
}

func (c *fakeIssuer) Wake() { c.wakes++ }

func (c *fakeIssuer) IsStaged(_ context.Context, id invoice.ID) (bool, error) {
	c.isStagedAsked = append(c.isStagedAsked, id)
	if err := c.isStagedErrs[id]; err != nil {
		return false, err
	}
	return c.onChain[id], nil
}

// fakeScreener clears every wallet but those it blocks, unless err is set.
type fakeScreener struct {
	blocked map[common.Address]string // wallet -> reason
	err     error
	asked   []common.Address
}

func (s *fakeScreener) ScreenPayout(_ context.Context, wallet common.Address) (invoice.ScreenResult, error) {
	s.asked = append(s.asked, wallet)
	if s.err != nil {
		return invoice.ScreenResult{}, s.err
	}
	if reason, ok := s.blocked[wallet]; ok {
		return invoice.ScreenResult{Blocked: true, Reason: reason}, nil
	}
	return invoice.ScreenResult{}, nil
}

type testBundle struct {
	svc      *invoice.Service
	cfg      invoice.Config
	clock    *fakeClock
	store    *fakeStore
	chain    *fakeIssuer
	screener *fakeScreener
	log      *bytes.Buffer
	merchant invoice.Merchant // has a payout wallet; the server wallet is its delegate
}

// setup builds a service over fresh fakes; configure adjusts its Config.
func setup(t *testing.T, configure ...func(*invoice.Config)) *testBundle {
	t.Helper()
	store := &fakeStore{invoices: map[invoice.ID]invoice.Invoice{}, keys: map[keyRef]keyed{}, errs: map[string]error{}, inFlight: map[invoice.ID]bool{}}
	usdc := testkit.RandomAddress(t)
	b := &testBundle{
		cfg: invoice.Config{
			BaseURL: "https://pay.example",
			Networks: []invoice.Network{{
				ChainID: 84532,
				Gateway: testkit.RandomAddress(t),
				// USDC pays out as itself; EURC is swapped into it.
				Tokens: []invoice.PayIn{{Symbol: invoiceapi.USDC, Payout: usdc}, {Symbol: invoiceapi.EURC, Payout: usdc}},
			}},
		},
		clock: &fakeClock{t: time.Date(2030, 3, 4, 5, 6, 7, 123_456_789, time.FixedZone("CET", 3600))},
		store: store,
		chain: &fakeIssuer{
			delegates:    map[common.Address]bool{},
			onChain:      map[invoice.ID]bool{},
			isStagedErrs: map[invoice.ID]error{},
		},
		screener: &fakeScreener{blocked: map[common.Address]string{}},
		log:      &bytes.Buffer{},
		merchant: invoice.Merchant{
			ID:             uuid.New(),
			OwnerWallet:    testkit.RandomAddress(t),
			PayoutWallet:   testkit.RandomAddress(t),
			AllowedOrigins: []string{"https://shop.example"},
		},
	}
	b.cfg.Networks[0].Issuer = b.chain
	for _, c := range configure {
		c(&b.cfg)
	}
	b.chain.delegates[b.merchant.OwnerWallet] = true
	b.svc = invoice.NewService(b.cfg, b.store, b.screener, slog.New(slog.NewTextHandler(b.log, nil)))
	invoice.SetNow(b.svc, b.clock.Now)
	return b
}

// request is a valid create request for the bundle's merchant.
func request() invoiceapi.CreateInvoiceRequest {
	return invoiceapi.CreateInvoiceRequest{
		AmountUSDC: "19.99",
		PayInToken: "EURC",
		SuccessURL: "https://shop.example/thanks?order=A-1001",
		CancelURL:  "https://shop.example/cart",
		Metadata:   invoiceapi.Metadata{"order": "A-1001"},
	}
}

// create makes an invoice and expects it to succeed.
func (b *testBundle) create(t *testing.T, req invoiceapi.CreateInvoiceRequest, idemKey string) invoice.Invoice {
	t.Helper()
	inv, err := b.svc.Create(context.Background(), b.merchant, req, idemKey)
	require.NoError(t, err)
	return inv
}

// putInvoice stores an invoice of the bundle's merchant directly, holding
// idemKey (when not empty) for a request that hashed to hash.
func (b *testBundle) putInvoice(t *testing.T, status invoice.Status, idemKey string, hash [32]byte) invoice.Invoice {
	t.Helper()
	id, err := invoice.NewID()
	require.NoError(t, err)
	inv := invoice.Invoice{ID: id, MerchantID: b.merchant.ID, MerchantWallet: b.merchant.OwnerWallet, Amount: 19_990_000, Status: status, CreatedAt: b.clock.Now().UTC(),
		ChainID: b.cfg.Networks[0].ChainID}
	var idem *invoice.Idempotency
	if idemKey != "" {
		idem = &invoice.Idempotency{Key: idemKey, RequestHash: hash}
	}
	require.NoError(t, b.store.insert(inv, idem))
	return inv
}

// requestHash is the hash the service stores with a key for req, read from
// a staging of req under a throwaway bundle.
func requestHash(t *testing.T, req invoiceapi.CreateInvoiceRequest) [32]byte {
	t.Helper()
	b := setup(t)
	b.create(t, req, "probe")
	require.Len(t, b.store.creates, 1)
	require.NotNil(t, b.store.creates[0].idem)
	return b.store.creates[0].idem.RequestHash
}

// requireNothingDone asserts Create stopped before screening and the chain.
func (b *testBundle) requireNothingDone(t *testing.T) {
	t.Helper()
	require.Empty(t, b.screener.asked, "screened")
	require.Empty(t, b.chain.delegateAsked, "asked the gateway for delegates")
	require.Empty(t, b.store.creates, "stored")
	require.Zero(t, b.chain.wakes, "woke the stager")
	require.Empty(t, b.store.staged, "marked staged")
	require.Empty(t, b.store.failed, "marked failed")
}

// requireNothingNew asserts a replay stored no invoice beside the n
// already there and woke nothing.
func (b *testBundle) requireNothingNew(t *testing.T, n int) {
	t.Helper()
	require.Len(t, b.store.invoices, n, "stored another invoice")
	require.Zero(t, b.chain.wakes, "woke the stager")
	require.Empty(t, b.store.staged, "marked staged")
	require.Empty(t, b.store.failed, "marked failed")
}

func TestID(t *testing.T) {
	t.Parallel()

	t.Run("RoundTripsThroughItsHexForm", func(t *testing.T) {
		t.Parallel()
		id, err := invoice.NewID()
		require.NoError(t, err)
		require.NotEqual(t, invoice.ID{}, id)
		s := id.String()
		require.Len(t, s, 66)
		require.True(t, strings.HasPrefix(s, "0x"))
		require.Equal(t, strings.ToLower(s), s)

		parsed, err := invoice.ParseID(s)
		require.NoError(t, err)
		require.Equal(t, id, parsed)
		upper, err := invoice.ParseID("0x" + strings.ToUpper(s[2:]))
		require.NoError(t, err)
		require.Equal(t, id, upper, "either case")
	})

	t.Run("NewIDsDiffer", func(t *testing.T) {
		t.Parallel()
		a, err := invoice.NewID()
		require.NoError(t, err)
		b, err := invoice.NewID()
		require.NoError(t, err)
		require.NotEqual(t, a, b)
	})

	t.Run("ParseRejectsOtherForms", func(t *testing.T) {
		t.Parallel()
		hex64 := strings.Repeat("ab", 32)
		for name, s := range map[string]string{
			"Empty":        "",
			"NoPrefix":     hex64,
			"TooShort":     "0x" + hex64[:62],
			"TooLong":      "0x" + hex64 + "ab",
			"NotHex":       "0x" + hex64[:62] + "zz",
			"UpperPrefix":  "0X" + hex64,
			"UUID":         uuid.NewString(),
			"PrefixedOdd":  "0x" + hex64[:63] + " ",
			"OnlyTheZeros": "0x",
		} {
			_, err := invoice.ParseID(s)
			require.Error(t, err, name)
			require.Equal(t, "an invoice id is 0x followed by 64 hex digits", err.Error(), name)
		}
	})
}

func TestGet(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("ReturnsTheStoredInvoice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		created := b.create(t, request(), "")

		got, err := b.svc.Get(ctx, created.ID)
		require.NoError(t, err)
		require.Equal(t, b.store.invoices[created.ID], got)
		require.Equal(t, created, got)
	})

	t.Run("MissingIsErrNotFound", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		id, err := invoice.NewID()
		require.NoError(t, err)

		_, err = b.svc.Get(ctx, id)
		require.ErrorIs(t, err, invoice.ErrNotFound)
	})

	t.Run("StoreErrorsPassThrough", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		boom := errors.New("connection refused")
		b.store.errs["Invoice"] = boom
		id, err := invoice.NewID()
		require.NoError(t, err)

		_, err = b.svc.Get(ctx, id)
		require.ErrorIs(t, err, boom)
	})
}

func TestURL(t *testing.T) {
	t.Parallel()
	b := setup(t)
	id, err := invoice.ParseID("0x" + strings.Repeat("0A", 32))
	require.NoError(t, err)
	require.Equal(t, "https://pay.example/i/0x"+strings.Repeat("0a", 32), b.svc.URL(id))
}

// ListInvoices keeps the fake's invoices of merchantID in the statuses
// asked for, newest first (by creation time, then id), after the cursor.
func (s *fakeStore) ListInvoices(_ context.Context, merchantID uuid.UUID, f invoice.Filter, after *invoice.Cursor, _ time.Time, limit int) ([]invoice.Invoice, error) {
	if err := s.errs["ListInvoices"]; err != nil {
		return nil, err
	}
	var out []invoice.Invoice
	for _, inv := range s.invoices {
		if inv.MerchantID != merchantID || (len(f.Statuses) > 0 && !slices.Contains(f.Statuses, inv.Status)) {
			continue
		}
		if after != nil && !newerFirst(after.CreatedAt, after.ID, inv.CreatedAt, inv.ID) {
			continue
		}
		out = append(out, inv)
	}
	slices.SortFunc(out, func(a, b invoice.Invoice) int {
		if newerFirst(a.CreatedAt, a.ID, b.CreatedAt, b.ID) {
			return -1
		}
		return 1
	})
	if len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}

// newerFirst reports whether (at1, id1) comes before (at2, id2) newest
// first.
func newerFirst(at1 time.Time, id1 invoice.ID, at2 time.Time, id2 invoice.ID) bool {
	if !at1.Equal(at2) {
		return at1.After(at2)
	}
	return bytes.Compare(id1[:], id2[:]) > 0
}

func (s *fakeStore) EachInvoice(ctx context.Context, merchantID uuid.UUID, f invoice.Filter, now time.Time, fn func(invoice.Invoice) error) error {
	all, err := s.ListInvoices(ctx, merchantID, f, nil, now, len(s.invoices))
	if err != nil {
		return err
	}
	for _, inv := range all {
		if err := fn(inv); err != nil {
			return err
		}
	}
	return nil
}

func (s *fakeStore) InvoiceHistory(_ context.Context, merchantID uuid.UUID, id invoice.ID) (invoice.History, error) {
	inv, ok := s.invoices[id]
	if !ok || inv.MerchantID != merchantID {
		return invoice.History{}, invoice.ErrNotFound
	}
	return invoice.History{Invoice: inv, Moments: []invoice.Moment{{Kind: invoice.MomentCreated, At: inv.CreatedAt}}}, nil
}
