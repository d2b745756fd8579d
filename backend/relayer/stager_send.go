package relayer

import (
	"context"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/truncate"
)

// Gas of stageInvoices: measured 51,009 for one invoice, 28,795 each in a
// batch of 10 and 26,577 each in one of 100 (about 24,700 plus 26,300 per
// invoice, one fresh record each). The limit leaves some 30% on top. Every
// batch is simulated at its limit first, so one that needs more is
// estimated instead of sent short, and a revert costs no nonce.
const (
	stageGasBase       = 40_000
	stageGasPerInvoice = 35_000
)

func stageGasLimit(n int) uint64 { return stageGasBase + stageGasPerInvoice*uint64(n) }

// stageData is the calldata of gateway.stageInvoices.
func (s *Stager) stageData(ctx context.Context, merchant common.Address, invoices []chain.StagedInvoice) ([]byte, error) {
	tx, err := s.gateway.StageInvoices(ctx, s.sender.calldataOpts(1), merchant, invoices)
	if err != nil {
		return nil, err
	}
	return tx.Data(), nil
}

// simulate runs the staging as a call at gas (see Sender.simulate).
func (s *Stager) simulate(ctx context.Context, data []byte, gas uint64) (uint64, error) {
	gas, err := s.sender.simulate(ctx, s.gateway.Address(), data, gas, "staging")
	if err != nil {
		return 0, fmt.Errorf("gateway stageInvoices: %w", err)
	}
	return gas, nil
}

// rowsError is a failure to store a group's new invoices (or to take the
// nonce in the same round trip): with more than one invoice in the group,
// each is tried again on its own.
type rowsError struct{ err error }

func (e *rowsError) Error() string   { return "relayer: stage: store invoices: " + e.err.Error() }
func (e *rowsError) Unwrap() []error { return []error{invoice.ErrNotStored, e.err} }

// signAndStore simulates the staging transaction at limit while, in the
// database, the group's new invoices (rows) are inserted and the nonce is
// taken in one round trip; then it signs with that nonce and stores the
// transaction, named on each invoice. Nothing is stored unless all of it
// is: begin, rows and nonce, transaction and counter, commit.
func (s *Stager) signAndStore(ctx context.Context, data []byte, limit uint64, rows []NewInvoice) (*types.Transaction, error) {
	snd := s.sender
	type simulation struct {
		gas uint64
		err error
	}
	simulated := make(chan simulation, 1)
	go func() {
		gas, err := s.simulate(ctx, data, limit)
		simulated <- simulation{gas, err}
	}()

	tip, feeCap, err := snd.fees(ctx)
	if err != nil {
		return nil, err
	}
	var signed *types.Transaction
	err = snd.store.InTx(ctx, func(tx Tx) error {
		// The nonce last: its row lock is held from there to the commit.
		next, found, err := tx.CreateInvoicesAndLockNonce(ctx, rows, snd.account)
		if err != nil {
			return &rowsError{err}
		}
		nonce, err := snd.nonceOrStart(ctx, tx, next, found)
		if err != nil {
			return err
		}
		sim := <-simulated
		if sim.err != nil {
			return sim.err
		}
		to := s.gateway.Address()
		signed, err = types.SignNewTx(snd.key, types.LatestSignerForChainID(snd.chainID), &types.DynamicFeeTx{
			ChainID: snd.chainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: sim.gas, To: &to, Data: data,
		})
		if err != nil {
			return fmt.Errorf("relayer: stage: sign: %w", err)
		}
		ids := make([]invoice.ID, len(rows))
		for i, r := range rows {
			ids[i] = r.Invoice.ID
		}
		if err := tx.StoreStaging(ctx, snd.account, signed, ids); err != nil {
			return fmt.Errorf("relayer: stage: %w", err)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return signed, nil
}

// restage signs old's staging again under the wallet's next nonce, for
// ids still staging, after old's nonce was taken by another transaction
// (the key used elsewhere, a database restored from a backup): stored and
// named on the invoices before it is broadcast, as old was.
func (s *Stager) restage(ctx context.Context, old *types.Transaction, ids []invoice.ID) (*types.Transaction, error) {
	snd := s.sender
	tip, feeCap, err := snd.fees(ctx)
	if err != nil {
		return nil, err
	}
	var signed *types.Transaction
	err = snd.store.InTx(ctx, func(tx Tx) error {
		nonce, err := snd.lockNonce(ctx, tx)
		if err != nil {
			return err
		}
		if signed, err = snd.signCopy(old, nonce, tip, feeCap); err != nil {
			return fmt.Errorf("relayer: restage: %w", err)
		}
		return tx.StoreStaging(ctx, snd.account, signed, ids)
	})
	if err != nil {
		return nil, err
	}
	return signed, nil
}

// settleStaging records a staging transaction's receipt for ids: they
// become open, or failed with the revert's reason and invoice.failed. The
// Stager that sent it and a payment waiting for it both call it; whichever
// sees the receipt first records it, and the other changes nothing.
func settleStaging(ctx context.Context, store StagingStore, sender *Sender, receipt *types.Receipt, ids []invoice.ID) error {
	if err := store.RecordStaged(ctx, receipt, ids, time.Now().UTC()); err != nil {
		return err
	}
	if receipt.Status == types.ReceiptStatusSuccessful {
		return nil
	}
	reason := sender.RevertReason(ctx, receipt.TxHash, receipt)
	sender.log.WarnContext(ctx, "staging reverted", "tx", receipt.TxHash.Hex(), "block", receipt.BlockNumber, "invoices", len(ids), "err", reason)
	return store.FailStaging(ctx, ids, reasonStagingReverted+truncate.Line(reason.Error(), 200))
}
