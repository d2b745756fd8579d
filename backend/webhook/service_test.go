package webhook_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/webhook"
	"github.com/paystead/paystead/shared/webhookapi"
)

var (
	t0      = time.Date(2030, 1, 2, 3, 4, 5, 0, time.UTC)
	errBoom = errors.New("boom")
)

type rotation struct {
	merchantID, id  uuid.UUID
	secret          string
	previousExpires time.Time
}

// fakeStore keeps endpoints in memory and records what the service asks.
type fakeStore struct {
	endpoints []webhook.Endpoint
	secrets   map[uuid.UUID]string
	err       error // every method fails with it when set

	rotations      []rotation
	deliveryLimits []int
	resent         []string
	resendCount    int
}

func (s *fakeStore) CreateEndpoint(_ context.Context, e webhook.Endpoint, secret string) error {
	if s.err != nil {
		return s.err
	}
	s.endpoints = append(s.endpoints, e)
	s.secrets[e.ID] = secret
	return nil
}

func (s *fakeStore) Endpoints(_ context.Context, merchantID uuid.UUID) ([]webhook.Endpoint, error) {
	if s.err != nil {
		return nil, s.err
	}
	var out []webhook.Endpoint
	for _, e := range s.endpoints {
		if e.MerchantID == merchantID {
			out = append(out, e)
		}
	}
	return out, nil
}

func (s *fakeStore) DeleteEndpoint(_ context.Context, merchantID, id uuid.UUID) error {
	for i, e := range s.endpoints {
		if e.ID == id && e.MerchantID == merchantID {
			s.endpoints = slices.Delete(s.endpoints, i, i+1)
			return nil
		}
	}
	return webhook.ErrNotFound
}

func (s *fakeStore) RotateSecret(_ context.Context, merchantID, id uuid.UUID, secret string, previousExpires time.Time) (webhook.Endpoint, error) {
	s.rotations = append(s.rotations, rotation{merchantID, id, secret, previousExpires})
	for _, e := range s.endpoints {
		if e.ID == id && e.MerchantID == merchantID {
			s.secrets[id] = secret
			e.PreviousSecretExpiresAt = &previousExpires
			return e, nil
		}
	}
	return webhook.Endpoint{}, fmt.Errorf("fakeStore.RotateSecret(%s): %w", id, webhook.ErrNotFound)
}

func (s *fakeStore) Deliveries(_ context.Context, _ uuid.UUID, limit int) ([]webhook.Delivery, error) {
	s.deliveryLimits = append(s.deliveryLimits, limit)
	return []webhook.Delivery{}, s.err
}

func (s *fakeStore) Resend(_ context.Context, _ uuid.UUID, eventID string) (int, error) {
	s.resent = append(s.resent, eventID)
	if s.err != nil {
		return 0, s.err
	}
	return s.resendCount, nil
}

type testBundle struct {
	svc        *webhook.Service
	store      *fakeStore
	merchantID uuid.UUID
}

// setup returns a production Service (no loopback) on a fake store, with
// a clock standing at t0 in another zone than UTC.
func setup(t *testing.T) *testBundle {
	t.Helper()
	return setupWith(t, false)
}

func setupWith(t *testing.T, allowLoopback bool) *testBundle {
	t.Helper()
	store := &fakeStore{secrets: map[uuid.UUID]string{}}
	svc := webhook.NewService(store, allowLoopback)
	webhook.SetNow(svc, func() time.Time { return t0.In(time.FixedZone("PST", -8*3600)) })
	return &testBundle{svc: svc, store: store, merchantID: uuid.New()}
}

