// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";

/// @notice The part of Permit2's SignatureTransfer the gateway calls.
interface IPermit2 {
    struct TokenPermissions {
        address token;
        uint256 amount;
    }

    struct PermitTransferFrom {
        TokenPermissions permitted;
        uint256 nonce;
        uint256 deadline;
    }

    struct SignatureTransferDetails {
        address to;
        uint256 requestedAmount;
    }

    function permitWitnessTransferFrom(
        PermitTransferFrom calldata permit,
        SignatureTransferDetails calldata transferDetails,
        address owner,
        bytes32 witness,
        string calldata witnessTypeString,
        bytes calldata signature
    ) external;
}

/// @notice The part of EIP-3009 the gateway calls: Circle's FiatToken (USDC, EURC) moves `value`
/// from `from` to `to` on `from`'s signature, only when `to` calls it, once per `nonce`.
interface IERC3009 {
    function receiveWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external;
}

/// @notice The exact-output single-pool swap of the Uniswap v3 periphery SwapRouter.
/// @notice The operator's deposit factory (src/DepositFactory.sol): one deposit address per invoice
/// id, the same on every chain; this gateway is one of its controllers.
interface IDepositFactory {
    function depositAddress(bytes32 id) external view returns (address);
    function sweep(bytes32 id, IERC20 token, address to) external returns (uint256 amount);
}

interface ISwapRouterExactOutput {
    struct ExactOutputSingleParams {
        address tokenIn;
        address tokenOut;
        uint24 fee;
        address recipient;
        uint256 deadline;
        uint256 amountOut;
        uint256 amountInMaximum;
        uint160 sqrtPriceLimitX96;
    }

    function exactOutputSingle(ExactOutputSingleParams calldata params) external payable returns (uint256 amountIn);
}

