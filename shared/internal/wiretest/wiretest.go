// Package wiretest pins the JSON that shared/'s request and response
// types write: each API package's golden test lists values and the bytes
// the server has always written for them, and Run checks them. Field
// order, nulls and left-out fields are part of the bytes, which the
// OpenAPI document and clients rely on.
//
// Standard library only, like the packages it tests.
package wiretest

import (
	"encoding/json"
	"fmt"
	"testing"
)

// Case is a value and the JSON it must marshal to, byte for byte.
type Case struct {
	Name string
	In   any
	Want string
}

// Run checks each case in a parallel subtest named Name.
func Run(t *testing.T, cases []Case) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.Name, func(t *testing.T) {
			t.Parallel()
			if err := Check(tc.In, tc.Want); err != nil {
				t.Error(err)
			}
		})
	}
}

// Check marshals in and fails unless the bytes are exactly want.
func Check(in any, want string) error {
	got, err := json.Marshal(in)
	if err != nil {
		return err
	}
	if string(got) != want {
		return fmt.Errorf("got  %s\nwant %s", got, want)
	}
	return nil
}
