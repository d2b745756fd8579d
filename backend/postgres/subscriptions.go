package postgres

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/subscription"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/webhookapi"
)

// SubscriptionStore keeps subscriptions and their checkouts (#35); the charges are the
// RelayerStore's (subscription_charges.go).
type SubscriptionStore struct {
	pool *pgxpool.Pool
}

// NewSubscriptionStore returns a store on pool.
func NewSubscriptionStore(pool *pgxpool.Pool) *SubscriptionStore {
	return &SubscriptionStore{pool: pool}
}

var _ subscription.SubscriptionStore = (*SubscriptionStore)(nil)

// CreateCheckout stores a checkout session of a plan.
func (s *SubscriptionStore) CreateCheckout(ctx context.Context, c subscription.Checkout) error {
	_, err := s.pool.Exec(ctx, `INSERT INTO subscription_checkouts (id, plan_id, merchant_id, success_url, cancel_url, reference, created_at, expires_at, from_link)
		VALUES ($1, $2, $3, NULLIF($4, ''), NULLIF($5, ''), NULLIF($6, ''), $7, $8, $9)`,
		c.ID, c.Plan.ID, c.Plan.MerchantID, c.SuccessURL, c.CancelURL, c.Reference, c.CreatedAt, c.ExpiresAt, c.FromLink)
	if err != nil {
		return fmt.Errorf("SubscriptionStore.CreateCheckout(%s): %w", c.ID, err)
	}
	return nil
}

// checkoutSelect reads a checkout session c with its plan p.
const checkoutSelect = `SELECT ` + planColumns + `, c.id, coalesce(c.success_url, ''), coalesce(c.cancel_url, ''), coalesce(c.reference, ''),
		c.created_at, c.expires_at, c.from_link
	FROM subscription_checkouts c JOIN subscription_plans p ON p.id = c.plan_id`

// scanCheckout reads checkoutSelect's row (subscription.ErrNotFound when there is none).
func scanCheckout(row pgx.Row) (subscription.Checkout, error) {
	var c subscription.Checkout
	plan, err := scanPlan(row, &c.ID, &c.SuccessURL, &c.CancelURL, &c.Reference, &c.CreatedAt, &c.ExpiresAt, &c.FromLink)
	if errors.Is(err, pgx.ErrNoRows) {
		return subscription.Checkout{}, subscription.ErrNotFound
	}
	c.Plan, c.CreatedAt, c.ExpiresAt = plan, c.CreatedAt.UTC(), c.ExpiresAt.UTC()
	return c, err
}

// Checkout reads checkout session id with its plan (subscription.ErrNotFound when there is none).
func (s *SubscriptionStore) Checkout(ctx context.Context, id uuid.UUID) (subscription.Checkout, error) {
	c, err := scanCheckout(s.pool.QueryRow(ctx, checkoutSelect+` WHERE c.id = $1`, id))
	if err != nil && !errors.Is(err, subscription.ErrNotFound) {
		return subscription.Checkout{}, fmt.Errorf("SubscriptionStore.Checkout(%s): %w", id, err)
	}
	return c, err
}

// LinkCheckout reads the newest session planID's link shares that is open until after until.
func (s *SubscriptionStore) LinkCheckout(ctx context.Context, planID uuid.UUID, until time.Time) (subscription.Checkout, error) {
	c, err := scanCheckout(s.pool.QueryRow(ctx, checkoutSelect+` WHERE c.plan_id = $1 AND c.from_link AND c.expires_at > $2
		ORDER BY c.expires_at DESC LIMIT 1`, planID, until))
	if err != nil && !errors.Is(err, subscription.ErrNotFound) {
		return subscription.Checkout{}, fmt.Errorf("SubscriptionStore.LinkCheckout(%s): %w", planID, err)
	}
	return c, err
}

