package httpapi

import (
	"net/http"

	"github.com/paystead/paystead/backend/gate"
	"github.com/paystead/paystead/shared/checkoutapi"
)

// gateHandlers serve the checkout's compliance gate.
type gateHandlers struct{ svc *gate.Service }

// authorize is POST /api/checkout/authorize: hosted checkout asks whether
// the connected wallet may pay the invoice. Every decision is a 200; only
// the caller's mistakes and an unavailable provider are errors.
func (h gateHandlers) authorize(w http.ResponseWriter, r *http.Request) error {
	var req checkoutapi.AuthorizeRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	d, err := h.svc.Authorize(r.Context(), req.InvoiceID, req.Address)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, decisionAnswer(d))
	return nil
}

// decisionAnswer is d on the wire; checkoutapi.Decision writes exactly
// the fields of its shape.
func decisionAnswer(d gate.Decision) checkoutapi.Decision {
	switch d.Outcome {
	case gate.Allow:
		at := d.ScreenedAt.UTC()
		return checkoutapi.Decision{Decision: checkoutapi.DecisionAllow, ScreenedAt: &at, TTLSeconds: d.TTLSeconds()}
	case gate.Review:
		return checkoutapi.Decision{Decision: checkoutapi.DecisionReview, TicketID: d.TicketID.String(), Reason: d.Reason, SupportContact: d.SupportContact}
	default:
		return checkoutapi.Decision{Decision: checkoutapi.DecisionReject, Code: string(d.Code), Reason: d.Reason}
	}
}
