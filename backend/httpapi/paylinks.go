package httpapi

import (
	"bytes"
	_ "embed"
	"errors"
	"html/template"
	"net/http"
	"sync"

	"github.com/go-chi/chi/v5"
	"github.com/google/uuid"

	"github.com/paystead/paystead/backend/paylink"
	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/linkapi"
	"github.com/paystead/paystead/shared/money"
)

// links is GET /api/merchant/links: the signed-in merchant's payment
// links, newest first, with their counts.
func (a *API) links(w http.ResponseWriter, r *http.Request) error {
	ls, err := a.paylinks.Links(r.Context(), principalFrom(r.Context()).Merchant.ID)
	if err != nil {
		return err
	}
	out := linkapi.List{Links: make([]linkapi.Link, len(ls))}
	for i, l := range ls {
		out.Links[i] = a.linkView(l)
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// createLink is POST /api/merchant/links.
func (a *API) createLink(w http.ResponseWriter, r *http.Request) error {
	var req linkapi.CreateRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	m := principalFrom(r.Context()).Merchant
	l, err := a.paylinks.Create(r.Context(), m.ID, req)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, a.linkView(l))
	return nil
}

// updateLink is PATCH /api/merchant/links/{id}: enable or disable it.
func (a *API) updateLink(w http.ResponseWriter, r *http.Request) error {
	id, err := uuid.Parse(chi.URLParam(r, "id"))
	if err != nil {
		f := apierr.Fields{}
		f.Add("id", "is not a payment link id")
		return f.Err()
	}
	var req linkapi.Update
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	if req.Enabled == nil {
		f := apierr.Fields{}
		f.Add("enabled", "is required: true or false")
		return f.Err()
	}
	l, err := a.paylinks.SetEnabled(r.Context(), principalFrom(r.Context()).Merchant.ID, id, *req.Enabled)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, a.linkView(l))
	return nil
}

func (a *API) linkView(l paylink.Link) linkapi.Link {
	units := func(n int64) *string {
		if n == 0 {
			return nil
		}
		s := money.FormatUnits(n, invoiceapi.AmountDecimals)
		return &s
	}
	return linkapi.Link{ID: l.ID.String(), Slug: l.Slug, URL: a.invoices.BaseURL() + "/l/" + l.Slug, Title: l.Title, Description: l.Description,
		PayInToken: string(l.PayInToken), Amount: units(l.Amount), MinAmount: units(l.MinAmount), MaxAmount: units(l.MaxAmount),
		SuccessURL: optional(l.SuccessURL), Enabled: l.Enabled, CreatedAt: l.CreatedAt, Invoices: l.Invoices, Paid: l.Paid}
}

//go:embed templates/paylink.html
var paylinkHTML string

// paylinkPage is the page's template; T translates (placeholder names and
// values in pairs). paylinkPageIn binds T to a language.
var paylinkPage = template.Must(template.New("paylink").Funcs(template.FuncMap{"T": i18n.English.T}).Parse(paylinkHTML))

// paylinkPages are paylinkPage in each language served so far, by tag.
var paylinkPages sync.Map

// paylinkPageIn is the page's template with T in l, made once per language.
func paylinkPageIn(l *i18n.Locale) (*template.Template, error) {
	if t, ok := paylinkPages.Load(l.Tag()); ok {
		return t.(*template.Template), nil
	}
	t, err := paylinkPage.Clone()
	if err != nil {
		return nil, err
	}
	t.Funcs(template.FuncMap{"T": l.T})
	stored, _ := paylinkPages.LoadOrStore(l.Tag(), t)
	return stored.(*template.Template), nil
}

// paylinkData is what the link's page shows.
type paylinkData struct {
	Link             *paylink.Link
	Merchant         string
	LogoURL          string
	Accent, Ink      template.CSS
	Fixed            bool
	Amount, Min, Max string
	Token            string
	Entered          string
	Heading, Error   string
	// URL and ImageURL are the link's address and its preview's image (the merchant's logo,
	// else Paystead's icon), absolute: what a chat shows when the link is pasted.
	URL, ImageURL string
	// Lang is the page's language (the checkout's: the customer's choice, else their browser's).
	Lang string
}

// previewImagePath is frontend.PreviewImagePath (httpapi does not import the pages).
const previewImagePath = "/preview.png"

// paylinkCSP lets the page use its own inline style and the merchant's
// logo from this service, submit its form here, and nothing else.
const paylinkCSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

// openLink is GET /l/{slug}: the link's page, where the customer sees what
// they pay for and (for a range) enters the amount. Opening it makes
// nothing: a link preview or a crawler must not mint invoices.
func (a *API) openLink(w http.ResponseWriter, r *http.Request) {
	l, err := a.paylinks.Open(r.Context(), chi.URLParam(r, "slug"))
	if err != nil {
		a.linkFailure(w, r, err)
		return
	}
	a.renderLink(w, r, http.StatusOK, &l, "", "")
}

