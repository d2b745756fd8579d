package server

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/backend/compliance"
	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/escrow"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/backend/quote"
	"github.com/paystead/paystead/backend/token"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/eip2612"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// payoutScreener screens merchant payout wallets with the configured
// compliance provider.
type payoutScreener struct {
	provider compliance.Provider
	// merchants keeps each result as the payout wallet's latest screen,
	// which the merchant's compliance page shows.
	merchants *merchant.Service
	log       *slog.Logger
	// recorded is what this process last recorded per wallet: invoice
	// creation is a hot path, and a result recorded under a minute ago
	// needs no round trip to say so again.
	recorded *sync.Map // common.Address -> recordedScreen
}

type recordedScreen struct {
	result compliance.Category
	reason string
	at     time.Time
}

func (s payoutScreener) ScreenPayout(ctx context.Context, wallet common.Address) (invoice.ScreenResult, error) {
	res, err := s.provider.Screen(ctx, wallet.Hex())
	if err == nil && s.merchants != nil {
		s.record(ctx, wallet, res)
	}
	switch {
	case errors.Is(err, compliance.ErrUnavailable):
		return invoice.ScreenResult{}, fmt.Errorf("%w: %v", invoice.ErrScreeningUnavailable, err)
	case errors.Is(err, compliance.ErrProviderRejected):
		// A misconfigured provider (a bad API key) must not switch
		// screening off through fail-open: answer 503 regardless.
		return invoice.ScreenResult{}, apierr.New(apierr.ComplianceUnavailable, "The compliance provider refused the service's request; the operator has been alerted.")
	case err != nil:
		return invoice.ScreenResult{}, err
	}
	blocked := res.Category == compliance.Sanctioned || res.Category == compliance.HighRisk
	return invoice.ScreenResult{Blocked: blocked, Reason: res.Reason}, nil
}

// record keeps res as wallet's latest screening, unless this process
// recorded the same result under a minute ago.
func (s payoutScreener) record(ctx context.Context, wallet common.Address, res compliance.Result) {
	now := time.Now()
	if v, ok := s.recorded.Load(wallet); ok {
		if r := v.(recordedScreen); r.result == res.Category && r.reason == res.Reason && now.Sub(r.at) < time.Minute {
			return
		}
	}
	if err := s.merchants.RecordPayoutScreen(ctx, wallet, res.Category, res.Reason, res.ScreenedAt); err != nil {
		// The screening stands; only the page's copy of it is late.
		s.log.WarnContext(ctx, "could not record a payout wallet's screening", "wallet", wallet.Hex(), "err", err)
		return
	}
	s.recorded.Store(wallet, recordedScreen{result: res.Category, reason: res.Reason, at: now})
}

// refundScreener screens the address a payer names for a refund to another address: a
// sanctioned or high-risk one is blocked; a provider that cannot answer refuses the refund for
// now (503), as it refuses payments.
func refundScreener(provider compliance.Provider) escrow.Screener {
	return func(ctx context.Context, a common.Address) (bool, string, error) {
		res, err := provider.Screen(ctx, a.Hex())
		if err != nil {
			return false, "", apierr.New(apierr.ComplianceUnavailable, "The compliance provider could not screen the refund's address; nothing was refunded. Try again in a few minutes.").WithDetail(err.Error())
		}
		blocked := res.Category == compliance.Sanctioned || res.Category == compliance.HighRisk
		return blocked, string(res.Category), nil
	}
}

// oracleAdapter lets the compliance layer read the on-chain sanctions oracle.
type oracleAdapter struct{ oracle *chain.SanctionsOracle }

func (o oracleAdapter) IsSanctioned(ctx context.Context, addr string) (bool, error) {
	if !common.IsHexAddress(addr) {
		return false, compliance.ErrInvalidAddress
	}
	return o.oracle.IsSanctioned(ctx, common.HexToAddress(addr))
}

// checkoutChain gives checkout the token and Permit2 reads it needs.
type checkoutChain struct {
	backend chain.Backend
	chainID *big.Int
	permit2 common.Address
	gateway common.Address
	// tokens is the standing of the chain's tokens: their permit domains
	// as the chain reports them now, their issuers' pauses and blacklists.
	tokens *token.Watch
}

func (c checkoutChain) Now(ctx context.Context) (time.Time, error) { return chain.Now(ctx, c.backend) }

func (c checkoutChain) Permit2Allowance(ctx context.Context, token, owner common.Address) (*big.Int, error) {
	return chain.NewToken(c.backend, token).Allowance(ctx, owner, c.permit2)
}

func (c checkoutChain) NonceBitmap(ctx context.Context, owner common.Address, wordPos *big.Int) (*big.Int, error) {
	return chain.NonceBitmap(ctx, c.backend, c.permit2, owner, wordPos)
}

func (c checkoutChain) ApproveCalldata(spender common.Address, amount *big.Int) []byte {
	return chain.NewToken(c.backend, common.Address{}).ApproveCalldata(spender, amount)
}

func (c checkoutChain) PermitSigner(p checkout.Permit, w checkout.Witness, signature []byte) (common.Address, error) {
	digest, err := chain.PermitDigest(c.chainID, c.permit2, c.gateway,
		chain.Permit{Token: p.Token, Amount: p.Amount, Nonce: p.Nonce, Deadline: p.Deadline},
		chain.Invoice{ID: w.InvoiceID, Merchant: w.Merchant, PayoutToken: w.PayoutToken, Amount: w.Amount})
	if err != nil {
		return common.Address{}, err
	}
	return chain.SignerOf(digest, signature)
}