// CreateSubscription stores sub with its subscription.created event. Terms already stored (the
// same signature sent twice) store nothing: it returns the subscription stored with them and
// false.
func (s *SubscriptionStore) CreateSubscription(ctx context.Context, sub subscription.Subscription) (subscription.Subscription, bool, error) {
	var created bool
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		t, p := sub.Terms, sub.Permit
		var checkout *uuid.UUID
		if sub.CheckoutID != uuid.Nil {
			checkout = &sub.CheckoutID
		}
		hash := sub.TermsHash()
		tag, err := tx.Exec(ctx, `INSERT INTO subscriptions (id, merchant_id, plan_id, checkout_id, chain_id, manager, pay_in_token,
				payer, merchant_wallet, token, amount, start_unix, period_seconds, charges, salt, terms_hash,
				permit_amount, permit_expiration, permit_nonce, permit_deadline, permit_signature, status, next_index, next_charge_at, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, 0, $23, $24, $24)
			ON CONFLICT (terms_hash) DO NOTHING`,
			sub.ID, sub.MerchantID, sub.PlanID, checkout, sub.ChainID, sub.Manager.Bytes(), string(sub.PayInToken),
			t.Payer.Bytes(), t.Merchant.Bytes(), t.Token.Bytes(), t.Amount.Int64(), int64(t.Start), int64(t.Period), int(t.Count), t.Salt[:], hash.Bytes(),
			p.Amount.String(), int64(p.Expiration), int64(p.Nonce), p.SigDeadline.Int64(), sub.PermitSignature, string(sub.Status), sub.NextChargeAt, sub.CreatedAt)
		if err != nil {
			return err
		}
		if created = tag.RowsAffected() == 1; !created {
			return nil
		}
		return emitSubscription(ctx, tx, sub.ID, webhookapi.SubscriptionCreated, nil)
	})
	if err != nil {
		return subscription.Subscription{}, false, fmt.Errorf("SubscriptionStore.CreateSubscription(%s): %w", sub.ID, err)
	}
	stored, err := s.byTerms(ctx, sub.TermsHash())
	return stored, created, err
}

func (s *SubscriptionStore) byTerms(ctx context.Context, hash common.Hash) (subscription.Subscription, error) {
	sub, err := scanSubscription(s.pool.QueryRow(ctx, subscriptionSelect+` WHERE s.terms_hash = $1`, hash.Bytes()))
	if err != nil {
		return subscription.Subscription{}, fmt.Errorf("SubscriptionStore.byTerms(%s): %w", hash, err)
	}
	return sub, nil
}

// Subscription reads merchantID's subscription id (subscription.ErrNotFound when it has none such).
func (s *SubscriptionStore) Subscription(ctx context.Context, merchantID, id uuid.UUID) (subscription.Subscription, error) {
	sub, err := scanSubscription(s.pool.QueryRow(ctx, subscriptionSelect+` WHERE s.id = $1 AND s.merchant_id = $2`, id, merchantID))
	if errors.Is(err, pgx.ErrNoRows) {
		return subscription.Subscription{}, subscription.ErrNotFound
	}
	if err != nil {
		return subscription.Subscription{}, fmt.Errorf("SubscriptionStore.Subscription(%s): %w", id, err)
	}
	return sub, nil
}

// Subscriptions lists merchantID's subscriptions, newest first, at most limit.
func (s *SubscriptionStore) Subscriptions(ctx context.Context, merchantID uuid.UUID, limit int) ([]subscription.Subscription, error) {
	rows, err := s.pool.Query(ctx, subscriptionSelect+` WHERE s.merchant_id = $1 ORDER BY s.created_at DESC, s.id DESC LIMIT $2`, merchantID, limit)
	if err != nil {
		return nil, fmt.Errorf("SubscriptionStore.Subscriptions(%s): %w", merchantID, err)
	}
	subs, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (subscription.Subscription, error) { return scanSubscription(row) })
	if err != nil {
		return nil, fmt.Errorf("SubscriptionStore.Subscriptions(%s): %w", merchantID, err)
	}
	return subs, nil
}

// SubscriptionsOfPayer lists the subscriptions payer pays, whoever sells them, newest first.
func (s *SubscriptionStore) SubscriptionsOfPayer(ctx context.Context, payer common.Address, limit int) ([]subscription.Subscription, error) {
	rows, err := s.pool.Query(ctx, subscriptionSelect+` WHERE s.payer = $1 ORDER BY s.created_at DESC, s.id DESC LIMIT $2`, payer.Bytes(), limit)
	if err != nil {
		return nil, fmt.Errorf("SubscriptionStore.SubscriptionsOfPayer(%s): %w", payer, err)
	}
	subs, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (subscription.Subscription, error) { return scanSubscription(row) })
	if err != nil {
		return nil, fmt.Errorf("SubscriptionStore.SubscriptionsOfPayer(%s): %w", payer, err)
	}
	return subs, nil
}

// Charges lists subscription id's charges, the latest period first.
func (s *SubscriptionStore) Charges(ctx context.Context, id uuid.UUID) ([]subscription.Charge, error) {
	rows, err := s.pool.Query(ctx, `SELECT index, invoice_id, status, attempts, coalesce(failure, ''), due_at, charged_at
		FROM subscription_charges WHERE subscription_id = $1 ORDER BY index DESC`, id)
	if err != nil {
		return nil, fmt.Errorf("SubscriptionStore.Charges(%s): %w", id, err)
	}
	charges, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (subscription.Charge, error) {
		var (
			c       subscription.Charge
			invoice []byte
			index   int64
		)
		err := row.Scan(&index, &invoice, &c.Status, &c.Attempts, &c.Failure, &c.DueAt, &c.ChargedAt)
		c.Index, c.InvoiceID = uint64(index), [32]byte(invoice)
		c.DueAt = c.DueAt.UTC()
		return c, err
	})
	if err != nil {
		return nil, fmt.Errorf("SubscriptionStore.Charges(%s): %w", id, err)
	}
	return charges, nil
}

