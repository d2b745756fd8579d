package webhook

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestSignAndVerify(t *testing.T) {
	now := time.Now()
	body := []byte(`{"id":"evt_1","type":"invoice.paid"}`)
	secret := NewSecret()
	h := Sign(now, body, secret)
	require.Regexp(t, `^t=\d+,v1=[0-9a-f]{64}$`, h)
	require.NoError(t, Verify(h, body, secret, 5*time.Minute, now))
	require.ErrorIs(t, Verify(h, []byte(`{"id":"evt_1","type":"invoice.refunded"}`), secret, 5*time.Minute, now), ErrNoMatch, "tampered body")
	require.ErrorIs(t, Verify(Sign(now.Add(-10*time.Minute), body, secret), body, secret, 5*time.Minute, now), ErrOldTimestamp)
	require.ErrorIs(t, Verify(h, body, NewSecret(), 5*time.Minute, now), ErrNoMatch)
	require.ErrorIs(t, Verify("v1=abc", body, secret, 5*time.Minute, now), ErrBadHeader)

	old, current := NewSecret(), NewSecret()
	both := Sign(now, body, current, old)
	require.Equal(t, 2, strings.Count(both, "v1="))
	require.NoError(t, Verify(both, body, old, time.Minute, now))
	require.NoError(t, Verify(both, body, current, time.Minute, now))
}

func TestBackoffSpansAboutThreeDays(t *testing.T) {
	var total time.Duration
	for attempt := 1; attempt < MaxAttempts; attempt++ {
		d := Backoff(attempt)
		require.Positive(t, d)
		require.LessOrEqual(t, d, maxDelay+maxDelay/4)
		total += d
	}
	require.Greater(t, total, 55*time.Hour)
	require.Less(t, total, 100*time.Hour)
}

type fakeResolver map[string][]netip.Addr

func (f fakeResolver) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	return f[host], nil
}

func TestClientRefusesForbiddenDestinations(t *testing.T) {
	var hits atomic.Int32
	target := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { hits.Add(1) }))
	defer target.Close()
	port := target.Listener.Addr().(interface{ AddrPort() netip.AddrPort }).AddrPort().Port()
	resolver := fakeResolver{
		"loopback.example.com": {netip.MustParseAddr("127.0.0.1")},
		"mixed.example.com":    {netip.MustParseAddr("93.184.215.14"), netip.MustParseAddr("10.1.2.3")},
		"metadata.example.com": {netip.MustParseAddr("169.254.169.254")},
	}
	strict := NewClient(false, resolver)
	for _, host := range []string{"127.0.0.1", "[::1]", "10.0.0.1", "169.254.169.254", "localhost",
		"loopback.example.com", "mixed.example.com", "metadata.example.com", "[::ffff:127.0.0.1]"} {
		u := "http://" + host + ":" + strconv.Itoa(int(port)) + "/hook"
		res := strict.Post(context.Background(), u, nil, []byte(`{}`))
		require.Error(t, res.Err, "%s is refused", u)
		require.Zero(t, res.StatusCode)
		if _, named := resolver[host]; named {
			// Refused for what it resolves to, any address of it, before a dial.
			require.ErrorContains(t, res.Err, host+" resolves to a forbidden address")
		}
	}
	require.Zero(t, hits.Load(), "nothing reached the loopback target")

	t.Run("DevModeReachesLoopbackAndNothingElsePrivate", func(t *testing.T) {
		resolver := fakeResolver{
			"loopback.example.com": {netip.MustParseAddr("127.0.0.1")},
			"half.example.com":     {netip.MustParseAddr("127.0.0.1"), netip.MustParseAddr("192.168.1.20")},
		}
		var local atomic.Int32
		receiver := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { local.Add(1) }))
		defer receiver.Close()
		port := strconv.Itoa(int(receiver.Listener.Addr().(interface{ AddrPort() netip.AddrPort }).AddrPort().Port()))
		dev := NewClient(true, resolver)
		for _, host := range []string{"127.0.0.1", "loopback.example.com", "[::ffff:127.0.0.1]"} {
			res := dev.Post(context.Background(), "http://"+host+":"+port+"/hook", nil, []byte(`{}`))
			require.NoError(t, res.Err, host)
		}
		require.EqualValues(t, 3, local.Load())
		res := dev.Post(context.Background(), "http://half.example.com:"+port+"/hook", nil, []byte(`{}`))
		require.ErrorContains(t, res.Err, "half.example.com resolves to a forbidden address")
		require.EqualValues(t, 3, local.Load())
	})

	t.Run("RedirectIsNotFollowed", func(t *testing.T) {
		redirector := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, target.URL+"/internal", http.StatusFound)
		}))
		defer redirector.Close()
		res := NewClient(true, nil).Post(context.Background(), redirector.URL, nil, []byte(`{}`))
		require.Error(t, res.Err)
		require.Equal(t, http.StatusFound, res.StatusCode)
		require.Zero(t, hits.Load(), "the redirect target was never requested")
	})

	t.Run("TimeoutIsAFailure", func(t *testing.T) {
		slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			time.Sleep(300 * time.Millisecond)
		}))
		defer slow.Close()
		c := NewClient(true, nil)
		c.Timeout = 50 * time.Millisecond
		res := c.Post(context.Background(), slow.URL, nil, []byte(`{}`))
		require.Error(t, res.Err)
	})
}

// A burst of concurrent deliveries to one endpoint leaves its connections
// open for the next burst, which dials none anew.
func TestClientKeepsABurstsConnections(t *testing.T) {
	var dialled atomic.Int64
	release := make(chan struct{})
	var arrived atomic.Int64
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// Every request of a burst is in flight at once: the burst
		// needs as many connections as it has deliveries.
		if arrived.Add(1)%burst == 0 {
			close(release)
		}
		<-release
	}))
	srv.Config.ConnState = func(_ net.Conn, s http.ConnState) {
		if s == http.StateNew {
			dialled.Add(1)
		}
	}
	srv.Start()
	t.Cleanup(srv.Close)
	c := NewClient(true, nil)
	for round := range 2 {
		release = make(chan struct{})
		var wg sync.WaitGroup
		for range burst {
			wg.Go(func() {
				res := c.Post(context.Background(), srv.URL+"/hooks", nil, []byte(`{}`))
				require.NoError(t, res.Err)
			})
		}
		wg.Wait()
		require.EqualValues(t, burst, dialled.Load(), "round %d: the first burst's connections serve the second", round)
	}
}

// burst is TestClientKeepsABurstsConnections' number of concurrent deliveries.
const burst = 32

func TestCheckURL(t *testing.T) {
	for _, u := range []string{"http://127.0.0.1/", "http://[::1]/", "http://10.0.0.1/", "http://169.254.169.254/",
		"http://0x7f.1/", "http://localhost/", "http://foo.internal/", "ftp://example.com/", "example.com/hook"} {
		_, err := CheckURL(u, false)
		require.Error(t, err, u)
	}
	_, err := CheckURL("https://hooks.example.com/paystead", false)
	require.NoError(t, err)
	_, err = CheckURL("http://127.0.0.1:8080/hook", true)
	require.NoError(t, err, "dev mode allows loopback")
	_, err = CheckURL("http://10.0.0.1/hook", true)
	require.Error(t, err, "dev mode allows loopback only")
}
