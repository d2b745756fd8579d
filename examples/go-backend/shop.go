package main

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"io"
	"log/slog"
	"math"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/webhookapi"
)

// Order statuses as the shop sees them.
const (
	awaitingPayment = "awaiting payment"
	paid            = "paid"
	refunded        = "refunded"
	cancelled       = "cancelled" // the invoice failed, expired or was voided unpaid
)

// order is what the shop knows of one order. A real shop keeps it in its
// database; this one keeps it in memory.
type order struct {
	Ref          string     `json:"order"`
	Amount       string     `json:"amount"`
	InvoiceID    string     `json:"invoiceId"`
	PaymentURL   string     `json:"url"`
	Status       string     `json:"status"`
	PaidAt       *time.Time `json:"paidAt,omitempty"`
	SettleTxHash string     `json:"settleTxHash,omitempty"`
	// Events are the types of the verified webhook events received for
	// the order's invoice, in the order they arrived.
	Events []string `json:"events"`
}

// shop is a merchant's backend: it sells with Paystead invoices created
// with the secret key and learns of payments from signed webhooks.
type shop struct {
	paystead      *sdk.Client
	webhookSecret string
	publicURL     string // where customers reach the shop, for successUrl and cancelUrl
	log           *slog.Logger
	now           func() time.Time

	mu        sync.Mutex
	orders    map[string]*order // by reference
	byInvoice map[string]*order
	seen      map[string]bool // webhook event ids handled: deliveries are at least once
}

func newShop(paystead *sdk.Client, webhookSecret, publicURL string, log *slog.Logger) *shop {
	return &shop{
		paystead:      paystead,
		webhookSecret: webhookSecret,
		publicURL:     strings.TrimSuffix(publicURL, "/"),
		log:           log,
		now:           time.Now,
		orders:        map[string]*order{},
		byInvoice:     map[string]*order{},
		seen:          map[string]bool{},
	}
}

func (s *shop) routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", s.home)
	mux.HandleFunc("POST /checkout", s.checkout)
	mux.HandleFunc("GET /thanks", s.thanks)
	mux.HandleFunc("GET /orders/{ref}", s.getOrder)
	mux.HandleFunc("POST /webhooks/paystead", s.webhook)
	return mux
}

// checkoutRequest is POST /checkout, as JSON or as a form.
type checkoutRequest struct {
	Amount     json.Number `json:"amount"`     // dollars: 12.50
	Order      string      `json:"order"`      // your order reference; one is made up when empty
	PayInToken string      `json:"payInToken"` // USDC (default) or EURC
}

