package main

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/checkoutapi"
)

// customerKeyVar holds the test customer's key for `paystead dev pay`.
const customerKeyVar = "PAYSTEAD_CUSTOMER_KEY"

// symbolPattern is what a token's symbol looks like; which tokens a
// deployment takes is the server's to say.
var symbolPattern = regexp.MustCompile(`^[A-Z][A-Z0-9]{1,10}$`)

// cmdDevPay pays an invoice as a test customer's wallet would through the
// hosted page: screening, prepare, the signatures, submit, then the
// submission followed until it settles.
func cmdDevPay(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("dev pay --url BASE --invoice ID [--token SYMBOL]",
		"Pays an invoice from a test wallet, as the hosted page does with a browser wallet: the compliance gate,\n"+
			"prepare, the Permit2 signature (and the token's own permit when Permit2 is not approved yet, so the\n"+
			"wallet needs no ETH), submit, then the payment followed until it settles. The wallet's key comes from\n"+
			customerKeyVar+" (hex, never a flag): a throwaway test wallet, funded with `paystead dev fund` or a\n"+
			"testnet faucet.", stderr)
	base := fs.String("url", os.Getenv("PAYSTEAD_BASE_URL"), "the Paystead serving the invoice (default PAYSTEAD_BASE_URL)")
	invoiceID := fs.String("invoice", "", "the invoice id, 0x… (required)")
	token := fs.String("token", "USDC", "the token to pay in, by symbol: the invoice's, or one the deployment swaps into its payout token (EURC)")
	wait := fs.Duration("wait", 2*time.Minute, "how long to follow the payment")
	if err := fs.Parse(args); err != nil {
		return err
	}
	var problems []string
	if !rpcURLOK(*base) {
		problems = append(problems, "--url must be the http(s) base URL of the Paystead serving the invoice")
	}
	if !strings.HasPrefix(*invoiceID, "0x") || len(*invoiceID) != 66 {
		problems = append(problems, "--invoice must be an invoice id (0x and 64 hex digits)")
	}
	if !symbolPattern.MatchString(*token) {
		problems = append(problems, "--token must be a token's symbol, such as USDC (upper case); the server says which it takes")
	}
	key, err := envKey(customerKeyVar, os.Getenv)
	switch {
	case err != nil:
		problems = append(problems, err.Error())
	case key == nil:
		problems = append(problems, customerKeyVar+" must hold the paying test wallet's hex private key")
	}
	if len(problems) > 0 {
		return errors.New(strings.Join(problems, "; "))
	}
	payer := crypto.PubkeyToAddress(key.PublicKey)
	c, err := sdk.NewPageClient(*base, sdk.WithTimeout(30*time.Second))
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), *wait+time.Minute)
	defer cancel()

	decision, err := c.Authorize(ctx, checkoutapi.AuthorizeRequest{InvoiceID: *invoiceID, Address: payer.Hex()})
	if err != nil {
		return err
	}
	if decision.Decision != "allow" {
		return fmt.Errorf("the compliance gate says %s for %s", decision.Decision, payer.Hex())
	}
	prep, err := c.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: *invoiceID, Payer: payer.Hex(), PayInToken: *token})
	if err != nil {
		return err
	}
	s := prep.Submission
	body := checkoutapi.SubmitRequest{InvoiceID: s.InvoiceID, Payer: s.Payer, PayInToken: s.PayInToken, AmountIn: s.AmountIn, Permit2Data: s.Permit2Data, ChainID: s.ChainID}
	if body.Permit2Signature, err = signTypedData(key, prep.TypedData); err != nil {
		return err
	}
	if prep.Approval != nil {
		if prep.TokenPermit == nil {
			return fmt.Errorf("Permit2 may not move %s's %s, and the token offers no permit: send the approval first (to %s, data %s)",
				payer.Hex(), *token, prep.Approval.To, prep.Approval.Data)
		}
		sig, err := signTypedData(key, prep.TokenPermit.TypedData)
		if err != nil {
			return err
		}
		body.TokenPermit = &checkoutapi.TokenPermit{Value: prep.TokenPermit.Value, Deadline: prep.TokenPermit.Deadline, Signature: sig}
	}
	res, err := c.Submit(ctx, body)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "submitted %s from %s: %s\n", res.SubmissionID, payer.Hex(), res.Status)
	deadline := time.Now().Add(*wait)
	for {
		st, err := c.SubmissionStatus(ctx, res.SubmissionID)
		if err == nil {
			switch st.Status {
			case checkoutapi.StatusSettled:
				fmt.Fprintf(stdout, "settled in %s\n", deref(st.SettleTxHash))
				return nil
			case checkoutapi.StatusFailed:
				return fmt.Errorf("the payment failed: %s", deref(st.Error))
			}
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("the payment has not settled after %s; follow it at %s/api/checkout/status/%s", *wait, strings.TrimRight(*base, "/"), res.SubmissionID)
		}
		time.Sleep(500 * time.Millisecond)
	}
}

// signTypedData signs EIP-712 typed data as eth_signTypedData_v4 does,
// with v as 27 or 28.
func signTypedData(key *ecdsa.PrivateKey, typed any) (string, error) {
	raw, err := json.Marshal(typed)
	if err != nil {
		return "", err
	}
	var td apitypes.TypedData
	if err := json.Unmarshal(raw, &td); err != nil {
		return "", fmt.Errorf("typed data: %w", err)
	}
	hash, _, err := apitypes.TypedDataAndHash(td)
	if err != nil {
		return "", fmt.Errorf("typed data: %w", err)
	}
	sig, err := crypto.Sign(hash, key)
	if err != nil {
		return "", err
	}
	sig[64] += 27
	return hexutil.Encode(sig), nil
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
