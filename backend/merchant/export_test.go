package merchant

import "time"

// SetNow replaces the Service's clock, so tests can see CreatedAt,
// revocation times and the last-used throttle.
func SetNow(s *Service, now func() time.Time) { s.now = now }
