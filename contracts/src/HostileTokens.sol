// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

// TEST ONLY. These tokens exist only for the gateway's tests on a simulated chain (Go tests in
// backend/chain); Paystead never deploys them (DeployDev and Deploy deploy neither), and they have
// no owner: anyone may mint, arm or switch them. They misbehave on purpose, as a payout token an
// attacker or a broken issuer could put in front of the gateway.

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title ReentrantToken
/// @notice TEST ONLY, never deployed by Paystead. An ERC-20 that, while armed, calls a configured
/// target with configured calldata from inside `transfer` and/or `transferFrom`, before moving any
/// balance: from inside Permit2's pull when the gateway is paid in it, and from inside the
/// gateway's own transfers when it refunds or claims it. It records whether that call succeeded
/// and what it returned (or reverted with), and then either goes on with the transfer (swallows a
/// failure) or reverts with the call's revert data (bubbles it).
contract ReentrantToken is ERC20 {
    address public target;
    bytes public reentryData;
    bool public onTransfer;
    bool public onTransferFrom;
    bool public bubble;

    /// @notice How many calls to the target were made, and how the last one went.
    uint256 public reentries;
    bool public lastSucceeded;
    bytes public lastReturnData;

    /// @dev Set while the token calls the target, so transfers of this token made by that call
    /// do not call it again.
    bool private calling;

    /// @notice One call to the target: `returnData` is its return data, or its revert data when
    /// it failed.
    event Reentered(address indexed target, bool success, bytes returnData);

    constructor() ERC20("Reentrant Token", "REENTER") {}

    function decimals() public pure override returns (uint8) {
        return 6;
    }

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    /// @notice Arms the token: each `transfer` (when `onTransfer_`) and `transferFrom` (when
    /// `onTransferFrom_`) first calls `target_` with `data`; a failed call reverts the transfer
    /// with the call's revert data when `bubble_`, and is ignored otherwise.
    function arm(address target_, bytes calldata data, bool onTransfer_, bool onTransferFrom_, bool bubble_)
        external
    {
        target = target_;
        reentryData = data;
        onTransfer = onTransfer_;
        onTransferFrom = onTransferFrom_;
        bubble = bubble_;
    }

    function disarm() external {
        onTransfer = false;
        onTransferFrom = false;
    }

    /// @notice Makes the armed call now, outside any transfer: what the reentry would have done,
    /// had it not been a reentry.
    function callTarget() external {
        _callTarget();
    }

    function transfer(address to, uint256 value) public override returns (bool) {
        if (onTransfer && !calling) _callTarget();
        return super.transfer(to, value);
    }

    function transferFrom(address from, address to, uint256 value) public override returns (bool) {
        if (onTransferFrom && !calling) _callTarget();
        return super.transferFrom(from, to, value);
    }

    function _callTarget() private {
        calling = true;
        (bool ok, bytes memory data) = target.call(reentryData);
        calling = false;
        ++reentries;
        lastSucceeded = ok;
        lastReturnData = data;
        emit Reentered(target, ok, data);
        if (!ok && bubble) {
            assembly ("memory-safe") {
                revert(add(data, 32), mload(data))
            }
        }
    }
}

/// @title FalseReturnToken
/// @notice TEST ONLY, never deployed by Paystead. An ERC-20 whose `transfer` and/or
/// `transferFrom`, when switched to, return false without moving anything (no balance, no
/// allowance) instead of reverting, as some tokens do.
contract FalseReturnToken is ERC20 {
    bool public transferReturnsFalse;
    bool public transferFromReturnsFalse;

    constructor() ERC20("False Return Token", "FALSE") {}

    function decimals() public pure override returns (uint8) {
        return 6;
    }

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function setReturnsFalse(bool onTransfer, bool onTransferFrom) external {
        transferReturnsFalse = onTransfer;
        transferFromReturnsFalse = onTransferFrom;
    }

    function transfer(address to, uint256 value) public override returns (bool) {
        if (transferReturnsFalse) return false;
        return super.transfer(to, value);
    }

    function transferFrom(address from, address to, uint256 value) public override returns (bool) {
        if (transferFromReturnsFalse) return false;
        return super.transferFrom(from, to, value);
    }
}
