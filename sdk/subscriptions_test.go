//go:build !js

package sdk_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/sdk"
)

// TestSubscriptions: the subscription calls go to their routes with the secret key, never with a
// publishable one, and read their answers whole.
func TestSubscriptions(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	const planID, subID = "0b4c7a52-4c1e-4d0e-9d8e-2f1a5b7c9d01", "7d0e9d8e-2f1a-4b7c-9d01-0b4c7a524c1e"
	sub := map[string]any{"id": subID, "planId": planID, "planName": "Pro", "status": "active", "chainId": 1337,
		"payer": "0x8f0a1c3e5b7d9f125f0c2f4a8e3b1d6c7a9e0b2d", "token": "USDC", "tokenAddress": "0x036CbD53842c5426634e7929541eC2318f3dCF7e",
		"amount": "9.99", "amountUnits": "9990000", "periodSeconds": 2629746, "startsAt": "2026-11-29T10:00:00Z", "charges": 12, "chargedCount": 1,
		"nextChargeAt": "2026-12-29T20:29:06Z", "failedAttempts": 0, "lastFailure": nil, "cancelReason": nil, "canceledAt": nil,
		"termsHash": "0xbeaa7b61d4b8d25452f34f5c17c5279a6eb48c3db070639a6464b466eb292657", "manager": "0xb74cD95B5c7bfC31433924CB25B0458B1bEE94aB",
		"createdAt": "2026-11-29T10:00:00Z"}

	f := newFakePaystead(t, answerJSON(201, map[string]any{"id": subID, "url": "https://pay.example/s/" + subID, "successUrl": "https://shop.example/ok",
		"cancelUrl": nil, "reference": nil, "expiresAt": "2026-11-30T10:00:00Z", "plan": map[string]any{"id": planID, "name": "Pro"}}))
	c, err := f.client(t, "ak_live_secret").CreateSubscriptionCheckout(ctx, planID, sdk.CreateSubscriptionCheckout{SuccessURL: "https://shop.example/ok"})
	require.NoError(t, err)
	require.Equal(t, "https://pay.example/s/"+subID, c.URL)
	require.Equal(t, "/api/plans/"+planID+"/checkouts", f.requests()[0].Path)
	require.JSONEq(t, `{"successUrl":"https://shop.example/ok"}`, f.requests()[0].Body)

	f = newFakePaystead(t, answerJSON(200, map[string]any{"data": []any{sub}}))
	list, err := f.client(t, "ak_live_secret").Subscriptions(ctx)
	require.NoError(t, err)
	require.Equal(t, 12, *list[0].Charges)
	require.Equal(t, "/api/subscriptions", f.requests()[0].Path)

	detail := map[string]any{"chargeHistory": []any{map[string]any{"period": 0, "invoiceId": "0x77ec04b8ec6025b494fac37633455a0da84fd7970f5e6d8f03136feb62c63fd3",
		"status": "charged", "attempts": 1, "failure": nil, "dueAt": "2026-11-29T10:00:00Z", "chargedAt": "2026-11-29T10:00:01Z"}}}
	for k, v := range sub {
		detail[k] = v
	}
	f = newFakePaystead(t, answerJSON(200, detail))
	one, err := f.client(t, "ak_live_secret").GetSubscription(ctx, subID)
	require.NoError(t, err)
	require.Equal(t, "charged", one.ChargeHistory[0].Status)
	require.Equal(t, "active", one.Status)

	sub["status"], sub["cancelReason"] = "canceled", "merchant"
	f = newFakePaystead(t, answerJSON(200, sub))
	canceled, err := f.client(t, "ak_live_secret").CancelSubscription(ctx, subID)
	require.NoError(t, err)
	require.Equal(t, "merchant", *canceled.CancelReason)
	require.Equal(t, http.MethodPost, f.requests()[0].Method)
	require.Equal(t, "/api/subscriptions/"+subID+"/cancel", f.requests()[0].Path)

	f = newFakePaystead(t, answerJSON(200, sub))
	_, err = f.client(t, "pk_live_browser").Subscriptions(ctx)
	requireCode(t, err, sdk.CodePublishableKeyForbidden)
	_, err = f.client(t, "ak_live_secret").CancelSubscription(ctx, " ")
	require.Error(t, err)
	require.Empty(t, f.requests())
}
