package server

import (
	"context"
	"log/slog"
	"sync"
	"time"
)

// quietRepeats wraps h so that a warning or error repeated within window
// is written once: while a chain's node is down, its relayer's loops
// would otherwise log the same failure several times a second, and the
// one line that says which chain is unwell drowns. The first of a run is
// written at once; the next one written after the window carries
// "repeats_dropped", the count of those left out. Records below warning
// pass untouched. Repeats are told apart by their message; handlers
// derived with With share the count.
func quietRepeats(h slog.Handler, window time.Duration) slog.Handler {
	return quietHandler{next: h, state: &quietState{window: window, last: map[string]*quietRun{}}}
}

type quietHandler struct {
	next  slog.Handler
	state *quietState
}

type quietState struct {
	window time.Duration
	mu     sync.Mutex
	last   map[string]*quietRun
}

// quietRun is a message's latest written record and the repeats left out
// since.
type quietRun struct {
	at      time.Time
	dropped int
}

func (h quietHandler) Enabled(ctx context.Context, l slog.Level) bool { return h.next.Enabled(ctx, l) }

func (h quietHandler) Handle(ctx context.Context, r slog.Record) error {
	if r.Level < slog.LevelWarn {
		return h.next.Handle(ctx, r)
	}
	s := h.state
	s.mu.Lock()
	run, seen := s.last[r.Message]
	if seen && r.Time.Sub(run.at) < s.window {
		run.dropped++
		s.mu.Unlock()
		return nil
	}
	dropped := 0
	if seen {
		dropped = run.dropped
	}
	s.last[r.Message] = &quietRun{at: r.Time}
	s.mu.Unlock()
	if dropped > 0 {
		r = r.Clone()
		r.AddAttrs(slog.Int("repeats_dropped", dropped))
	}
	return h.next.Handle(ctx, r)
}

func (h quietHandler) WithAttrs(as []slog.Attr) slog.Handler {
	return quietHandler{next: h.next.WithAttrs(as), state: h.state}
}

func (h quietHandler) WithGroup(name string) slog.Handler {
	return quietHandler{next: h.next.WithGroup(name), state: h.state}
}
