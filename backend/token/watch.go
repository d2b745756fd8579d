package token

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/paystead/paystead/shared/eip2612"
)

// Controls are the powers a token's issuer keeps over transfers of it, as its contract answers
// (Circle's FiatToken has both).
type Controls struct {
	// Authorizations: the token takes EIP-3009 authorizations (receiveWithAuthorization), so a
	// first payment needs one signature. Not a control, but read with them, once.
	Authorizations bool
	// Pausable: while paused, every transfer, permit and authorization of the token reverts.
	Pausable bool
	// Blacklists: a barred address can neither send nor receive the token.
	Blacklists bool
}

// Standing is one token on one chain as its contract last answered: whether its issuer has
// paused it, and its permit domain.
type Standing struct {
	Symbol   string
	Controls Controls
	Paused   bool
	Domain   Domain
	// ReadAt is when the contract was last read.
	ReadAt time.Time
}

// ErrNotWatched is a token that is not one of the deployment's on the watch's chain.
var ErrNotWatched = errors.New("token: not one of the deployment's tokens on this chain")

// Watch keeps each token's standing on one chain current: read at most MaxAge ago whenever it
// is asked, by one caller at a time, so that a burst of readers costs the node one call. The
// permit domain is read again when the token's DOMAIN_SEPARATOR changes (an upgrade of its
// implementation may change its name or version): signing follows the chain, never an
// assumption.
type Watch struct {
	chainID int64
	chain   Chain
	// MaxAge is how old a reading may be when asked (Verify sets one second).
	MaxAge time.Duration
	clock  func() time.Time
	tokens map[common.Address]*watched
	// OnRead, when set, is told each standing as read (the operator's metric).
	OnRead func(Standing)
}

type watched struct {
	address common.Address
	// controls are read once, at start: the issuer's powers do not come and go.
	controls Controls
	mu       sync.Mutex // one reading at a time
	now      Standing
	// separator is the DOMAIN_SEPARATOR the domain was read under; zero when the token has
	// none.
	separator common.Hash
}

// newWatch reads each of tokens (symbol by address) on chainID now: a token that cannot be
// read refuses the start.
func newWatch(ctx context.Context, chainID int64, c Chain, tokens map[common.Address]string) (*Watch, error) {
	w := &Watch{chainID: chainID, chain: c, MaxAge: time.Second, clock: time.Now, tokens: map[common.Address]*watched{}}
	for a, symbol := range tokens {
		t := &watched{address: a, now: Standing{Symbol: symbol}}
		controls, err := c.Controls(ctx, a)
		if err != nil {
			return nil, fmt.Errorf("token: %s at %s on chain %d: read its issuer's controls: %w", symbol, a.Hex(), chainID, err)
		}
		t.controls, t.now.Controls = controls, controls
		if t.separator, _, err = c.DomainSeparator(ctx, a); err != nil {
			return nil, fmt.Errorf("token: %s at %s on chain %d: read its DOMAIN_SEPARATOR: %w", symbol, a.Hex(), chainID, err)
		}
		d, ok, err := c.PermitDomain(ctx, a)
		if err != nil {
			return nil, fmt.Errorf("token: %s at %s on chain %d: read its permit domain: %w", symbol, a.Hex(), chainID, err)
		}
		t.now.Domain = Domain{Domain: d, Permit: ok}
		if controls.Pausable {
			if t.now.Paused, err = c.Paused(ctx, a); err != nil {
				return nil, fmt.Errorf("token: %s at %s on chain %d: read paused(): %w", symbol, a.Hex(), chainID, err)
			}
		}
		t.now.ReadAt = w.clock()
		w.tokens[a] = t
	}
	return w, nil
}

// ChainID is the chain the watch reads.
func (w *Watch) ChainID() int64 { return w.chainID }

