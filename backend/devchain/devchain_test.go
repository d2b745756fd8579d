package devchain_test

import (
	"bytes"
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/params"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/devchain"
)

// setup starts a dev chain serving JSON-RPC on a free loopback port, instant unless cfg says
// otherwise, and closes it when the test ends.
func setup(t *testing.T, cfg devchain.Config) *devchain.Chain {
	t.Helper()
	if cfg.BlockTime == 0 {
		cfg.Instant = true
	}
	cfg.RPCAddr = "127.0.0.1:0"
	c, err := devchain.Start(t.Context(), cfg)
	require.NoError(t, err)
	t.Cleanup(func() { require.NoError(t, c.Close()) })
	return c
}

type response struct {
	ID     json.RawMessage `json:"id"`
	Result json.RawMessage `json:"result"`
	Error  *struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

// post sends body to the chain's RPC endpoint and returns the HTTP response's body.
func post(t *testing.T, c *devchain.Chain, body string) []byte {
	t.Helper()
	resp, err := http.Post(c.RPCURL(), "application/json", strings.NewReader(body))
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	require.Equal(t, "*", resp.Header.Get("Access-Control-Allow-Origin"))
	var buf bytes.Buffer
	_, err = buf.ReadFrom(resp.Body)
	require.NoError(t, err)
	return buf.Bytes()
}

// call makes one JSON-RPC call over HTTP and decodes its result into result.
func call(t *testing.T, c *devchain.Chain, result any, method string, params ...any) {
	t.Helper()
	if params == nil {
		params = []any{}
	}
	req, err := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": method, "params": params})
	require.NoError(t, err)
	var resp response
	require.NoError(t, json.Unmarshal(post(t, c, string(req)), &resp))
	require.Nil(t, resp.Error, "%s failed", method)
	require.NoError(t, json.Unmarshal(resp.Result, result))
}

func latestHeader(t *testing.T, c *devchain.Chain) *types.Header {
	t.Helper()
	head, err := c.Client().HeaderByNumber(t.Context(), nil)
	require.NoError(t, err)
	return head
}

// sendETH signs and sends a transfer of wei from the customer to the payout wallet.
func sendETH(t *testing.T, c *devchain.Chain, wei int64) *types.Transaction {
	t.Helper()
	return sendETHFrom(t, c, c.Customer, wei)
}

// sendETHFrom sends wei from a dev wallet to the payout wallet.
func sendETHFrom(t *testing.T, c *devchain.Chain, from devchain.Account, wei int64) *types.Transaction {
	t.Helper()
	ctx := t.Context()
	client := c.Client()
	nonce, err := client.PendingNonceAt(ctx, from.Address)
	require.NoError(t, err)
	tip, err := client.SuggestGasTipCap(ctx)
	require.NoError(t, err)
	head := latestHeader(t, c)
	feeCap := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip)
	tx, err := types.SignNewTx(from.Key, types.LatestSignerForChainID(c.ChainID()), &types.DynamicFeeTx{
		ChainID:   c.ChainID(),
		Nonce:     nonce,
		GasTipCap: tip,
		GasFeeCap: feeCap,
		Gas:       params.TxGas,
		To:        &c.Payout.Address,
		Value:     big.NewInt(wei),
	})
	require.NoError(t, err)
	require.NoError(t, client.SendTransaction(ctx, tx))
	return tx
}

