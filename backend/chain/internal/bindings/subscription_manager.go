// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package bindings

import (
	"bytes"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Reference imports to suppress errors if they are not otherwise used.
var (
	_ = bytes.Equal
	_ = errors.New
	_ = big.NewInt
	_ = common.Big1
	_ = types.BloomLookup
	_ = abi.ConvertType
)

// IPermit2AllowancesAllowanceDetails is an auto generated low-level Go binding around an user-defined struct.
type IPermit2AllowancesAllowanceDetails struct {
	Token      common.Address
	Amount     *big.Int
	Expiration *big.Int
	Nonce      *big.Int
}

// IPermit2AllowancesAllowancePermit is an auto generated low-level Go binding around an user-defined struct.
type IPermit2AllowancesAllowancePermit struct {
	Details     IPermit2AllowancesAllowanceDetails
	Spender     common.Address
	SigDeadline *big.Int
}

// SubscriptionManagerTerms is an auto generated low-level Go binding around an user-defined struct.
type SubscriptionManagerTerms struct {
	Payer    common.Address
	Merchant common.Address
	Token    common.Address
	Amount   *big.Int
	Start    uint64
	Period   uint64
	Count    uint32
	Salt     [32]byte
}

// SubscriptionManagerMetaData contains all meta data concerning the SubscriptionManager contract.
var SubscriptionManagerMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractISubscriptionGateway\",\"name\":\"gateway_\",\"type\":\"address\"},{\"internalType\":\"contractIPermit2Allowances\",\"name\":\"permit2_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"terms\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"AlreadyCharged\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BadTerms\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"CancelExpired\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"CancelNotPayers\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ECDSAInvalidSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"}],\"name\":\"ECDSAInvalidSignatureLength\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"ECDSAInvalidSignatureS\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyBatch\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedDeployment\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotAgent\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"terms\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"dueAt\",\"type\":\"uint256\"}],\"name\":\"NotDue\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"OnlySelf\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"terms\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"current\",\"type\":\"uint256\"}],\"name\":\"PeriodPassed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"PermitMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"terms\",\"type\":\"bytes32\"}],\"name\":\"SubscriptionCanceled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"terms\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"}],\"name\":\"SubscriptionEnded\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"terms\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"}],\"name\":\"Canceled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"terms\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"reason\",\"type\":\"bytes\"}],\"name\":\"ChargeFailed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"terms\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"invoiceId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Charged\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"DOMAIN_SEPARATOR\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"account\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"start\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"period\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"internalType\":\"structSubscriptionManager.Terms\",\"name\":\"t\",\"type\":\"tuple\"}],\"name\":\"accountOf\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"start\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"period\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"internalType\":\"structSubscriptionManager.Terms\",\"name\":\"t\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"payerSignature\",\"type\":\"bytes\"}],\"name\":\"cancel\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"terms\",\"type\":\"bytes32\"}],\"name\":\"canceled\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"start\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"period\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"internalType\":\"structSubscriptionManager.Terms\",\"name\":\"t\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"charge\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"start\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"period\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"internalType\":\"structSubscriptionManager.Terms[]\",\"name\":\"ts\",\"type\":\"tuple[]\"},{\"internalType\":\"uint256[]\",\"name\":\"indexes\",\"type\":\"uint256[]\"}],\"name\":\"chargeBatch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"charged\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"start\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"period\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"internalType\":\"structSubscriptionManager.Terms\",\"name\":\"t\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"chargeOne\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"start\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"period\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"internalType\":\"structSubscriptionManager.Terms\",\"name\":\"t\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint160\",\"name\":\"amount\",\"type\":\"uint160\"},{\"internalType\":\"uint48\",\"name\":\"expiration\",\"type\":\"uint48\"},{\"internalType\":\"uint48\",\"name\":\"nonce\",\"type\":\"uint48\"}],\"internalType\":\"structIPermit2Allowances.AllowanceDetails\",\"name\":\"details\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"sigDeadline\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2Allowances.AllowancePermit\",\"name\":\"p\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"chargeWithPermit\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"gateway\",\"outputs\":[{\"internalType\":\"contractISubscriptionGateway\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"terms\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"invoiceId\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"terms\",\"type\":\"bytes32\"}],\"name\":\"nextPeriod\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"next\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"permit2\",\"outputs\":[{\"internalType\":\"contractIPermit2Allowances\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"start\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"period\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"internalType\":\"structSubscriptionManager.Terms\",\"name\":\"t\",\"type\":\"tuple\"}],\"name\":\"termsHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"}]",
	ID:  "SubscriptionManager",
	Bin: "0x60e060405234801561000f575f5ffd5b506040516125c03803806125c083398101604081905261002e916100b1565b6001600160a01b03808316608052811660a052604051819061004f9061008d565b6001600160a01b039091168152602001604051809103905ff080158015610078573d5f5f3e3d5ffd5b506001600160a01b031660c052506100e99050565b6102858061233b83390190565b6001600160a01b03811681146100ae575f5ffd5b50565b5f5f604083850312156100c2575f5ffd5b82516100cd8161009a565b60208401519092506100de8161009a565b809150509250929050565b60805160a05160c0516121ea6101515f395f8181610275015281816107ba015281816110bc015261110601525f818161013f01526108cf01525f818160ee0152818161040401528181610c390152818161121a015281816112de015261148901526121ea5ff3fe608060405234801561000f575f5ffd5b50600436106100e5575f3560e01c8063b04709a711610088578063c9e566bb11610063578063c9e566bb146102dc578063cfad70cf146102ef578063eb58f3dc14610302578063f3a8b52614610315575f5ffd5b8063b04709a714610297578063c05c7546146102aa578063c9e34935146102c9575f5ffd5b80631c439266116100c35780631c439266146101825780631fba360d146101b45780633644e515146101c95780635dab242014610270575f5ffd5b8063116191b6146100e957806312261ee71461013a578063159b734314610161575b5f5ffd5b6101107f000000000000000000000000000000000000000000000000000000000000000081565b60405173ffffffffffffffffffffffffffffffffffffffff90911681526020015b60405180910390f35b6101107f000000000000000000000000000000000000000000000000000000000000000081565b61017461016f366004611987565b610328565b604051908152602001610131565b6101a46101903660046119a7565b60016020525f908152604090205460ff1681565b6040519015158152602001610131565b6101c76101c2366004611a1a565b610357565b005b610174604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527ffaf3e1c80fead93e540bc0ec4968678ad1d37236ba8c376ab605588e94a7154f918101919091527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b6101107f000000000000000000000000000000000000000000000000000000000000000081565b6101106102a5366004611a74565b6107b4565b6101746102b83660046119a7565b5f6020819052908152604090205481565b6101746102d7366004611a8f565b6107e7565b6101746102ea366004611b68565b610961565b6101746102fd366004611bf7565b610af8565b610174610310366004611a74565b610b0b565b6101c7610323366004611c56565b610b3a565b604080516020808201859052818301849052825180830384018152606090920190925280519101205b92915050565b5f61036185610b0b565b90506103706020860186611c97565b73ffffffffffffffffffffffffffffffffffffffff163373ffffffffffffffffffffffffffffffffffffffff16141580156103e657506103b66040860160208701611c97565b73ffffffffffffffffffffffffffffffffffffffff163373ffffffffffffffffffffffffffffffffffffffff1614155b80156104cc575073ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016634ebf59d26104396040880160208901611c97565b6040517fffffffff0000000000000000000000000000000000000000000000000000000060e084901b16815273ffffffffffffffffffffffffffffffffffffffff9091166004820152336024820152604401602060405180830381865afa1580156104a6573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104ca9190611cb2565b155b156107345783421115610512576040517ea88b26000000000000000000000000000000000000000000000000000000008152600481018590526024015b60405180910390fd5b5f6105ba604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527ffaf3e1c80fead93e540bc0ec4968678ad1d37236ba8c376ab605588e94a7154f918101919091527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b604080517f25c5142a62804e2e06f57a4dc808845efbb19e6e497f67a45c07c54fce3e10716020820152908101849052606081018790526080016040516020818303038152906040528051906020012060405160200161064c9291907f190100000000000000000000000000000000000000000000000000000000000081526002810192909252602282015260420190565b604080517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08184030181529190528051602091820120915061069090870187611c97565b73ffffffffffffffffffffffffffffffffffffffff166106e58286868080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250610b8492505050565b73ffffffffffffffffffffffffffffffffffffffff1614610732576040517fbfe54bd200000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b505b5f8181526001602052604090205460ff166107ad575f81815260016020819052604080832080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001690921790915551339183917f5f32c817b1de98e681044c3d78ca791e6018e4c3b4f230e4d85bbcc3815989f39190a35b5050505050565b5f6103517f00000000000000000000000000000000000000000000000000000000000000006107e284610b0b565b610bac565b5f6107f1866107b4565b73ffffffffffffffffffffffffffffffffffffffff1661081760a0860160808701611c97565b73ffffffffffffffffffffffffffffffffffffffff1614158061088157506108456060870160408801611c97565b73ffffffffffffffffffffffffffffffffffffffff166108686020860186611c97565b73ffffffffffffffffffffffffffffffffffffffff1614155b156108b8576040517fceaf57ba00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b73ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016632b67b5706109016020890189611c97565b8686866040518563ffffffff1660e01b81526004016109239493929190611d2d565b5f604051808303815f87803b15801561093a575f5ffd5b505af192505050801561094b575060015b50610957868633610c21565b9695505050505050565b5f838015806109705750828114155b156109a7576040517fc2e5347d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5b81811015610aee573063f3a8b5268888848181106109c9576109c9611e18565b905061010002018787858181106109e2576109e2611e18565b90506020020135336040518463ffffffff1660e01b8152600401610a0893929190611f44565b5f604051808303815f87803b158015610a1f575f5ffd5b505af1925050508015610a30575060015b610ada573d808015610a5d576040519150601f19603f3d011682016040523d82523d5f602084013e610a62565b606091505b50858583818110610a7557610a75611e18565b90506020020135610a9d898985818110610a9157610a91611e18565b90506101000201610b0b565b7fdedbe66754359ff1f8bd464e29a23d244af1d9a5999abe32ae39bbb2ebc4b29b83604051610acc9190611f7f565b60405180910390a350610ae6565b610ae383611fff565b92505b6001016109a9565b5050949350505050565b5f610b04838333610c21565b9392505050565b5f81604051602001610b1d9190612036565b604051602081830303815290604052805190602001209050919050565b333014610b73576040517f14d4a4e800000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b610b7e838383610c21565b50505050565b5f5f5f5f610b928686611664565b925092509250610ba282826116ad565b5090949350505050565b6040513060388201526f5af43d82803e903d91602b57fd5bf3ff602482015260148101839052733d602d80600a3d3981f3363d3d373d3d3d363d738152605881018290526037600c820120607882015260556043909101205f9073ffffffffffffffffffffffffffffffffffffffff16610b04565b5f73ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016634ebf59d2610c6e6040870160208801611c97565b6040517fffffffff0000000000000000000000000000000000000000000000000000000060e084901b16815273ffffffffffffffffffffffffffffffffffffffff91821660048201529085166024820152604401602060405180830381865afa158015610cdd573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610d019190611cb2565b610d6857610d156040850160208601611c97565b6040517f7bec6d7f00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff91821660048201529083166024820152604401610509565b60608401351580610d90575073ffffffffffffffffffffffffffffffffffffffff6060850135115b80610db25750610da660c0850160a08601612045565b67ffffffffffffffff16155b80610dde57505f610dc66020860186611c97565b73ffffffffffffffffffffffffffffffffffffffff16145b15610e15576040517f8dc5992100000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f610e1f85610b0b565b5f8181526001602052604090205490915060ff1615610e6d576040517f0db8e08d00000000000000000000000000000000000000000000000000000000815260048101829052602401610509565b610e7d60e0860160c0870161205e565b63ffffffff1615801590610ea65750610e9c60e0860160c0870161205e565b63ffffffff168410155b15610efd5780610ebc60e0870160c0880161205e565b6040517ff1591474000000000000000000000000000000000000000000000000000000008152600481019290925263ffffffff166024820152604401610509565b5f610f0e60c0870160a08801612045565b610f229067ffffffffffffffff1686612077565b610f3260a0880160808901612045565b67ffffffffffffffff16610f46919061208e565b905080421015610f93576040517f311730af000000000000000000000000000000000000000000000000000000008152600481018390526024810186905260448101829052606401610509565b610fa360c0870160a08801612045565b610fb79067ffffffffffffffff168261208e565b421061104a578185610fcf60c0890160a08a01612045565b67ffffffffffffffff16610fe960a08a0160808b01612045565b610ffd9067ffffffffffffffff16426120a1565b61100791906120b4565b6040517fb0566149000000000000000000000000000000000000000000000000000000008152600481019390935260248301919091526044820152606401610509565b5f8281526020819052604090205485101561109b576040517f7bdf2f660000000000000000000000000000000000000000000000000000000081526004810183905260248101869052604401610509565b6110a685600161208e565b5f838152602081905260408120919091556110e17f000000000000000000000000000000000000000000000000000000000000000084610bac565b90508073ffffffffffffffffffffffffffffffffffffffff163b5f0361112d5761112b7f0000000000000000000000000000000000000000000000000000000000000000846117b4565b505b6111378387610328565b6040805160018082528183019092529195505f9190816020015b604080516080810182525f8082526020808301829052928201819052606082015282527fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff90920191018161115157905050905060405180608001604052808681526020018960400160208101906111c89190611c97565b73ffffffffffffffffffffffffffffffffffffffff168152602001896060013581526020015f67ffffffffffffffff16815250815f8151811061120d5761120d611e18565b60200260200101819052507f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff16637ed2c5088960200160208101906112679190611c97565b836040518363ffffffff1660e01b81526004016112859291906120ec565b5f604051808303815f87803b15801561129c575f5ffd5b505af11580156112ae573d5f5f3e3d5ffd5b50505073ffffffffffffffffffffffffffffffffffffffff8316905063867c659d6112dc60208b018b611c97565b7f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff1663b40d3c9d6040518163ffffffff1660e01b8152600401602060405180830381865afa158015611345573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906113699190612195565b73ffffffffffffffffffffffffffffffffffffffff166331eecaf4896040518263ffffffff1660e01b81526004016113a391815260200190565b602060405180830381865afa1580156113be573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906113e29190612195565b60608c018035906113f69060408f01611c97565b60405160e086901b7fffffffff0000000000000000000000000000000000000000000000000000000016815273ffffffffffffffffffffffffffffffffffffffff94851660048201529284166024840152908316604483015290911660648201526084015f604051808303815f87803b158015611471575f5ffd5b505af1158015611483573d5f5f3e3d5ffd5b505050507f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff1663a90600976040518060a001604052808881526020018b60200160208101906114e79190611c97565b73ffffffffffffffffffffffffffffffffffffffff16815260200161151260608d0160408e01611c97565b73ffffffffffffffffffffffffffffffffffffffff908116825260608d8101356020808501919091525f604094850152835160e087901b7fffffffff00000000000000000000000000000000000000000000000000000000168152855160048201529085015183166024820152928401519091166044830152820151606482015260809091015167ffffffffffffffff16608482015260a4015f604051808303815f87803b1580156115c2575f5ffd5b505af11580156115d4573d5f5f3e3d5ffd5b508792508991508690507f40fa886382ce85080bbcbbd65a38b1ddb7833138086126b417557f18fef8791661160c60208d018d611c97565b61161c60408e0160208f01611c97565b6040805173ffffffffffffffffffffffffffffffffffffffff93841681529290911660208301526060808f0135918301919091520160405180910390a4505050509392505050565b5f5f5f835160410361169b576020840151604085015160608601515f1a61168d888285856117c0565b9550955095505050506116a6565b505081515f91506002905b9250925092565b5f8260038111156116c0576116c06121b0565b036116c9575050565b60018260038111156116dd576116dd6121b0565b03611714576040517ff645eedf00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6002826003811115611728576117286121b0565b03611762576040517ffce698f700000000000000000000000000000000000000000000000000000000815260048101829052602401610509565b6003826003811115611776576117766121b0565b036117b0576040517fd78bce0c00000000000000000000000000000000000000000000000000000000815260048101829052602401610509565b5050565b5f610b0483835f6118b3565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411156117f957505f915060039050826118a9565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa15801561184a573d5f5f3e3d5ffd5b50506040517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0015191505073ffffffffffffffffffffffffffffffffffffffff81166118a057505f9250600191508290506118a9565b92505f91508190505b9450945094915050565b5f814710156118f7576040517fcf47918100000000000000000000000000000000000000000000000000000000815247600482015260248101839052604401610509565b763d602d80600a3d3981f3363d3d373d3d3d363d730000008460601b60e81c175f526e5af43d82803e903d91602b57fd5bf38460781b17602052826037600984f5905073ffffffffffffffffffffffffffffffffffffffff8116610b04576040517fb06ebf3d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5f60408385031215611998575f5ffd5b50508035926020909101359150565b5f602082840312156119b7575f5ffd5b5035919050565b5f61010082840312156119cf575f5ffd5b50919050565b5f5f83601f8401126119e5575f5ffd5b50813567ffffffffffffffff8111156119fc575f5ffd5b602083019150836020828501011115611a13575f5ffd5b9250929050565b5f5f5f5f6101408587031215611a2e575f5ffd5b611a3886866119be565b9350610100850135925061012085013567ffffffffffffffff811115611a5c575f5ffd5b611a68878288016119d5565b95989497509550505050565b5f6101008284031215611a85575f5ffd5b610b0483836119be565b5f5f5f5f5f858703610200811215611aa5575f5ffd5b611aaf88886119be565b9550610100870135945060c07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffee082011215611ae8575f5ffd5b50610120860192506101e086013567ffffffffffffffff811115611b0a575f5ffd5b611b16888289016119d5565b969995985093965092949392505050565b5f5f83601f840112611b37575f5ffd5b50813567ffffffffffffffff811115611b4e575f5ffd5b6020830191508360208260051b8501011115611a13575f5ffd5b5f5f5f5f60408587031215611b7b575f5ffd5b843567ffffffffffffffff811115611b91575f5ffd5b8501601f81018713611ba1575f5ffd5b803567ffffffffffffffff811115611bb7575f5ffd5b8760208260081b8401011115611bcb575f5ffd5b60209182019550935085013567ffffffffffffffff811115611beb575f5ffd5b611a6887828801611b27565b5f5f6101208385031215611c09575f5ffd5b611c1384846119be565b94610100939093013593505050565b73ffffffffffffffffffffffffffffffffffffffff81168114611c43575f5ffd5b50565b8035611c5181611c22565b919050565b5f5f5f6101408486031215611c69575f5ffd5b611c7385856119be565b92506101008401359150610120840135611c8c81611c22565b809150509250925092565b5f60208284031215611ca7575f5ffd5b8135610b0481611c22565b5f60208284031215611cc2575f5ffd5b81518015158114610b04575f5ffd5b803565ffffffffffff81168114611c51575f5ffd5b81835281816020850137505f602082840101525f60207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f840116840101905092915050565b73ffffffffffffffffffffffffffffffffffffffff851681525f8435611d5281611c22565b73ffffffffffffffffffffffffffffffffffffffff81166020840152506020850135611d7d81611c22565b73ffffffffffffffffffffffffffffffffffffffff811660408401525065ffffffffffff611dad60408701611cd1565b16606083015265ffffffffffff611dc660608701611cd1565b1660808301526080850135611dda81611c22565b73ffffffffffffffffffffffffffffffffffffffff1660a08381019190915285013560c083015261010060e083018190526109579083018486611ce6565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b803567ffffffffffffffff81168114611c51575f5ffd5b803563ffffffff81168114611c51575f5ffd5b8035611e7a81611c22565b73ffffffffffffffffffffffffffffffffffffffff1682526020810135611ea081611c22565b73ffffffffffffffffffffffffffffffffffffffff166020830152611ec760408201611c46565b73ffffffffffffffffffffffffffffffffffffffff16604083015260608181013590830152611ef860808201611e45565b67ffffffffffffffff166080830152611f1360a08201611e45565b67ffffffffffffffff1660a0830152611f2e60c08201611e5c565b63ffffffff1660c083015260e090810135910152565b6101408101611f538286611e6f565b8361010083015273ffffffffffffffffffffffffffffffffffffffff8316610120830152949350505050565b602081525f82518060208401528060208501604085015e5f6040828501015260407fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011684010191505092915050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b5f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff820361202f5761202f611fd2565b5060010190565b61010081016103518284611e6f565b5f60208284031215612055575f5ffd5b610b0482611e45565b5f6020828403121561206e575f5ffd5b610b0482611e5c565b808202811582820484141761035157610351611fd2565b8082018082111561035157610351611fd2565b8181038181111561035157610351611fd2565b5f826120e7577f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b500490565b5f6040820173ffffffffffffffffffffffffffffffffffffffff85168352604060208401528084518083526060850191506020860192505f5b818110156121895783518051845273ffffffffffffffffffffffffffffffffffffffff60208201511660208501526040810151604085015267ffffffffffffffff606082015116606085015250608083019250602084019350600181019050612125565b50909695505050505050565b5f602082840312156121a5575f5ffd5b8151610b0481611c22565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffdfea164736f6c6343000825000a60c0604052348015600e575f5ffd5b50604051610285380380610285833981016040819052602b91603f565b336080526001600160a01b031660a052606a565b5f60208284031215604e575f5ffd5b81516001600160a01b03811681146063575f5ffd5b9392505050565b60805160a0516101fb61008a5f395f61011401525f605a01526101fb5ff3fe608060405234801561000f575f5ffd5b5060043610610029575f3560e01c8063867c659d1461002d575b5f5ffd5b61004061003b366004610195565b610042565b005b3373ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016146100b7576040517fc8c47ed400000000000000000000000000000000000000000000000000000000815233600482015260240160405180910390fd5b6040517f36c7851600000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff85811660048301528481166024830152838116604483015282811660648301527f000000000000000000000000000000000000000000000000000000000000000016906336c78516906084015f604051808303815f87803b158015610155575f5ffd5b505af1158015610167573d5f5f3e3d5ffd5b5050505050505050565b73ffffffffffffffffffffffffffffffffffffffff81168114610192575f5ffd5b50565b5f5f5f5f608085870312156101a8575f5ffd5b84356101b381610171565b935060208501356101c381610171565b925060408501356101d381610171565b915060608501356101e381610171565b93969295509093505056fea164736f6c6343000825000a",
}

