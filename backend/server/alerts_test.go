package server

import (
	"os"
	"regexp"
	"testing"

	"github.com/stretchr/testify/require"
	"gopkg.in/yaml.v3"
)

// docs/alerts.yml is valid YAML in Prometheus's rule-file shape, and every
// paystead_ series an alert names is one the service exports.
func TestAlertRulesNameExportedSeries(t *testing.T) {
	t.Parallel()
	raw, err := os.ReadFile("../../docs/alerts.yml")
	require.NoError(t, err)
	var rules struct {
		Groups []struct {
			Name  string
			Rules []struct {
				Alert, Expr string
			}
		}
	}
	require.NoError(t, yaml.Unmarshal(raw, &rules))
	require.NotEmpty(t, rules.Groups)

	app := startApp(t, nil)
	createInvoice(t, app, "1")
	exported := scrape(t, app.URL+"/metrics")
	series := regexp.MustCompile(`paystead_[a-z_]+`)
	for _, g := range rules.Groups {
		for _, r := range g.Rules {
			require.NotEmpty(t, r.Alert)
			for _, name := range series.FindAllString(r.Expr, -1) {
				require.Regexp(t, "(?m)^"+name+"[{ ]", exported, "alert %s names %s, which /metrics does not export", r.Alert, name)
			}
		}
	}
}
