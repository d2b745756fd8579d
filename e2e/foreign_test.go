package e2e

import (
	"context"
	"encoding/json"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
)

// foreignPayment is what e2e/foreign/pay.mjs prints.
type foreignPayment struct {
	InvoiceID    string          `json:"invoiceId"`
	SubmissionID string          `json:"submissionId"`
	Status       string          `json:"status"`
	Error        *string         `json:"error"`
	SettleTxHash *string         `json:"settleTxHash"`
	Signed       json.RawMessage `json:"signed"`
	Offered      json.RawMessage `json:"offered"`
}

// An independent client pays through the API (#33's foreign check):
// e2e/foreign/pay.mjs, on viem, computes the FiatToken's EIP-712 domain
// from the token (name(), version(), the chain id), the invoice from the
// gateway's InvoiceStaged event and the token's permit nonce from the
// token, never from Paystead's typed data; what it signs hashes as what
// Paystead offered, and the payment settles. Once with one EIP-3009
// signature, once with the EIP-2612 permit then the Permit2 transfer.
func TestForeignClientPaysOnCirclesTokens(t *testing.T) {
	script, err := filepath.Abs(filepath.Join("foreign", "pay.mjs"))
	require.NoError(t, err)
	if _, err := os.Stat(filepath.Join("foreign", "node_modules", "viem")); err != nil {
		t.Fatalf("viem is not installed: run make deps-viem (make test does): %v", err)
	}
	e := startEnv(t, nil)
	usdc := chain.NewToken(e.Chain.Client(), e.Chain.Addresses().USDC)

	for _, mode := range []string{"authorization", "permit"} {
		t.Run(mode, func(t *testing.T) {
			key := newKey(t)
			payer := crypto.PubkeyToAddress(key.PublicKey)
			fundTokensOnly(t, e, payer, 10_000_000)
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			cmd := exec.CommandContext(ctx, "node", script)
			cmd.Dir = "foreign"
			cmd.Env = append(os.Environ(), "PAYSTEAD_URL="+e.URL, "RPC_URL="+e.Chain.RPCURL(), "SECRET_KEY="+e.App.Seed.SecretKey,
				"PAYER_KEY="+hexutil.Encode(crypto.FromECDSA(key)), "MODE="+mode)
			out, err := cmd.Output()
			var stderr []byte
			if ee, ok := err.(*exec.ExitError); ok {
				stderr = ee.Stderr
			}
			require.NoError(t, err, "pay.mjs: %s", stderr)
			var got foreignPayment
			require.NoError(t, json.Unmarshal(out, &got), "pay.mjs printed %s", out)
			require.Equal(t, "settled", got.Status, "error: %v", got.Error)
			require.JSONEq(t, string(got.Offered), string(got.Signed), "what viem computed from the chain is what Paystead offered")
			held, err := usdc.BalanceOf(context.Background(), payer)
			require.NoError(t, err)
			require.Equal(t, big.NewInt(10_000_000-3_250_000), held)
			receipt, err := e.Chain.Client().TransactionReceipt(context.Background(), common.HexToHash(*got.SettleTxHash))
			require.NoError(t, err)
			require.Equal(t, uint64(1), receipt.Status)
			t.Logf("%s: invoice %s settled in %s", mode, got.InvoiceID, *got.SettleTxHash)
		})
	}
}
