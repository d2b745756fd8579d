package config

import (
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"net/netip"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/money"
)

type parser struct {
	getenv   func(string) string
	problems []string
	// suffix, when set, reads one chain of PAYSTEAD_CHAINS: NAME_<suffix>,
	// else NAME where every chain may share it (sharedByChains).
	suffix string
	// from is the variable each value came from, named by the problems.
	from map[string]string
}

func (p *parser) missing(name string) {
	p.problems = append(p.problems, p.label(name)+" is required but not set")
}

// invalid records a bad value without echoing it: it may be a secret.
func (p *parser) invalid(name, want string) {
	p.problems = append(p.problems, p.label(name)+" is invalid: "+want)
}

// label is the variable the operator sets for name.
func (p *parser) label(name string) string {
	if from, ok := p.from[name]; ok {
		return from
	}
	return name + keySuffix(p.suffix)
}

func (p *parser) str(name, def string) string {
	names := []string{name}
	if p.suffix != "" {
		names = []string{name + keySuffix(p.suffix)}
		if sharedByChains[name] {
			names = append(names, name)
		}
	}
	for _, n := range names {
		if v := strings.TrimSpace(p.getenv(n)); v != "" {
			if p.from == nil {
				p.from = map[string]string{}
			}
			p.from[name] = n
			return v
		}
	}
	return def
}

