package chain

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"reflect"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/paystead/paystead/backend/chain/internal/bindings"
)

// RefundWindow is how long after payment the merchant or a delegate may refund the payer; the
// contract's REFUND_WINDOW. After it the invoice is matured and claimable.
const RefundWindow = 7 * 24 * time.Hour

// StagedInvoice is one invoice to stage for a merchant (or to void).
type StagedInvoice struct {
	ID          [32]byte
	PayoutToken common.Address
	Amount      *big.Int // in the payout token's smallest unit
	// ExpiresAt is the unix time from which the gateway refuses to pay the invoice; 0: never.
	ExpiresAt uint64
}

// Expiry is an invoice's expiry as the gateway holds it: unix seconds, the fraction dropped (so
// the gateway refuses a payment no later than the service does), or 0 for none.
func Expiry(at *time.Time) uint64 {
	if at == nil || at.Unix() <= 0 {
		return 0
	}
	return uint64(at.Unix())
}

// Invoice identifies a staged invoice to pay. Its ID, Merchant, PayoutToken and Amount are the
// Permit2 witness the payer signs; ExpiresAt is the expiry it was staged with.
type Invoice struct {
	ID          [32]byte
	Merchant    common.Address
	PayoutToken common.Address
	Amount      *big.Int
	ExpiresAt   uint64
}

// PaidInvoice is the state of a paid invoice the gateway committed to; refund and claim take it
// back in full (from the InvoicePaid and InvoiceRefunded events or the database).
type PaidInvoice struct {
	ID          [32]byte
	Merchant    common.Address
	PayoutToken common.Address
	Amount      *big.Int // what the gateway still holds: the amount paid less the refunds so far
	Payer       common.Address
	PaidAt      uint64 // unix seconds of the paying block
}

// ClaimableAt is when the refund window closes and the invoice can be claimed.
func (p PaidInvoice) ClaimableAt() time.Time {
	return time.Unix(int64(p.PaidAt), 0).Add(RefundWindow)
}

// Payment is everything pay needs: the invoice, the payer, the payer's Permit2 permit and
// signature, and the Uniswap v3 pool fee tier for a swap (ignored when Permit.Token is the
// invoice's payout token). TokenPermit, when set, is the payer's EIP-2612 permit to Permit2,
// sent to the token in the same transaction (payWithTokenPermit) for a payer who never
// approved Permit2 and may hold no native gas.
type Payment struct {
	Invoice     Invoice
	Payer       common.Address
	Permit      Permit
	Signature   []byte
	PoolFee     uint32
	TokenPermit *TokenPermit
	// Authorization, when set, pays with the payer's EIP-3009 authorization instead of
	// Permit and Signature (payWithAuthorization): the invoice's payout token, its amount.
	Authorization *Authorization
}

// Gateway is a CustodyEscrowGateway deployed at an address.
type Gateway struct {
	address  common.Address
	abi      *bindings.CustodyEscrowGateway
	contract *bind.BoundContract
}

// NewGateway binds the gateway deployed at address.
func NewGateway(backend bind.ContractBackend, address common.Address) *Gateway {
	b := bindings.NewCustodyEscrowGateway()
	return &Gateway{address: address, abi: b, contract: b.Instance(backend, address)}
}

// Address is where the gateway is deployed.
func (g *Gateway) Address() common.Address { return g.address }

// StageInvoices stages invoices for merchant; opts must belong to the merchant or one of its
// agents (IsAgent).
func (g *Gateway) StageInvoices(ctx context.Context, opts *bind.TransactOpts, merchant common.Address, invoices []StagedInvoice) (*types.Transaction, error) {
	return g.transact(ctx, opts, "stageInvoices", g.abi.PackStageInvoices(merchant, stagedArgs(invoices)))
}

// VoidInvoices voids staged, unpaid invoices of merchant, each given as it was staged: the
// gateway refuses any payment of them afterwards. opts must belong to the merchant or an agent.
func (g *Gateway) VoidInvoices(ctx context.Context, opts *bind.TransactOpts, merchant common.Address, invoices []StagedInvoice) (*types.Transaction, error) {
	return g.transact(ctx, opts, "voidInvoices", g.abi.PackVoidInvoices(merchant, stagedArgs(invoices)))
}

// Gateway record values of an invoice that ended (the contract's REFUNDED, CLAIMED and VOIDED).
var (
	RecordRefunded = [32]byte(common.BigToHash(big.NewInt(1)))
	RecordClaimed  = [32]byte(common.BigToHash(big.NewInt(2)))
	RecordVoided   = [32]byte(common.BigToHash(big.NewInt(3)))
)