// TokenPermitDomain is the token's permit domain as the chain reports it
// (read again whenever its DOMAIN_SEPARATOR changes): never assumed.
func (c checkoutChain) TokenPermitDomain(ctx context.Context, token common.Address) (eip2612.Domain, error) {
	d, err := c.tokens.PermitDomain(ctx, token)
	if err != nil {
		return eip2612.Domain{}, err
	}
	if !d.Permit {
		return eip2612.Domain{}, checkout.ErrNoTokenPermit
	}
	return d.Domain, nil
}

func (c checkoutChain) TokenTakesAuthorizations(_ context.Context, token common.Address) (bool, error) {
	return c.tokens.TakesAuthorizations(token)
}

func (c checkoutChain) AuthorizationSigner(d eip2612.Domain, from common.Address, value, validBefore *big.Int, nonce common.Hash, signature []byte) (common.Address, error) {
	digest, err := chain.ReceiveAuthorizationDigest(d, from, c.gateway, value, new(big.Int), validBefore, nonce)
	if err != nil {
		return common.Address{}, err
	}
	return chain.SignerOf(digest, signature)
}

func (c checkoutChain) TokenPaused(ctx context.Context, token common.Address) (bool, error) {
	return c.tokens.Paused(ctx, token)
}

func (c checkoutChain) TokenBlacklisted(ctx context.Context, token, who common.Address) (bool, error) {
	return c.tokens.IsBlacklisted(ctx, token, who)
}

func (c checkoutChain) TokenPermitNonce(ctx context.Context, token, owner common.Address) (*big.Int, error) {
	return chain.NewToken(c.backend, token).PermitNonce(ctx, owner)
}

func (c checkoutChain) TokenPermitSigner(d eip2612.Domain, owner common.Address, value, nonce, deadline *big.Int, signature []byte) (common.Address, error) {
	digest, err := chain.TokenPermitDigest(d, owner, c.permit2, value, nonce, deadline)
	if err != nil {
		return common.Address{}, err
	}
	return chain.SignerOf(digest, signature)
}

func (c checkoutChain) WitnessHash(w checkout.Witness) common.Hash {
	return chain.InvoiceWitnessHash(chain.Invoice{ID: w.InvoiceID, Merchant: w.Merchant, PayoutToken: w.PayoutToken, Amount: w.Amount})
}

// newQuoteService prices swaps with the configured Uniswap v3 QuoterV2 (none: cross-token quotes
// answer swap_unavailable) and answers the legacy endpoint from the v0.6 pool when configured.
func newQuoteService(c config.Chain, client chain.Backend, tokens *token.Registry) (*quote.Service, error) {
	var quoter quote.Quoter
	if c.UniswapQuoter != (common.Address{}) {
		q, err := chain.NewQuoter(client, c.UniswapQuoter)
		if err != nil {
			return nil, fmt.Errorf("uniswap quoter: %w", err)
		}
		quoter = q
	}
	var list []quote.Token
	for _, t := range tokens.Tokens() {
		list = append(list, quote.Token{Symbol: invoiceapi.Token(t.Symbol), Address: t.Address(c.ChainID.Int64()), Decimals: t.Decimals})
	}
	svc := quote.NewService(quote.Config{
		Tokens: list,
		Fee:    c.UniswapFeeTier,
	}, quoter, headReader{client})
	if c.LegacyPool != (common.Address{}) {
		svc.SetLegacyPool(chain.NewLegacyPool(client, c.LegacyPool))
	}
	return svc, nil
}

// headReader reads the latest block number.
type headReader struct{ backend chain.Backend }

func (h headReader) BlockNumber(ctx context.Context) (uint64, error) {
	head, err := h.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return 0, err
	}
	return head.Number.Uint64(), nil
}

// linkMerchants reads the merchant a payment link sells for, as the
// invoice service takes it.
type linkMerchants struct{ merchants *merchant.Service }

func (l linkMerchants) InvoiceMerchant(ctx context.Context, id uuid.UUID) (invoice.Merchant, error) {
	m, err := l.merchants.Merchant(ctx, id)
	if err != nil {
		return invoice.Merchant{}, err
	}
	return invoice.Merchant{ID: m.ID, OwnerWallet: m.OwnerWallet, PayoutWallet: m.PayoutWallet, AllowedOrigins: m.AllowedOrigins, Networks: m.Networks}, nil
}

// homeSwaps are the swaps EURC invoices on the first chain pay through:
// quotes, when a quoter is configured and the gateway's router (its owner
// picks it) is the one quotes assume; else nil, no swaps.
func homeSwaps(ctx context.Context, n *network, quotes *quote.Service, logger *slog.Logger) (checkout.Swaps, error) {
	if n.config.UniswapQuoter == (common.Address{}) {
		return nil, nil
	}
	switch router, err := chain.CheckSwapRouter(ctx, n.gateway, n.config.UniswapRouter); {
	case errors.Is(err, chain.ErrSwapUnavailable):
		logger.Warn("uniswap swaps unavailable", "reason", err.Error())
		return nil, nil
	case err != nil:
		return nil, fmt.Errorf("uniswap router: %w", err)
	default:
		logger.Info("EURC payments swap through Uniswap v3", "router", router.Hex(), "fee_tier", n.config.UniswapFeeTier)
		return quotes, nil
	}
}