// origins reads comma-separated origins, normalised as the merchant's
// allowed origins are.
func (p *parser) origins(name string) []string {
	var out, bad []string
	for _, o := range strings.Split(p.str(name, ""), ",") {
		if o = strings.TrimSpace(o); o == "" {
			continue
		}
		n, err := invoiceapi.NormalizeOrigin(o)
		if err != nil {
			bad = append(bad, strconv.Quote(o))
			continue
		}
		if !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	if len(bad) > 0 {
		p.invalid(name, "want origins such as http://127.0.0.1:4000 (scheme://host[:port], no path), not "+strings.Join(bad, ", "))
	}
	return out
}

func (p *parser) duration(name string, def time.Duration, zeroOK bool) time.Duration {
	s := p.str(name, "")
	if s == "" {
		return def
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 || (d == 0 && !zeroOK) {
		p.invalid(name, "want a duration such as 30s or 1m")
		return def
	}
	return d
}

func (p *parser) boolean(name string, def bool) bool {
	switch strings.ToLower(p.str(name, "")) {
	case "":
		return def
	case "true", "1", "yes":
		return true
	case "false", "0", "no":
		return false
	}
	p.invalid(name, "want true or false")
	return def
}

func (p *parser) rate(name string, def float64) float64 {
	s := p.str(name, "")
	if s == "" {
		return def
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || v < 0 || v > 1e6 || v != v {
		p.invalid(name, "want a number of requests per second, 0 to turn the limit off")
		return def
	}
	return v
}

// blocks reads a whole number of blocks.
func (p *parser) blocks(name string, def uint64) uint64 {
	s := p.str(name, "")
	if s == "" {
		return def
	}
	v, err := strconv.ParseUint(s, 10, 32)
	if err != nil {
		p.invalid(name, "want a whole number of blocks, such as 3")
		return def
	}
	return v
}

// count reads a whole number from lo to hi; 0 (unset) is def.
func (p *parser) count(name string, def, lo, hi int, want string) int {
	s := p.str(name, "")
	if s == "" {
		return def
	}
	v, err := strconv.Atoi(s)
	if err != nil || v < lo || v > hi {
		p.invalid(name, want)
		return def
	}
	return v
}

// UniswapFeeTiers are the fee tiers Uniswap v3's factory enables, in hundredths of a bip.
var UniswapFeeTiers = []uint32{100, 500, 3000, 10000}

func (p *parser) feeTier(name string, def uint32) uint32 {
	s := p.str(name, "")
	if s == "" {
		return def
	}
	if v, err := strconv.ParseUint(s, 10, 32); err == nil && slices.Contains(UniswapFeeTiers, uint32(v)) {
		return uint32(v)
	}
	p.invalid(name, "want a Uniswap v3 fee tier: 100, 500, 3000 or 10000 (hundredths of a bip; 500 = 0.05%)")
	return def
}

var hexAddress = regexp.MustCompile(`^0x[0-9a-fA-F]{40}$`)

func (p *parser) address(name string, required bool, def common.Address) common.Address {
	s := p.str(name, "")
	switch {
	case s == "" && required:
		p.missing(name)
		return def
	case s == "":
		return def
	case !hexAddress.MatchString(s):
		p.invalid(name, "want a 0x-prefixed 20-byte hex address")
		return def
	}
	a := common.HexToAddress(s)
	if a == (common.Address{}) {
		p.invalid(name, "the zero address is not a contract")
	}
	return a
}

func (p *parser) privateKey(name string) *ecdsa.PrivateKey {
	s := strings.TrimPrefix(p.str(name, ""), "0x")
	if s == "" {
		p.missing(name)
		return nil
	}
	key, err := crypto.HexToECDSA(s)
	if err != nil {
		p.invalid(name, "want a 32-byte hex private key")
		return nil
	}
	return key
}

// ether reads an amount of the chain's native token as exact wei.
func (p *parser) ether(name, def string) *big.Int {
	return p.units(name, def, 18, "want an amount such as 0.05 (at most 18 decimals)")
}

// units reads a decimal with the given decimals as an exact integer.
func (p *parser) units(name, def string, decimals int, want string) *big.Int {
	v, err := money.ParseDecimal(p.str(name, def), decimals)
	if err != nil {
		p.invalid(name, want)
		return new(big.Int)
	}
	return v
}

// prefixes reads a comma-separated list of addresses and CIDR blocks; an
// address alone is a block of one. Bad entries are named: they are not
// secrets.
func (p *parser) prefixes(name string) []netip.Prefix {
	var out []netip.Prefix
	var bad []string
	for entry := range strings.SplitSeq(p.str(name, ""), ",") {
		entry = strings.TrimSpace(entry)
		if entry == "" {
			continue
		}
		if strings.Contains(entry, "/") {
			pfx, err := netip.ParsePrefix(entry)
			if err != nil {
				bad = append(bad, strconv.Quote(entry))
				continue
			}
			out = append(out, pfx.Masked())
			continue
		}
		addr, err := netip.ParseAddr(entry)
		if err != nil {
			bad = append(bad, strconv.Quote(entry))
			continue
		}
		out = append(out, netip.PrefixFrom(addr.Unmap(), addr.Unmap().BitLen()))
	}
	if len(bad) > 0 {
		p.invalid(name, "want addresses or CIDR blocks such as 10.0.0.0/8, not "+strings.Join(bad, ", "))
	}
	return out
}

// serverKey reads the server wallet's key: hex from PAYSTEAD_SERVER_KEY,
// or a go-ethereum keystore file unlocked with the password in a file.
// Neither the key nor the password is ever echoed.
func (p *parser) serverKey() *ecdsa.PrivateKey {
	hexKey, store := p.str("PAYSTEAD_SERVER_KEY", ""), p.str("PAYSTEAD_SERVER_KEYSTORE", "")
	switch {
	case hexKey != "" && store != "":
		p.invalid("PAYSTEAD_SERVER_KEYSTORE", "set either it or PAYSTEAD_SERVER_KEY, not both")
		return nil
	case store == "":
		return p.privateKey("PAYSTEAD_SERVER_KEY")
	}
	raw, err := os.ReadFile(store)
	if err != nil {
		p.invalid("PAYSTEAD_SERVER_KEYSTORE", "cannot read "+store+": "+describeFileError(err))
		return nil
	}
	pwFile := p.str("PAYSTEAD_SERVER_KEYSTORE_PASSWORD_FILE", "")
	if pwFile == "" {
		p.missing("PAYSTEAD_SERVER_KEYSTORE_PASSWORD_FILE")
		return nil
	}
	password, err := os.ReadFile(pwFile)
	if err != nil {
		p.invalid("PAYSTEAD_SERVER_KEYSTORE_PASSWORD_FILE", "cannot read "+pwFile+": "+describeFileError(err))
		return nil
	}
	key, err := keystore.DecryptKey(raw, strings.TrimRight(string(password), "\r\n"))
	if err != nil {
		p.invalid("PAYSTEAD_SERVER_KEYSTORE", "cannot unlock "+store+" with the password in PAYSTEAD_SERVER_KEYSTORE_PASSWORD_FILE (wrong password, or not a keystore file)")
		return nil
	}
	return key.PrivateKey
}

// tokenSymbol is what a token's symbol may be.
var tokenSymbol = regexp.MustCompile(`^[A-Z][A-Z0-9]{1,10}$`)

// tokens parses name: comma-separated SYMBOL:ADDRESS:DECIMALS[:INTO].
func (p *parser) tokens(name string) []Token {
	s := p.str(name, "")
	if s == "" {
		return nil
	}
	var out []Token
	for _, item := range strings.Split(s, ",") {
		parts := strings.Split(strings.TrimSpace(item), ":")
		if len(parts) < 3 || len(parts) > 4 {
			p.invalid(name, "want comma-separated SYMBOL:ADDRESS:DECIMALS or SYMBOL:ADDRESS:DECIMALS:INTO, not "+strconv.Quote(item))
			return nil
		}
		t := Token{Symbol: parts[0], Address: common.HexToAddress(parts[1])}
		d, err := strconv.ParseUint(parts[2], 10, 8)
		switch {
		case !tokenSymbol.MatchString(t.Symbol):
			p.invalid(name, fmt.Sprintf("symbol %q: want 2 to 11 upper-case letters and digits, starting with a letter", t.Symbol))
		case t.Symbol == "USDC" || t.Symbol == "EURC":
			p.invalid(name, t.Symbol+" is PAYSTEAD_"+t.Symbol+"_ADDRESS"+keySuffix(p.suffix)+"'s; name only the other tokens here")
		case !hexAddress.MatchString(parts[1]) || t.Address == (common.Address{}):
			p.invalid(name, fmt.Sprintf("%s: want a 0x-prefixed 20-byte hex address of its contract", t.Symbol))
		case err != nil || d > 36:
			p.invalid(name, fmt.Sprintf("%s: want its decimals, 0 to 36, not %q", t.Symbol, parts[2]))
		default:
			t.Decimals = uint8(d)
			if len(parts) == 4 {
				t.SwapsInto = parts[3]
			}
			out = append(out, t)
			continue
		}
		return nil
	}
	return out
}
