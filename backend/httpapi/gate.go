package httpapi

import (
	"net/http"
	"time"

	"github.com/paystead/paystead/backend/gate"
)

// gateHandlers serve the checkout's compliance gate.
type gateHandlers struct{ svc *gate.Service }

// authorizeRequest is the body of POST /api/checkout/authorize (spec 4.2).
type authorizeRequest struct {
	InvoiceID string `json:"invoiceId"`
	Address   string `json:"address"`
}

// The three answers of spec 4.2, each with exactly its fields.
type (
	allowAnswer struct {
		Decision   gate.Outcome `json:"decision"`
		ScreenedAt time.Time    `json:"screenedAt"`
		TTLSeconds int64        `json:"ttlSeconds"`
	}
	reviewAnswer struct {
		Decision       gate.Outcome `json:"decision"`
		TicketID       string       `json:"ticketId"`
		Reason         string       `json:"reason"`
		SupportContact string       `json:"supportContact"`
	}
	rejectAnswer struct {
		Decision gate.Outcome    `json:"decision"`
		Code     gate.RejectCode `json:"code"`
		Reason   string          `json:"reason"`
	}
)

// authorize is POST /api/checkout/authorize: hosted checkout asks whether
// the connected wallet may pay the invoice. Every decision is a 200; only
// the caller's mistakes and an unavailable provider are errors.
func (h gateHandlers) authorize(w http.ResponseWriter, r *http.Request) error {
	var req authorizeRequest
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

func decisionAnswer(d gate.Decision) any {
	switch d.Outcome {
	case gate.Allow:
		return allowAnswer{Decision: d.Outcome, ScreenedAt: d.ScreenedAt.UTC(), TTLSeconds: d.TTLSeconds()}
	case gate.Review:
		return reviewAnswer{Decision: d.Outcome, TicketID: d.TicketID.String(), Reason: d.Reason, SupportContact: d.SupportContact}
	default:
		return rejectAnswer{Decision: gate.Reject, Code: d.Code, Reason: d.Reason}
	}
}
