package jobs_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/jobs"
	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/backend/webhook"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/webhookapi"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// received is one request a test receiver saw.
type received struct {
	header http.Header
	body   []byte
	status int
}

// receiver answers with statusFor(n) for its n-th request (from 1).
type receiver struct {
	mu   sync.Mutex
	reqs []received
	srv  *httptest.Server
}

func newReceiver(t *testing.T, statusFor func(n int) int) *receiver {
	rc := &receiver{}
	rc.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		rc.mu.Lock()
		status := statusFor(len(rc.reqs) + 1)
		rc.reqs = append(rc.reqs, received{header: r.Header.Clone(), body: body, status: status})
		rc.mu.Unlock()
		w.WriteHeader(status)
	}))
	t.Cleanup(rc.srv.Close)
	return rc
}

func (rc *receiver) requests() []received {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	return append([]received(nil), rc.reqs...)
}

type fixture struct {
	pool     *pgxpool.Pool
	store    *postgres.WebhookStore
	svc      *webhook.Service
	invoices *postgres.InvoiceStore
	merchant uuid.UUID
}

func newFixture(t *testing.T) fixture {
	t.Helper()
	ctx := context.Background()
	pool := pgtest.Pool(t)
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	m, err := merchant.NewService(postgres.NewMerchantStore(pool)).CreateMerchant(ctx, merchant.Merchant{OwnerWallet: crypto.PubkeyToAddress(key.PublicKey), DisplayName: "Hooks"})
	require.NoError(t, err)
	store := postgres.NewWebhookStore(pool)
	return fixture{pool: pool, store: store, svc: webhook.NewService(store, true), invoices: postgres.NewInvoiceStore(pool), merchant: m.ID}
}

// startWorkers runs a River client with the webhook worker (fast retries)
// until the test ends.
func startWorkers(t *testing.T, f fixture) {
	t.Helper()
	startWorkersWith(t, f, webhook.NewClient(true, nil))
}

// startWorkersWith is startWorkers with the webhook client sender.
func startWorkersWith(t *testing.T, f fixture, sender *webhook.Client) {
	t.Helper()
	client, err := jobs.NewClient(f.pool, jobs.Config{Workers: 4, Webhooks: &jobs.WebhookWorker{
		Store:   f.store,
		Client:  sender,
		Backoff: func(int) time.Duration { return 10 * time.Millisecond },
	}}, nil)
	require.NoError(t, err)
	require.NoError(t, client.Start(context.Background()))
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		require.NoError(t, client.Stop(ctx))
	})
}

func (f fixture) createInvoice(t *testing.T) invoice.ID {
	t.Helper()
	id, err := invoice.NewID()
	require.NoError(t, err)
	err = f.invoices.CreateInvoice(context.Background(), invoice.Invoice{
		ID: id, MerchantID: f.merchant, MerchantWallet: common.HexToAddress("0x01"), Amount: 12_500_000,
		PayInToken: invoiceapi.USDC, PayoutToken: common.HexToAddress("0x02"), Metadata: map[string]string{"order": "C-1"},
		Status: invoice.Staging, ChainID: 31337, Gateway: common.HexToAddress("0x03"), CreatedAt: time.Now(),
	}, nil)
	require.NoError(t, err)
	// The delivery relay's pass, as a serve process runs it after each creation: creation
	// stores the deliveries, the relay queues their jobs.
	_, err = f.store.QueueDeliveryJobs(context.Background(), 10_000)
	require.NoError(t, err)
	return id
}

// waitDelivery waits until the merchant's only delivery is no longer
// pending and returns it.
func (f fixture) waitDelivery(t *testing.T) webhook.Delivery {
	t.Helper()
	var d webhook.Delivery
	require.Eventually(t, func() bool {
		list, err := f.svc.Deliveries(context.Background(), f.merchant, 10)
		require.NoError(t, err)
		if len(list) != 1 {
			return false
		}
		d = list[0]
		return d.Status != webhook.StatusPending
	}, 30*time.Second, 20*time.Millisecond)
	return d
}

