package e2e

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/merchantapi"
)

// TestRowButtonsActOnTheirRow acts twice on the row in the same position
// of a dashboard list: once the first item is gone, that row shows the
// next one, and its button must act on the item it shows. go-app keeps an
// element's click handler when a re-render hands it a function of the
// same code, unless the handler's scope (the row's item) changed.
func TestRowButtonsActOnTheirRow(t *testing.T) {
	reviewKeys := []*ecdsa.PrivateKey{newKey(t), newKey(t), newKey(t)}
	var list strings.Builder
	for _, k := range reviewKeys {
		fmt.Fprintf(&list, "%s review asked by the merchant's risk team\n", crypto.PubkeyToAddress(k.PublicKey).Hex())
	}
	listFile := filepath.Join(t.TempDir(), "screening.txt")
	require.NoError(t, os.WriteFile(listFile, []byte(list.String()), 0o600))
	j := &journeys{env: startEnv(t, func(c *config.Config) {
		c.Compliance.Provider = "list"
		c.Compliance.ListFile = listFile
	})}
	j.browser = newBrowser(t)
	j.secret = j.App.Seed.SecretKey

	t.Run("RevokeKeyRevokesTheKeyTheRowShows", func(t *testing.T) {
		merchant := j.signIn(t, "/m/settings")
		acceptConfirms(merchant)
		labels := []string{"rows one", "rows two", "rows three"}
		for _, label := range labels {
			merchant.setValue("#key-label", label)
			merchant.setValue("#key-kind", "secret")
			merchant.click("#create-key")
			merchant.waitFor(30*time.Second, "the key "+label+" in the list",
				fmt.Sprintf(`Array.from(document.querySelectorAll("#keys tr[data-key-id]")).some(r => r.cells[0].innerText.trim() === %q)`, label))
		}
		// The demo merchant's own keys share the table; act in the row of
		// the first new one, twice.
		rows := rowList{sel: "#keys tr[data-key-id]", key: "keyId", button: "button[data-revoke]"}
		i := merchant.rowWith(rows, func(label string) bool { return slices.Contains(labels, label) })
		revoked := func(id string) bool {
			var keys merchantapi.KeyList
			merchant.fetchJSON("/api/merchant/keys", &keys)
			return slices.ContainsFunc(keys.Keys, func(k merchantapi.APIKey) bool { return k.ID == id && k.RevokedAt != nil })
		}
		for range 2 {
			label := merchant.rowLabel(rows, i)
			merchant.actOnRow(rows, i, revoked)
			asked := merchant.confirms()
			require.Contains(t, asked[len(asked)-1], label, "the confirmation names the key the row shows")
		}
	})

	t.Run("RemoveOriginRemovesTheOriginTheRowShows", func(t *testing.T) {
		merchant := j.signIn(t, "/m/settings")
		added := []string{"https://one.rows.example", "https://two.rows.example", "https://three.rows.example"}
		for _, o := range added {
			merchant.setValue("#origin-input", o)
			merchant.click("#add-origin")
			merchant.waitFor(30*time.Second, o+" in the list", fmt.Sprintf(`document.querySelector('#origins li[data-origin=%q]')`, o))
		}
		// The server's own origin stays (the next test's invoices
		// return to it); act in the row of the first new one, twice.
		rows := rowList{sel: "#origins li[data-origin]", key: "origin", button: "button[data-remove-origin]"}
		before := merchant.rowIDs(rows)
		i := merchant.rowWith(rows, func(label string) bool { return slices.Contains(added, label) })
		var saved merchantapi.Origins
		removed := func(o string) bool {
			merchant.fetchJSON("/api/merchant/origins", &saved)
			return !slices.Contains(saved.Origins, o)
		}
		var gone []string
		for range 2 {
			gone = append(gone, merchant.actOnRow(rows, i, removed))
		}
		want := slices.DeleteFunc(slices.Clone(before), func(o string) bool { return slices.Contains(gone, o) })
		require.ElementsMatch(t, want, saved.Origins)
	})

	t.Run("DeleteEndpointDeletesTheEndpointTheRowShows", func(t *testing.T) {
		merchant := j.signIn(t, "/m/settings")
		acceptConfirms(merchant)
		for _, u := range []string{"http://127.0.0.1:9/rows-one", "http://127.0.0.1:9/rows-two", "http://127.0.0.1:9/rows-three"} {
			merchant.setValue("#webhook-url", u)
			merchant.click("#add-webhook")
			merchant.waitFor(30*time.Second, u+" in the list",
				fmt.Sprintf(`Array.from(document.querySelectorAll("#webhooks li[data-endpoint-id]")).some(li => li.innerText.includes(%q))`, u))
		}
		rows := rowList{sel: "#webhooks li[data-endpoint-id]", key: "endpointId", button: "button[data-delete-endpoint]"}
		before := merchant.rowIDs(rows)
		api, err := sdk.NewClient(j.secret, sdk.WithBaseURL(j.URL))
		require.NoError(t, err)
		var left []string
		deleted := func(id string) bool {
			eps, err := api.WebhookEndpoints(context.Background())
			require.NoError(t, err)
			left = left[:0]
			for _, ep := range eps {
				left = append(left, ep.ID)
			}
			return !slices.Contains(left, id)
		}
		var gone []string
		for range 2 {
			gone = append(gone, merchant.actOnRow(rows, 0, deleted))
		}
		want := slices.DeleteFunc(slices.Clone(before), func(id string) bool { return slices.Contains(gone, id) })
		require.ElementsMatch(t, want, left)
	})

	t.Run("ApproveAndDenyDecideTheTicketTheRowShows", func(t *testing.T) {
		checkout, err := sdk.NewPageClient(j.URL)
		require.NoError(t, err)
		authorize := func(invoiceID string, k *ecdsa.PrivateKey) string {
			d, err := checkout.Authorize(context.Background(), checkoutapi.AuthorizeRequest{
				InvoiceID: invoiceID, Address: crypto.PubkeyToAddress(k.PublicKey).Hex(),
			})
			require.NoError(t, err)
			return d.Decision
		}
		var invoices []string
		for _, k := range reviewKeys {
			inv := j.createInvoice(t, j.secret, 1, sdk.USDC)
			require.Equal(t, "review", authorize(inv.InvoiceID, k))
			invoices = append(invoices, inv.InvoiceID)
		}

		merchant := j.signIn(t, "/m/compliance")
		approve := rowList{sel: "#review-queue tr[data-ticket-id]", key: "ticketId", button: "button[data-approve]"}
		deny := approve
		deny.button = "button[data-deny]"
		merchant.waitFor(30*time.Second, "three tickets in the queue", fmt.Sprintf(`document.querySelectorAll(%q).length === 3`, approve.sel))
		before := merchant.rowIDs(approve)
		var overview merchantapi.Compliance
		decided := func(id string) bool {
			overview = merchantapi.Compliance{}
			merchant.fetchJSON("/api/merchant/compliance", &overview)
			return !slices.ContainsFunc(overview.Queue, func(q merchantapi.ReviewTicket) bool { return q.TicketID == id })
		}
		require.Equal(t, before[0], merchant.actOnRow(approve, 0, decided))
		require.Equal(t, before[1], merchant.actOnRow(deny, 0, decided), "the queue is oldest first")
		require.Len(t, overview.Queue, 1)
		require.Equal(t, before[2], overview.Queue[0].TicketID)

		require.Equal(t, "allow", authorize(invoices[0], reviewKeys[0]), "the first wallet was approved")
		require.Equal(t, "reject", authorize(invoices[1], reviewKeys[1]), "the second wallet was denied")
		require.Equal(t, "review", authorize(invoices[2], reviewKeys[2]), "the third wallet waits")
	})
}