var stagedTag = crypto.Keccak256([]byte("paystead.gateway.staged"))

// StagedRecord is what the gateway's records holds for inv of merchant while it is staged and
// unpaid (the contract's stagedCommitment).
func StagedRecord(merchant common.Address, inv StagedInvoice) [32]byte {
	word := func(b []byte) []byte { return common.LeftPadBytes(b, 32) }
	return crypto.Keccak256Hash(stagedTag, word(merchant[:]), word(inv.PayoutToken[:]), word(inv.Amount.Bytes()),
		word(new(big.Int).SetUint64(inv.ExpiresAt).Bytes()))
}

func stagedArgs(invoices []StagedInvoice) []bindings.CustodyEscrowGatewayStagedInvoice {
	in := make([]bindings.CustodyEscrowGatewayStagedInvoice, len(invoices))
	for i, inv := range invoices {
		in[i] = bindings.CustodyEscrowGatewayStagedInvoice{Id: inv.ID, PayoutToken: inv.PayoutToken, Amount: inv.Amount, ExpiresAt: inv.ExpiresAt}
	}
	return in
}

// Pay settles a staged invoice with the payer's signed permit; opts must belong to an agent of
// the invoice's merchant (IsAgent), and the gateway must not be paused.
func (g *Gateway) Pay(ctx context.Context, opts *bind.TransactOpts, p Payment) (*types.Transaction, error) {
	if p.Authorization != nil {
		auth, err := authorizationArg(*p.Authorization)
		if err != nil {
			return nil, fmt.Errorf("gateway payWithAuthorization: %w", err)
		}
		return g.transact(ctx, opts, "payWithAuthorization", g.abi.PackPayWithAuthorization(invoiceArg(p.Invoice), p.Payer, auth))
	}
	permit := bindings.IPermit2PermitTransferFrom{
		Permitted: bindings.IPermit2TokenPermissions{Token: p.Permit.Token, Amount: p.Permit.Amount},
		Nonce:     p.Permit.Nonce,
		Deadline:  p.Permit.Deadline,
	}
	fee := new(big.Int).SetUint64(uint64(p.PoolFee))
	if tp := p.TokenPermit; tp != nil {
		v, r, s, err := splitSignature(tp.Signature)
		if err != nil {
			return nil, fmt.Errorf("gateway payWithTokenPermit: token permit %w", err)
		}
		data := g.abi.PackPayWithTokenPermit(invoiceArg(p.Invoice), p.Payer, permit, p.Signature, fee,
			bindings.CustodyEscrowGatewayTokenPermit{Value: tp.Value, Deadline: tp.Deadline, V: v, R: r, S: s})
		return g.transact(ctx, opts, "payWithTokenPermit", data)
	}
	return g.transact(ctx, opts, "pay", g.abi.PackPay(invoiceArg(p.Invoice), p.Payer, permit, p.Signature, fee))
}

// ErrBatchTokenPermit refuses a payment carrying a token permit in PayBatch: such a payment goes
// alone, through payWithTokenPermit.
var ErrBatchTokenPermit = errors.New("gateway payBatch: a payment with a token permit goes alone (Pay)")

// PayBatch settles several payments in one transaction (payBatch). Each stands alone on chain: one
// that reverts is undone by itself and reported by a PaymentFailed event, the others settle. A
// payment with a TokenPermit cannot be batched (ErrBatchTokenPermit).
func (g *Gateway) PayBatch(ctx context.Context, opts *bind.TransactOpts, payments []Payment) (*types.Transaction, error) {
	in := make([]bindings.CustodyEscrowGatewayPayment, len(payments))
	for i, p := range payments {
		if p.TokenPermit != nil {
			return nil, ErrBatchTokenPermit
		}
		if p.Authorization != nil {
			return nil, fmt.Errorf("gateway payBatch: payment %d carries an authorization (PayAuthorizedBatch)", i)
		}
		in[i] = batchArg(p)
	}
	return g.transact(ctx, opts, "payBatch", g.abi.PackPayBatch(in))
}

// PayBatchSize is the number of payments in data when it is a payBatch or payAuthorizedBatch
// call, and false when it is neither.
func (g *Gateway) PayBatchSize(data []byte) (int, bool) {
	if len(data) < 4 {
		return 0, false
	}
	method := g.abi.GetABI().Methods["payBatch"]
	if authorized := g.abi.GetABI().Methods["payAuthorizedBatch"]; bytes.Equal(data[:4], authorized.ID) {
		method = authorized
	}
	if !bytes.Equal(data[:4], method.ID) {
		return 0, false
	}
	args, err := method.Inputs.Unpack(data[4:])
	if err != nil || len(args) != 1 {
		return 0, false
	}
	v := reflect.ValueOf(args[0])
	if v.Kind() != reflect.Slice {
		return 0, false
	}
	return v.Len(), true
}

