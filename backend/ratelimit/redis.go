// Package ratelimit keeps the API's rate limits in Redis, so that every
// process behind a load balancer draws from the same buckets (the
// generic cell rate algorithm of go-redis/redis_rate, one atomic script
// per request).
package ratelimit

import (
	"context"
	"fmt"
	"math"
	"time"

	"github.com/go-redis/redis_rate/v10"
	"github.com/redis/go-redis/v9"
)

// Redis is a shared limiter (httpapi.SharedLimiter) on a Redis server.
type Redis struct {
	client  *redis.Client
	limiter *redis_rate.Limiter
	prefix  string
}

// Open connects to url (redis://[user:password@]host:port[/db]) and checks
// that the server answers.
func Open(ctx context.Context, url string) (*Redis, error) {
	opts, err := redis.ParseURL(url)
	if err != nil {
		return nil, fmt.Errorf("ratelimit: PAYSTEAD_REDIS_URL: %w", err)
	}
	opts.DialTimeout, opts.ReadTimeout, opts.WriteTimeout = 2*time.Second, 500*time.Millisecond, 500*time.Millisecond
	client := redis.NewClient(opts)
	pingCtx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if err := client.Ping(pingCtx).Err(); err != nil {
		client.Close()
		return nil, fmt.Errorf("ratelimit: redis at %s does not answer: %w", opts.Addr, err)
	}
	return &Redis{client: client, limiter: redis_rate.NewLimiter(client), prefix: "paystead:rl:"}, nil
}

// Close closes the connection pool.
func (r *Redis) Close() error { return r.client.Close() }

// Allow takes one request from key's bucket of perSecond (and burst) and
// returns how long the caller must wait when it is empty (0: allowed).
func (r *Redis) Allow(ctx context.Context, key string, perSecond float64, burst int) (time.Duration, error) {
	res, err := r.limiter.Allow(ctx, r.prefix+key, limitOf(perSecond, burst))
	if err != nil {
		return 0, fmt.Errorf("ratelimit: %w", err)
	}
	if res.Allowed > 0 {
		return 0, nil
	}
	return max(res.RetryAfter, time.Millisecond), nil
}

// limitOf is perSecond as redis_rate counts it, in whole requests per
// period: 0.5/s is 1 per 2 s.
func limitOf(perSecond float64, burst int) redis_rate.Limit {
	if burst <= 0 {
		burst = int(math.Ceil(perSecond))
	}
	if perSecond >= 1 {
		return redis_rate.Limit{Rate: int(math.Round(perSecond)), Burst: burst, Period: time.Second}
	}
	return redis_rate.Limit{Rate: 1, Burst: burst, Period: time.Duration(float64(time.Second) / perSecond)}
}
