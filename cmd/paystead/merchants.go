package main

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"

	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/backend/postgres"
)

var hexAddress = regexp.MustCompile(`^0x[0-9a-fA-F]{40}$`)

// nonzeroAddress reads an address flag naming a wallet or a contract: 0x-prefixed, 20 bytes,
// not zero.
func nonzeroAddress(s string) (common.Address, bool) {
	if !hexAddress.MatchString(s) {
		return common.Address{}, false
	}
	a := common.HexToAddress(s)
	return a, a != (common.Address{})
}

func openMerchants(ctx context.Context) (*merchant.Service, func(), error) {
	url := os.Getenv("DATABASE_URL")
	if url == "" {
		return nil, nil, errors.New("DATABASE_URL is required but not set")
	}
	pool, err := postgres.Open(ctx, url)
	if err != nil {
		return nil, nil, err
	}
	return merchant.NewService(postgres.NewMerchantStore(pool)), pool.Close, nil
}

const merchantUsage = `Usage: paystead merchant <create|authorize> [flags]

A merchant is a wallet (its owner) with a payout wallet, and the server wallet
as its delegate on the gateway. Setting one up:

  1. paystead merchant create --owner 0xOWNER [--payout 0xPAYOUT] [--name NAME]
         [--email EMAIL] [--origins https://shop.example]
     prints the merchant's id (signing in to /m with the owner wallet also
     creates it). The payout wallet is screened and shown on the dashboard;
     the merchant can change it on /m/settings.
  2. paystead keys create --merchant ID [--kind secret|publishable]
     prints an API key, once.
  3. On chain, the owner wallet itself must send two transactions to the gateway:
     setDelegate(SERVER_WALLET, true), so the server can stage its invoices, and
     setPayoutWallet(0xPAYOUT), where claims are paid.
       paystead merchant authorize --gateway 0xGATEWAY --delegate 0xSERVER_WALLET --payout 0xPAYOUT
     prints both transactions (to, data) for any wallet to send; with --rpc,
     --chain-id and the owner's key in PAYSTEAD_MERCHANT_KEY it sends them and
     checks the gateway. The dashboard's settings page also sends setDelegate
     from the owner's browser wallet.

Run 'paystead merchant create --help' or 'paystead merchant authorize --help' for the flags.
`