// Standing is the token's standing, read again first when the last reading is older than
// MaxAge.
func (w *Watch) Standing(ctx context.Context, a common.Address) (Standing, error) {
	t, ok := w.tokens[a]
	if !ok {
		return Standing{}, fmt.Errorf("%w: %s on chain %d", ErrNotWatched, a.Hex(), w.chainID)
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if w.clock().Sub(t.now.ReadAt) < w.MaxAge {
		return t.now, nil
	}
	return w.read(ctx, t)
}

// read reads t's contract again (t.mu held).
func (w *Watch) read(ctx context.Context, t *watched) (Standing, error) {
	next := t.now
	var err error
	if next.Controls.Pausable {
		if next.Paused, err = w.chain.Paused(ctx, t.address); err != nil {
			return Standing{}, fmt.Errorf("token: %s on chain %d: read paused(): %w", next.Symbol, w.chainID, err)
		}
	}
	if t.separator != (common.Hash{}) {
		sep, _, err := w.chain.DomainSeparator(ctx, t.address)
		if err != nil {
			return Standing{}, fmt.Errorf("token: %s on chain %d: read its DOMAIN_SEPARATOR: %w", next.Symbol, w.chainID, err)
		}
		if sep != t.separator {
			d, ok, err := w.chain.PermitDomain(ctx, t.address)
			if err != nil {
				return Standing{}, fmt.Errorf("token: %s on chain %d: read its new permit domain: %w", next.Symbol, w.chainID, err)
			}
			next.Domain, t.separator = Domain{Domain: d, Permit: ok}, sep
		}
	}
	next.ReadAt = w.clock()
	t.now = next
	if w.OnRead != nil {
		w.OnRead(next)
	}
	return next, nil
}

// Paused reports whether the token's issuer has paused it (as read within MaxAge); false for a
// token the watch does not know (one taken out of the configuration since a payment in it was
// signed: nothing is known of its controls, and the payment goes on).
func (w *Watch) Paused(ctx context.Context, a common.Address) (bool, error) {
	if _, ok := w.tokens[a]; !ok {
		return false, nil
	}
	s, err := w.Standing(ctx, a)
	return s.Paused, err
}

// ReadPaused reads whether the token's issuer has paused it now, whatever the age of the last
// reading: to explain a transfer the token just refused.
func (w *Watch) ReadPaused(ctx context.Context, a common.Address) (bool, error) {
	t, ok := w.tokens[a]
	if !ok {
		return false, nil // as Paused
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	s, err := w.read(ctx, t)
	return s.Paused, err
}

// PermitDomain is the token's EIP-2612 permit domain as read within MaxAge.
func (w *Watch) PermitDomain(ctx context.Context, a common.Address) (Domain, error) {
	s, err := w.Standing(ctx, a)
	return s.Domain, err
}

// IsBlacklisted reports whether the token's issuer bars who, asked now: false, without asking,
// for a token that has no blacklist.
func (w *Watch) IsBlacklisted(ctx context.Context, a, who common.Address) (bool, error) {
	t, ok := w.tokens[a]
	if !ok || !t.controls.Blacklists { // an unknown token: as Paused
		return false, nil
	}
	barred, err := w.chain.IsBlacklisted(ctx, a, who)
	if err != nil {
		return false, fmt.Errorf("token: %s on chain %d: read isBlacklisted(%s): %w", a.Hex(), w.chainID, who.Hex(), err)
	}
	return barred, nil
}

// TakesAuthorizations reports whether the token takes EIP-3009 authorizations (read at start).
func (w *Watch) TakesAuthorizations(a common.Address) (bool, error) {
	t, ok := w.tokens[a]
	if !ok {
		return false, fmt.Errorf("%w: %s on chain %d", ErrNotWatched, a.Hex(), w.chainID)
	}
	return t.controls.Authorizations, nil
}

// Refresh reads every token again now, whatever its age: the loop that keeps the standing (and
// its metric) current while nobody asks.
func (w *Watch) Refresh(ctx context.Context) error {
	var errs []error
	for _, t := range w.tokens {
		t.mu.Lock()
		_, err := w.read(ctx, t)
		t.mu.Unlock()
		errs = append(errs, err)
	}
	return errors.Join(errs...)
}

// PausedSymbols lists the symbols of the tokens last read paused, without asking the chain, in
// order.
func (w *Watch) PausedSymbols() []string {
	var out []string
	for _, t := range w.tokens {
		t.mu.Lock()
		if t.now.Paused {
			out = append(out, t.now.Symbol)
		}
		t.mu.Unlock()
	}
	sort.Strings(out)
	return out
}

// Chain is what the registry reads of a token's contract on one chain.
type Chain interface {
	// Decimals is the contract's decimals().
	Decimals(ctx context.Context, token common.Address) (uint8, error)
	// PermitDomain is the contract's EIP-2612 domain, checked against its
	// DOMAIN_SEPARATOR; ok is false when it has no permit Paystead can
	// reproduce.
	PermitDomain(ctx context.Context, token common.Address) (d eip2612.Domain, ok bool, err error)
	// DomainSeparator is the contract's DOMAIN_SEPARATOR(); ok is false when it has none.
	DomainSeparator(ctx context.Context, token common.Address) (sep common.Hash, ok bool, err error)
	// Controls is which of the issuer's controls the contract has.
	Controls(ctx context.Context, token common.Address) (Controls, error)
	// Paused is the contract's paused().
	Paused(ctx context.Context, token common.Address) (bool, error)
	// IsBlacklisted is the contract's isBlacklisted(who).
	IsBlacklisted(ctx context.Context, token, who common.Address) (bool, error)
}
