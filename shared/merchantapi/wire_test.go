package merchantapi_test

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/paystead/paystead/shared/merchantapi"
)

// The bodies as the server has always written them: these tests pin field
// order, nulls and embedded fields, which the OpenAPI document and clients
// rely on.
func TestWire(t *testing.T) {
	t.Parallel()
	at := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	wallet := "0xabc"
	for _, tc := range []struct {
		name string
		in   any
		want string
	}{
		{"Nonce", merchantapi.SignInNonce{Nonce: "n", ExpiresAt: at, Domain: "d", URI: "u", ChainID: 1337},
			`{"nonce":"n","expiresAt":"2026-03-01T12:00:00Z","domain":"d","uri":"u","chainId":1337}`},
		{"ProfileWithoutPayoutWallet", merchantapi.Profile{MerchantID: "m", OwnerWallet: "o", DisplayName: "d", SupportEmail: "e", CreatedAt: at},
			`{"merchantId":"m","ownerWallet":"o","displayName":"d","supportEmail":"e","payoutWallet":null,"createdAt":"2026-03-01T12:00:00Z"}`},
		{"ProfileUpdateSendsOnlySetFields", merchantapi.ProfileUpdate{PayoutWallet: &wallet}, `{"payoutWallet":"0xabc"}`},
		{"NewKey", merchantapi.NewAPIKey{APIKey: merchantapi.APIKey{ID: "k", Kind: merchantapi.KeyPublishable, CreatedAt: at}, Key: "pk_x"},
			`{"id":"k","kind":"publishable","prefix":"","label":"","createdAt":"2026-03-01T12:00:00Z","lastUsedAt":null,"revokedAt":null,"key":"pk_x"}`},
		{"NoKeys", merchantapi.KeyList{Keys: []merchantapi.APIKey{}}, `{"keys":[]}`},
		{"Delegate", merchantapi.Delegate{Gateway: "g", ServerWallet: "s", Authorized: true, Transaction: merchantapi.Transaction{To: "g", Data: "0x12"}},
			`{"gateway":"g","serverWallet":"s","authorized":true,"transaction":{"to":"g","data":"0x12"}}`},
		{"UnscreenedCompliance", merchantapi.Compliance{Queue: []merchantapi.ReviewTicket{}},
			`{"onboarding":{"payoutWallet":null,"result":null,"reason":"","screenedAt":null},"queue":[]}`},
		{"TicketDecision", merchantapi.TicketDecision{TicketID: "t", Decision: merchantapi.Approve, DecidedBy: "0xM"},
			`{"decidedBy":"0xM","decision":"approve","ticketId":"t"}`},
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
}
