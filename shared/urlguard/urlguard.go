// Package urlguard refuses URLs whose host is, or spells, an address that
// must never be reached on a merchant's say-so: loopback, private networks,
// link-local (cloud metadata at 169.254.169.254 and fd00:ec2::254),
// carrier-grade NAT, unspecified, multicast and reserved ranges, and the
// names that always resolve to such places (localhost, *.internal, ...).
//
// It is a pure function of the URL: no DNS. A name that passes here may
// still resolve to a private address, so whoever connects (the webhook
// sender) resolves the name and checks every address again with CheckAddr.
//
// Hosts are read the way browsers and resolvers read them: a trailing dot
// is dropped, case is folded, and a host that looks like a number is read
// as an IPv4 address in every legacy spelling (2130706433, 0177.0.0.1,
// 0x7f.1, 127.1 are all 127.0.0.1).
package urlguard

import (
	"errors"
	"fmt"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
)

// ErrForbiddenHost is wrapped by every refusal; the wrapping message says
// which host and why.
var ErrForbiddenHost = errors.New("host is not allowed")

// CheckURLHost checks the host of u. allowLoopback (dev mode) permits
// loopback addresses and localhost names, nothing else.
func CheckURLHost(u *url.URL, allowLoopback bool) error {
	if u == nil {
		return fmt.Errorf("%w: the URL is missing", ErrForbiddenHost)
	}
	return CheckHost(u.Hostname(), allowLoopback)
}

// CheckHost checks a bare host name or address literal (IPv6 with or
// without brackets, no port).
func CheckHost(host string, allowLoopback bool) error {
	h := strings.ToLower(strings.TrimSuffix(strings.TrimSuffix(strings.TrimPrefix(host, "["), "]"), "."))
	if h == "" {
		return fmt.Errorf("%w: the host is empty", ErrForbiddenHost)
	}
	if addr, err := netip.ParseAddr(h); err == nil {
		return checkAddr(addr, host, allowLoopback)
	}
	if addr, numeric, ok := parseLooseIPv4(h); numeric {
		if !ok {
			return fmt.Errorf("%w: %q looks like an IPv4 address but is not a valid one", ErrForbiddenHost, host)
		}
		return checkAddr(addr, host, allowLoopback)
	}
	if err := checkName(h, host); err != nil {
		if allowLoopback && isLocalhostName(h) {
			return nil
		}
		return err
	}
	return nil
}

// CheckAddr checks one IP address, as resolved for a connection. Zoned
// addresses (fe80::1%eth0) are refused: a zone only makes sense on a local
// link.
func CheckAddr(addr netip.Addr, allowLoopback bool) error {
	return checkAddr(addr, addr.String(), allowLoopback)
}

func checkAddr(addr netip.Addr, shown string, allowLoopback bool) error {
	if addr.Zone() != "" {
		return fmt.Errorf("%w: %q carries an interface zone", ErrForbiddenHost, shown)
	}
	addr = embeddedIPv4(addr)
	if addr.IsLoopback() {
		if allowLoopback {
			return nil
		}
		return fmt.Errorf("%w: %q is a loopback address", ErrForbiddenHost, shown)
	}
	for _, r := range blocked {
		if r.prefix.Contains(addr) {
			return fmt.Errorf("%w: %q is %s", ErrForbiddenHost, shown, r.what)
		}
	}
	return nil
}

// embeddedIPv4 returns the IPv4 address an IPv6 address stands for when it
// is an IPv4-mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::a.b.c.d) or 6to4
// (2002:aabb:ccdd::) form, so that the IPv4 rules apply to it; otherwise
// addr itself. The deprecated IPv4-compatible form (::a.b.c.d) is refused
// outright by the ::/96 entry of blocked.
func embeddedIPv4(addr netip.Addr) netip.Addr {
	if addr.Is4In6() {
		return addr.Unmap()
	}
	if !addr.Is6() {
		return addr
	}
	b := addr.As16()
	switch {
	case nat64.Contains(addr):
		return netip.AddrFrom4([4]byte(b[12:16]))
	case sixToFour.Contains(addr):
		return netip.AddrFrom4([4]byte(b[2:6]))
	}
	return addr
}

var (
	nat64     = netip.MustParsePrefix("64:ff9b::/96")
	sixToFour = netip.MustParsePrefix("2002::/16")
)

type blockedRange struct {
	prefix netip.Prefix
	what   string
}