// payLink is POST /l/{slug}: mint the customer's invoice and send them to
// its hosted page (303). A refusal shows the page again with the reason.
func (a *API) payLink(w http.ResponseWriter, r *http.Request) {
	slug := chi.URLParam(r, "slug")
	// Each invoice is staged on chain at the operator's cost: the
	// per-address limit of the API holds here too.
	if err := a.limits.allowAddress(r.Context(), clientOf(r)); err != nil {
		setRetryAfter(w, err)
		a.linkFailure(w, r, err)
		return
	}
	entered := r.PostFormValue("amount")
	inv, err := a.paylinks.Mint(r.Context(), slug, entered)
	if err != nil {
		var e *apierr.Error
		if errors.As(err, &e) && e.Code == apierr.BadBody {
			l, oerr := a.paylinks.Open(r.Context(), slug)
			if oerr == nil {
				// The field's own words are English: the page says what is allowed, in the
				// customer's language.
				msg := linkLocale(r).T("Enter an amount from {min} to {max} USD, with at most 6 decimals.",
					"min", money.FormatUnits(l.MinAmount, invoiceapi.AmountDecimals), "max", money.FormatUnits(l.MaxAmount, invoiceapi.AmountDecimals))
				a.renderLink(w, r, http.StatusBadRequest, &l, entered, msg)
				return
			}
		}
		a.linkFailure(w, r, err)
		return
	}
	http.Redirect(w, r, a.invoices.URL(inv.ID), http.StatusSeeOther)
}

// linkFailure shows a page saying why the link cannot be used: not found,
// disabled, rate-limited, or the merchant cannot take payments now.
func (a *API) linkFailure(w http.ResponseWriter, r *http.Request, err error) {
	e, ok := apierr.As(err)
	if !ok {
		a.log.ErrorContext(r.Context(), "payment link failed", "err", err, "request_id", RequestID(r.Context()))
		e = apierr.New(apierr.Internal, "Something went wrong on our side; try again in a moment.")
	}
	l := linkLocale(r)
	heading, msg := l.T("This payment link cannot take payments right now"), e.Message
	switch e.Code {
	case apierr.NotFound:
		heading, msg = l.T("Payment link not found"), l.T("Check the address with the seller who sent it.")
	case apierr.PaymentLinkDisabled:
		heading, msg = l.T("This payment link is no longer active"), l.T("Ask the seller for a new link.")
	case apierr.RateLimited:
		msg = l.T("Too many attempts from your network. Wait a minute and try again.")
	case apierr.Internal:
		msg = l.T("Something went wrong on our side; try again in a moment.")
	default:
		if e.Status() >= 500 || e.Code == apierr.DelegateNotAuthorized || e.Code == apierr.MerchantPayoutBlocked {
			msg = l.T("The seller cannot take payments at the moment. Try again later or contact them.")
		}
	}
	a.renderPage(w, r, e.Status(), paylinkData{Merchant: "Paystead", Heading: heading, Error: msg})
}

func (a *API) renderLink(w http.ResponseWriter, r *http.Request, status int, l *paylink.Link, entered, failure string) {
	d := paylinkData{Link: l, Merchant: "Paystead", Fixed: l.Fixed(), Token: string(l.PayInToken), Entered: entered, Error: failure,
		Amount: money.FormatUnits(l.Amount, invoiceapi.AmountDecimals),
		Min:    money.FormatUnits(l.MinAmount, invoiceapi.AmountDecimals), Max: money.FormatUnits(l.MaxAmount, invoiceapi.AmountDecimals)}
	base := a.invoices.BaseURL()
	d.URL, d.ImageURL = base+"/l/"+l.Slug, base+previewImagePath
	if m, err := a.merchants.Merchant(r.Context(), l.MerchantID); err == nil {
		b := brandOf(base, m)
		d.Merchant, d.LogoURL = b.DisplayName, b.LogoURL
		if b.LogoURL != "" {
			d.ImageURL = b.LogoURL
		}
		// brandOf gives #rrggbb, checked when it was stored.
		d.Accent, d.Ink = template.CSS(b.AccentColor), template.CSS(b.AccentInk)
	}
	if d.Merchant == "" {
		d.Merchant = "Paystead"
	}
	a.renderPage(w, r, status, d)
}

// linkLocale is the customer's language for a payment link's page, as the
// checkout picks it: the language they chose there (its cookie), else
// their browser's best supported one, else English.
func linkLocale(r *http.Request) *i18n.Locale {
	chosen := ""
	if c, err := r.Cookie(i18n.CookieName); err == nil {
		chosen = c.Value
	}
	l, _, err := i18n.Load(i18n.Match(chosen, r.Header.Get("Accept-Language")))
	if err != nil {
		return i18n.English
	}
	return l
}

func (a *API) renderPage(w http.ResponseWriter, r *http.Request, status int, d paylinkData) {
	l := linkLocale(r)
	d.Lang = l.Tag()
	var buf bytes.Buffer
	page, err := paylinkPageIn(l)
	if err == nil {
		err = page.Execute(&buf, d)
	}
	if err != nil {
		a.log.ErrorContext(r.Context(), "payment link page", "err", err)
		http.Error(w, "the page could not be shown", http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Content-Security-Policy", paylinkCSP)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "same-origin")
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Language", d.Lang)
	h.Add("Vary", "Accept-Language, Cookie")
	w.WriteHeader(status)
	_, _ = w.Write(buf.Bytes())
}