func cmdMerchant(args []string, stdout, stderr io.Writer) error {
	if len(args) > 0 && args[0] == "authorize" {
		return cmdMerchantAuthorize(args[1:], stdout, stderr)
	}
	if len(args) == 0 || args[0] != "create" {
		fmt.Fprint(stderr, merchantUsage)
		if len(args) > 0 && (args[0] == "-h" || args[0] == "--help" || args[0] == "help") {
			return nil
		}
		return exitCode(2)
	}
	fs := newFlags("merchant create", "Creates a merchant owned by a wallet (Sign-In with Ethereum does this on first sign-in) and prints its id.", stderr)
	owner := fs.String("owner", "", "owner wallet address (required)")
	payout := fs.String("payout", "", "payout wallet address")
	name := fs.String("name", "", "display name shown to customers")
	email := fs.String("email", "", "support email shown to customers")
	origins := fs.String("origins", "", "comma-separated allowed origins, e.g. https://shop.example")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	var problems []string
	if !hexAddress.MatchString(*owner) {
		problems = append(problems, "--owner must be a 0x-prefixed 20-byte address")
	}
	if *payout != "" && !hexAddress.MatchString(*payout) {
		problems = append(problems, "--payout must be a 0x-prefixed 20-byte address")
	}
	if len(problems) > 0 {
		return errors.New(strings.Join(problems, "; "))
	}
	m := merchant.Merchant{
		OwnerWallet:  common.HexToAddress(*owner),
		DisplayName:  *name,
		SupportEmail: *email,
	}
	if *payout != "" {
		m.PayoutWallet = common.HexToAddress(*payout)
	}
	for _, o := range strings.Split(*origins, ",") {
		if o = strings.TrimSpace(o); o != "" {
			m.AllowedOrigins = append(m.AllowedOrigins, o)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	svc, closeDB, err := openMerchants(ctx)
	if err != nil {
		return err
	}
	defer closeDB()
	created, err := svc.CreateMerchant(ctx, m)
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, created.ID)
	return nil
}

func cmdKeys(args []string, stdout, stderr io.Writer) error {
	const usage = `Usage:
  paystead keys create --merchant ID [--kind secret|publishable] [--label LABEL]
  paystead keys list   --merchant ID
  paystead keys revoke --merchant ID --key KEY`
	if len(args) == 0 || (args[0] != "create" && args[0] != "list" && args[0] != "revoke") {
		fmt.Fprintln(stderr, usage)
		if len(args) > 0 && (args[0] == "-h" || args[0] == "--help") {
			return nil
		}
		return exitCode(2)
	}
	switch args[0] {
	case "list":
		return cmdKeysList(args[1:], stdout, stderr)
	case "revoke":
		return cmdKeysRevoke(args[1:], stdout, stderr)
	}
	fs := newFlags("keys create", "Creates an API key and prints it. The key is shown this once: only its hash is stored.", stderr)
	merchantID := fs.String("merchant", "", "merchant id (required)")
	kind := fs.String("kind", "secret", "secret (ak_live_, servers) or publishable (pk_live_, browsers)")
	label := fs.String("label", "", "a label to tell keys apart")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	id, err := uuid.Parse(*merchantID)
	if err != nil {
		return errors.New("--merchant must be a merchant id as printed by `paystead merchant create`")
	}
	if *kind != string(merchant.Secret) && *kind != string(merchant.Publishable) {
		return errors.New("--kind must be secret or publishable")
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	svc, closeDB, err := openMerchant(ctx, id)
	if err != nil {
		return err
	}
	defer closeDB()
	_, plaintext, err := svc.CreateAPIKey(ctx, id, merchant.KeyKind(*kind), *label)
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, plaintext)
	return nil
}

// openMerchant opens the merchant service and checks that merchant id
// exists.
func openMerchant(ctx context.Context, id uuid.UUID) (*merchant.Service, func(), error) {
	svc, closeDB, err := openMerchants(ctx)
	if err != nil {
		return nil, nil, err
	}
	if _, err := svc.Merchant(ctx, id); err != nil {
		closeDB()
		if errors.Is(err, merchant.ErrNotFound) {
			return nil, nil, fmt.Errorf("no merchant has id %s", id)
		}
		return nil, nil, err
	}
	return svc, closeDB, nil
}

// merchantKeys opens the merchant service for merchant rawID (--merchant)
// and lists its keys; close closes the database.
func merchantKeys(ctx context.Context, rawID string) (svc *merchant.Service, id uuid.UUID, keys []merchant.APIKey, close func(), err error) {
	if id, err = merchantFlag(rawID); err != nil {
		return nil, id, nil, nil, err
	}
	if svc, close, err = openMerchant(ctx, id); err != nil {
		return nil, id, nil, nil, err
	}
	if keys, err = svc.APIKeys(ctx, id); err != nil {
		close()
		return nil, id, nil, nil, err
	}
	return svc, id, keys, close, nil
}

// merchantFlag parses --merchant.
func merchantFlag(raw string) (uuid.UUID, error) {
	id, err := uuid.Parse(raw)
	if err != nil {
		return uuid.Nil, errors.New("--merchant must be a merchant id as printed by `paystead merchant create`")
	}
	return id, nil
}

func cmdKeysList(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("keys list --merchant ID", "Lists a merchant's API keys, newest first: id, kind, public part, label, when created, last used and revoked. Never a secret.", stderr)
	merchantID := fs.String("merchant", "", "merchant id (required)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	_, _, keys, closeDB, err := merchantKeys(ctx, *merchantID)
	if err != nil {
		return err
	}
	defer closeDB()
	w := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "ID\tKIND\tKEY\tLABEL\tCREATED\tLAST USED\tREVOKED")
	stamp := func(t *time.Time) string {
		if t == nil {
			return "-"
		}
		return t.UTC().Format(time.RFC3339)
	}
	for _, k := range keys {
		fmt.Fprintf(w, "%s\t%s\t%s_…\t%s\t%s\t%s\t%s\n", k.ID, k.Kind, k.PublicID, cmp.Or(k.Label, "-"), stamp(&k.CreatedAt), stamp(k.LastUsedAt), stamp(k.RevokedAt))
	}
	return w.Flush()
}

func cmdKeysRevoke(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("keys revoke --merchant ID --key KEY",
		"Revokes one of a merchant's API keys: every process refuses it from now on (within PAYSTEAD_API_KEY_CACHE_TTL\nwhere the database's reports cannot reach a process). KEY is the key's id or public part, as `paystead keys\nlist` prints them, or the whole key (a leaked one, say).", stderr)
	merchantID := fs.String("merchant", "", "merchant id (required)")
	which := fs.String("key", "", "the key's id, its public part (ak_live_… / pk_live_…), or the whole key (required)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if strings.TrimSpace(*which) == "" {
		return errors.New("--key is required: the key's id or public part, as `paystead keys list` prints them")
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	svc, id, keys, closeDB, err := merchantKeys(ctx, *merchantID)
	if err != nil {
		return err
	}
	defer closeDB()
	want := strings.TrimSuffix(strings.TrimSpace(*which), "_…")
	for _, k := range keys {
		if k.ID.String() != want && k.PublicID != want && !strings.HasPrefix(want, k.PublicID+"_") {
			continue
		}
		if k.RevokedAt != nil {
			fmt.Fprintf(stdout, "%s was already revoked at %s\n", k.PublicID, k.RevokedAt.UTC().Format(time.RFC3339))
			return nil
		}
		if err := svc.RevokeAPIKey(ctx, id, k.ID); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "revoked %s (%s)\n", k.PublicID, k.ID)
		return nil
	}
	return fmt.Errorf("merchant %s has no key %s (`paystead keys list --merchant %s` lists them)", id, publicPart(want), id)
}

// publicPart is what of a key may be printed: its public id, never the
// secret after it.
func publicPart(key string) string {
	for _, prefix := range []string{merchant.Secret.Prefix(), merchant.Publishable.Prefix()} {
		if rest, ok := strings.CutPrefix(key, prefix); ok {
			public, _, _ := strings.Cut(rest, "_")
			return prefix + public
		}
	}
	return key
}
