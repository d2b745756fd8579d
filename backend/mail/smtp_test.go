package mail_test

import (
	"context"
	"crypto/tls"
	"errors"
	"net"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/mail"
	"github.com/paystead/paystead/backend/mail/mailtest"
)

func TestParseSettings(t *testing.T) {
	s, err := mail.ParseSettings("smtp://receipts:p%40ss@smtp.example.com", "Paystead <receipts@pay.example.com>")
	require.NoError(t, err)
	require.Equal(t, mail.Settings{Host: "smtp.example.com", Port: 587, Username: "receipts", Password: "p@ss", TLS: mail.StartTLS,
		From: `"Paystead" <receipts@pay.example.com>`}, s)
	require.NotContains(t, s.Redacted(), "p@ss")

	s, err = mail.ParseSettings("smtps://smtp.example.com", "receipts@pay.example.com")
	require.NoError(t, err)
	require.Equal(t, mail.Implicit, s.TLS)
	require.Equal(t, 465, s.Port)

	s, err = mail.ParseSettings("smtp://127.0.0.1:25?tls=none", "receipts@pay.example.com")
	require.NoError(t, err)
	require.Equal(t, mail.None, s.TLS)
	require.Equal(t, 25, s.Port)

	for _, bad := range []struct{ url, from string }{
		{"smtp://smtp.example.com:25?tls=none", "a@b.example"}, // in the clear to another machine
		{"smtps://127.0.0.1?tls=none", "a@b.example"},
		{"smtp://smtp.example.com?tls=maybe", "a@b.example"},
		{"smtp://smtp.example.com?debug=1", "a@b.example"},
		{"http://smtp.example.com", "a@b.example"},
		{"smtp://smtp.example.com:0", "a@b.example"},
		{"smtp://smtp.example.com:99999", "a@b.example"},
		{"smtp.example.com", "a@b.example"},
		{"smtp://smtp.example.com", "not an address"},
		{"smtp://smtp.example.com", ""},
	} {
		_, err := mail.ParseSettings(bad.url, bad.from)
		require.Error(t, err, "%s from %q", bad.url, bad.from)
	}
}

// sender is an SMTP sender to srv with STARTTLS, trusting its certificate.
func sender(t *testing.T, srv *mailtest.Server, user, password string) *mail.SMTP {
	t.Helper()
	host, port, err := net.SplitHostPort(srv.Addr)
	require.NoError(t, err)
	p, err := strconv.Atoi(port)
	require.NoError(t, err)
	return mail.NewSMTP(mail.Settings{Host: host, Port: p, Username: user, Password: password, TLS: mail.StartTLS,
		From: "Paystead <receipts@pay.example.com>"}).
		WithTLSConfig(&tls.Config{RootCAs: srv.Roots, ServerName: host, MinVersion: tls.VersionTLS12})
}

func TestSMTPSendsOverStartTLSWithAuth(t *testing.T) {
	srv := mailtest.Start(t, mailtest.Options{User: "receipts", Password: "s3cret"})
	err := sender(t, srv, "receipts", "s3cret").Send(context.Background(), mail.Message{
		To: "ana@example.com", Subject: "Receipt from Café Ñandú: 25.00 USD", Text: "Amount paid 25.00 USD\nMerci, ¡gracias!\n",
		ReplyTo: "help@cafe.example",
	})
	require.NoError(t, err)
	got := srv.Messages()
	require.Len(t, got, 1)
	m := got[0]
	require.True(t, m.TLS, "sent after STARTTLS")
	require.Equal(t, "receipts@pay.example.com", m.From)
	require.Equal(t, []string{"ana@example.com"}, m.To)
	require.Equal(t, "Receipt from Café Ñandú: 25.00 USD", m.Subject, "a non-ASCII subject survives its encoding")
	require.Equal(t, "Amount paid 25.00 USD\nMerci, ¡gracias!\n", m.Body)
	require.Equal(t, "<help@cafe.example>", m.Header.Get("Reply-To"))
	require.Equal(t, "auto-generated", m.Header.Get("Auto-Submitted"))
	require.NotEmpty(t, m.Header.Get("Message-Id"))
	require.NotEmpty(t, m.Header.Get("Date"))
}

func TestSMTPFailures(t *testing.T) {
	srv := mailtest.Start(t, mailtest.Options{User: "receipts", Password: "s3cret", Refuse: []string{"gone@example.com"}})
	ctx := context.Background()

	// A mailbox the server refuses for good.
	err := sender(t, srv, "receipts", "s3cret").Send(ctx, mail.Message{To: "gone@example.com", Subject: "s", Text: "t"})
	var refused *mail.Refused
	require.ErrorAs(t, err, &refused, "%v", err)

	// Wrong credentials: the operator's to fix; not the recipient's fault, so retried.
	err = sender(t, srv, "receipts", "wrong").Send(ctx, mail.Message{To: "ana@example.com", Subject: "s", Text: "t"})
	require.Error(t, err)
	require.False(t, errors.As(err, &refused), "a bad login is retried, not given up: %v", err)

	// A certificate nobody trusts: STARTTLS is mandatory, so nothing is sent.
	host, port, _ := net.SplitHostPort(srv.Addr)
	p, _ := strconv.Atoi(port)
	untrusting := mail.NewSMTP(mail.Settings{Host: host, Port: p, Username: "receipts", Password: "s3cret", TLS: mail.StartTLS, From: "a@pay.example.com"})
	err = untrusting.Send(ctx, mail.Message{To: "ana@example.com", Subject: "s", Text: "t"})
	require.Error(t, err)

	// Nobody listening.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	closed := ln.Addr().(*net.TCPAddr).Port
	require.NoError(t, ln.Close())
	down := mail.NewSMTP(mail.Settings{Host: "127.0.0.1", Port: closed, TLS: mail.StartTLS, From: "a@pay.example.com"})
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	err = down.Send(ctx, mail.Message{To: "ana@example.com", Subject: "s", Text: "t"})
	require.Error(t, err)
	require.False(t, errors.As(err, &refused))

	require.Empty(t, srv.Messages())
	require.False(t, strings.Contains(err.Error(), "s3cret"))
}
