# JavaScript client packages (sdk/js: @paystead/sdk in core/, @paystead/react
# in react/), one npm workspace with one committed lockfile. Included from
# the Makefile. Needs only Node 18+ and npm (and Go, already needed, for the
# paystead binary the integration test runs).

JS_DIR      := sdk/js
JS_BIN_DIR  := $(or $(BIN),bin)
# npm ci writes node_modules/.package-lock.json: older than the lockfile or
# a package.json means the install is stale.
JS_INSTALLED := $(JS_DIR)/node_modules/.package-lock.json

$(JS_INSTALLED): $(JS_DIR)/package-lock.json $(JS_DIR)/package.json $(JS_DIR)/core/package.json $(JS_DIR)/react/package.json
	cd $(JS_DIR) && npm ci --no-audit --no-fund
	touch $@

# The workspace's packages (esbuild, React), which the browser test of the
# React package (e2e/react_test.go) bundles a storefront with.
.PHONY: deps-js
deps-js: $(JS_INSTALLED)

.PHONY: sdk
sdk: $(JS_INSTALLED) ## Build and pack @paystead/sdk and @paystead/react into bin/sdk/, the tarballs a merchant's app installs in one npm command (README)
	node $(JS_DIR)/scripts/pack.mjs $(JS_BIN_DIR)/sdk

.PHONY: js-build
js-build: $(JS_INSTALLED) ## Build the JavaScript packages: ES modules, type declarations and the CDN bundle
	cd $(JS_DIR) && npm run --silent build

.PHONY: js-test
js-test: js-build ## Test the JavaScript packages (local servers, jsdom, a real paystead) and the Go client's WebAssembly build
	mkdir -p $(JS_BIN_DIR)
	$(GO) build -o $(JS_BIN_DIR)/paystead ./cmd/paystead
	cd $(JS_DIR) && PAYSTEAD_BIN="$(abspath $(JS_BIN_DIR))/paystead" npm run --silent test
	GOOS=js GOARCH=wasm $(GO) test -count=1 -exec "$$($(GO) env GOROOT)/lib/wasm/go_js_wasm_exec" ./sdk
