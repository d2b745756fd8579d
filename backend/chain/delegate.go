package chain

import "github.com/ethereum/go-ethereum/common"

// SetDelegateCalldata is the calldata of setDelegate(delegate, allowed),
// for a transaction the merchant's own wallet sends to the gateway.
func (g *Gateway) SetDelegateCalldata(delegate common.Address, allowed bool) []byte {
	return g.abi.PackSetDelegate(delegate, allowed)
}