func TestWebhookDeliveredOnceAfterReceiverRecovers(t *testing.T) {
	f := newFixture(t)
	rc := newReceiver(t, func(n int) int {
		if n <= 3 {
			return http.StatusServiceUnavailable // down for the first attempts
		}
		return http.StatusOK
	})
	ep, secret, err := f.svc.CreateEndpoint(context.Background(), f.merchant, rc.srv.URL+"/hooks", []webhookapi.EventType{webhookapi.InvoiceCreated})
	require.NoError(t, err)
	require.Regexp(t, `^whsec_[0-9a-f]{64}$`, secret)
	startWorkers(t, f)

	id := f.createInvoice(t)
	d := f.waitDelivery(t)
	require.Equal(t, webhook.StatusDelivered, d.Status)
	require.Equal(t, ep.ID, d.EndpointID)
	require.Len(t, d.Attempts, 4, "every attempt is logged")
	for i, a := range d.Attempts {
		want := http.StatusServiceUnavailable
		if i == 3 {
			want = http.StatusOK
		}
		require.NotNil(t, a.StatusCode)
		require.Equal(t, want, *a.StatusCode)
	}
	time.Sleep(200 * time.Millisecond) // nothing more arrives
	reqs := rc.requests()
	require.Len(t, reqs, 4)
	var ok []received
	for _, r := range reqs {
		if r.status == http.StatusOK {
			ok = append(ok, r)
		}
	}
	require.Len(t, ok, 1, "delivered exactly once")
	got := ok[0]
	require.NoError(t, webhook.Verify(got.header.Get(webhook.SignatureHeader), got.body, secret, 5*time.Minute, time.Now()))
	require.ErrorIs(t, webhook.Verify(got.header.Get(webhook.SignatureHeader), append(got.body, ' '), secret, 5*time.Minute, time.Now()), webhook.ErrNoMatch)

	var ev webhookapi.Event
	require.NoError(t, json.Unmarshal(got.body, &ev))
	require.Equal(t, webhookapi.InvoiceCreated, ev.Type)
	require.Regexp(t, `^evt_[0-9a-f]{32}$`, ev.ID)
	require.Equal(t, ev.ID, got.header.Get(webhook.EventIDHeader))
	require.Equal(t, ev.ID, d.EventID)
	require.Equal(t, id.String(), ev.Data.Invoice.ID)
	require.Equal(t, map[string]string{"order": "C-1"}, ev.Data.Invoice.Metadata)
	require.Equal(t, "12.5", strings.TrimRight(ev.Data.Invoice.Amount, "0"))
	require.Equal(t, "staging", ev.Data.Invoice.Status)

	t.Run("DocsSnippetsVerifyTheDelivery", func(t *testing.T) {
		runDocSnippets(t, got, secret)
	})

	t.Run("ResendDeliversTheSameEventAgain", func(t *testing.T) {
		n, err := f.svc.Resend(context.Background(), f.merchant, ev.ID)
		require.NoError(t, err)
		require.Equal(t, 1, n)
		require.Eventually(t, func() bool { return len(rc.requests()) == 5 }, 10*time.Second, 10*time.Millisecond)
		last := rc.requests()[4]
		require.Equal(t, ev.ID, last.header.Get(webhook.EventIDHeader))
		_, err = f.svc.Resend(context.Background(), uuid.New(), ev.ID)
		require.ErrorIs(t, err, webhook.ErrNotFound, "another merchant cannot resend it")
	})

	t.Run("RotationSignsWithBothSecrets", func(t *testing.T) {
		e, newSecret, err := f.svc.RotateSecret(context.Background(), f.merchant, ep.ID)
		require.NoError(t, err)
		require.NotEqual(t, secret, newSecret)
		require.NotNil(t, e.PreviousSecretExpiresAt)
		_, err = f.svc.Resend(context.Background(), f.merchant, ev.ID)
		require.NoError(t, err)
		require.Eventually(t, func() bool { return len(rc.requests()) == 6 }, 10*time.Second, 10*time.Millisecond)
		last := rc.requests()[5]
		sig := last.header.Get(webhook.SignatureHeader)
		require.Equal(t, 2, strings.Count(sig, "v1="))
		require.NoError(t, webhook.Verify(sig, last.body, secret, time.Minute, time.Now()))
		require.NoError(t, webhook.Verify(sig, last.body, newSecret, time.Minute, time.Now()))
	})
}

// heldResolver resolves every name to 127.0.0.1, holding its first lookup
// (the first delivery's connection) until release is closed.
type heldResolver struct {
	mu      sync.Mutex
	lookups int
	release chan struct{}
}

