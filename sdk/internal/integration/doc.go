// Package integration tests the Go client against a real Paystead: its
// test builds cmd/paystead, starts `paystead dev` on free ports with a
// database of its own, and calls it through package sdk.
package integration