// blocked lists every range that is not a public unicast destination.
// Loopback is handled before it, because dev mode lets it through.
var blocked = func() []blockedRange {
	table := []struct{ cidr, what string }{
		{"0.0.0.0/8", "an unspecified (this-network) address"},
		{"10.0.0.0/8", "a private address"},
		{"100.64.0.0/10", "a carrier-grade NAT address"},
		{"169.254.0.0/16", "a link-local address (cloud metadata lives there)"},
		{"172.16.0.0/12", "a private address"},
		{"192.0.0.0/24", "an IETF protocol address"},
		{"192.0.2.0/24", "a documentation address"},
		{"192.88.99.0/24", "a 6to4 relay address"},
		{"192.168.0.0/16", "a private address"},
		{"198.18.0.0/15", "a benchmarking address"},
		{"198.51.100.0/24", "a documentation address"},
		{"203.0.113.0/24", "a documentation address"},
		{"224.0.0.0/4", "a multicast address"},
		{"240.0.0.0/4", "a reserved or broadcast address"},
		{"::/128", "the unspecified address"},
		{"::/96", "an IPv4-compatible address"},
		{"64:ff9b:1::/48", "a local NAT64 address"},
		{"100::/64", "a discard-only address"},
		{"2001:db8::/32", "a documentation address"},
		{"fc00::/7", "a private (unique local) address"},
		{"fe80::/10", "a link-local address"},
		{"fec0::/10", "a site-local address"},
		{"ff00::/8", "a multicast address"},
	}
	out := make([]blockedRange, len(table))
	for i, r := range table {
		out[i] = blockedRange{netip.MustParsePrefix(r.cidr), r.what}
	}
	return out
}()

// parseLooseIPv4 reads h the way the WHATWG URL standard and inet_aton do:
// one to four dot-separated parts, each decimal, octal (leading 0) or hex
// (leading 0x), the last part filling the remaining bytes. numeric reports
// whether h is meant as a number at all (its last label is numeric), in
// which case a browser either reads it as IPv4 or refuses the URL; ok
// reports whether it is a valid address.
func parseLooseIPv4(h string) (addr netip.Addr, numeric, ok bool) {
	parts := strings.Split(h, ".")
	if !isNumericLabel(parts[len(parts)-1]) {
		return netip.Addr{}, false, false
	}
	if len(parts) > 4 {
		return netip.Addr{}, true, false
	}
	values := make([]uint64, len(parts))
	for i, p := range parts {
		v, good := parseIPv4Part(p)
		if !good {
			return netip.Addr{}, true, false
		}
		values[i] = v
	}
	var n uint64
	for i, v := range values[:len(values)-1] {
		if v > 255 {
			return netip.Addr{}, true, false
		}
		n |= v << (8 * (3 - i))
	}
	last := values[len(values)-1]
	if last >= 1<<(8*(5-len(values))) {
		return netip.Addr{}, true, false
	}
	n |= last
	return netip.AddrFrom4([4]byte{byte(n >> 24), byte(n >> 16), byte(n >> 8), byte(n)}), true, true
}

func isNumericLabel(p string) bool {
	if p == "" {
		return false
	}
	if rest, ok := cutHexPrefix(p); ok {
		for _, c := range rest {
			if !isHexDigit(c) {
				return false
			}
		}
		return true
	}
	for _, c := range p {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

func parseIPv4Part(p string) (uint64, bool) {
	if p == "" {
		return 0, false
	}
	base, digits := 10, p
	if rest, ok := cutHexPrefix(p); ok {
		base, digits = 16, rest
		if digits == "" { // "0x" alone is zero to the WHATWG parser
			return 0, true
		}
	} else if len(p) > 1 && p[0] == '0' {
		base, digits = 8, p[1:]
	}
	v, err := strconv.ParseUint(digits, base, 64)
	if err != nil {
		// Out of range or a bad digit ("08", "0xg"): not an address.
		return 0, false
	}
	return v, true
}

func cutHexPrefix(p string) (string, bool) {
	if len(p) >= 2 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X') {
		return p[2:], true
	}
	return "", false
}

func isHexDigit(c rune) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// checkName refuses names that name this machine or a private network by
// convention: they resolve to private addresses on any sane resolver, and
// refusing them early gives a clear error instead of a late one.
func checkName(h, shown string) error {
	for _, c := range h {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '.' || c == '_') {
			return fmt.Errorf("%w: %q contains %q; write international names in punycode (xn--...)", ErrForbiddenHost, shown, c)
		}
	}
	if strings.HasPrefix(h, ".") || strings.HasSuffix(h, ".") || strings.Contains(h, "..") {
		return fmt.Errorf("%w: %q has an empty label", ErrForbiddenHost, shown)
	}
	if isLocalhostName(h) {
		return fmt.Errorf("%w: %q names this machine", ErrForbiddenHost, shown)
	}
	for _, suffix := range privateSuffixes {
		if h == suffix || strings.HasSuffix(h, "."+suffix) {
			return fmt.Errorf("%w: %q is a private network name (.%s)", ErrForbiddenHost, shown, suffix)
		}
	}
	return nil
}

// privateSuffixes are special-use domains that never name a public host:
// internal (RFC 9476-style private use; metadata.google.internal),
// localdomain, local (mDNS, RFC 6762) and home.arpa (RFC 8375).
var privateSuffixes = []string{"internal", "localdomain", "local", "home.arpa"}

func isLocalhostName(h string) bool {
	return h == "localhost" || strings.HasSuffix(h, ".localhost") || h == "localhost.localdomain"
}