// rowList is a list of the dashboard: its rows (sel), the data attribute
// naming a row's item (key, in its dataset spelling: keyId for
// data-key-id) and the row's button under test.
type rowList struct{ sel, key, button string }

// actOnRow clicks the button of row i and waits until done holds for the
// item the row showed, which it returns.
func (tb *tab) actOnRow(rows rowList, i int, done func(id string) bool) string {
	tb.t.Helper()
	ids := tb.rowIDs(rows)
	require.Less(tb.t, i, len(ids), "row %d of %s", i, rows.sel)
	shown := ids[i]
	tb.waitFor(30*time.Second, fmt.Sprintf("%s in row %d of %s to be clickable", rows.button, i, rows.sel), fmt.Sprintf(
		`(() => { const r = document.querySelectorAll(%q)[%d]; const b = r && r.querySelector(%q); if (!b || b.disabled || r.dataset[%q] !== %q) return false; b.focus(); b.click(); return true; })()`,
		rows.sel, i, rows.button, rows.key, shown))
	require.True(tb.t, eventually(15*time.Second, func() bool { return done(shown) }),
		"%s in the row showing %s acted on it; the rows now show %q; the page asked: %q", rows.button, shown, tb.rowIDs(rows), tb.confirms())
	tb.waitFor(30*time.Second, shown+" to leave the list", fmt.Sprintf(
		`!Array.from(document.querySelectorAll(%q)).some(r => r.dataset[%q] === %q)`, rows.sel, rows.key, shown))
	return shown
}

