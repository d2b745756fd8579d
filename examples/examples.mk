# The example merchant backends (examples/). Included from the Makefile.
# examples/go-backend is a package of the main module: `go test ./...`
# runs its test. examples/node-backend has no dependencies: Node 18+ runs
# its test, against the paystead binary built here.

EXAMPLES_BIN_DIR := $(abspath $(or $(BIN),bin))

.PHONY: examples-test
examples-test: ## Test the Node example backend (examples/node-backend) against a real paystead dev
	mkdir -p $(EXAMPLES_BIN_DIR)
	$(GO) build -o $(EXAMPLES_BIN_DIR)/paystead ./cmd/paystead
	cd examples/node-backend && PAYSTEAD_BIN="$(EXAMPLES_BIN_DIR)/paystead" node --test test/shop.test.mjs

# The React example's registry packages (Vite, React), installed from its
# package-lock.json when missing or when the lock changes (npm ci writes
# node_modules/.package-lock.json). Its @paystead packages are not in the
# lock: the browser test (e2e/reactapp_test.go) packs them from this
# checkout and installs them --no-save, as the example's README does.
REACT_APP_DIR       := examples/react-app
REACT_APP_INSTALLED := $(REACT_APP_DIR)/node_modules/.package-lock.json

$(REACT_APP_INSTALLED): $(REACT_APP_DIR)/package-lock.json $(REACT_APP_DIR)/package.json
	cd $(REACT_APP_DIR) && npm ci --no-audit --no-fund
	touch $@

.PHONY: deps-react-app
deps-react-app: $(REACT_APP_INSTALLED)
