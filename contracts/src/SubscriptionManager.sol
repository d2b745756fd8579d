// SPDX-License-Identifier: UNLICENSED
pragma solidity 0.8.37;

import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// Permit2's allowance transfer, as far as subscriptions use it (its structs renamed: the names
/// are not part of the ABI, and the gateway's bindings hold Permit2's own).
interface IPermit2Allowances {
    struct AllowanceDetails {
        address token;
        uint160 amount;
        uint48 expiration;
        uint48 nonce;
    }

    struct AllowancePermit {
        AllowanceDetails details;
        address spender;
        uint256 sigDeadline;
    }

    function permit(address owner, AllowancePermit calldata permitSingle, bytes calldata signature) external;
    function transferFrom(address from, address to, uint160 amount, address token) external;
    function allowance(address owner, address token, address spender)
        external
        view
        returns (uint160 amount, uint48 expiration, uint48 nonce);
}

/// The gateway, as far as subscriptions use it.
interface ISubscriptionGateway {
    struct StagedInvoice {
        bytes32 id;
        address payoutToken;
        uint256 amount;
        uint64 expiresAt;
    }

    struct Invoice {
        bytes32 id;
        address merchant;
        address payoutToken;
        uint256 amount;
        uint64 expiresAt;
    }

    function stageInvoices(address merchant, StagedInvoice[] calldata invoices) external;
    function payFromDeposit(Invoice calldata inv) external;
    function isAgent(address merchant, address who) external view returns (bool);
    function depositFactory() external view returns (address);
}

interface IDepositAddresses {
    function depositAddress(bytes32 id) external view returns (address);
}

/// @title SubscriptionAccount
/// @notice What each subscription's address runs (issue #35): the Permit2 allowance the payer
/// signs names that address as its spender, and only the manager that deployed this code may make
/// it spend. Every subscription's address is a minimal proxy (EIP-1167) to it, CREATE2 of the
/// manager and the hash of the subscription's terms.
contract SubscriptionAccount {
    address private immutable manager;
    IPermit2Allowances private immutable permit2;

    error OnlyManager(address caller);

    constructor(IPermit2Allowances permit2_) {
        manager = msg.sender;
        permit2 = permit2_;
    }

    /// @notice Moves `amount` of `token` from `from` to `to` under the allowance `from` gave this
    /// address on Permit2.
    function pull(address from, address to, uint160 amount, address token) external {
        if (msg.sender != manager) revert OnlyManager(msg.sender);
        permit2.transferFrom(from, to, amount, token);
    }
}

