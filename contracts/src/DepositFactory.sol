// SPDX-License-Identifier: UNLICENSED
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";

/// @title DepositForwarder
/// @notice What each invoice's deposit address runs (issue #34): whatever is sent to it stays
/// there until the factory moves it. Deployed once, by the factory; each deposit address is a
/// minimal proxy (EIP-1167, 45 bytes) to it, so deploying one costs little.
contract DepositForwarder {
    using SafeERC20 for IERC20;

    /// The factory that deployed it: the only caller it (and every proxy to it) obeys.
    address private immutable factory;

    error OnlyFactory(address caller);

    constructor() {
        factory = msg.sender;
    }

    /// @notice Moves the forwarder's whole balance of `token` to `to` and returns it (0 moves
    /// nothing). A token that fails or answers false reverts the sweep; the balance stays.
    function sweep(IERC20 token, address to) external returns (uint256 amount) {
        if (msg.sender != factory) revert OnlyFactory(msg.sender);
        amount = token.balanceOf(address(this));
        if (amount > 0) token.safeTransfer(to, amount);
    }
}

/// @title DepositFactory
/// @notice A deposit address for every invoice, the same on every chain an operator serves. The
/// factory is deployed through the deterministic deployment proxy
/// (0x4e59b44847b379578588920cA78FbF26c0B4956C, present on nearly every EVM chain) with the
/// operator's address as its only argument, so it has one address on all of them, and so has the
/// forwarder it deploys first (CREATE from the factory's first nonce); each invoice's deposit
/// address is CREATE2 of this factory, the invoice id and a minimal proxy to that forwarder, so it
/// too has one address everywhere. Nothing is deployed before a customer pays: the address
/// takes tokens as any address does, and the first sweep deploys its forwarder. A transfer sent
/// on another chain the operator serves lands at the same address there and is swept the same
/// way.
/// @dev Only controllers sweep (the gateway of each chain, which pays the invoice with what it
/// sweeps or holds it for a refund); the owner, the operator's deploying key, names them.
contract DepositFactory {
    /// The forwarder every deposit address is a minimal proxy to.
    address public immutable forwarder;
    address public immutable owner;
    mapping(address controller => bool) public controllers;

    event ControllerSet(address indexed controller, bool allowed);
    event DepositSwept(bytes32 indexed id, address indexed token, address indexed to, uint256 amount);

    error NotOwner(address caller);
    error NotController(address caller);
    error ZeroAddress();

    constructor(address owner_) {
        if (owner_ == address(0)) revert ZeroAddress();
        owner = owner_;
        forwarder = address(new DepositForwarder());
    }

    /// @notice Lets `controller` sweep deposits (the gateway of this chain), or stops it.
    function setController(address controller, bool allowed) external {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        if (controller == address(0)) revert ZeroAddress();
        controllers[controller] = allowed;
        emit ControllerSet(controller, allowed);
    }

    /// @notice The deposit address of invoice `id`, deployed or not.
    function depositAddress(bytes32 id) public view returns (address) {
        return Clones.predictDeterministicAddress(forwarder, id);
    }

    /// @notice Moves everything invoice `id`'s deposit address holds of `token` to `to`, deploying
    /// its forwarder first when this is its first sweep, and returns the amount (0: nothing there).
    function sweep(bytes32 id, IERC20 token, address to) external returns (uint256 amount) {
        if (!controllers[msg.sender]) revert NotController(msg.sender);
        address deposit = depositAddress(id);
        if (deposit.code.length == 0) {
            Clones.cloneDeterministic(forwarder, id);
        }
        amount = DepositForwarder(deposit).sweep(token, to);
        emit DepositSwept(id, address(token), to, amount);
    }
}
