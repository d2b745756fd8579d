package merchantapi

import "time"

// Alerts is GET /api/merchant/alerts and what PUT answers: where the
// merchant's alerts by email go (a wallet waiting for review, a webhook
// endpoint failing), whether the deployment sends email at all, and the
// latest alerts with how each went.
type Alerts struct {
	Email     *string      `json:"email"`
	Available bool         `json:"available"`
	Recent    []AlertEmail `json:"recent"`
}

// AlertEmail is one alert sent, being sent or given up.
type AlertEmail struct {
	Kind      string     `json:"kind"` // review_ticket or webhook_failing
	To        string     `json:"to"`
	Subject   string     `json:"subject"`
	CreatedAt time.Time  `json:"createdAt"`
	SentAt    *time.Time `json:"sentAt"`
	GivenUpAt *time.Time `json:"givenUpAt"`
	LastError string     `json:"lastError,omitempty"`
	Attempts  int        `json:"attempts"`
}

// AlertsUpdate is the body of PUT /api/merchant/alerts: email null (or
// "") asks for no alerts.
type AlertsUpdate struct {
	Email *string `json:"email"`
}
