// Package healthapi holds the bodies of the process probes, GET /healthz
// and GET /readyz, which load balancers and orchestrators read. Standard
// library only.
package healthapi

// Health is GET /healthz: the process is up.
type Health struct {
	Status string `json:"status"` // always StatusOK
}

// Probe results.
const (
	StatusOK          = "ok"
	StatusReady       = "ready"
	StatusDegraded    = "degraded"
	StatusUnavailable = "unavailable"
)

// Readiness is GET /readyz: 200 with Status StatusReady when every
// dependency answered, 503 with StatusUnavailable when one did not. A
// deployment of several chains answers 200 with StatusDegraded while some
// of its chains do not answer and others do: payments go on there.
// Checks maps each dependency (database, chain or "chain <name>" for each
// of several, server wallet) to StatusOK or StatusUnavailable; Reasons says why, for the checks whose reason is
// the operator's to act on (a server wallet to fund) rather than an
// internal error.
type Readiness struct {
	Status  string            `json:"status"`
	Checks  map[string]string `json:"checks"`
	Reasons map[string]string `json:"reasons,omitempty"`
}
