// Package httpapi is Paystead's HTTP interface: one route table, handlers
// that return errors, and one function that turns errors into responses.
package httpapi

import (
	"context"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/backend/escrow"
	"github.com/paystead/paystead/backend/gate"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/backend/paylink"
	"github.com/paystead/paystead/backend/quote"
	"github.com/paystead/paystead/backend/subscription"
	"github.com/paystead/paystead/backend/webhook"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/healthapi"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// ReadinessCheck is one dependency that must answer before the process
// takes traffic (the database, the chain).
type ReadinessCheck struct {
	Name  string
	Check func(ctx context.Context) error
	// Explain publishes the check's error in /readyz's reasons: set it
	// only for errors written for the operator, with nothing internal.
	Explain bool
	// Partial marks one of several alike dependencies (a chain among
	// several): while some of them fail and others answer, the process is
	// degraded but still ready; only when every one fails is it not.
	Partial bool
	// Advisory marks a condition that degrades the service without
	// making it unready (a token its issuer paused): while it fails the
	// status is degraded, never unavailable.
	Advisory bool
}

// Deps is what the API needs from the composition root.
type Deps struct {
	Logger    *slog.Logger
	Pool      *pgxpool.Pool // optional: feeds pool metrics
	Readiness []ReadinessCheck
	Merchants *merchant.Service
	Invoices  *invoice.Service
	// Views reads an invoice with its merchant in one round trip, for
	// the views of an invoice (which show who sells).
	Views    InvoiceViews
	PayLinks *paylink.Service
	// Plans are the merchants' subscription plans (#35).
	Plans *subscription.Service
	// Subscriptions are the customers' subscriptions to them.
	Subscriptions *subscription.Subscriptions
	Gate          *gate.Service
	Checkout      *checkout.Service
	Escrows       *escrow.Service
	// RefundLinks issues and carries out refund links.
	RefundLinks *escrow.Links
	Quotes      *quote.Service
	RateLimits  RateLimits
	Session     SessionDeps // the merchant session API (SIWE)
	Webhooks    *webhook.Service
	Email       EmailDeps // receipts customers ask for, merchants' alerts
	Pages       []Page
	// Registry receives the API's own series; nil makes one. Whoever
	// passes it may serve it elsewhere too (PAYSTEAD_METRICS_ADDR).
	Registry *prometheus.Registry
	// MetricsElsewhere leaves /metrics off this handler: they are served
	// on an address of their own.
	MetricsElsewhere bool
	// ClassifyStoreError marks a storage failure with its storeerr kind
	// (postgres.Classify); nil leaves errors as they are.
	ClassifyStoreError func(error) error
}

// Page is one route of the hosted pages (the checkout, the dashboard, the
// docs and what they load), as the composition root builds them.
type Page struct {
	Method  string // "" serves every method
	Path    string
	Handler http.Handler
}

// API holds the handlers' dependencies.
type API struct {
	// openapi is the document GET /openapi.json serves.
	openapi  servedDoc
	log      *slog.Logger
	metrics  *metrics
	registry *prometheus.Registry
	// metricsElsewhere: /metrics is served on its own address.
	metricsElsewhere bool
	readiness        []ReadinessCheck
	merchants        *merchant.Service
	invoices         *invoice.Service
	views            InvoiceViews
	paylinks         *paylink.Service
	plans            *subscription.Service
	subscriptions    *subscription.Subscriptions
	gate             gateHandlers
	checkout         checkoutHandlers
	escrows          escrowHandlers
	refundLinks      refundLinkHandlers
	quotes           quoteHandlers
	limits           *limiters
	session          sessionHandlers
	webhooks         webhookHandlers
	email            emailHandlers
	pages            []Page
	classify         func(error) error
}

// New builds the HTTP handler: every route of routes. Every service in
// deps is required; the composition root decides what each one is.
// testRoutes, when not nil, adds routes to the same router for tests'
// probes.
func New(deps Deps, testRoutes func(r chi.Router)) http.Handler {
	return newAPI(deps).routes(testRoutes)
}

func newAPI(deps Deps) *API {
	logger := deps.Logger
	if logger == nil {
		logger = slog.Default()
	}
	reg := deps.Registry
	if reg == nil {
		reg = prometheus.NewRegistry()
	}
	var tokens []invoiceapi.Token
	if deps.Escrows != nil {
		tokens = deps.Escrows.Tokens()
	}
	return &API{
		openapi:          openAPIFor(tokens),
		metricsElsewhere: deps.MetricsElsewhere,
		classify:         deps.ClassifyStoreError,
		log:              logger,
		metrics:          newMetrics(reg, deps.Pool),
		registry:         reg,
		readiness:        deps.Readiness,
		merchants:        deps.Merchants,
		invoices:         deps.Invoices,
		views:            deps.Views,
		paylinks:         deps.PayLinks,
		plans:            deps.Plans,
		subscriptions:    deps.Subscriptions,
		gate:             gateHandlers{deps.Gate},
		checkout:         checkoutHandlers{deps.Checkout},
		escrows:          escrowHandlers{deps.Escrows},
		refundLinks:      refundLinkHandlers{links: deps.RefundLinks, baseURL: deps.Invoices.BaseURL},
		quotes:           quoteHandlers{deps.Quotes},
		limits:           newLimiters(deps.RateLimits),
		session:          sessionHandlers{deps: deps.Session, merchants: deps.Merchants, invoices: deps.Invoices, gate: deps.Gate, escrows: deps.Escrows},
		webhooks:         webhookHandlers{deps.Webhooks},
		email:            emailHandlers{deps: deps.Email},
		pages:            deps.Pages,
	}
}

// routes is the route table, top to bottom: every route of the API and
// the pages, with the middleware each group runs.
func (a *API) routes(testRoutes func(r chi.Router)) http.Handler {
	r := chi.NewRouter()
	// GetHead answers HEAD on every GET route (RFC 9110 requires it).
	r.Use(withRequestID, a.observe, a.recoverPanics, limitBody, middleware.GetHead)
	r.NotFound(a.handle(func(w http.ResponseWriter, r *http.Request) error {
		return apierr.New(apierr.NotFound, "No route matches %s %s.", r.Method, r.URL.Path)
	}))
	r.MethodNotAllowed(a.handle(func(w http.ResponseWriter, req *http.Request) error {
		allowed := allowedMethods(r, req.URL.Path)
		w.Header().Set("Allow", strings.Join(allowed, ", "))
		return apierr.New(apierr.MethodNotAllowed, "%s is not allowed on %s; use %s.", req.Method, req.URL.Path, strings.Join(allowed, " or "))
	}))

	// Operations.
	r.Get("/healthz", a.handle(a.healthz))
	r.Get("/readyz", a.handle(a.readyz))
	if !a.metricsElsewhere {
		r.Method(http.MethodGet, "/metrics", promhttp.HandlerFor(a.registry, promhttp.HandlerOpts{Registry: a.registry}))
	}
	r.Get("/openapi.json", a.handle(a.openAPI))

	// A merchant's logo, for its hosted pages (and anyone they show it to).
	r.Get("/brand/{merchantId}/logo", a.handle(a.logo))

	// Payment links: the page says what is sold; its form mints the
	// customer's invoice and sends them to its hosted page.
	r.Get("/l/{slug}", a.openLink)
	r.Post("/l/{slug}", a.payLink)
	// A plan's permanent link: a checkout session for whoever opens it.
	r.Get(PlanPath+"{planId}", a.openPlan)

	r.Route("/api", func(r chi.Router) {
		r.Use(a.limitByAddress, a.strictText)

		// The merchant's backend (secret key), and its storefront
		// (publishable key, from an allowed origin) creating invoices.
		r.Route("/invoices", func(r chi.Router) {
			r.Options("/", a.handle(a.preflight))
			r.With(a.requireKey(publishableFromAllowedOrigin)).Post("/", a.handle(a.createInvoice))
			r.With(a.requireKey(secretOnly)).Get("/", a.handle(a.listInvoices))
			r.With(a.requireKey(secretOnly)).Get("/export", a.handle(a.exportInvoices))
			r.Get("/{id}", a.handle(a.getInvoice))
			r.Put("/{id}/receipt-email", a.handle(a.email.setReceiptEmail)) // the hosted page's customer
			r.With(a.requireKey(secretOnly)).Get("/{id}/timeline", a.handle(a.invoiceTimeline))
			r.With(a.requireKey(secretOnly)).Post("/{id}/refund", a.handle(a.escrows.refund))
			r.With(a.requireKey(secretOnly)).Post("/{id}/void", a.handle(a.voidInvoice))
			r.With(a.requireKey(secretOnly)).Post("/{id}/refund-links", a.handle(a.refundLinks.issue))
			r.With(a.requireKey(secretOnly)).Get("/{id}/refund-links", a.handle(a.refundLinks.list))
			r.With(a.requireKey(secretOnly)).Get("/{id}/held", a.handle(a.escrows.held))
			r.With(a.requireKey(secretOnly)).Post("/{id}/refund-links/{linkId}/cancel", a.handle(a.refundLinks.cancel))
		})
		// The customer's refund link page (/r/<token>): reads its link, prepares the consent and
		// completes it.
		r.Route("/refund-links", func(r chi.Router) {
			r.Get("/{token}", a.handle(a.refundLinkView))
			r.Post("/{token}/prepare", a.handle(a.refundLinkPrepare))
			r.Post("/{token}/complete", a.handle(a.refundLinkComplete))
		})
		// Plans (secret key); a plan's checkout session also from the merchant's storefront
		// (publishable key, from an allowed origin), as an invoice: React's <SubscribeButton>.
		r.Route("/plans", func(r chi.Router) {
			r.With(a.requireKey(secretOnly)).Get("/", a.handle(a.listPlans))
			r.With(a.requireKey(secretOnly)).Post("/", a.handle(a.createPlan))
			r.With(a.requireKey(secretOnly)).Get("/{id}", a.handle(a.getPlan))
			r.With(a.requireKey(secretOnly)).Patch("/{id}", a.handle(a.updatePlan))
			r.Options("/{id}/checkouts", a.handle(a.preflight))
			r.With(a.requireKey(publishableFromAllowedOrigin)).Post("/{id}/checkouts", a.handle(a.createCheckout))
		})
		r.Route("/subscriptions", func(r chi.Router) {
			r.Use(a.requireKey(secretOnly))
			r.Get("/", a.handle(a.listSubscriptions))
			r.Get("/metrics", a.handle(a.subscriptionMetrics))
			r.Get("/{id}", a.handle(a.getSubscription))
			r.Post("/{id}/cancel", a.handle(a.cancelSubscription))
		})
		// The payer: what its wallet pays (a signed SIWE message proves it holds the wallet), a
		// subscription, and its cancel by signature.
		r.Get("/subscriber/message", a.handle(a.subscriberMessage))
		r.Post("/subscriber/subscriptions", a.handle(a.subscriberList))
		r.Route("/subscriber/subscriptions/{id}", func(r chi.Router) {
			r.Get("/", a.handle(a.subscriberSubscription))
			r.Post("/cancel", a.handle(a.subscriberCancel))
			r.Get("/allowance", a.handle(a.subscriberAllowance))
			r.Post("/allowance", a.handle(a.subscriberRenewAllowance))
		})
		// The customer on a plan's checkout page (/s/<id>).
		r.Route("/subscribe/{checkoutId}", func(r chi.Router) {
			r.Get("/", a.handle(a.subscribeCheckout))
			r.Post("/terms", a.handle(a.subscribeTerms))
			r.Post("/", a.handle(a.subscribe))
		})
		r.Route("/escrows", func(r chi.Router) {
			r.Use(a.requireKey(secretOnly))
			r.Get("/", a.handle(a.escrows.list))
			r.Post("/claim", a.handle(a.escrows.claim))
		})
		r.Route("/webhooks", func(r chi.Router) {
			r.Use(a.requireKey(secretOnly))
			a.webhookRoutes(r)
		})

		// The customer on the hosted page.
		r.Route("/checkout", func(r chi.Router) {
			r.Post("/authorize", a.handle(a.gate.authorize))
			r.Post("/network", a.handle(a.moveInvoice))
			r.Post("/prepare", a.handle(a.checkout.prepare))
			r.Post("/submit", a.handle(a.checkout.submit))
			r.Get("/status/{submissionId}", a.handle(a.checkout.status))
			r.Post("/quote", a.handle(a.quotes.quote))
		})
		r.Get("/quote", a.handle(a.quotes.legacy))

		// The merchant in the dashboard: Sign-In with Ethereum, then a
		// session cookie, and the service's own Origin on every change.
		s := &a.session
		r.Route("/auth", func(r chi.Router) {
			r.Get("/nonce", a.handle(s.nonce))
			r.With(a.sameOrigin).Post("/siwe", a.handle(s.signIn))
			r.With(a.sameOrigin).Post("/logout", a.handle(s.logout))
		})
		r.Route("/merchant", func(r chi.Router) {
			r.Use(a.requireSession, a.sameOrigin)
			r.Get("/profile", a.handle(s.profile))
			r.Patch("/profile", a.handle(s.updateProfile))
			r.Put("/brand/logo", a.handle(s.putLogo))
			r.Delete("/brand/logo", a.handle(s.deleteLogo))
			r.Get("/keys", a.handle(s.keys))
			r.Post("/keys", a.handle(s.createKey))
			r.Delete("/keys/{id}", a.handle(s.revokeKey))
			r.Get("/origins", a.handle(s.origins))
			r.Put("/origins", a.handle(s.setOrigins))
			r.Get("/networks", a.handle(s.networks))
			r.Put("/networks", a.handle(s.setNetworks))
			r.Get("/delegate", a.handle(s.delegate))
			r.Get("/treasury", a.handle(s.treasury))
			r.Get("/compliance", a.handle(s.compliance))
			r.Post("/compliance/tickets/{id}", a.handle(s.decide))
			r.Get("/invoices", a.handle(a.listInvoices))
			r.Post("/invoices", a.handle(a.createInvoice))
			r.Get("/invoices/export", a.handle(a.exportInvoices))
			r.Get("/invoices/{id}/timeline", a.handle(a.invoiceTimeline))
			r.Get("/links", a.handle(a.links))
			r.Post("/links", a.handle(a.createLink))
			r.Patch("/links/{id}", a.handle(a.updateLink))
			r.Get("/plans", a.handle(a.listPlans))
			r.Post("/plans", a.handle(a.createPlan))
			r.Get("/plans/{id}", a.handle(a.getPlan))
			r.Patch("/plans/{id}", a.handle(a.updatePlan))
			r.Post("/plans/{id}/checkouts", a.handle(a.createCheckout))
			r.Get("/subscriptions", a.handle(a.listSubscriptions))
			r.Get("/subscriptions/metrics", a.handle(a.subscriptionMetrics))
			r.Get("/subscriptions/{id}", a.handle(a.getSubscription))
			r.Post("/subscriptions/{id}/cancel", a.handle(a.cancelSubscription))
			r.Post("/invoices/{id}/refund", a.handle(a.escrows.refund))
			r.Post("/invoices/{id}/void", a.handle(a.voidInvoice))
			r.Post("/invoices/{id}/refund-links", a.handle(a.refundLinks.issue))
			r.Get("/invoices/{id}/refund-links", a.handle(a.refundLinks.list))
			r.Get("/invoices/{id}/held", a.handle(a.escrows.held))
			r.Post("/invoices/{id}/refund-links/{linkId}/cancel", a.handle(a.refundLinks.cancel))
			r.Get("/escrows", a.handle(a.escrows.list))
			r.Post("/claims", a.handle(a.escrows.claim))
			r.Route("/webhooks", a.webhookRoutes)
			r.Get("/alerts", a.handle(a.email.alerts))
			r.Put("/alerts", a.handle(a.email.setAlerts))
		})
	})

	// The pages: /i/<id>, /m/..., /docs/webhooks. A path under them that
	// names no page gets the API's 404 envelope, not a bare text answer.
	// Pages travel compressed (the API reference is some 400 KB of HTML); assets that are
	// precompressed say so and pass as they are.
	compress := middleware.Compress(5, "text/html")
	for _, p := range a.pages {
		h := compress(a.pageNotFound(p.Handler))
		if p.Method == "" {
			r.Handle(p.Path, h)
		} else {
			r.Method(p.Method, p.Path, h)
		}
	}

	if testRoutes != nil {
		testRoutes(r)
	}
	return r
}

// pageNotFound answers a page handler's plain-text 404 (http.NotFound)
// with the API's JSON 404 envelope instead.
func (a *API) pageNotFound(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		nf := &notFoundCatcher{ResponseWriter: w}
		next.ServeHTTP(nf, r)
		if nf.caught {
			// What the page handler meant for its own body does not fit ours.
			for _, h := range []string{"Content-Length", "Content-Encoding", "Cache-Control", "ETag", "Last-Modified"} {
				w.Header().Del(h)
			}
			a.writeError(w, r, apierr.New(apierr.NotFound, "No page at %s.", r.URL.Path))
		}
	})
}