func TestRPC(t *testing.T) {
	t.Parallel()

	t.Run("ServesChainIDOverHTTP", func(t *testing.T) {
		t.Parallel()
		c := setup(t, devchain.Config{})
		var id string
		call(t, c, &id, "eth_chainId")
		require.Equal(t, "0x539", id)
		require.Equal(t, int64(1337), c.ChainID().Int64())
	})

	t.Run("FundsTheDevWallets", func(t *testing.T) {
		t.Parallel()
		c := setup(t, devchain.Config{})
		for _, acct := range []devchain.Account{c.Server, c.Merchant, c.Payout, c.Customer} {
			var balance hexutil.Big
			call(t, c, &balance, "eth_getBalance", acct.Address, "latest")
			require.Positive(t, balance.ToInt().Sign(), "balance of %s", acct.Address)
		}
	})

	t.Run("AnswersBatchRequests", func(t *testing.T) {
		t.Parallel()
		c := setup(t, devchain.Config{})
		body := post(t, c, `[
			{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]},
			{"jsonrpc":"2.0","id":"two","method":"net_version"},
			{"jsonrpc":"2.0","method":"eth_blockNumber","params":[]},
			{"jsonrpc":"2.0","id":3,"method":"nope_nothing","params":[]}
		]`)
		var resps []response
		require.NoError(t, json.Unmarshal(body, &resps))
		require.Len(t, resps, 3, "the notification gets no response")
		require.JSONEq(t, `1`, string(resps[0].ID))
		require.JSONEq(t, `"0x539"`, string(resps[0].Result))
		require.JSONEq(t, `"two"`, string(resps[1].ID))
		require.JSONEq(t, `"1337"`, string(resps[1].Result))
		require.JSONEq(t, `3`, string(resps[2].ID))
		require.NotNil(t, resps[2].Error)
		require.Equal(t, -32601, resps[2].Error.Code)
	})

	t.Run("RejectsUnknownAndUnsafeMethods", func(t *testing.T) {
		t.Parallel()
		c := setup(t, devchain.Config{})
		for _, method := range []string{"foo_bar", "admin_nodeInfo", "debug_setHead", "eth_subscribe"} {
			var resp response
			require.NoError(t, json.Unmarshal(post(t, c, `{"jsonrpc":"2.0","id":7,"method":"`+method+`","params":[]}`), &resp))
			require.NotNil(t, resp.Error, method)
			require.Equal(t, -32601, resp.Error.Code, method)
			require.JSONEq(t, `7`, string(resp.ID))
		}
	})

	t.Run("ReportsMalformedRequests", func(t *testing.T) {
		t.Parallel()
		c := setup(t, devchain.Config{})
		var resp response
		require.NoError(t, json.Unmarshal(post(t, c, `{"jsonrpc":`), &resp))
		require.Equal(t, -32700, resp.Error.Code)
		require.NoError(t, json.Unmarshal(post(t, c, `[]`), &resp))
		require.Equal(t, -32600, resp.Error.Code)
	})

	t.Run("PassesRevertDataThrough", func(t *testing.T) {
		t.Parallel()
		c := setup(t, devchain.Config{})
		// Init code that reverts with the 4 bytes 0xdeadbeef: PUSH4 deadbeef PUSH1 0 MSTORE PUSH1 4 PUSH1 28 REVERT.
		body := post(t, c, `{"jsonrpc":"2.0","id":1,"method":"eth_call","params":[{"data":"0x63deadbeef6000526004601cfd"},"latest"]}`)
		var resp struct {
			Error struct {
				Code int    `json:"code"`
				Data string `json:"data"`
			} `json:"error"`
		}
		require.NoError(t, json.Unmarshal(body, &resp))
		require.Equal(t, 3, resp.Error.Code)
		require.Equal(t, "0xdeadbeef", resp.Error.Data)
	})

	t.Run("AnswersCORSPreflight", func(t *testing.T) {
		t.Parallel()
		c := setup(t, devchain.Config{})
		req, err := http.NewRequestWithContext(t.Context(), http.MethodOptions, c.RPCURL(), nil)
		require.NoError(t, err)
		req.Header.Set("Origin", "http://127.0.0.1:8080")
		req.Header.Set("Access-Control-Request-Method", "POST")
		req.Header.Set("Access-Control-Request-Headers", "content-type")
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		resp.Body.Close()
		require.Equal(t, http.StatusNoContent, resp.StatusCode)
		require.Equal(t, "*", resp.Header.Get("Access-Control-Allow-Origin"))
		require.Contains(t, resp.Header.Get("Access-Control-Allow-Methods"), "POST")
		require.Equal(t, "content-type", resp.Header.Get("Access-Control-Allow-Headers"))
	})

	t.Run("StopsServingOnClose", func(t *testing.T) {
		t.Parallel()
		c, err := devchain.Start(t.Context(), devchain.Config{Instant: true, RPCAddr: "127.0.0.1:0"})
		require.NoError(t, err)
		var id string
		call(t, c, &id, "eth_chainId")
		require.NoError(t, c.Close())
		require.NoError(t, c.Close(), "a second Close is harmless")
		_, err = http.Post(c.RPCURL(), "application/json", strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}`))
		require.Error(t, err)
	})

	t.Run("StopsWhenTheContextEnds", func(t *testing.T) {
		t.Parallel()
		ctx, cancel := context.WithCancel(t.Context())
		c, err := devchain.Start(ctx, devchain.Config{Instant: true, RPCAddr: "127.0.0.1:0"})
		require.NoError(t, err)
		cancel()
		require.Eventually(t, func() bool {
			_, err := http.Post(c.RPCURL(), "application/json", strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}`))
			return err != nil
		}, 5*time.Second, 10*time.Millisecond)
		require.NoError(t, c.Close())
	})

	t.Run("ReportsABusyPort", func(t *testing.T) {
		t.Parallel()
		c := setup(t, devchain.Config{})
		_, err := devchain.Start(t.Context(), devchain.Config{Instant: true, RPCAddr: strings.TrimPrefix(c.RPCURL(), "http://")})
		require.ErrorContains(t, err, "another node")
	})

	t.Run("ServesNoRPCWithoutAnAddress", func(t *testing.T) {
		t.Parallel()
		c, err := devchain.Start(t.Context(), devchain.Config{Instant: true})
		require.NoError(t, err)
		defer c.Close()
		require.Empty(t, c.RPCURL())
		id, err := c.Client().ChainID(t.Context())
		require.NoError(t, err)
		require.Equal(t, int64(1337), id.Int64())
	})
}

