package compliance

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// ListProvider screens against a local file kept by the operator. It
// re-reads the file when its modification time or size changes; a file
// that no longer loads (or has vanished) is reported in the log and the
// last good list stays in force, so a half-saved edit never clears every
// address.
type ListProvider struct {
	path   string
	now    func() time.Time
	logger *slog.Logger

	mu      sync.Mutex
	entries map[string]listEntry
	stamp   fileStamp // of the file entries were loaded from
	failed  fileStamp // of the last file that failed to load, to log once
}

type listEntry struct {
	category Category
	reason   string
}

type fileStamp struct {
	modTime time.Time
	size    int64
}

// missingFile stands for a list file that could not be stat'ed.
var missingFile = fileStamp{size: -1}

// NewListProvider loads the list at path. Its format, one entry a line:
//
//	# comments start with '#', here or after an entry; blank lines are fine
//	0x8589427373d6d84e98730d7795d8f6f8731fda16  sanctioned  OFAC SDN, 2022-08-08
//	0x1111111111111111111111111111111111111111, high-risk
//	0x2222222222222222222222222222222222222222  review      asked by support
//
// An address (any letter case), a category (sanctioned, high-risk or
// review, any case), and optionally a reason shown to the merchant.
// Fields are separated by spaces, tabs or a comma. A malformed line, an
// unknown category or an address listed twice is an error naming the file
// and line. logger and now may be nil.
//
// Replace the file atomically (write a new file, then rename it over the
// old one) so a screening never sees it half-written.
func NewListProvider(path string, logger *slog.Logger, now func() time.Time) (*ListProvider, error) {
	if now == nil {
		now = time.Now
	}
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	p := &ListProvider{path: path, now: now, logger: logger}
	entries, stamp, err := loadList(path)
	if err != nil {
		return nil, err
	}
	p.entries, p.stamp = entries, stamp
	return p, nil
}

// Len is the number of listed addresses.
func (p *ListProvider) Len() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.entries)
}

// Screen implements Provider. Unlisted addresses are Clear.
func (p *ListProvider) Screen(_ context.Context, address string) (Result, error) {
	addr, err := NormalizeAddress(address)
	if err != nil {
		return Result{}, err
	}
	p.reloadIfChanged()

	p.mu.Lock()
	entry, listed := p.entries[addr]
	p.mu.Unlock()

	res := Result{Address: addr, Category: Clear, Provider: KindList, ScreenedAt: p.now().UTC()}
	if listed {
		res.Category = entry.category
		res.Reason = entry.reason
		if res.Reason == "" {
			res.Reason = fmt.Sprintf("The address is listed as %s in the operator's screening list.", entry.category)
		}
	}
	return res, nil
}

func (p *ListProvider) reloadIfChanged() {
	info, err := os.Stat(p.path)
	if err != nil {
		p.noteFailure(missingFile, fmt.Errorf("compliance list %s: %w", p.path, err))
		return
	}
	stamp := fileStamp{modTime: info.ModTime(), size: info.Size()}
	p.mu.Lock()
	unchanged := stamp == p.stamp || stamp == p.failed
	p.mu.Unlock()
	if unchanged {
		return
	}

	entries, stamp, err := loadList(p.path)
	if err != nil {
		p.noteFailure(stamp, err)
		return
	}
	p.mu.Lock()
	p.entries, p.stamp, p.failed = entries, stamp, fileStamp{}
	p.mu.Unlock()
	p.logger.Info("compliance list reloaded", "path", p.path, "addresses", len(entries))
}

// noteFailure logs a reload failure once per version of the file.
func (p *ListProvider) noteFailure(stamp fileStamp, err error) {
	p.mu.Lock()
	first := p.failed != stamp
	p.failed = stamp
	p.mu.Unlock()
	if first {
		p.logger.Error("compliance list not reloaded; the previous list stays in force", "path", p.path, "err", err)
	}
}

func loadList(path string) (map[string]listEntry, fileStamp, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fileStamp{}, fmt.Errorf("compliance list: %w", err)
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, fileStamp{}, fmt.Errorf("compliance list: %w", err)
	}
	stamp := fileStamp{modTime: info.ModTime(), size: info.Size()}
	entries, err := parseList(f, filepath.Base(path))
	if err != nil {
		return nil, stamp, err
	}
	// An editor that truncates and rewrites in place can be caught
	// half-way; a file that changed while being read is not trusted.
	if after, err := f.Stat(); err != nil || after.ModTime() != info.ModTime() || after.Size() != info.Size() {
		return nil, stamp, fmt.Errorf("compliance list %s changed while it was read; it is read again on the next screening", filepath.Base(path))
	}
	return entries, stamp, nil
}

// maxListLine bounds one line, so a binary file fails fast and clearly.
const maxListLine = 64 << 10

func parseList(r io.Reader, name string) (map[string]listEntry, error) {
	entries := make(map[string]listEntry)
	firstLine := make(map[string]int)
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), maxListLine)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if n == 1 {
			line = strings.TrimPrefix(line, "\ufeff")
		}
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		address, rest := cutField(line)
		word, reason := cutField(rest)
		if word == "" {
			return nil, fmt.Errorf("compliance list %s line %d: %q needs a category after the address (sanctioned, high-risk or review)", name, n, shorten(line, 80))
		}
		addr, err := NormalizeAddress(address)
		if err != nil {
			return nil, fmt.Errorf("compliance list %s line %d: %w", name, n, err)
		}
		category, err := parseListCategory(word)
		if err != nil {
			return nil, fmt.Errorf("compliance list %s line %d: %w", name, n, err)
		}
		if prev, dup := firstLine[addr]; dup {
			return nil, fmt.Errorf("compliance list %s line %d: %s is already listed on line %d", name, n, addr, prev)
		}
		firstLine[addr] = n
		entries[addr] = listEntry{category: category, reason: reason}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, fmt.Errorf("compliance list %s: a line is longer than %d bytes; is this the right file?", name, maxListLine)
		}
		return nil, fmt.Errorf("compliance list %s: %w", name, err)
	}
	return entries, nil
}

// cutField splits off the first field of s, separated by blanks or one
// comma, and returns it and the trimmed rest.
func cutField(s string) (field, rest string) {
	s = strings.TrimLeft(s, " \t")
	i := strings.IndexAny(s, " \t,")
	if i < 0 {
		return s, ""
	}
	rest = strings.TrimLeft(s[i:], " \t")
	rest = strings.TrimPrefix(rest, ",")
	return s[:i], strings.TrimSpace(rest)
}

func parseListCategory(word string) (Category, error) {
	switch strings.ToLower(word) {
	case "sanctioned":
		return Sanctioned, nil
	case "high-risk":
		return HighRisk, nil
	case "review":
		return Review, nil
	}
	return "", fmt.Errorf("unknown category %q: use sanctioned, high-risk or review", shorten(word, 40))
}
