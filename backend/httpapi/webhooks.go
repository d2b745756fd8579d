package httpapi

import (
	"errors"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"
	"github.com/google/uuid"

	"github.com/paystead/paystead/backend/webhook"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/webhookapi"
)

// webhookHandlers serve the merchant's webhook endpoints, deliveries and
// resends, with the secret key at /api/webhooks and with the merchant
// session at /api/merchant/webhooks (both in routes).
type webhookHandlers struct{ svc *webhook.Service }

// webhookRoutes are the webhook endpoint routes, served twice: under
// /api/webhooks for a secret key and under /api/merchant/webhooks for a
// session (see routes).
func (a *API) webhookRoutes(r chi.Router) {
	h := a.webhooks
	r.Get("/endpoints", a.handle(h.listEndpoints))
	r.Post("/endpoints", a.handle(h.createEndpoint))
	r.Delete("/endpoints/{id}", a.handle(h.deleteEndpoint))
	r.Post("/endpoints/{id}/rotate", a.handle(h.rotateSecret))
	r.Get("/deliveries", a.handle(h.listDeliveries))
	r.Post("/events/{id}/resend", a.handle(h.resend))
}

// endpointOf is e on the wire, without its merchant.
func endpointOf(e webhook.Endpoint) webhookapi.Endpoint {
	return webhookapi.Endpoint{ID: e.ID.String(), URL: e.URL, Events: e.Events, CreatedAt: e.CreatedAt, PreviousSecretExpiresAt: e.PreviousSecretExpiresAt}
}

// deliveryOf is d on the wire. A nil Attempts stays null.
func deliveryOf(d webhook.Delivery) webhookapi.Delivery {
	out := webhookapi.Delivery{ID: d.ID, EventID: d.EventID, EventType: d.EventType, EndpointID: d.EndpointID.String(), URL: d.URL,
		Status: d.Status, CreatedAt: d.CreatedAt, CompletedAt: d.CompletedAt}
	if d.Attempts != nil {
		out.Attempts = make([]webhookapi.Attempt, len(d.Attempts))
		for i, a := range d.Attempts {
			// The stored attempt has the wire attempt's fields: a field
			// added to one and not the other stops this compiling.
			out.Attempts[i] = webhookapi.Attempt(a)
		}
	}
	return out
}

func (h webhookHandlers) createEndpoint(w http.ResponseWriter, r *http.Request) error {
	var req webhookapi.CreateEndpointRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	e, secret, err := h.svc.CreateEndpoint(r.Context(), principalFrom(r.Context()).Merchant.ID, req.URL, req.Events)
	var (
		urlErr   *webhook.InvalidURLError
		eventErr *webhook.InvalidEventError
	)
	switch {
	case errors.As(err, &urlErr):
		f := apierr.Fields{}
		f.Add("url", "%s", urlErr.Reason)
		return f.Err()
	case errors.As(err, &eventErr):
		f := apierr.Fields{}
		f.Add("events", "unknown event type %q", eventErr.Type)
		return f.Err()
	case err != nil:
		return err
	}
	writeJSON(w, http.StatusCreated, webhookapi.NewEndpoint{Endpoint: endpointOf(e), Secret: secret})
	return nil
}

func (h webhookHandlers) listEndpoints(w http.ResponseWriter, r *http.Request) error {
	list, err := h.svc.Endpoints(r.Context(), principalFrom(r.Context()).Merchant.ID)
	if err != nil {
		return err
	}
	var out webhookapi.EndpointList
	if list != nil {
		out.Endpoints = make([]webhookapi.Endpoint, 0, len(list))
		for _, e := range list {
			out.Endpoints = append(out.Endpoints, endpointOf(e))
		}
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func endpointID(r *http.Request) (uuid.UUID, error) {
	id, err := uuid.Parse(chi.URLParam(r, "id"))
	if err != nil {
		f := apierr.Fields{}
		f.Add("id", "an endpoint id is a UUID")
		return id, f.Err()
	}
	return id, nil
}

func (h webhookHandlers) deleteEndpoint(w http.ResponseWriter, r *http.Request) error {
	id, err := endpointID(r)
	if err != nil {
		return err
	}
	err = h.svc.DeleteEndpoint(r.Context(), principalFrom(r.Context()).Merchant.ID, id)
	if errors.Is(err, webhook.ErrNotFound) {
		return apierr.New(apierr.NotFound, "No webhook endpoint has id %s.", id)
	}
	if err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

func (h webhookHandlers) rotateSecret(w http.ResponseWriter, r *http.Request) error {
	id, err := endpointID(r)
	if err != nil {
		return err
	}
	e, secret, err := h.svc.RotateSecret(r.Context(), principalFrom(r.Context()).Merchant.ID, id)
	if errors.Is(err, webhook.ErrNotFound) {
		return apierr.New(apierr.NotFound, "No webhook endpoint has id %s.", id)
	}
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, webhookapi.NewEndpoint{Endpoint: endpointOf(e), Secret: secret})
	return nil
}

func (h webhookHandlers) listDeliveries(w http.ResponseWriter, r *http.Request) error {
	limit := webhookapi.DefaultDeliveries
	if s := r.URL.Query().Get("limit"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > webhookapi.MaxDeliveries {
			f := apierr.Fields{}
			f.Add("limit", "limit is a whole number from 1 to %d", webhookapi.MaxDeliveries)
			return f.Err()
		}
		limit = n
	}
	list, err := h.svc.Deliveries(r.Context(), principalFrom(r.Context()).Merchant.ID, limit)
	if err != nil {
		return err
	}
	var out webhookapi.DeliveryList
	if list != nil {
		out.Deliveries = make([]webhookapi.Delivery, 0, len(list))
		for _, d := range list {
			out.Deliveries = append(out.Deliveries, deliveryOf(d))
		}
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (h webhookHandlers) resend(w http.ResponseWriter, r *http.Request) error {
	id := chi.URLParam(r, "id")
	n, err := h.svc.Resend(r.Context(), principalFrom(r.Context()).Merchant.ID, id)
	if errors.Is(err, webhook.ErrNotFound) {
		return apierr.New(apierr.NotFound, "No webhook event has id %s.", id)
	}
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusAccepted, webhookapi.ResendResult{Queued: n})
	return nil
}
