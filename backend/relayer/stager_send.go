package relayer

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
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

// stageMerchant sends one staging transaction of up to MaxBatch of
// merchant's waiting invoices: in one database transaction it locks them
// (skipping those another process is staging), simulates the staging at
// its computed gas limit, takes the nonce, signs, and stores the
// transaction named on each invoice; then it broadcasts it. It returns
// what follows the transaction to its receipt (nil when nothing was sent)
// and how many invoices it took. A staging the gateway refuses fails the
// invoices it is about, each with invoice.failed and the reason: all of
// them when the server wallet is not the merchant's agent, else only
// those that are refused alone. An error (the node down) leaves every
// invoice waiting.
func (s *Stager) stageMerchant(runCtx context.Context, merchant common.Address, limit int) (follow func(), n int, err error) {
	// Once locked, a group is stored and broadcast even while shutting down.
	ctx := context.WithoutCancel(runCtx)
	snd := s.sender
	ahead, maxGas, err := s.chainHead(ctx)
	if err != nil {
		return nil, 0, err
	}
	tip, feeCap, err := snd.fees(ctx)
	if err != nil {
		return nil, 0, err
	}
	t0 := time.Now()
	var (
		signed  *types.Transaction
		ids     []invoice.ID
		taken   []invoice.Invoice
		refusal error
	)
	err = snd.store.InTx(ctx, func(tx Tx) error {
		invs, err := tx.LockUnstaged(ctx, snd.ChainID(), merchant, limit)
		if err != nil || len(invs) == 0 {
			return err
		}
		taken = invs
		staged := make([]chain.StagedInvoice, len(invs))
		expires := make([]uint64, len(invs))
		ids = make([]invoice.ID, len(invs))
		for i, inv := range invs {
			expires[i] = chainExpiry(inv.ExpiresAt, ahead)
			staged[i] = chain.StagedInvoice{ID: inv.ID, PayoutToken: inv.PayoutToken, Amount: big.NewInt(inv.Amount), ExpiresAt: expires[i]}
			ids[i] = inv.ID
		}
		data, err := s.stageData(ctx, merchant, staged)
		if err != nil {
			return err
		}
		gas, err := s.simulate(ctx, data, stageGasLimit(len(invs)))
		var re *chain.RevertError
		if errors.As(err, &re) {
			refusal = err // nothing stored: the refusal is dealt with below
			return nil
		}
		if err != nil && len(invs) > 1 && tooMuchGas(err) {
			// More than a block holds on this chain (geth's dev chain
			// prices a staged invoice at several times the embedded one's).
			return fmt.Errorf("%w: %d invoices: %w", errBatchTooLarge, len(invs), err)
		}
		if err != nil {
			return err
		}
		if gas > maxGas && len(invs) > 1 {
			// A limit no block or node takes (a transaction over the
			// block's gas limit, or over EIP-7825's cap, is refused).
			return fmt.Errorf("%w: %d invoices need a limit of %d gas, over %d", errBatchTooLarge, len(invs), gas, maxGas)
		}
		// The nonce last: its row lock is held from there to the commit.
		nonce, err := snd.lockNonce(ctx, tx)
		if err != nil {
			return err
		}
		to := s.gateway.Address()
		signed, err = types.SignNewTx(snd.key, types.LatestSignerForChainID(snd.chainID), &types.DynamicFeeTx{
			ChainID: snd.chainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: gas, To: &to, Data: data,
		})
		if err != nil {
			return fmt.Errorf("relayer: stage: sign: %w", err)
		}
		return tx.StoreStaging(ctx, snd.account, signed, ids, expires)
	})
	switch {
	case err != nil:
		return nil, 0, err
	case refusal != nil:
		s.refused(ctx, merchant, taken, refusal)
		return nil, len(taken), nil
	case signed == nil:
		return nil, 0, nil
	}
	// Watched before it is broadcast, the transaction is found by the
	// receipt watcher's block scan alone.
	receipts := s.sender.receipts.watch(signed.Hash())
	tx, err := s.broadcast(ctx, signed, ids)
	if tx == nil || tx.Hash() != signed.Hash() {
		s.sender.receipts.remove(signed.Hash(), receipts)
		if tx != nil {
			receipts = s.sender.receipts.watch(tx.Hash())
		}
	}
	if err != nil {
		return nil, len(ids), err
	}
	s.log.Debug("staging sent", "invoices", len(ids), "send_ms", time.Since(t0).Milliseconds())
	return func() { s.follow(runCtx, tx.Hash(), ids, receipts) }, len(ids), nil
}