// notFoundCatcher swallows a plain-text 404 so that it can be answered
// otherwise; anything else passes through.
type notFoundCatcher struct {
	http.ResponseWriter
	caught bool
}

func (w *notFoundCatcher) WriteHeader(code int) {
	if code == http.StatusNotFound && strings.HasPrefix(w.Header().Get("Content-Type"), "text/plain") {
		w.caught = true
		return
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *notFoundCatcher) Write(b []byte) (int, error) {
	if w.caught {
		return len(b), nil
	}
	return w.ResponseWriter.Write(b)
}

func (w *notFoundCatcher) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// healthz answers while the process is up.
func (a *API) healthz(w http.ResponseWriter, r *http.Request) error {
	writeJSON(w, http.StatusOK, healthapi.Health{Status: healthapi.StatusOK})
	return nil
}

// readyz answers 200 only when every dependency answers within a second.
func (a *API) readyz(w http.ResponseWriter, r *http.Request) error {
	ctx, cancel := context.WithTimeout(r.Context(), time.Second)
	defer cancel()
	// At once: a slow dependency costs its own second, and does not make
	// the ones after it look down.
	errs := make([]error, len(a.readiness))
	var checks sync.WaitGroup
	for i, c := range a.readiness {
		checks.Go(func() { errs[i] = c.Check(ctx) })
	}
	checks.Wait()
	res := healthapi.Readiness{Status: healthapi.StatusReady, Checks: map[string]string{}}
	var essentialDown, advisoryDown bool
	partial, partialDown := 0, 0
	for i, c := range a.readiness {
		if c.Partial {
			partial++
		}
		err := errs[i]
		if err == nil {
			res.Checks[c.Name] = healthapi.StatusOK
			continue
		}
		a.log.WarnContext(ctx, "not ready", "check", c.Name, "err", err)
		res.Checks[c.Name] = healthapi.StatusUnavailable
		if c.Explain {
			if res.Reasons == nil {
				res.Reasons = map[string]string{}
			}
			res.Reasons[c.Name] = err.Error()
		}
		switch {
		case c.Advisory:
			advisoryDown = true
		case c.Partial:
			partialDown++
		default:
			essentialDown = true
		}
	}
	status := http.StatusOK
	switch {
	case essentialDown || (partial > 0 && partialDown == partial):
		res.Status, status = healthapi.StatusUnavailable, http.StatusServiceUnavailable
	case partialDown > 0 || advisoryDown:
		res.Status = healthapi.StatusDegraded
	}
	writeJSON(w, status, res)
	return nil
}

// allowedMethods lists the methods router serves on path, for the Allow
// header of a 405 (RFC 9110 section 15.5.6 requires it).
func allowedMethods(router chi.Routes, path string) []string {
	var allowed []string
	for _, m := range []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete} {
		if router.Match(chi.NewRouteContext(), m, path) {
			allowed = append(allowed, m)
		}
	}
	return allowed
}