func (r *heldResolver) LookupNetIP(ctx context.Context, _, _ string) ([]netip.Addr, error) {
	r.mu.Lock()
	r.lookups++
	first := r.lookups == 1
	r.mu.Unlock()
	if first {
		select {
		case <-r.release:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	return []netip.Addr{netip.MustParseAddr("127.0.0.1")}, nil
}

func (r *heldResolver) count() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.lookups
}

// TestWebhooksOfAnInvoiceArriveInOrder: an invoice's later event is not
// sent while its earlier one has not been attempted, however many workers
// are free, so the receiver sees them in the order they happened.
func TestWebhooksOfAnInvoiceArriveInOrder(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	rc := newReceiver(t, func(int) int { return http.StatusOK })
	port := rc.srv.URL[strings.LastIndex(rc.srv.URL, ":"):]
	_, _, err := f.svc.CreateEndpoint(ctx, f.merchant, "http://localhost"+port+"/hooks",
		[]webhookapi.EventType{webhookapi.InvoiceCreated, webhookapi.InvoiceFailed})
	require.NoError(t, err)
	resolver := &heldResolver{release: make(chan struct{})}
	startWorkersWith(t, f, webhook.NewClient(true, resolver))

	id := f.createInvoice(t)
	require.NoError(t, f.invoices.MarkFailed(ctx, id, "the staging transaction reverted"))
	require.Eventually(t, func() bool { return resolver.count() == 1 }, 10*time.Second, 5*time.Millisecond)
	time.Sleep(300 * time.Millisecond) // three free workers, and the failed event's job is due
	require.Equal(t, 1, resolver.count(), "the later event waits for the earlier one's attempt")
	require.Empty(t, rc.requests())
	close(resolver.release)

	require.Eventually(t, func() bool { return len(rc.requests()) == 2 }, 10*time.Second, 10*time.Millisecond)
	var got []string
	for _, r := range rc.requests() {
		got = append(got, r.header.Get(webhook.EventTypeHeader))
	}
	require.Equal(t, []string{string(webhookapi.InvoiceCreated), string(webhookapi.InvoiceFailed)}, got)
}

func TestWebhookNeverAcceptedEndsFailed(t *testing.T) {
	f := newFixture(t)
	rc := newReceiver(t, func(int) int { return http.StatusInternalServerError })
	_, _, err := f.svc.CreateEndpoint(context.Background(), f.merchant, rc.srv.URL, nil)
	require.NoError(t, err)
	startWorkers(t, f)

	f.createInvoice(t)
	d := f.waitDelivery(t)
	require.Equal(t, webhook.StatusFailed, d.Status)
	require.NotNil(t, d.CompletedAt)
	require.Len(t, d.Attempts, webhook.MaxAttempts, "every attempt is recorded")
	for _, a := range d.Attempts {
		require.NotNil(t, a.StatusCode)
		require.Equal(t, http.StatusInternalServerError, *a.StatusCode)
		require.Contains(t, a.Error, "500")
	}
	require.Len(t, rc.requests(), webhook.MaxAttempts)
}

func TestWebhookEndpointManagement(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	strict := webhook.NewService(f.store, false)
	for _, u := range []string{
		"http://127.0.0.1/hook", "http://[::1]/hook", "http://10.0.0.1/hook", "http://169.254.169.254/latest/meta-data",
		"http://localhost:8080/hook", "http://metadata.google.internal/", "http://2130706433/", "ftp://example.com/",
		"https://user:pw@example.com/", "/relative",
	} {
		_, _, err := strict.CreateEndpoint(ctx, f.merchant, u, nil)
		var urlErr *webhook.InvalidURLError
		require.ErrorAs(t, err, &urlErr, "%s is refused at save", u)
	}
	_, _, err := strict.CreateEndpoint(ctx, f.merchant, "https://example.com/hook", []webhookapi.EventType{"invoice.nope"})
	var evErr *webhook.InvalidEventError
	require.ErrorAs(t, err, &evErr)

	e, _, err := strict.CreateEndpoint(ctx, f.merchant, "https://example.com/hook", nil)
	require.NoError(t, err)
	require.ElementsMatch(t, webhookapi.EventTypes, e.Events)
	list, err := strict.Endpoints(ctx, f.merchant)
	require.NoError(t, err)
	require.Len(t, list, 1)
	raw, err := json.Marshal(list)
	require.NoError(t, err)
	require.NotContains(t, string(raw), "whsec_", "secrets are never listed")
	require.ErrorIs(t, strict.DeleteEndpoint(ctx, uuid.New(), e.ID), webhook.ErrNotFound, "another merchant cannot delete it")
	require.NoError(t, strict.DeleteEndpoint(ctx, f.merchant, e.ID))
	require.ErrorIs(t, strict.DeleteEndpoint(ctx, f.merchant, e.ID), webhook.ErrNotFound)
}

// runDocSnippets runs the Go, Node and Python verification code of
// docs/webhooks.md against a real delivery: it must accept it, and reject
// a tampered body, an old timestamp and a wrong secret.
func runDocSnippets(t *testing.T, got received, secret string) {
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "webhooks.md"))
	require.NoError(t, err)
	snippet := func(lang string) string {
		m := regexp.MustCompile("(?s)```" + lang + "\n(.*?)```").FindStringSubmatch(string(doc))
		require.NotNil(t, m, "docs/webhooks.md has a %s snippet", lang)
		return m[1]
	}
	dir := t.TempDir()

	goDir := filepath.Join(dir, "go")
	require.NoError(t, os.MkdirAll(goDir, 0o755))
	goSrc := regexp.MustCompile(`(?m)^package \w+`).ReplaceAllString(snippet("go"), "package main")
	require.NoError(t, os.WriteFile(filepath.Join(goDir, "verify.go"), []byte(goSrc), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(goDir, "main.go"), []byte(`package main

import (
	"fmt"
	"io"
	"os"
	"time"
)

func main() {
	body, _ := io.ReadAll(os.Stdin)
	if err := VerifyPaysteadSignature(os.Getenv("PAYSTEAD_SIGNATURE"), body, os.Getenv("PAYSTEAD_SECRET"), 5*time.Minute); err != nil {
		fmt.Println("invalid:", err)
		os.Exit(1)
	}
	fmt.Println("valid")
}
`), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(goDir, "go.mod"), []byte("module verify\n\ngo 1.22\n"), 0o644))
	build := exec.Command("go", "build", "-o", "verify", ".")
	build.Dir = goDir
	build.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=")
	out, err := build.CombinedOutput()
	require.NoError(t, err, "the Go snippet compiles: %s", out)

	jsFile := filepath.Join(dir, "verify.js")
	require.NoError(t, os.WriteFile(jsFile, []byte(snippet("js")+`
const chunks = [];
process.stdin.on("data", (c) => chunks.push(c));
process.stdin.on("end", () => {
  const ok = verifyPaysteadSignature(process.env.PAYSTEAD_SIGNATURE, Buffer.concat(chunks), process.env.PAYSTEAD_SECRET);
  console.log(ok ? "valid" : "invalid");
  process.exit(ok ? 0 : 1);
});
`), 0o644))
	pyFile := filepath.Join(dir, "verify.py")
	require.NoError(t, os.WriteFile(pyFile, []byte(snippet("python")+`
import os, sys
ok = verify_paystead_signature(os.environ["PAYSTEAD_SIGNATURE"], sys.stdin.buffer.read(), os.environ["PAYSTEAD_SECRET"])
print("valid" if ok else "invalid")
sys.exit(0 if ok else 1)
`), 0o644))

	runners := map[string][]string{
		"go":     {filepath.Join(goDir, "verify")},
		"node":   {"node", jsFile},
		"python": {"python3", pyFile},
	}
	header := got.header.Get(webhook.SignatureHeader)
	cases := []struct {
		name, header, secret string
		body                 []byte
		valid                bool
	}{
		{"RealDelivery", header, secret, got.body, true},
		{"TamperedBody", header, secret, []byte(strings.Replace(string(got.body), "C-1", "C-2", 1)), false},
		{"OldTimestamp", webhook.Sign(time.Now().Add(-time.Hour), got.body, secret), secret, got.body, false},
		{"WrongSecret", header, webhook.NewSecret(), got.body, false},
		{"RotatedSecondDigest", webhook.Sign(time.Now(), got.body, webhook.NewSecret(), secret), secret, got.body, true},
	}
	for lang, argv := range runners {
		for _, c := range cases {
			cmd := exec.Command(argv[0], argv[1:]...)
			cmd.Env = append(os.Environ(), "PAYSTEAD_SIGNATURE="+c.header, "PAYSTEAD_SECRET="+c.secret)
			cmd.Stdin = strings.NewReader(string(c.body))
			out, err := cmd.CombinedOutput()
			if c.valid {
				require.NoError(t, err, "%s %s: %s", lang, c.name, out)
				require.Equal(t, "valid", strings.TrimSpace(string(out)), "%s %s", lang, c.name)
			} else {
				require.Error(t, err, "%s %s must be refused: %s", lang, c.name, out)
				require.True(t, strings.HasPrefix(strings.TrimSpace(string(out)), "invalid"), "%s %s: %s", lang, c.name, out)
			}
		}
	}
}
