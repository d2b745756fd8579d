package escrow_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/escrow"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/apierr/apierrtest"
	"github.com/paystead/paystead/shared/escrowapi"
	"github.com/paystead/paystead/shared/refundconsent"
)

// fakeLinks keeps refund links in memory the way postgres.RefundLinkStore does.
type fakeLinks struct {
	links  []escrow.Link
	hashes map[string]uuid.UUID // token hash -> link
}

func (s *fakeLinks) CreateLink(_ context.Context, l escrow.Link, tokenHash []byte) error {
	for i := range s.links {
		if s.links[i].InvoiceID != l.InvoiceID || !sameFunds(s.links[i].Held, l.Held) {
			continue
		}
		switch s.links[i].Status {
		case escrowapi.LinkSending:
			return escrow.ErrLinkBusy
		case escrowapi.LinkOpen:
			s.links[i].Status = escrowapi.LinkCanceled
		}
	}
	if s.hashes == nil {
		s.hashes = map[string]uuid.UUID{}
	}
	s.hashes[string(tokenHash)] = l.ID
	s.links = append(s.links, l)
	return nil
}

// sameFunds reports whether two links return the same funds: the escrow, or one chain's token.
func sameFunds(a, b *escrow.HeldRef) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.ChainID == b.ChainID && a.Token == b.Token
}

func (s *fakeLinks) at(id uuid.UUID) *escrow.Link {
	for i := range s.links {
		if s.links[i].ID == id {
			return &s.links[i]
		}
	}
	return nil
}

func (s *fakeLinks) LinkByToken(_ context.Context, tokenHash []byte) (escrow.Link, error) {
	if id, ok := s.hashes[string(tokenHash)]; ok {
		return *s.at(id), nil
	}
	return escrow.Link{}, escrow.ErrLinkNotFound
}

func (s *fakeLinks) Links(_ context.Context, merchantID uuid.UUID, id invoice.ID) ([]escrow.Link, error) {
	var out []escrow.Link
	for _, l := range s.links {
		if l.MerchantID == merchantID && l.InvoiceID == id {
			out = append(out, l)
		}
	}
	slices.Reverse(out)
	return out, nil
}

func (s *fakeLinks) BeginLink(_ context.Context, id uuid.UUID, to common.Address) (bool, error) {
	l := s.at(id)
	if l == nil || l.Status != escrowapi.LinkOpen {
		return false, nil
	}
	l.Status, l.To, l.Failure, l.AttemptAt = escrowapi.LinkSending, to, "", time.Now()
	return true, nil
}

func (s *fakeLinks) FinishLink(_ context.Context, id uuid.UUID, tx common.Hash, failure string) error {
	l := s.at(id)
	if tx != (common.Hash{}) {
		l.Status, l.TxHash = escrowapi.LinkSent, tx
	} else {
		l.Status, l.Failure = escrowapi.LinkOpen, failure
	}
	return nil
}

func (s *fakeLinks) CancelLink(_ context.Context, merchantID uuid.UUID, inv invoice.ID, id uuid.UUID) (escrow.Link, error) {
	l := s.at(id)
	if l == nil || l.MerchantID != merchantID || l.InvoiceID != inv {
		return escrow.Link{}, escrow.ErrLinkNotFound
	}
	if l.Status == escrowapi.LinkOpen {
		l.Status = escrowapi.LinkCanceled
	}
	return *l, nil
}

// fakeConsents takes a signature whose first 20 bytes are the signer's address.
type fakeConsents struct{}

func (fakeConsents) TypedData(chainID int64, id invoice.ID, to common.Address, deadline int64) (refundconsent.TypedData, bool) {
	if chainID != 31337 {
		return refundconsent.TypedData{}, false
	}
	return refundconsent.TypedData{PrimaryType: refundconsent.PrimaryType, Message: refundconsent.Message{InvoiceID: id.String(), To: to.Hex()}}, true
}

func (fakeConsents) SignedBy(_ context.Context, _ int64, _ invoice.ID, c escrow.Consent, payer common.Address) (bool, error) {
	return common.BytesToAddress(c.Signature[:20]) == payer, nil
}

func signedBy(a common.Address) []byte { return append(a.Bytes(), make([]byte, 45)...) }

var (
	payerW = common.HexToAddress("0x00000000000000000000000000000000000000dd")
	elsewh = common.HexToAddress("0x00000000000000000000000000000000000A11CE")
)

