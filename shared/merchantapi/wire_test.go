package merchantapi_test

import (
	"testing"
	"time"

	"github.com/paystead/paystead/shared/internal/wiretest"
	"github.com/paystead/paystead/shared/merchantapi"
)

// The bodies as the server has always written them: these tests pin field
// order, nulls and embedded fields, which the OpenAPI document and clients
// rely on.
func TestWire(t *testing.T) {
	t.Parallel()
	at := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	wallet := "0xabc"
	accent, ink, logo := "#0b5cab", "#ffffff", "https://pay.example/brand/m/logo?v=1"
	wiretest.Run(t, []wiretest.Case{
		{Name: "Nonce", In: merchantapi.SignInNonce{Nonce: "n", ExpiresAt: at, Domain: "d", URI: "u", ChainID: 1337},
			Want: `{"nonce":"n","expiresAt":"2026-03-01T12:00:00Z","domain":"d","uri":"u","chainId":1337}`},
		{Name: "ProfileWithoutPayoutWallet", In: merchantapi.Profile{MerchantID: "m", OwnerWallet: "o", DisplayName: "d", SupportEmail: "e", CreatedAt: at},
			Want: `{"merchantId":"m","ownerWallet":"o","displayName":"d","supportEmail":"e","payoutWallet":null,"createdAt":"2026-03-01T12:00:00Z","accentColor":null,"accentInk":null,"logoUrl":null}`},
		{Name: "ProfileWithABrand", In: merchantapi.Profile{MerchantID: "m", OwnerWallet: "o", DisplayName: "d", SupportEmail: "e", CreatedAt: at, AccentColor: &accent, AccentInk: &ink, LogoURL: &logo},
			Want: `{"merchantId":"m","ownerWallet":"o","displayName":"d","supportEmail":"e","payoutWallet":null,"createdAt":"2026-03-01T12:00:00Z","accentColor":"#0b5cab","accentInk":"#ffffff","logoUrl":"https://pay.example/brand/m/logo?v=1"}`},
		{Name: "ProfileUpdateSendsTheColour", In: merchantapi.ProfileUpdate{AccentColor: &accent}, Want: `{"accentColor":"#0b5cab"}`},
		{Name: "ProfileUpdateSendsOnlySetFields", In: merchantapi.ProfileUpdate{PayoutWallet: &wallet}, Want: `{"payoutWallet":"0xabc"}`},
		{Name: "NewKey", In: merchantapi.NewAPIKey{APIKey: merchantapi.APIKey{ID: "k", Kind: merchantapi.KeyPublishable, CreatedAt: at}, Key: "pk_x"},
			Want: `{"id":"k","kind":"publishable","prefix":"","label":"","createdAt":"2026-03-01T12:00:00Z","lastUsedAt":null,"revokedAt":null,"key":"pk_x"}`},
		{Name: "NoKeys", In: merchantapi.KeyList{Keys: []merchantapi.APIKey{}}, Want: `{"keys":[]}`},
		{Name: "Delegate", In: merchantapi.Delegate{Gateway: "g", ServerWallet: "s", Authorized: true, Transaction: merchantapi.Transaction{To: "g", Data: "0x12"},
			Networks: []merchantapi.DelegateNetwork{{ChainID: 8453, Name: "Base", Gateway: "g", Authorized: true, Transaction: merchantapi.Transaction{To: "g", Data: "0x12"}},
				{ChainID: 10, Name: "OP", Gateway: "h", Transaction: merchantapi.Transaction{To: "h", Data: "0x12"}, PayoutWallet: &wallet,
					PayoutTransaction: &merchantapi.Transaction{To: "h", Data: "0x34"}, Error: ""}}},
			Want: `{"gateway":"g","serverWallet":"s","authorized":true,"transaction":{"to":"g","data":"0x12"},"networks":[` +
				`{"chainId":8453,"name":"Base","gateway":"g","authorized":true,"transaction":{"to":"g","data":"0x12"},"payoutWallet":null,"payoutTransaction":null},` +
				`{"chainId":10,"name":"OP","gateway":"h","authorized":false,"transaction":{"to":"h","data":"0x12"},"payoutWallet":"0xabc","payoutTransaction":{"to":"h","data":"0x34"}}]}`},
		{Name: "UnscreenedCompliance", In: merchantapi.Compliance{Queue: []merchantapi.ReviewTicket{}},
			Want: `{"onboarding":{"payoutWallet":null,"result":null,"reason":"","screenedAt":null},"queue":[]}`},
		{Name: "TicketDecision", In: merchantapi.TicketDecision{TicketID: "t", Decision: merchantapi.Approve, DecidedBy: "0xM"},
			Want: `{"decidedBy":"0xM","decision":"approve","ticketId":"t"}`},
	})
}