func TestTimeTravel(t *testing.T) {
	t.Parallel()

	t.Run("IncreaseTimeAndMineOverRPCMoveTheLatestBlock", func(t *testing.T) {
		t.Parallel()
		c := setup(t, devchain.Config{})
		before := latestHeader(t, c)

		var offset int64
		call(t, c, &offset, "evm_increaseTime", 604801)
		require.Equal(t, int64(604801), offset)
		var mined string
		call(t, c, &mined, "evm_mine")
		require.Equal(t, "0x0", mined)

		after := latestHeader(t, c)
		require.GreaterOrEqual(t, after.Time, before.Time+604801)

		call(t, c, &offset, "evm_increaseTime", "0x3c")
		require.Equal(t, int64(604861), offset, "the result is the total offset")
	})

	t.Run("LaterBlocksKeepTheNewTime", func(t *testing.T) {
		t.Parallel()
		c := setup(t, devchain.Config{})
		before := latestHeader(t, c)
		require.NoError(t, c.IncreaseTime(24*time.Hour))

		receipt, err := bind.WaitMined(t.Context(), c.Client(), sendETH(t, c, 1).Hash())
		require.NoError(t, err)
		block, err := c.Client().HeaderByHash(t.Context(), receipt.BlockHash)
		require.NoError(t, err)
		require.GreaterOrEqual(t, block.Time, before.Time+24*60*60)
	})

	t.Run("SealsPendingTransactionsBeforeMovingTime", func(t *testing.T) {
		t.Parallel()
		// With an hour between blocks the transfer waits in the pool until time travel.
		c := setup(t, devchain.Config{BlockTime: time.Hour})
		before := latestHeader(t, c)
		tx := sendETH(t, c, 1)

		require.NoError(t, c.IncreaseTime(time.Hour))
		require.NoError(t, c.Mine())

		receipt, err := c.Client().TransactionReceipt(t.Context(), tx.Hash())
		require.NoError(t, err)
		require.Equal(t, types.ReceiptStatusSuccessful, receipt.Status)
		require.GreaterOrEqual(t, latestHeader(t, c).Time, before.Time+60*60)
	})

	t.Run("SetNextBlockTimestampStampsTheMinedBlock", func(t *testing.T) {
		t.Parallel()
		c := setup(t, devchain.Config{})
		target := uint64(time.Now().Unix()) + 3600 // the genesis block is stamped 0

		var mined string
		call(t, c, &mined, "evm_mine", target)
		require.Equal(t, target, latestHeader(t, c).Time)

		require.Error(t, c.SetNextBlockTimestamp(time.Unix(int64(target)-10, 0)), "time does not run backwards")
	})
}