func linksSetup(t *testing.T) (*testBundle, *fakeLinks, *escrow.Links, escrow.Paid) {
	t.Helper()
	b := setup(t)
	store := &fakeLinks{}
	p := b.add(t, escrow.Paid{PaidAt: chainNow.Add(-time.Hour), Payer: payerW, ChainID: 31337})
	return b, store, escrow.NewLinks(store, b.svc, fakeConsents{}), p
}

// A refund link (#33): the merchant issues it for what remains, the customer names an address
// and signs with the paying wallet, and the refund goes there, once.
func TestRefundLinkPaysTheAddressTheCustomerGives(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b, store, links, p := linksSetup(t)

	l, token, err := links.Issue(ctx, b.merchantID, p.ID, 0)
	require.NoError(t, err)
	require.Equal(t, p.Amount, l.Amount, "everything that remains")
	require.Equal(t, p.ClaimableAt(), l.ExpiresAt, "until the refund window closes")
	require.Len(t, token, 43)
	require.Len(t, store.hashes, 1)
	for kept := range store.hashes {
		require.Equal(t, string(escrow.TokenHash(token)), kept, "the store keeps the token's SHA-256")
		require.NotContains(t, kept, token, "never the token itself")
	}

	td, deadline, err := links.Prepare(ctx, token, elsewh)
	require.NoError(t, err)
	require.Equal(t, elsewh.Hex(), td.Message.To)
	require.Equal(t, chainNow.Add(escrow.ConsentLifetime).Unix(), deadline)

	sent, err := links.Complete(ctx, token, escrow.Consent{To: elsewh, Deadline: deadline, Signature: signedBy(payerW)})
	require.NoError(t, err)
	require.Equal(t, escrowapi.LinkSent, sent.Status)
	require.Len(t, b.chain.refunds, 1)
	require.Equal(t, p.Amount, b.chain.refunds[0].amount)
	require.Equal(t, elsewh, b.chain.refunds[0].consent.To)
	require.Equal(t, txHash(1), store.links[0].TxHash)

	// Used: a second completion sends nothing.
	_, err = links.Complete(ctx, token, escrow.Consent{To: elsewh, Deadline: deadline, Signature: signedBy(payerW)})
	apierrtest.RequireCode(t, err, apierr.RefundLinkClosed)
	require.Len(t, b.chain.refunds, 1)
}

