package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/compliance"
	"github.com/paystead/paystead/backend/gate"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/shared/apierr"
)

// The gate's storage semantics are tested against Postgres in
// backend/postgres; these fakes only let the handler be driven.

type memGateStore struct {
	mu        sync.Mutex
	decisions map[string]gate.WalletDecision
	tickets   map[uuid.UUID]gate.Ticket
}

func gateKey(m uuid.UUID, w common.Address) string { return m.String() + w.Hex() }

func (s *memGateStore) Decision(_ context.Context, m uuid.UUID, w common.Address) (gate.WalletDecision, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	d, ok := s.decisions[gateKey(m, w)]
	if !ok {
		return d, gate.ErrNotFound
	}
	return d, nil
}

func (s *memGateStore) SaveScreening(_ context.Context, d gate.WalletDecision) (gate.WalletDecision, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if old, ok := s.decisions[gateKey(d.MerchantID, d.Wallet)]; ok && old.ValidAt(d.DecidedAt) {
		return old, nil
	}
	s.decisions[gateKey(d.MerchantID, d.Wallet)] = d
	return d, nil
}

// SaveIssuerBar is never reached: these tests set no issuer.
func (s *memGateStore) SaveIssuerBar(context.Context, gate.WalletDecision) error {
	return errors.New("memGateStore: no issuer in these tests")
}

func (s *memGateStore) PendingTicket(_ context.Context, m uuid.UUID, w common.Address) (gate.Ticket, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, t := range s.tickets {
		if t.MerchantID == m && t.Wallet == w && t.Status == gate.Pending {
			return t, nil
		}
	}
	return gate.Ticket{}, gate.ErrNotFound
}

func (s *memGateStore) OpenTicket(ctx context.Context, t gate.Ticket) (gate.Ticket, error) {
	if existing, err := s.PendingTicket(ctx, t.MerchantID, t.Wallet); err == nil {
		return existing, nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.tickets[t.ID] = t
	return t, nil
}

func (s *memGateStore) Ticket(_ context.Context, m, id uuid.UUID) (gate.Ticket, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	t, ok := s.tickets[id]
	if !ok || t.MerchantID != m {
		return gate.Ticket{}, gate.ErrNotFound
	}
	return t, nil
}

func (s *memGateStore) PendingTickets(context.Context, uuid.UUID, int) ([]gate.Ticket, error) {
	return nil, nil
}

func (s *memGateStore) DecideTicket(_ context.Context, t gate.Ticket, d gate.WalletDecision) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.tickets[t.ID].Status != gate.Pending {
		return gate.ErrTicketNotOpen
	}
	s.tickets[t.ID] = t
	s.decisions[gateKey(d.MerchantID, d.Wallet)] = d
	return nil
}

type memInvoices map[invoice.ID]invoice.Invoice

func (m memInvoices) Get(_ context.Context, id invoice.ID) (invoice.Invoice, error) {
	inv, ok := m[id]
	if !ok {
		return inv, invoice.ErrNotFound
	}
	return inv, nil
}

type memMerchants map[uuid.UUID]merchant.Merchant

func (m memMerchants) Merchant(_ context.Context, id uuid.UUID) (merchant.Merchant, error) {
	return m[id], nil
}

type screenFunc func(ctx context.Context, address string) (compliance.Result, error)

func (f screenFunc) Screen(ctx context.Context, address string) (compliance.Result, error) {
	return f(ctx, address)
}

type gateFixture struct {
	srv                  *httptest.Server
	open, paid           string
	sanctioned, highRisk string
	review, down         string
}

func setupGateHandler(t *testing.T) gateFixture {
	t.Helper()
	f := gateFixture{
		sanctioned: "0x1111111111111111111111111111111111111111",
		highRisk:   "0x2222222222222222222222222222222222222222",
		review:     "0x3333333333333333333333333333333333333333",
		down:       "0x4444444444444444444444444444444444444444",
	}
	categories := map[string]compliance.Category{f.sanctioned: compliance.Sanctioned, f.highRisk: compliance.HighRisk, f.review: compliance.Review}
	provider := screenFunc(func(_ context.Context, address string) (compliance.Result, error) {
		addr, err := compliance.NormalizeAddress(address)
		if err != nil {
			return compliance.Result{}, err
		}
		if addr == f.down {
			return compliance.Result{}, compliance.ErrUnavailable
		}
		c, ok := categories[addr]
		if !ok {
			c = compliance.Clear
		}
		return compliance.Result{Address: addr, Category: c, Reason: "listed", Provider: "test"}, nil
	})
	m := merchant.Merchant{ID: uuid.New(), DisplayName: "Acme", SupportEmail: "help@acme.example"}
	openID, paidID := invoice.ID{1}, invoice.ID{2}
	invoices := memInvoices{
		openID: {ID: openID, MerchantID: m.ID, Status: invoice.Open},
		paidID: {ID: paidID, MerchantID: m.ID, Status: invoice.Paid},
	}
	store := &memGateStore{decisions: map[string]gate.WalletDecision{}, tickets: map[uuid.UUID]gate.Ticket{}}
	svc := gate.NewService(provider, store, invoices, memMerchants{m.ID: m}, nil)

	a := newAPI(Deps{Logger: slog.New(slog.DiscardHandler), Gate: svc})
	f.srv = httptest.NewServer(a.routes(nil))
	t.Cleanup(f.srv.Close)
	f.open, f.paid = openID.String(), paidID.String()
	return f
}

