package webhook

import "time"

// SetNow replaces the Service's clock, so tests can see CreatedAt and the
// rotation overlap.
func SetNow(s *Service, now func() time.Time) { s.now = now }
