package httpapi

import (
	"bytes"
	"errors"
	"io"
	"net/http"

	"github.com/go-chi/chi/v5"
	"github.com/google/uuid"

	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/brand"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/merchantapi"
)

// brandOf is the merchant's brand as customers see it: the accent colour
// with its readable ink, and the logo's absolute address.
func brandOf(baseURL string, m merchant.Merchant) invoiceapi.MerchantPublic {
	v := invoiceapi.MerchantPublic{DisplayName: m.DisplayName, SupportEmail: m.SupportEmail}
	if m.AccentColor != "" {
		v.AccentColor, v.AccentInk = m.AccentColor, brand.Ink(m.AccentColor)
	}
	if m.Logo != nil {
		v.LogoURL = baseURL + brand.LogoURL(m.ID.String(), m.Logo.Version())
	}
	return v
}

// bodyLimit is the most bytes r's body may hold: a logo upload's cap, or
// every other request's.
func bodyLimit(r *http.Request) int64 {
	if r.Method == http.MethodPut && r.URL.Path == merchantapi.LogoPath {
		return merchant.MaxLogoBytes
	}
	return MaxBodyBytes
}

// logoTooLarge is the answer to an upload over the cap, naming the field
// as every refusal of a logo does.
func logoTooLarge() *apierr.Error {
	return &apierr.Error{Code: apierr.BodyTooLarge, Message: "The logo was refused: it is larger than 262144 bytes (256 KiB).",
		Fields: []apierr.FieldError{{Field: "logo", Message: "must be at most 262144 bytes (256 KiB)"}}}
}

// putLogo stores the request's body as the merchant's logo. The body is
// the image itself, whatever Content-Type says: the merchant package
// sniffs the type from the bytes.
func (h *sessionHandlers) putLogo(w http.ResponseWriter, r *http.Request) error {
	body, err := io.ReadAll(r.Body)
	var maxErr *http.MaxBytesError
	if errors.As(err, &maxErr) {
		return logoTooLarge()
	}
	if err != nil {
		return apierr.New(apierr.BadBody, "The logo could not be read: %v.", err)
	}
	m, err := h.merchants.SetLogo(r.Context(), principalFrom(r.Context()).Merchant.ID, body)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, h.profileOf(m))
	return nil
}

// deleteLogo removes the merchant's logo.
func (h *sessionHandlers) deleteLogo(w http.ResponseWriter, r *http.Request) error {
	m, err := h.merchants.DeleteLogo(r.Context(), principalFrom(r.Context()).Merchant.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, h.profileOf(m))
	return nil
}

// logoPolicy lets nothing in a served logo run or load: an SVG opened on
// its own is a document, and this is the second lock behind the
// sanitiser.
const logoPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

// logo serves a merchant's logo with its stored type only. Its address
// carries the version of its bytes (brand.LogoURL), so when the version
// asked for is the current one it is cached for a year; otherwise for
// five minutes, revalidated by its ETag.
func (a *API) logo(w http.ResponseWriter, r *http.Request) error {
	notFound := apierr.New(apierr.NotFound, "This merchant has no logo.")
	id, err := uuid.Parse(chi.URLParam(r, "merchantId"))
	if err != nil {
		return notFound
	}
	l, err := a.merchants.Logo(r.Context(), id)
	if errors.Is(err, merchant.ErrNotFound) {
		return notFound
	}
	if err != nil {
		return err
	}
	h := w.Header()
	h.Set("Content-Type", l.ContentType)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Security-Policy", logoPolicy)
	h.Set("Content-Disposition", "inline")
	h.Set("Cross-Origin-Resource-Policy", "cross-origin")
	h.Set("ETag", l.ETag())
	if r.URL.Query().Get("v") == l.Version() {
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		h.Set("Cache-Control", "public, max-age=300")
	}
	http.ServeContent(w, r, "", l.UpdatedAt, bytes.NewReader(l.Bytes))
	return nil
}
