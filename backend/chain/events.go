package chain

import (
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/paystead/paystead/backend/chain/internal/bindings"
)

// InvoiceStaged is the gateway's InvoiceStaged event.
type InvoiceStaged struct {
	ID          [32]byte
	Merchant    common.Address
	PayoutToken common.Address
	Amount      *big.Int
	ExpiresAt   uint64 // 0: never
	Log         types.Log
}

// InvoicePaid is the gateway's InvoicePaid event.
type InvoicePaid struct {
	PaidInvoice
	PayInToken common.Address
	AmountIn   *big.Int // of PayInToken taken from the payer (after any swap refund)
	Log        types.Log
}

// InvoiceRefunded is the gateway's InvoiceRefunded event.
type InvoiceRefunded struct {
	ID          [32]byte
	Merchant    common.Address
	Payer       common.Address
	PayoutToken common.Address
	Amount      *big.Int // refunded by this event
	Remaining   *big.Int // what the gateway still holds for the invoice after it
	// To is where the refund went: the payer, or the address the payer named (refundTo's
	// RefundRedirected in the same transaction).
	To  common.Address
	Log types.Log
}

// InvoiceClaimed is the gateway's per-invoice InvoiceClaimed event.
type InvoiceClaimed struct {
	ID          [32]byte
	Merchant    common.Address
	PayoutToken common.Address
	Amount      *big.Int
	Log         types.Log
}

// PaymentFailed is the gateway's PaymentFailed event: a payment of a payBatch reverted and was
// undone alone.
type PaymentFailed struct {
	ID    [32]byte
	Payer common.Address
	// Reason is the decoded revert data (a *RevertError); ErrNoRevertData when the payment
	// reverted with none: it ran out of gas, or reverted bare.
	Reason error
	Log    types.Log
}

// ErrNoRevertData is a PaymentFailed with empty revert data: the payment ran out of gas in its
// batch (or reverted with no reason), so it says nothing about the payment itself.
var ErrNoRevertData = errors.New("the payment reverted with no reason (out of gas in its batch?)")

// Events holds the invoice events decoded from a set of logs, in log order per kind.
type Events struct {
	Staged   []InvoiceStaged
	Paid     []InvoicePaid
	Refunded []InvoiceRefunded
	Claimed  []InvoiceClaimed
	Failed   []PaymentFailed
	Voided   [][32]byte // the ids of InvoiceVoided events
	Held     []HeldChange
	// ChainID is the chain the logs came from, when their reader says
	// (the reconciler does); held funds are recorded only with it.
	ChainID int64
}

// HeldChange is a DepositHeld (Returned false: Amount of Token swept from invoice ID's deposit
// address into the gateway, paid to no invoice) or a HeldReturned event (Returned: Amount of it
// sent to To).
type HeldChange struct {
	ID       [32]byte
	Token    common.Address
	Amount   *big.Int
	Returned bool
	To       common.Address // a return's recipient
	Merchant common.Address // a hold's merchant, as the gateway tied it (zero: unknown)
	Log      types.Log
}

// SettlementEventIDs are the topics of the gateway's events that move an
// invoice's money (paid, refunded, claimed), to ask a node for those logs
// and not every staging's.
func (g *Gateway) SettlementEventIDs() []common.Hash {
	events := g.abi.GetABI().Events
	return []common.Hash{events["InvoicePaid"].ID, events["InvoiceRefunded"].ID, events["RefundRedirected"].ID, events["InvoiceClaimed"].ID,
		events["DepositHeld"].ID, events["HeldReturned"].ID}
}

