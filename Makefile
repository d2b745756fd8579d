# Paystead: `make` lists the targets. `make dev` runs the service, `make test`
# runs every test; both install what they need on a fresh Debian machine.

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := help

GO        ?= go
BIN       := bin
GOTESTFLAGS ?= -timeout 20m
# The same Go builds the server and the WASM, as go-app requires. Every
# build is the image's (static, paths trimmed), so the tests, which also
# build the image's binary (cmd/paystead), share one build cache with it.
export GOFLAGS := -buildvcs=false -trimpath
export CGO_ENABLED := 0

.PHONY: help
help: ## List the targets
	@awk 'BEGIN {FS = ":.*## "} /^[a-zA-Z_-]+:.*## / {printf "  \033[1m%-10s\033[0m %s\n", $$1, $$2}' $(MAKEFILE_LIST)

.PHONY: dev
dev: deps-postgres wasm sdk ## Run Paystead with embedded defaults (dev chain, throwaway Postgres) on http://127.0.0.1:8080
	$(GO) run ./cmd/paystead dev

# Runs a command against DATABASE_URL when set, else a throwaway cluster.
WITH_DB = $(if $(DATABASE_URL),,$(GO) run ./cmd/paystead pg-run --)
# The production shape's benchmark on a database that flushes each commit, as production's does.
WITH_DURABLE_DB = $(if $(DATABASE_URL),,$(GO) run ./cmd/paystead pg-run --durable --)

.PHONY: test
test: deps-postgres deps-chromium deps-redis deps-axe deps-viem deps-js deps-react-app geth ## Run every test: vet, OpenAPI lint, unit, integration on real Postgres, contracts, a real geth node, fuzz seeds, WASM build, pages in Chromium
	$(GO) vet ./...
	$(MAKE) --no-print-directory openapi-lint
	$(MAKE) --no-print-directory wasm-check
	$(WITH_DB) $(GO) test $(GOTESTFLAGS) ./...
	$(MAKE) --no-print-directory fuzz-short
	$(MAKE) --no-print-directory js-test
	$(MAKE) --no-print-directory examples-test

# The go-ethereum version go.mod pins; bin/geth is built from it.
GETH_VERSION = $(shell $(GO) list -m -f '{{.Version}}' github.com/ethereum/go-ethereum)

.PHONY: geth
geth: ## Build bin/geth, a real node for the tests (backend/gethdev), from the go-ethereum version go.mod pins; rebuilt only when that changes
	@if [ ! -x $(BIN)/geth ] || [ "$$(cat $(BIN)/geth.version 2>/dev/null)" != "$(GETH_VERSION)" ]; then \
		echo "building geth $(GETH_VERSION) into $(BIN)/ (once)"; \
		mkdir -p $(BIN) && GOBIN=$(abspath $(BIN)) $(GO) install github.com/ethereum/go-ethereum/cmd/geth@$(GETH_VERSION) && \
		echo $(GETH_VERSION) > $(BIN)/geth.version; \
	fi

.PHONY: fuzz-short
# A count rather than a duration: Go 1.26's fuzzing coordinator can fail a
# duration-bound run with a bare "context deadline exceeded" when a worker
# is busy as the time runs out (golang/go#75804, fixed in Go 1.27).
fuzz-short: # A short fuzzing run of the request parsing and validation, and of every endpoint's strict JSON decoding
	$(GO) test -run '^$$' -fuzz '^FuzzValidateCreateInvoice$$' -fuzztime 300000x ./shared/invoiceapi
	$(GO) test -run '^$$' -fuzz '^FuzzDecodeJSON$$' -fuzztime 100000x ./backend/httpapi

.PHONY: bench
bench: deps-postgres deps-chromium geth ## Run the benchmarks: gas, invoice creation, settlement (on one chain and on two), subscription renewals, quotes, the CSV export, the production shape on geth, WASM size, checkout paint
	$(GO) test -run '^$$' -bench BenchmarkGas ./backend/chain/
	$(WITH_DB) $(GO) test -run '^$$' -bench BenchmarkInvoiceCreation -benchtime 6000x -count 3 -timeout 30m ./backend/server/
	$(WITH_DB) $(GO) test -run '^$$' -bench 'BenchmarkSettlement$$' -benchtime 1x -timeout 30m ./backend/server/
	$(WITH_DB) $(GO) test -run '^$$' -bench BenchmarkSettlementOnNetworks -benchtime 1x -count 3 -timeout 30m ./backend/server/
	$(WITH_DB) $(GO) test -run '^$$' -bench BenchmarkSubscriptionRenewals -benchtime 1x -timeout 30m ./backend/server/
	$(WITH_DB) $(GO) test -run '^$$' -bench BenchmarkQuote -benchtime 2000x -timeout 30m ./backend/server/
	$(WITH_DB) $(GO) test -run '^$$' -bench BenchmarkInvoiceExport -benchtime 3x -timeout 30m ./backend/server/
	$(WITH_DURABLE_DB) $(GO) test -run '^$$' -bench BenchmarkProductionOnGeth -benchtime 1000x -timeout 30m ./cmd/paystead/
	$(WITH_DB) $(GO) test -run '^$$' -bench 'BenchmarkWASMSize|BenchmarkCheckoutPaint' -benchtime 5x -timeout 30m ./e2e/

