// Package relayer builds, signs, sends and tracks the server wallet's
// transactions: staging invoices in batches (Stager, which implements
// invoice.Issuer), payments in batches (Payer, run by the job queue),
// refunds and claims (EscrowChain, which implements escrow.Chain), all
// through one Sender, which takes nonces under a lock, stores every signed
// transaction before its broadcast and rebroadcasts until it is mined.
// The receipt watcher finds receipts with one pass per block, and the
// Reconciler follows the gateway's events into storage.
//
// The relayer declares the storage it needs in store.go (Store and its
// parts; backend/postgres implements them) and speaks no SQL; its tests
// run against a fake node and a fake store (fakenode_test.go,
// fakestore_test.go).
package relayer
