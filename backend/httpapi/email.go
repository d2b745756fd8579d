package httpapi

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/google/uuid"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/mail"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/merchantapi"
)

// Emails keeps the addresses email goes to (backend/postgres.EmailStore).
type Emails interface {
	// SetReceiptEmail keeps the address and reports whether the invoice is paid.
	SetReceiptEmail(ctx context.Context, id invoice.ID, email string, now time.Time) (paid bool, err error)
	AlertEmail(ctx context.Context, merchantID uuid.UUID) (string, error)
	SetAlertEmail(ctx context.Context, merchantID uuid.UUID, email string) error
	Outbox(ctx context.Context, merchantID uuid.UUID, limit int) ([]mail.Record, error)
}

// EmailDeps are the email routes' dependencies.
type EmailDeps struct {
	Store Emails
	// Enabled says the deployment sends email (PAYSTEAD_SMTP_URL).
	Enabled bool
	// Queued is told of each receipt address kept, so that the relay
	// looks at once (nil: nothing to tell).
	Queued func()
}

// recentAlerts is how many of a merchant's alerts the dashboard lists.
const recentAlerts = 20

type emailHandlers struct{ deps EmailDeps }

// setReceiptEmail is PUT /api/invoices/{id}/receipt-email: the customer's
// address for the receipt, from the hosted page (no key: the invoice's id
// is the page's). Sent once the payment is confirmed (at once when it is).
func (h emailHandlers) setReceiptEmail(w http.ResponseWriter, r *http.Request) error {
	id, err := invoiceIDParam(r)
	if err != nil {
		return err
	}
	var req invoiceapi.ReceiptEmailRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	if !h.deps.Enabled {
		return apierr.New(apierr.NotFound, "This Paystead sends no email: its operator has not configured it.")
	}
	email, err := mail.CheckAddress(req.Email)
	if err != nil {
		var f apierr.Fields
		f.Add("email", "%s", err.Error())
		return f.Err()
	}
	paid, err := h.deps.Store.SetReceiptEmail(r.Context(), id, email, time.Now().UTC())
	if err != nil {
		if errors.Is(err, mail.ErrReceiptClosed) {
			return apierr.New(apierr.ReceiptEmailClosed,
				"Invoice %s takes no receipt address: it is unknown, failed, voided or expired, or its address was set %d times already.",
				id, mail.MaxReceiptChanges)
		}
		return err
	}
	if h.deps.Queued != nil {
		h.deps.Queued()
	}
	when := invoiceapi.ReceiptWhenPaid
	if paid {
		when = invoiceapi.ReceiptNow
	}
	writeJSON(w, http.StatusAccepted, invoiceapi.ReceiptEmail{Email: email, When: when})
	return nil
}

// alerts is GET /api/merchant/alerts.
func (h emailHandlers) alerts(w http.ResponseWriter, r *http.Request) error {
	return h.writeAlerts(w, r, principalFrom(r.Context()).Merchant.ID)
}

// setAlerts is PUT /api/merchant/alerts: email null or "" asks for none.
func (h emailHandlers) setAlerts(w http.ResponseWriter, r *http.Request) error {
	var req merchantapi.AlertsUpdate
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	email := ""
	if req.Email != nil && *req.Email != "" {
		checked, err := mail.CheckAddress(*req.Email)
		if err != nil {
			var f apierr.Fields
			f.Add("email", "%s", err.Error())
			return f.Err()
		}
		email = checked
	}
	id := principalFrom(r.Context()).Merchant.ID
	if err := h.deps.Store.SetAlertEmail(r.Context(), id, email); err != nil {
		return err
	}
	return h.writeAlerts(w, r, id)
}

func (h emailHandlers) writeAlerts(w http.ResponseWriter, r *http.Request, merchantID uuid.UUID) error {
	email, err := h.deps.Store.AlertEmail(r.Context(), merchantID)
	if err != nil {
		return err
	}
	recent, err := h.deps.Store.Outbox(r.Context(), merchantID, recentAlerts)
	if err != nil {
		return err
	}
	out := merchantapi.Alerts{Available: h.deps.Enabled, Recent: make([]merchantapi.AlertEmail, len(recent))}
	if email != "" {
		out.Email = &email
	}
	for i, e := range recent {
		out.Recent[i] = merchantapi.AlertEmail{Kind: e.Kind, To: e.To, Subject: e.Subject, CreatedAt: e.CreatedAt.UTC(),
			SentAt: utcPtr(e.SentAt), GivenUpAt: utcPtr(e.GivenUpAt), LastError: e.LastError, Attempts: e.Attempts}
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func utcPtr(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}