func TestCreateEndpoint(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("SavesItWithASecretShownOnce", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		e, secret, err := b.svc.CreateEndpoint(ctx, b.merchantID, "https://hooks.example.com/paystead", []webhookapi.EventType{webhookapi.InvoicePaid})
		require.NoError(t, err)
		require.Regexp(t, `^whsec_[0-9a-f]{64}$`, secret)
		require.NotEqual(t, uuid.Nil, e.ID)
		require.Equal(t, b.merchantID, e.MerchantID)
		require.Equal(t, "https://hooks.example.com/paystead", e.URL)
		require.Equal(t, []webhookapi.EventType{webhookapi.InvoicePaid}, e.Events)
		require.Equal(t, t0, e.CreatedAt)
		require.Equal(t, time.UTC, e.CreatedAt.Location())
		require.Equal(t, []webhook.Endpoint{e}, b.store.endpoints)
		require.Equal(t, secret, b.store.secrets[e.ID], "the store keeps the secret that signs")
	})

	t.Run("EachEndpointGetsItsOwnSecret", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		_, s1, err := b.svc.CreateEndpoint(ctx, b.merchantID, "https://a.example.com/", nil)
		require.NoError(t, err)
		_, s2, err := b.svc.CreateEndpoint(ctx, b.merchantID, "https://b.example.com/", nil)
		require.NoError(t, err)
		require.NotEqual(t, s1, s2)
	})

	t.Run("NoEventsMeansEveryEvent", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		e, _, err := b.svc.CreateEndpoint(ctx, b.merchantID, "https://hooks.example.com/", nil)
		require.NoError(t, err)
		require.Equal(t, []webhookapi.EventType{"invoice.claimed", "invoice.created", "invoice.expired", "invoice.failed", "invoice.funds_held", "invoice.matured", "invoice.paid",
			"invoice.refund_failed", "invoice.refunded", "invoice.voided", "submission.failed",
			"subscription.allowance_revoked", "subscription.canceled", "subscription.created", "subscription.ended", "subscription.payment_failed"}, e.Events)
		require.Equal(t, []webhookapi.EventType{"invoice.created", "invoice.failed", "invoice.paid", "invoice.refunded", "invoice.matured", "invoice.claimed", "submission.failed",
			"invoice.expired", "invoice.voided", "invoice.refund_failed", "invoice.funds_held",
			"subscription.created", "subscription.payment_failed", "subscription.allowance_revoked", "subscription.canceled", "subscription.ended"}, webhookapi.EventTypes, "sorting leaves webhookapi.EventTypes in its order")
	})

	t.Run("SortsAndDeduplicatesEvents", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		e, _, err := b.svc.CreateEndpoint(ctx, b.merchantID, "https://hooks.example.com/",
			[]webhookapi.EventType{webhookapi.InvoicePaid, webhookapi.InvoiceCreated, webhookapi.InvoicePaid, webhookapi.SubmissionFailed})
		require.NoError(t, err)
		require.Equal(t, []webhookapi.EventType{webhookapi.InvoiceCreated, webhookapi.InvoicePaid, webhookapi.SubmissionFailed}, e.Events)
	})

	t.Run("RejectsAnUnknownEventType", func(t *testing.T) {
		t.Parallel()
		for _, bad := range []webhookapi.EventType{"invoice.deleted", "", "INVOICE.PAID", "invoice.paid "} {
			b := setup(t)
			_, secret, err := b.svc.CreateEndpoint(ctx, b.merchantID, "https://hooks.example.com/", []webhookapi.EventType{webhookapi.InvoicePaid, bad})
			var ie *webhook.InvalidEventError
			require.ErrorAs(t, err, &ie, "%q", bad)
			require.Equal(t, string(bad), ie.Type)
			require.Equal(t, "webhook: unknown event type "+string(bad), err.Error())
			require.Empty(t, secret)
			require.Empty(t, b.store.endpoints)
		}
	})

	t.Run("RejectsURLs", func(t *testing.T) {
		t.Parallel()
		for name, raw := range map[string]string{
			"Relative":          "/webhooks",
			"WithoutScheme":     "hooks.example.com/webhooks",
			"FTP":               "ftp://hooks.example.com/",
			"Javascript":        "javascript:alert(1)",
			"Credentials":       "https://user:pw@hooks.example.com/",
			"TooLong":           "https://hooks.example.com/" + strings.Repeat("a", 2048),
			"Loopback":          "https://127.0.0.1/hook",
			"LoopbackV6":        "https://[::1]/hook",
			"Localhost":         "https://localhost/hook",
			"Private":           "https://10.1.2.3/hook",
			"Private192":        "https://192.168.1.1/hook",
			"CloudMetadata":     "http://169.254.169.254/latest/meta-data",
			"Internal":          "https://db.internal/hook",
			"DecimalLoopback":   "http://2130706433/hook",
			"MappedLoopback":    "http://[::ffff:127.0.0.1]/hook",
			"UnspecifiedV4":     "http://0.0.0.0/hook",
			"UniqueLocalV6":     "https://[fd00::1]/hook",
			"InvalidPercentURL": "https://hooks.example.com/%zz",
		} {
			b := setup(t)
			_, _, err := b.svc.CreateEndpoint(ctx, b.merchantID, raw, nil)
			var ue *webhook.InvalidURLError
			require.ErrorAs(t, err, &ue, name)
			require.NotEmpty(t, ue.Reason, name)
			require.True(t, strings.HasPrefix(err.Error(), "webhook: invalid URL: "), name)
			require.Empty(t, b.store.endpoints, name)
		}
	})

	t.Run("AcceptsPlainHTTPToAPublicHost", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		_, _, err := b.svc.CreateEndpoint(ctx, b.merchantID, "http://hooks.example.com/paystead", nil)
		require.NoError(t, err, "docs/webhooks.md: https (or http)")
	})

	t.Run("DevModeAllowsLoopbackAndNothingElsePrivate", func(t *testing.T) {
		t.Parallel()
		b := setupWith(t, true)
		// What docs/webhooks.md says dev mode allows, and refuses.
		allowed := []string{"http://127.0.0.1:8080/hook", "http://localhost:3000/hook", "http://[::1]:9000/", "http://127.1/hook",
			"http://[::ffff:127.0.0.1]/hook", "http://shop.localhost/hook", "http://localhost.localdomain/hook"}
		for _, ok := range allowed {
			_, _, err := b.svc.CreateEndpoint(ctx, b.merchantID, ok, nil)
			require.NoError(t, err, ok)
		}
		for _, bad := range []string{"http://10.0.0.1/hook", "http://169.254.169.254/", "http://db.internal/", "http://0.0.0.0:8080/hook",
			"http://printer.local/hook", "http://192.168.1.20/hook"} {
			_, _, err := b.svc.CreateEndpoint(ctx, b.merchantID, bad, nil)
			var ue *webhook.InvalidURLError
			require.ErrorAs(t, err, &ue, bad)
		}
		require.Len(t, b.store.endpoints, len(allowed))
	})

	t.Run("AtMostSixteenEndpoints", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		other := setup(t)
		for i := range webhook.MaxEndpoints {
			_, _, err := b.svc.CreateEndpoint(ctx, b.merchantID, fmt.Sprintf("https://hooks.example.com/%d", i), nil)
			require.NoError(t, err)
		}
		_, _, err := b.svc.CreateEndpoint(ctx, b.merchantID, "https://hooks.example.com/17", nil)
		var ue *webhook.InvalidURLError
		require.ErrorAs(t, err, &ue)
		require.Contains(t, ue.Reason, "at most 16")
		require.Len(t, b.store.endpoints, webhook.MaxEndpoints)

		other.store.endpoints = b.store.endpoints
		_, _, err = other.svc.CreateEndpoint(ctx, other.merchantID, "https://hooks.example.com/mine", nil)
		require.NoError(t, err, "the cap is per merchant")
	})

	t.Run("StoreFailuresPassThrough", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.store.err = errBoom
		_, secret, err := b.svc.CreateEndpoint(ctx, b.merchantID, "https://hooks.example.com/", nil)
		require.ErrorIs(t, err, errBoom)
		require.Empty(t, secret, "a secret that was not stored is not shown")
	})
}