// checkout creates the order's invoice with the secret key and answers
// its hosted payment page: JSON {order, invoiceId, url} to a JSON request,
// a 303 redirect to a form post (the browser goes straight to the page).
// An order reference seen before answers the invoice it already has, so a
// second press never makes a second invoice.
func (s *shop) checkout(w http.ResponseWriter, r *http.Request) {
	mediaType, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	asForm := mediaType != "application/json"
	var req checkoutRequest
	if asForm {
		if err := r.ParseForm(); err != nil {
			writeError(w, http.StatusBadRequest, "unreadable form: %v", err)
			return
		}
		req = checkoutRequest{Amount: json.Number(r.PostForm.Get("amount")), Order: r.PostForm.Get("order"), PayInToken: r.PostForm.Get("payInToken")}
	} else if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 64<<10)).Decode(&req); err != nil {
		writeError(w, http.StatusBadRequest, "unreadable JSON: %v", err)
		return
	}

	amount, err := strconv.ParseFloat(strings.TrimSpace(req.Amount.String()), 64)
	if err != nil || math.IsInf(amount, 0) || amount <= 0 {
		writeError(w, http.StatusBadRequest, "amount must be a number of dollars greater than 0, such as 12.50")
		return
	}
	token := sdk.USDC
	switch strings.ToUpper(req.PayInToken) {
	case "", "USDC":
	case "EURC":
		token = sdk.EURC
	default:
		writeError(w, http.StatusBadRequest, "payInToken must be USDC or EURC")
		return
	}
	ref := strings.TrimSpace(req.Order)
	if ref == "" {
		ref = newOrderRef()
	}
	if len(ref) > 100 {
		writeError(w, http.StatusBadRequest, "order must be at most 100 characters")
		return
	}

	// Reserve the reference, so that two presses at once make one invoice.
	s.mu.Lock()
	if o, ok := s.orders[ref]; ok {
		s.mu.Unlock()
		switch {
		case o.InvoiceID == "":
			writeError(w, http.StatusConflict, "order %s is being created: try again in a moment", ref)
		case o.Amount != formatAmount(amount):
			writeError(w, http.StatusConflict, "order %s exists with another amount (%s)", ref, o.Amount)
		default:
			s.answerCheckout(w, r, asForm, http.StatusOK, o)
		}
		return
	}
	o := &order{Ref: ref, Amount: formatAmount(amount), Status: awaitingPayment, Events: []string{}}
	s.orders[ref] = o
	s.mu.Unlock()

	inv, err := s.paystead.CreateInvoice(r.Context(), sdk.CreateInvoiceParams{
		AmountUSDC: amount,
		PayInToken: token,
		Reference:  ref,
		Metadata:   map[string]string{"order": ref},
		SuccessURL: s.publicURL + "/thanks?order=" + url.QueryEscape(ref),
		CancelURL:  s.publicURL + "/?cancelled=" + url.QueryEscape(ref),
	})
	if err != nil {
		s.mu.Lock()
		delete(s.orders, ref)
		s.mu.Unlock()
		s.log.Error("create invoice", "order", ref, "error", err)
		status := http.StatusBadGateway
		if code := sdk.CodeOf(err); code == sdk.CodeInvalidAmount || code == sdk.CodeInvalidURL {
			status = http.StatusBadRequest // the request (or PAYSTEAD_SHOP_URL) is at fault, not Paystead
		}
		writeError(w, status, "could not create the invoice: %v", err)
		return
	}

	s.mu.Lock()
	o.InvoiceID, o.PaymentURL = inv.InvoiceID, inv.URL
	s.byInvoice[inv.InvoiceID] = o
	s.mu.Unlock()
	s.log.Info("invoice created", "order", ref, "invoiceId", inv.InvoiceID, "amount", o.Amount)
	s.answerCheckout(w, r, asForm, http.StatusCreated, o)
}

func (s *shop) answerCheckout(w http.ResponseWriter, r *http.Request, asForm bool, status int, o *order) {
	if asForm {
		http.Redirect(w, r, o.PaymentURL, http.StatusSeeOther)
		return
	}
	writeJSON(w, status, map[string]string{"order": o.Ref, "invoiceId": o.InvoiceID, "url": o.PaymentURL})
}

// webhook receives Paystead's deliveries. It verifies the signature over
// the raw body before anything else and refuses the delivery with 400 when
// it does not match; Paystead retries refused deliveries, an attacker's
// stay refused.
func (s *shop) webhook(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, 1<<20))
	if err != nil {
		writeError(w, http.StatusBadRequest, "unreadable body: %v", err)
		return
	}
	if err := verifySignature(r.Header.Get("Paystead-Signature"), body, s.webhookSecret, s.now()); err != nil {
		s.log.Warn("webhook refused", "eventId", r.Header.Get("Paystead-Event-Id"), "error", err)
		writeError(w, http.StatusBadRequest, "%v", err)
		return
	}
	var ev webhookapi.Event
	if err := json.Unmarshal(body, &ev); err != nil {
		writeError(w, http.StatusBadRequest, "signed, but not an event: %v", err)
		return
	}
	s.handle(ev)
	w.WriteHeader(http.StatusNoContent)
}

