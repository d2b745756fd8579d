package chain

import "github.com/ethereum/go-ethereum/common"

// SetPayoutWalletCalldata is the calldata of setPayoutWallet(wallet), for a transaction the
// merchant's own wallet sends to the gateway once it is deployed (SetDelegateCalldata is the
// other one).
func (g *Gateway) SetPayoutWalletCalldata(wallet common.Address) []byte {
	return g.abi.PackSetPayoutWallet(wallet)
}