// maxTxGas is the most gas one transaction may take where EIP-7825
// applies (Osaka): 2^24.
const maxTxGas = 1 << 24

// errBatchTooLarge is a staging of more invoices than the chain's block
// gas limit lets through: the Stager takes fewer at a time.
var errBatchTooLarge = errors.New("staging batch needs more gas than a block holds")

// tooMuchGas reports whether err is the node refusing a call for its gas:
// more than the block (or the node's cap) allows.
func tooMuchGas(err error) bool {
	msg := err.Error()
	return strings.Contains(msg, "exceeds allowance") || strings.Contains(msg, "exceeds block gas limit") || strings.Contains(msg, "gas limit reached")
}

// broadcast sends the stored staging transaction signed. When its nonce
// was taken (the key used elsewhere) its invoices go out once more under
// the next nonce rather than failing for what the wallet did elsewhere;
// taken twice, they fail. A transient failure is left to Rebroadcast: the
// transaction is stored, so it is as good as sent.
func (s *Stager) broadcast(ctx context.Context, signed *types.Transaction, ids []invoice.ID) (*types.Transaction, error) {
	err := s.sender.push(ctx, signed)
	if !errors.Is(err, ErrReplaced) {
		return signed, nil
	}
	s.log.WarnContext(ctx, "staging transaction's nonce was taken; staging again under the next", "tx", signed.Hash().Hex(), "invoices", len(ids))
	again, rerr := s.restage(ctx, signed, ids)
	if rerr == nil {
		if err = s.sender.push(ctx, again); !errors.Is(err, ErrReplaced) {
			return again, nil
		}
		signed = again
	} else {
		err = errors.Join(err, rerr)
	}
	s.failStaging(ctx, ids, ReasonStagingDropped)
	return nil, fmt.Errorf("staging transaction %s not sent: %w", signed.Hash().Hex(), err)
}

// refused deals with a staging of invs the gateway refused with refusal:
// the server wallet no longer being the merchant's agent fails them all;
// otherwise each is simulated alone, and those refused alone fail with
// their reason (the rest wait for the next round).
func (s *Stager) refused(ctx context.Context, merchant common.Address, invs []invoice.Invoice, refusal error) {
	if name := chain.RevertName(refusal); name == "NotMerchantOrDelegate" || name == "NotAgent" {
		s.learn(chain.AgentChange{Merchant: merchant})
		ids := make([]invoice.ID, len(invs))
		for i, inv := range invs {
			ids[i] = inv.ID
		}
		s.log.WarnContext(ctx, "staging refused: the server wallet is no longer the merchant's agent", "merchant", merchant.Hex(), "invoices", len(ids))
		s.failStaging(ctx, ids, ReasonNotAgent)
		return
	}
	ahead, _, err := s.chainHead(ctx)
	if err != nil {
		return
	}
	for _, inv := range invs {
		one := []chain.StagedInvoice{{ID: inv.ID, PayoutToken: inv.PayoutToken, Amount: big.NewInt(inv.Amount), ExpiresAt: chainExpiry(inv.ExpiresAt, ahead)}}
		data, err := s.stageData(ctx, merchant, one)
		if err != nil {
			continue
		}
		_, err = s.simulate(ctx, data, stageGasLimit(1))
		var re *chain.RevertError
		if errors.As(err, &re) {
			s.log.WarnContext(ctx, "staging refused", "invoice", inv.ID.String(), "err", err)
			s.failStaging(ctx, []invoice.ID{inv.ID}, reasonStagingRefused+truncate.Line(err.Error(), 200))
		}
	}
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
		return tx.StoreStaging(ctx, snd.account, signed, ids, nil)
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
