package chain

import (
	"encoding/json"
	"fmt"
	"maps"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/shared/permit2"
	"github.com/paystead/paystead/shared/subscriptionapi"
)

// permitCase is one permit and invoice, in the backend's types.
type permitCase struct {
	chainID          *big.Int
	permit2, spender common.Address
	permit           Permit
	inv              Invoice
}

func (c permitCase) shared() permit2.Params {
	return permit2.Params{
		ChainID:       c.chainID,
		Permit2:       c.permit2.Hex(),
		Spender:       strings.ToLower(c.spender.Hex()), // wallets accept any case; so must the hash
		Token:         c.permit.Token.Hex(),
		Amount:        c.permit.Amount,
		Nonce:         c.permit.Nonce,
		Deadline:      c.permit.Deadline,
		InvoiceID:     common.Hash(c.inv.ID).Hex(),
		Merchant:      c.inv.Merchant.Hex(),
		InvoiceAmount: c.inv.Amount,
		PayoutToken:   c.inv.PayoutToken.Hex(),
	}
}

// permitCases returns fixed edge cases and n random ones from a fixed seed, so a failure
// reproduces.
func permitCases(n int) []permitCase {
	rng := rand.New(rand.NewPCG(2026, 7))
	randBytes := func(size int) []byte {
		b := make([]byte, size)
		for i := range b {
			b[i] = byte(rng.UintN(256))
		}
		return b
	}
	randUint := func(bits int) *big.Int {
		x := new(big.Int).SetBytes(randBytes(32))
		return x.Rsh(x, uint(256-bits))
	}
	maxUint256 := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	random := func() permitCase {
		return permitCase{
			chainID: randUint(1 + rng.IntN(64)),
			permit2: common.BytesToAddress(randBytes(20)),
			spender: common.BytesToAddress(randBytes(20)),
			permit: Permit{
				Token:    common.BytesToAddress(randBytes(20)),
				Amount:   randUint(1 + rng.IntN(256)),
				Nonce:    randUint(1 + rng.IntN(256)),
				Deadline: randUint(1 + rng.IntN(64)),
			},
			inv: Invoice{
				ID:          [32]byte(randBytes(32)),
				Merchant:    common.BytesToAddress(randBytes(20)),
				PayoutToken: common.BytesToAddress(randBytes(20)),
				Amount:      randUint(1 + rng.IntN(256)),
			},
		}
	}

	zero := random()
	zero.permit.Amount, zero.permit.Nonce, zero.permit.Deadline, zero.inv.Amount = new(big.Int), new(big.Int), new(big.Int), new(big.Int)
	zero.inv.ID, zero.inv.Merchant = [32]byte{}, common.Address{}
	full := random()
	full.chainID = big.NewInt(1337)
	full.permit.Amount, full.permit.Nonce, full.permit.Deadline, full.inv.Amount = maxUint256, maxUint256, maxUint256, maxUint256
	cases := []permitCase{zero, full}
	for range n {
		cases = append(cases, random())
	}
	return cases
}

// sharedDigest hashes the shared package's typed data the way a wallet receives it: as JSON,
// decoded by go-ethereum.
func sharedDigest(raw []byte) (common.Hash, error) {
	var td apitypes.TypedData
	if err := json.Unmarshal(raw, &td); err != nil {
		return common.Hash{}, err
	}
	hash, _, err := apitypes.TypedDataAndHash(td)
	if err != nil {
		return common.Hash{}, err
	}
	return common.BytesToHash(hash), nil
}