func (f gateFixture) post(t *testing.T, body string) (int, map[string]any) {
	t.Helper()
	resp, err := http.Post(f.srv.URL+"/api/checkout/authorize", "application/json", strings.NewReader(body))
	require.NoError(t, err)
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	var out map[string]any
	require.NoError(t, json.Unmarshal(raw, &out), "body %s", raw)
	return resp.StatusCode, out
}

func authorizeBody(invoiceID, address string) string {
	b, _ := json.Marshal(map[string]string{"invoiceId": invoiceID, "address": address})
	return string(b)
}

func sortedKeys(m map[string]any) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

func TestAuthorizeHandler(t *testing.T) {
	t.Parallel()
	f := setupGateHandler(t)

	t.Run("AllowShape", func(t *testing.T) {
		status, out := f.post(t, authorizeBody(f.open, "0x5555555555555555555555555555555555555555"))
		require.Equal(t, http.StatusOK, status)
		require.Equal(t, []string{"decision", "screenedAt", "ttlSeconds"}, sortedKeys(out))
		require.Equal(t, "allow", out["decision"])
		require.Equal(t, float64(86400), out["ttlSeconds"])
		at, err := time.Parse(time.RFC3339Nano, out["screenedAt"].(string))
		require.NoError(t, err)
		require.WithinDuration(t, time.Now(), at, time.Minute)
		require.True(t, strings.HasSuffix(out["screenedAt"].(string), "Z"), "UTC")
	})

	t.Run("ReviewShape", func(t *testing.T) {
		status, out := f.post(t, authorizeBody(f.open, f.review))
		require.Equal(t, http.StatusOK, status)
		require.Equal(t, []string{"decision", "reason", "supportContact", "ticketId"}, sortedKeys(out))
		require.Equal(t, "review", out["decision"])
		require.Equal(t, "help@acme.example", out["supportContact"])
		require.Contains(t, out["reason"], "24 hours")
		_, err := uuid.Parse(out["ticketId"].(string))
		require.NoError(t, err)
	})

	for name, tc := range map[string]struct{ address, code string }{
		"RejectShapeSanctioned": {f.sanctioned, "SANCTIONED_WALLET"},
		"RejectShapeHighRisk":   {f.highRisk, "HIGH_RISK_WALLET"},
	} {
		t.Run(name, func(t *testing.T) {
			status, out := f.post(t, authorizeBody(f.open, tc.address))
			require.Equal(t, http.StatusOK, status)
			require.Equal(t, []string{"code", "decision", "reason"}, sortedKeys(out))
			require.Equal(t, "reject", out["decision"])
			require.Equal(t, tc.code, out["code"])
			require.NotEmpty(t, out["reason"])
		})
	}

	for _, tc := range []struct {
		name   string
		body   string
		status int
		code   apierr.Code
		field  string
	}{
		{"MalformedAddress", authorizeBody(f.open, "0x12"), 400, apierr.BadBody, "address"},
		{"MalformedInvoiceID", authorizeBody("0x12", f.review), 400, apierr.BadBody, "invoiceId"},
		{"MissingFields", `{}`, 400, apierr.BadBody, "invoiceId"},
		{"UnknownField", `{"invoiceId": "` + f.open + `", "address": "` + f.review + `", "chain": 1}`, 400, apierr.BadBody, "chain"},
		{"WrongType", `{"invoiceId": 5, "address": "` + f.review + `"}`, 400, apierr.BadBody, "invoiceId"},
		{"NotJSON", `{"invoiceId": `, 400, apierr.BadBody, ""},
		{"UnknownInvoice", authorizeBody("0x"+strings.Repeat("ab", 32), f.review), 404, apierr.NotFound, ""},
		{"PaidInvoice", authorizeBody(f.paid, f.review), 409, apierr.InvoiceNotOpen, ""},
		{"ProviderDown", authorizeBody(f.open, f.down), 503, apierr.ComplianceUnavailable, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, out := f.post(t, tc.body)
			require.Equal(t, tc.status, status)
			require.Equal(t, string(tc.code), out["code"])
			require.NotEmpty(t, out["message"])
			require.NotEmpty(t, out["requestId"])
			if tc.field != "" {
				var named []string
				fields, _ := out["fields"].([]any)
				for _, fe := range fields {
					named = append(named, fe.(map[string]any)["field"].(string))
				}
				require.Contains(t, named, tc.field)
			}
		})
	}

	t.Run("FormBodyIs415", func(t *testing.T) {
		resp, err := http.Post(f.srv.URL+"/api/checkout/authorize", "application/x-www-form-urlencoded", strings.NewReader("invoiceId=x"))
		require.NoError(t, err)
		resp.Body.Close()
		require.Equal(t, http.StatusUnsupportedMediaType, resp.StatusCode)
	})
}