// Refund returns amount (at most p.Amount, what remains) of a paid invoice to its payer; opts
// must belong to the merchant or a delegate, within the refund window. p.Amount refunds
// everything that remains.
func (g *Gateway) Refund(ctx context.Context, opts *bind.TransactOpts, p PaidInvoice, amount *big.Int) (*types.Transaction, error) {
	return g.transact(ctx, opts, "refund", g.abi.PackRefund(paidArg(p), amount))
}

// Claim moves matured invoices of merchant in payoutToken to the merchant's payout wallet in
// one transfer; opts must belong to the merchant or a delegate.
func (g *Gateway) Claim(ctx context.Context, opts *bind.TransactOpts, merchant, payoutToken common.Address, invoices []PaidInvoice) (*types.Transaction, error) {
	in := make([]bindings.CustodyEscrowGatewayPaidInvoice, len(invoices))
	for i, p := range invoices {
		in[i] = paidArg(p)
	}
	return g.transact(ctx, opts, "claim", g.abi.PackClaim(merchant, payoutToken, in))
}

// SetDelegate lets (or stops) delegate act for the merchant that owns opts.
func (g *Gateway) SetDelegate(ctx context.Context, opts *bind.TransactOpts, delegate common.Address, allowed bool) (*types.Transaction, error) {
	return g.transact(ctx, opts, "setDelegate", g.abi.PackSetDelegate(delegate, allowed))
}

// SetOperatorTrusted lets (or stops) the operator's relayers act for the merchant that owns opts
// as its delegates do, so that the operator can rotate its relayer key without the merchant.
func (g *Gateway) SetOperatorTrusted(ctx context.Context, opts *bind.TransactOpts, trusted bool) (*types.Transaction, error) {
	return g.transact(ctx, opts, "setOperatorTrusted", g.abi.PackSetOperatorTrusted(trusted))
}

// SetOperatorRelayer adds (or removes) one of the operator's relayers; opts must belong to the
// gateway's owner.
func (g *Gateway) SetOperatorRelayer(ctx context.Context, opts *bind.TransactOpts, relayer common.Address, allowed bool) (*types.Transaction, error) {
	return g.transact(ctx, opts, "setOperatorRelayer", g.abi.PackSetOperatorRelayer(relayer, allowed))
}

// Pause stops every payment until Unpause (refunds, claims, staging and voids go on); opts must
// belong to the gateway's owner.
func (g *Gateway) Pause(ctx context.Context, opts *bind.TransactOpts) (*types.Transaction, error) {
	return g.transact(ctx, opts, "pause", g.abi.PackPause())
}

// Unpause lets payments through again; opts must belong to the gateway's owner.
func (g *Gateway) Unpause(ctx context.Context, opts *bind.TransactOpts) (*types.Transaction, error) {
	return g.transact(ctx, opts, "unpause", g.abi.PackUnpause())
}

// Paused reports whether the gateway's owner has paused payments.
func (g *Gateway) Paused(ctx context.Context) (bool, error) {
	ok, err := bind.Call(g.contract, &bind.CallOpts{Context: ctx}, g.abi.PackPaused(), g.abi.UnpackPaused)
	if err != nil {
		return false, fmt.Errorf("gateway paused: %w", DecodeRevert(err))
	}
	return ok, nil
}

// SetPayoutWallet sets where claims of the merchant that owns opts are paid.
func (g *Gateway) SetPayoutWallet(ctx context.Context, opts *bind.TransactOpts, wallet common.Address) (*types.Transaction, error) {
	return g.transact(ctx, opts, "setPayoutWallet", g.abi.PackSetPayoutWallet(wallet))
}

// SetSwapRouter points the gateway's swap path at a Uniswap v3 SwapRouter; opts must belong to
// the gateway's owner.
func (g *Gateway) SetSwapRouter(ctx context.Context, opts *bind.TransactOpts, router common.Address) (*types.Transaction, error) {
	return g.transact(ctx, opts, "setSwapRouter", g.abi.PackSetSwapRouter(router))
}

