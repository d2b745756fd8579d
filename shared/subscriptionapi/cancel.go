package subscriptionapi

import "github.com/paystead/paystead/shared/permit2"

// The EIP-712 domain of a payer's cancel: the subscription manager's.
const (
	CancelDomainName    = "Paystead Subscriptions"
	CancelDomainVersion = "1"
	CancelPrimaryType   = "CancelSubscription"
)

// CancelDomain is the manager's EIP-712 domain on a chain.
type CancelDomain struct {
	Name              string `json:"name"`
	Version           string `json:"version"`
	ChainID           int64  `json:"chainId"`
	VerifyingContract string `json:"verifyingContract"`
}

// CancelMessage is what the payer signs: the subscription's terms hash (0x-hex) and until when
// the cancel may be relayed (unix seconds, decimal).
type CancelMessage struct {
	Terms    string `json:"terms"`
	Deadline string `json:"deadline"`
}

// CancelTyped is the eth_signTypedData_v4 payload of a cancel, which a payer's page has the
// wallet sign for CancelRequest.
type CancelTyped struct {
	Types       map[string][]permit2.TypedField `json:"types"`
	PrimaryType string                          `json:"primaryType"`
	Domain      CancelDomain                    `json:"domain"`
	Message     CancelMessage                   `json:"message"`
}

// CancelTypedData is the cancel of s (its chain, manager and terms hash) until deadline.
func CancelTypedData(s Subscription, deadline string) CancelTyped {
	return CancelTyped{
		Types: map[string][]permit2.TypedField{
			"EIP712Domain": {{Name: "name", Type: "string"}, {Name: "version", Type: "string"}, {Name: "chainId", Type: "uint256"},
				{Name: "verifyingContract", Type: "address"}},
			CancelPrimaryType: {{Name: "terms", Type: "bytes32"}, {Name: "deadline", Type: "uint256"}},
		},
		PrimaryType: CancelPrimaryType,
		Domain:      CancelDomain{Name: CancelDomainName, Version: CancelDomainVersion, ChainID: s.ChainID, VerifyingContract: s.Manager},
		Message:     CancelMessage{Terms: s.TermsHash, Deadline: deadline},
	}
}
