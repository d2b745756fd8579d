// Package mailtest is a real SMTP server on loopback for tests
// (github.com/emersion/go-smtp): it takes STARTTLS with a certificate of
// its own, PLAIN authentication when given a user, and keeps every message
// it accepts, parsed. A recipient can be refused for good (550), as a
// mailbox that does not exist is.
package mailtest

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"io"
	"math/big"
	"mime"
	"mime/quotedprintable"
	"net"
	netmail "net/mail"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// Message is one accepted email.
type Message struct {
	From    string
	To      []string
	Header  netmail.Header
	Subject string // decoded
	Body    string // decoded from its transfer encoding
	// TLS says whether the message came over an encrypted connection.
	TLS bool
}

// Options shape the server.
type Options struct {
	// User and Password, when set, are required (AUTH PLAIN).
	User, Password string
	// Refuse lists recipients answered 550.
	Refuse []string
}

// Server is a running SMTP server.
type Server struct {
	Addr string
	// Roots trust the server's certificate (for the client's TLS config).
	Roots *x509.CertPool

	opts     Options
	mu       sync.Mutex
	messages []Message
	arrived  chan struct{}
}

// Start runs a server on 127.0.0.1 until the test ends.
func Start(t testing.TB, opts Options) *Server {
	t.Helper()
	cert, roots := selfSigned(t)
	s := &Server{Roots: roots, opts: opts, arrived: make(chan struct{}, 1000)}
	srv := smtp.NewServer(backend{s})
	srv.Domain = "mail.test"
	srv.TLSConfig = &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}
	srv.ReadTimeout = 10 * time.Second
	srv.WriteTimeout = 10 * time.Second
	srv.AllowInsecureAuth = false
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s.Addr = ln.Addr().String()
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })
	return s
}

// Messages are the messages accepted so far.
func (s *Server) Messages() []Message {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Message(nil), s.messages...)
}

// Wait waits up to d for a message that match accepts and returns it.
func (s *Server) Wait(t testing.TB, d time.Duration, what string, match func(Message) bool) Message {
	t.Helper()
	deadline := time.After(d)
	for {
		for _, m := range s.Messages() {
			if match(m) {
				return m
			}
		}
		select {
		case <-s.arrived:
		case <-deadline:
			t.Fatalf("no email %s within %s; got %d: %v", what, d, len(s.Messages()), subjects(s.Messages()))
			return Message{}
		}
	}
}

func subjects(ms []Message) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = strings.Join(m.To, ",") + ": " + m.Subject
	}
	return out
}

type backend struct{ s *Server }

func (b backend) NewSession(c *smtp.Conn) (smtp.Session, error) {
	return &session{s: b.s, conn: c}, nil
}

type session struct {
	s      *Server
	conn   *smtp.Conn
	authed bool
	from   string
	to     []string
}

func (ss *session) AuthMechanisms() []string {
	if ss.s.opts.User == "" {
		return nil
	}
	return []string{sasl.Plain}
}

func (ss *session) Auth(mech string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(identity, username, password string) error {
		if username != ss.s.opts.User || password != ss.s.opts.Password {
			return errors.New("invalid credentials")
		}
		ss.authed = true
		return nil
	}), nil
}

func (ss *session) Mail(from string, _ *smtp.MailOptions) error {
	if ss.s.opts.User != "" && !ss.authed {
		return smtp.ErrAuthRequired
	}
	ss.from = from
	return nil
}

func (ss *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	for _, r := range ss.s.opts.Refuse {
		if strings.EqualFold(r, to) {
			return &smtp.SMTPError{Code: 550, EnhancedCode: smtp.EnhancedCode{5, 1, 1}, Message: "No such mailbox"}
		}
	}
	ss.to = append(ss.to, to)
	return nil
}

func (ss *session) Data(r io.Reader) error {
	msg, err := netmail.ReadMessage(r)
	if err != nil {
		return err
	}
	raw, err := io.ReadAll(msg.Body)
	if err != nil {
		return err
	}
	body := string(raw)
	if strings.EqualFold(msg.Header.Get("Content-Transfer-Encoding"), "quoted-printable") {
		decoded, err := io.ReadAll(quotedprintable.NewReader(strings.NewReader(body)))
		if err != nil {
			return err
		}
		body = string(decoded)
	}
	subject, err := new(mime.WordDecoder).DecodeHeader(msg.Header.Get("Subject"))
	if err != nil {
		return err
	}
	_, isTLS := ss.conn.TLSConnectionState()
	ss.s.mu.Lock()
	ss.s.messages = append(ss.s.messages, Message{From: ss.from, To: ss.to, Header: msg.Header, Subject: subject,
		Body: strings.ReplaceAll(body, "\r\n", "\n"), TLS: isTLS})
	ss.s.mu.Unlock()
	select {
	case ss.s.arrived <- struct{}{}:
	default:
	}
	return nil
}

func (ss *session) Reset()        { ss.from, ss.to = "", nil }
func (ss *session) Logout() error { return nil }

// selfSigned makes a certificate for 127.0.0.1 and the pool that trusts it.
func selfSigned(t testing.TB) (tls.Certificate, *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "mail.test"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(24 * time.Hour),
		IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)}, DNSNames: []string{"localhost"},
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		IsCA: true, BasicConstraintsValid: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	leaf, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AddCert(leaf)
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key, Leaf: leaf}, pool
}