func TestSharedTypedDataMatchesGoEthereum(t *testing.T) {
	t.Parallel()

	t.Run("WitnessTypeStringMatches", func(t *testing.T) {
		t.Parallel()
		require.Equal(t, WitnessTypeString, permit2.WitnessTypeString)
		require.True(t, strings.HasPrefix(InvoiceType, permit2.WitnessTypeName+"("))
	})

	t.Run("DigestAndSignatureMatch", func(t *testing.T) {
		t.Parallel()
		key := testKey(t, 1)
		signer := crypto.PubkeyToAddress(key.PublicKey)
		for i, c := range permitCases(50) {
			params := c.shared()
			require.NoError(t, params.Validate(), "case %d", i)
			raw, err := json.Marshal(permit2.New(params))
			require.NoError(t, err)

			want, err := PermitDigest(c.chainID, c.permit2, c.spender, c.permit, c.inv)
			require.NoError(t, err, "case %d", i)
			got, err := sharedDigest(raw)
			require.NoError(t, err, "case %d: %s", i, raw)
			require.Equal(t, want, got, "case %d: %s", i, raw)

			// What a wallet returns for the shared typed data is what Permit2 checks: r||s||v
			// with v 27 or 28, recovering to the payer, identical to the backend's SignPermit.
			sig, err := crypto.Sign(got[:], key)
			require.NoError(t, err)
			sig[crypto.RecoveryIDOffset] += 27
			backendSig, err := SignPermit(key, c.chainID, c.permit2, c.spender, c.permit, c.inv)
			require.NoError(t, err)
			require.Equal(t, backendSig, sig, "case %d", i)
			require.Len(t, sig, 65)
			require.Contains(t, []byte{27, 28}, sig[64])

			rsv := append([]byte(nil), sig...)
			rsv[64] -= 27
			pub, err := crypto.SigToPub(want[:], rsv)
			require.NoError(t, err)
			require.Equal(t, signer, crypto.PubkeyToAddress(*pub), "case %d", i)
		}
	})

	t.Run("EveryFieldIsHashed", func(t *testing.T) {
		t.Parallel()
		// Changing or dropping any part of the shared JSON must change the digest (or make it
		// unhashable), so the equality above covers every field, not only some.
		c := permitCases(1)[2]
		want, err := PermitDigest(c.chainID, c.permit2, c.spender, c.permit, c.inv)
		require.NoError(t, err)
		raw, err := json.Marshal(permit2.New(c.shared()))
		require.NoError(t, err)

		mutations := 0
		for _, m := range mutateJSON(t, raw) {
			mutations++
			got, err := sharedDigest(m.raw)
			if err == nil {
				require.NotEqual(t, want, got, "mutation %s left the digest unchanged", m.name)
			}
		}
		require.Greater(t, mutations, 40)
	})
}

type mutation struct {
	name string
	raw  []byte
}

// mutateJSON returns raw with, one at a time, each string leaf changed and each object member
// removed.
func mutateJSON(t *testing.T, raw []byte) []mutation {
	t.Helper()
	var root any
	require.NoError(t, json.Unmarshal(raw, &root))
	var out []mutation
	for _, m := range mutations("", root) {
		b, err := json.Marshal(m.value)
		require.NoError(t, err)
		out = append(out, mutation{m.name, b})
	}
	return out
}

type mutated struct {
	name  string
	value any
}

// mutations returns copies of the decoded JSON v, each with one change.
func mutations(path string, v any) []mutated {
	var out []mutated
	switch v := v.(type) {
	case map[string]any:
		for k, child := range v {
			dropped := maps.Clone(v)
			delete(dropped, k)
			out = append(out, mutated{"drop " + path + "." + k, dropped})
			for _, m := range mutations(path+"."+k, child) {
				changed := maps.Clone(v)
				changed[k] = m.value
				out = append(out, mutated{m.name, changed})
			}
		}
	case []any:
		for i, child := range v {
			for _, m := range mutations(fmt.Sprintf("%s[%d]", path, i), child) {
				changed := slices.Clone(v)
				changed[i] = m.value
				out = append(out, mutated{m.name, changed})
			}
		}
	case string:
		out = append(out, mutated{"change " + path, changeString(v)})
	}
	return out
}