func TestRotateSecret(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("IssuesANewSecretAndKeepsTheOldOneADay", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		e, old, err := b.svc.CreateEndpoint(ctx, b.merchantID, "https://hooks.example.com/", nil)
		require.NoError(t, err)
		rotated, secret, err := b.svc.RotateSecret(ctx, b.merchantID, e.ID)
		require.NoError(t, err)
		require.Regexp(t, `^whsec_[0-9a-f]{64}$`, secret)
		require.NotEqual(t, old, secret)
		require.Len(t, b.store.rotations, 1)
		r := b.store.rotations[0]
		require.Equal(t, rotation{b.merchantID, e.ID, secret, r.previousExpires}, r)
		require.True(t, t0.Add(24*time.Hour).Equal(r.previousExpires), "the old secret signs for 24 hours: %s", r.previousExpires)
		require.True(t, t0.Add(webhook.RotationOverlap).Equal(*rotated.PreviousSecretExpiresAt))
		require.Equal(t, secret, b.store.secrets[e.ID])
	})

	t.Run("AnUnknownEndpointIsNotFoundAndShowsNoSecret", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		_, secret, err := b.svc.RotateSecret(ctx, b.merchantID, uuid.New())
		require.ErrorIs(t, err, webhook.ErrNotFound)
		require.Empty(t, secret)
	})
}

func TestDeliveriesLimit(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	for _, tc := range []struct{ asked, used int }{
		{0, 50}, {-1, 50}, {1, 1}, {50, 50}, {200, 200}, {201, 50}, {1 << 30, 50},
	} {
		t.Run(fmt.Sprint(tc.asked), func(t *testing.T) {
			t.Parallel()
			b := setup(t)
			_, err := b.svc.Deliveries(ctx, b.merchantID, tc.asked)
			require.NoError(t, err)
			require.Equal(t, []int{tc.used}, b.store.deliveryLimits)
		})
	}
}

func TestResend(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("AnswersHowManyDeliveriesItQueued", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.store.resendCount = 3
		n, err := b.svc.Resend(ctx, b.merchantID, "evt_1")
		require.NoError(t, err)
		require.Equal(t, 3, n)
		require.Equal(t, []string{"evt_1"}, b.store.resent)
	})

	t.Run("AnUnknownEventIsNotFound", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.store.err = webhook.ErrNotFound
		_, err := b.svc.Resend(ctx, b.merchantID, "evt_nope")
		require.ErrorIs(t, err, webhook.ErrNotFound)
	})
}

func TestEndpointsAndDelete(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t)
	e, _, err := b.svc.CreateEndpoint(ctx, b.merchantID, "https://hooks.example.com/", nil)
	require.NoError(t, err)

	list, err := b.svc.Endpoints(ctx, b.merchantID)
	require.NoError(t, err)
	require.Equal(t, []webhook.Endpoint{e}, list)

	require.ErrorIs(t, b.svc.DeleteEndpoint(ctx, uuid.New(), e.ID), webhook.ErrNotFound, "only its merchant deletes it")
	require.NoError(t, b.svc.DeleteEndpoint(ctx, b.merchantID, e.ID))
	list, err = b.svc.Endpoints(ctx, b.merchantID)
	require.NoError(t, err)
	require.Empty(t, list)
}