/// @title SubscriptionManager
/// @notice Charges a payer every period under terms the payer signed once (issue #35), so that no
/// charge exceeds the amount, comes before its period, or comes twice for one, whoever sends it.
///
/// The payer signs one Permit2 allowance (`PermitSingle`) whose spender is the subscription's own
/// address: CREATE2 of this manager and the hash of the terms (payer, merchant, token, amount per
/// period, first due time, period, number of charges, a salt). The signature thus binds the terms:
/// other terms are another address, to which the payer gave nothing. The allowance's amount and
/// expiry bound the total and the time the payer allows; revoking it on Permit2 stops the charges.
///
/// Each charge is an invoice of the merchant on the gateway, its id the hash of the terms and the
/// period's index: the manager (which the merchant makes its delegate on the gateway) stages it,
/// moves the amount from the payer to the invoice's deposit address under the allowance, and has
/// the gateway pay it from there into escrow, with the refund window of any payment. A period's
/// charge may be sent any time within that period (retries after a failure), never before it, and
/// once: a period passed uncharged stays so.
contract SubscriptionManager {
    struct Terms {
        address payer;
        address merchant;
        address token;
        uint256 amount; // per period, in the token's smallest unit
        uint64 start; // when the first period begins (after any trial)
        uint64 period; // seconds
        uint32 count; // periods charged at most; 0: until canceled
        bytes32 salt; // tells apart two subscriptions of the same terms
    }

    bytes32 private constant CANCEL_TYPEHASH = keccak256("CancelSubscription(bytes32 terms,uint256 deadline)");

    ISubscriptionGateway public immutable gateway;
    IPermit2Allowances public immutable permit2;
    /// The code every subscription address is a minimal proxy to.
    address public immutable account;

    /// Per subscription (its terms' hash): the index of the first period not yet charged or
    /// passed, so a period is charged once at most; and whether it was canceled.
    mapping(bytes32 terms => uint256 next) public nextPeriod;
    mapping(bytes32 terms => bool) public canceled;

    event Charged(bytes32 indexed terms, uint256 indexed index, bytes32 indexed invoiceId, address payer, address merchant, uint256 amount);
    event Canceled(bytes32 indexed terms, address indexed by);
    event ChargeFailed(bytes32 indexed terms, uint256 indexed index, bytes reason);

    error NotAgent(address merchant, address caller);
    error BadTerms();
    error SubscriptionCanceled(bytes32 terms);
    error NotDue(bytes32 terms, uint256 index, uint256 dueAt);
    error PeriodPassed(bytes32 terms, uint256 index, uint256 current);
    error AlreadyCharged(bytes32 terms, uint256 index);
    error SubscriptionEnded(bytes32 terms, uint256 count);
    error PermitMismatch();
    error CancelExpired(uint256 deadline);
    error CancelNotPayers();
    error EmptyBatch();
    error OnlySelf();

    constructor(ISubscriptionGateway gateway_, IPermit2Allowances permit2_) {
        gateway = gateway_;
        permit2 = permit2_;
        account = address(new SubscriptionAccount(permit2_));
    }

    /// @notice The hash that names a subscription.
    function termsHash(Terms calldata t) public pure returns (bytes32) {
        return keccak256(abi.encode(t));
    }

    /// @notice The subscription's address: the spender the payer's Permit2 allowance names.
    function accountOf(Terms calldata t) public view returns (address) {
        return Clones.predictDeterministicAddress(account, termsHash(t));
    }

    /// @notice The invoice id of period `index`'s charge.
    function invoiceId(bytes32 terms, uint256 index) public pure returns (bytes32) {
        return keccak256(abi.encode(terms, index));
    }

    /// @notice Charges period `index`, which must be the current one, under the allowance the payer
    /// gave before (`chargeWithPermit` gives it with the first charge). The merchant's agents
    /// only.
    function charge(Terms calldata t, uint256 index) external returns (bytes32 id) {
        return _charge(t, index, msg.sender);
    }

    /// @notice `charge` for several subscriptions in one transaction (a period's due ones), each
    /// standing alone: one that reverts (a payer short of funds, an allowance revoked) is undone by
    /// itself and reported with `ChargeFailed`.
    /// @return charged how many of the charges succeeded
    function chargeBatch(Terms[] calldata ts, uint256[] calldata indexes) external returns (uint256 charged) {
        uint256 n = ts.length;
        if (n == 0 || indexes.length != n) revert EmptyBatch();
        for (uint256 i; i < n; ++i) {
            try this.chargeOne(ts[i], indexes[i], msg.sender) {
                ++charged;
            } catch (bytes memory reason) {
                emit ChargeFailed(termsHash(ts[i]), indexes[i], reason);
            }
        }
    }

    /// @notice One charge of `chargeBatch`, in a call frame of its own; only the manager calls it,
    /// naming the batch's sender.
    function chargeOne(Terms calldata t, uint256 index, address sender) external {
        if (msg.sender != address(this)) revert OnlySelf();
        _charge(t, index, sender);
    }

    /// @notice `charge`, first giving the subscription the allowance the payer signed: `p` must
    /// name the subscription's address as spender and its token. A permit Permit2 refuses (used
    /// already: by an earlier charge, or by anyone who copied it from the mempool and sent it
    /// first) is passed over: the charge then stands on the allowance there is, as `charge` does.
    function chargeWithPermit(
        Terms calldata t,
        uint256 index,
        IPermit2Allowances.AllowancePermit calldata p,
        bytes calldata signature
    ) external returns (bytes32 id) {
        if (p.spender != accountOf(t) || p.details.token != t.token) revert PermitMismatch();
        try permit2.permit(t.payer, p, signature) {} catch {}
        return _charge(t, index, msg.sender);
    }

    /// @notice Stops the subscription for good: sent by its payer, by the merchant or one of its
    /// agents, or by anyone with the payer's signature of `CancelSubscription` (so a payer cancels
    /// without gas).
    function cancel(Terms calldata t, uint256 deadline, bytes calldata payerSignature) external {
        bytes32 h = termsHash(t);
        if (msg.sender != t.payer && msg.sender != t.merchant && !gateway.isAgent(t.merchant, msg.sender)) {
            if (block.timestamp > deadline) revert CancelExpired(deadline);
            bytes32 digest = keccak256(
                abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR(), keccak256(abi.encode(CANCEL_TYPEHASH, h, deadline)))
            );
            if (ECDSA.recover(digest, payerSignature) != t.payer) revert CancelNotPayers();
        }
        if (!canceled[h]) {
            canceled[h] = true;
            emit Canceled(h, msg.sender);
        }
    }

    /// @notice The EIP-712 domain separator of cancellations ("Paystead Subscriptions", "1", this
    /// chain, this contract).
    function DOMAIN_SEPARATOR() public view returns (bytes32) {
        return keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("Paystead Subscriptions"),
                keccak256("1"),
                block.chainid,
                address(this)
            )
        );
    }

    function _charge(Terms calldata t, uint256 index, address sender) private returns (bytes32 id) {
        if (!gateway.isAgent(t.merchant, sender)) revert NotAgent(t.merchant, sender);
        if (t.amount == 0 || t.amount > type(uint160).max || t.period == 0 || t.payer == address(0)) revert BadTerms();
        bytes32 h = termsHash(t);
        if (canceled[h]) revert SubscriptionCanceled(h);
        if (t.count != 0 && index >= t.count) revert SubscriptionEnded(h, t.count);
        uint256 dueAt = uint256(t.start) + index * uint256(t.period);
        if (block.timestamp < dueAt) revert NotDue(h, index, dueAt);
        if (block.timestamp >= dueAt + t.period) {
            revert PeriodPassed(h, index, (block.timestamp - t.start) / t.period);
        }
        if (index < nextPeriod[h]) revert AlreadyCharged(h, index);
        nextPeriod[h] = index + 1;

        address spender = Clones.predictDeterministicAddress(account, h);
        if (spender.code.length == 0) Clones.cloneDeterministic(account, h);
        id = invoiceId(h, index);
        ISubscriptionGateway.StagedInvoice[] memory staged = new ISubscriptionGateway.StagedInvoice[](1);
        staged[0] = ISubscriptionGateway.StagedInvoice({id: id, payoutToken: t.token, amount: t.amount, expiresAt: 0});
        gateway.stageInvoices(t.merchant, staged);
        SubscriptionAccount(spender).pull(
            t.payer, IDepositAddresses(gateway.depositFactory()).depositAddress(id), uint160(t.amount), t.token
        );
        gateway.payFromDeposit(
            ISubscriptionGateway.Invoice({id: id, merchant: t.merchant, payoutToken: t.token, amount: t.amount, expiresAt: 0})
        );
        emit Charged(h, index, id, t.payer, t.merchant, t.amount);
    }
}