/// @title CustodyEscrowGateway
/// @notice Holds invoice payments in custody for a 7-day refund window, then lets the merchant
/// claim them to its payout wallet.
/// Only the merchant's agents settle payments: the delegates it set itself, or, when it trusts the
/// operator, the relayers the gateway's owner (the operator) keeps. So a payment that did not
/// pass the operator's compliance gate cannot land, and the operator can rotate its relayer key
/// without every merchant acting again. A staged invoice carries its expiry and can be voided;
/// after either no one can pay it. The owner can pause payments in an emergency; refunds and
/// claims go on while paused.
/// @dev Each invoice costs exactly one storage slot: `records[id]` holds a hash commitment of the
/// invoice's current state (staged or paid) or a sentinel (refunded, claimed, voided). Callers
/// pass the full state back in calldata and the contract checks it against the commitment, which
/// is far cheaper than storing the fields.
contract CustodyEscrowGateway is Ownable, Pausable, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @dev `expiresAt` is the unix time from which the invoice can no longer be paid; 0: never.
    struct StagedInvoice {
        bytes32 id;
        address payoutToken;
        uint256 amount;
        uint64 expiresAt;
    }

    /// @dev The staged invoice a payment settles. The payer's Permit2 witness binds its id,
    /// merchant, amount and payout token (`witnessHash`); `expiresAt` is checked against the
    /// staged commitment.
    struct Invoice {
        bytes32 id;
        address merchant;
        address payoutToken;
        uint256 amount;
        uint64 expiresAt;
    }

    /// @dev `amount` is what the gateway still holds for the invoice: the amount paid, less the
    /// refunds so far.
    struct PaidInvoice {
        bytes32 id;
        address merchant;
        address payoutToken;
        uint256 amount;
        address payer;
        uint64 paidAt;
    }

    /// @notice One payment of a `payBatch`: the arguments `pay` takes.
    struct Payment {
        Invoice inv;
        address payer;
        IPermit2.PermitTransferFrom permit;
        bytes signature;
        uint24 fee;
    }

    /// @notice A payer's EIP-2612 permit letting Permit2 move the pay-in token, signed instead of
    /// sending an approval transaction (which would need native gas).
    struct TokenPermit {
        uint256 value;
        uint256 deadline;
        uint8 v;
        bytes32 r;
        bytes32 s;
    }

    /// @notice A payer's EIP-3009 `ReceiveWithAuthorization` of exactly the invoice's amount of its
    /// payout token to the gateway, valid between `validAfter` and `validBefore`, whose nonce is
    /// the invoice's witness hash (`witnessHash`): one signature pays, bound to the invoice.
    struct Authorization {
        uint256 validAfter;
        uint256 validBefore;
        uint8 v;
        bytes32 r;
        bytes32 s;
    }

    /// @notice One payment of a `payAuthorizedBatch`: the arguments `payWithAuthorization` takes.
    struct AuthorizedPayment {
        Invoice inv;
        address payer;
        Authorization auth;
    }

    /// @notice How long after payment the merchant (or a delegate) may refund the payer.
    uint256 public constant REFUND_WINDOW = 7 days;

    /// @notice Permit2 witness type string for the `Invoice` witness (types sorted per EIP-712).
    string public constant WITNESS_TYPE_STRING =
        "Invoice witness)Invoice(bytes32 invoiceId,address merchant,uint256 amount,address payoutToken)TokenPermissions(address token,uint256 amount)";

    /// @notice EIP-712 type hash of a payer's consent to a refund paid to another address than its
    /// own (`refundTo`), under this gateway's domain ("Paystead Gateway", "1").
    bytes32 public constant REFUND_TO_TYPEHASH = keccak256("RefundTo(bytes32 invoiceId,address to,uint256 deadline)");

    /// @notice EIP-712 type hash of the witness struct the payer signs.
    bytes32 public constant INVOICE_TYPEHASH =
        keccak256("Invoice(bytes32 invoiceId,address merchant,uint256 amount,address payoutToken)");

    bytes32 public constant STAGED_TAG = keccak256("paystead.gateway.staged");
    bytes32 public constant PAID_TAG = keccak256("paystead.gateway.paid");
    /// @notice Terminal record values; no keccak256 output is expected to equal them.
    bytes32 public constant REFUNDED = bytes32(uint256(1));
    bytes32 public constant CLAIMED = bytes32(uint256(2));
    bytes32 public constant VOIDED = bytes32(uint256(3));

    IPermit2 public immutable permit2;
    address public swapRouter;

    mapping(address merchant => mapping(address delegate => bool)) public delegates;
    mapping(address merchant => address) public payoutWallet;
    mapping(bytes32 invoiceId => bytes32) public records;
    /// @notice The operator's relayers, kept by the owner: agents of every merchant that trusts
    /// the operator.
    mapping(address relayer => bool) public operatorRelayers;
    mapping(address merchant => bool) public trustsOperator;
    /// @notice The operator's deposit factory (#34); unset, no invoice is paid from a deposit.
    IDepositFactory public depositFactory;
    /// @notice Deposits swept and paid to no invoice, by invoice id and token, until returned: the
    /// surplus of an overpayment, a transfer after the invoice was paid, expired or voided, a second
    /// payment, a token the invoice does not take.
    mapping(bytes32 id => mapping(address token => uint256)) public held;
    /// @notice The merchant whose invoice a held deposit came for, as the invoice's record proved
    /// it; zero when the gateway could not tell (an invoice refunded, claimed, voided or never
    /// staged here): then only the operator's relayers return it.
    mapping(bytes32 id => address) public heldFor;

    event DelegateSet(address indexed merchant, address indexed delegate, bool allowed);
    event PayoutWalletSet(address indexed merchant, address indexed wallet);
    event SwapRouterSet(address indexed router);
    event OperatorRelayerSet(address indexed relayer, bool allowed);
    event OperatorTrustSet(address indexed merchant, bool trusted);
    event InvoiceStaged(
        bytes32 indexed id, address indexed merchant, address indexed payoutToken, uint256 amount, uint64 expiresAt
    );
    event InvoiceVoided(bytes32 indexed id, address indexed merchant);
    event InvoicePaid(
        bytes32 indexed id,
        address indexed merchant,
        address indexed payer,
        address payoutToken,
        uint256 amount,
        address payInToken,
        uint256 amountIn,
        uint64 paidAt
    );
    /// @notice `amount` went back to the payer; `remaining` is what the gateway still holds for the
    /// invoice (zero once it is fully refunded).
    event InvoiceRefunded(
        bytes32 indexed id,
        address indexed merchant,
        address indexed payer,
        address payoutToken,
        uint256 amount,
        uint256 remaining
    );
    /// @notice A payment of a `payBatch` reverted and was undone, alone; `reason` is its revert
    /// data (a custom error or `Error(string)`; empty when it ran out of gas or reverted bare).
    event PaymentFailed(bytes32 indexed id, address indexed payer, bytes reason);
    /// @notice The refund of the same transaction's `InvoiceRefunded` went to `to`, not to the
    /// payer, on the payer's signature.
    event RefundRedirected(bytes32 indexed id, address indexed payer, address indexed to, uint256 amount);
    event DepositFactorySet(address indexed factory);
    /// @notice `amount` of `token` from invoice `id`'s deposit address is held, paid to no invoice;
    /// `merchant` is whose invoice it came for (zero: unknown, the operator returns it).
    event DepositHeld(bytes32 indexed id, address indexed token, uint256 amount, address merchant);
    event HeldReturned(bytes32 indexed id, address indexed token, address indexed to, uint256 amount);
    event InvoiceClaimed(bytes32 indexed id, address indexed merchant, address indexed payoutToken, uint256 amount);
    event InvoicesClaimed(address indexed merchant, address indexed payoutToken, address wallet, uint256 total, uint256 count);

    error NotMerchantOrDelegate(address merchant, address caller);
    error NotAgent(address merchant, address caller);
    error InvoiceExpired(bytes32 id, uint64 expiresAt);
    error InvoiceAlreadyStaged(bytes32 id);
    error InvoiceNotPayable(bytes32 id);
    error InvoiceAlreadyRefunded(bytes32 id);
    error InvoiceAlreadyClaimed(bytes32 id);
    error RecordMismatch(bytes32 id);
    error RefundWindowClosed(bytes32 id, uint256 closedAt);
    error RefundWindowOpen(bytes32 id, uint256 claimableAt);
    error RefundExceedsRemaining(bytes32 id, uint256 amount, uint256 remaining);
    error PayoutWalletUnset(address merchant);
    error SwapRouterUnset();
    error SwapOutputShort(uint256 expected, uint256 received);
    error ZeroAmount(bytes32 id);
    error ZeroAddress();
    error EmptyBatch();
    error TokenPermitFailed(address token, address payer);
    error OnlySelf();
    error RefundConsentExpired(bytes32 id, uint256 deadline);
    error RefundConsentInvalid(bytes32 id);
    error DepositsUnset();
    error DepositShort(bytes32 id, uint256 amount, uint256 received);
    error NotDeposit(bytes32 id);
    error HeldExceeded(bytes32 id, uint256 amount, uint256 held);
    error NotOperator(address caller);

    constructor(IPermit2 permit2_, address swapRouter_, address owner_) Ownable(owner_) {
        if (address(permit2_) == address(0)) revert ZeroAddress();
        permit2 = permit2_;
        swapRouter = swapRouter_;
        emit SwapRouterSet(swapRouter_);
    }

    // ----------------------------------------------------------------- merchant settings

    function setDelegate(address delegate, bool allowed) external {
        delegates[msg.sender][delegate] = allowed;
        emit DelegateSet(msg.sender, delegate, allowed);
    }

    function setPayoutWallet(address wallet) external {
        if (wallet == address(0)) revert ZeroAddress();
        payoutWallet[msg.sender] = wallet;
        emit PayoutWalletSet(msg.sender, wallet);
    }

    /// @notice Trusts (or stops trusting) the operator's relayers to act for the caller as its
    /// delegates do.
    function setOperatorTrusted(bool trusted) external {
        trustsOperator[msg.sender] = trusted;
        emit OperatorTrustSet(msg.sender, trusted);
    }

    // ----------------------------------------------------------------- operator (owner) settings

    function setSwapRouter(address router) external onlyOwner {
        swapRouter = router;
        emit SwapRouterSet(router);
    }

    function setOperatorRelayer(address relayer, bool allowed) external onlyOwner {
        operatorRelayers[relayer] = allowed;
        emit OperatorRelayerSet(relayer, allowed);
    }

    /// @notice The operator's deposit factory, of which this gateway must be a controller.
    function setDepositFactory(IDepositFactory factory) external onlyOwner {
        depositFactory = factory;
        emit DepositFactorySet(address(factory));
    }

    /// @notice Stops every payment until `unpause`; staging, voids, refunds and claims go on.
    function pause() external onlyOwner {
        _pause();
    }

    function unpause() external onlyOwner {
        _unpause();
    }

    // ----------------------------------------------------------------- invoice lifecycle

    /// @notice Stages invoices for `merchant` so payers can pay them.
    function stageInvoices(address merchant, StagedInvoice[] calldata invoices) external {
        _onlyMerchantOrAgent(merchant);
        uint256 n = invoices.length;
        if (n == 0) revert EmptyBatch();
        for (uint256 i; i < n; ++i) {
            StagedInvoice calldata inv = invoices[i];
            bytes32 id = inv.id;
            if (inv.amount == 0) revert ZeroAmount(id);
            if (records[id] != 0) revert InvoiceAlreadyStaged(id);
            records[id] = stagedCommitment(merchant, inv.payoutToken, inv.amount, inv.expiresAt);
            emit InvoiceStaged(id, merchant, inv.payoutToken, inv.amount, inv.expiresAt);
        }
    }

    /// @notice Voids staged, unpaid invoices of `merchant`: no one can pay them afterwards.
    function voidInvoices(address merchant, StagedInvoice[] calldata invoices) external {
        _onlyMerchantOrAgent(merchant);
        uint256 n = invoices.length;
        if (n == 0) revert EmptyBatch();
        for (uint256 i; i < n; ++i) {
            StagedInvoice calldata inv = invoices[i];
            bytes32 id = inv.id;
            if (records[id] != stagedCommitment(merchant, inv.payoutToken, inv.amount, inv.expiresAt)) {
                revert InvoiceNotPayable(id);
            }
            records[id] = VOIDED;
            emit InvoiceVoided(id, merchant);
        }
    }

    /// @notice Pays a staged invoice with the payer's Permit2 signature, whose witness binds the
    /// invoice, before its expiry. Only an agent of the invoice's merchant may send it. When the signed token is not the payout token, the signed amount
    /// is swapped through the router for exactly `inv.amount` and the rest returns to the payer.
    /// @param fee the Uniswap v3 pool fee tier used for the swap; ignored when no swap is needed.
    function pay(
        Invoice calldata inv,
        address payer,
        IPermit2.PermitTransferFrom calldata permit,
        bytes calldata signature,
        uint24 fee
    ) external nonReentrant whenNotPaused {
        _onlyAgent(inv.merchant, msg.sender);
        _pay(inv, payer, permit, signature, fee);
    }

    /// @notice Pays several staged invoices in one transaction, sharing its base cost and the
    /// first touches of Permit2, the tokens and the gateway's balances. Each payment stands alone:
    /// one that reverts (not payable or already paid, a bad signature, a spent nonce, a short
    /// balance, a failed swap) is undone by itself and reported with `PaymentFailed`, and the
    /// others go on. Each payment's merchant must have the sender as an agent, as with `pay`.
    /// @return paid how many of the payments succeeded
    function payBatch(Payment[] calldata payments) external nonReentrant whenNotPaused returns (uint256 paid) {
        uint256 n = payments.length;
        if (n == 0) revert EmptyBatch();
        for (uint256 i; i < n; ++i) {
            Payment calldata p = payments[i];
            try this.payOne(p, msg.sender) {
                ++paid;
            } catch (bytes memory reason) {
                emit PaymentFailed(p.inv.id, p.payer, reason);
            }
        }
    }

    /// @notice One payment of `payBatch`, in a call frame of its own so that its revert undoes
    /// only itself. Only the gateway calls it, under `payBatch`'s reentrancy lock, naming the
    /// batch's sender as the relayer.
    function payOne(Payment calldata p, address relayer) external {
        if (msg.sender != address(this)) revert OnlySelf();
        _onlyAgent(p.inv.merchant, relayer);
        _pay(p.inv, p.payer, p.permit, p.signature, p.fee);
    }

    /// @notice `pay` for a payer who has not approved Permit2 for the pay-in token: first the
    /// token's EIP-2612 `permit` (payer to Permit2), then the payment, in one transaction, so the
    /// payer needs no native gas. A permit that fails (already used, or front-run by someone who
    /// sent it first) is tolerated when Permit2's allowance covers the payment anyway.
    function payWithTokenPermit(
        Invoice calldata inv,
        address payer,
        IPermit2.PermitTransferFrom calldata permit,
        bytes calldata signature,
        uint24 fee,
        TokenPermit calldata tokenPermit
    ) external nonReentrant whenNotPaused {
        _onlyAgent(inv.merchant, msg.sender);
        address token = permit.permitted.token;
        try IERC20Permit(token).permit(
            payer, address(permit2), tokenPermit.value, tokenPermit.deadline, tokenPermit.v, tokenPermit.r, tokenPermit.s
        ) {}
        catch {
            if (IERC20(token).allowance(payer, address(permit2)) < permit.permitted.amount) {
                revert TokenPermitFailed(token, payer);
            }
        }
        _pay(inv, payer, permit, signature, fee);
    }

    /// @notice Pays a staged invoice in its payout token with the payer's EIP-3009 authorization
    /// (`Authorization`), the one signature a first payment needs in a token that has it (no
    /// Permit2 approval). The token takes the authorization from its `to`, this gateway, alone, and
    /// its nonce is the invoice's witness hash: no one can redirect it to another invoice,
    /// merchant or amount, and it pays once. Only an agent of the invoice's merchant may send it.
    function payWithAuthorization(Invoice calldata inv, address payer, Authorization calldata auth)
        external
        nonReentrant
        whenNotPaused
    {
        _onlyAgent(inv.merchant, msg.sender);
        _payWithAuthorization(inv, payer, auth);
    }

    /// @notice `payWithAuthorization` for several invoices in one transaction, each standing alone
    /// as in `payBatch`: one that reverts is undone by itself and reported with `PaymentFailed`.
    /// @return paid how many of the payments succeeded
    function payAuthorizedBatch(AuthorizedPayment[] calldata payments)
        external
        nonReentrant
        whenNotPaused
        returns (uint256 paid)
    {
        uint256 n = payments.length;
        if (n == 0) revert EmptyBatch();
        for (uint256 i; i < n; ++i) {
            AuthorizedPayment calldata p = payments[i];
            try this.payOneAuthorized(p, msg.sender) {
                ++paid;
            } catch (bytes memory reason) {
                emit PaymentFailed(p.inv.id, p.payer, reason);
            }
        }
    }

    /// @notice One payment of `payAuthorizedBatch`, in a call frame of its own; only the gateway
    /// calls it, naming the batch's sender as the relayer.
    function payOneAuthorized(AuthorizedPayment calldata p, address relayer) external {
        if (msg.sender != address(this)) revert OnlySelf();
        _onlyAgent(p.inv.merchant, relayer);
        _payWithAuthorization(p.inv, p.payer, p.auth);
    }

    // ----------------------------------------------------------------- deposits (#34)

    /// @notice Pays a staged invoice, before its expiry, with what its deposit address holds of its
    /// payout token (a customer's plain transfer, or several) and what is held for it: at least its
    /// amount, or nothing moves (`DepositShort`: the funds stay where they are). The payer is the
    /// deposit address; a surplus is held (`DepositHeld`) for the merchant to return. Only an agent
    /// of the invoice's merchant may send it.
    function payFromDeposit(Invoice calldata inv) external nonReentrant whenNotPaused {
        _onlyAgent(inv.merchant, msg.sender);
        _payFromDeposit(inv);
    }

    /// @notice `payFromDeposit` for several invoices in one transaction, each standing alone as in
    /// `payBatch`: one that reverts is undone by itself and reported with `PaymentFailed`.
    /// @return paid how many of the payments succeeded
    function payFromDepositBatch(Invoice[] calldata invoices) external nonReentrant whenNotPaused returns (uint256 paid) {
        uint256 n = invoices.length;
        if (n == 0) revert EmptyBatch();
        for (uint256 i; i < n; ++i) {
            try this.payOneFromDeposit(invoices[i], msg.sender) {
                ++paid;
            } catch (bytes memory reason) {
                emit PaymentFailed(invoices[i].id, address(0), reason);
            }
        }
    }

    /// @notice One payment of `payFromDepositBatch`, in a call frame of its own; only the gateway
    /// calls it, naming the batch's sender as the relayer.
    function payOneFromDeposit(Invoice calldata inv, address relayer) external {
        if (msg.sender != address(this)) revert OnlySelf();
        _onlyAgent(inv.merchant, relayer);
        _payFromDeposit(inv);
    }

    /// @notice Holds what a staged invoice's deposit address holds of `token` (a token it does not
    /// take, a transfer after it expired): swept into the gateway, paid to no invoice, until its
    /// merchant's agent returns it. The staged record proves whose it is.
    function holdStagedDeposit(Invoice calldata inv, IERC20 token) external nonReentrant {
        _onlyAgent(inv.merchant, msg.sender);
        if (records[inv.id] != stagedCommitment(inv.merchant, inv.payoutToken, inv.amount, inv.expiresAt)) {
            revert RecordMismatch(inv.id);
        }
        _hold(inv.id, token, inv.merchant);
    }

    /// @notice `holdStagedDeposit` for a paid invoice (a second payment, a late top-up); the paid
    /// record proves whose it is.
    function holdPaidDeposit(PaidInvoice calldata p, IERC20 token) external nonReentrant {
        _onlyAgent(p.merchant, msg.sender);
        _checkPaid(p.id, p.merchant, p.payoutToken, p);
        _hold(p.id, token, p.merchant);
    }

    /// @notice Holds a deposit the gateway cannot tie to a merchant (an invoice refunded, claimed or
    /// voided, or never staged on this chain: a transfer sent on the wrong network). Only the
    /// operator's relayers, who alone return it.
    function holdDeposit(bytes32 id, IERC20 token) external nonReentrant {
        if (!operatorRelayers[msg.sender]) revert NotOperator(msg.sender);
        _hold(id, token, address(0));
    }

    /// @notice Returns `amount` of what is held for invoice `id` in `token` to `to`, the address the
    /// customer gave (through a refund link: a deposit's sender is often an exchange's shared
    /// address, never assumed to be the customer's). The merchant's agents for a deposit tied to
    /// the merchant, the operator's relayers for any.
    function returnHeld(bytes32 id, IERC20 token, address to, uint256 amount) external nonReentrant {
        address merchant = heldFor[id];
        if (!operatorRelayers[msg.sender] && (merchant == address(0) || !isAgent(merchant, msg.sender))) {
            revert NotAgent(merchant, msg.sender);
        }
        if (to == address(0)) revert ZeroAddress();
        if (amount == 0) revert ZeroAmount(id);
        uint256 h = held[id][address(token)];
        if (amount > h) revert HeldExceeded(id, amount, h);
        unchecked {
            held[id][address(token)] = h - amount;
        }
        token.safeTransfer(to, amount);
        emit HeldReturned(id, address(token), to, amount);
    }

    /// @notice `refund` of an invoice paid from its deposit address, paid to `to`: a deposit has no
    /// signer to consent as `refundTo` asks, so the merchant or an agent names the address the
    /// customer gave. Within the refund window, as every refund.
    function refundDepositTo(PaidInvoice calldata p, uint256 amount, address to) external nonReentrant {
        _onlyMerchantOrAgent(p.merchant);
        if (to == address(0)) revert ZeroAddress();
        if (p.payer != _deposits().depositAddress(p.id)) revert NotDeposit(p.id);
        _refund(p, amount, to);
        emit RefundRedirected(p.id, p.payer, to, amount);
    }

    /// @notice Returns `amount` of a paid invoice to its payer, within the refund window: any part
    /// of what the gateway still holds for it, as many times as the merchant likes until nothing
    /// remains. Pass `p.amount` to refund everything that remains.
    function refund(PaidInvoice calldata p, uint256 amount) external nonReentrant {
        _onlyMerchantOrAgent(p.merchant);
        _refund(p, amount, p.payer);
    }

    /// @notice `refund`, paid to `to` instead of the payer, on the payer's EIP-712 signature of
    /// `RefundTo(invoiceId, to, deadline)` (an EOA's, or an ERC-1271 wallet's): for a payer who can
    /// no longer receive the token (its issuer froze the wallet) or asks for it elsewhere. The
    /// merchant or an agent sends it, within the refund window, before `deadline`.
    function refundTo(PaidInvoice calldata p, uint256 amount, address to, uint256 deadline, bytes calldata payerSignature)
        external
        nonReentrant
    {
        _onlyMerchantOrAgent(p.merchant);
        if (to == address(0)) revert ZeroAddress();
        if (block.timestamp > deadline) revert RefundConsentExpired(p.id, deadline);
        bytes32 digest =
            MessageHashUtils.toTypedDataHash(DOMAIN_SEPARATOR(), keccak256(abi.encode(REFUND_TO_TYPEHASH, p.id, to, deadline)));
        if (!SignatureChecker.isValidSignatureNow(p.payer, digest, payerSignature)) revert RefundConsentInvalid(p.id);
        _refund(p, amount, to);
        emit RefundRedirected(p.id, p.payer, to, amount);
    }

    /// @dev Returns `amount` of the paid invoice `p` to `to`, within the refund window.
    function _refund(PaidInvoice calldata p, uint256 amount, address to) private {
        bytes32 id = p.id;
        _checkPaid(id, p.merchant, p.payoutToken, p);
        uint256 closedAt = uint256(p.paidAt) + REFUND_WINDOW;
        if (block.timestamp >= closedAt) revert RefundWindowClosed(id, closedAt);
        if (amount == 0) revert ZeroAmount(id);
        uint256 holds = p.amount;
        if (amount > holds) revert RefundExceedsRemaining(id, amount, holds);
        uint256 remaining;
        unchecked {
            remaining = holds - amount;
        }
        records[id] =
            remaining == 0 ? REFUNDED : paidCommitment(p.merchant, p.payoutToken, remaining, p.payer, p.paidAt);
        IERC20(p.payoutToken).safeTransfer(to, amount);
        emit InvoiceRefunded(id, p.merchant, p.payer, p.payoutToken, amount, remaining);
    }

    /// @notice Moves matured invoices of one merchant and payout token to the payout wallet in
    /// one transfer: what the gateway still holds for each, after any partial refunds.
    function claim(address merchant, address payoutToken, PaidInvoice[] calldata invoices) external nonReentrant {
        _onlyMerchantOrAgent(merchant);
        address wallet = payoutWallet[merchant];
        if (wallet == address(0)) revert PayoutWalletUnset(merchant);
        uint256 n = invoices.length;
        if (n == 0) revert EmptyBatch();
        uint256 total;
        for (uint256 i; i < n; ++i) {
            PaidInvoice calldata p = invoices[i];
            bytes32 id = p.id;
            _checkPaid(id, merchant, payoutToken, p);
            uint256 claimableAt = uint256(p.paidAt) + REFUND_WINDOW;
            if (block.timestamp < claimableAt) revert RefundWindowOpen(id, claimableAt);
            records[id] = CLAIMED;
            total += p.amount;
            emit InvoiceClaimed(id, merchant, payoutToken, p.amount);
        }
        IERC20(payoutToken).safeTransfer(wallet, total);
        emit InvoicesClaimed(merchant, payoutToken, wallet, total, n);
    }

    // ----------------------------------------------------------------- views

    /// @notice The gateway's EIP-712 domain separator ("Paystead Gateway", "1", this chain, this
    /// contract), which a payer's `RefundTo` is signed under.
    function DOMAIN_SEPARATOR() public view returns (bytes32) {
        return keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("Paystead Gateway"),
                keccak256("1"),
                block.chainid,
                address(this)
            )
        );
    }

    function isDelegate(address merchant, address delegate) external view returns (bool) {
        return delegates[merchant][delegate];
    }

    /// @notice Whether `who` acts for `merchant`: a delegate it set, or an operator relayer while
    /// it trusts the operator.
    function isAgent(address merchant, address who) public view returns (bool) {
        return delegates[merchant][who] || (trustsOperator[merchant] && operatorRelayers[who]);
    }

    function stagedCommitment(address merchant, address payoutToken, uint256 amount, uint64 expiresAt)
        public
        pure
        returns (bytes32)
    {
        return keccak256(abi.encode(STAGED_TAG, merchant, payoutToken, amount, expiresAt));
    }

    function paidCommitment(address merchant, address payoutToken, uint256 amount, address payer, uint64 paidAt)
        public
        pure
        returns (bytes32)
    {
        return keccak256(abi.encode(PAID_TAG, merchant, payoutToken, amount, payer, paidAt));
    }

    /// @notice EIP-712 hash of the `Invoice` witness, as Permit2 hashes it into the signed digest.
    function witnessHash(Invoice calldata inv) public pure returns (bytes32) {
        return keccak256(abi.encode(INVOICE_TYPEHASH, inv.id, inv.merchant, inv.amount, inv.payoutToken));
    }

    // ----------------------------------------------------------------- internals

    function _onlyAgent(address merchant, address caller) private view {
        if (!isAgent(merchant, caller)) revert NotAgent(merchant, caller);
    }

    function _onlyMerchantOrAgent(address merchant) private view {
        if (msg.sender != merchant && !isAgent(merchant, msg.sender)) {
            revert NotMerchantOrDelegate(merchant, msg.sender);
        }
    }

    /// @dev Reverts unless records[id] is the paid commitment of `p` for this merchant and token.
    function _checkPaid(bytes32 id, address merchant, address payoutToken, PaidInvoice calldata p) private view {
        bytes32 record = records[id];
        if (
            p.merchant != merchant || p.payoutToken != payoutToken
                || record != paidCommitment(merchant, payoutToken, p.amount, p.payer, p.paidAt)
        ) {
            if (record == REFUNDED) revert InvoiceAlreadyRefunded(id);
            if (record == CLAIMED) revert InvoiceAlreadyClaimed(id);
            revert RecordMismatch(id);
        }
    }

    function _pay(
        Invoice calldata inv,
        address payer,
        IPermit2.PermitTransferFrom calldata permit,
        bytes calldata signature,
        uint24 fee
    ) private {
        bytes32 id = inv.id;
        uint64 paidAt = _markPaid(inv, payer);

        address payInToken = permit.permitted.token;
        bool sameToken = payInToken == inv.payoutToken;
        uint256 amountIn = sameToken ? inv.amount : permit.permitted.amount;

        _pull(inv, payer, permit, signature, amountIn);

        if (!sameToken) {
            amountIn = _swapExactOut(inv, payInToken, amountIn, payer, fee);
        }
        emit InvoicePaid(id, inv.merchant, payer, inv.payoutToken, inv.amount, payInToken, amountIn, paidAt);
    }

    /// @dev Records a staged, unexpired invoice as paid by `payer` now; reverts when it is not payable.
    function _markPaid(Invoice calldata inv, address payer) private returns (uint64 paidAt) {
        bytes32 id = inv.id;
        if (records[id] != stagedCommitment(inv.merchant, inv.payoutToken, inv.amount, inv.expiresAt)) {
            revert InvoiceNotPayable(id);
        }
        if (inv.expiresAt != 0 && block.timestamp >= inv.expiresAt) revert InvoiceExpired(id, inv.expiresAt);
        paidAt = uint64(block.timestamp);
        records[id] = paidCommitment(inv.merchant, inv.payoutToken, inv.amount, payer, paidAt);
    }

    function _deposits() private view returns (IDepositFactory f) {
        f = depositFactory;
        if (address(f) == address(0)) revert DepositsUnset();
    }

    /// @dev Pays `inv` from its deposit address (see `payFromDeposit`).
    function _payFromDeposit(Invoice calldata inv) private {
        IDepositFactory f = _deposits();
        bytes32 id = inv.id;
        address deposit = f.depositAddress(id);
        uint64 paidAt = _markPaid(inv, deposit);
        address token = inv.payoutToken;
        uint256 received = f.sweep(id, IERC20(token), address(this)) + held[id][token];
        if (received < inv.amount) revert DepositShort(id, inv.amount, received);
        uint256 surplus;
        unchecked {
            surplus = received - inv.amount;
        }
        held[id][token] = surplus;
        if (surplus > 0) {
            heldFor[id] = inv.merchant;
            emit DepositHeld(id, token, surplus, inv.merchant);
        }
        emit InvoicePaid(id, inv.merchant, deposit, token, inv.amount, token, inv.amount, paidAt);
    }

    /// @dev Sweeps invoice `id`'s deposit of `token` into the held funds, tied to `merchant` (zero:
    /// unknown; a deposit once tied stays tied).
    function _hold(bytes32 id, IERC20 token, address merchant) private {
        if (merchant != address(0) && heldFor[id] == address(0)) heldFor[id] = merchant;
        uint256 amount = _deposits().sweep(id, token, address(this));
        if (amount == 0) revert ZeroAmount(id);
        held[id][address(token)] += amount;
        emit DepositHeld(id, address(token), amount, heldFor[id]);
    }

    /// @dev Pays `inv` with the payer's EIP-3009 authorization of its amount to this contract,
    /// whose nonce must be the invoice's witness hash.
    function _payWithAuthorization(Invoice calldata inv, address payer, Authorization calldata auth) private {
        uint64 paidAt = _markPaid(inv, payer);
        IERC3009(inv.payoutToken).receiveWithAuthorization(
            payer, address(this), inv.amount, auth.validAfter, auth.validBefore, witnessHash(inv), auth.v, auth.r, auth.s
        );
        emit InvoicePaid(inv.id, inv.merchant, payer, inv.payoutToken, inv.amount, inv.payoutToken, inv.amount, paidAt);
    }

    /// @dev Moves `amount` of the signed token from the payer to this contract through Permit2,
    /// with the invoice as the signed witness.
    function _pull(
        Invoice calldata inv,
        address payer,
        IPermit2.PermitTransferFrom calldata permit,
        bytes calldata signature,
        uint256 amount
    ) private {
        permit2.permitWitnessTransferFrom(
            permit,
            IPermit2.SignatureTransferDetails({to: address(this), requestedAmount: amount}),
            payer,
            witnessHash(inv),
            WITNESS_TYPE_STRING,
            signature
        );
    }

    function _swapExactOut(Invoice calldata inv, address payInToken, uint256 maxIn, address payer, uint24 fee)
        private
        returns (uint256 amountIn)
    {
        address router = swapRouter;
        if (router == address(0)) revert SwapRouterUnset();
        IERC20 tokenIn = IERC20(payInToken);
        IERC20 tokenOut = IERC20(inv.payoutToken);
        uint256 before = tokenOut.balanceOf(address(this));
        tokenIn.forceApprove(router, maxIn);
        amountIn = ISwapRouterExactOutput(router).exactOutputSingle(
            ISwapRouterExactOutput.ExactOutputSingleParams({
                tokenIn: payInToken,
                tokenOut: inv.payoutToken,
                fee: fee,
                recipient: address(this),
                deadline: block.timestamp,
                amountOut: inv.amount,
                amountInMaximum: maxIn,
                sqrtPriceLimitX96: 0
            })
        );
        uint256 received = tokenOut.balanceOf(address(this)) - before;
        if (received < inv.amount) revert SwapOutputShort(inv.amount, received);
        tokenIn.forceApprove(router, 0);
        if (amountIn < maxIn) tokenIn.safeTransfer(payer, maxIn - amountIn);
    }
}