// SwapRouter is the router the gateway's pay swaps through, or the zero address when its owner
// has set none.
func (g *Gateway) SwapRouter(ctx context.Context) (common.Address, error) {
	r, err := bind.Call(g.contract, &bind.CallOpts{Context: ctx}, g.abi.PackSwapRouter(), g.abi.UnpackSwapRouter)
	if err != nil {
		return common.Address{}, fmt.Errorf("gateway swapRouter: %w", DecodeRevert(err))
	}
	return r, nil
}

// ErrSwapUnavailable means the server cannot vouch for the gateway's swap path, so payments in
// another token than the payout token stay off: the gateway has no router (pay would revert with
// SwapRouterUnset) or no router is configured to check it against.
var ErrSwapUnavailable = errors.New("EURC payments are off")

// gatewayFunctions are the gateway functions Paystead calls: a gateway deployed by an older
// build may lack some (payBatch came with #21, refund's amount with partial refunds, the EIP-3009
// payments with #33).
var gatewayFunctions = []string{"stageInvoices", "voidInvoices", "pay", "payWithTokenPermit", "payBatch", "payOne",
	"payWithAuthorization", "payAuthorizedBatch", "payOneAuthorized", "refund", "refundTo", "claim",
	"setDelegate", "setPayoutWallet", "setOperatorTrusted", "isAgent", "pause"}

// ErrGatewayOutdated means the contract at the configured gateway address lacks functions this
// build calls: it is another contract, or a gateway an older build deployed.
var ErrGatewayOutdated = errors.New("the gateway is not the one this build of Paystead speaks to")

