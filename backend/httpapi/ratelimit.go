package httpapi

import (
	"context"
	"math"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/time/rate"

	"github.com/paystead/paystead/shared/apierr"
)

// RateLimits are requests per second (and bursts) per API key and per
// client address; zero turns a limit off. The buckets live in Shared when
// it is set (every process draws from the same ones), otherwise in each
// process's memory, so N processes allow up to N times the rate.
type RateLimits struct {
	PerKey, PerAddress           float64
	PerKeyBurst, PerAddressBurst int
	// TrustedProxies are the peers whose X-Forwarded-For names the client
	// (see clientAddr); empty trusts no header.
	TrustedProxies []netip.Prefix
	// Shared, when set, keeps the buckets for all processes (Redis). When
	// it fails, the process's own buckets decide: an outage of the limiter
	// must not stop payments.
	Shared SharedLimiter
	// OnSharedError, when set, hears of Shared's failures.
	OnSharedError func(error)
}

// SharedLimiter takes one request from key's bucket and says how long to
// wait when it is empty (0: allowed).
type SharedLimiter interface {
	Allow(ctx context.Context, key string, perSecond float64, burst int) (time.Duration, error)
}

type limiters struct {
	cfg     RateLimits
	mu      sync.Mutex
	buckets map[string]*bucket
	sweep   time.Time
}

type bucket struct {
	lim  *rate.Limiter
	seen time.Time
}

func newLimiters(cfg RateLimits) *limiters {
	return &limiters{cfg: cfg, buckets: map[string]*bucket{}, sweep: time.Now()}
}

func (l *limiters) allowKey(ctx context.Context, keyID string) error {
	return l.allow(ctx, "k:"+keyID, l.cfg.PerKey, l.cfg.PerKeyBurst)
}

func (l *limiters) allowAddress(ctx context.Context, addr string) error {
	return l.allow(ctx, "a:"+addr, l.cfg.PerAddress, l.cfg.PerAddressBurst)
}

func (l *limiters) allow(ctx context.Context, name string, perSecond float64, burst int) error {
	if perSecond <= 0 {
		return nil
	}
	if l.cfg.Shared != nil {
		delay, err := l.cfg.Shared.Allow(ctx, name, perSecond, burst)
		if err == nil {
			return limited(delay)
		}
		if l.cfg.OnSharedError != nil {
			l.cfg.OnSharedError(err)
		}
	}
	if burst <= 0 {
		burst = int(math.Ceil(perSecond))
	}
	now := time.Now()
	l.mu.Lock()
	b, ok := l.buckets[name]
	if !ok {
		b = &bucket{lim: rate.NewLimiter(rate.Limit(perSecond), burst)}
		l.buckets[name] = b
	}
	b.seen = now
	if now.Sub(l.sweep) > time.Minute {
		for k, v := range l.buckets {
			if now.Sub(v.seen) > 10*time.Minute {
				delete(l.buckets, k)
			}
		}
		l.sweep = now
	}
	res := b.lim.ReserveN(now, 1)
	delay := res.DelayFrom(now)
	if delay > 0 {
		res.CancelAt(now)
	}
	l.mu.Unlock()
	return limited(delay)
}

// limited is the refusal of a request that must wait delay (nil for 0).
func limited(delay time.Duration) error {
	if delay <= 0 {
		return nil
	}
	e := apierr.New(apierr.RateLimited, "Too many requests; retry after %d seconds.", retryAfterSeconds(delay))
	return &rateLimited{err: e, retryAfter: delay}
}

// rateLimited carries the Retry-After the error writer sets.
type rateLimited struct {
	err        *apierr.Error
	retryAfter time.Duration
}

func (e *rateLimited) Error() string { return e.err.Error() }
func (e *rateLimited) Unwrap() error { return e.err }

func retryAfterSeconds(d time.Duration) int {
	return int(math.Ceil(d.Seconds()))
}

// limitByAddress throttles each client address before any key lookup, so
// guessing keys is slow too. A browser page may read the refusal (when
// to retry), as it reads a publishable key's: it says nothing a request
// from anywhere else would not be told, and it shares no credential.
func (a *API) limitByAddress(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := a.limits.allowAddress(r.Context(), clientOf(r)); err != nil {
			shareRefusal(w, r)
			a.writeError(w, r, err)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// clientAddr is the address of the client behind r: the connection's
// peer, unless the peer is a trusted proxy, in which case X-Forwarded-For
// is read from the right (each proxy appends the address it was reached
// from) and the first address that is not a trusted proxy is the client.
// Entries left of it are the client's own say and are ignored; an entry
// that is not an address stops the walk at the last trusted hop.
func clientAddr(r *http.Request, trusted []netip.Prefix) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	peer, err := netip.ParseAddr(host)
	if err != nil || !isTrusted(peer, trusted) {
		return host
	}
	hops := strings.Split(strings.Join(r.Header.Values("X-Forwarded-For"), ","), ",")
	client := peer
	for i := len(hops) - 1; i >= 0; i-- {
		hop, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
		if err != nil {
			break
		}
		client = hop.Unmap()
		if !isTrusted(client, trusted) {
			break
		}
	}
	return client.String()
}

func isTrusted(addr netip.Addr, trusted []netip.Prefix) bool {
	addr = addr.Unmap()
	for _, p := range trusted {
		if p.Contains(addr) {
			return true
		}
	}
	return false
}

func setRetryAfter(w http.ResponseWriter, err error) {
	if rl, ok := err.(*rateLimited); ok {
		w.Header().Set("Retry-After", strconv.Itoa(retryAfterSeconds(rl.retryAfter)))
	}
}
