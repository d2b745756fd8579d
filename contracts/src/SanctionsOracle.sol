// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title SanctionsOracle
/// @notice Dev-chain stand-in with the `isSanctioned(address) returns (bool)` interface of the
/// public on-chain sanctions oracles; the owner maintains the list.
contract SanctionsOracle is Ownable {
    mapping(address account => bool) private sanctioned;

    event SanctionSet(address indexed account, bool sanctioned);

    constructor(address owner_) Ownable(owner_) {}

    function isSanctioned(address account) external view returns (bool) {
        return sanctioned[account];
    }

    function setSanctioned(address[] calldata accounts, bool value) external onlyOwner {
        for (uint256 i; i < accounts.length; ++i) {
            sanctioned[accounts[i]] = value;
            emit SanctionSet(accounts[i], value);
        }
    }
}
