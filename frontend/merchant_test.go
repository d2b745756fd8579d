package frontend

import (
	"encoding/xml"
	"errors"
	"math/big"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
)

func TestBarHeights(t *testing.T) {
	t.Parallel()
	n := func(s string) *big.Int { v, _ := new(big.Int).SetString(s, 10); return v }
	for _, tc := range []struct {
		name  string
		units []*big.Int
		want  []int
	}{
		{"AllZero", []*big.Int{n("0"), n("0")}, []int{0, 0}},
		{"TallestFillsThePlot", []*big.Int{n("50"), n("100"), n("0")}, []int{78, 156, 0}},
		{"TinyStaysVisible", []*big.Int{n("1"), n("1000000000")}, []int{1, 156}},
		// uint256-sized sums do not overflow.
		{"Huge", []*big.Int{n("115792089237316195423570985008687907853269984665640564039457584007913129639935"), n("57896044618658097711785492504343953926634992332820282019728792003956564819967")}, []int{156, 77}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := barHeights(tc.units, 156)
			if len(got) != len(tc.want) {
				t.Fatalf("got %v", got)
			}
			for i := range got {
				if got[i] != tc.want[i] {
					t.Fatalf("barHeights = %v, want %v", got, tc.want)
				}
			}
		})
	}
}

func TestMaturityChartSVG(t *testing.T) {
	t.Parallel()
	from := time.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC)
	tr := &sdk.Treasury{}
	for i := 0; i < 7; i++ {
		day := sdk.MaturityDay{From: from.AddDate(0, 0, i), To: from.AddDate(0, 0, i+1), Tokens: map[string]sdk.TokenTotals{}}
		if i == 2 {
			day.Tokens["USDC"] = sdk.TokenTotals{Count: 2, Amount: "19.990001", AmountUnits: "19990001"}
		}
		tr.Maturities = append(tr.Maturities, day)
	}
	days := maturityDays(i18n.English, tr)
	if len(days) != 7 || days[2].Amount != "19.990001" || days[0].Amount != "0" || days[0].Label != "Mon 2 Mar" {
		t.Fatalf("days = %+v", days)
	}
	chart := maturityChartHTML(i18n.English, days, "USDC <&>")

	// Well-formed markup, each day a bar with its exact amount.
	var doc struct {
		XMLName xml.Name
		ID      string `xml:"id,attr"`
		Role    string `xml:"role,attr"`
		Label   string `xml:"aria-label,attr"`
		Days    []struct {
			Plot []struct {
				Class  string `xml:"class,attr"`
				Text   string `xml:",chardata"`
				Style  string `xml:"style,attr"`
				Amount string `xml:"data-amount,attr"`
			} `xml:"div>span"`
			Label struct {
				Parts []string `xml:"span"`
			} `xml:"span"`
		} `xml:"div"`
	}
	if err := xml.Unmarshal([]byte(chart), &doc); err != nil {
		t.Fatalf("not well-formed: %v\n%s", err, chart)
	}
	if doc.XMLName.Local != "div" || doc.ID != "maturity-chart" || doc.Role != "img" {
		t.Errorf("root = %s#%s role %q", doc.XMLName.Local, doc.ID, doc.Role)
	}
	for _, want := range []string{"USDC <&> maturing day by day", "Mon 2 Mar to Sun 8 Mar.", "Wed 4 Mar: 19.990001 USDC <&>"} {
		if !strings.Contains(doc.Label, want) {
			t.Errorf("label %q lacks %q", doc.Label, want)
		}
	}
	if len(doc.Days) != 7 {
		t.Fatalf("days = %+v", doc.Days)
	}
	if tall, flat := doc.Days[2].Plot[1], doc.Days[0].Plot[1]; tall.Style != "height:80%" || tall.Amount != "19.990001" || flat.Style != "height:0%" {
		t.Errorf("bars = %+v, %+v", tall, flat)
	}
	if v := doc.Days[2].Plot[0]; v.Class != "value" || v.Text != "19.99" || !slices.Equal(doc.Days[2].Label.Parts, []string{"Wed", "4", "Mar"}) {
		t.Errorf("day 2 reads %+v, %q", doc.Days[2].Plot, doc.Days[2].Label.Parts)
	}
}