func TestSealing(t *testing.T) {
	t.Parallel()

	t.Run("InstantModeSealsASentTransaction", func(t *testing.T) {
		t.Parallel()
		c := setup(t, devchain.Config{Instant: true})
		ctx, cancel := context.WithTimeout(t.Context(), 20*time.Second)
		defer cancel()
		receipt, err := bind.WaitMined(ctx, c.Client(), sendETH(t, c, 1000).Hash())
		require.NoError(t, err)
		require.Equal(t, types.ReceiptStatusSuccessful, receipt.Status)
	})

	t.Run("InstantModeLeavesAnIdleChainAlone", func(t *testing.T) {
		t.Parallel()
		c := setup(t, devchain.Config{Instant: true})
		before := latestHeader(t, c).Number.Uint64()
		time.Sleep(300 * time.Millisecond)
		require.Equal(t, before, latestHeader(t, c).Number.Uint64())
	})

	t.Run("InstantModeBacksOffATransactionNoBlockTakes", func(t *testing.T) {
		t.Parallel()
		c := setup(t, devchain.Config{Instant: true})
		ctx := t.Context()
		client := c.Client()
		nonce, err := client.PendingNonceAt(ctx, c.Customer.Address)
		require.NoError(t, err)
		// A priority fee of 1 wei: the pool keeps it, the miner (0.001 gwei minimum) never takes it.
		tx, err := types.SignNewTx(c.Customer.Key, types.LatestSignerForChainID(c.ChainID()), &types.DynamicFeeTx{
			ChainID: c.ChainID(), Nonce: nonce, GasTipCap: big.NewInt(1), GasFeeCap: big.NewInt(100e9),
			Gas: params.TxGas, To: &c.Payout.Address, Value: big.NewInt(1),
		})
		require.NoError(t, err)
		before := latestHeader(t, c).Number.Uint64()
		require.NoError(t, client.SendTransaction(ctx, tx))

		// Sealing for the announcement, then once more on the 100 ms poll that finds it still
		// pending, then nothing for a second: no empty block on every poll.
		time.Sleep(700 * time.Millisecond)
		sealed := latestHeader(t, c).Number.Uint64() - before
		require.LessOrEqual(t, sealed, uint64(2), "empty blocks sealed for a stuck transaction")
		_, err = client.TransactionReceipt(ctx, tx.Hash())
		require.ErrorIs(t, err, ethereum.NotFound)

		// Whatever comes next is sealed at once all the same.
		receipt, err := bind.WaitMined(ctx, client, sendETHFrom(t, c, c.Payout, 1).Hash())
		require.NoError(t, err)
		require.Equal(t, types.ReceiptStatusSuccessful, receipt.Status)
	})

	t.Run("BlockTimeModeProducesBlocksOverTime", func(t *testing.T) {
		t.Parallel()
		c := setup(t, devchain.Config{BlockTime: 100 * time.Millisecond})
		start := latestHeader(t, c).Number.Uint64()
		require.Eventually(t, func() bool {
			return latestHeader(t, c).Number.Uint64() >= start+3
		}, 10*time.Second, 50*time.Millisecond)
	})

	t.Run("MineSealsABlockNow", func(t *testing.T) {
		t.Parallel()
		c := setup(t, devchain.Config{BlockTime: time.Hour})
		before := latestHeader(t, c).Number.Uint64()
		require.NoError(t, c.Mine())
		require.Equal(t, before+1, latestHeader(t, c).Number.Uint64())
	})
}