// SubscriptionManager is an auto generated Go binding around an Ethereum contract.
type SubscriptionManager struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *SubscriptionManager) GetABI() abi.ABI {
	return c.abi
}

// NewSubscriptionManager creates a new instance of SubscriptionManager.
func NewSubscriptionManager() *SubscriptionManager {
	parsed, err := SubscriptionManagerMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &SubscriptionManager{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *SubscriptionManager) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address gateway_, address permit2_) returns()
func (subscriptionManager *SubscriptionManager) PackConstructor(gateway_ common.Address, permit2_ common.Address) []byte {
	enc, err := subscriptionManager.abi.Pack("", gateway_, permit2_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (subscriptionManager *SubscriptionManager) PackDOMAINSEPARATOR() []byte {
	enc, err := subscriptionManager.abi.Pack("DOMAIN_SEPARATOR")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (subscriptionManager *SubscriptionManager) TryPackDOMAINSEPARATOR() ([]byte, error) {
	return subscriptionManager.abi.Pack("DOMAIN_SEPARATOR")
}

// UnpackDOMAINSEPARATOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3644e515.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (subscriptionManager *SubscriptionManager) UnpackDOMAINSEPARATOR(data []byte) ([32]byte, error) {
	out, err := subscriptionManager.abi.Unpack("DOMAIN_SEPARATOR", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAccount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5dab2420.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function account() view returns(address)
func (subscriptionManager *SubscriptionManager) PackAccount() []byte {
	enc, err := subscriptionManager.abi.Pack("account")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAccount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5dab2420.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function account() view returns(address)
func (subscriptionManager *SubscriptionManager) TryPackAccount() ([]byte, error) {
	return subscriptionManager.abi.Pack("account")
}

// UnpackAccount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5dab2420.
//
// Solidity: function account() view returns(address)
func (subscriptionManager *SubscriptionManager) UnpackAccount(data []byte) (common.Address, error) {
	out, err := subscriptionManager.abi.Unpack("account", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackAccountOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb04709a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function accountOf((address,address,address,uint256,uint64,uint64,uint32,bytes32) t) view returns(address)
func (subscriptionManager *SubscriptionManager) PackAccountOf(t SubscriptionManagerTerms) []byte {
	enc, err := subscriptionManager.abi.Pack("accountOf", t)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAccountOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb04709a7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function accountOf((address,address,address,uint256,uint64,uint64,uint32,bytes32) t) view returns(address)
func (subscriptionManager *SubscriptionManager) TryPackAccountOf(t SubscriptionManagerTerms) ([]byte, error) {
	return subscriptionManager.abi.Pack("accountOf", t)
}

// UnpackAccountOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb04709a7.
//
// Solidity: function accountOf((address,address,address,uint256,uint64,uint64,uint32,bytes32) t) view returns(address)
func (subscriptionManager *SubscriptionManager) UnpackAccountOf(data []byte) (common.Address, error) {
	out, err := subscriptionManager.abi.Unpack("accountOf", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackCancel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1fba360d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function cancel((address,address,address,uint256,uint64,uint64,uint32,bytes32) t, uint256 deadline, bytes payerSignature) returns()
func (subscriptionManager *SubscriptionManager) PackCancel(t SubscriptionManagerTerms, deadline *big.Int, payerSignature []byte) []byte {
	enc, err := subscriptionManager.abi.Pack("cancel", t, deadline, payerSignature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCancel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1fba360d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function cancel((address,address,address,uint256,uint64,uint64,uint32,bytes32) t, uint256 deadline, bytes payerSignature) returns()
func (subscriptionManager *SubscriptionManager) TryPackCancel(t SubscriptionManagerTerms, deadline *big.Int, payerSignature []byte) ([]byte, error) {
	return subscriptionManager.abi.Pack("cancel", t, deadline, payerSignature)
}

// PackCanceled is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c439266.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function canceled(bytes32 terms) view returns(bool)
func (subscriptionManager *SubscriptionManager) PackCanceled(terms [32]byte) []byte {
	enc, err := subscriptionManager.abi.Pack("canceled", terms)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCanceled is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c439266.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function canceled(bytes32 terms) view returns(bool)
func (subscriptionManager *SubscriptionManager) TryPackCanceled(terms [32]byte) ([]byte, error) {
	return subscriptionManager.abi.Pack("canceled", terms)
}

// UnpackCanceled is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1c439266.
//
// Solidity: function canceled(bytes32 terms) view returns(bool)
func (subscriptionManager *SubscriptionManager) UnpackCanceled(data []byte) (bool, error) {
	out, err := subscriptionManager.abi.Unpack("canceled", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackCharge is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcfad70cf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function charge((address,address,address,uint256,uint64,uint64,uint32,bytes32) t, uint256 index) returns(bytes32 id)
func (subscriptionManager *SubscriptionManager) PackCharge(t SubscriptionManagerTerms, index *big.Int) []byte {
	enc, err := subscriptionManager.abi.Pack("charge", t, index)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCharge is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcfad70cf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function charge((address,address,address,uint256,uint64,uint64,uint32,bytes32) t, uint256 index) returns(bytes32 id)
func (subscriptionManager *SubscriptionManager) TryPackCharge(t SubscriptionManagerTerms, index *big.Int) ([]byte, error) {
	return subscriptionManager.abi.Pack("charge", t, index)
}

// UnpackCharge is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcfad70cf.
//
// Solidity: function charge((address,address,address,uint256,uint64,uint64,uint32,bytes32) t, uint256 index) returns(bytes32 id)
func (subscriptionManager *SubscriptionManager) UnpackCharge(data []byte) ([32]byte, error) {
	out, err := subscriptionManager.abi.Unpack("charge", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackChargeBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc9e566bb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function chargeBatch((address,address,address,uint256,uint64,uint64,uint32,bytes32)[] ts, uint256[] indexes) returns(uint256 charged)
func (subscriptionManager *SubscriptionManager) PackChargeBatch(ts []SubscriptionManagerTerms, indexes []*big.Int) []byte {
	enc, err := subscriptionManager.abi.Pack("chargeBatch", ts, indexes)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChargeBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc9e566bb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function chargeBatch((address,address,address,uint256,uint64,uint64,uint32,bytes32)[] ts, uint256[] indexes) returns(uint256 charged)
func (subscriptionManager *SubscriptionManager) TryPackChargeBatch(ts []SubscriptionManagerTerms, indexes []*big.Int) ([]byte, error) {
	return subscriptionManager.abi.Pack("chargeBatch", ts, indexes)
}

// UnpackChargeBatch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc9e566bb.
//
// Solidity: function chargeBatch((address,address,address,uint256,uint64,uint64,uint32,bytes32)[] ts, uint256[] indexes) returns(uint256 charged)
func (subscriptionManager *SubscriptionManager) UnpackChargeBatch(data []byte) (*big.Int, error) {
	out, err := subscriptionManager.abi.Unpack("chargeBatch", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackChargeOne is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf3a8b526.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function chargeOne((address,address,address,uint256,uint64,uint64,uint32,bytes32) t, uint256 index, address sender) returns()
func (subscriptionManager *SubscriptionManager) PackChargeOne(t SubscriptionManagerTerms, index *big.Int, sender common.Address) []byte {
	enc, err := subscriptionManager.abi.Pack("chargeOne", t, index, sender)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChargeOne is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf3a8b526.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function chargeOne((address,address,address,uint256,uint64,uint64,uint32,bytes32) t, uint256 index, address sender) returns()
func (subscriptionManager *SubscriptionManager) TryPackChargeOne(t SubscriptionManagerTerms, index *big.Int, sender common.Address) ([]byte, error) {
	return subscriptionManager.abi.Pack("chargeOne", t, index, sender)
}

// PackChargeWithPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc9e34935.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function chargeWithPermit((address,address,address,uint256,uint64,uint64,uint32,bytes32) t, uint256 index, ((address,uint160,uint48,uint48),address,uint256) p, bytes signature) returns(bytes32 id)
func (subscriptionManager *SubscriptionManager) PackChargeWithPermit(t SubscriptionManagerTerms, index *big.Int, p IPermit2AllowancesAllowancePermit, signature []byte) []byte {
	enc, err := subscriptionManager.abi.Pack("chargeWithPermit", t, index, p, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChargeWithPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc9e34935.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function chargeWithPermit((address,address,address,uint256,uint64,uint64,uint32,bytes32) t, uint256 index, ((address,uint160,uint48,uint48),address,uint256) p, bytes signature) returns(bytes32 id)
func (subscriptionManager *SubscriptionManager) TryPackChargeWithPermit(t SubscriptionManagerTerms, index *big.Int, p IPermit2AllowancesAllowancePermit, signature []byte) ([]byte, error) {
	return subscriptionManager.abi.Pack("chargeWithPermit", t, index, p, signature)
}

// UnpackChargeWithPermit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc9e34935.
//
// Solidity: function chargeWithPermit((address,address,address,uint256,uint64,uint64,uint32,bytes32) t, uint256 index, ((address,uint160,uint48,uint48),address,uint256) p, bytes signature) returns(bytes32 id)
func (subscriptionManager *SubscriptionManager) UnpackChargeWithPermit(data []byte) ([32]byte, error) {
	out, err := subscriptionManager.abi.Unpack("chargeWithPermit", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackGateway is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x116191b6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function gateway() view returns(address)
func (subscriptionManager *SubscriptionManager) PackGateway() []byte {
	enc, err := subscriptionManager.abi.Pack("gateway")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGateway is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x116191b6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function gateway() view returns(address)
func (subscriptionManager *SubscriptionManager) TryPackGateway() ([]byte, error) {
	return subscriptionManager.abi.Pack("gateway")
}

// UnpackGateway is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x116191b6.
//
// Solidity: function gateway() view returns(address)
func (subscriptionManager *SubscriptionManager) UnpackGateway(data []byte) (common.Address, error) {
	out, err := subscriptionManager.abi.Unpack("gateway", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackInvoiceId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x159b7343.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function invoiceId(bytes32 terms, uint256 index) pure returns(bytes32)
func (subscriptionManager *SubscriptionManager) PackInvoiceId(terms [32]byte, index *big.Int) []byte {
	enc, err := subscriptionManager.abi.Pack("invoiceId", terms, index)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInvoiceId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x159b7343.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function invoiceId(bytes32 terms, uint256 index) pure returns(bytes32)
func (subscriptionManager *SubscriptionManager) TryPackInvoiceId(terms [32]byte, index *big.Int) ([]byte, error) {
	return subscriptionManager.abi.Pack("invoiceId", terms, index)
}

// UnpackInvoiceId is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x159b7343.
//
// Solidity: function invoiceId(bytes32 terms, uint256 index) pure returns(bytes32)
func (subscriptionManager *SubscriptionManager) UnpackInvoiceId(data []byte) ([32]byte, error) {
	out, err := subscriptionManager.abi.Unpack("invoiceId", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackNextPeriod is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc05c7546.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nextPeriod(bytes32 terms) view returns(uint256 next)
func (subscriptionManager *SubscriptionManager) PackNextPeriod(terms [32]byte) []byte {
	enc, err := subscriptionManager.abi.Pack("nextPeriod", terms)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNextPeriod is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc05c7546.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nextPeriod(bytes32 terms) view returns(uint256 next)
func (subscriptionManager *SubscriptionManager) TryPackNextPeriod(terms [32]byte) ([]byte, error) {
	return subscriptionManager.abi.Pack("nextPeriod", terms)
}

// UnpackNextPeriod is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc05c7546.
//
// Solidity: function nextPeriod(bytes32 terms) view returns(uint256 next)
func (subscriptionManager *SubscriptionManager) UnpackNextPeriod(data []byte) (*big.Int, error) {
	out, err := subscriptionManager.abi.Unpack("nextPeriod", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPermit2 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x12261ee7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function permit2() view returns(address)
func (subscriptionManager *SubscriptionManager) PackPermit2() []byte {
	enc, err := subscriptionManager.abi.Pack("permit2")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPermit2 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x12261ee7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function permit2() view returns(address)
func (subscriptionManager *SubscriptionManager) TryPackPermit2() ([]byte, error) {
	return subscriptionManager.abi.Pack("permit2")
}

// UnpackPermit2 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x12261ee7.
//
// Solidity: function permit2() view returns(address)
func (subscriptionManager *SubscriptionManager) UnpackPermit2(data []byte) (common.Address, error) {
	out, err := subscriptionManager.abi.Unpack("permit2", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackTermsHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeb58f3dc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function termsHash((address,address,address,uint256,uint64,uint64,uint32,bytes32) t) pure returns(bytes32)
func (subscriptionManager *SubscriptionManager) PackTermsHash(t SubscriptionManagerTerms) []byte {
	enc, err := subscriptionManager.abi.Pack("termsHash", t)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTermsHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeb58f3dc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function termsHash((address,address,address,uint256,uint64,uint64,uint32,bytes32) t) pure returns(bytes32)
func (subscriptionManager *SubscriptionManager) TryPackTermsHash(t SubscriptionManagerTerms) ([]byte, error) {
	return subscriptionManager.abi.Pack("termsHash", t)
}

// UnpackTermsHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xeb58f3dc.
//
// Solidity: function termsHash((address,address,address,uint256,uint64,uint64,uint32,bytes32) t) pure returns(bytes32)
func (subscriptionManager *SubscriptionManager) UnpackTermsHash(data []byte) ([32]byte, error) {
	out, err := subscriptionManager.abi.Unpack("termsHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// SubscriptionManagerCanceled represents a Canceled event raised by the SubscriptionManager contract.
type SubscriptionManagerCanceled struct {
	Terms [32]byte
	By    common.Address
	Raw   *types.Log // Blockchain specific contextual infos
}

const SubscriptionManagerCanceledEventName = "Canceled"

// ContractEventName returns the user-defined event name.
func (SubscriptionManagerCanceled) ContractEventName() string {
	return SubscriptionManagerCanceledEventName
}

// UnpackCanceledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Canceled(bytes32 indexed terms, address indexed by)
func (subscriptionManager *SubscriptionManager) UnpackCanceledEvent(log *types.Log) (*SubscriptionManagerCanceled, error) {
	event := "Canceled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != subscriptionManager.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SubscriptionManagerCanceled)
	if len(log.Data) > 0 {
		if err := subscriptionManager.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range subscriptionManager.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// SubscriptionManagerChargeFailed represents a ChargeFailed event raised by the SubscriptionManager contract.
type SubscriptionManagerChargeFailed struct {
	Terms  [32]byte
	Index  *big.Int
	Reason []byte
	Raw    *types.Log // Blockchain specific contextual infos
}

const SubscriptionManagerChargeFailedEventName = "ChargeFailed"

// ContractEventName returns the user-defined event name.
func (SubscriptionManagerChargeFailed) ContractEventName() string {
	return SubscriptionManagerChargeFailedEventName
}

// UnpackChargeFailedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ChargeFailed(bytes32 indexed terms, uint256 indexed index, bytes reason)
func (subscriptionManager *SubscriptionManager) UnpackChargeFailedEvent(log *types.Log) (*SubscriptionManagerChargeFailed, error) {
	event := "ChargeFailed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != subscriptionManager.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SubscriptionManagerChargeFailed)
	if len(log.Data) > 0 {
		if err := subscriptionManager.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range subscriptionManager.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// SubscriptionManagerCharged represents a Charged event raised by the SubscriptionManager contract.
type SubscriptionManagerCharged struct {
	Terms     [32]byte
	Index     *big.Int
	InvoiceId [32]byte
	Payer     common.Address
	Merchant  common.Address
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const SubscriptionManagerChargedEventName = "Charged"

// ContractEventName returns the user-defined event name.
func (SubscriptionManagerCharged) ContractEventName() string {
	return SubscriptionManagerChargedEventName
}

// UnpackChargedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Charged(bytes32 indexed terms, uint256 indexed index, bytes32 indexed invoiceId, address payer, address merchant, uint256 amount)
func (subscriptionManager *SubscriptionManager) UnpackChargedEvent(log *types.Log) (*SubscriptionManagerCharged, error) {
	event := "Charged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != subscriptionManager.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SubscriptionManagerCharged)
	if len(log.Data) > 0 {
		if err := subscriptionManager.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range subscriptionManager.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (subscriptionManager *SubscriptionManager) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], subscriptionManager.abi.Errors["AlreadyCharged"].ID.Bytes()[:4]) {
		return subscriptionManager.UnpackAlreadyChargedError(raw[4:])
	}
	if bytes.Equal(raw[:4], subscriptionManager.abi.Errors["BadTerms"].ID.Bytes()[:4]) {
		return subscriptionManager.UnpackBadTermsError(raw[4:])
	}
	if bytes.Equal(raw[:4], subscriptionManager.abi.Errors["CancelExpired"].ID.Bytes()[:4]) {
		return subscriptionManager.UnpackCancelExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], subscriptionManager.abi.Errors["CancelNotPayers"].ID.Bytes()[:4]) {
		return subscriptionManager.UnpackCancelNotPayersError(raw[4:])
	}
	if bytes.Equal(raw[:4], subscriptionManager.abi.Errors["ECDSAInvalidSignature"].ID.Bytes()[:4]) {
		return subscriptionManager.UnpackECDSAInvalidSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], subscriptionManager.abi.Errors["ECDSAInvalidSignatureLength"].ID.Bytes()[:4]) {
		return subscriptionManager.UnpackECDSAInvalidSignatureLengthError(raw[4:])
	}
	if bytes.Equal(raw[:4], subscriptionManager.abi.Errors["ECDSAInvalidSignatureS"].ID.Bytes()[:4]) {
		return subscriptionManager.UnpackECDSAInvalidSignatureSError(raw[4:])
	}
	if bytes.Equal(raw[:4], subscriptionManager.abi.Errors["EmptyBatch"].ID.Bytes()[:4]) {
		return subscriptionManager.UnpackEmptyBatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], subscriptionManager.abi.Errors["FailedDeployment"].ID.Bytes()[:4]) {
		return subscriptionManager.UnpackFailedDeploymentError(raw[4:])
	}
	if bytes.Equal(raw[:4], subscriptionManager.abi.Errors["InsufficientBalance"].ID.Bytes()[:4]) {
		return subscriptionManager.UnpackInsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], subscriptionManager.abi.Errors["NotAgent"].ID.Bytes()[:4]) {
		return subscriptionManager.UnpackNotAgentError(raw[4:])
	}
	if bytes.Equal(raw[:4], subscriptionManager.abi.Errors["NotDue"].ID.Bytes()[:4]) {
		return subscriptionManager.UnpackNotDueError(raw[4:])
	}
	if bytes.Equal(raw[:4], subscriptionManager.abi.Errors["OnlySelf"].ID.Bytes()[:4]) {
		return subscriptionManager.UnpackOnlySelfError(raw[4:])
	}
	if bytes.Equal(raw[:4], subscriptionManager.abi.Errors["PeriodPassed"].ID.Bytes()[:4]) {
		return subscriptionManager.UnpackPeriodPassedError(raw[4:])
	}
	if bytes.Equal(raw[:4], subscriptionManager.abi.Errors["PermitMismatch"].ID.Bytes()[:4]) {
		return subscriptionManager.UnpackPermitMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], subscriptionManager.abi.Errors["SubscriptionCanceled"].ID.Bytes()[:4]) {
		return subscriptionManager.UnpackSubscriptionCanceledError(raw[4:])
	}
	if bytes.Equal(raw[:4], subscriptionManager.abi.Errors["SubscriptionEnded"].ID.Bytes()[:4]) {
		return subscriptionManager.UnpackSubscriptionEndedError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// SubscriptionManagerAlreadyCharged represents a AlreadyCharged error raised by the SubscriptionManager contract.
type SubscriptionManagerAlreadyCharged struct {
	Terms [32]byte
	Index *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyCharged(bytes32 terms, uint256 index)
func SubscriptionManagerAlreadyChargedErrorID() common.Hash {
	return common.HexToHash("0x7bdf2f660cc795848e993ed5637fc0efd09a531f6e30dd3a7443242a792b1594")
}

// UnpackAlreadyChargedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyCharged(bytes32 terms, uint256 index)
func (subscriptionManager *SubscriptionManager) UnpackAlreadyChargedError(raw []byte) (*SubscriptionManagerAlreadyCharged, error) {
	out := new(SubscriptionManagerAlreadyCharged)
	if err := subscriptionManager.abi.UnpackIntoInterface(out, "AlreadyCharged", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubscriptionManagerBadTerms represents a BadTerms error raised by the SubscriptionManager contract.
type SubscriptionManagerBadTerms struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadTerms()
func SubscriptionManagerBadTermsErrorID() common.Hash {
	return common.HexToHash("0x8dc599212cab654299a2bf31d0baab479b0ef032e5276a7206a05bbb2910ec06")
}

// UnpackBadTermsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadTerms()
func (subscriptionManager *SubscriptionManager) UnpackBadTermsError(raw []byte) (*SubscriptionManagerBadTerms, error) {
	out := new(SubscriptionManagerBadTerms)
	if err := subscriptionManager.abi.UnpackIntoInterface(out, "BadTerms", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubscriptionManagerCancelExpired represents a CancelExpired error raised by the SubscriptionManager contract.
type SubscriptionManagerCancelExpired struct {
	Deadline *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CancelExpired(uint256 deadline)
func SubscriptionManagerCancelExpiredErrorID() common.Hash {
	return common.HexToHash("0x00a88b261518fcfcd2e3a92e9bc3fd8d20e3b90ff8d6550656b20cb4cf8723de")
}

// UnpackCancelExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CancelExpired(uint256 deadline)
func (subscriptionManager *SubscriptionManager) UnpackCancelExpiredError(raw []byte) (*SubscriptionManagerCancelExpired, error) {
	out := new(SubscriptionManagerCancelExpired)
	if err := subscriptionManager.abi.UnpackIntoInterface(out, "CancelExpired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubscriptionManagerCancelNotPayers represents a CancelNotPayers error raised by the SubscriptionManager contract.
type SubscriptionManagerCancelNotPayers struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CancelNotPayers()
func SubscriptionManagerCancelNotPayersErrorID() common.Hash {
	return common.HexToHash("0xbfe54bd26248e807a86cae29b5027fe25f4363f1cae53ecedbed0708e7677144")
}

// UnpackCancelNotPayersError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CancelNotPayers()
func (subscriptionManager *SubscriptionManager) UnpackCancelNotPayersError(raw []byte) (*SubscriptionManagerCancelNotPayers, error) {
	out := new(SubscriptionManagerCancelNotPayers)
	if err := subscriptionManager.abi.UnpackIntoInterface(out, "CancelNotPayers", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubscriptionManagerECDSAInvalidSignature represents a ECDSAInvalidSignature error raised by the SubscriptionManager contract.
type SubscriptionManagerECDSAInvalidSignature struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignature()
func SubscriptionManagerECDSAInvalidSignatureErrorID() common.Hash {
	return common.HexToHash("0xf645eedf0193584640b6b90cb9477e4c95b98636c148a891d4c0a146dc46e75a")
}

// UnpackECDSAInvalidSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignature()
func (subscriptionManager *SubscriptionManager) UnpackECDSAInvalidSignatureError(raw []byte) (*SubscriptionManagerECDSAInvalidSignature, error) {
	out := new(SubscriptionManagerECDSAInvalidSignature)
	if err := subscriptionManager.abi.UnpackIntoInterface(out, "ECDSAInvalidSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubscriptionManagerECDSAInvalidSignatureLength represents a ECDSAInvalidSignatureLength error raised by the SubscriptionManager contract.
type SubscriptionManagerECDSAInvalidSignatureLength struct {
	Length *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignatureLength(uint256 length)
func SubscriptionManagerECDSAInvalidSignatureLengthErrorID() common.Hash {
	return common.HexToHash("0xfce698f7e8e5342cd615f641317bc45fe7e1e4a8b0a14dd1383ff8dc9c41917f")
}

// UnpackECDSAInvalidSignatureLengthError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignatureLength(uint256 length)
func (subscriptionManager *SubscriptionManager) UnpackECDSAInvalidSignatureLengthError(raw []byte) (*SubscriptionManagerECDSAInvalidSignatureLength, error) {
	out := new(SubscriptionManagerECDSAInvalidSignatureLength)
	if err := subscriptionManager.abi.UnpackIntoInterface(out, "ECDSAInvalidSignatureLength", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubscriptionManagerECDSAInvalidSignatureS represents a ECDSAInvalidSignatureS error raised by the SubscriptionManager contract.
type SubscriptionManagerECDSAInvalidSignatureS struct {
	S [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignatureS(bytes32 s)
func SubscriptionManagerECDSAInvalidSignatureSErrorID() common.Hash {
	return common.HexToHash("0xd78bce0cccb935155ed6428d1c13e50b7f3550fd2b66b9fe266006fea4a5e1eb")
}

// UnpackECDSAInvalidSignatureSError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignatureS(bytes32 s)
func (subscriptionManager *SubscriptionManager) UnpackECDSAInvalidSignatureSError(raw []byte) (*SubscriptionManagerECDSAInvalidSignatureS, error) {
	out := new(SubscriptionManagerECDSAInvalidSignatureS)
	if err := subscriptionManager.abi.UnpackIntoInterface(out, "ECDSAInvalidSignatureS", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubscriptionManagerEmptyBatch represents a EmptyBatch error raised by the SubscriptionManager contract.
type SubscriptionManagerEmptyBatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EmptyBatch()
func SubscriptionManagerEmptyBatchErrorID() common.Hash {
	return common.HexToHash("0xc2e5347df6cf8d1bf68f8a9651642312bd381b900d857d97cd665976180d6ae0")
}

// UnpackEmptyBatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EmptyBatch()
func (subscriptionManager *SubscriptionManager) UnpackEmptyBatchError(raw []byte) (*SubscriptionManagerEmptyBatch, error) {
	out := new(SubscriptionManagerEmptyBatch)
	if err := subscriptionManager.abi.UnpackIntoInterface(out, "EmptyBatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubscriptionManagerFailedDeployment represents a FailedDeployment error raised by the SubscriptionManager contract.
type SubscriptionManagerFailedDeployment struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FailedDeployment()
func SubscriptionManagerFailedDeploymentErrorID() common.Hash {
	return common.HexToHash("0xb06ebf3d5067824a3fe5d5ba19471e035a7de6c88dac362c77b162830a5b9093")
}

// UnpackFailedDeploymentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FailedDeployment()
func (subscriptionManager *SubscriptionManager) UnpackFailedDeploymentError(raw []byte) (*SubscriptionManagerFailedDeployment, error) {
	out := new(SubscriptionManagerFailedDeployment)
	if err := subscriptionManager.abi.UnpackIntoInterface(out, "FailedDeployment", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubscriptionManagerInsufficientBalance represents a InsufficientBalance error raised by the SubscriptionManager contract.
type SubscriptionManagerInsufficientBalance struct {
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientBalance(uint256 balance, uint256 needed)
func SubscriptionManagerInsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xcf4791818fba6e019216eb4864093b4947f674afada5d305e57d598b641dad1d")
}

// UnpackInsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientBalance(uint256 balance, uint256 needed)
func (subscriptionManager *SubscriptionManager) UnpackInsufficientBalanceError(raw []byte) (*SubscriptionManagerInsufficientBalance, error) {
	out := new(SubscriptionManagerInsufficientBalance)
	if err := subscriptionManager.abi.UnpackIntoInterface(out, "InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubscriptionManagerNotAgent represents a NotAgent error raised by the SubscriptionManager contract.
type SubscriptionManagerNotAgent struct {
	Merchant common.Address
	Caller   common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotAgent(address merchant, address caller)
func SubscriptionManagerNotAgentErrorID() common.Hash {
	return common.HexToHash("0x7bec6d7f2598cf5550a51102e4f0417639c5fc61c87fa1eedc365c1cce4b1ab0")
}

// UnpackNotAgentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotAgent(address merchant, address caller)
func (subscriptionManager *SubscriptionManager) UnpackNotAgentError(raw []byte) (*SubscriptionManagerNotAgent, error) {
	out := new(SubscriptionManagerNotAgent)
	if err := subscriptionManager.abi.UnpackIntoInterface(out, "NotAgent", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubscriptionManagerNotDue represents a NotDue error raised by the SubscriptionManager contract.
type SubscriptionManagerNotDue struct {
	Terms [32]byte
	Index *big.Int
	DueAt *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotDue(bytes32 terms, uint256 index, uint256 dueAt)
func SubscriptionManagerNotDueErrorID() common.Hash {
	return common.HexToHash("0x311730af42d03536e9bd3ac4e0bbefb7e9f65d241c726d1591c3b815092cd18f")
}

// UnpackNotDueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotDue(bytes32 terms, uint256 index, uint256 dueAt)
func (subscriptionManager *SubscriptionManager) UnpackNotDueError(raw []byte) (*SubscriptionManagerNotDue, error) {
	out := new(SubscriptionManagerNotDue)
	if err := subscriptionManager.abi.UnpackIntoInterface(out, "NotDue", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubscriptionManagerOnlySelf represents a OnlySelf error raised by the SubscriptionManager contract.
type SubscriptionManagerOnlySelf struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OnlySelf()
func SubscriptionManagerOnlySelfErrorID() common.Hash {
	return common.HexToHash("0x14d4a4e8a5140da60b7a280478fb427da973ca582a83cf5dbad8c5f2abee9ba4")
}

// UnpackOnlySelfError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OnlySelf()
func (subscriptionManager *SubscriptionManager) UnpackOnlySelfError(raw []byte) (*SubscriptionManagerOnlySelf, error) {
	out := new(SubscriptionManagerOnlySelf)
	if err := subscriptionManager.abi.UnpackIntoInterface(out, "OnlySelf", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubscriptionManagerPeriodPassed represents a PeriodPassed error raised by the SubscriptionManager contract.
type SubscriptionManagerPeriodPassed struct {
	Terms   [32]byte
	Index   *big.Int
	Current *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PeriodPassed(bytes32 terms, uint256 index, uint256 current)
func SubscriptionManagerPeriodPassedErrorID() common.Hash {
	return common.HexToHash("0xb056614963ed9f74560ba18d4ee453206a5b1f4050b0d095e269ab9565bbae01")
}

// UnpackPeriodPassedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PeriodPassed(bytes32 terms, uint256 index, uint256 current)
func (subscriptionManager *SubscriptionManager) UnpackPeriodPassedError(raw []byte) (*SubscriptionManagerPeriodPassed, error) {
	out := new(SubscriptionManagerPeriodPassed)
	if err := subscriptionManager.abi.UnpackIntoInterface(out, "PeriodPassed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubscriptionManagerPermitMismatch represents a PermitMismatch error raised by the SubscriptionManager contract.
type SubscriptionManagerPermitMismatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PermitMismatch()
func SubscriptionManagerPermitMismatchErrorID() common.Hash {
	return common.HexToHash("0xceaf57ba569c48f3bf031ded65bede29a287ae6b508a8e3cf42e6eb402f7cce0")
}

// UnpackPermitMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PermitMismatch()
func (subscriptionManager *SubscriptionManager) UnpackPermitMismatchError(raw []byte) (*SubscriptionManagerPermitMismatch, error) {
	out := new(SubscriptionManagerPermitMismatch)
	if err := subscriptionManager.abi.UnpackIntoInterface(out, "PermitMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubscriptionManagerSubscriptionCanceled represents a SubscriptionCanceled error raised by the SubscriptionManager contract.
type SubscriptionManagerSubscriptionCanceled struct {
	Terms [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SubscriptionCanceled(bytes32 terms)
func SubscriptionManagerSubscriptionCanceledErrorID() common.Hash {
	return common.HexToHash("0x0db8e08d04381621475a236973cfbb377b5a83dabd02fee73bfa4fa3d21f1f38")
}

// UnpackSubscriptionCanceledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SubscriptionCanceled(bytes32 terms)
func (subscriptionManager *SubscriptionManager) UnpackSubscriptionCanceledError(raw []byte) (*SubscriptionManagerSubscriptionCanceled, error) {
	out := new(SubscriptionManagerSubscriptionCanceled)
	if err := subscriptionManager.abi.UnpackIntoInterface(out, "SubscriptionCanceled", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubscriptionManagerSubscriptionEnded represents a SubscriptionEnded error raised by the SubscriptionManager contract.
type SubscriptionManagerSubscriptionEnded struct {
	Terms [32]byte
	Count *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SubscriptionEnded(bytes32 terms, uint256 count)
func SubscriptionManagerSubscriptionEndedErrorID() common.Hash {
	return common.HexToHash("0xf159147433a29475dd597910dd59c871d954fbc7c6d6d65562f8aff350fe55bd")
}

// UnpackSubscriptionEndedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SubscriptionEnded(bytes32 terms, uint256 count)
func (subscriptionManager *SubscriptionManager) UnpackSubscriptionEndedError(raw []byte) (*SubscriptionManagerSubscriptionEnded, error) {
	out := new(SubscriptionManagerSubscriptionEnded)
	if err := subscriptionManager.abi.UnpackIntoInterface(out, "SubscriptionEnded", raw); err != nil {
		return nil, err
	}
	return out, nil
}
