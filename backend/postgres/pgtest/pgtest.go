// Package pgtest gives each test package a migrated database of its own on a
// real PostgreSQL server, so packages can run in parallel without sharing
// rows. Use it from TestMain:
//
//	func TestMain(m *testing.M) { pgtest.Main(m) }
//
// and call Pool(t) in tests. DATABASE_URL names the server; when it is unset
// a throwaway cluster is started for the package (make test starts one for
// the whole run instead, which is faster).
package pgtest

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/postgres/localpg"
)

var (
	pool    *pgxpool.Pool
	dbURL   string
	baseURL string
	initEr  error
)

// templateLockKey serialises template creation and copies across processes.
const templateLockKey = 7_361_204_119

// Main sets up the package database, runs the tests and drops it again.
func Main(m *testing.M) {
	os.Exit(Run(m))
}

// Run is Main without the exit, for a TestMain with work of its own to
// undo afterwards: it returns m.Run's code.
func Run(m *testing.M) int { return RunWith(m, nil) }

// RunWith is Run that also runs setup on the package's database before any
// test, for fixtures that need DDL (which would lock tables under tests
// running in parallel).
func RunWith(m *testing.M, setup func(context.Context, *pgxpool.Pool) error) int {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()

	base := os.Getenv("DATABASE_URL")
	if base == "" {
		dir, err := os.MkdirTemp("", "paystead-pgtest-")
		if err != nil {
			fmt.Fprintln(os.Stderr, "pgtest:", err)
			return 1
		}
		defer os.RemoveAll(dir)
		cluster, err := localpg.Start(ctx, filepath.Join(dir, "data"))
		if err != nil {
			fmt.Fprintln(os.Stderr, "pgtest: no DATABASE_URL and no local cluster:", err)
			return 1
		}
		defer cluster.Discard() //nolint:errcheck
		base = cluster.URL()
	}

	baseURL = base
	name, err := createPackageDB(ctx, base)
	if err != nil {
		initEr = err
	} else {
		dbURL = withDatabase(base, name)
		pool, initEr = postgres.Open(ctx, dbURL)
		if initEr == nil && setup != nil {
			initEr = setup(ctx, pool)
		}
	}
	code := m.Run()
	if pool != nil {
		pool.Close()
	}
	if name != "" {
		if err := dropDB(context.Background(), base, name); err != nil {
			fmt.Fprintln(os.Stderr, "pgtest:", err)
		}
	}
	return code
}

// Pool is the package's migrated database. It fails the test when Main did
// not run or the database could not be set up.
func Pool(t testing.TB) *pgxpool.Pool {
	t.Helper()
	if initEr != nil {
		t.Fatalf("pgtest: %v", initEr)
	}
	if pool == nil {
		t.Fatal("pgtest: call pgtest.Main from the package's TestMain")
	}
	return pool
}

// URL is the connection string of the package's database.
func URL(t testing.TB) string {
	Pool(t)
	return dbURL
}

// EmptyDB creates an unmigrated database for one test, dropped when the
// test ends, and returns its connection string.
func EmptyDB(t testing.TB) string {
	t.Helper()
	p := Pool(t)
	var n [6]byte
	_, _ = rand.Read(n[:])
	name := "paystead_empty_" + hex.EncodeToString(n[:])
	ctx := context.Background()
	if _, err := p.Exec(ctx, "CREATE DATABASE "+pgx.Identifier{name}.Sanitize()); err != nil {
		t.Fatalf("pgtest: create %s: %v", name, err)
	}
	t.Cleanup(func() {
		if err := dropDB(context.Background(), baseURL, name); err != nil {
			t.Errorf("pgtest: drop %s: %v", name, err)
		}
	})
	return withDatabase(baseURL, name)
}