// subscriptionSelect reads subscriptions (alias s) with their plan's name.
const subscriptionColumns = `s.id, s.merchant_id, s.plan_id, s.checkout_id, p.name, s.chain_id, s.manager, s.pay_in_token,
		s.payer, s.merchant_wallet, s.token, s.amount, s.start_unix, s.period_seconds, s.charges, s.salt,
		s.permit_amount::text, s.permit_expiration, s.permit_nonce, s.permit_deadline, s.permit_signature, s.permit_fresh,
		s.status, s.next_index, s.next_charge_at, s.failures, coalesce(s.last_failure, ''), s.charged_count,
		coalesce(s.cancel_reason, ''), s.canceled_at, s.allowance_revoked_at, s.created_at, s.updated_at`

// subscriptionFrom joins subscriptions (alias s) to their plans (alias p).
const subscriptionFrom = ` FROM subscriptions s JOIN subscription_plans p ON p.id = s.plan_id`

const subscriptionSelect = `SELECT ` + subscriptionColumns + subscriptionFrom

func scanSubscription(row pgx.Row, extra ...any) (subscription.Subscription, error) {
	var (
		sub                                         subscription.Subscription
		checkout                                    *uuid.UUID
		manager, payer, merchant, token, salt       []byte
		payIn, permitAmount, status                 string
		amount, start, period, exp, nonce, deadline int64
		count                                       int
		next                                        int64
	)
	dest := append([]any{&sub.ID, &sub.MerchantID, &sub.PlanID, &checkout, &sub.PlanName, &sub.ChainID, &manager, &payIn,
		&payer, &merchant, &token, &amount, &start, &period, &count, &salt,
		&permitAmount, &exp, &nonce, &deadline, &sub.PermitSignature, &sub.PermitFresh,
		&status, &next, &sub.NextChargeAt, &sub.Failures, &sub.LastFailure, &sub.ChargedCount,
		&sub.CancelReason, &sub.CanceledAt, &sub.AllowanceRevokedAt, &sub.CreatedAt, &sub.UpdatedAt}, extra...)
	err := row.Scan(dest...)
	if err != nil {
		return subscription.Subscription{}, err
	}
	if checkout != nil {
		sub.CheckoutID = *checkout
	}
	sub.Manager, sub.PayInToken, sub.Status = common.BytesToAddress(manager), invoiceapi.Token(payIn), subscription.Status(status)
	sub.Terms = chain.SubscriptionTerms{Payer: common.BytesToAddress(payer), Merchant: common.BytesToAddress(merchant), Token: common.BytesToAddress(token),
		Amount: big.NewInt(amount), Start: uint64(start), Period: uint64(period), Count: uint32(count), Salt: [32]byte(salt)}
	permitted, ok := new(big.Int).SetString(permitAmount, 10)
	if !ok {
		return subscription.Subscription{}, fmt.Errorf("subscription %s: permit amount %q", sub.ID, permitAmount)
	}
	sub.Permit = chain.AllowancePermit{Token: sub.Terms.Token, Amount: permitted, Expiration: uint64(exp), Nonce: uint64(nonce),
		Spender: chain.SubscriptionAccountOf(sub.Manager, sub.TermsHash()), SigDeadline: big.NewInt(deadline)}
	sub.NextIndex = uint64(next)
	sub.NextChargeAt, sub.CreatedAt = sub.NextChargeAt.UTC(), sub.CreatedAt.UTC()
	for _, t := range []**time.Time{&sub.CanceledAt, &sub.AllowanceRevokedAt} {
		if *t != nil {
			at := (*t).UTC()
			*t = &at
		}
	}
	return sub, nil
}

// emitSubscription writes a subscription.* event of subscription id as it now stands (with the
// invoice invoiceID, when given) and its deliveries, in tx.
func emitSubscription(ctx context.Context, tx pgx.Tx, id uuid.UUID, typ webhookapi.EventType, invoiceID []byte) error {
	sub, err := scanSubscription(tx.QueryRow(ctx, subscriptionSelect+` WHERE s.id = $1`, id))
	if err != nil {
		return fmt.Errorf("emit %s of %s: %w", typ, id, err)
	}
	view := subscription.View(sub)
	data := webhookapi.Data{Subscription: &view}
	if invoiceID != nil {
		if _, data.Invoice, err = webhookInvoice(ctx, tx, invoiceID); err != nil {
			return fmt.Errorf("emit %s of %s: invoice: %w", typ, id, err)
		}
	}
	return insertEvent(ctx, tx, sub.MerchantID, typ, data)
}

