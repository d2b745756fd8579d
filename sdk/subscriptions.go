//go:build !js

package sdk

import (
	"context"
	"net/http"
	"net/url"
	"strings"

	"github.com/paystead/paystead/shared/subscriptionapi"
)

// Subscriptions (#35): checkout sessions of a plan, where customers subscribe with one signature,
// and the subscriptions they make. Secret-key calls, for the merchant's server.

// The subscription endpoints' bodies.
type (
	SubscriptionCheckout       = subscriptionapi.Checkout
	CreateSubscriptionCheckout = subscriptionapi.CreateCheckoutRequest
	Subscription               = subscriptionapi.Subscription
	SubscriptionDetail         = subscriptionapi.SubscriptionDetail
	PayerMessage               = subscriptionapi.PayerMessage
	SubscriptionMetrics        = subscriptionapi.Metrics
)

// CreateSubscriptionCheckout opens a checkout session of plan planID (POST
// /api/plans/{id}/checkouts): send the customer to its URL. Secret key only.
func (c *Client) CreateSubscriptionCheckout(ctx context.Context, planID string, params CreateSubscriptionCheckout) (*SubscriptionCheckout, error) {
	if err := c.requireSecret("CreateSubscriptionCheckout"); err != nil {
		return nil, err
	}
	if strings.TrimSpace(planID) == "" {
		return nil, newError(CodeUnknown, "a plan id is required")
	}
	var out SubscriptionCheckout
	if err := c.Do(ctx, Call{Method: http.MethodPost, Path: "/api/plans/" + url.PathEscape(planID) + "/checkouts", Body: params}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// Subscriptions lists the merchant's subscriptions, newest first (GET /api/subscriptions). Secret
// key only.
func (c *Client) Subscriptions(ctx context.Context) ([]Subscription, error) {
	if err := c.requireSecret("Subscriptions"); err != nil {
		return nil, err
	}
	var out subscriptionapi.SubscriptionList
	if err := c.Do(ctx, Call{Method: http.MethodGet, Path: "/api/subscriptions", Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return out.Data, nil
}

// SubscriptionMetrics reads the recurring revenue and churn of the last 12 calendar months, for
// each token the subscriptions charge (GET /api/subscriptions/metrics). Secret key only.
func (c *Client) SubscriptionMetrics(ctx context.Context) (*SubscriptionMetrics, error) {
	if err := c.requireSecret("SubscriptionMetrics"); err != nil {
		return nil, err
	}
	var out SubscriptionMetrics
	if err := c.Do(ctx, Call{Method: http.MethodGet, Path: "/api/subscriptions/metrics", Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// GetSubscription reads one subscription with each period's charge (GET /api/subscriptions/{id}).
// Secret key only.
func (c *Client) GetSubscription(ctx context.Context, id string) (*SubscriptionDetail, error) {
	if err := c.requireSecret("GetSubscription"); err != nil {
		return nil, err
	}
	if strings.TrimSpace(id) == "" {
		return nil, newError(CodeUnknown, "a subscription id is required")
	}
	var out SubscriptionDetail
	if err := c.Do(ctx, Call{Method: http.MethodGet, Path: "/api/subscriptions/" + url.PathEscape(id), Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// CancelSubscription cancels a subscription (POST /api/subscriptions/{id}/cancel): no charge comes
// after, on chain too. Secret key only.
func (c *Client) CancelSubscription(ctx context.Context, id string) (*Subscription, error) {
	if err := c.requireSecret("CancelSubscription"); err != nil {
		return nil, err
	}
	if strings.TrimSpace(id) == "" {
		return nil, newError(CodeUnknown, "a subscription id is required")
	}
	var out Subscription
	if err := c.Do(ctx, Call{Method: http.MethodPost, Path: "/api/subscriptions/" + url.PathEscape(id) + "/cancel"}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// PayerMessage is the Sign-In with Ethereum message the wallet at address signs to list its
// subscriptions (GET /api/subscriber/message), written by Paystead with a fresh nonce: sign it with
// personal_sign and give both to PayerSubscriptions before the message expires.
func (c *Client) PayerMessage(ctx context.Context, address string) (*PayerMessage, error) {
	var out PayerMessage
	path := "/api/subscriber/message?" + url.Values{"address": {address}}.Encode()
	if err := c.Do(ctx, Call{Method: http.MethodGet, Path: path, Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// PayerSubscriptions lists every subscription a wallet pays, whoever sells it, newest first (POST
// /api/subscriber/subscriptions), each naming its merchant: message is a Sign-In with Ethereum
// message of this Paystead with the statement subscriptionapi.PayerStatement (PayerMessage writes
// one), signature the wallet's personal_sign of it. Any key, or none: the signature is the proof.
func (c *Client) PayerSubscriptions(ctx context.Context, message, signature string) ([]Subscription, error) {
	var out subscriptionapi.SubscriptionList
	req := subscriptionapi.PayerListRequest{Message: message, Signature: signature}
	if err := c.Do(ctx, Call{Method: http.MethodPost, Path: "/api/subscriber/subscriptions", Body: req}, &out); err != nil {
		return nil, err
	}
	return out.Data, nil
}
