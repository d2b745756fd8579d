// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/// @title LegacyPoolV06
/// @notice The legacy "v0.6" constant-product pool between two tokens (EURC/USDC on the dev
/// chain) that quoting reads directly. A swap charges FEE_BPS of the input.
contract LegacyPoolV06 is Ownable {
    using SafeERC20 for IERC20;

    uint256 public constant FEE_BPS = 30;
    uint256 private constant BPS = 10_000;

    IERC20 public immutable token0;
    IERC20 public immutable token1;
    uint256 private reserve0;
    uint256 private reserve1;

    event LiquidityAdded(address indexed provider, uint256 amount0, uint256 amount1);
    event Swap(address indexed sender, address indexed tokenIn, uint256 amountIn, uint256 amountOut, address indexed to);

    error UnknownToken(address token);
    error ZeroAmount();
    error InsufficientOutput(uint256 amountOut, uint256 minAmountOut);
    error InsufficientLiquidity();

    constructor(IERC20 token0_, IERC20 token1_, address owner_) Ownable(owner_) {
        token0 = token0_;
        token1 = token1_;
    }

    function getReserves() external view returns (uint256 reserve0_, uint256 reserve1_) {
        return (reserve0, reserve1);
    }

    function addLiquidity(uint256 amount0, uint256 amount1) external onlyOwner {
        token0.safeTransferFrom(msg.sender, address(this), amount0);
        token1.safeTransferFrom(msg.sender, address(this), amount1);
        reserve0 += amount0;
        reserve1 += amount1;
        emit LiquidityAdded(msg.sender, amount0, amount1);
    }

    /// @notice Output for `amountIn` of `tokenIn` at current reserves, after the fee.
    function getAmountOut(uint256 amountIn, address tokenIn) public view returns (uint256) {
        (uint256 reserveIn, uint256 reserveOut) = _reserves(tokenIn);
        if (reserveIn == 0 || reserveOut == 0) revert InsufficientLiquidity();
        uint256 inWithFee = amountIn * (BPS - FEE_BPS);
        return (inWithFee * reserveOut) / (reserveIn * BPS + inWithFee);
    }

    function swap(address tokenIn, uint256 amountIn, uint256 minAmountOut, address to) external returns (uint256 amountOut) {
        if (amountIn == 0) revert ZeroAmount();
        amountOut = getAmountOut(amountIn, tokenIn);
        if (amountOut < minAmountOut || amountOut == 0) revert InsufficientOutput(amountOut, minAmountOut);
        bool zeroForOne = tokenIn == address(token0);
        if (zeroForOne) {
            reserve0 += amountIn;
            reserve1 -= amountOut;
            token0.safeTransferFrom(msg.sender, address(this), amountIn);
            token1.safeTransfer(to, amountOut);
        } else {
            reserve1 += amountIn;
            reserve0 -= amountOut;
            token1.safeTransferFrom(msg.sender, address(this), amountIn);
            token0.safeTransfer(to, amountOut);
        }
        emit Swap(msg.sender, tokenIn, amountIn, amountOut, to);
    }

    function _reserves(address tokenIn) private view returns (uint256 reserveIn, uint256 reserveOut) {
        if (tokenIn == address(token0)) return (reserve0, reserve1);
        if (tokenIn == address(token1)) return (reserve1, reserve0);
        revert UnknownToken(tokenIn);
    }
}