// CheckGatewayCode checks, at start, that the code at the gateway's address dispatches every
// function Paystead calls (its selectors appear in the code's dispatcher), so that an outdated
// gateway is refused with a clear message instead of reverting every transaction sent to it.
func CheckGatewayCode(ctx context.Context, backend bind.ContractCaller, g *Gateway) error {
	code, err := backend.CodeAt(ctx, g.address, nil)
	if err != nil {
		return fmt.Errorf("read the gateway's code at %s: %w", g.address.Hex(), err)
	}
	if len(code) == 0 {
		return fmt.Errorf("%w: no contract at %s (PAYSTEAD_GATEWAY_ADDRESS)", ErrGatewayOutdated, g.address.Hex())
	}
	var missing []string
	methods := g.abi.GetABI().Methods
	for _, name := range gatewayFunctions {
		if !bytes.Contains(code, bytes.TrimLeft(methods[name].ID, "\x00")) {
			missing = append(missing, methods[name].Sig)
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("%w: the contract at %s has no %s; deploy this build's gateway (paystead deploy, docs/operations.md) and point PAYSTEAD_GATEWAY_ADDRESS at it, after its escrows are claimed or refunded",
			ErrGatewayOutdated, g.address.Hex(), strings.Join(missing, ", "))
	}
	return nil
}

// CheckSwapRouter checks, at start, that the gateway swaps through the router the server was
// configured with (want), so quotes price the same Uniswap deployment pay uses and the router
// speaks the SwapRouter ABI the gateway calls. It returns the gateway's router; an error wrapping
// ErrSwapUnavailable when swaps must stay off; any other error when the two disagree.
func CheckSwapRouter(ctx context.Context, g *Gateway, want common.Address) (common.Address, error) {
	got, err := g.SwapRouter(ctx)
	if err != nil {
		return common.Address{}, err
	}
	switch {
	case got == (common.Address{}):
		return got, fmt.Errorf("%w: the gateway %s has no swap router (its owner sets one with setSwapRouter)", ErrSwapUnavailable, g.address.Hex())
	case want == (common.Address{}):
		return got, fmt.Errorf("%w: the gateway swaps through %s, but no Uniswap router is configured for this chain to check it against (PAYSTEAD_UNISWAP_ROUTER_ADDRESS)", ErrSwapUnavailable, got.Hex())
	case got != want:
		return got, fmt.Errorf("the gateway %s swaps through %s but the configured Uniswap router is %s: "+
			"set PAYSTEAD_UNISWAP_ROUTER_ADDRESS to the gateway's router or have its owner call setSwapRouter(%s)",
			g.address.Hex(), got.Hex(), want.Hex(), want.Hex())
	}
	return got, nil
}

// IsAgent reports whether who acts for merchant on the gateway: a delegate the merchant set, or
// an operator relayer while the merchant trusts the operator. Only agents pay invoices.
func (g *Gateway) IsAgent(ctx context.Context, merchant, who common.Address) (bool, error) {
	ok, err := bind.Call(g.contract, &bind.CallOpts{Context: ctx}, g.abi.PackIsAgent(merchant, who), g.abi.UnpackIsAgent)
	if err != nil {
		return false, fmt.Errorf("gateway isAgent(%s, %s): %w", merchant, who, DecodeRevert(err))
	}
	return ok, nil
}

// IsDelegate reports whether merchant set delegate as its delegate.
func (g *Gateway) IsDelegate(ctx context.Context, merchant, delegate common.Address) (bool, error) {
	ok, err := bind.Call(g.contract, &bind.CallOpts{Context: ctx}, g.abi.PackIsDelegate(merchant, delegate), g.abi.UnpackIsDelegate)
	if err != nil {
		return false, fmt.Errorf("gateway isDelegate(%s, %s): %w", merchant, delegate, DecodeRevert(err))
	}
	return ok, nil
}

// PayoutWallet is merchant's payout wallet, or the zero address when unset.
func (g *Gateway) PayoutWallet(ctx context.Context, merchant common.Address) (common.Address, error) {
	w, err := bind.Call(g.contract, &bind.CallOpts{Context: ctx}, g.abi.PackPayoutWallet(merchant), g.abi.UnpackPayoutWallet)
	if err != nil {
		return common.Address{}, fmt.Errorf("gateway payoutWallet(%s): %w", merchant, DecodeRevert(err))
	}
	return w, nil
}

// Record is the raw commitment stored for invoice id (zero when never staged).
func (g *Gateway) Record(ctx context.Context, id [32]byte) ([32]byte, error) {
	r, err := bind.Call(g.contract, &bind.CallOpts{Context: ctx}, g.abi.PackRecords(id), g.abi.UnpackRecords)
	if err != nil {
		return [32]byte{}, fmt.Errorf("gateway records(%x): %w", id, DecodeRevert(err))
	}
	return r, nil
}

// WitnessTypeString and InvoiceTypehash read the contract's constants, to check they match the
// Go constants.
func (g *Gateway) WitnessTypeString(ctx context.Context) (string, error) {
	return bind.Call(g.contract, &bind.CallOpts{Context: ctx}, g.abi.PackWITNESSTYPESTRING(), g.abi.UnpackWITNESSTYPESTRING)
}

func (g *Gateway) InvoiceTypehash(ctx context.Context) (common.Hash, error) {
	h, err := bind.Call(g.contract, &bind.CallOpts{Context: ctx}, g.abi.PackINVOICETYPEHASH(), g.abi.UnpackINVOICETYPEHASH)
	return common.Hash(h), err
}

// WitnessHash asks the contract for the witness hash of inv (used to check InvoiceWitnessHash).
func (g *Gateway) WitnessHash(ctx context.Context, inv Invoice) (common.Hash, error) {
	h, err := bind.Call(g.contract, &bind.CallOpts{Context: ctx}, g.abi.PackWitnessHash(invoiceArg(inv)), g.abi.UnpackWitnessHash)
	return common.Hash(h), err
}

func (g *Gateway) transact(ctx context.Context, opts *bind.TransactOpts, method string, data []byte) (*types.Transaction, error) {
	o := *opts
	o.Context = ctx
	tx, err := bind.Transact(g.contract, &o, data)
	if err != nil {
		return nil, fmt.Errorf("gateway %s: %w", method, DecodeRevert(err))
	}
	return tx, nil
}

func invoiceArg(inv Invoice) bindings.CustodyEscrowGatewayInvoice {
	return bindings.CustodyEscrowGatewayInvoice{Id: inv.ID, Merchant: inv.Merchant, PayoutToken: inv.PayoutToken, Amount: inv.Amount, ExpiresAt: inv.ExpiresAt}
}

func batchArg(p Payment) bindings.CustodyEscrowGatewayPayment {
	return bindings.CustodyEscrowGatewayPayment{
		Inv:   invoiceArg(p.Invoice),
		Payer: p.Payer,
		Permit: bindings.IPermit2PermitTransferFrom{
			Permitted: bindings.IPermit2TokenPermissions{Token: p.Permit.Token, Amount: p.Permit.Amount},
			Nonce:     p.Permit.Nonce,
			Deadline:  p.Permit.Deadline,
		},
		Signature: p.Signature,
		Fee:       new(big.Int).SetUint64(uint64(p.PoolFee)),
	}
}

func paidArg(p PaidInvoice) bindings.CustodyEscrowGatewayPaidInvoice {
	return bindings.CustodyEscrowGatewayPaidInvoice{
		Id: p.ID, Merchant: p.Merchant, PayoutToken: p.PayoutToken, Amount: p.Amount, Payer: p.Payer, PaidAt: p.PaidAt,
	}
}
