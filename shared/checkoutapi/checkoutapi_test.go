package checkoutapi_test

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/paystead/paystead/shared/checkoutapi"
)

func TestDecisionWritesExactlyItsShape(t *testing.T) {
	t.Parallel()
	at := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name string
		in   checkoutapi.Decision
		want string
	}{
		{"Allow", checkoutapi.Decision{Decision: checkoutapi.DecisionAllow, ScreenedAt: &at, TTLSeconds: 86400, Reason: "ignored"},
			`{"decision":"allow","screenedAt":"2026-03-01T12:00:00Z","ttlSeconds":86400}`},
		{"AllowWritesZeroFields", checkoutapi.Decision{Decision: checkoutapi.DecisionAllow},
			`{"decision":"allow","screenedAt":"0001-01-01T00:00:00Z","ttlSeconds":0}`},
		{"Review", checkoutapi.Decision{Decision: checkoutapi.DecisionReview, TicketID: "t-1", SupportContact: "help@shop.example", Code: "ignored"},
			`{"decision":"review","ticketId":"t-1","reason":"","supportContact":"help@shop.example"}`},
		{"Reject", checkoutapi.Decision{Decision: checkoutapi.DecisionReject, Code: checkoutapi.RejectSanctionedWallet, Reason: "sanctioned", TTLSeconds: 5},
			`{"decision":"reject","code":"SANCTIONED_WALLET","reason":"sanctioned"}`},
		{"UnknownIsReject", checkoutapi.Decision{Decision: "maybe", Code: checkoutapi.RejectHighRiskWallet},
			`{"decision":"reject","code":"HIGH_RISK_WALLET","reason":""}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got, err := json.Marshal(tc.in)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tc.want {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
		})
	}

	t.Run("ReadsBack", func(t *testing.T) {
		t.Parallel()
		in := checkoutapi.Decision{Decision: checkoutapi.DecisionAllow, ScreenedAt: &at, TTLSeconds: 86400}
		b, _ := json.Marshal(in)
		var out checkoutapi.Decision
		if err := json.Unmarshal(b, &out); err != nil {
			t.Fatal(err)
		}
		if out.Decision != in.Decision || !out.ScreenedAt.Equal(at) || out.TTLSeconds != in.TTLSeconds {
			t.Errorf("read back %+v", out)
		}
	})
}
