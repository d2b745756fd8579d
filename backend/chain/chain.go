// Package chain is Paystead's typed access to its contracts: deploying them on a dev chain,
// staging, paying, refunding and claiming invoices through the CustodyEscrowGateway, decoding
// its events and revert reasons, and hashing/signing the Permit2 witness a payer signs.
//
// The abigen bindings live in chain/internal/bindings; nothing outside this package imports them.
package chain

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Backend is what this package needs from a node: calls, transactions, receipts and logs.
// *ethclient.Client and the client of an ethclient/simulated backend both satisfy it.
type Backend interface {
	bind.ContractBackend
	bind.DeployBackend
}

// Addresses of the contracts DeployDev deploys.
type Addresses struct {
	Gateway         common.Address
	Permit2         common.Address
	USDC            common.Address
	EURC            common.Address
	LegacyPool      common.Address
	SanctionsOracle common.Address
	// DepositFactory is the deployer's deposit factory (#34), the gateway's;
	// zero where the chain lacks the deterministic deployment proxy.
	DepositFactory common.Address
	// SubscriptionManager charges subscriptions into the gateway (#35); zero where none was
	// deployed.
	SubscriptionManager common.Address
}

// receiptPollInterval is how often WaitMined asks for a receipt. Dev chains seal in well under
// a second, so bind.WaitMined's one-second ticker would dominate deploy and test time.
const receiptPollInterval = 25 * time.Millisecond

// WaitMined waits until tx has a receipt and returns it. A reverted transaction returns the
// receipt and an error naming the transaction.
func WaitMined(ctx context.Context, backend bind.DeployBackend, tx *types.Transaction) (*types.Receipt, error) {
	ticker := time.NewTicker(receiptPollInterval)
	defer ticker.Stop()
	for {
		receipt, err := backend.TransactionReceipt(ctx, tx.Hash())
		if err == nil {
			if receipt.Status != types.ReceiptStatusSuccessful {
				return receipt, fmt.Errorf("transaction %s reverted in block %s", tx.Hash(), receipt.BlockNumber)
			}
			return receipt, nil
		}
		if !errors.Is(err, ethereum.NotFound) && !stillIndexing(err) {
			return nil, fmt.Errorf("receipt of %s: %w", tx.Hash(), err)
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("waiting for %s: %w", tx.Hash(), ctx.Err())
		case <-ticker.C:
		}
	}
}

// stillIndexing reports geth's answer for a receipt while it indexes
// transactions (after a start, or a reindex): not yet, rather than never.
func stillIndexing(err error) bool {
	return strings.Contains(err.Error(), "transaction indexing is in progress")
}

// Now is the chain's clock: the latest block's time. Refund windows and
// permit deadlines run on it, not on the wall clock.
func Now(ctx context.Context, backend bind.ContractBackend) (time.Time, error) {
	head, err := backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return time.Time{}, fmt.Errorf("latest block: %w", err)
	}
	return time.Unix(int64(head.Time), 0).UTC(), nil
}