func TestCompactAmount(t *testing.T) {
	t.Parallel()
	for units, want := range map[string]string{
		"0": "0", "1": "0", "19990001": "19.99", "999999999": "999.99", "1000000000": "1k", "1234000001": "1.2k",
		"12345000000": "12k", "999999000000": "999k", "1000000000000": "1M", "2500000000000": "2.5M", "123456000000000": "123M",
	} {
		n, _ := new(big.Int).SetString(units, 10)
		if got := compactAmount(n); got != want {
			t.Errorf("compactAmount(%s) = %q, want %q", units, got, want)
		}
	}
}

func TestTreasuryAmounts(t *testing.T) {
	t.Parallel()
	tr := &sdk.Treasury{Tokens: map[string]map[string]sdk.TokenTotals{
		"EURC": {"pending": {Count: 1, Amount: "5"}},
		"USDC": {"pending": {Count: 3, Amount: "1234.000001"}, "matured": {Count: 1, Amount: "0.1"}},
	}}
	// Escrow holds USDC whatever the customer paid in: totals add up.
	pendingAll := stateTotals(&sdk.Treasury{Tokens: map[string]map[string]sdk.TokenTotals{
		"EURC": {"pending": {Count: 1, Amount: "5", AmountUnits: "5000000"}},
		"USDC": {"pending": {Count: 3, Amount: "1234.000001", AmountUnits: "1234000001"}},
	}}, "pending")
	if units, count := sumTotals(pendingAll); units.String() != "1239000001" || count != 4 {
		t.Errorf("sumTotals = %s, %d", units, count)
	}
	if got := paidInNote(i18n.English, pendingAll); got != "of which 5 paid in EURC" {
		t.Errorf("paidInNote = %q", got)
	}
	if got := paidInNote(i18n.English, map[string]sdk.TokenTotals{"USDC": {Amount: "1"}}); got != "" {
		t.Errorf("paidInNote of USDC only = %q", got)
	}
	pending := tokenAmounts(stateTotals(tr, "pending"))
	if len(pending) != 2 || pending[0].Token != "USDC" || pending[0].Amount != "1234.000001" || pending[1].Amount != "5" {
		t.Errorf("pending = %+v", pending)
	}
	if got := tokenAmounts(stateTotals(tr, "claimed")); len(got) != 0 {
		t.Errorf("claimed = %+v", got)
	}
	if decimalOr0("") != "0" || decimalOr0("0.5") != "0.5" {
		t.Error("decimalOr0")
	}
	if got := formatTokenUnits(unitsOf("19990001")); got != "19.990001" {
		t.Errorf("formatTokenUnits = %s", got)
	}
	if got := unitsOf("-5"); got.Sign() != 0 {
		t.Error("a negative amount was accepted")
	}
	if got := unitsOf("garbage"); got.Sign() != 0 {
		t.Error("garbage was accepted")
	}
}

func TestClaimSummary(t *testing.T) {
	t.Parallel()
	for n, want := range map[int]string{0: "Nothing was claimable", 1: "Claiming 1 invoice ", 3: "Claiming 3 invoices"} {
		r := &sdk.ClaimResult{InvoiceIDs: make([]string, n)}
		if got := claimSummary(i18n.English, r); !strings.HasPrefix(got, want) {
			t.Errorf("claimSummary(%d) = %q", n, got)
		}
	}
}

func TestFormatting(t *testing.T) {
	t.Parallel()
	for secs, want := range map[int64]string{5: "under a minute", 125: "2 min", 3*3600 + 300: "3 h 5 min", 2*86400 + 7200: "2 d 2 h"} {
		if got := formatAge(i18n.English, secs); got != want {
			t.Errorf("formatAge(%d) = %q, want %q", secs, got, want)
		}
	}
	if got := formatTime(i18n.English, time.Date(2026, 3, 2, 9, 5, 0, 0, time.FixedZone("x", 3600))); got != "2 Mar 2026 08:05 UTC" {
		t.Errorf("formatTime = %q", got)
	}
	if formatTime(i18n.English, time.Time{}) != "—" {
		t.Error("zero time")
	}
	if got := (chainSettings{ID: 8453}).label(); got != "Base" {
		t.Errorf("label = %q", got)
	}
	if got := (chainSettings{ID: 8453, Name: "Base"}).label(); got != "Base" {
		t.Errorf("label = %q", got)
	}
	if got := shortHex("0x" + strings.Repeat("ab", 32)); got != "0xababab…abab" {
		t.Errorf("shortHex = %q", got)
	}
	if got := shortURL("https://shop.example.com/hook"); got != "shop.example.com/hook" {
		t.Errorf("shortURL = %q", got)
	}
	if got := shortURL("https://shop.example.com/hook?from=a" + strings.Repeat("é", 20)); got != "shop.example.com/hook?from=aééééé…" {
		t.Errorf("shortURL = %q", got)
	}
}