.PHONY: build
build: ## Build the server binary, the WASM and the JavaScript packages into bin/
	mkdir -p $(BIN)
	$(GO) build -o $(BIN)/paystead ./cmd/paystead
	$(MAKE) --no-print-directory wasm
	$(MAKE) --no-print-directory sdk

.PHONY: wasm
wasm: ## Build the frontend's two programs, checkout.wasm and dashboard.wasm (and their .br/.gz copies), into bin/web with the same Go as the server
	mkdir -p $(BIN)/web
	GOOS=js GOARCH=wasm $(GO) build -ldflags='-s -w' -o $(BIN)/web/checkout.wasm ./cmd/web
	GOOS=js GOARCH=wasm $(GO) build -ldflags='-s -w' -o $(BIN)/web/dashboard.wasm ./cmd/web-dashboard
	$(GO) run ./cmd/paystead precompress $(BIN)/web/checkout.wasm $(BIN)/web/dashboard.wasm

.PHONY: wasm-check
wasm-check: # The packages the browser uses must build for js/wasm (and so stay free of server code)
	GOOS=js GOARCH=wasm $(GO) build ./shared/... ./sdk/... ./frontend/... ./cmd/web ./cmd/web-dashboard

.PHONY: contracts
contracts: ## Recompile the Solidity contracts, artifacts and Go bindings (needs Node and npm)
	bash contracts/generate.sh

.PHONY: lint
lint: ## gofmt and go vet
	@out=$$(gofmt -l $$(git ls-files '*.go' | grep -v '/internal/bindings/')); \
	if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...

.PHONY: clean
clean: ## Remove build output and dev state (.paystead/)
	rm -rf $(BIN) .paystead

include sdk/js/js.mk
include examples/examples.mk

# PostgreSQL server binaries for the throwaway clusters; installed from
# Debian's packages when missing and DATABASE_URL is unset.
.PHONY: deps-postgres
deps-postgres:
	@if [ -z "$${DATABASE_URL:-}" ] && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && ! command -v pg_ctl >/dev/null; then \
		echo "installing PostgreSQL server binaries (apt-get install postgresql)"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq postgresql >/dev/null; \
	fi

# Debian's Chromium for the page tests (e2e/), installed when missing.
.PHONY: deps-chromium
deps-chromium:
	@if [ -z "$${PAYSTEAD_CHROMIUM:-}" ] && ! command -v chromium >/dev/null; then \
		echo "installing Chromium (apt-get install chromium)"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium >/dev/null; \
	fi

# axe-core from npm, which the browser tests inject to audit the pages' accessibility (e2e/),
# installed from e2e/package-lock.json when missing or when the lock changes.
AXE := e2e/node_modules/axe-core/axe.min.js
$(AXE): e2e/package.json e2e/package-lock.json
	cd e2e && npm ci --ignore-scripts --no-audit --no-fund
	@touch $@

.PHONY: deps-axe
deps-axe: $(AXE)

# viem from npm, for the independent client that pays through the API computing what it signs
# from the chain (e2e/foreign/pay.mjs), installed from e2e/foreign/package-lock.json.
VIEM := e2e/foreign/node_modules/viem/package.json
$(VIEM): e2e/foreign/package.json e2e/foreign/package-lock.json
	cd e2e/foreign && npm ci --ignore-scripts --no-audit --no-fund
	@touch $@

.PHONY: deps-viem
deps-viem: $(VIEM)

# Redocly's CLI from npm, an independent check of the hand-written OpenAPI
# document, installed from its package-lock.json when missing or when the
# lock changes. Its rules and the reasoned exceptions are in
# backend/httpapi/openapilint/.
OPENAPI_LINT_DIR := backend/httpapi/openapilint
REDOCLY := $(OPENAPI_LINT_DIR)/node_modules/.bin/redocly
$(REDOCLY): $(OPENAPI_LINT_DIR)/package.json $(OPENAPI_LINT_DIR)/package-lock.json
	cd $(OPENAPI_LINT_DIR) && npm ci --ignore-scripts --no-audit --no-fund
	@touch $@

.PHONY: openapi-lint
openapi-lint: $(REDOCLY) ## Lint backend/httpapi/openapi.json with Redocly's recommended rules: no error, no warning
	REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true \
		$(REDOCLY) lint --config $(OPENAPI_LINT_DIR)/redocly.yaml backend/httpapi/openapi.json

# Debian's redis-server for the shared rate-limit tests (backend/ratelimit), installed when missing.
.PHONY: deps-redis
deps-redis:
	@if ! command -v redis-server >/dev/null; then \
		echo "installing Redis (apt-get install redis-server)"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq redis-server >/dev/null; \
	fi

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
