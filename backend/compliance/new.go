package compliance

import (
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"
)

// Provider kinds, the values of COMPLIANCE_PROVIDER and of Result.Provider.
const (
	KindAllowAll = "allowall"
	KindList     = "list"
	KindOracle   = "oracle"
	KindHTTP     = "http"
)

// Options are the settings New needs; only those of the chosen kind are
// read.
type Options struct {
	ListFile string          // list: COMPLIANCE_LIST_FILE
	Oracle   SanctionsOracle // oracle: the chain adapter over PAYSTEAD_SANCTIONS_ORACLE_ADDRESS
	HTTP     HTTPOptions     // http: COMPLIANCE_HTTP_URL, COMPLIANCE_HTTP_API_KEY
	Logger   *slog.Logger    // nil: discard
	Now      func() time.Time
}

// New returns the provider of kind (COMPLIANCE_PROVIDER). Errors name the
// setting to fix.
func New(kind string, opts Options) (Provider, error) {
	switch strings.ToLower(strings.TrimSpace(kind)) {
	case KindAllowAll:
		return NewAllowAll(opts.Now), nil
	case KindList:
		if strings.TrimSpace(opts.ListFile) == "" {
			return nil, errors.New("COMPLIANCE_LIST_FILE is required when COMPLIANCE_PROVIDER=list")
		}
		p, err := NewListProvider(opts.ListFile, opts.Logger, opts.Now)
		if err != nil {
			return nil, fmt.Errorf("COMPLIANCE_LIST_FILE: %w", err)
		}
		return p, nil
	case KindOracle:
		if opts.Oracle == nil {
			return nil, errors.New("COMPLIANCE_PROVIDER=oracle needs PAYSTEAD_SANCTIONS_ORACLE_ADDRESS (the on-chain sanctions oracle)")
		}
		return NewOracleProvider(opts.Oracle, opts.Now), nil
	case KindHTTP:
		return NewHTTPProvider(opts.HTTP, opts.Logger, opts.Now)
	case "":
		return nil, errors.New("COMPLIANCE_PROVIDER is empty: choose allowall, list, oracle or http")
	default:
		return nil, fmt.Errorf("COMPLIANCE_PROVIDER %q is unknown: choose allowall, list, oracle or http", shorten(kind, 40))
	}
}