// changeString returns a different value of the same kind: a decimal plus one, hex with its
// last digit changed, any other text with a suffix.
func changeString(s string) string {
	if n, ok := new(big.Int).SetString(s, 10); ok {
		return n.Add(n, big.NewInt(1)).String()
	}
	if strings.HasPrefix(s, "0x") {
		last := s[len(s)-1]
		if last == '0' {
			return s[:len(s)-1] + "1"
		}
		return s[:len(s)-1] + "0"
	}
	return s + "x"
}

// TestSharedAllowanceTypedDataMatchesGoEthereum: the allowance permit the browser builds
// (shared/permit2, #35) hashes to what the backend hashes and Permit2 checks, for every field.
func TestSharedAllowanceTypedDataMatchesGoEthereum(t *testing.T) {
	t.Parallel()
	p := AllowancePermit{Token: common.HexToAddress("0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"), Amount: big.NewInt(120_000_000),
		Expiration: 1_830_000_000, Nonce: 3, Spender: common.HexToAddress("0x5E1F00000000000000000000000000000000De05"),
		SigDeadline: big.NewInt(1_800_000_000)}
	chainID, permit2Addr := big.NewInt(8453), common.HexToAddress("0x000000000022D473030F116dDEE9F6B43aC78BA3")
	params := permit2.AllowanceParams{ChainID: chainID, Permit2: permit2Addr.Hex(), Token: p.Token.Hex(), Amount: p.Amount,
		Expiration: p.Expiration, Nonce: p.Nonce, Spender: strings.ToLower(p.Spender.Hex()), SigDeadline: p.SigDeadline}
	require.NoError(t, params.Validate())
	raw, err := json.Marshal(permit2.NewAllowance(params))
	require.NoError(t, err)
	want, err := AllowancePermitDigest(chainID, permit2Addr, p)
	require.NoError(t, err)
	requireSameDigest(t, raw, want, 20)

	bad := params
	bad.Amount, bad.Nonce, bad.Spender = new(big.Int).Lsh(big.NewInt(1), 160), 1<<48, "0x12"
	require.Error(t, bad.Validate())
}

// TestSharedCancelTypedDataMatchesGoEthereum: the cancel a payer's page has the wallet sign
// (shared/subscriptionapi, #35) hashes to what the backend checks and the manager verifies, and
// any change to a field changes it.
func TestSharedCancelTypedDataMatchesGoEthereum(t *testing.T) {
	t.Parallel()
	chainID, manager := big.NewInt(84532), common.HexToAddress("0xb74cD95B5c7bfC31433924CB25B0458B1bEE94aB")
	terms, deadline := common.HexToHash("0x4ab9c82d7d957a6991d1501cb1160d3d042103921b1cf5e0ce6bcefc715f381d"), big.NewInt(1_830_000_000)
	sub := subscriptionapi.Subscription{ChainID: chainID.Int64(), Manager: strings.ToLower(manager.Hex()), TermsHash: terms.Hex()}
	raw, err := json.Marshal(subscriptionapi.CancelTypedData(sub, deadline.String()))
	require.NoError(t, err)
	want, err := SubscriptionCancelDigest(chainID, manager, terms, deadline)
	require.NoError(t, err)
	requireSameDigest(t, raw, want, 8)
}

// requireSameDigest holds the typed data raw, as a page sends it to the wallet, to the backend's
// digest want, and checks that each of more than minMutations one-field changes changes it.
func requireSameDigest(t *testing.T, raw []byte, want common.Hash, minMutations int) {
	t.Helper()
	got, err := sharedDigest(raw)
	require.NoError(t, err, "%s", raw)
	require.Equal(t, want, got)
	mutations := 0
	for _, m := range mutateJSON(t, raw) {
		mutations++
		if got, err := sharedDigest(m.raw); err == nil {
			require.NotEqual(t, want, got, "mutation %s left the digest unchanged", m.name)
		}
	}
	require.Greater(t, mutations, minMutations)
}
