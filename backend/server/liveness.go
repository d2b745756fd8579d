package server

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"
	"time"

	"github.com/paystead/paystead/backend/postgres"
)

// A process killed outright (kill -9, a lost host) leaves the jobs it was
// running marked running in River's table. River rescues such jobs only
// after RescueStuckJobsAfter, which must outlast the longest job; so every
// process also beats in postgres.ProcessStore, and every process hands
// the jobs of one that stopped beating back to the queue: a payment a dead
// process held is taken again within about deadAfter plus rescueEvery.
const (
	heartbeatEvery = 2 * time.Second
	deadAfter      = 10 * time.Second // five beats missed
	rescueEvery    = 2 * time.Second
)

// newProcessID names this process uniquely among those sharing the
// database, recognisably for an operator: host, pid and a random part.
func newProcessID() string {
	host, err := os.Hostname()
	if err != nil || host == "" {
		host = "paystead"
	}
	var r [4]byte
	_, _ = rand.Read(r[:])
	return fmt.Sprintf("%s-%d-%s", host, os.Getpid(), hex.EncodeToString(r[:]))
}

// livenessSteps keep process alive in processes and rescue the jobs of
// dead ones.
func livenessSteps(processes *postgres.ProcessStore, process string) []loop {
	return []loop{
		{"heartbeat", heartbeatEvery, func(ctx context.Context) (int, bool, error) {
			return 0, false, processes.Heartbeat(ctx, process)
		}},
		{"rescued jobs of dead processes", rescueEvery, func(ctx context.Context) (int, bool, error) {
			_, jobs, err := processes.RescueDead(ctx, deadAfter)
			return jobs, false, err
		}},
	}
}
