package compliance_test

import (
	"bytes"
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/compliance"
)

const goodList = "\ufeff# Paystead screening list\n" +
	"\n" +
	"0x8589427373D6D84E98730D7795D8f6f8731FDA16  sanctioned  OFAC SDN, 2022-08-08   # Tornado Cash\n" +
	"0x2222222222222222222222222222222222222222,high-risk\n" +
	"   0x3333333333333333333333333333333333333333\tREVIEW\tasked by support\n" +
	"# 0x4444444444444444444444444444444444444444 sanctioned (commented out)\n"

// writeList writes content to a fresh file and stamps it with mtime, so
// that reload tests do not depend on the file system's clock resolution.
func writeList(t *testing.T, path, content string, mtime time.Time) {
	t.Helper()
	require.NoError(t, os.WriteFile(path, []byte(content), 0o600))
	require.NoError(t, os.Chtimes(path, mtime, mtime))
}

type listSetup struct {
	path     string
	provider *compliance.ListProvider
	logs     *syncBuffer
}

func setupList(t *testing.T, content string) listSetup {
	t.Helper()
	path := filepath.Join(t.TempDir(), "screening.list")
	writeList(t, path, content, fixedNow.Add(-time.Hour))
	logs := &syncBuffer{}
	p, err := compliance.NewListProvider(path, slog.New(slog.NewTextHandler(logs, nil)), now)
	require.NoError(t, err)
	return listSetup{path: path, provider: p, logs: logs}
}

type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

func TestListProvider(t *testing.T) {
	t.Parallel()
	screens := []struct {
		name     string
		address  string
		category compliance.Category
		reason   string
	}{
		{"SanctionedWithReason", "0x8589427373d6d84e98730d7795d8f6f8731fda16", compliance.Sanctioned, "OFAC SDN, 2022-08-08"},
		{"HighRiskWithCommaSeparator", "0x2222222222222222222222222222222222222222", compliance.HighRisk,
			"The address is listed as high-risk in the operator's screening list."},
		{"ReviewCategoryInAnyCase", "0x3333333333333333333333333333333333333333", compliance.Review, "asked by support"},
		{"CommentedOutAddressIsClear", "0x4444444444444444444444444444444444444444", compliance.Clear, ""},
		{"UnlistedAddressIsClear", clearAddr, compliance.Clear, ""},
	}
	s := setupList(t, goodList)
	require.Equal(t, 3, s.provider.Len())
	for _, tc := range screens {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			res, err := s.provider.Screen(context.Background(), tc.address)
			require.NoError(t, err)
			require.Equal(t, compliance.Result{
				Address: tc.address, Category: tc.category, Reason: tc.reason,
				Provider: compliance.KindList, ScreenedAt: fixedNow,
			}, res)
		})
	}
	t.Run("RejectsMalformedAddress", func(t *testing.T) {
		t.Parallel()
		_, err := s.provider.Screen(context.Background(), "0xnope")
		require.ErrorIs(t, err, compliance.ErrInvalidAddress)
	})
}

func TestListLoadErrorsNameTheLine(t *testing.T) {
	t.Parallel()
	cases := []struct{ name, content, want string }{
		{"BadAddress", "# header\n\n0x12 sanctioned\n", "screening.list line 3: compliance: not an EVM address"},
		{"MissingCategory", "0x2222222222222222222222222222222222222222\n", "line 1: \"0x2222222222222222222222222222222222222222\" needs a category"},
		{"UnknownCategory", "0x2222222222222222222222222222222222222222 blocked\n", `line 1: unknown category "blocked"`},
		{"DuplicateAddress", "0x2222222222222222222222222222222222222222 review\n# x\n0x2222222222222222222222222222222222222222 SANCTIONED\n",
			"line 3: 0x2222222222222222222222222222222222222222 is already listed on line 1"},
		{"BinaryFile", string(bytes.Repeat([]byte{0}, 70<<10)), "is longer than"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			path := filepath.Join(t.TempDir(), "screening.list")
			writeList(t, path, tc.content, fixedNow)
			_, err := compliance.NewListProvider(path, nil, now)
			require.ErrorContains(t, err, tc.want)
		})
	}
	t.Run("MissingFile", func(t *testing.T) {
		t.Parallel()
		_, err := compliance.NewListProvider(filepath.Join(t.TempDir(), "absent"), nil, now)
		require.ErrorIs(t, err, os.ErrNotExist)
	})
	t.Run("EmptyFileIsAnEmptyList", func(t *testing.T) {
		t.Parallel()
		path := filepath.Join(t.TempDir(), "screening.list")
		writeList(t, path, "", fixedNow)
		p, err := compliance.NewListProvider(path, nil, now)
		require.NoError(t, err)
		require.Zero(t, p.Len())
	})
}

func TestListReload(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	t.Run("PicksUpChangedFile", func(t *testing.T) {
		t.Parallel()
		s := setupList(t, goodList)
		writeList(t, s.path, clearAddr+" sanctioned added today\n", fixedNow)
		res, err := s.provider.Screen(ctx, clearAddr)
		require.NoError(t, err)
		require.Equal(t, compliance.Sanctioned, res.Category)
		res, err = s.provider.Screen(ctx, "0x8589427373d6d84e98730d7795d8f6f8731fda16")
		require.NoError(t, err)
		require.Equal(t, compliance.Clear, res.Category, "entries removed from the file are gone")
		require.Contains(t, s.logs.String(), "compliance list reloaded")
	})
	t.Run("KeepsLastGoodListWhenEditBreaksIt", func(t *testing.T) {
		t.Parallel()
		s := setupList(t, goodList)
		writeList(t, s.path, "0x8589 sanctioned\n", fixedNow)
		for range 3 {
			res, err := s.provider.Screen(ctx, "0x8589427373d6d84e98730d7795d8f6f8731fda16")
			require.NoError(t, err)
			require.Equal(t, compliance.Sanctioned, res.Category)
		}
		require.Equal(t, 1, bytes.Count([]byte(s.logs.String()), []byte("not reloaded")), "a broken file is logged once")
		require.Contains(t, s.logs.String(), "line 1")

		writeList(t, s.path, clearAddr+" review\n", fixedNow.Add(time.Minute))
		res, err := s.provider.Screen(ctx, clearAddr)
		require.NoError(t, err)
		require.Equal(t, compliance.Review, res.Category, "a fixed file loads again")
	})
	t.Run("KeepsLastGoodListWhenFileVanishes", func(t *testing.T) {
		t.Parallel()
		s := setupList(t, goodList)
		require.NoError(t, os.Remove(s.path))
		for range 3 {
			res, err := s.provider.Screen(ctx, "0x8589427373d6d84e98730d7795d8f6f8731fda16")
			require.NoError(t, err)
			require.Equal(t, compliance.Sanctioned, res.Category)
		}
		require.Equal(t, 1, bytes.Count([]byte(s.logs.String()), []byte("not reloaded")))
	})
	t.Run("ConcurrentScreensDuringReload", func(t *testing.T) {
		t.Parallel()
		s := setupList(t, goodList)
		var wg sync.WaitGroup
		for i := range 8 {
			wg.Go(func() {
				for j := range 50 {
					if i == 0 && j%10 == 0 {
						writeList(t, s.path, goodList, fixedNow.Add(time.Duration(j)*time.Second))
					}
					_, err := s.provider.Screen(ctx, clearAddr)
					require.NoError(t, err)
				}
			})
		}
		wg.Wait()
	})
}