// handle acts on a verified event once, however often it is delivered.
func (s *shop) handle(ev webhookapi.Event) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.seen[ev.ID] {
		s.log.Info("webhook again, already handled", "eventId", ev.ID, "type", ev.Type)
		return
	}
	s.seen[ev.ID] = true
	inv := ev.Data.Invoice
	o := s.byInvoice[inv.ID]
	if o == nil {
		// invoice.created can arrive before CreateInvoice has answered us:
		// the order is reserved by then, and the verified metadata names it.
		if r := s.orders[inv.Metadata["order"]]; r != nil && r.InvoiceID == "" {
			o = r
		}
	}
	if o == nil {
		s.log.Info("webhook for an invoice this shop did not create", "eventId", ev.ID, "type", ev.Type, "invoiceId", inv.ID, "order", inv.Metadata["order"])
		return
	}
	o.Events = append(o.Events, string(ev.Type))
	switch ev.Type {
	case webhookapi.InvoicePaid:
		// Delivered once the payment is PAYSTEAD_CONFIRMATIONS blocks deep:
		// safe to ship.
		o.Status, o.PaidAt = paid, inv.PaidAt
		if inv.SettleTxHash != nil {
			o.SettleTxHash = *inv.SettleTxHash
		}
		s.log.Info("order paid: ship it", "order", o.Ref, "invoiceId", inv.ID, "amount", inv.Amount, "payer", deref(inv.Payer))
	case webhookapi.InvoiceRefunded:
		if inv.Status == "refunded" { // nothing remains; a partial refund leaves it paid
			o.Status = refunded
		}
		s.log.Info("order refunded", "order", o.Ref, "invoiceId", inv.ID, "status", inv.Status)
	case webhookapi.InvoiceFailed, webhookapi.InvoiceExpired, webhookapi.InvoiceVoided:
		if o.Status == awaitingPayment {
			o.Status = cancelled
		}
		s.log.Info("order cancelled", "order", o.Ref, "invoiceId", inv.ID, "type", ev.Type)
	default:
		s.log.Info("webhook", "order", o.Ref, "invoiceId", inv.ID, "type", ev.Type)
	}
}

func (s *shop) getOrder(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	o, ok := s.orders[r.PathValue("ref")]
	var copied order
	if ok {
		copied = *o
		copied.Events = append([]string{}, o.Events...)
	}
	s.mu.Unlock()
	if !ok {
		writeError(w, http.StatusNotFound, "no order %s", r.PathValue("ref"))
		return
	}
	writeJSON(w, http.StatusOK, copied)
}

var homePage = template.Must(template.New("home").Parse(`<!doctype html>
<html lang="en"><meta charset="utf-8"><title>Example shop</title>
<h1>Example shop</h1>
{{if .}}<p>Order {{.}} was not paid. Try again:</p>{{end}}
<form method="post" action="/checkout">
  <label>Amount (USD) <input name="amount" value="12.50" inputmode="decimal" required></label>
  <label>Pay in <select name="payInToken"><option>USDC</option><option>EURC</option></select></label>
  <button>Pay with stablecoins</button>
</form>
`))

func (s *shop) home(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_ = homePage.Execute(w, r.URL.Query().Get("cancelled"))
}

var thanksPage = template.Must(template.New("thanks").Parse(`<!doctype html>
<html lang="en"><meta charset="utf-8"><title>Thank you</title>
{{if .}}<h1>Thank you</h1>
<p>Order {{.Ref}} ({{.Amount}} USD) is <strong>{{.Status}}</strong>.{{if eq .Status "awaiting payment"}} We ship once Paystead confirms the payment; reload in a few seconds.{{end}}</p>
{{else}}<h1>No such order</h1>{{end}}
<p><a href="/">Back to the shop</a></p>
`))

// thanks is the successUrl: the customer lands here after paying. It shows
// what the webhook told us, which may arrive a moment after the customer.
func (s *shop) thanks(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	var view *order
	if o, ok := s.orders[r.URL.Query().Get("order")]; ok {
		copied := *o
		view = &copied
	}
	s.mu.Unlock()
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if view == nil {
		w.WriteHeader(http.StatusNotFound)
	}
	_ = thanksPage.Execute(w, view)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, format string, args ...any) {
	writeJSON(w, status, map[string]string{"error": fmt.Sprintf(format, args...)})
}

// formatAmount writes dollars as the shop shows them: 12.5 → "12.50".
func formatAmount(dollars float64) string {
	s := strconv.FormatFloat(dollars, 'f', -1, 64)
	if whole, frac, ok := strings.Cut(s, "."); !ok {
		return s + ".00"
	} else if len(frac) == 1 {
		return whole + "." + frac + "0"
	}
	return s
}

func newOrderRef() string {
	b := make([]byte, 4)
	_, _ = rand.Read(b)
	return "order-" + hex.EncodeToString(b)
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// errNoSecretKey and errNoWebhookSecret say which setting is missing.
var (
	errNoSecretKey     = errors.New("PAYSTEAD_SECRET_KEY is not set: use the merchant's secret key (ak_live_…; make dev prints one)")
	errNoWebhookSecret = errors.New("PAYSTEAD_WEBHOOK_SECRET is not set: register this shop's /webhooks/paystead with Paystead and use the secret it answers (whsec_…)")
)
