// Package localpg runs a throwaway PostgreSQL cluster from the server
// binaries installed on the machine. `paystead dev` and `make test` use it
// when DATABASE_URL is unset, so a newcomer needs no database set up by hand.
package localpg

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Cluster is a running throwaway cluster. Stop it when done.
type Cluster struct {
	dataDir   string
	socketDir string
	binDir    string
	port      int
	cred      *syscall.Credential
}

// ErrNoServer means no PostgreSQL server binaries were found.
var ErrNoServer = errors.New("no PostgreSQL server binaries found (install Debian's postgresql package, or set PG_BINDIR or DATABASE_URL)")

// FindBinDir locates the directory holding initdb, pg_ctl and postgres:
// $PG_BINDIR, then the newest /usr/lib/postgresql/<version>/bin, then PATH.
func FindBinDir() (string, error) {
	if d := os.Getenv("PG_BINDIR"); d != "" {
		return d, checkBinDir(d)
	}
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	sort.Slice(dirs, func(i, j int) bool { return versionOf(dirs[i]) > versionOf(dirs[j]) })
	for _, d := range dirs {
		if checkBinDir(d) == nil {
			return d, nil
		}
	}
	if p, err := exec.LookPath("pg_ctl"); err == nil {
		d := filepath.Dir(p)
		if checkBinDir(d) == nil {
			return d, nil
		}
	}
	return "", ErrNoServer
}

func versionOf(binDir string) int {
	v, _ := strconv.Atoi(filepath.Base(filepath.Dir(binDir)))
	return v
}

func checkBinDir(d string) error {
	for _, name := range []string{"initdb", "pg_ctl", "postgres"} {
		if _, err := os.Stat(filepath.Join(d, name)); err != nil {
			return fmt.Errorf("%s has no %s: %w", d, name, ErrNoServer)
		}
	}
	return nil
}

// Durable are the settings that give Start's cluster a production
// database's durability back: each commit flushed to disk before it is
// answered (Start's own settings trade that for speed in tests).
var Durable = []string{"fsync=on", "synchronous_commit=on", "full_page_writes=on"}

// Start initialises (if needed) and starts a cluster whose data lives in
// dataDir, listening on 127.0.0.1 on a free port and on a private socket
// folder, with trust authentication. When the process runs as root, the
// cluster runs as the "postgres" user, since initdb refuses root. settings
// ("max_connections=10", …) go to the server after Start's own.
func Start(ctx context.Context, dataDir string, settings ...string) (*Cluster, error) {
	binDir, err := FindBinDir()
	if err != nil {
		return nil, err
	}
	dataDir, err = filepath.Abs(dataDir)
	if err != nil {
		return nil, err
	}
	c := &Cluster{dataDir: dataDir, binDir: binDir}
	uid, gid := -1, -1
	if os.Geteuid() == 0 {
		u, err := user.Lookup("postgres")
		if err != nil {
			return nil, fmt.Errorf("running as root needs a postgres user for initdb: %w", err)
		}
		uid, _ = strconv.Atoi(u.Uid)
		gid, _ = strconv.Atoi(u.Gid)
		c.cred = &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}
	}
	// A short socket path: unix socket paths are limited to about 100 bytes.
	if c.socketDir, err = os.MkdirTemp("", "paystead-pg-"); err != nil {
		return nil, err
	}
	// The parents must be traversable by the postgres user; the data
	// directory itself is private to it.
	if err := os.MkdirAll(filepath.Dir(dataDir), 0o755); err != nil {
		return nil, err
	}
	if c.cred != nil && !traversableByOthers(filepath.Dir(dataDir)) {
		// A checkout under a private home folder: keep the cluster in the
		// system temp folder instead, under a name tied to the requested one.
		sum := sha256.Sum256([]byte(dataDir))
		dataDir = filepath.Join(os.TempDir(), "paystead-pg-"+hex.EncodeToString(sum[:8]))
		c.dataDir = dataDir
	}
	if err := os.Mkdir(dataDir, 0o700); err != nil && !errors.Is(err, os.ErrExist) {
		return nil, err
	}
	if uid >= 0 {
		for _, d := range []string{c.socketDir, dataDir} {
			if err := os.Chown(d, uid, gid); err != nil {
				return nil, err
			}
		}
	}
	if _, err := os.Stat(filepath.Join(dataDir, "PG_VERSION")); errors.Is(err, os.ErrNotExist) {
		if out, err := c.run(ctx, "initdb", "-D", dataDir, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--no-sync"); err != nil {
			return nil, fmt.Errorf("initdb in %s: %w\n%s", dataDir, err, out)
		}
	}
	// A cluster left running by a process that was killed: stop it first.
	_, _ = c.run(ctx, "pg_ctl", "-D", dataDir, "stop", "-m", "immediate", "-w")

	if c.port, err = freePort(); err != nil {
		return nil, err
	}
	opts := fmt.Sprintf("-p %d -k %s -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300", c.port, c.socketDir)
	for _, setting := range settings {
		opts += " -c " + setting
	}
	logFile := filepath.Join(dataDir, "server.log")
	if out, err := c.run(ctx, "pg_ctl", "-D", dataDir, "-o", opts, "-l", logFile, "-w", "-t", "60", "start"); err != nil {
		log, _ := os.ReadFile(logFile)
		return nil, fmt.Errorf("pg_ctl start: %w\n%s\n%s", err, out, tail(string(log), 2000))
	}
	return c, nil
}

// DataDir is where the cluster's files are: the folder Start was given,
// or, when the postgres user could not reach that one, a folder in the
// system temp folder named after it.
func (c *Cluster) DataDir() string { return c.dataDir }

// URL is a connection string for the cluster's postgres database.
func (c *Cluster) URL() string {
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable", c.port)
}

// Discard stops the cluster and deletes its files, wherever they are (see
// DataDir): for clusters that were throwaway from the start.
func (c *Cluster) Discard() error {
	err := c.Stop()
	return errors.Join(err, os.RemoveAll(c.dataDir))
}

// Stop shuts the cluster down quickly; its data directory stays.
func (c *Cluster) Stop() error {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	out, err := c.run(ctx, "pg_ctl", "-D", c.dataDir, "stop", "-m", "fast", "-w")
	_ = os.RemoveAll(c.socketDir)
	if err != nil {
		return fmt.Errorf("pg_ctl stop: %w\n%s", err, out)
	}
	return nil
}

func (c *Cluster) run(ctx context.Context, name string, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, filepath.Join(c.binDir, name), args...)
	cmd.Dir = os.TempDir()
	cmd.Env = append(os.Environ(), "LC_ALL=C")
	if c.cred != nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: c.cred}
	}
	out, err := cmd.CombinedOutput()
	return strings.TrimSpace(string(out)), err
}

// traversableByOthers reports whether every folder from / to dir lets
// other users through (the postgres user is neither owner nor group).
func traversableByOthers(dir string) bool {
	for d := dir; ; d = filepath.Dir(d) {
		fi, err := os.Stat(d)
		if err != nil || fi.Mode().Perm()&0o001 == 0 {
			return false
		}
		if d == filepath.Dir(d) {
			return true
		}
	}
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

func tail(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}
