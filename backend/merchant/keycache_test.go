package merchant

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"
)

// keyStore keeps keys in memory and counts the lookups Authenticate makes.
type keyStore struct {
	Store // the methods these tests do not use

	mu       sync.Mutex
	keys     map[string]storedKey // by public id
	lookups  int
	duringLK func() // runs inside each lookup
}

type storedKey struct {
	key  APIKey
	hash []byte
}

func newKeyStore() *keyStore { return &keyStore{keys: map[string]storedKey{}} }

func (s *keyStore) CreateAPIKey(_ context.Context, k APIKey, hash []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.keys[k.PublicID] = storedKey{k, hash}
	return nil
}

func (s *keyStore) APIKeyByPublicID(_ context.Context, publicID string) (APIKey, []byte, Merchant, error) {
	s.mu.Lock()
	s.lookups++
	k, ok := s.keys[publicID]
	during := s.duringLK
	s.mu.Unlock()
	if during != nil {
		during()
	}
	if !ok {
		return APIKey{}, nil, Merchant{}, ErrNotFound
	}
	return k.key, k.hash, Merchant{ID: k.key.MerchantID, DisplayName: "Acme"}, nil
}

func (s *keyStore) RevokeAPIKey(_ context.Context, _, id uuid.UUID, at time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for pid, k := range s.keys {
		if k.key.ID == id {
			k.key.RevokedAt = &at
			s.keys[pid] = k
			return nil
		}
	}
	return ErrNotFound
}

func (s *keyStore) TouchAPIKey(context.Context, uuid.UUID, time.Time) error { return nil }

func (s *keyStore) lookupCount() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.lookups
}

func TestKeyCache(t *testing.T) {
	ctx := context.Background()
	setup := func(t *testing.T) (*Service, *keyStore, *KeyCache, APIKey, string) {
		t.Helper()
		store := newKeyStore()
		svc := NewService(store)
		cache := NewKeyCache(time.Minute)
		svc.UseKeyCache(cache)
		key, plain, err := svc.CreateAPIKey(ctx, uuid.New(), Secret, "backend")
		require.NoError(t, err)
		return svc, store, cache, key, plain
	}
	authenticate := func(t *testing.T, svc *Service, plain string) {
		t.Helper()
		p, err := svc.Authenticate(ctx, plain)
		require.NoError(t, err)
		require.Equal(t, "Acme", p.Merchant.DisplayName)
	}

	// cached: a cache watching changes that holds the key.
	cached := func(t *testing.T) (*Service, *keyStore, *KeyCache, APIKey, string) {
		t.Helper()
		svc, store, cache, key, plain := setup(t)
		cache.Watching(true)
		authenticate(t, svc, plain)
		return svc, store, cache, key, plain
	}

	t.Run("CachesNothingUntilChangesAreWatched", func(t *testing.T) {
		svc, store, cache, _, plain := setup(t)
		authenticate(t, svc, plain)
		authenticate(t, svc, plain)
		require.Equal(t, 2, store.lookupCount())

		cache.Watching(true)
		authenticate(t, svc, plain)
		authenticate(t, svc, plain)
		authenticate(t, svc, plain)
		require.Equal(t, 3, store.lookupCount(), "one lookup, then the cache")
	})

	t.Run("AWrongSecretForACachedKeyIsRefused", func(t *testing.T) {
		svc, _, _, key, plain := cached(t)
		wrong := key.PublicID + "_" + "00000000000000000000000000000000"
		require.Len(t, wrong, len(plain))
		_, err := svc.Authenticate(ctx, wrong)
		require.ErrorIs(t, err, ErrInvalidKey)
	})

	t.Run("AKeyRevokedThroughTheServiceIsRefusedAtOnce", func(t *testing.T) {
		svc, _, _, key, plain := cached(t)
		require.NoError(t, svc.RevokeAPIKey(ctx, key.MerchantID, key.ID))
		_, err := svc.Authenticate(ctx, plain)
		require.ErrorIs(t, err, ErrInvalidKey)
	})

	t.Run("AReportedChangeEmptiesIt", func(t *testing.T) {
		svc, store, cache, _, plain := cached(t)
		cache.Changed()
		authenticate(t, svc, plain)
		require.Equal(t, 2, store.lookupCount())
	})

	t.Run("ALookupThatRacedAChangeIsNotKept", func(t *testing.T) {
		svc, store, cache, _, plain := setup(t)
		cache.Watching(true)
		store.duringLK = cache.Changed // a revocation commits while the key is being read
		authenticate(t, svc, plain)
		store.duringLK = nil
		authenticate(t, svc, plain)
		require.Equal(t, 2, store.lookupCount(), "what the first lookup read may be stale")
		authenticate(t, svc, plain)
		require.Equal(t, 2, store.lookupCount())
	})

	t.Run("LosingTheReportsTurnsItOff", func(t *testing.T) {
		svc, store, cache, _, plain := cached(t)
		cache.Watching(false)
		authenticate(t, svc, plain)
		authenticate(t, svc, plain)
		require.Equal(t, 3, store.lookupCount())
	})

	t.Run("EntriesExpire", func(t *testing.T) {
		svc, store, cache, _, plain := setup(t)
		now := time.Now()
		cache.now = func() time.Time { return now }
		cache.Watching(true)
		authenticate(t, svc, plain)
		now = now.Add(59 * time.Second)
		authenticate(t, svc, plain)
		require.Equal(t, 1, store.lookupCount())
		now = now.Add(time.Second)
		authenticate(t, svc, plain)
		require.Equal(t, 2, store.lookupCount())
	})

	t.Run("UnknownKeysAreNotCached", func(t *testing.T) {
		svc, store, cache, _, _ := setup(t)
		cache.Watching(true)
		for range 2 {
			_, err := svc.Authenticate(ctx, "ak_live_AAAAAAAAAAAA_00000000000000000000000000000000")
			require.ErrorIs(t, err, ErrInvalidKey)
		}
		require.Equal(t, 2, store.lookupCount())
	})
}