func TestDescribeError(t *testing.T) {
	t.Parallel()
	blocked := &sdk.ClientError{Code: sdk.CodeUnknown, Status: 403, ServerCode: apierr.MerchantPayoutBlocked, Message: "blocked"}
	if got := describeError(i18n.English, "Could not save the profile", blocked); !strings.Contains(got, "sanctions screening blocked this payout wallet") {
		t.Errorf("payout blocked: %q", got)
	}
	fields := &sdk.ClientError{Status: 400, ServerCode: apierr.BadBody, Message: "The body is invalid.", Fields: []apierr.FieldError{{Field: "url", Message: "resolves to a private address"}}, RequestID: "req_1"}
	if got := describeError(i18n.English, "Could not add the endpoint", fields); got != "Could not add the endpoint: The body is invalid. url: resolves to a private address. (request req_1)" {
		t.Errorf("fields: %q", got)
	}
	if got := describeError(i18n.English, "Could not sign in", &walletError{Code: walletUserRejected, Message: "User rejected"}); !strings.Contains(got, "you rejected the request") {
		t.Errorf("rejected: %q", got)
	}
	if got := describeError(i18n.English, "X", errors.New("boom")); got != "X: boom" {
		t.Errorf("plain: %q", got)
	}
	if !notSignedIn(&sdk.ClientError{Status: 401, ServerCode: apierr.NotSignedIn}) || notSignedIn(blocked) || notSignedIn(nil) {
		t.Error("notSignedIn")
	}
}

func TestRefundable(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 3, 5, 12, 0, 0, 0, time.UTC)
	later, earlier := now.Add(time.Hour), now.Add(-time.Second)
	text := func(s string) *string { return &s }
	for _, tc := range []struct {
		name string
		view invoiceapi.View
		want bool
	}{
		{"PaidInsideTheWindow", invoiceapi.View{Status: "paid", ClaimableAt: &later, Remaining: text("19.99")}, true},
		{"PartlyRefunded", invoiceapi.View{Status: "paid", ClaimableAt: &later, Refunded: text("5"), Remaining: text("14.99")}, true},
		{"WindowClosed", invoiceapi.View{Status: "paid", ClaimableAt: &earlier, Remaining: text("19.99")}, false},
		{"NothingRemains", invoiceapi.View{Status: "paid", ClaimableAt: &later, Remaining: text("0")}, false},
		{"Refunded", invoiceapi.View{Status: "refunded", Remaining: text("0")}, false},
		{"Unpaid", invoiceapi.View{Status: "open"}, false},
		{"Claimed", invoiceapi.View{Status: "claimed", ClaimableAt: &earlier, Remaining: text("0")}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := refundable(tc.view, now); got != tc.want {
				t.Errorf("refundable = %v, want %v", got, tc.want)
			}
		})
	}
}

func TestFormMetadata(t *testing.T) {
	md, refused := formMetadata(i18n.English, "order = A-1001\n\n  channel=shop \n")
	if refused != "" || len(md) != 2 || md["order"] != "A-1001" || md["channel"] != "shop" {
		t.Errorf("formMetadata = %v, %q", md, refused)
	}
	if md, refused := formMetadata(i18n.English, "   \n"); md != nil || refused != "" {
		t.Errorf("empty: %v, %q", md, refused)
	}
	if _, refused := formMetadata(i18n.English, "order=1\nno equals here"); !strings.Contains(refused, "line 2") {
		t.Errorf("refusal %q does not name line 2", refused)
	}
}
