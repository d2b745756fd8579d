package compliance_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/compliance"
)

const (
	clearAddr      = "0x1111111111111111111111111111111111111111"
	sanctionedAddr = "0x8589427373D6D84E98730D7795D8f6f8731FDA16"
)

var fixedNow = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

func now() time.Time { return fixedNow }

func TestNormalizeAddress(t *testing.T) {
	t.Parallel()
	t.Run("LowersMixedCase", func(t *testing.T) {
		t.Parallel()
		got, err := compliance.NormalizeAddress(sanctionedAddr)
		require.NoError(t, err)
		require.Equal(t, "0x8589427373d6d84e98730d7795d8f6f8731fda16", got)
	})
	for _, bad := range []string{"", "0x", "8589427373d6d84e98730d7795d8f6f8731fda16", "0X8589427373d6d84e98730d7795d8f6f8731fda16",
		"0x8589427373d6d84e98730d7795d8f6f8731fda1", "0x8589427373d6d84e98730d7795d8f6f8731fda16a", "0xg589427373d6d84e98730d7795d8f6f8731fda16",
		" 0x8589427373d6d84e98730d7795d8f6f8731fda16"} {
		t.Run("Rejects/"+bad, func(t *testing.T) {
			t.Parallel()
			_, err := compliance.NormalizeAddress(bad)
			require.ErrorIs(t, err, compliance.ErrInvalidAddress)
		})
	}
}

func TestAllowAll(t *testing.T) {
	t.Parallel()
	p := compliance.NewAllowAll(now)
	t.Run("ClearsEveryAddress", func(t *testing.T) {
		t.Parallel()
		res, err := p.Screen(context.Background(), sanctionedAddr)
		require.NoError(t, err)
		require.Equal(t, compliance.Result{
			Address: "0x8589427373d6d84e98730d7795d8f6f8731fda16", Category: compliance.Clear,
			Provider: compliance.KindAllowAll, ScreenedAt: fixedNow,
		}, res)
	})
	t.Run("RejectsMalformedAddress", func(t *testing.T) {
		t.Parallel()
		_, err := p.Screen(context.Background(), "bob")
		require.ErrorIs(t, err, compliance.ErrInvalidAddress)
	})
}

type fakeOracle struct {
	listed map[string]bool
	err    error
	calls  []string
}

func (o *fakeOracle) IsSanctioned(_ context.Context, address string) (bool, error) {
	o.calls = append(o.calls, address)
	return o.listed[address], o.err
}

func TestOracle(t *testing.T) {
	t.Parallel()
	t.Run("ListedAddressIsSanctioned", func(t *testing.T) {
		t.Parallel()
		oracle := &fakeOracle{listed: map[string]bool{"0x8589427373d6d84e98730d7795d8f6f8731fda16": true}}
		res, err := compliance.NewOracleProvider(oracle, now).Screen(context.Background(), sanctionedAddr)
		require.NoError(t, err)
		require.Equal(t, compliance.Sanctioned, res.Category)
		require.Equal(t, compliance.KindOracle, res.Provider)
		require.NotEmpty(t, res.Reason)
		require.Equal(t, []string{"0x8589427373d6d84e98730d7795d8f6f8731fda16"}, oracle.calls, "the oracle gets the lower-case address")
	})
	t.Run("UnlistedAddressIsClear", func(t *testing.T) {
		t.Parallel()
		res, err := compliance.NewOracleProvider(&fakeOracle{}, now).Screen(context.Background(), clearAddr)
		require.NoError(t, err)
		require.Equal(t, compliance.Clear, res.Category)
		require.Empty(t, res.Reason)
	})
	t.Run("OracleFailureIsUnavailable", func(t *testing.T) {
		t.Parallel()
		cause := errors.New("rpc: connection refused")
		_, err := compliance.NewOracleProvider(&fakeOracle{err: cause}, now).Screen(context.Background(), clearAddr)
		require.ErrorIs(t, err, compliance.ErrUnavailable)
		require.ErrorIs(t, err, cause)
	})
	t.Run("MalformedAddressNeverReachesOracle", func(t *testing.T) {
		t.Parallel()
		oracle := &fakeOracle{}
		_, err := compliance.NewOracleProvider(oracle, now).Screen(context.Background(), "0x123")
		require.ErrorIs(t, err, compliance.ErrInvalidAddress)
		require.Empty(t, oracle.calls)
	})
}

func TestNew(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name    string
		kind    string
		opts    compliance.Options
		wantErr string // substring; "" means success
	}{
		{"BuildsAllowAll", "allowall", compliance.Options{}, ""},
		{"IgnoresCaseAndSpace", " AllowAll ", compliance.Options{}, ""},
		{"BuildsOracle", "oracle", compliance.Options{Oracle: &fakeOracle{}}, ""},
		{"BuildsHTTP", "http", compliance.Options{HTTP: compliance.HTTPOptions{URL: "https://public.chainalysis.com", APIKey: "k"}}, ""},
		{"RejectsEmptyKind", "", compliance.Options{}, "COMPLIANCE_PROVIDER is empty"},
		{"RejectsUnknownKind", "chainalysis", compliance.Options{}, `COMPLIANCE_PROVIDER "chainalysis" is unknown`},
		{"ListNeedsFile", "list", compliance.Options{}, "COMPLIANCE_LIST_FILE is required"},
		{"ListFileMustExist", "list", compliance.Options{ListFile: "/nonexistent/list.txt"}, "COMPLIANCE_LIST_FILE"},
		{"OracleNeedsOracle", "oracle", compliance.Options{}, "PAYSTEAD_SANCTIONS_ORACLE_ADDRESS"},
		{"HTTPNeedsURL", "http", compliance.Options{HTTP: compliance.HTTPOptions{APIKey: "k"}}, "COMPLIANCE_HTTP_URL is required"},
		{"HTTPNeedsAbsoluteURL", "http", compliance.Options{HTTP: compliance.HTTPOptions{URL: "public.chainalysis.com", APIKey: "k"}}, "COMPLIANCE_HTTP_URL"},
		{"HTTPNeedsHTTPSForRemoteHost", "http", compliance.Options{HTTP: compliance.HTTPOptions{URL: "http://public.chainalysis.com", APIKey: "k"}}, "must use https"},
		{"HTTPRefusesKeyInURL", "http", compliance.Options{HTTP: compliance.HTTPOptions{URL: "https://public.chainalysis.com?key=k", APIKey: "k"}}, "COMPLIANCE_HTTP_URL must not carry"},
		{"HTTPNeedsKey", "http", compliance.Options{HTTP: compliance.HTTPOptions{URL: "https://public.chainalysis.com"}}, "COMPLIANCE_HTTP_API_KEY is required"},
		{"HTTPRefusesNegativeTimeout", "http", compliance.Options{HTTP: compliance.HTTPOptions{URL: "https://x.example", APIKey: "k", AttemptTimeout: -1}}, "negative"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			p, err := compliance.New(tc.kind, tc.opts)
			if tc.wantErr == "" {
				require.NoError(t, err)
				require.NotNil(t, p)
				return
			}
			require.ErrorContains(t, err, tc.wantErr)
			require.Nil(t, p)
		})
	}
}