// CancelSubscription cancels subscription id (merchantID's, unless uuid.Nil: the payer's own,
// proven by payerSignature of CancelSubscription until deadline) with subscription.canceled, and
// leaves its cancel for the manager to record on chain. A subscription no longer live changes
// nothing: it returns it as it is and false.
func (s *SubscriptionStore) CancelSubscription(ctx context.Context, merchantID, id uuid.UUID, reason string, deadline int64, payerSignature []byte) (subscription.Subscription, bool, error) {
	var canceled bool
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `UPDATE subscriptions SET status = 'canceled', cancel_reason = $3, canceled_at = now(), cancel_pending = true,
				cancel_signature = $4, cancel_deadline = $5, updated_at = now()
			WHERE id = $1 AND ($2::uuid IS NULL OR merchant_id = $2) AND status IN ('trialing', 'active', 'past_due')`,
			id, nilUUID(merchantID), reason, payerSignature, deadline)
		if err != nil || tag.RowsAffected() == 0 {
			return err
		}
		canceled = true
		// The period's charge, unless one is on its way to the chain (then its outcome stands).
		rows, err := tx.Query(ctx, `UPDATE subscription_charges c SET status = 'failed', failure = 'canceled'
			FROM subscriptions s WHERE s.id = $1 AND c.subscription_id = s.id AND c.status = 'pending' AND NOT `+chargeAlive+`
			RETURNING c.invoice_id`, id)
		if err != nil {
			return err
		}
		ids, err := pgx.CollectRows(rows, pgx.RowTo[[]byte])
		if err != nil {
			return err
		}
		for _, inv := range ids {
			if err := markFailed(ctx, tx, []invoice.ID{invoice.ID(inv)}, "The subscription was canceled before this charge could be made."); err != nil {
				return err
			}
		}
		return emitSubscription(ctx, tx, id, webhookapi.SubscriptionCanceled, nil)
	})
	if err != nil {
		return subscription.Subscription{}, false, fmt.Errorf("SubscriptionStore.CancelSubscription(%s): %w", id, err)
	}
	sub, err := scanSubscription(s.pool.QueryRow(ctx, subscriptionSelect+` WHERE s.id = $1`, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return subscription.Subscription{}, false, subscription.ErrNotFound
	}
	return sub, canceled, err
}

// SubscriptionByID reads subscription id, whoever's it is (subscription.ErrNotFound).
func (s *SubscriptionStore) SubscriptionByID(ctx context.Context, id uuid.UUID) (subscription.Subscription, error) {
	sub, err := scanSubscription(s.pool.QueryRow(ctx, subscriptionSelect+` WHERE s.id = $1`, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return subscription.Subscription{}, subscription.ErrNotFound
	}
	if err != nil {
		return subscription.Subscription{}, fmt.Errorf("SubscriptionStore.SubscriptionByID(%s): %w", id, err)
	}
	return sub, nil
}

func nilUUID(id uuid.UUID) *uuid.UUID {
	if id == uuid.Nil {
		return nil
	}
	return &id
}

// ReplacePermit stores a new allowance the payer of subscription id signed (the one before was
// revoked, spent or ran out), for the next charge to give; a subscription past due is tried again
// at once. A subscription no longer live changes nothing (subscription.ErrNotFound when there is
// none).
func (s *SubscriptionStore) ReplacePermit(ctx context.Context, id uuid.UUID, p chain.AllowancePermit, signature []byte) error {
	tag, err := s.pool.Exec(ctx, `UPDATE subscriptions SET permit_amount = $2, permit_expiration = $3, permit_nonce = $4, permit_deadline = $5,
			permit_signature = $6, permit_fresh = true, allowance_revoked_at = NULL, updated_at = now(),
			next_charge_at = CASE WHEN status = 'past_due' THEN LEAST(next_charge_at, now()) ELSE next_charge_at END
		WHERE id = $1 AND status IN ('trialing', 'active', 'past_due')`,
		id, p.Amount.String(), int64(p.Expiration), int64(p.Nonce), p.SigDeadline.Int64(), signature)
	if err != nil {
		return fmt.Errorf("SubscriptionStore.ReplacePermit(%s): %w", id, err)
	}
	if tag.RowsAffected() == 0 {
		return subscription.ErrNotFound
	}
	return nil
}
