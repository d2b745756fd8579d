package checkoutapi_test

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/internal/wiretest"
)

func TestDecisionWritesExactlyItsShape(t *testing.T) {
	t.Parallel()
	at := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	wiretest.Run(t, []wiretest.Case{
		{Name: "Allow", In: checkoutapi.Decision{Decision: checkoutapi.DecisionAllow, ScreenedAt: &at, TTLSeconds: 86400, Reason: "ignored"},
			Want: `{"decision":"allow","screenedAt":"2026-03-01T12:00:00Z","ttlSeconds":86400}`},
		{Name: "AllowWritesZeroFields", In: checkoutapi.Decision{Decision: checkoutapi.DecisionAllow},
			Want: `{"decision":"allow","screenedAt":"0001-01-01T00:00:00Z","ttlSeconds":0}`},
		{Name: "Review", In: checkoutapi.Decision{Decision: checkoutapi.DecisionReview, TicketID: "t-1", SupportContact: "help@shop.example", Code: "ignored"},
			Want: `{"decision":"review","ticketId":"t-1","reason":"","supportContact":"help@shop.example"}`},
		{Name: "Reject", In: checkoutapi.Decision{Decision: checkoutapi.DecisionReject, Code: checkoutapi.RejectSanctionedWallet, Reason: "sanctioned", TTLSeconds: 5},
			Want: `{"decision":"reject","code":"SANCTIONED_WALLET","reason":"sanctioned"}`},
		{Name: "UnknownIsReject", In: checkoutapi.Decision{Decision: "maybe", Code: checkoutapi.RejectHighRiskWallet},
			Want: `{"decision":"reject","code":"HIGH_RISK_WALLET","reason":""}`},
	})

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
