package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"strconv"
	"strings"
	"time"
)

// signatureTolerance is how far a delivery's timestamp may be from our
// clock (docs/webhooks.md: 5 minutes). Older deliveries are replays.
const signatureTolerance = 5 * time.Minute

var (
	errMalformedSignature = errors.New("malformed Paystead-Signature header: want t=<unix seconds>,v1=<hex digest>")
	errStaleSignature     = errors.New("the Paystead-Signature timestamp is more than 5 minutes from our clock")
	errBadSignature       = errors.New("no v1 digest in Paystead-Signature matches our webhook secret")
)

// verifySignature checks a delivery's Paystead-Signature header against
// its raw body, as docs/webhooks.md says: the header is
// "t=<unix seconds>,v1=<hex>[,v1=<hex>…]" and each v1 is
// hex(HMAC-SHA256(secret, t + "." + body)). One v1 per active secret is
// sent while a rotated secret is still valid; any one matching is enough.
func verifySignature(header string, body []byte, secret string, now time.Time) error {
	var timestamp string
	var digests [][]byte
	for _, part := range strings.Split(header, ",") {
		key, value, ok := strings.Cut(strings.TrimSpace(part), "=")
		if !ok {
			continue
		}
		switch key {
		case "t":
			timestamp = value
		case "v1":
			// A digest that is not hex can never match: skip it rather
			// than refuse a header whose other digest may.
			if d, err := hex.DecodeString(value); err == nil {
				digests = append(digests, d)
			}
		}
	}
	if timestamp == "" || len(digests) == 0 || strings.Trim(timestamp, "0123456789") != "" {
		return errMalformedSignature
	}
	seconds, err := strconv.ParseInt(timestamp, 10, 64)
	if err != nil {
		return errMalformedSignature
	}
	if age := now.Sub(time.Unix(seconds, 0)); age > signatureTolerance || age < -signatureTolerance {
		return errStaleSignature
	}

	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(timestamp))
	mac.Write([]byte{'.'})
	mac.Write(body)
	want := mac.Sum(nil)
	for _, d := range digests {
		if hmac.Equal(d, want) { // constant time
			return nil
		}
	}
	return errBadSignature
}
