package invoice

import "time"

// SetNow replaces the service's clock, so tests can pin creation, staging
// and recovery times.
func SetNow(s *Service, now func() time.Time) { s.now = now }
