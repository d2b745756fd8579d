package merchant

import (
	"slices"
	"sync"
	"time"
)

// KeyCache lets Authenticate skip the database for a key it has seen
// authenticate recently. It is only as good as the news it gets: it caches
// nothing until told that every change to keys and merchants will be
// reported (Watching(true)), forgets everything on each report (Changed),
// and stops caching as soon as reports may be missed (Watching(false)).
// postgres.ListenCredentialChanges is that reporter.
//
// A key revoked through this process's Service is refused by it at once;
// one revoked elsewhere (another instance, the CLI, SQL) from the moment
// the report arrives, normally within milliseconds of the commit. TTL
// bounds how long an entry is trusted in any case.
type KeyCache struct {
	ttl time.Duration
	now func() time.Time

	mu       sync.Mutex
	watching bool
	gen      uint64 // bumped on every report, so a lookup that raced one is not kept
	entries  map[string]cachedKey
}

type cachedKey struct {
	key      APIKey
	hash     []byte
	merchant Merchant
	until    time.Time
}

// maxCachedKeys caps the cache; past it, it starts over.
const maxCachedKeys = 10_000

// NewKeyCache returns a cache that trusts an entry for at most ttl, and
// caches nothing until Watching(true).
func NewKeyCache(ttl time.Duration) *KeyCache {
	return &KeyCache{ttl: ttl, now: time.Now, entries: map[string]cachedKey{}}
}

// Changed reports a change to some key or merchant: everything is
// forgotten.
func (c *KeyCache) Changed() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.forgetLocked()
}

// Watching reports whether changes are being reported from now on. Either
// way everything is forgotten: before it, changes may have gone unseen.
func (c *KeyCache) Watching(on bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.watching = on
	c.forgetLocked()
}

func (c *KeyCache) forgetLocked() {
	c.gen++
	clear(c.entries)
}

// get returns the entry for publicID if there is a fresh one.
func (c *KeyCache) get(publicID string) (cachedKey, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.entries[publicID]
	if !ok || !c.watching || !c.now().Before(e.until) {
		return cachedKey{}, false
	}
	e.merchant.AllowedOrigins = slices.Clone(e.merchant.AllowedOrigins) // each request its own
	return e, true
}

// generation is taken before reading a key from the store; put keeps what
// was read only if no change was reported since.
func (c *KeyCache) generation() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.gen
}

func (c *KeyCache) put(publicID string, gen uint64, e cachedKey) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.watching || gen != c.gen {
		return
	}
	if len(c.entries) >= maxCachedKeys {
		clear(c.entries)
	}
	e.until = c.now().Add(c.ttl)
	c.entries[publicID] = e
}