func TestRefundLinkRefusals(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("AnotherWalletsSignatureLeavesItOpen", func(t *testing.T) {
		t.Parallel()
		b, store, links, p := linksSetup(t)
		_, token, err := links.Issue(ctx, b.merchantID, p.ID, 4_000_000)
		require.NoError(t, err)
		_, err = links.Complete(ctx, token, escrow.Consent{To: elsewh, Deadline: chainNow.Add(time.Minute).Unix(), Signature: signedBy(elsewh)})
		apierrtest.RequireCode(t, err, apierr.InvalidSignature)
		require.Contains(t, err.Error(), payerW.Hex())
		require.Empty(t, b.chain.refunds)
		require.Equal(t, escrowapi.LinkOpen, store.links[0].Status)
	})

	t.Run("AnExpiredSignature", func(t *testing.T) {
		t.Parallel()
		b, _, links, p := linksSetup(t)
		_, token, err := links.Issue(ctx, b.merchantID, p.ID, 0)
		require.NoError(t, err)
		_, err = links.Complete(ctx, token, escrow.Consent{To: elsewh, Deadline: chainNow.Unix(), Signature: signedBy(payerW)})
		apierrtest.RequireCode(t, err, apierr.InvalidSignature)
		require.Empty(t, b.chain.refunds)
	})

	t.Run("AFailedSendReopensItWithWhy", func(t *testing.T) {
		t.Parallel()
		b, store, links, p := linksSetup(t)
		_, token, err := links.Issue(ctx, b.merchantID, p.ID, 0)
		require.NoError(t, err)
		b.chain.refundErr = &escrow.FrozenError{Wallet: elsewh}
		_, err = links.Complete(ctx, token, escrow.Consent{To: elsewh, Deadline: chainNow.Add(time.Minute).Unix(), Signature: signedBy(payerW)})
		apierrtest.RequireCode(t, err, apierr.WalletFrozen)
		require.Equal(t, escrowapi.LinkOpen, store.links[0].Status)
		require.Contains(t, store.links[0].Failure, "frozen")
		// Another address then goes.
		b.chain.refundErr = nil
		other := common.HexToAddress("0x0000000000000000000000000000000000000B0B")
		_, err = links.Complete(ctx, token, escrow.Consent{To: other, Deadline: chainNow.Add(time.Minute).Unix(), Signature: signedBy(payerW)})
		require.NoError(t, err)
		require.Equal(t, other, b.chain.refunds[0].consent.To)
	})

	t.Run("ScreeningBlocksTheAddressAtPrepare", func(t *testing.T) {
		t.Parallel()
		b, _, links, p := linksSetup(t)
		b.svc.SetScreener(func(context.Context, common.Address) (bool, string, error) { return true, "sanctioned", nil })
		_, token, err := links.Issue(ctx, b.merchantID, p.ID, 0)
		require.NoError(t, err)
		_, _, err = links.Prepare(ctx, token, elsewh)
		apierrtest.RequireFields(t, err, "to")
	})

	t.Run("ANewerLinkCancelsTheOpenOne", func(t *testing.T) {
		t.Parallel()
		b, _, links, p := linksSetup(t)
		_, first, err := links.Issue(ctx, b.merchantID, p.ID, 0)
		require.NoError(t, err)
		_, _, err = links.Issue(ctx, b.merchantID, p.ID, 1_000_000)
		require.NoError(t, err)
		_, _, err = links.Prepare(ctx, first, elsewh)
		apierrtest.RequireCode(t, err, apierr.RefundLinkClosed)
		listed, err := links.List(ctx, b.merchantID, p.ID)
		require.NoError(t, err)
		require.Equal(t, []string{escrowapi.LinkOpen, escrowapi.LinkCanceled}, []string{listed[0].Status, listed[1].Status})
	})

	t.Run("NotReplacingALinkBeingUsed", func(t *testing.T) {
		t.Parallel()
		b, store, links, p := linksSetup(t)
		l, _, err := links.Issue(ctx, b.merchantID, p.ID, 0)
		require.NoError(t, err)
		began, err := store.BeginLink(ctx, l.ID, elsewh)
		require.NoError(t, err)
		require.True(t, began)
		_, _, err = links.Issue(ctx, b.merchantID, p.ID, 0)
		apierrtest.RequireCode(t, err, apierr.InvoiceNotRefundable)
		require.Equal(t, escrowapi.LinkSending, store.links[0].Status, "the customer's attempt goes on")
	})

	t.Run("IssuedOnlyForTheMerchantsRefundablePaidInvoice", func(t *testing.T) {
		t.Parallel()
		b, _, links, p := linksSetup(t)
		_, _, err := links.Issue(ctx, uuid.New(), p.ID, 0)
		apierrtest.RequireCode(t, err, apierr.NotFound)
		_, _, err = links.Issue(ctx, b.merchantID, p.ID, p.Amount+1)
		apierrtest.RequireCode(t, err, apierr.RefundExceedsRemaining)
		old := b.paidAgo(t, escrow.RefundWindow+time.Second)
		_, _, err = links.Issue(ctx, b.merchantID, old.ID, 0)
		apierrtest.RequireCode(t, err, apierr.RefundWindowClosed)
	})

	t.Run("AnExpiredOrUnknownLink", func(t *testing.T) {
		t.Parallel()
		b, _, links, p := linksSetup(t)
		_, token, err := links.Issue(ctx, b.merchantID, p.ID, 0)
		require.NoError(t, err)
		b.chain.now = p.ClaimableAt()
		o, err := links.Open(ctx, token)
		require.NoError(t, err)
		require.Equal(t, escrowapi.LinkExpired, o.Link.Shown(o.Now))
		_, _, err = links.Prepare(ctx, token, elsewh)
		apierrtest.RequireCode(t, err, apierr.RefundLinkClosed)
		_, err = links.Open(ctx, token+"x")
		apierrtest.RequireCode(t, err, apierr.NotFound)
	})

	t.Run("CanceledByItsMerchantOnly", func(t *testing.T) {
		t.Parallel()
		b, _, links, p := linksSetup(t)
		l, token, err := links.Issue(ctx, b.merchantID, p.ID, 0)
		require.NoError(t, err)
		_, err = links.Cancel(ctx, uuid.New(), p.ID, l.ID)
		apierrtest.RequireCode(t, err, apierr.NotFound)
		c, err := links.Cancel(ctx, b.merchantID, p.ID, l.ID)
		require.NoError(t, err)
		require.Equal(t, escrowapi.LinkCanceled, c.Status)
		_, err = links.Complete(ctx, token, escrow.Consent{To: elsewh, Deadline: chainNow.Add(time.Minute).Unix(), Signature: signedBy(payerW)})
		apierrtest.RequireCode(t, err, apierr.RefundLinkClosed)
		require.Empty(t, b.chain.refunds)
	})
}
