package server

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestQuietRepeats(t *testing.T) {
	var out bytes.Buffer
	logger := slog.New(quietRepeats(slog.NewJSONHandler(&out, nil), time.Minute)).With("chain", "two")
	at := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	log := func(l slog.Level, msg string, after time.Duration) {
		r := slog.NewRecord(at.Add(after), l, msg, 0)
		r.AddAttrs(slog.String("err", "connection refused"))
		require.NoError(t, logger.Handler().Handle(context.Background(), r))
	}
	log(slog.LevelWarn, "receipt watcher: head", 0)
	for i := range 239 { // a minute of failures, four a second
		log(slog.LevelWarn, "receipt watcher: head", time.Duration(i+1)*250*time.Millisecond)
	}
	log(slog.LevelError, "repriced transactions", time.Second) // another message is its own run
	log(slog.LevelInfo, "reconciled gateway events", time.Second)
	log(slog.LevelInfo, "reconciled gateway events", 2*time.Second) // info passes every time
	log(slog.LevelWarn, "receipt watcher: head", time.Minute)       // the window has passed

	var lines []map[string]any
	for line := range strings.Lines(out.String()) {
		var m map[string]any
		require.NoError(t, json.Unmarshal([]byte(line), &m))
		lines = append(lines, m)
	}
	require.Len(t, lines, 5)
	require.Equal(t, "receipt watcher: head", lines[0]["msg"])
	require.NotContains(t, lines[0], "repeats_dropped")
	require.Equal(t, "two", lines[0]["chain"], "the chain is named")
	require.Equal(t, "repriced transactions", lines[1]["msg"])
	require.Equal(t, "reconciled gateway events", lines[2]["msg"])
	require.Equal(t, "reconciled gateway events", lines[3]["msg"])
	require.Equal(t, "receipt watcher: head", lines[4]["msg"])
	require.Equal(t, float64(239), lines[4]["repeats_dropped"], "what was left out is counted")
}
