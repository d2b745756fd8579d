package devchain

import (
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
)

// DevFileExtras are the parts of .paystead/dev.json the chain does not know: where the server
// listens and the demo merchant's API keys.
type DevFileExtras struct {
	BaseURL        string // e.g. "http://127.0.0.1:8080"
	SecretKey      string // the demo merchant's "ak_live_…" key
	PublishableKey string // the demo merchant's "pk_live_…" key
}

// devFile is the shape of .paystead/dev.json; the field order is the documented key order.
type devFile struct {
	BaseURL   string          `json:"baseUrl"`
	RPCURL    string          `json:"rpcUrl"`
	ChainID   uint64          `json:"chainId"`
	Contracts devContracts    `json:"contracts"`
	Merchant  devMerchant     `json:"merchant"`
	Customer  devWalletSecret `json:"customer"`
	Tokens    devTokens       `json:"tokens"`
}

// devTokens says what the dev USDC and EURC are and who holds their
// roles: Circle's FiatToken v2.2 ("FiatToken v2.2"), whose master minter
// is the server wallet, whose pauser, blacklister and owner is Issuer
// (with its key, to pause and freeze in development) and whose proxies
// ProxyAdmin upgrades; or the test stablecoin, which the server wallet
// owns (Issuer, without a key).
type devTokens struct {
	Kind         string           `json:"kind"`
	MasterMinter string           `json:"masterMinter"`
	Issuer       devWalletSecret  `json:"issuer"`
	ProxyAdmin   *devWalletSecret `json:"proxyAdmin"`
}

type devContracts struct {
	Gateway         string `json:"gateway"`
	Permit2         string `json:"permit2"`
	USDC            string `json:"usdc"`
	EURC            string `json:"eurc"`
	LegacyPool      string `json:"legacyPool"`
	SanctionsOracle string `json:"sanctionsOracle"`
	Subscriptions   string `json:"subscriptionManager"`
	Quoter          string `json:"quoter"`
	Router          string `json:"router"`
}

type devMerchant struct {
	Address        string `json:"address"`
	PrivateKey     string `json:"privateKey"`
	SecretKey      string `json:"secretKey"`
	PublishableKey string `json:"publishableKey"`
}

type devWalletSecret struct {
	Address    string `json:"address"`
	PrivateKey string `json:"privateKey,omitempty"`
}

// WriteDevFile writes the dev chain's endpoints, contract addresses and demo wallets, with the
// caller's extras, as JSON to path (conventionally .paystead/dev.json), creating its directory.
// The file holds private keys and the merchant's secret key, so it is readable by its owner
// only; it is replaced atomically, so readers never see half of it.
func (c *Chain) WriteDevFile(path string, extra DevFileExtras) error {
	contracts := c.devContracts()
	doc := devFile{
		BaseURL:   extra.BaseURL,
		RPCURL:    c.rpcURL,
		ChainID:   c.chainID.Uint64(),
		Contracts: contracts,
		Merchant: devMerchant{
			Address:        c.Merchant.Address.Hex(),
			PrivateKey:     privateKeyHex(c.Merchant.Key),
			SecretKey:      extra.SecretKey,
			PublishableKey: extra.PublishableKey,
		},
		Customer: devWalletSecret{
			Address:    c.Customer.Address.Hex(),
			PrivateKey: privateKeyHex(c.Customer.Key),
		},
		Tokens: devTokens{Kind: "test stablecoin", MasterMinter: c.Server.Address.Hex(), Issuer: devWalletSecret{Address: c.Server.Address.Hex()}},
	}
	if c.circleTokens {
		doc.Tokens.Kind = "FiatToken v2.2"
		doc.Tokens.Issuer = devWalletSecret{Address: c.TokenIssuer.Address.Hex(), PrivateKey: privateKeyHex(c.TokenIssuer.Key)}
		doc.Tokens.ProxyAdmin = &devWalletSecret{Address: c.TokenAdmin.Address.Hex(), PrivateKey: privateKeyHex(c.TokenAdmin.Key)}
	}
	data, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return fmt.Errorf("devchain: encode dev file: %w", err)
	}
	data = append(data, '\n')

	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("devchain: create directory for dev file %s: %w", path, err)
	}
	tmp, err := os.CreateTemp(dir, ".dev-*.json") // created with mode 0600
	if err != nil {
		return fmt.Errorf("devchain: write dev file %s: %w", path, err)
	}
	defer os.Remove(tmp.Name()) // after a successful rename there is nothing left to remove
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return fmt.Errorf("devchain: write dev file %s: %w", path, err)
	}
	if err := tmp.Chmod(0o600); err != nil {
		tmp.Close()
		return fmt.Errorf("devchain: write dev file %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("devchain: write dev file %s: %w", path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("devchain: write dev file %s: %w", path, err)
	}
	return nil
}

func privateKeyHex(key *ecdsa.PrivateKey) string {
	return hexutil.Encode(crypto.FromECDSA(key))
}

// addressHex spells a deployed contract's address, and an undeployed one as "".
func addressHex(addr common.Address) string {
	if addr == (common.Address{}) {
		return ""
	}
	return addr.Hex()
}
