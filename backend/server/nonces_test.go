package server

import (
	"context"
	"math/big"
	"net/http"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/shared/checkoutapi"
)

// TestCheckoutKeepsAPayersNoncesInOneWord pays two invoices with one payer through the API:
// prepare offers the second payment the next bit of the first one's Permit2 nonce word, so its
// settlement rewrites a bitmap word already non-zero and costs some 17,000 gas less.
func TestCheckoutKeepsAPayersNoncesInOneWord(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	app := startApp(t, nil)
	p := newPayer(t, 100_000_000)
	client := p.dc.Client()

	// payOnce pays a new invoice through the API and answers the nonce signed and the gas its
	// settlement used.
	payOnce := func(t *testing.T) (*big.Int, uint64) {
		t.Helper()
		body := readyToSubmit(t, app, createInvoice(t, app, "1.50"), p)
		var sub checkoutapi.SubmitResponse
		require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/checkout/submit", nil, body, &sub).StatusCode)
		st := waitStatus(t, app, sub.SubmissionID, "settled", "failed")
		require.Equal(t, "settled", st.Status, "error: %s", derefString(st.Error))
		r, err := client.TransactionReceipt(ctx, common.HexToHash(*st.SettleTxHash))
		require.NoError(t, err)
		nonce, ok := new(big.Int).SetString(body.Permit2Data.Nonce, 10)
		require.True(t, ok)
		return nonce, r.GasUsed
	}

	// Another payer pays first, so the gateway already holds USDC (as in GAS.md's steady state)
	// and the two figures differ by the nonce word alone.
	pay(t, app, createInvoice(t, app, "1"), newPayer(t, 10_000_000))

	firstNonce, firstGas := payOnce(t)
	secondNonce, secondGas := payOnce(t)
	t.Logf("through the API: payer's first payment %d gas, second %d gas", firstGas, secondGas)

	word := new(big.Int).Rsh(firstNonce, 8)
	require.Zero(t, word.Cmp(new(big.Int).Rsh(secondNonce, 8)), "both nonces lie in one word: %s, %s", firstNonce, secondNonce)
	require.NotZero(t, firstNonce.Cmp(secondNonce))
	// 97,000: some 74,500 before the gateway checked the relayer is the merchant's agent, that
	// payments are not paused and the staged expiry (#30, about 5,300 more; contracts/GAS.md),
	// and Circle's USDC costs some 15,000 more than the test stablecoin (its proxy's
	// delegatecall, its blacklist and pause checks): 95,909 here.
	require.LessOrEqual(t, secondGas, uint64(97_000), "the second payment writes a warm bitmap word")
	require.Greater(t, firstGas, secondGas+15_000, "the first payment created the word (zero to non-zero)")

	bitmap, err := chain.NonceBitmap(ctx, client, p.dc.Addresses().Permit2, p.addr, word)
	require.NoError(t, err)
	spent := new(big.Int).SetBit(new(big.Int), int(firstNonce.Uint64()&0xff), 1)
	spent.SetBit(spent, int(secondNonce.Uint64()&0xff), 1)
	require.Zero(t, bitmap.Cmp(spent), "Permit2 has exactly the two nonces spent in the word")

	t.Run("ConcurrentPreparesNeverShareANonce", func(t *testing.T) {
		invoiceID := createInvoice(t, app, "1")
		const prepares = 8
		nonces := make([]string, prepares)
		codes := make([]int, prepares)
		var wg sync.WaitGroup
		for i := range prepares {
			wg.Go(func() {
				var prep checkoutapi.PrepareResponse
				codes[i] = call(t, "POST", app.URL+"/api/checkout/prepare", nil,
					checkoutapi.PrepareRequest{InvoiceID: invoiceID, Payer: p.addr.Hex(), PayInToken: "USDC"}, &prep).StatusCode
				nonces[i] = prep.Submission.Permit2Data.Nonce
			})
		}
		wg.Wait()
		seen := map[string]bool{}
		for i, n := range nonces {
			require.Equal(t, 200, codes[i])
			require.False(t, seen[n], "nonce %s offered twice", n)
			seen[n] = true
			nonce, ok := new(big.Int).SetString(n, 10)
			require.True(t, ok)
			require.Zero(t, word.Cmp(new(big.Int).Rsh(nonce, 8)), "every prepare stays in the payer's word")
		}
	})

	t.Run("ANonceSpentElsewhereIsNotOfferedAgain", func(t *testing.T) {
		invoiceID := createInvoice(t, app, "1")
		prepare := func(t *testing.T) *big.Int {
			t.Helper()
			var prep checkoutapi.PrepareResponse
			require.Equal(t, 200, call(t, "POST", app.URL+"/api/checkout/prepare", nil,
				checkoutapi.PrepareRequest{InvoiceID: invoiceID, Payer: p.addr.Hex(), PayInToken: "USDC"}, &prep).StatusCode)
			nonce, ok := new(big.Int).SetString(prep.Submission.Permit2Data.Nonce, 10)
			require.True(t, ok)
			require.Zero(t, word.Cmp(new(big.Int).Rsh(nonce, 8)))
			return nonce
		}
		bit := int(prepare(t).Uint64() & 0xff)
		// Permit2's nonce space is shared by every spender: spend the next bit as another dapp
		// would (invalidateUnorderedNonces), and prepare steps over it.
		p.sendRaw(t, p.dc.Addresses().Permit2, invalidateUnorderedNonces(word, new(big.Int).SetBit(new(big.Int), bit+1, 1)))

		require.Equal(t, uint64(bit+2), prepare(t).Uint64()&0xff)
	})
}

// invalidateUnorderedNonces is Permit2's invalidateUnorderedNonces(wordPos, mask) calldata.
func invalidateUnorderedNonces(wordPos, mask *big.Int) []byte {
	data := crypto.Keccak256([]byte("invalidateUnorderedNonces(uint256,uint256)"))[:4]
	data = append(data, common.LeftPadBytes(wordPos.Bytes(), 32)...)
	return append(data, common.LeftPadBytes(mask.Bytes(), 32)...)
}