// createPackageDB copies a migrated template into a fresh database named
// after the test package.
func createPackageDB(ctx context.Context, base string) (string, error) {
	conn, err := pgx.Connect(ctx, base)
	if err != nil {
		return "", fmt.Errorf("connect to %s: %w", redact(base), err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "SELECT pg_advisory_lock($1)", templateLockKey); err != nil {
		return "", err
	}
	defer conn.Exec(context.Background(), "SELECT pg_advisory_unlock($1)", templateLockKey) //nolint:errcheck

	tmpl, err := ensureTemplate(ctx, conn, base)
	if err != nil {
		return "", err
	}
	name := packageDBName()
	// Another run of the same package (a second go test in the same folder) has a database of
	// its own: one sharing this one's would see this run's jobs and lose it when it drops its
	// own. What a run killed before its end left behind is dropped here.
	stale, err := conn.Query(ctx, `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`, packageDBPrefix())
	if err != nil {
		return "", err
	}
	left, err := pgx.CollectRows(stale, pgx.RowTo[string])
	if err != nil {
		return "", err
	}
	for _, old := range left {
		pid, err := strconv.Atoi(strings.TrimPrefix(old, packageDBPrefix()))
		if err == nil && pid != os.Getpid() && processRuns(pid) {
			continue // that run is still going
		}
		if _, err := conn.Exec(ctx, "DROP DATABASE IF EXISTS "+pgx.Identifier{old}.Sanitize()+" WITH (FORCE)"); err != nil {
			return "", err
		}
	}
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+pgx.Identifier{name}.Sanitize()+" TEMPLATE "+pgx.Identifier{tmpl}.Sanitize()); err != nil {
		return "", fmt.Errorf("create %s: %w", name, err)
	}
	return name, nil
}

// ensureTemplate makes the template database for the current migrations,
// named by their hash so a changed migration gets a fresh template.
func ensureTemplate(ctx context.Context, conn *pgx.Conn, base string) (string, error) {
	h := sha256.New()
	files := postgres.Migrations()
	err := fs.WalkDir(files, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(files, path)
		h.Write([]byte(path))
		h.Write(b)
		return err
	})
	if err != nil {
		return "", err
	}
	name := "paystead_tmpl_" + hex.EncodeToString(h.Sum(nil))[:16]
	var exists bool
	if err := conn.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)", name).Scan(&exists); err != nil {
		return "", err
	}
	if exists {
		return name, nil
	}
	building := name + "_building"
	if _, err := conn.Exec(ctx, "DROP DATABASE IF EXISTS "+pgx.Identifier{building}.Sanitize()+" WITH (FORCE)"); err != nil {
		return "", err
	}
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+pgx.Identifier{building}.Sanitize()); err != nil {
		return "", err
	}
	p, err := postgres.Open(ctx, withDatabase(base, building))
	if err != nil {
		return "", err
	}
	_, err = postgres.Migrate(ctx, p)
	p.Close()
	if err != nil {
		return "", err
	}
	// Renamed only once complete, so a crash never leaves a half-made template.
	if _, err := conn.Exec(ctx, "ALTER DATABASE "+pgx.Identifier{building}.Sanitize()+" RENAME TO "+pgx.Identifier{name}.Sanitize()); err != nil {
		return "", err
	}
	return name, nil
}

func dropDB(ctx context.Context, base, name string) error {
	conn, err := pgx.Connect(ctx, base)
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	_, err = conn.Exec(ctx, "DROP DATABASE IF EXISTS "+pgx.Identifier{name}.Sanitize()+" WITH (FORCE)")
	return err
}

var nonIdent = regexp.MustCompile(`[^a-z0-9]+`)

// packageDBName names the database after the package directory, with a hash
// of the full path so that two packages with the same base name differ.
func packageDBName() string {
	return packageDBPrefix() + strconv.Itoa(os.Getpid())
}

// packageDBPrefix names the package's databases (one per run, suffixed with its process id):
// its folder's name and a hash of its path.
func packageDBPrefix() string {
	wd, _ := os.Getwd()
	sum := sha256.Sum256([]byte(wd))
	base := nonIdent.ReplaceAllString(strings.ToLower(filepath.Base(wd)), "_")
	if len(base) > 30 {
		base = base[:30]
	}
	return fmt.Sprintf("paystead_test_%s_%s_", base, hex.EncodeToString(sum[:])[:8])
}

// processRuns reports whether a process pid runs on this machine (the test database is on it or
// reached from it: a run elsewhere sharing the folder path and the server is not expected).
func processRuns(pid int) bool {
	if pid <= 0 {
		return false
	}
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM) // EPERM: another user's, but running
}

// withDatabase returns url with its database name replaced; it accepts
// both URL and key/value connection strings.
func withDatabase(connString, name string) string {
	if u, err := url.Parse(connString); err == nil && (u.Scheme == "postgres" || u.Scheme == "postgresql") {
		u.Path = "/" + name
		return u.String()
	}
	// In key/value strings a later key overrides an earlier one.
	return connString + " dbname=" + name
}

func redact(connString string) string {
	cfg, err := pgx.ParseConfig(connString)
	if err != nil {
		return "the configured database"
	}
	return fmt.Sprintf("%s:%d", cfg.Host, cfg.Port)
}
