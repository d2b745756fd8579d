package main

import (
	"context"
	"fmt"
	"math/big"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/postgres/localpg"
	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/sdk"
)

// TestRestoreDrillOnGeth restores a backup as docs/operations.md ("Back up
// and restore") says, and checks what it promises: a pg_dump taken while
// ten invoices were open, then a burst that pays them all, then the
// database lost. Restored into a new database, the old backup knows none
// of the payments, and its server-wallet nonce counter is behind the
// chain. Started on it, the process brings it back to the chain's truth:
// every invoice paid, once, with the escrow holding exactly their sum; and
// new invoices are staged and paid past the nonces the lost database had
// used.
func TestRestoreDrillOnGeth(t *testing.T) {
	p := startProduction(t, 1)
	ctx := context.Background()
	const n = 10
	payers := p.payers(t, n, 100_000_000)
	ids := make([]string, n)
	amounts := make([]int64, n)
	var total int64
	for i := range ids {
		amounts[i] = int64(1_000_000 + i*10_001)
		total += amounts[i]
		ids[i] = p.createInvoice(t, 0, amounts[i], fmt.Sprintf("restore-%d", i))
	}
	c := p.sdkClient(t, p.procs[0].url)
	require.Eventually(t, func() bool {
		for _, id := range ids {
			if inv, err := c.GetInvoice(ctx, id); err != nil || inv.Status != sdk.InvoiceOpen {
				return false
			}
		}
		return true
	}, time.Minute, 250*time.Millisecond, "every invoice open before the backup")

	binDir, err := localpg.FindBinDir()
	require.NoError(t, err)
	dump := filepath.Join(t.TempDir(), "paystead.dump")
	out, err := exec.Command(filepath.Join(binDir, "pg_dump"), "--format=custom", "--file="+dump, p.dbURL).CombinedOutput()
	require.NoError(t, err, "pg_dump: %s", out)

	// The burst the backup does not know.
	subs := make([]string, n)
	var wg sync.WaitGroup
	for i := range ids {
		wg.Go(func() { subs[i] = p.pay(t, 0, payers[i], ids[i]) })
	}
	wg.Wait()
	require.Eventually(t, func() bool {
		for _, sub := range subs {
			if st, err := p.statusOnce(0, sub); err != nil || st.Status != "settled" {
				return false
			}
		}
		return true
	}, 2*time.Minute, 250*time.Millisecond, "the burst settled")
	usdc := chain.NewToken(p.node.Client(), common.HexToAddress(p.settings["PAYSTEAD_USDC_ADDRESS"]))
	gateway := common.HexToAddress(p.settings["PAYSTEAD_GATEWAY_ADDRESS"])
	held, err := usdc.BalanceOf(ctx, gateway)
	require.NoError(t, err)
	require.Equal(t, big.NewInt(total), held)

	// The database is lost; the backup is restored into a new one.
	sp := p.procs[0]
	sp.stop()
	restored := pgtest.EmptyDB(t)
	out, err = exec.Command(filepath.Join(binDir, "pg_restore"), "--no-owner", "--exit-on-error", "--dbname="+restored, dump).CombinedOutput()
	require.NoError(t, err, "pg_restore: %s", out)
	var env []string
	for _, kv := range p.env {
		if !strings.HasPrefix(kv, "DATABASE_URL=") {
			env = append(env, kv)
		}
	}
	p.env = append(env, "DATABASE_URL="+restored)
	require.NoError(t, p.launch(sp))

	require.Eventually(t, func() bool {
		for _, id := range ids {
			if inv, err := c.GetInvoice(ctx, id); err != nil || inv.Status != sdk.InvoicePaid {
				return false
			}
		}
		return true
	}, 2*time.Minute, 500*time.Millisecond, "the reconciler finds every payment the backup missed")

	// New business past the nonces the lost database used.
	late := p.payers(t, 1, 100_000_000)[0]
	fresh := p.createInvoice(t, 0, 7_000_000, "restore-after")
	sub := p.pay(t, 0, late, fresh)
	require.Eventually(t, func() bool {
		st, err := p.statusOnce(0, sub)
		return err == nil && st.Status == "settled"
	}, 2*time.Minute, 500*time.Millisecond)

	// Nothing paid twice: one InvoicePaid per invoice, and the escrow holds
	// exactly what was paid.
	events := gatewayEvents(t, p, chain.NewGateway(p.node.Client(), gateway))
	paid := map[string]int{}
	for _, e := range events.Paid {
		paid[invoiceHex(e.ID)]++
	}
	for _, id := range append(ids, fresh) {
		require.Equal(t, 1, paid[strings.ToLower(id)], "invoice %s paid once", id)
	}
	require.Len(t, events.Paid, n+1)
	held, err = usdc.BalanceOf(ctx, gateway)
	require.NoError(t, err)
	require.Equal(t, big.NewInt(total+7_000_000), held)
	escrows, err := c.Escrows(ctx, sdk.EscrowFilters{})
	require.NoError(t, err)
	var sum int64
	for _, e := range escrows.Pending {
		units, err := strconv.ParseInt(e.AmountUnits, 10, 64)
		require.NoError(t, err)
		sum += units
	}
	require.Len(t, escrows.Pending, n+1)
	require.Equal(t, total+7_000_000, sum, "the restored database's escrows are the chain's")
}
