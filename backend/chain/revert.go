package chain

import (
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/paystead/paystead/backend/chain/internal/bindings"
)

// RevertError is a decoded revert: a custom error of one of Paystead's contracts (Permit2 and
// the ERC-20s included), Error(string) or Panic(uint256).
type RevertError struct {
	// Name is the Solidity error name, e.g. "InvoiceNotPayable".
	Name string
	// Args holds the error's arguments in declaration order.
	Args []any
	// Data is the raw revert data.
	Data []byte
	// Err is the error the revert data came from.
	Err error
}

func (e *RevertError) Error() string {
	parts := make([]string, len(e.Args))
	for i, a := range e.Args {
		parts[i] = formatArg(a)
	}
	return fmt.Sprintf("execution reverted: %s(%s)", e.Name, strings.Join(parts, ", "))
}

func (e *RevertError) Unwrap() error { return e.Err }

// RevertName returns the decoded error name of err ("InvoiceNotPayable"), or "" when err does
// not carry a decodable revert.
func RevertName(err error) string {
	var re *RevertError
	if errors.As(err, &re) {
		return re.Name
	}
	return ""
}

// DecodeRevert turns an error from a call, a gas estimate or a send into a *RevertError naming
// the contract error and its arguments, when the error carries revert data (geth's JSON-RPC
// error code 3 with hex data). Other errors, and nil, are returned unchanged.
func DecodeRevert(err error) error {
	if err == nil {
		return nil
	}
	var re *RevertError
	if errors.As(err, &re) {
		return err
	}
	var de rpc.DataError
	if !errors.As(err, &de) {
		return err
	}
	var data []byte
	switch v := de.ErrorData().(type) {
	case string:
		b, decodeErr := hexutil.Decode(v)
		if decodeErr != nil {
			return err
		}
		data = b
	case []byte:
		data = v
	default:
		return err
	}
	if decoded := decodeRevertData(data); decoded != nil {
		decoded.Err = err
		return decoded
	}
	return err
}

var (
	panicSelector = [4]byte{0x4e, 0x48, 0x7b, 0x71}
	errorSelector = [4]byte{0x08, 0xc3, 0x79, 0xa0}
)

// decodeRevertData decodes revert data against every known contract error, or returns nil.
func decodeRevertData(data []byte) *RevertError {
	if len(data) < 4 {
		return nil
	}
	var selector [4]byte
	copy(selector[:], data[:4])
	switch selector {
	case errorSelector:
		if reason, err := abi.UnpackRevert(data); err == nil {
			return &RevertError{Name: "Error", Args: []any{reason}, Data: data}
		}
		return nil
	case panicSelector:
		if len(data) == 36 {
			return &RevertError{Name: "Panic", Args: []any{new(big.Int).SetBytes(data[4:])}, Data: data}
		}
		return nil
	}
	e, ok := knownErrors()[selector]
	if !ok {
		return &RevertError{Name: "0x" + hex.EncodeToString(selector[:]), Data: data}
	}
	args, err := e.Inputs.Unpack(data[4:])
	if err != nil {
		return &RevertError{Name: e.Name, Data: data}
	}
	return &RevertError{Name: e.Name, Args: args, Data: data}
}

// SwapExceededMaximum reports whether err is a swap payment the router refused because the
// invoice amount costs more of the pay-in token than the payer signed for: the price moved past
// the slippage allowed since the quote. The gateway approves the router for exactly the signed
// maximum, so Uniswap v3's SwapRouter fails pulling more with "STF" (TransferHelper inside the
// swap callback) or, after the swap, with "Too much requested".
func SwapExceededMaximum(err error) bool {
	var re *RevertError
	if !errors.As(err, &re) || re.Name != "Error" || len(re.Args) != 1 {
		return false
	}
	reason, _ := re.Args[0].(string)
	return reason == "STF" || reason == "Too much requested"
}

// knownErrors indexes the custom errors of every bound contract by selector.
var knownErrors = sync.OnceValue(func() map[[4]byte]abi.Error {
	out := map[[4]byte]abi.Error{}
	for _, contractABI := range []abi.ABI{
		bindings.NewCustodyEscrowGateway().GetABI(),
		bindings.NewPermit2().GetABI(),
		bindings.NewTestStablecoin().GetABI(),
		bindings.NewLegacyPoolV06().GetABI(),
		bindings.NewSanctionsOracle().GetABI(),
		bindings.NewDepositFactory().GetABI(),
		bindings.NewDepositForwarder().GetABI(),
		bindings.NewSubscriptionManager().GetABI(),
		bindings.NewSubscriptionAccount().GetABI(),
	} {
		for _, e := range contractABI.Errors {
			var selector [4]byte
			copy(selector[:], e.ID[:4])
			out[selector] = e
		}
	}
	return out
})

func formatArg(a any) string {
	switch v := a.(type) {
	case [32]byte:
		return hexutil.Encode(v[:])
	case common.Address:
		return v.Hex()
	case []byte:
		return hexutil.Encode(v)
	case string:
		return fmt.Sprintf("%q", v)
	case *big.Int:
		return v.String()
	default:
		return fmt.Sprint(v)
	}
}