// rowWith is the index of the first row whose first cell's text
// satisfies ok.
func (tb *tab) rowWith(rows rowList, ok func(label string) bool) int {
	tb.t.Helper()
	for i := range tb.rowIDs(rows) {
		if ok(tb.rowLabel(rows, i)) {
			return i
		}
	}
	tb.t.Fatalf("no row of %s is one of the test's", rows.sel)
	return -1
}

// acceptConfirms answers yes to the page's confirmation dialogs and keeps
// their questions (confirms reads them).
func acceptConfirms(tb *tab) {
	tb.t.Helper()
	tb.run(5*time.Second, chromedp.Evaluate(`window.__confirms = []; window.confirm = q => { window.__confirms.push(String(q)); return true; }; true`, nil))
}

// confirms are the questions the page has asked since acceptConfirms.
func (tb *tab) confirms() []string {
	tb.t.Helper()
	var asked []string
	tb.run(5*time.Second, chromedp.Evaluate(`window.__confirms || []`, &asked))
	return asked
}

// rowIDs reads the item of every row, in the page's order.
func (tb *tab) rowIDs(rows rowList) []string {
	tb.t.Helper()
	var ids []string
	tb.run(5*time.Second, chromedp.Evaluate(fmt.Sprintf(`Array.from(document.querySelectorAll(%q)).map(r => r.dataset[%q])`, rows.sel, rows.key), &ids))
	return ids
}

// rowLabel is the text of row i's first element (a key's label, an
// origin).
func (tb *tab) rowLabel(rows rowList, i int) string {
	tb.t.Helper()
	var s string
	tb.run(5*time.Second, chromedp.Evaluate(fmt.Sprintf(`(() => { const r = document.querySelectorAll(%q)[%d]; return r ? r.firstElementChild.innerText.trim() : ""; })()`, rows.sel, i), &s))
	return s
}

// fetchJSON reads path with the page's session and decodes the answer
// into out.
func (tb *tab) fetchJSON(path string, out any) {
	tb.t.Helper()
	var raw string
	tb.run(10*time.Second, chromedp.Evaluate(fmt.Sprintf(`fetch(%q, {credentials: "same-origin"}).then(r => r.text())`, path), &raw,
		func(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }))
	require.NoError(tb.t, json.Unmarshal([]byte(raw), out), "GET %s: %s", path, raw)
}

// eventually polls ok until it holds or timeout passes.
func eventually(timeout time.Duration, ok func() bool) bool {
	deadline := time.Now().Add(timeout)
	for {
		if ok() {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(200 * time.Millisecond)
	}
}
