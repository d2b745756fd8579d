//go:build !js

package sdk

import "net/http"

// send sends hr with the client's http.Client and reads the answer.
func (c *Client) send(hr *http.Request) (*answer, error) {
	resp, err := c.http.Do(hr)
	if err != nil {
		return nil, err
	}
	return readAnswer(resp)
}
