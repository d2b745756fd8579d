package i18n

import (
	"sort"
	"strconv"
	"strings"
)

// CookieName is the cookie holding a language the customer chose with
// the checkout's switcher, and DashboardCookieName the one a merchant
// chose with the dashboard's (a merchant trying the checkout in another
// language keeps the dashboard's); each outranks the browser's.
const (
	CookieName          = "paystead_lang"
	DashboardCookieName = "paystead_dashboard_lang"
)

// Match picks the language to show: the chosen one (the cookie's value)
// when supported, else the best of the browser's Accept-Language that is
// supported ("pt-BR" is Portuguese, "es-419" Spanish), else English.
func Match(chosen, acceptLanguage string) string {
	if Supported(chosen) {
		return chosen
	}
	type pref struct {
		tag string
		q   float64
		at  int
	}
	var prefs []pref
	for i, part := range strings.Split(acceptLanguage, ",") {
		tag, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			if v, ok := strings.CutPrefix(strings.TrimSpace(p), "q="); ok {
				f, err := strconv.ParseFloat(v, 64)
				if err != nil || f < 0 || f > 1 {
					f = 0
				}
				q = f
			}
		}
		primary, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(tag)), "-")
		if q > 0 && Supported(primary) {
			prefs = append(prefs, pref{primary, q, i})
		}
	}
	sort.SliceStable(prefs, func(a, b int) bool { return prefs[a].q > prefs[b].q })
	if len(prefs) > 0 {
		return prefs[0].tag
	}
	return "en"
}
