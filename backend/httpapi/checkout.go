package httpapi

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/shared/checkoutapi"
)

// checkoutHandlers serve the customer's side of a payment. They need no
// key: the hosted page calls them from the customer's browser.
type checkoutHandlers struct{ svc *checkout.Service }

// prepare is POST /api/checkout/prepare.
func (h checkoutHandlers) prepare(w http.ResponseWriter, r *http.Request) error {
	var req checkoutapi.PrepareRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	resp, err := h.svc.Prepare(r.Context(), req)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, resp)
	return nil
}

// submit is POST /api/checkout/submit.
func (h checkoutHandlers) submit(w http.ResponseWriter, r *http.Request) error {
	var req checkoutapi.SubmitRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	sub, err := h.svc.Submit(r.Context(), req)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusAccepted, checkoutapi.SubmitResponse{SubmissionID: sub.ID.Hex(), Status: sub.Status})
	return nil
}

// status is GET /api/checkout/status/{submissionId}.
func (h checkoutHandlers) status(w http.ResponseWriter, r *http.Request) error {
	st, err := h.svc.Status(r.Context(), chi.URLParam(r, "submissionId"))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, st)
	return nil
}