func TestWriteDevFile(t *testing.T) {
	t.Parallel()

	t.Run("WritesTheDocumentedShapeForItsOwnerOnly", func(t *testing.T) {
		t.Parallel()
		c := setup(t, devchain.Config{})
		path := filepath.Join(t.TempDir(), ".paystead", "dev.json")
		require.NoError(t, c.WriteDevFile(path, devchain.DevFileExtras{
			BaseURL:        "http://127.0.0.1:8080",
			SecretKey:      "ak_live_secret",
			PublishableKey: "pk_live_public",
		}))

		info, err := os.Stat(path)
		require.NoError(t, err)
		require.Equal(t, os.FileMode(0o600), info.Mode().Perm())

		data, err := os.ReadFile(path)
		require.NoError(t, err)
		var doc map[string]json.RawMessage
		require.NoError(t, json.Unmarshal(data, &doc))
		require.ElementsMatch(t, []string{"baseUrl", "rpcUrl", "chainId", "contracts", "merchant", "customer", "tokens"}, keys(doc))
		require.JSONEq(t, `"http://127.0.0.1:8080"`, string(doc["baseUrl"]))
		require.JSONEq(t, `"`+c.RPCURL()+`"`, string(doc["rpcUrl"]))
		require.JSONEq(t, `1337`, string(doc["chainId"]))

		var contracts map[string]string
		require.NoError(t, json.Unmarshal(doc["contracts"], &contracts))
		require.ElementsMatch(t, []string{"gateway", "permit2", "usdc", "eurc", "legacyPool", "sanctionsOracle", "subscriptionManager", "quoter", "router"}, keys(contracts))

		var merchant, customer map[string]string
		require.NoError(t, json.Unmarshal(doc["merchant"], &merchant))
		require.NoError(t, json.Unmarshal(doc["customer"], &customer))
		require.Equal(t, c.Merchant.Address.Hex(), merchant["address"])
		require.Equal(t, "ak_live_secret", merchant["secretKey"])
		require.Equal(t, "pk_live_public", merchant["publishableKey"])
		require.Equal(t, c.Customer.Address.Hex(), customer["address"])
		require.Equal(t, c.Customer.Address, addressOfKey(t, customer["privateKey"]))
		require.Equal(t, c.Merchant.Address, addressOfKey(t, merchant["privateKey"]))

		var tokens struct {
			Kind         string            `json:"kind"`
			MasterMinter string            `json:"masterMinter"`
			Issuer       map[string]string `json:"issuer"`
			ProxyAdmin   map[string]string `json:"proxyAdmin"`
		}
		require.NoError(t, json.Unmarshal(doc["tokens"], &tokens))
		require.Equal(t, "FiatToken v2.2", tokens.Kind)
		require.Equal(t, c.Server.Address.Hex(), tokens.MasterMinter, "the server wallet mints")
		require.Equal(t, c.TokenIssuer.Address.Hex(), tokens.Issuer["address"], "an account of its own pauses and freezes")
		require.Equal(t, c.TokenIssuer.Address, addressOfKey(t, tokens.Issuer["privateKey"]))
		require.Equal(t, c.TokenAdmin.Address.Hex(), tokens.ProxyAdmin["address"])
		require.Equal(t, c.TokenAdmin.Address, addressOfKey(t, tokens.ProxyAdmin["privateKey"]))
	})
}

func keys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

func addressOfKey(t *testing.T, hexKey string) common.Address {
	t.Helper()
	key, err := crypto.HexToECDSA(strings.TrimPrefix(hexKey, "0x"))
	require.NoError(t, err)
	return crypto.PubkeyToAddress(key.PublicKey)
}

