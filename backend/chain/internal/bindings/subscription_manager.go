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
	ABI: "[{\"inputs\":[{\"internalType\":\"contractISubscriptionGateway\",\"name\":\"gateway_\",\"type\":\"address\"},{\"internalType\":\"contractIPermit2Allowances\",\"name\":\"permit2_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"terms\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"AlreadyCharged\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BadTerms\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"CancelExpired\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"CancelNotPayers\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ECDSAInvalidSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"}],\"name\":\"ECDSAInvalidSignatureLength\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"ECDSAInvalidSignatureS\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedDeployment\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotAgent\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"terms\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"dueAt\",\"type\":\"uint256\"}],\"name\":\"NotDue\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"terms\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"current\",\"type\":\"uint256\"}],\"name\":\"PeriodPassed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"PermitMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"terms\",\"type\":\"bytes32\"}],\"name\":\"SubscriptionCanceled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"terms\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"}],\"name\":\"SubscriptionEnded\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"terms\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"}],\"name\":\"Canceled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"terms\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"invoiceId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Charged\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"DOMAIN_SEPARATOR\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"account\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"start\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"period\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"internalType\":\"structSubscriptionManager.Terms\",\"name\":\"t\",\"type\":\"tuple\"}],\"name\":\"accountOf\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"start\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"period\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"internalType\":\"structSubscriptionManager.Terms\",\"name\":\"t\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"payerSignature\",\"type\":\"bytes\"}],\"name\":\"cancel\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"terms\",\"type\":\"bytes32\"}],\"name\":\"canceled\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"start\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"period\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"internalType\":\"structSubscriptionManager.Terms\",\"name\":\"t\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"charge\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"start\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"period\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"internalType\":\"structSubscriptionManager.Terms\",\"name\":\"t\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint160\",\"name\":\"amount\",\"type\":\"uint160\"},{\"internalType\":\"uint48\",\"name\":\"expiration\",\"type\":\"uint48\"},{\"internalType\":\"uint48\",\"name\":\"nonce\",\"type\":\"uint48\"}],\"internalType\":\"structIPermit2Allowances.AllowanceDetails\",\"name\":\"details\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"sigDeadline\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2Allowances.AllowancePermit\",\"name\":\"p\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"chargeWithPermit\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"gateway\",\"outputs\":[{\"internalType\":\"contractISubscriptionGateway\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"terms\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"invoiceId\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"terms\",\"type\":\"bytes32\"}],\"name\":\"nextPeriod\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"next\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"permit2\",\"outputs\":[{\"internalType\":\"contractIPermit2Allowances\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"start\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"period\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"internalType\":\"structSubscriptionManager.Terms\",\"name\":\"t\",\"type\":\"tuple\"}],\"name\":\"termsHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"}]",
	ID:  "SubscriptionManager",
	Bin: "0x60e060405234801561000f575f5ffd5b506040516121c53803806121c583398101604081905261002e916100b1565b6001600160a01b03808316608052811660a052604051819061004f9061008d565b6001600160a01b039091168152602001604051809103905ff080158015610078573d5f5f3e3d5ffd5b506001600160a01b031660c052506100e99050565b61028580611f4083390190565b6001600160a01b03811681146100ae575f5ffd5b50565b5f5f604083850312156100c2575f5ffd5b82516100cd8161009a565b60208401519092506100de8161009a565b809150509250929050565b60805160a05160c051611def6101515f395f818161025f0152818161077e01528181610e9d0152610ee701525f8181610129015261089301525f818160d8015281816103c801528181610a1e01528181610ffb015281816110bf015261126a0152611def5ff3fe608060405234801561000f575f5ffd5b50600436106100cf575f3560e01c80635dab24201161007d578063c9e3493511610058578063c9e34935146102b3578063cfad70cf146102c6578063eb58f3dc146102d9575f5ffd5b80635dab24201461025a578063b04709a714610281578063c05c754614610294575f5ffd5b80631c439266116100ad5780631c4392661461016c5780631fba360d1461019e5780633644e515146101b3575f5ffd5b8063116191b6146100d357806312261ee714610124578063159b73431461014b575b5f5ffd5b6100fa7f000000000000000000000000000000000000000000000000000000000000000081565b60405173ffffffffffffffffffffffffffffffffffffffff90911681526020015b60405180910390f35b6100fa7f000000000000000000000000000000000000000000000000000000000000000081565b61015e610159366004611767565b6102ec565b60405190815260200161011b565b61018e61017a366004611787565b60016020525f908152604090205460ff1681565b604051901515815260200161011b565b6101b16101ac3660046117fa565b61031b565b005b61015e604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527ffaf3e1c80fead93e540bc0ec4968678ad1d37236ba8c376ab605588e94a7154f918101919091527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b6100fa7f000000000000000000000000000000000000000000000000000000000000000081565b6100fa61028f366004611854565b610778565b61015e6102a2366004611787565b5f6020819052908152604090205481565b61015e6102c136600461186f565b6107ab565b61015e6102d4366004611907565b610928565b61015e6102e7366004611854565b61093a565b604080516020808201859052818301849052825180830384018152606090920190925280519101205b92915050565b5f6103258561093a565b90506103346020860186611966565b73ffffffffffffffffffffffffffffffffffffffff163373ffffffffffffffffffffffffffffffffffffffff16141580156103aa575061037a6040860160208701611966565b73ffffffffffffffffffffffffffffffffffffffff163373ffffffffffffffffffffffffffffffffffffffff1614155b8015610490575073ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016634ebf59d26103fd6040880160208901611966565b6040517fffffffff0000000000000000000000000000000000000000000000000000000060e084901b16815273ffffffffffffffffffffffffffffffffffffffff9091166004820152336024820152604401602060405180830381865afa15801561046a573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061048e9190611981565b155b156106f857834211156104d6576040517ea88b26000000000000000000000000000000000000000000000000000000008152600481018590526024015b60405180910390fd5b5f61057e604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527ffaf3e1c80fead93e540bc0ec4968678ad1d37236ba8c376ab605588e94a7154f918101919091527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b604080517f25c5142a62804e2e06f57a4dc808845efbb19e6e497f67a45c07c54fce3e1071602082015290810184905260608101879052608001604051602081830303815290604052805190602001206040516020016106109291907f190100000000000000000000000000000000000000000000000000000000000081526002810192909252602282015260420190565b604080517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08184030181529190528051602091820120915061065490870187611966565b73ffffffffffffffffffffffffffffffffffffffff166106a98286868080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525061096992505050565b73ffffffffffffffffffffffffffffffffffffffff16146106f6576040517fbfe54bd200000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b505b5f8181526001602052604090205460ff16610771575f81815260016020819052604080832080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001690921790915551339183917f5f32c817b1de98e681044c3d78ca791e6018e4c3b4f230e4d85bbcc3815989f39190a35b5050505050565b5f6103157f00000000000000000000000000000000000000000000000000000000000000006107a68461093a565b610991565b5f6107b586610778565b73ffffffffffffffffffffffffffffffffffffffff166107db60a0860160808701611966565b73ffffffffffffffffffffffffffffffffffffffff1614158061084557506108096060870160408801611966565b73ffffffffffffffffffffffffffffffffffffffff1661082c6020860186611966565b73ffffffffffffffffffffffffffffffffffffffff1614155b1561087c576040517fceaf57ba00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b73ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016632b67b5706108c56020890189611966565b8686866040518563ffffffff1660e01b81526004016108e794939291906119fc565b5f604051808303815f87803b1580156108fe575f5ffd5b505af1158015610910573d5f5f3e3d5ffd5b5050505061091e8686610a06565b9695505050505050565b5f6109338383610a06565b9392505050565b5f8160405160200161094c9190611b11565b604051602081830303815290604052805190602001209050919050565b5f5f5f5f6109778686611444565b925092509250610987828261148d565b5090949350505050565b6040513060388201526f5af43d82803e903d91602b57fd5bf3ff602482015260148101839052733d602d80600a3d3981f3363d3d373d3d3d363d738152605881018290526037600c820120607882015260556043909101205f9073ffffffffffffffffffffffffffffffffffffffff16610933565b5f73ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016634ebf59d2610a536040860160208701611966565b6040517fffffffff0000000000000000000000000000000000000000000000000000000060e084901b16815273ffffffffffffffffffffffffffffffffffffffff9091166004820152336024820152604401602060405180830381865afa158015610ac0573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610ae49190611981565b610b4957610af86040840160208501611966565b6040517f7bec6d7f00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff90911660048201523360248201526044016104cd565b60608301351580610b71575073ffffffffffffffffffffffffffffffffffffffff6060840135115b80610b935750610b8760c0840160a08501611bf0565b67ffffffffffffffff16155b80610bbf57505f610ba76020850185611966565b73ffffffffffffffffffffffffffffffffffffffff16145b15610bf6576040517f8dc5992100000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f610c008461093a565b5f8181526001602052604090205490915060ff1615610c4e576040517f0db8e08d000000000000000000000000000000000000000000000000000000008152600481018290526024016104cd565b610c5e60e0850160c08601611c09565b63ffffffff1615801590610c875750610c7d60e0850160c08601611c09565b63ffffffff168310155b15610cde5780610c9d60e0860160c08701611c09565b6040517ff1591474000000000000000000000000000000000000000000000000000000008152600481019290925263ffffffff1660248201526044016104cd565b5f610cef60c0860160a08701611bf0565b610d039067ffffffffffffffff1685611c4f565b610d1360a0870160808801611bf0565b67ffffffffffffffff16610d279190611c66565b905080421015610d74576040517f311730af0000000000000000000000000000000000000000000000000000000081526004810183905260248101859052604481018290526064016104cd565b610d8460c0860160a08701611bf0565b610d989067ffffffffffffffff1682611c66565b4210610e2b578184610db060c0880160a08901611bf0565b67ffffffffffffffff16610dca60a0890160808a01611bf0565b610dde9067ffffffffffffffff1642611c79565b610de89190611c8c565b6040517fb05661490000000000000000000000000000000000000000000000000000000081526004810193909352602483019190915260448201526064016104cd565b5f82815260208190526040902054841015610e7c576040517f7bdf2f6600000000000000000000000000000000000000000000000000000000815260048101839052602481018590526044016104cd565b610e87846001611c66565b5f83815260208190526040812091909155610ec27f000000000000000000000000000000000000000000000000000000000000000084610991565b90508073ffffffffffffffffffffffffffffffffffffffff163b5f03610f0e57610f0c7f000000000000000000000000000000000000000000000000000000000000000084611594565b505b610f1883866102ec565b6040805160018082528183019092529195505f9190816020015b604080516080810182525f8082526020808301829052928201819052606082015282527fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff909201910181610f325790505090506040518060800160405280868152602001886040016020810190610fa99190611966565b73ffffffffffffffffffffffffffffffffffffffff168152602001886060013581526020015f67ffffffffffffffff16815250815f81518110610fee57610fee611cc4565b60200260200101819052507f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff16637ed2c5088860200160208101906110489190611966565b836040518363ffffffff1660e01b8152600401611066929190611cf1565b5f604051808303815f87803b15801561107d575f5ffd5b505af115801561108f573d5f5f3e3d5ffd5b50505073ffffffffffffffffffffffffffffffffffffffff8316905063867c659d6110bd60208a018a611966565b7f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff1663b40d3c9d6040518163ffffffff1660e01b8152600401602060405180830381865afa158015611126573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061114a9190611d9a565b73ffffffffffffffffffffffffffffffffffffffff166331eecaf4896040518263ffffffff1660e01b815260040161118491815260200190565b602060405180830381865afa15801561119f573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906111c39190611d9a565b60608b018035906111d79060408e01611966565b60405160e086901b7fffffffff0000000000000000000000000000000000000000000000000000000016815273ffffffffffffffffffffffffffffffffffffffff94851660048201529284166024840152908316604483015290911660648201526084015f604051808303815f87803b158015611252575f5ffd5b505af1158015611264573d5f5f3e3d5ffd5b505050507f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff1663a90600976040518060a001604052808881526020018a60200160208101906112c89190611966565b73ffffffffffffffffffffffffffffffffffffffff1681526020016112f360608c0160408d01611966565b73ffffffffffffffffffffffffffffffffffffffff908116825260608c8101356020808501919091525f604094850152835160e087901b7fffffffff00000000000000000000000000000000000000000000000000000000168152855160048201529085015183166024820152928401519091166044830152820151606482015260809091015167ffffffffffffffff16608482015260a4015f604051808303815f87803b1580156113a3575f5ffd5b505af11580156113b5573d5f5f3e3d5ffd5b508792508891508690507f40fa886382ce85080bbcbbd65a38b1ddb7833138086126b417557f18fef879166113ed60208c018c611966565b6113fd60408d0160208e01611966565b6040805173ffffffffffffffffffffffffffffffffffffffff93841681529290911660208301526060808e0135918301919091520160405180910390a45050505092915050565b5f5f5f835160410361147b576020840151604085015160608601515f1a61146d888285856115a0565b955095509550505050611486565b505081515f91506002905b9250925092565b5f8260038111156114a0576114a0611db5565b036114a9575050565b60018260038111156114bd576114bd611db5565b036114f4576040517ff645eedf00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b600282600381111561150857611508611db5565b03611542576040517ffce698f7000000000000000000000000000000000000000000000000000000008152600481018290526024016104cd565b600382600381111561155657611556611db5565b03611590576040517fd78bce0c000000000000000000000000000000000000000000000000000000008152600481018290526024016104cd565b5050565b5f61093383835f611693565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411156115d957505f91506003905082611689565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa15801561162a573d5f5f3e3d5ffd5b50506040517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0015191505073ffffffffffffffffffffffffffffffffffffffff811661168057505f925060019150829050611689565b92505f91508190505b9450945094915050565b5f814710156116d7576040517fcf479181000000000000000000000000000000000000000000000000000000008152476004820152602481018390526044016104cd565b763d602d80600a3d3981f3363d3d373d3d3d363d730000008460601b60e81c175f526e5af43d82803e903d91602b57fd5bf38460781b17602052826037600984f5905073ffffffffffffffffffffffffffffffffffffffff8116610933576040517fb06ebf3d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5f60408385031215611778575f5ffd5b50508035926020909101359150565b5f60208284031215611797575f5ffd5b5035919050565b5f61010082840312156117af575f5ffd5b50919050565b5f5f83601f8401126117c5575f5ffd5b50813567ffffffffffffffff8111156117dc575f5ffd5b6020830191508360208285010111156117f3575f5ffd5b9250929050565b5f5f5f5f610140858703121561180e575f5ffd5b611818868661179e565b9350610100850135925061012085013567ffffffffffffffff81111561183c575f5ffd5b611848878288016117b5565b95989497509550505050565b5f6101008284031215611865575f5ffd5b610933838361179e565b5f5f5f5f5f858703610200811215611885575f5ffd5b61188f888861179e565b9550610100870135945060c07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffee0820112156118c8575f5ffd5b50610120860192506101e086013567ffffffffffffffff8111156118ea575f5ffd5b6118f6888289016117b5565b969995985093965092949392505050565b5f5f6101208385031215611919575f5ffd5b611923848461179e565b94610100939093013593505050565b73ffffffffffffffffffffffffffffffffffffffff81168114611953575f5ffd5b50565b803561196181611932565b919050565b5f60208284031215611976575f5ffd5b813561093381611932565b5f60208284031215611991575f5ffd5b81518015158114610933575f5ffd5b803565ffffffffffff81168114611961575f5ffd5b81835281816020850137505f602082840101525f60207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f840116840101905092915050565b73ffffffffffffffffffffffffffffffffffffffff851681525f8435611a2181611932565b73ffffffffffffffffffffffffffffffffffffffff81166020840152506020850135611a4c81611932565b73ffffffffffffffffffffffffffffffffffffffff811660408401525065ffffffffffff611a7c604087016119a0565b16606083015265ffffffffffff611a95606087016119a0565b1660808301526080850135611aa981611932565b73ffffffffffffffffffffffffffffffffffffffff1660a08381019190915285013560c083015261010060e0830181905261091e90830184866119b5565b803567ffffffffffffffff81168114611961575f5ffd5b803563ffffffff81168114611961575f5ffd5b61010081018235611b2181611932565b73ffffffffffffffffffffffffffffffffffffffff1682526020830135611b4781611932565b73ffffffffffffffffffffffffffffffffffffffff166020830152611b6e60408401611956565b73ffffffffffffffffffffffffffffffffffffffff16604083015260608381013590830152611b9f60808401611ae7565b67ffffffffffffffff166080830152611bba60a08401611ae7565b67ffffffffffffffff1660a0830152611bd560c08401611afe565b63ffffffff811660c08401525060e092830135919092015290565b5f60208284031215611c00575f5ffd5b61093382611ae7565b5f60208284031215611c19575f5ffd5b61093382611afe565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b808202811582820484141761031557610315611c22565b8082018082111561031557610315611c22565b8181038181111561031557610315611c22565b5f82611cbf577f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b500490565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b5f6040820173ffffffffffffffffffffffffffffffffffffffff85168352604060208401528084518083526060850191506020860192505f5b81811015611d8e5783518051845273ffffffffffffffffffffffffffffffffffffffff60208201511660208501526040810151604085015267ffffffffffffffff606082015116606085015250608083019250602084019350600181019050611d2a565b50909695505050505050565b5f60208284031215611daa575f5ffd5b815161093381611932565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffdfea164736f6c6343000825000a60c0604052348015600e575f5ffd5b50604051610285380380610285833981016040819052602b91603f565b336080526001600160a01b031660a052606a565b5f60208284031215604e575f5ffd5b81516001600160a01b03811681146063575f5ffd5b9392505050565b60805160a0516101fb61008a5f395f61011401525f605a01526101fb5ff3fe608060405234801561000f575f5ffd5b5060043610610029575f3560e01c8063867c659d1461002d575b5f5ffd5b61004061003b366004610195565b610042565b005b3373ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016146100b7576040517fc8c47ed400000000000000000000000000000000000000000000000000000000815233600482015260240160405180910390fd5b6040517f36c7851600000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff85811660048301528481166024830152838116604483015282811660648301527f000000000000000000000000000000000000000000000000000000000000000016906336c78516906084015f604051808303815f87803b158015610155575f5ffd5b505af1158015610167573d5f5f3e3d5ffd5b5050505050505050565b73ffffffffffffffffffffffffffffffffffffffff81168114610192575f5ffd5b50565b5f5f5f5f608085870312156101a8575f5ffd5b84356101b381610171565b935060208501356101c381610171565b925060408501356101d381610171565b915060608501356101e381610171565b93969295509093505056fea164736f6c6343000825000a",
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
