// Package mail sends the email a Paystead sends when its operator
// configures an SMTP server: the receipt a customer asked for, and the
// alerts a merchant asked for (a wallet waiting for review, a webhook
// endpoint failing). Nothing is sent from a request: each email is written
// to an outbox in the database first (once per reason, by a key), and a
// relay sends what is due, retrying a server that is down and giving up on
// an address the server refuses for good. Without SMTP settings there is
// no relay and nothing is queued.
package mail

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	netmail "net/mail"
	"net/url"
	"strconv"
	"strings"
	"time"

	gomail "github.com/wneessen/go-mail"
)

// TLS is how the connection to the SMTP server is protected.
type TLS string

const (
	// Implicit is TLS from the first byte (smtps://, usually port 465).
	Implicit TLS = "implicit"
	// StartTLS upgrades the connection and refuses a server that cannot
	// (smtp://, usually port 587). The default.
	StartTLS TLS = "starttls"
	// None sends in the clear: only to a relay on this machine
	// (smtp://127.0.0.1:25?tls=none).
	None TLS = "none"
)

// Settings say where and how email is sent.
type Settings struct {
	Host               string
	Port               int
	Username, Password string // both empty: no AUTH
	TLS                TLS
	// From is the sender, e.g. "Paystead <receipts@pay.example.com>".
	From string
}

// ParseSettings reads PAYSTEAD_SMTP_URL's form:
// smtp[s]://[user[:password]@]host[:port][?tls=none], and the From
// address. The password may be percent-encoded.
func ParseSettings(rawURL, from string) (Settings, error) {
	u, err := url.Parse(rawURL)
	if err != nil || u.Host == "" || u.Opaque != "" {
		return Settings{}, errors.New("want smtp://user:password@host:port or smtps://…")
	}
	s := Settings{Host: u.Hostname()}
	switch u.Scheme {
	case "smtps":
		s.TLS, s.Port = Implicit, 465
	case "smtp":
		s.TLS, s.Port = StartTLS, 587
	default:
		return Settings{}, fmt.Errorf("scheme %q: want smtp or smtps", u.Scheme)
	}
	if p := u.Port(); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > 65535 {
			return Settings{}, fmt.Errorf("port %q", p)
		}
		s.Port = n
	}
	if u.User != nil {
		s.Username = u.User.Username()
		s.Password, _ = u.User.Password()
	}
	q := u.Query()
	for k := range q {
		if k != "tls" {
			return Settings{}, fmt.Errorf("unknown parameter %q (only tls=none)", k)
		}
	}
	switch q.Get("tls") {
	case "":
	case "none":
		if u.Scheme != "smtp" {
			return Settings{}, errors.New("tls=none with smtps")
		}
		if !isLoopback(s.Host) {
			return Settings{}, fmt.Errorf("tls=none sends in the clear: only to a relay on this machine, not %s", s.Host)
		}
		s.TLS = None
	default:
		return Settings{}, fmt.Errorf("tls=%q: only none", q.Get("tls"))
	}
	addr, err := netmail.ParseAddress(from)
	if err != nil {
		return Settings{}, fmt.Errorf("PAYSTEAD_EMAIL_FROM %q is not an address: %w", from, err)
	}
	s.From = addr.String()
	return s, nil
}

func isLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// Message is one plain-text email.
type Message struct {
	To      string
	Subject string
	Text    string
	// ReplyTo, when set, is where a reply goes (a receipt's merchant).
	ReplyTo string
}

// Sender sends one message. A refusal the server says is final (a 5xx:
// no such mailbox, a message it will never take) is a *Refused.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

// Refused is a final refusal: sending again cannot succeed.
type Refused struct{ Err error }

func (r *Refused) Error() string { return "refused for good: " + r.Err.Error() }
func (r *Refused) Unwrap() error { return r.Err }

// SMTP sends through one SMTP server, a connection per message.
type SMTP struct {
	settings Settings
	// tlsConfig checks the server's certificate: against the system's
	// roots, or a test's own (WithTLSConfig).
	tlsConfig *tls.Config
}

// NewSMTP returns a sender for s.
func NewSMTP(s Settings) *SMTP {
	return &SMTP{settings: s, tlsConfig: &tls.Config{ServerName: s.Host, MinVersion: tls.VersionTLS12}}
}

// WithTLSConfig replaces the TLS configuration (a test's own roots).
func (c *SMTP) WithTLSConfig(cfg *tls.Config) *SMTP {
	cp := *c
	cp.tlsConfig = cfg
	return &cp
}

// Send delivers m, within ctx and at most 30 seconds.
func (c *SMTP) Send(ctx context.Context, m Message) error {
	msg := gomail.NewMsg()
	if err := msg.From(c.settings.From); err != nil {
		return &Refused{Err: fmt.Errorf("sender %q: %w", c.settings.From, err)}
	}
	if err := msg.To(m.To); err != nil {
		return &Refused{Err: fmt.Errorf("recipient %q: %w", m.To, err)}
	}
	if m.ReplyTo != "" {
		if err := msg.ReplyTo(m.ReplyTo); err != nil {
			return &Refused{Err: fmt.Errorf("reply-to %q: %w", m.ReplyTo, err)}
		}
	}
	msg.Subject(m.Subject)
	msg.SetMessageID()
	msg.SetDate()
	// Sent by a machine: no out-of-office replies to it (RFC 3834).
	msg.SetGenHeader("Auto-Submitted", "auto-generated")
	msg.SetBodyString(gomail.TypeTextPlain, m.Text)

	opts := []gomail.Option{gomail.WithPort(c.settings.Port), gomail.WithTimeout(30 * time.Second), gomail.WithTLSConfig(c.tlsConfig)}
	switch c.settings.TLS {
	case Implicit:
		opts = append(opts, gomail.WithSSL())
	case None:
		opts = append(opts, gomail.WithTLSPolicy(gomail.NoTLS))
	default:
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSMandatory))
	}
	if c.settings.Username != "" || c.settings.Password != "" {
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthAutoDiscover),
			gomail.WithUsername(c.settings.Username), gomail.WithPassword(c.settings.Password))
	}
	client, err := gomail.NewClient(c.settings.Host, opts...)
	if err != nil {
		return fmt.Errorf("smtp client: %w", err)
	}
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if err := client.DialAndSendWithContext(ctx, msg); err != nil {
		var se *gomail.SendError
		if errors.As(err, &se) && !se.IsTemp() && se.ErrorCode() >= 500 {
			return &Refused{Err: err}
		}
		return err
	}
	return nil
}

// Redacted is the settings for a log line: the password never.
func (s Settings) Redacted() string {
	user := ""
	if s.Username != "" {
		user = s.Username + ":***@"
	}
	return fmt.Sprintf("%s %s%s:%d from %s", s.TLS, user, s.Host, s.Port, strings.TrimSpace(s.From))
}