// ParseEvents decodes the invoice events the gateway emitted among logs (for example a
// receipt's), ignoring other contracts' logs and the gateway's other events.
func (g *Gateway) ParseEvents(logs []*types.Log) (Events, error) {
	var ev Events
	abi := g.abi.GetABI()
	for _, l := range logs {
		if l.Address != g.address || len(l.Topics) == 0 {
			continue
		}
		var err error
		switch l.Topics[0] {
		case abi.Events["InvoiceStaged"].ID:
			var e *bindings.CustodyEscrowGatewayInvoiceStaged
			if e, err = g.abi.UnpackInvoiceStagedEvent(l); err == nil {
				ev.Staged = append(ev.Staged, InvoiceStaged{ID: e.Id, Merchant: e.Merchant, PayoutToken: e.PayoutToken, Amount: e.Amount, ExpiresAt: e.ExpiresAt, Log: *l})
			}
		case abi.Events["InvoiceVoided"].ID:
			var e *bindings.CustodyEscrowGatewayInvoiceVoided
			if e, err = g.abi.UnpackInvoiceVoidedEvent(l); err == nil {
				ev.Voided = append(ev.Voided, e.Id)
			}
		case abi.Events["InvoicePaid"].ID:
			var e *bindings.CustodyEscrowGatewayInvoicePaid
			if e, err = g.abi.UnpackInvoicePaidEvent(l); err == nil {
				ev.Paid = append(ev.Paid, InvoicePaid{
					PaidInvoice: PaidInvoice{ID: e.Id, Merchant: e.Merchant, PayoutToken: e.PayoutToken, Amount: e.Amount, Payer: e.Payer, PaidAt: e.PaidAt},
					PayInToken:  e.PayInToken,
					AmountIn:    e.AmountIn,
					Log:         *l,
				})
			}
		case abi.Events["InvoiceRefunded"].ID:
			var e *bindings.CustodyEscrowGatewayInvoiceRefunded
			if e, err = g.abi.UnpackInvoiceRefundedEvent(l); err == nil {
				ev.Refunded = append(ev.Refunded, InvoiceRefunded{ID: e.Id, Merchant: e.Merchant, Payer: e.Payer, PayoutToken: e.PayoutToken, Amount: e.Amount, Remaining: e.Remaining,
					To: e.Payer, Log: *l})
			}
		case abi.Events["RefundRedirected"].ID:
			var e *bindings.CustodyEscrowGatewayRefundRedirected
			if e, err = g.abi.UnpackRefundRedirectedEvent(l); err == nil {
				// It follows its InvoiceRefunded in the same transaction.
				for i := range ev.Refunded {
					if r := &ev.Refunded[i]; r.ID == e.Id && r.Log.TxHash == l.TxHash {
						r.To = e.To
					}
				}
			}
		case abi.Events["PaymentFailed"].ID:
			var e *bindings.CustodyEscrowGatewayPaymentFailed
			if e, err = g.abi.UnpackPaymentFailedEvent(l); err == nil {
				ev.Failed = append(ev.Failed, PaymentFailed{ID: e.Id, Payer: e.Payer, Reason: revertReason(e.Reason), Log: *l})
			}
		case abi.Events["DepositHeld"].ID:
			var e *bindings.CustodyEscrowGatewayDepositHeld
			if e, err = g.abi.UnpackDepositHeldEvent(l); err == nil {
				ev.Held = append(ev.Held, HeldChange{ID: e.Id, Token: e.Token, Amount: e.Amount, Merchant: e.Merchant, Log: *l})
			}
		case abi.Events["HeldReturned"].ID:
			var e *bindings.CustodyEscrowGatewayHeldReturned
			if e, err = g.abi.UnpackHeldReturnedEvent(l); err == nil {
				ev.Held = append(ev.Held, HeldChange{ID: e.Id, Token: e.Token, Amount: e.Amount, Returned: true, To: e.To, Log: *l})
			}
		case abi.Events["InvoiceClaimed"].ID:
			var e *bindings.CustodyEscrowGatewayInvoiceClaimed
			if e, err = g.abi.UnpackInvoiceClaimedEvent(l); err == nil {
				ev.Claimed = append(ev.Claimed, InvoiceClaimed{ID: e.Id, Merchant: e.Merchant, PayoutToken: e.PayoutToken, Amount: e.Amount, Log: *l})
			}
		}
		if err != nil {
			return Events{}, fmt.Errorf("decode gateway log %d of tx %s: %w", l.Index, l.TxHash, err)
		}
	}
	return ev, nil
}

// PaidLog encodes p as the InvoicePaid log the gateway emits: what a
// node's receipt of a payment carries, for fakes of a node (Paystead
// itself only decodes logs, with ParseEvents).
func (g *Gateway) PaidLog(p InvoicePaid) (*types.Log, error) {
	event := g.abi.GetABI().Events["InvoicePaid"]
	data, err := event.Inputs.NonIndexed().Pack(p.PayoutToken, p.Amount, p.PayInToken, p.AmountIn, p.PaidAt)
	if err != nil {
		return nil, fmt.Errorf("encode InvoicePaid: %w", err)
	}
	return &types.Log{
		Address: g.address,
		Topics:  []common.Hash{event.ID, p.ID, common.BytesToHash(p.Merchant.Bytes()), common.BytesToHash(p.Payer.Bytes())},
		Data:    data,
	}, nil
}

// revertReason decodes a failed payment's revert data: a *RevertError, or ErrNoRevertData.
func revertReason(data []byte) error {
	if len(data) == 0 {
		return ErrNoRevertData
	}
	if re := decodeRevertData(data); re != nil {
		return re
	}
	return &RevertError{Name: "0x" + hex.EncodeToString(data), Data: data}
}

// FailedLog encodes f as the PaymentFailed log the gateway emits, with reason as its revert data,
// for fakes of a node.
func (g *Gateway) FailedLog(id [32]byte, payer common.Address, reason []byte) (*types.Log, error) {
	event := g.abi.GetABI().Events["PaymentFailed"]
	data, err := event.Inputs.NonIndexed().Pack(reason)
	if err != nil {
		return nil, fmt.Errorf("encode PaymentFailed: %w", err)
	}
	return &types.Log{
		Address: g.address,
		Topics:  []common.Hash{event.ID, id, common.BytesToHash(payer.Bytes())},
		Data:    data,
	}, nil
}
