package postgres

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/jackc/pgx/v5"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/relayer"
)

// Payment reads the submission with id and the invoice it pays.
func (s *RelayerStore) Payment(ctx context.Context, id common.Hash) (relayer.Payment, error) {
	var pc relayer.Payment
	sub, err := scanSubmission(s.pool.QueryRow(ctx, `SELECT `+submissionColumns+` FROM submissions WHERE id = $1`, id.Bytes()))
	if err != nil {
		return pc, fmt.Errorf("RelayerStore.Payment(%s): %w", id.Hex(), err)
	}
	pc.Submission = sub
	var (
		merchant, payout, stageTx []byte
		status                    string
	)
	var chainExpires *int64
	err = s.pool.QueryRow(ctx, `SELECT merchant_wallet, payout_token, amount, status, stage_tx_hash, chain_expires_at FROM invoices WHERE id = $1`, sub.InvoiceID[:]).
		Scan(&merchant, &payout, &pc.Amount, &status, &stageTx, &chainExpires)
	if err != nil {
		return pc, fmt.Errorf("RelayerStore.Payment(%s): invoice %s: %w", id.Hex(), sub.InvoiceID, err)
	}
	pc.Merchant, pc.PayoutToken = common.BytesToAddress(merchant), common.BytesToAddress(payout)
	pc.InvoiceStatus = invoice.Status(status)
	if chainExpires != nil {
		pc.ChainExpiresAt = uint64(*chainExpires)
	}
	if stageTx != nil {
		pc.StageTx = common.BytesToHash(stageTx)
	}
	return pc, nil
}

// LockPayable locks the invoices with ids in id order and reads them and
// the submissions with subs.
func (t relayerTx) LockPayable(ctx context.Context, ids []invoice.ID, subs []common.Hash) (map[invoice.ID]relayer.Payable, map[common.Hash]string, error) {
	invoices := make(map[invoice.ID]relayer.Payable, len(ids))
	rows, err := t.tx.Query(ctx, `SELECT id, status, settling_submission FROM invoices WHERE id = ANY($1) ORDER BY id FOR UPDATE`, idBytes(ids))
	if err != nil {
		return nil, nil, fmt.Errorf("RelayerStore.LockPayable(%d invoices): %w", len(ids), err)
	}
	var (
		id, settling []byte
		status       string
	)
	if _, err := pgx.ForEachRow(rows, []any{&id, &status, &settling}, func() error {
		p := relayer.Payable{Status: invoice.Status(status)}
		if settling != nil {
			p.Settling = common.BytesToHash(settling)
		}
		invoices[invoice.ID(id)] = p
		return nil
	}); err != nil {
		return nil, nil, fmt.Errorf("RelayerStore.LockPayable(%d invoices): %w", len(ids), err)
	}
	statuses := make(map[common.Hash]string, len(subs))
	rows, err = t.tx.Query(ctx, `SELECT id, status FROM submissions WHERE id = ANY($1)`, hashBytes(subs))
	if err != nil {
		return nil, nil, fmt.Errorf("RelayerStore.LockPayable(%d submissions): %w", len(subs), err)
	}
	if _, err := pgx.ForEachRow(rows, []any{&id, &status}, func() error {
		statuses[common.BytesToHash(id)] = status
		return nil
	}); err != nil {
		return nil, nil, fmt.Errorf("RelayerStore.LockPayable(%d submissions): %w", len(subs), err)
	}
	return invoices, statuses, nil
}

// StorePayments stores the signed payments and their claims in one round
// trip: the transactions first (submissions reference them), then the
// claims and the nonce counter. Payments of one payBatch are consecutive
// and share their transaction, stored once.
func (t relayerTx) StorePayments(ctx context.Context, acct relayer.Account, pays []relayer.SignedPayment) error {
	if len(pays) == 0 {
		return nil
	}
	var txs []*types.Transaction // once each: the payments of a payBatch share it
	invoices, subs, hashes := make([][]byte, len(pays)), make([][]byte, len(pays)), make([][]byte, len(pays))
	for i, p := range pays {
		if len(txs) == 0 || txs[len(txs)-1] != p.Tx {
			txs = append(txs, p.Tx)
		}
		invoices[i], subs[i], hashes[i] = p.Invoice[:], p.Submission.Bytes(), p.Tx.Hash().Bytes()
	}
	first, last := txs[0].Nonce(), txs[len(txs)-1].Nonce()
	b := &pgx.Batch{}
	if err := queueSigned(b, acct, relayer.PurposePay, txs); err != nil {
		return fmt.Errorf("RelayerStore.StorePayments(nonces %d-%d): %w", first, last, err)
	}
	queueMarkProcessing(b, invoices, subs, hashes)
	if err := t.tx.SendBatch(ctx, b).Close(); err != nil {
		return fmt.Errorf("RelayerStore.StorePayments(nonces %d-%d): %w", first, last, err)
	}
	return nil
}

// SettlePayment records a mined payment: the submission settled, its
// invoice paid with invoice.paid.
func (s *RelayerStore) SettlePayment(ctx context.Context, sub checkout.Submission, paid chain.InvoicePaid, txHash common.Hash) error {
	if err := s.SettlePayments(ctx, []chain.InvoicePaid{paid}, txHash); err != nil {
		return fmt.Errorf("RelayerStore.SettlePayment(%s): %w", sub.ID.Hex(), err)
	}
	return nil
}

// SettlePayments records the payments of one payBatch in one
// transaction: each as SettlePayment records it.
func (s *RelayerStore) SettlePayments(ctx context.Context, paid []chain.InvoicePaid, txHash common.Hash) error {
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		for _, p := range paid {
			if _, err := markPaid(ctx, tx, p, txHash, s.HoldEvents); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("RelayerStore.SettlePayments(%d of %s): %w", len(paid), txHash.Hex(), err)
	}
	return nil
}

// FailSubmission moves sub from from to failed with reason.
func (s *RelayerStore) FailSubmission(ctx context.Context, sub checkout.Submission, from, reason string) error {
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		return markSubmissionFailed(ctx, tx, sub, from, reason)
	})
	if err != nil {
		return fmt.Errorf("RelayerStore.FailSubmission(%s, from %s): %w", sub.ID.Hex(), from, err)
	}
	return nil
}

// RequeueSubmission returns sub to pending.
func (s *RelayerStore) RequeueSubmission(ctx context.Context, sub checkout.Submission) error {
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error { return markPending(ctx, tx, sub) })
	if err != nil {
		return fmt.Errorf("RelayerStore.RequeueSubmission(%s): %w", sub.ID.Hex(), err)
	}
	return nil
}
