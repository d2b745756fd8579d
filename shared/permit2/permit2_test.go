package permit2_test

import (
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/shared/permit2"
)

func params() permit2.Params {
	maxUint256, _ := new(big.Int).SetString(strings.Repeat("f", 64), 16)
	return permit2.Params{
		ChainID:       big.NewInt(1337),
		Permit2:       "0x000000000022D473030F116dDEE9F6B43aC78BA3",
		Spender:       "0x1111111111111111111111111111111111111111",
		Token:         "0x2222222222222222222222222222222222222222",
		Amount:        maxUint256,
		Nonce:         new(big.Int).Lsh(big.NewInt(1), 200),
		Deadline:      big.NewInt(1767225600),
		InvoiceID:     "0x" + strings.Repeat("ab", 32),
		Merchant:      "0x3333333333333333333333333333333333333333",
		InvoiceAmount: big.NewInt(19_990_000),
		PayoutToken:   "0x4444444444444444444444444444444444444444",
	}
}

func TestTypedDataJSON(t *testing.T) {
	t.Parallel()
	raw, err := json.Marshal(permit2.New(params()))
	require.NoError(t, err)

	t.Run("MatchesSignTypedDataV4Shape", func(t *testing.T) {
		t.Parallel()
		want := `{
		  "types": {
		    "EIP712Domain": [
		      {"name": "name", "type": "string"},
		      {"name": "chainId", "type": "uint256"},
		      {"name": "verifyingContract", "type": "address"}
		    ],
		    "PermitWitnessTransferFrom": [
		      {"name": "permitted", "type": "TokenPermissions"},
		      {"name": "spender", "type": "address"},
		      {"name": "nonce", "type": "uint256"},
		      {"name": "deadline", "type": "uint256"},
		      {"name": "witness", "type": "Invoice"}
		    ],
		    "TokenPermissions": [
		      {"name": "token", "type": "address"},
		      {"name": "amount", "type": "uint256"}
		    ],
		    "Invoice": [
		      {"name": "invoiceId", "type": "bytes32"},
		      {"name": "merchant", "type": "address"},
		      {"name": "amount", "type": "uint256"},
		      {"name": "payoutToken", "type": "address"}
		    ]
		  },
		  "primaryType": "PermitWitnessTransferFrom",
		  "domain": {
		    "name": "Permit2",
		    "chainId": "1337",
		    "verifyingContract": "0x000000000022D473030F116dDEE9F6B43aC78BA3"
		  },
		  "message": {
		    "permitted": {
		      "token": "0x2222222222222222222222222222222222222222",
		      "amount": "115792089237316195423570985008687907853269984665640564039457584007913129639935"
		    },
		    "spender": "0x1111111111111111111111111111111111111111",
		    "nonce": "1606938044258990275541962092341162602522202993782792835301376",
		    "deadline": "1767225600",
		    "witness": {
		      "invoiceId": "0xabababababababababababababababababababababababababababababababab",
		      "merchant": "0x3333333333333333333333333333333333333333",
		      "amount": "19990000",
		      "payoutToken": "0x4444444444444444444444444444444444444444"
		    }
		  }
		}`
		require.JSONEq(t, want, string(raw))
	})

	t.Run("RoundTrips", func(t *testing.T) {
		t.Parallel()
		var back permit2.TypedData
		require.NoError(t, json.Unmarshal(raw, &back))
		require.Equal(t, permit2.New(params()), back)
	})

	t.Run("LeavesAreStrings", func(t *testing.T) {
		t.Parallel()
		// A JSON number would lose uint256 precision in the browser; every leaf must be a string.
		var tree any
		require.NoError(t, json.Unmarshal(raw, &tree))
		var walk func(path string, v any)
		walk = func(path string, v any) {
			switch v := v.(type) {
			case map[string]any:
				for k, c := range v {
					walk(path+"."+k, c)
				}
			case []any:
				for _, c := range v {
					walk(path+"[]", c)
				}
			default:
				require.IsType(t, "", v, path)
			}
		}
		walk("", tree)
	})
}

func TestTypesIsACopy(t *testing.T) {
	t.Parallel()
	types := permit2.Types()
	types[permit2.WitnessTypeName][0].Name = "changed"
	require.Equal(t, "invoiceId", permit2.Types()[permit2.WitnessTypeName][0].Name)
}

func TestWitnessTypeString(t *testing.T) {
	t.Parallel()
	// Permit2 appends the witness type string to its own stub; it must name the witness field of
	// PermitWitnessTransferFrom and spell Invoice and TokenPermissions as Types does.
	types := permit2.Types()
	require.Equal(t, permit2.WitnessTypeName, types[permit2.PrimaryType][4].Type)
	require.True(t, strings.HasPrefix(permit2.WitnessTypeString, permit2.WitnessTypeName+" witness)"))
	encode := func(name string) string {
		parts := make([]string, 0, len(types[name]))
		for _, f := range types[name] {
			parts = append(parts, f.Type+" "+f.Name)
		}
		return name + "(" + strings.Join(parts, ",") + ")"
	}
	require.Equal(t,
		permit2.WitnessTypeName+" witness)"+encode(permit2.WitnessTypeName)+encode("TokenPermissions"),
		permit2.WitnessTypeString)
}

func TestParamsValidate(t *testing.T) {
	t.Parallel()
	tooBig := new(big.Int).Lsh(big.NewInt(1), 256)
	tests := []struct {
		name    string
		mutate  func(*permit2.Params)
		wantErr string
	}{
		{"AcceptsValidParams", func(*permit2.Params) {}, ""},
		{"AcceptsLowercaseAddress", func(p *permit2.Params) { p.Permit2 = strings.ToLower(p.Permit2) }, ""},
		{"RejectsShortAddress", func(p *permit2.Params) { p.Merchant = "0x1234" }, `merchant "0x1234" is not an address`},
		{"RejectsAddressWithoutPrefix", func(p *permit2.Params) { p.Token = strings.Repeat("1", 42) }, "token"},
		{"RejectsNonHexAddress", func(p *permit2.Params) { p.Spender = "0x" + strings.Repeat("g", 40) }, "spender"},
		{"RejectsShortInvoiceID", func(p *permit2.Params) { p.InvoiceID = "0xabcd" }, "invoiceId"},
		{"RejectsMissingNumber", func(p *permit2.Params) { p.Nonce = nil }, "nonce is missing"},
		{"RejectsNegativeNumber", func(p *permit2.Params) { p.Amount = big.NewInt(-1) }, "amount -1 does not fit a uint256"},
		{"RejectsOverflow", func(p *permit2.Params) { p.Deadline = tooBig }, "deadline"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			p := params()
			tt.mutate(&p)
			err := p.Validate()
			if tt.wantErr == "" {
				require.NoError(t, err)
				return
			}
			require.ErrorContains(t, err, tt.wantErr)
		})
	}
}