func TestContracts(t *testing.T) {
	t.Parallel()

	t.Run("DeploysEveryContract", func(t *testing.T) {
		t.Parallel()
		c := setup(t, devchain.Config{})
		addrs := c.Addresses()
		for name, addr := range map[string]common.Address{
			"gateway": addrs.Gateway, "permit2": addrs.Permit2, "usdc": addrs.USDC, "eurc": addrs.EURC,
			"legacyPool": addrs.LegacyPool, "sanctionsOracle": addrs.SanctionsOracle, "subscriptionManager": addrs.SubscriptionManager,
		} {
			code, err := c.Client().CodeAt(t.Context(), addr, nil)
			require.NoError(t, err)
			require.NotEmpty(t, code, "%s at %s has no code", name, addr)
		}
	})

	// Circle's own tokens (#33), named as on the main networks, behind
	// their proxies; the test stablecoin only when asked for.
	t.Run("RunsCirclesTokens", func(t *testing.T) {
		t.Parallel()
		c := setup(t, devchain.Config{})
		for addr, want := range map[common.Address]string{c.Addresses().USDC: "USD Coin", c.Addresses().EURC: "EURC"} {
			token, err := chain.NewFiatToken(c.Client(), addr)
			require.NoError(t, err)
			name, err := token.Name(t.Context())
			require.NoError(t, err)
			require.Equal(t, want, name)
			impl, err := token.Implementation(t.Context(), c.Client())
			require.NoError(t, err)
			require.NotEqual(t, common.Address{}, impl)
			held, err := token.BalanceOf(t.Context(), c.Customer.Address)
			require.NoError(t, err)
			require.Positive(t, held.Sign(), "the demo customer holds %s", want)
		}
		test := setup(t, devchain.Config{TestStablecoins: true})
		token, err := chain.NewFiatToken(test.Client(), test.Addresses().USDC)
		require.NoError(t, err)
		_, err = token.Implementation(t.Context(), test.Client())
		require.NoError(t, err)
		_, err = token.Version(t.Context())
		require.Error(t, err, "the test stablecoin has no version()")
	})

	t.Run("MakesTheServerWalletTheMerchantsDelegate", func(t *testing.T) {
		t.Parallel()
		c := setup(t, devchain.Config{})
		gateway := chain.NewGateway(c.Client(), c.Addresses().Gateway)
		ok, err := gateway.IsDelegate(t.Context(), c.Merchant.Address, c.Server.Address)
		require.NoError(t, err)
		require.True(t, ok)
		ok, err = gateway.IsDelegate(t.Context(), c.Merchant.Address, c.Addresses().SubscriptionManager)
		require.NoError(t, err)
		require.True(t, ok, "and the subscription manager (#35)")
		payout, err := gateway.PayoutWallet(t.Context(), c.Merchant.Address)
		require.NoError(t, err)
		require.Equal(t, c.Payout.Address, payout)
	})

	t.Run("GivesTheCustomerUSDCAndEURC", func(t *testing.T) {
		t.Parallel()
		c := setup(t, devchain.Config{})
		tenThousand := big.NewInt(10_000_000_000) // 6 decimals
		for _, token := range []common.Address{c.Addresses().USDC, c.Addresses().EURC} {
			balance, err := chain.NewToken(c.Client(), token).BalanceOf(t.Context(), c.Customer.Address)
			require.NoError(t, err)
			require.Equal(t, 0, tenThousand.Cmp(balance), "balance %s of token %s", balance, token)
		}
	})

	t.Run("ListsTheContractsInTheDevFile", func(t *testing.T) {
		t.Parallel()
		c := setup(t, devchain.Config{})
		path := filepath.Join(t.TempDir(), "dev.json")
		require.NoError(t, c.WriteDevFile(path, devchain.DevFileExtras{}))
		data, err := os.ReadFile(path)
		require.NoError(t, err)
		var doc struct {
			Contracts map[string]string `json:"contracts"`
		}
		require.NoError(t, json.Unmarshal(data, &doc))
		addrs := c.Addresses()
		require.Equal(t, map[string]string{
			"gateway": addrs.Gateway.Hex(), "permit2": addrs.Permit2.Hex(), "usdc": addrs.USDC.Hex(),
			"eurc": addrs.EURC.Hex(), "legacyPool": addrs.LegacyPool.Hex(),
			"sanctionsOracle": addrs.SanctionsOracle.Hex(), "subscriptionManager": addrs.SubscriptionManager.Hex(),
			"quoter": c.Uniswap().Quoter.Hex(), "router": c.Uniswap().Router.Hex(),
		}, doc.Contracts)
	})
}

// TestCloseRemovesTheNodesData: the node keeps its database on disk while
// it runs, in a temporary folder that Close removes. (Not parallel: it
// points TMPDIR at a folder of its own.)
func TestCloseRemovesTheNodesData(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	c, err := devchain.Start(t.Context(), devchain.Config{Instant: true})
	require.NoError(t, err)
	entries, err := os.ReadDir(tmp)
	require.NoError(t, err)
	require.Len(t, entries, 1, "the node's data folder")
	require.NoError(t, c.Close())
	entries, err = os.ReadDir(tmp)
	require.NoError(t, err)
	require.Empty(t, entries)
}

// TestASecondChain: a second dev chain runs under a chain id of its own
// with the server wallet the first one has, funded and owning its own
// contracts, as a second network would.
func TestASecondChain(t *testing.T) {
	t.Parallel()
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	c, err := devchain.Start(t.Context(), devchain.Config{Instant: true, ChainID: 31337, ServerKey: key})
	require.NoError(t, err)
	t.Cleanup(func() { _ = c.Close() })

	id, err := c.Client().ChainID(t.Context())
	require.NoError(t, err)
	require.Equal(t, int64(31337), id.Int64())
	require.Equal(t, int64(31337), c.ChainID().Int64())
	require.Equal(t, crypto.PubkeyToAddress(key.PublicKey), c.Server.Address)
	balance, err := c.Client().BalanceAt(t.Context(), c.Server.Address, nil)
	require.NoError(t, err)
	require.Positive(t, balance.Sign())
	code, err := c.Client().CodeAt(t.Context(), c.Addresses().Gateway, nil)
	require.NoError(t, err)
	require.NotEmpty(t, code, "the gateway is deployed on the second chain too")
}
